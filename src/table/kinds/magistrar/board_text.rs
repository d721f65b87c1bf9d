//! The board as text, for logs and the terminal: both rows of rune rocks with their
//! tokens and pawns, the energy track and the Honoris it is worth, duel markers, pawns
//! left, what each bag still holds (never its order), and who acts; in the language asked
//! for (`assets/locales/<lang>/boards.ftl`).

use super::describe::{mage_label, short_token, strength_name, track_words};
use super::seat_of;
use crate::engines::magistrar::numbers::{DUELS, DUEL_MARKER_HONORIS, ROCKS};
use crate::engines::magistrar::pieces::count_tokens;
use crate::engines::magistrar::scoring::{level_honoris, wins};
use crate::engines::magistrar::{Arena, Game, Mage, Phase, Strength, Token};
use crate::i18n::Lang;
use crate::table::kinds::Names;
use crate::tr;

/// A cell of the rocks' table.
const CELL: usize = 8;

pub fn board(game: &Game, names: &Names, lang: Lang) -> String {
    let mut out = Vec::new();
    let mut head = tr!(
        lang,
        "magistrar-board-head",
        duel = game.duel,
        duels = DUELS
    );
    if game.options.grand_mage {
        let won = wins(&game.games);
        head.push_str(&tr!(
            lang,
            "magistrar-board-match",
            game = game.game_number(),
            white = names.of(0),
            white_won = won[0],
            black = names.of(1),
            black_won = won[1]
        ));
    }
    out.push(head);
    let markers = game.markers();
    for mage in Mage::BOTH {
        let i = mage.index();
        let level = game.level(mage);
        let honoris = level_honoris(level) + DUEL_MARKER_HONORIS * markers[i] as i32;
        out.push(tr!(
            lang,
            "magistrar-board-mage",
            mage = mage_label(mage, names, lang),
            energy = track_words(game.track[i], lang),
            level = level,
            markers = markers[i],
            honoris = honoris
        ));
    }
    let arena = game.arena.or_else(|| game.duels.last().map(|d| d.arena));
    if let Some(arena) = arena {
        out.push(String::new());
        out.extend(rocks(&arena, names, lang));
        out.push(String::new());
    }
    let pawns: Vec<String> = Mage::BOTH
        .iter()
        .map(|&m| {
            let p = game.pawns[m.index()];
            let each: Vec<String> = [Strength::Strong, Strength::Medium, Strength::Weak]
                .iter()
                .map(|&s| format!("{} {}", p.get(s), strength_name(s, lang)))
                .collect();
            format!("{} {}", names.of(seat_of(m)), each.join(", "))
        })
        .collect();
    out.push(tr!(
        lang,
        "magistrar-board-pawns-left",
        pawns = pawns.join("; ")
    ));
    let bags: Vec<String> = Mage::BOTH
        .iter()
        .map(|&m| {
            let counts = count_tokens(&game.bags[m.index()]);
            let each: Vec<String> = Token::ALL
                .iter()
                .filter(|t| counts[t.index()] > 0 || !matches!(t, Token::Golden))
                .map(|&t| format!("{} {}", counts[t.index()], short_token(t, lang)))
                .collect();
            format!("{} {}", names.of(seat_of(m)), each.join(", "))
        })
        .collect();
    out.push(tr!(lang, "magistrar-board-bags", bags = bags.join("; ")));
    out.push(status(game, names, lang));
    out.join("\n")
}

/// Rock numbers, then each mage's tokens and pawns: the white mage's row above the black.
fn rocks(arena: &Arena, names: &Names, lang: Lang) -> Vec<String> {
    let tokens_of = |m: Mage| {
        tr!(
            lang,
            "magistrar-board-tokens-of",
            player = names.of(seat_of(m))
        )
    };
    let pawns_of = |m: Mage| {
        tr!(
            lang,
            "magistrar-board-pawns-of",
            player = names.of(seat_of(m))
        )
    };
    let rows = [
        tokens_of(Mage::White),
        pawns_of(Mage::White),
        pawns_of(Mage::Black),
        tokens_of(Mage::Black),
    ];
    let rock = tr!(lang, "magistrar-board-rock");
    let width = rows
        .iter()
        .chain([&rock])
        .map(|r| r.chars().count())
        .max()
        .unwrap_or(0)
        + 2;
    let line = |title: &str, cells: Vec<String>| {
        let mut text = format!("{title:<width$}");
        for c in cells {
            text.push_str(&format!("{c:<CELL$}"));
        }
        text.trim_end().to_string()
    };
    let tokens = |m: Mage| {
        (0..ROCKS)
            .map(|r| short_token(arena.token(m, r), lang))
            .collect()
    };
    let pawns = |m: Mage| {
        (0..ROCKS)
            .map(|r| match arena.pawn(m, r) {
                Some(s) => strength_name(s, lang),
                None if !arena.takes_pawn(m, r) => "–".to_string(),
                None => ".".to_string(),
            })
            .collect()
    };
    vec![
        line(&rock, (1..=ROCKS).map(|r| r.to_string()).collect()),
        line(&rows[0], tokens(Mage::White)),
        line(&rows[1], pawns(Mage::White)),
        line(&rows[2], pawns(Mage::Black)),
        line(&rows[3], tokens(Mage::Black)),
    ]
}

fn status(game: &Game, names: &Names, lang: Lang) -> String {
    let who = |m: Mage| names.of(seat_of(m)).to_string();
    let starts = tr!(lang, "magistrar-board-starts", player = who(game.starting));
    let acts = match game.phase {
        Phase::Place { mage } => tr!(lang, "magistrar-board-to-place", player = who(mage)),
        Phase::Open { mage } => tr!(lang, "magistrar-board-to-open", player = who(mage)),
        Phase::Answer { mage, encounter } => tr!(
            lang,
            "magistrar-board-to-answer",
            player = who(mage),
            rock = encounter
        ),
        Phase::Steer { mage, encounter } => tr!(
            lang,
            "magistrar-board-to-steer",
            player = who(mage),
            rock = encounter
        ),
        Phase::Over => return tr!(lang, "board-over"),
    };
    format!("{starts} {acts}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::magistrar::{new_game, Options};

    #[test]
    fn the_board_shows_the_rocks_and_the_bags_contents() {
        let game = new_game(Options::default(), 3).unwrap();
        let names = Names(vec!["Mira".into(), "Tom".into()]);
        let text = board(&game, &names, Lang::En);
        assert!(text.starts_with("Magistrar, duel 1 of 5"), "{text}");
        assert!(
            text.contains("Mira (white): energy 0 (level 0), 0 duel markers: -5 Honoris now"),
            "{text}"
        );
        assert!(text.contains("rock         1       2"), "{text}");
        assert!(
            text.contains("Pawns left: Mira 5 strong, 13 medium, 10 weak"),
            "{text}"
        );
        let counts = count_tokens(&game.bags[0]);
        assert!(
            text.contains(&format!(
                "Tokens in the bags: Mira {} light, {} dark",
                counts[0], counts[1]
            )),
            "{text}"
        );
    }

    #[test]
    fn the_board_reads_in_french_and_german() {
        let game = new_game(Options::default(), 3).unwrap();
        let names = Names(vec!["Mira".into(), "Tom".into()]);
        let fr = board(&game, &names, Lang::Fr);
        assert!(fr.starts_with("Magistrar, duel 1 sur 5"), "{fr}");
        assert!(
            fr.contains(
                "Mira (blanc)\u{a0}: énergie 0 (niveau 0), 0 marqueur de duel\u{a0}: -5 Honoris"
            ),
            "{fr}"
        );
        assert!(
            fr.contains("Pions restants\u{a0}: Mira 5 fort, 13 moyen, 10 faible"),
            "{fr}"
        );
        let de = board(&game, &names, Lang::De);
        assert!(de.starts_with("Magistrar, Duell 1 von 5"), "{de}");
        assert!(
            de.contains("Übrige Figuren: Mira 5 stark, 13 mittel, 10 schwach"),
            "{de}"
        );
        assert!(de.contains("Plättchen in den Beuteln: Mira "), "{de}");
    }
}
