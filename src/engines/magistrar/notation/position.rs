//! Whole positions as text: a header, then key lines in any order (see
//! `docs/magistrar-notation.md`). `#` starts a comment.

use super::moves::{format_placement, parse_placement};
use super::{line_error, NotationError};
use crate::engines::dice::Dice;
use crate::engines::magistrar::arena::Arena;
use crate::engines::magistrar::numbers::{ROCKS, TRACK_MAX};
use crate::engines::magistrar::pieces::{count_tokens, Mage, Pawns, Strength, Token};
use crate::engines::magistrar::scoring::{self, duel_counts, duel_winner, game_result, Outcome};
use crate::engines::magistrar::setup::bag_contents;
use crate::engines::magistrar::state::{DuelRecord, Game, Options, Phase};

/// A scoring pawn's place: `0`, `d5` (dark 5) or `l3` (light 3).
pub fn format_track(at: i8) -> String {
    match at {
        0 => "0".to_string(),
        n if n > 0 => format!("d{n}"),
        n => format!("l{}", n.unsigned_abs()),
    }
}

/// Reads `0`, `d5` or `l3`.
pub fn parse_track(text: &str) -> Result<i8, String> {
    let lower = text.to_ascii_lowercase();
    let (sign, digits) = match lower.strip_prefix('d') {
        Some(rest) => (1, rest),
        None => match lower.strip_prefix('l') {
            Some(rest) => (-1, rest),
            None => (1, lower.as_str()),
        },
    };
    match digits.parse::<u8>() {
        Ok(n) if n <= TRACK_MAX as u8 && (n == 0 || sign != 0) => {
            if n != 0 && digits.len() == lower.len() {
                return Err(format!(
                    "`{text}` needs its side: `d{n}` (dark) or `l{n}` (light)"
                ));
            }
            Ok(sign * n as i8)
        }
        _ => Err(format!(
            "`{text}` is not a place on the energy track: 0, d1…d15 or l1…l15"
        )),
    }
}

fn format_tokens(tokens: &[Token]) -> String {
    tokens.iter().map(|t| t.letter()).collect()
}

fn parse_tokens(text: &str) -> Result<Vec<Token>, String> {
    text.chars()
        .map(|c| Token::from_letter(c).ok_or_else(|| format!("`{c}` is not a token: L, D, S or G")))
        .collect()
}

fn format_arena(arena: &Arena) -> String {
    Mage::BOTH
        .map(|m| {
            format!(
                "{} {}",
                format_tokens(&arena.tokens[m.index()]),
                format_placement(&arena.pawns[m.index()])
            )
        })
        .join(" ")
}

fn parse_arena(words: &[&str]) -> Result<Arena, String> {
    let [wt, wp, bt, bp] = words else {
        return Err(
            "an arena is white's tokens and pawns, then black's: `LDSLLD sm.wmw LLDDDS wmsw.m`"
                .into(),
        );
    };
    let mut tokens = [[Token::Light; ROCKS]; 2];
    for (i, text) in [wt, bt].into_iter().enumerate() {
        let read = parse_tokens(text)?;
        tokens[i] = read
            .try_into()
            .map_err(|_| format!("`{text}`: six tokens, one per rock"))?;
    }
    Ok(Arena {
        tokens,
        pawns: [placement(wp)?, placement(bp)?],
    })
}

fn placement(text: &str) -> Result<crate::engines::magistrar::moves::Placement, String> {
    parse_placement(text).map_err(|e| e.to_string())
}

fn format_pawns(p: &Pawns) -> String {
    format!("s{} m{} w{}", p.strong, p.medium, p.weak)
}

fn format_phase(phase: Phase) -> String {
    match phase {
        Phase::Place { mage } => format!("place {mage}"),
        Phase::Open { mage } => format!("open {mage}"),
        Phase::Answer { mage, encounter } => format!("answer {mage} {encounter}"),
        Phase::Steer { mage, encounter } => format!("steer {mage} {encounter}"),
        Phase::Over => "over".to_string(),
    }
}

/// Writes every field of `game`, so that reading it back gives the same game.
pub fn format_position(game: &Game) -> String {
    let mut text = String::from("magistrar");
    if game.options.grand_mage {
        text.push_str(" grand-mage");
    }
    text.push('\n');
    for g in &game.games {
        // A game's result follows from its final track and markers; the track is kept as
        // levels on the dark side, which give the same Honoris.
        text.push_str(&format!(
            "game d{} d{} {} {}\n",
            g.levels[0], g.levels[1], g.markers[0], g.markers[1]
        ));
    }
    if game.options.grand_mage {
        text.push_str(&format!(
            "goldens {} {}\n",
            game.goldens[0], game.goldens[1]
        ));
    }
    text.push_str(&format!("duel {} {}\n", game.duel, game.starting));
    text.push_str(&format!(
        "track {} {}\n",
        format_track(game.track[0]),
        format_track(game.track[1])
    ));
    for mage in Mage::BOTH {
        text.push_str(&format!(
            "pawns {mage} {}\n",
            format_pawns(&game.pawns[mage.index()])
        ));
    }
    for mage in Mage::BOTH {
        text.push_str(&format!(
            "bag {mage} {}\n",
            format_tokens(&game.bags[mage.index()])
        ));
    }
    for duel in &game.duels {
        text.push_str(&format!("played {}\n", format_arena(&duel.arena)));
    }
    if let Some(arena) = &game.arena {
        text.push_str(&format!("arena {}\n", format_arena(arena)));
    }
    text.push_str(&format!("phase {}\n", format_phase(game.phase)));
    text.push_str(&format!(
        "dice {}\n",
        serde_json::to_string(&game.dice).unwrap_or_default()
    ));
    text
}

/// Reads a position and checks that a game can reach it.
pub fn parse_position_checked(text: &str) -> Result<Game, NotationError> {
    let game = parse_position(text)?;
    game.validate()?;
    Ok(game)
}

/// Reads a position without checking it (tests may write part of a game).
pub fn parse_position(text: &str) -> Result<Game, NotationError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(n, l)| (n + 1, l.split('#').next().unwrap_or("").trim()))
        .filter(|(_, l)| !l.is_empty());
    let Some((n, header)) = lines.next() else {
        return Err(line_error(
            1,
            "an empty position: it starts with `magistrar`",
        ));
    };
    let words: Vec<&str> = header.split_whitespace().collect();
    let options = match words.as_slice() {
        [w] if w.eq_ignore_ascii_case("magistrar") => Options::default(),
        [w, v] if w.eq_ignore_ascii_case("magistrar") && v.eq_ignore_ascii_case("grand-mage") => {
            Options {
                grand_mage: true,
                ..Options::default()
            }
        }
        _ => {
            return Err(line_error(
                n,
                "the first line is `magistrar` or `magistrar grand-mage`",
            ))
        }
    };
    let mut game = Game {
        options,
        duel: 0,
        starting: Mage::White,
        bags: [Vec::new(), Vec::new()],
        pawns: [Pawns::START; 2],
        track: [0; 2],
        arena: None,
        duels: Vec::new(),
        phase: Phase::Over,
        goldens: [0; 2],
        games: Vec::new(),
        outcome: None,
        dice: Dice::new(0),
    };
    let (mut pawns_given, mut bags_given, mut phase_given) = ([false; 2], [false; 2], false);
    for (n, line) in lines {
        let words: Vec<&str> = line.split_whitespace().collect();
        let err = |m: String| line_error(n, m);
        let mage = |w: &str| {
            Mage::from_word(w).ok_or_else(|| err(format!("`{w}` is not a mage: white or black")))
        };
        let number = |w: &str| {
            w.parse::<u8>()
                .map_err(|_| err(format!("`{w}` is not a small whole number")))
        };
        match words.as_slice() {
            ["game", wt, bt, wm, bm] => {
                let track = [parse_track(wt).map_err(err)?, parse_track(bt).map_err(err)?];
                game.games
                    .push(game_result(track, [number(wm)?, number(bm)?]));
            }
            ["goldens", w, b] => game.goldens = [number(w)?, number(b)?],
            ["duel", d, m] => {
                game.duel = number(d)?;
                game.starting = mage(m)?;
            }
            ["track", w, b] => {
                game.track = [parse_track(w).map_err(err)?, parse_track(b).map_err(err)?]
            }
            ["pawns", m, counts @ ..] => {
                let m = mage(m)?;
                let mut pawns = Pawns::default();
                for word in counts {
                    let mut chars = word.chars();
                    let strength = chars.next().and_then(Strength::from_letter);
                    let count = chars.as_str().parse::<u8>().ok();
                    match (strength, count) {
                        (Some(s), Some(c)) => *pawns.slot(s) = c,
                        _ => {
                            return Err(err(format!(
                                "`{word}` is not a count of pawns: like s3, m9, w7"
                            )))
                        }
                    }
                }
                game.pawns[m.index()] = pawns;
                pawns_given[m.index()] = true;
            }
            ["bag", m, rest @ ..] if rest.len() <= 1 => {
                let m = mage(m)?;
                game.bags[m.index()] = parse_tokens(rest.first().unwrap_or(&"")).map_err(err)?;
                bags_given[m.index()] = true;
            }
            ["played", rest @ ..] => {
                let arena = parse_arena(rest).map_err(err)?;
                let winner = duel_winner(duel_counts(&arena));
                game.duels.push(DuelRecord { arena, winner });
            }
            ["arena", rest @ ..] => game.arena = Some(parse_arena(rest).map_err(err)?),
            ["phase", rest @ ..] => {
                game.phase = match rest {
                    ["place", m] => Phase::Place { mage: mage(m)? },
                    ["open", m] => Phase::Open { mage: mage(m)? },
                    ["answer", m, e] => Phase::Answer { mage: mage(m)?, encounter: number(e)? },
                    ["steer", m, e] => Phase::Steer { mage: mage(m)?, encounter: number(e)? },
                    ["over"] => Phase::Over,
                    _ => return Err(err("a phase is `place <mage>`, `open <mage>`, `answer <mage> <rock>`, `steer <mage> <rock>` or `over`".into())),
                };
                phase_given = true;
            }
            ["dice", d] => {
                game.dice = serde_json::from_str(d)
                    .map_err(|_| err("`dice` takes a whole number".into()))?
            }
            _ => return Err(err(format!("`{line}` is not a line of a position"))),
        }
    }
    if game.duel == 0 {
        game.duel =
            (game.duels.len() + usize::from(game.arena.is_some())).clamp(1, u8::MAX as usize) as u8;
    }
    for mage in Mage::BOTH {
        let i = mage.index();
        let arenas = || {
            game.duels
                .iter()
                .map(|d| &d.arena)
                .chain(game.arena.as_ref())
        };
        if !pawns_given[i] {
            let mut left = Pawns::START;
            for arena in arenas() {
                for s in arena.pawns[i].iter().flatten() {
                    left.take(*s);
                }
            }
            game.pawns[i] = left;
        }
        if !bags_given[i] {
            // The tokens not drawn yet, in a fixed order: handy for scenes in tests.
            let mut drawn = [0u8; 4];
            for arena in arenas() {
                let c = count_tokens(&arena.tokens[i]);
                for k in 0..4 {
                    drawn[k] = drawn[k].saturating_add(c[k]);
                }
            }
            let mut bag = Vec::new();
            for t in bag_contents(game.goldens[i]) {
                if drawn[t.index()] > 0 {
                    drawn[t.index()] -= 1;
                } else {
                    bag.push(t);
                }
            }
            game.bags[i] = bag;
        }
    }
    if !phase_given {
        return Err(line_error(1, "a position needs a `phase` line"));
    }
    if game.phase == Phase::Over {
        let result = game
            .games
            .last()
            .copied()
            .unwrap_or_else(|| game_result(game.track, game.markers()));
        let wins = scoring::wins(&game.games);
        let winner = if game.options.grand_mage {
            duel_winner(wins)
        } else {
            result.winner
        };
        game.outcome = Some(Outcome {
            winner,
            last_game: result,
            wins,
        });
    }
    Ok(game)
}
