//! The board as text, for logs and the terminal: the stones' spaces column by column, the
//! power tokens on the mat and in each hand, both sides' action spaces with their pawn
//! stacks and blocks, the Aether track, the round and who acts. The pouch is counted by
//! kind, never listed in its order.

use super::describe::{action_words, aether_words};
use crate::engines::aetherium::mat::{column_name, COLUMNS};
use crate::engines::aetherium::{Element, Game, Token, MAT};
use crate::table::kinds::Names;

pub fn board(game: &Game, names: &Names) -> String {
    let mut out = vec![format!(
        "Aetherium, round {} of {} · {} started it",
        game.round,
        MAT.rounds,
        names.of(game.starter)
    )];
    out.push(track(game, names));
    out.push(String::new());
    out.push(format!(
        "Stones (space 0 to {top}; {top} is the top):",
        top = MAT.top
    ));
    let mut head = "        ".to_string();
    for c in 0..COLUMNS {
        head.push_str(&format!("{:<4}", column_name(c)));
    }
    out.push(head.trim_end().to_string());
    for element in Element::ALL {
        let mut line = format!("{:<8}", element.name());
        for c in 0..COLUMNS {
            line.push_str(&format!("{:<4}", game.height(c, element)));
        }
        out.push(line.trim_end().to_string());
    }
    let marks: Vec<String> = (0..game.marks.len())
        .filter_map(|i| {
            let (column, space) = MAT.marked_spot(i);
            game.marks[i].map(|t| format!("{}{space} {t}", column_name(column)))
        })
        .collect();
    out.push(format!(
        "Power tokens on the mat: {}",
        if marks.is_empty() {
            "none".to_string()
        } else {
            marks.join(", ")
        }
    ));
    out.push(String::new());
    out.extend(spaces(game, names));
    out.push(String::new());
    for seat in 0..2u8 {
        let s = usize::from(seat);
        let hand: Vec<String> = game.hands[s].iter().map(|t| t.to_string()).collect();
        let left: Vec<&str> = game.unused_pawns(seat).map(|p| p.name()).collect();
        out.push(format!(
            "{} (player {}): tokens {}; pawns left {}",
            names.of(seat),
            seat + 1,
            if hand.is_empty() {
                "none".to_string()
            } else {
                hand.join(", ")
            },
            if left.is_empty() {
                "none".to_string()
            } else {
                left.join(", ")
            }
        ));
    }
    out.push(format!("Pouch: {}", pouch(&game.pouch)));
    out.push(match game.to_act() {
        Some(seat) => format!("{} to act.", names.of(seat)),
        None => "The game is over.".to_string(),
    });
    out.join("\n")
}

/// "Aether track: Tom 4 3 2 1 · 1 [2] 3 4 Mira": player 2's moons on the left, the token
/// in brackets.
fn track(game: &Game, names: &Names) -> String {
    let mut cells: Vec<String> = Vec::new();
    for k in (1..=MAT.moons).rev() {
        cells.push(mark(-k, k.to_string(), game.aether));
    }
    cells.push(mark(0, "·".to_string(), game.aether));
    for k in 1..=MAT.moons {
        cells.push(mark(k, k.to_string(), game.aether));
    }
    format!(
        "Aether track: {} {} {} — the token is on {}",
        names.of(1),
        cells.join(" "),
        names.of(0),
        aether_words(game.aether, names)
    )
}

fn mark(at: i8, text: String, aether: i8) -> String {
    if at == aether {
        format!("[{text}]")
    } else {
        text
    }
}

/// Each action space, nearest the track first, with both sides' pawns (bottom first).
fn spaces(game: &Game, names: &Names) -> Vec<String> {
    let stack = |seat: usize, i: usize| -> String {
        let pawns: Vec<&str> = game.spaces[seat][i].iter().map(|p| p.name()).collect();
        if pawns.is_empty() {
            "-".to_string()
        } else {
            pawns.join(",")
        }
    };
    let titles: Vec<String> = MAT
        .actions
        .iter()
        .enumerate()
        .map(|(i, a)| {
            format!(
                "{} {}{}",
                i + 1,
                action_words(*a),
                if game.blocked[i] { " [blocked]" } else { "" }
            )
        })
        .collect();
    let width = titles.iter().map(|t| t.chars().count()).max().unwrap_or(0) + 2;
    let column = (0..2)
        .flat_map(|s| (0..MAT.actions.len()).map(move |i| (s, i)))
        .map(|(s, i)| stack(s, i).chars().count())
        .chain([names.of(0).chars().count()])
        .max()
        .unwrap_or(0)
        + 2;
    let mut out = vec![
        "Action spaces (1 is nearest the track), pawns bottom first:".to_string(),
        format!("{:<width$}{:<column$}{}", "", names.of(0), names.of(1)),
    ];
    for (i, title) in titles.iter().enumerate() {
        out.push(format!(
            "{title:<width$}{:<column$}{}",
            stack(0, i),
            stack(1, i)
        ));
    }
    for seat in 0..2usize {
        if !game.passed[seat].is_empty() {
            let pawns: Vec<&str> = game.passed[seat].iter().map(|p| p.name()).collect();
            out.push(format!(
                "{} passed with: {}",
                names.of(seat as u8),
                pawns.join(", ")
            ));
        }
    }
    out
}

/// "8 tokens: 1 rise-fire, 2 aether, …", by kind.
fn pouch(tokens: &[Token]) -> String {
    let mut counts = [0usize; 7];
    for t in tokens {
        counts[t.index()] += 1;
    }
    let kinds: Vec<String> = Token::KINDS
        .iter()
        .filter(|t| counts[t.index()] > 0)
        .map(|t| format!("{} {t}", counts[t.index()]))
        .collect();
    if kinds.is_empty() {
        "empty".to_string()
    } else {
        format!("{} tokens ({})", tokens.len(), kinds.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::aetherium::{new_game, Options};

    #[test]
    fn the_board_shows_stones_tokens_spaces_and_the_track() {
        let game = new_game(Options { first: Some(0) }, 5).unwrap();
        let names = Names(vec!["Mira".into(), "Tom".into()]);
        let text = board(&game, &names);
        assert!(
            text.starts_with("Aetherium, round 1 of 3 · Mira started it"),
            "{text}"
        );
        assert!(
            text.contains(
                "Aether track: Tom 4 3 2 1 [·] 1 2 3 4 Mira — the token is on the centre"
            ),
            "{text}"
        );
        assert!(text.contains("fire    0   0   0   0"), "{text}");
        assert!(text.contains("1 fall"), "{text}");
        assert!(text.contains("Pouch: 8 tokens ("), "{text}");
        assert!(text.ends_with("Mira to act."), "{text}");
    }
}
