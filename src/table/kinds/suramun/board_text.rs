//! The solo battlefield as text: 4 columns, 6 rows, your Entry Point at the bottom.
//! A face-down tile shows as `??`, never as its name.

use std::fmt::Write;

use crate::engines::rivality::solo::{SoloGame, COLUMNS, PLAYER, ROWS, SURAMUN};
use crate::engines::rivality::Cell;
use crate::i18n::Lang;
use crate::tr;
use crate::words::rivality::arrow;

use super::describe::difficulty_name;

/// A column's width: its longest cell (`#A12^ y5s5*you`) and a space, so that cells never
/// run together.
const WIDTH: usize = 16;

pub fn board(game: &SoloGame, player: &str, lang: Lang) -> String {
    let mut out = String::new();
    let _ = write!(out, "{:>4} ", "");
    for x in 0..COLUMNS {
        let _ = write!(out, "{:<WIDTH$}", char::from(b'A' + x as u8));
    }
    out.push('\n');
    for y in (0..ROWS).rev() {
        let _ = write!(out, "{:>4} ", y + 1);
        let mut line = String::new();
        for x in 0..COLUMNS {
            let cell = Cell::new(x, y);
            let Some(tile) = game.tile(cell) else {
                continue;
            };
            let mut text = if tile.face_down {
                "??".to_string()
            } else {
                format!("#{}{}", tile.tile, arrow(tile.facing))
            };
            text.push(' ');
            for (side, letter) in [(PLAYER, 'y'), (SURAMUN, 's')] {
                let n = tile.golems_of(side);
                if n > 0 {
                    let _ = write!(text, "{letter}{n}");
                }
            }
            if game.wizard() == Some(cell) {
                text.push_str(&tr!(lang, "suramun-board-you"));
            } else if game.suramun() == Some(cell) {
                text.push_str("*S");
            }
            // At least one space after the cell, however long it is.
            let _ = write!(line, "{text:<w$} ", w = WIDTH - 1);
        }
        out.push_str(line.trim_end());
        out.push('\n');
        if y == ROWS / 2 {
            // Short of the wider columns, so that its words fit 80 columns.
            out.push_str(&format!(
                "     -------------------------------------------  {}\n",
                tr!(lang, "suramun-board-mirror")
            ));
        }
    }
    out.push_str(&tr!(lang, "suramun-board-legend-1"));
    out.push('\n');
    out.push_str(&tr!(lang, "suramun-board-legend-2"));
    out.push('\n');
    let s = game.score_now();
    out.push_str(&tr!(
        lang,
        "suramun-board-supply",
        player = player,
        yours = game.supplies[PLAYER.index()],
        his = game.supplies[SURAMUN.index()]
    ));
    out.push('\n');
    // A finished game's score is final, not a guess at "if it ended now".
    let difficulty = difficulty_name(s.difficulty, lang);
    out.push_str(&if game.is_over() {
        tr!(
            lang,
            "suramun-board-final-score",
            difficulty = difficulty,
            player = player,
            score = s.player,
            suramun = s.suramun
        )
    } else {
        tr!(
            lang,
            "suramun-board-score",
            difficulty = difficulty,
            player = player,
            score = s.player,
            suramun = s.suramun
        )
    });
    out.push('\n');
    // A turn stopped after your wizard turned its tile up: the board says what it waits for.
    if let Some(pending) = game.pending {
        out.push_str(&tr!(
            lang,
            "suramun-order-asked",
            cell = crate::engines::rivality::solo::solo_label(pending.cell())
        ));
        out.push_str(".\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivality::solo::{new_solo, Difficulty};

    /// Every cell ends before the next begins, however long: the columns line up.
    #[test]
    fn the_columns_line_up_with_the_wizard_on_a_tile() {
        let game = new_solo(3, Difficulty::Standard);
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let (game, _) = game.apply(moves[0]).unwrap();
        let text = board(&game, "Ann", Lang::En);
        assert!(text.contains("*you"), "{text}");
        let rows = text
            .lines()
            .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()));
        for line in rows.filter(|l| l.contains('#')) {
            let cells: Vec<&str> = line.split('#').skip(1).collect();
            for cell in cells.iter().rev().skip(1) {
                assert!(cell.ends_with(' '), "a cell runs into the next: {line}");
            }
            // Each tile starts at its column.
            for (at, _) in line.match_indices('#') {
                assert_eq!((at - 5) % WIDTH, 0, "{line}");
            }
        }
    }

    #[test]
    fn the_board_keeps_its_english_and_speaks_french_and_german() {
        let game = new_solo(3, Difficulty::Standard);
        let en = board(&game, "Ann", Lang::En);
        assert!(en.contains("  (the mirror line)\n"), "{en}");
        assert!(
            en.contains(
                "(#A7> = tile #A7, its front east; ?? = face down; y2 = 2 of your golems,\n \
                 s2 = 2 of Suramun's; *you / *S = the wizards)\n"
            ),
            "{en}"
        );
        assert!(
            en.ends_with(
                "Golems in supply: Ann 30, Suramun 30.\nScore if it ended now (standard): Ann 0, Suramun 0.\n"
            ),
            "{en}"
        );
        let fr = board(&game, "Ann", Lang::Fr);
        assert!(fr.contains("(la ligne miroir)"), "{fr}");
        assert!(
            fr.contains("Golems en réserve\u{a0}: Ann 30, Suramun 30."),
            "{fr}"
        );
        let de = board(&game, "Ann", Lang::De);
        assert!(de.contains("(die Spiegellinie)"), "{de}");
        assert!(de.contains("Golems im Vorrat: Ann 30, Suramun 30."), "{de}");
    }

    #[test]
    fn a_turn_waiting_for_a_spell_order_says_so_under_the_board() {
        let mut game = new_solo(3, Difficulty::Standard);
        game.pending = Some(crate::engines::rivality::solo::SoloPending::Order {
            cell: Cell::new(0, 4),
        });
        let en = board(&game, "Ann", Lang::En);
        assert!(
            en.ends_with("Your supply cannot cover all the spells of A5: choose their order.\n"),
            "{en}"
        );
    }
}
