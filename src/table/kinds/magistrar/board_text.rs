//! The board as text, for logs and the terminal: both rows of rune rocks with their
//! tokens and pawns, the energy track and the Honoris it is worth, duel markers, pawns
//! left, what each bag still holds (never its order), and who acts. In English for now:
//! the terminal and the tests read it.

use super::describe::{mage_label, short_token, track_words};
use super::seat_of;
use crate::engines::magistrar::numbers::{DUELS, DUEL_MARKER_HONORIS, ROCKS};
use crate::engines::magistrar::pieces::count_tokens;
use crate::engines::magistrar::scoring::{level_honoris, wins};
use crate::engines::magistrar::{Arena, Game, Mage, Phase, Strength, Token};
use crate::i18n::Lang;
use crate::table::kinds::Names;

/// A cell of the rocks' table.
const CELL: usize = 8;

pub fn board(game: &Game, names: &Names) -> String {
    let mut out = Vec::new();
    let mut head = format!("Magistrar, duel {} of {DUELS}", game.duel);
    if game.options.grand_mage {
        let won = wins(&game.games);
        head.push_str(&format!(
            " · Grand Mage match, game {} (games won: {} {}, {} {})",
            game.game_number(),
            names.of(0),
            won[0],
            names.of(1),
            won[1]
        ));
    }
    out.push(head);
    let markers = game.markers();
    for mage in Mage::BOTH {
        let i = mage.index();
        let level = game.level(mage);
        let honoris = level_honoris(level) + DUEL_MARKER_HONORIS * markers[i] as i32;
        out.push(format!(
            "{}: energy {} (level {level}), {} duel marker{}: {honoris} Honoris now",
            mage_label(mage, names, Lang::En),
            track_words(game.track[i], Lang::En),
            markers[i],
            if markers[i] == 1 { "" } else { "s" }
        ));
    }
    let arena = game.arena.or_else(|| game.duels.last().map(|d| d.arena));
    if let Some(arena) = arena {
        out.push(String::new());
        out.extend(rocks(&arena, names));
        out.push(String::new());
    }
    let pawns: Vec<String> = Mage::BOTH
        .iter()
        .map(|&m| {
            let p = game.pawns[m.index()];
            let each: Vec<String> = [Strength::Strong, Strength::Medium, Strength::Weak]
                .iter()
                .map(|&s| format!("{} {s}", p.get(s)))
                .collect();
            format!("{} {}", names.of(seat_of(m)), each.join(", "))
        })
        .collect();
    out.push(format!("Pawns left: {}", pawns.join("; ")));
    let bags: Vec<String> = Mage::BOTH
        .iter()
        .map(|&m| {
            let counts = count_tokens(&game.bags[m.index()]);
            let each: Vec<String> = Token::ALL
                .iter()
                .filter(|t| counts[t.index()] > 0 || !matches!(t, Token::Golden))
                .map(|&t| format!("{} {}", counts[t.index()], short_token(t, Lang::En)))
                .collect();
            format!("{} {}", names.of(seat_of(m)), each.join(", "))
        })
        .collect();
    out.push(format!("Tokens in the bags: {}", bags.join("; ")));
    out.push(status(game, names));
    out.join("\n")
}

/// Rock numbers, then each mage's tokens and pawns: the white mage's row above the black.
fn rocks(arena: &Arena, names: &Names) -> Vec<String> {
    let label = |m: Mage, what: &str| format!("{} {what}", names.of(seat_of(m)));
    let rows = [
        label(Mage::White, "tokens"),
        label(Mage::White, "pawns"),
        label(Mage::Black, "pawns"),
        label(Mage::Black, "tokens"),
    ];
    let width = rows.iter().map(|r| r.chars().count()).max().unwrap_or(0) + 2;
    let line = |title: &str, cells: Vec<String>| {
        let mut text = format!("{title:<width$}");
        for c in cells {
            text.push_str(&format!("{c:<CELL$}"));
        }
        text.trim_end().to_string()
    };
    let tokens = |m: Mage| {
        (0..ROCKS)
            .map(|r| short_token(arena.token(m, r), Lang::En))
            .collect()
    };
    let pawns = |m: Mage| {
        (0..ROCKS)
            .map(|r| match arena.pawn(m, r) {
                Some(s) => s.name().to_string(),
                None if !arena.takes_pawn(m, r) => "–".to_string(),
                None => ".".to_string(),
            })
            .collect()
    };
    vec![
        line("rock", (1..=ROCKS).map(|r| r.to_string()).collect()),
        line(&rows[0], tokens(Mage::White)),
        line(&rows[1], pawns(Mage::White)),
        line(&rows[2], pawns(Mage::Black)),
        line(&rows[3], tokens(Mage::Black)),
    ]
}

fn status(game: &Game, names: &Names) -> String {
    let who = |m: Mage| names.of(seat_of(m)).to_string();
    let starts = format!("{} starts this duel. ", who(game.starting));
    match game.phase {
        Phase::Place { mage } => format!(
            "{starts}{} to act: a pawn on each of their rocks (`.` marks a rock still empty, `–` a rock with their own super energy).",
            who(mage)
        ),
        Phase::Open { mage } => format!("{starts}{} to act: one pawn on a free rock.", who(mage)),
        Phase::Answer { mage, encounter } => {
            format!("{starts}{} to act: a pawn to answer at rock {encounter}.", who(mage))
        }
        Phase::Steer { mage, encounter } => format!(
            "{starts}{} to act: which way the super energy of rock {encounter} moves them (light or dark).",
            who(mage)
        ),
        Phase::Over => "The game is over.".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::magistrar::{new_game, Options};

    #[test]
    fn the_board_shows_the_rocks_and_the_bags_contents() {
        let game = new_game(Options::default(), 3).unwrap();
        let names = Names(vec!["Mira".into(), "Tom".into()]);
        let text = board(&game, &names);
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
}
