//! Positions as text. Every line but the header may be left out or come in any order;
//! `#` starts a comment.
//!
//! ```text
//! aetherium
//! round 2
//! turn 1                # whose turn: player 1 or 2
//! starter 1             # who started the round
//! last 2                # who took the last turn
//! aether -1             # the Aether token: 0 the centre, +k player 1's k-th moon, -k player 2's
//! fire 6 6 2 0          # the fire stones' spaces in columns A B C D (left out: all 0)
//! water 0 1 0 0
//! marks A4=aether D2=rise-air
//! hand 1: block
//! hand 2: fall aether
//! pouch: fall rise-fire # drawn from the end (left out: every token not elsewhere)
//! used: aether
//! blocked: twin
//! played 1: fire@surge wild@fall
//! played 2: air@gather earth@pass
//! over 1 elements fire  # or `over 2 aether`, `over 1 rounds`
//! dice 12345
//! ```

use super::{line_error, quote, NotationError};
use crate::engines::aetherium::mat::{
    column_from_word, column_name, ActionKind, Element, Token, COLUMNS, MAT,
};
use crate::engines::aetherium::setup::all_tokens;
use crate::engines::aetherium::state::{other, Game, Options, Outcome, Pawn, WinReason};
use crate::engines::dice::Dice;

/// Writes the whole game (the pouch's order included) the way [`parse_position`] reads it.
pub fn format_position(game: &Game) -> String {
    let mut out = String::from("aetherium\n");
    out += &format!("round {}\n", game.round);
    out += &format!("turn {}\n", game.turn + 1);
    out += &format!("starter {}\n", game.starter + 1);
    if let Some(first) = game.options.first {
        out += &format!("first {}\n", first + 1);
    }
    if let Some(last) = game.last {
        out += &format!("last {}\n", last + 1);
    }
    out += &format!("aether {}\n", game.aether);
    for element in Element::ALL {
        let spaces: Vec<String> = (0..COLUMNS)
            .map(|c| game.height(c, element).to_string())
            .collect();
        out += &format!("{element} {}\n", spaces.join(" "));
    }
    let marks: Vec<String> = game
        .marks
        .iter()
        .enumerate()
        .filter_map(|(i, m)| {
            let (column, space) = MAT.marked_spot(i);
            m.map(|t| format!("{}{space}={t}", column_name(column)))
        })
        .collect();
    out += format!("marks {}", marks.join(" ")).trim_end();
    out.push('\n');
    for (seat, hand) in game.hands.iter().enumerate() {
        out += &format!("hand {}:{}\n", seat + 1, tokens_text(hand));
    }
    out += &format!("pouch:{}\n", tokens_text(&game.pouch));
    out += &format!("used:{}\n", tokens_text(&game.used));
    let blocked: Vec<&str> = MAT
        .actions
        .iter()
        .enumerate()
        .filter(|(i, _)| game.blocked[*i])
        .map(|(_, a)| a.name())
        .collect();
    if !blocked.is_empty() {
        out += &format!("blocked: {}\n", blocked.join(" "));
    }
    for seat in 0..2 {
        let mut played = Vec::new();
        for (i, stack) in game.spaces[seat].iter().enumerate() {
            played.extend(stack.iter().map(|p| format!("{p}@{}", MAT.actions[i])));
        }
        played.extend(game.passed[seat].iter().map(|p| format!("{p}@pass")));
        if !played.is_empty() {
            out += &format!("played {}: {}\n", seat + 1, played.join(" "));
        }
    }
    if let Some(outcome) = game.outcome {
        out += &format!(
            "over {} {}\n",
            outcome.winner + 1,
            reason_text(outcome.reason)
        );
    }
    out += &format!(
        "dice {}\n",
        serde_json::to_string(&game.dice).unwrap_or_default()
    );
    out
}

fn reason_text(reason: WinReason) -> String {
    match reason {
        WinReason::Elements { element } => format!("elements {element}"),
        WinReason::Aether => "aether".into(),
        WinReason::Rounds => "rounds".into(),
    }
}

fn tokens_text(tokens: &[Token]) -> String {
    tokens.iter().map(|t| format!(" {t}")).collect()
}

/// Reads a position and checks that a game can reach it.
pub fn parse_position_checked(text: &str) -> Result<Game, NotationError> {
    let game = parse_position(text)?;
    game.validate()?;
    Ok(game)
}

/// Reads a position without checking that a game can reach it (see
/// [`parse_position_checked`]). Left out: `round` 1, `turn` 1, `aether` 0, stones on
/// space 0, no marks, empty hands, `used` and `blocked`, no pawns played; `pouch`: every
/// token not elsewhere; `starter`: the player whose turn it is when both played as many
/// pawns, else the other; `last`: the player before the one to move, once a pawn is
/// played; `dice` 0.
pub fn parse_position(text: &str) -> Result<Game, NotationError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.split('#').next().unwrap_or("").trim()))
        .filter(|(_, l)| !l.is_empty());
    let (n, header) = lines
        .next()
        .ok_or_else(|| line_error(1, "an empty position: the first line is `aetherium`"))?;
    if !header.eq_ignore_ascii_case("aetherium") {
        return Err(line_error(
            n,
            format!("`{}` is not the header `aetherium`", quote(header)),
        ));
    }
    let mut game = Game::blank(Options::default(), Dice::new(0));
    game.pouch.clear();
    let mut pouch: Option<Vec<Token>> = None;
    let mut starter = None;
    let mut turn = None;
    let mut last = None;
    for (n, line) in lines {
        let (key, rest) = match line.split_once(char::is_whitespace) {
            Some((k, r)) => (k, r.trim()),
            None => (line, ""),
        };
        let key = key.trim_end_matches(':').to_ascii_lowercase();
        let rest = rest.trim_start_matches(':').trim();
        let words: Vec<&str> = rest.split_whitespace().collect();
        let seat_word = |word: Option<&&str>| -> Result<u8, NotationError> {
            match word.map(|w| w.trim_end_matches(':')) {
                Some("1") => Ok(0),
                Some("2") => Ok(1),
                other => Err(line_error(
                    n,
                    format!(
                        "`{}` is not a player: 1 or 2",
                        quote(other.unwrap_or_default())
                    ),
                )),
            }
        };
        match key.as_str() {
            "round" => game.round = number(n, &words, "a round from 1 to 3")?,
            "turn" => turn = Some(seat_word(words.first())?),
            "starter" => starter = Some(seat_word(words.first())?),
            "first" => game.options.first = Some(seat_word(words.first())?),
            "last" => last = Some(seat_word(words.first())?),
            "aether" => game.aether = number(n, &words, "a moon from -4 to 4")?,
            "marks" => {
                for word in &words {
                    let (spot, token) = word.split_once('=').ok_or_else(|| {
                        line_error(n, format!("`{}` is not like `A2=aether`", quote(word)))
                    })?;
                    let i = mark_spot(spot).ok_or_else(|| {
                        line_error(
                            n,
                            format!("`{}` is not a marked space (A2, A4 … D4)", quote(spot)),
                        )
                    })?;
                    game.marks[i] = Some(token_word(n, token)?);
                }
            }
            "hand" => {
                let seat = seat_word(words.first())?;
                game.hands[seat as usize] = tokens(n, &words[1..])?;
            }
            "pouch" => pouch = Some(tokens(n, &words)?),
            "used" => game.used = tokens(n, &words)?,
            "blocked" => {
                for word in &words {
                    let action = action_word(n, word)?;
                    game.blocked[action.space()] = true;
                }
            }
            "played" => {
                let seat = seat_word(words.first())? as usize;
                for word in &words[1..] {
                    let (pawn, place) = word.split_once('@').ok_or_else(|| {
                        line_error(n, format!("`{}` is not like `fire@surge`", quote(word)))
                    })?;
                    let pawn = Pawn::from_word(pawn)
                        .ok_or_else(|| line_error(n, format!("`{}` is not a pawn", quote(pawn))))?;
                    if place.eq_ignore_ascii_case("pass") {
                        game.passed[seat].push(pawn);
                    } else {
                        let action = action_word(n, place)?;
                        game.spaces[seat][action.space()].push(pawn);
                    }
                }
            }
            "over" => {
                let winner = seat_word(words.first())?;
                let reason = match words.get(1..).unwrap_or_default() {
                    [w] if w.eq_ignore_ascii_case("aether") => WinReason::Aether,
                    [w] if w.eq_ignore_ascii_case("rounds") => WinReason::Rounds,
                    [w, e] if w.eq_ignore_ascii_case("elements") => WinReason::Elements {
                        element: Element::from_word(e).ok_or_else(|| {
                            line_error(n, format!("`{}` is not an element", quote(e)))
                        })?,
                    },
                    _ => {
                        return Err(line_error(
                            n,
                            "write `over 1 aether`, `over 1 rounds` or `over 1 elements fire`",
                        ))
                    }
                };
                game.outcome = Some(Outcome { winner, reason });
            }
            "dice" => {
                game.dice = serde_json::from_str(rest)
                    .map_err(|_| line_error(n, "`dice` takes a whole number"))?
            }
            _ => match Element::from_word(&key) {
                Some(element) => {
                    if words.len() != COLUMNS {
                        return Err(line_error(
                            n,
                            format!("`{element}` takes four spaces, for columns A B C D"),
                        ));
                    }
                    for (c, w) in words.iter().enumerate() {
                        game.stones[c][element.index()] = w.parse().map_err(|_| {
                            line_error(n, format!("`{}` is not a space: 0 to 6", quote(w)))
                        })?;
                    }
                }
                None => {
                    return Err(line_error(
                        n,
                        format!("`{}` starts no line of a position", quote(&key)),
                    ))
                }
            },
        }
    }
    game.pouch = match pouch {
        Some(p) => p,
        None => rest_of_tokens(&game),
    };
    let (used0, used1) = (game.pawns_used(0), game.pawns_used(1));
    let even = used0 == used1;
    let follow = |seat: u8| if even { seat } else { other(seat) };
    let fewer = u8::from(used1 < used0);
    (game.turn, game.starter) = match (turn, starter) {
        (Some(t), Some(s)) => (t, s),
        (Some(t), None) => (t, follow(t)),
        (None, Some(s)) => (follow(s), s),
        (None, None) if even => (0, 0),
        (None, None) => (fewer, other(fewer)),
    };
    game.last = last.or((used0 + used1 > 0).then_some(other(game.turn)));
    Ok(game)
}

/// The tokens of the pouch not found anywhere else.
fn rest_of_tokens(game: &Game) -> Vec<Token> {
    let counts = game.token_counts();
    let mut left = Vec::new();
    let mut seen = [0u32; 7];
    for t in all_tokens() {
        seen[t.index()] += 1;
        if seen[t.index()] > counts[t.index()] {
            left.push(t);
        }
    }
    left
}

fn number<T: std::str::FromStr>(n: usize, words: &[&str], what: &str) -> Result<T, NotationError> {
    match words {
        [w] => w
            .parse()
            .map_err(|_| line_error(n, format!("`{}` is not {what}", quote(w)))),
        _ => Err(line_error(n, format!("write one number: {what}"))),
    }
}

fn mark_spot(word: &str) -> Option<usize> {
    let mut chars = word.chars();
    let column = column_from_word(&chars.next()?.to_string())?;
    let space: u8 = chars.as_str().parse().ok()?;
    MAT.mark_index(column, space)
}

fn token_word(n: usize, word: &str) -> Result<Token, NotationError> {
    Token::from_word(word).ok_or_else(|| {
        line_error(
            n,
            format!(
                "`{}` is not a power token: rise-fire, rise-water, rise-earth, rise-air, aether, block or fall",
                quote(word)
            ),
        )
    })
}

fn tokens(n: usize, words: &[&str]) -> Result<Vec<Token>, NotationError> {
    if words.len() > 64 {
        return Err(line_error(n, "more tokens than the game has"));
    }
    words.iter().map(|w| token_word(n, w)).collect()
}

fn action_word(n: usize, word: &str) -> Result<ActionKind, NotationError> {
    ActionKind::from_word(word).ok_or_else(|| {
        line_error(
            n,
            format!(
                "`{}` is not an action: fall, twin, step-leap, surge or gather",
                quote(word)
            ),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::aetherium::new_game;

    #[test]
    fn a_new_game_round_trips() {
        for seed in 0..5 {
            let game = new_game(Options::default(), seed).unwrap();
            let text = format_position(&game);
            assert_eq!(parse_position_checked(&text), Ok(game), "{text}");
        }
    }

    #[test]
    fn a_short_position_fills_in_the_rest() {
        let game = parse_position_checked("aetherium\nfire 6 6 6 5\nplayed 1: fire@surge").unwrap();
        assert_eq!(game.turn, 1);
        assert_eq!(game.starter, 0);
        assert_eq!(game.last, Some(0));
        assert_eq!(game.pouch.len(), 16);
    }

    #[test]
    fn bad_lines_say_which_and_why() {
        let err = |t: &str| parse_position(t).unwrap_err().to_string();
        assert!(err("").contains("empty position"));
        assert!(err("rivality 2p").contains("header"));
        assert!(err("aetherium\nfire 1 2").contains("line 2"));
        assert!(err("aetherium\nmarks A3=aether").contains("marked space"));
        assert!(err("aetherium\nturn 3").contains("not a player"));
        assert!(err("aetherium\nsmoke 1").contains("starts no line"));
    }
}
