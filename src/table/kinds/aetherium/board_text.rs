//! The board as text, for logs and the terminal: the stones' spaces column by column, the
//! power tokens on the mat and in each hand, both sides' action spaces with their pawn
//! stacks and blocks, the Aether track, the round and who acts. The pouch is counted by
//! kind, never listed in its order.

use super::describe::{action_name, aether_at};
use crate::engines::aetherium::mat::{column_name, COLUMNS};
use crate::engines::aetherium::{Element, Game, Pawn, Token, MAT};
use crate::i18n::Lang;
use crate::table::kinds::Names;
use crate::tr;
use crate::words::aetherium::{element_name, pawn_name, token_name};

/// Words joined by ", ", or "none" when there are none.
fn listed(words: Vec<String>, lang: Lang) -> String {
    if words.is_empty() {
        tr!(lang, "board-none")
    } else {
        words.join(", ")
    }
}

fn pawns(pawns: impl Iterator<Item = Pawn>, lang: Lang) -> Vec<String> {
    pawns.map(|p| pawn_name(p, lang)).collect()
}

pub fn board(game: &Game, names: &Names, lang: Lang) -> String {
    let mut out = vec![tr!(
        lang,
        "aetherium-board-head",
        round = game.round,
        rounds = MAT.rounds,
        player = names.of(game.starter)
    )];
    out.push(track(game, names, lang));
    out.push(String::new());
    out.push(tr!(lang, "aetherium-board-stones", top = MAT.top));
    let mut head = "        ".to_string();
    for c in 0..COLUMNS {
        head.push_str(&format!("{:<4}", column_name(c)));
    }
    out.push(head.trim_end().to_string());
    for element in Element::ALL {
        let mut line = format!("{:<8}", element_name(element, lang));
        for c in 0..COLUMNS {
            line.push_str(&format!("{:<4}", game.height(c, element)));
        }
        out.push(line.trim_end().to_string());
    }
    let marks: Vec<String> = (0..game.marks.len())
        .filter_map(|i| {
            let (column, space) = MAT.marked_spot(i);
            game.marks[i].map(|t| format!("{}{space} {}", column_name(column), token_name(t, lang)))
        })
        .collect();
    out.push(tr!(
        lang,
        "aetherium-board-mat",
        tokens = listed(marks, lang)
    ));
    out.push(String::new());
    out.extend(spaces(game, names, lang));
    out.push(String::new());
    for seat in 0..2u8 {
        let s = usize::from(seat);
        let hand: Vec<String> = game.hands[s].iter().map(|t| token_name(*t, lang)).collect();
        out.push(tr!(
            lang,
            "aetherium-board-player",
            player = names.of(seat),
            n = seat + 1,
            tokens = listed(hand, lang),
            pawns = listed(pawns(game.unused_pawns(seat), lang), lang)
        ));
    }
    out.push(tr!(
        lang,
        "aetherium-board-pouch",
        pouch = pouch(&game.pouch, lang)
    ));
    out.push(match game.to_act() {
        Some(seat) => tr!(lang, "board-to-act", player = names.of(seat)),
        None => tr!(lang, "board-over"),
    });
    out.join("\n")
}

/// "Aether track: Tom 4 3 2 1 · 1 [2] 3 4 Mira": player 2's moons on the left, the token
/// in brackets.
fn track(game: &Game, names: &Names, lang: Lang) -> String {
    let mut cells: Vec<String> = Vec::new();
    for k in (1..=MAT.moons).rev() {
        cells.push(mark(-k, k.to_string(), game.aether));
    }
    cells.push(mark(0, "·".to_string(), game.aether));
    for k in 1..=MAT.moons {
        cells.push(mark(k, k.to_string(), game.aether));
    }
    tr!(
        lang,
        "aetherium-board-track",
        second = names.of(1),
        cells = cells.join(" "),
        first = names.of(0),
        at = aether_at(game.aether, names, lang)
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
fn spaces(game: &Game, names: &Names, lang: Lang) -> Vec<String> {
    let stack = |seat: usize, i: usize| -> String {
        let pawns = pawns(game.spaces[seat][i].iter().copied(), lang);
        if pawns.is_empty() {
            "-".to_string()
        } else {
            pawns.join(",")
        }
    };
    let blocked = tr!(lang, "aetherium-board-blocked");
    let titles: Vec<String> = MAT
        .actions
        .iter()
        .enumerate()
        .map(|(i, a)| {
            format!(
                "{} {}{}",
                i + 1,
                action_name(*a, lang),
                if game.blocked[i] {
                    format!(" {blocked}")
                } else {
                    String::new()
                }
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
        tr!(lang, "aetherium-board-spaces"),
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
            out.push(tr!(
                lang,
                "aetherium-board-passed",
                player = names.of(seat as u8),
                pawns = pawns(game.passed[seat].iter().copied(), lang).join(", ")
            ));
        }
    }
    out
}

/// "8 tokens: 1 rise-fire, 2 aether, …", by kind.
fn pouch(tokens: &[Token], lang: Lang) -> String {
    let mut counts = [0usize; 7];
    for t in tokens {
        counts[t.index()] += 1;
    }
    let kinds: Vec<String> = Token::KINDS
        .iter()
        .filter(|t| counts[t.index()] > 0)
        .map(|t| format!("{} {}", counts[t.index()], token_name(*t, lang)))
        .collect();
    if kinds.is_empty() {
        tr!(lang, "aetherium-board-pouch-empty")
    } else {
        tr!(
            lang,
            "aetherium-board-pouch-tokens",
            count = tokens.len(),
            kinds = kinds.join(", ")
        )
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
        let text = board(&game, &names, Lang::En);
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

    #[test]
    fn the_board_reads_in_french_and_german() {
        let game = new_game(Options { first: Some(0) }, 5).unwrap();
        let names = Names(vec!["Mira".into(), "Tom".into()]);
        let fr = board(&game, &names, Lang::Fr);
        assert!(
            fr.starts_with("Aetherium, manche 1 sur 3 · Mira l'a commencée"),
            "{fr}"
        );
        assert!(fr.contains("le jeton est sur le centre"), "{fr}");
        assert!(fr.contains("feu     0   0   0   0"), "{fr}");
        assert!(fr.contains("1 chute"), "{fr}");
        assert!(fr.contains("Sac\u{a0}: 8 jetons ("), "{fr}");
        assert!(fr.ends_with("À Mira de jouer."), "{fr}");
        let de = board(&game, &names, Lang::De);
        assert!(
            de.starts_with("Aetherium, Runde 1 von 3 · Mira hat sie begonnen"),
            "{de}"
        );
        assert!(de.contains("Feuer   0   0   0   0"), "{de}");
        assert!(de.contains("Beutel: 8 Marker ("), "{de}");
        assert!(de.ends_with("Mira ist am Zug."), "{de}");
    }
}
