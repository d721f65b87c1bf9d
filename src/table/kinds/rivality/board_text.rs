//! The battlefield as text, for the terminal and for tests. Shows only public facts (and
//! nothing face down).

use std::fmt::Write;

use crate::engines::rivality::{Cell, Game, PlacedTile, TileId};
use crate::i18n::Lang;
use crate::table::kinds::{Names, Seat};

use super::describe::side_label;
use crate::tr;
use crate::words::rivality::{arrow, side_name};

/// The width of the terminal the board is laid out for: wider boards are cut into blocks
/// of columns, one under the other.
const COLUMNS: usize = 80;
/// The row labels' margin ("  14 ").
const MARGIN: usize = 5;

/// A side's letter on the text board: the first letter of its colour in the reader's
/// language (salmon `s`, mauve `m`, Orange `o`, …), so that the letters follow the colour
/// words and no two sides share one; the board's key lists them.
pub fn side_letter(side: crate::engines::rivality::Side, lang: Lang) -> char {
    side_name(side, lang)
        .chars()
        .next()
        .and_then(|c| c.to_lowercase().next())
        .unwrap_or('?')
}

fn cell_text(game: &Game, tile: &PlacedTile, lang: Lang) -> String {
    let mut text = if tile.face_down {
        "??".to_string()
    } else if tile.tile == TileId::WELL {
        // The Well has no front: no arrow.
        "W".to_string()
    } else {
        format!("{}{}", tile.tile, arrow(tile.facing))
    };
    text.push(' ');
    for side in game.sides() {
        let n = tile.golems_of(side);
        if n > 0 {
            let _ = write!(text, "{}{n}", side_letter(side, lang));
        }
    }
    if let Some(side) = game.wizard_at(tile.cell) {
        let _ = write!(text, "*{}", side_letter(side, lang));
    }
    text
}

pub fn board(game: &Game, viewer: Option<Seat>, names: &Names, lang: Lang) -> String {
    let mut spots = Vec::new();
    game.field.open_spots(&mut spots);
    let cells = game
        .field
        .tiles
        .iter()
        .map(|t| t.cell)
        .chain(spots.iter().copied());
    let (mut x0, mut x1, mut y0, mut y1) = (i8::MAX, i8::MIN, i8::MAX, i8::MIN);
    for c in cells {
        x0 = x0.min(c.x);
        x1 = x1.max(c.x);
        y0 = y0.min(c.y);
        y1 = y1.max(c.y);
    }
    let text_at = |cell: Cell| match game.field.at(cell) {
        Some(tile) => cell_text(game, tile, lang),
        None if spots.contains(&cell) => ".".to_string(),
        None => String::new(),
    };
    // Each column as wide as its widest cell, and the columns in blocks that fit.
    let widths: Vec<(i8, usize)> = (x0..=x1)
        .map(|x| {
            let widest = (y0..=y1)
                .map(|y| text_at(Cell::new(x, y)).chars().count())
                .max()
                .unwrap_or(0);
            (x, widest.max(3) + 1)
        })
        .collect();
    let mut blocks: Vec<Vec<(i8, usize)>> = Vec::new();
    for column in widths {
        match blocks.last_mut() {
            Some(block)
                if MARGIN + block.iter().map(|c| c.1).sum::<usize>() + column.1 <= COLUMNS =>
            {
                block.push(column)
            }
            _ => blocks.push(vec![column]),
        }
    }
    let mut out = String::new();
    for block in &blocks {
        let mut header = format!("{:>4} ", "");
        for &(x, width) in block {
            let label = Cell::new(x, 0).column_label().unwrap_or_default();
            let _ = write!(header, "{label:<width$}");
        }
        out.push_str(header.trim_end());
        out.push('\n');
        for y in (y0..=y1).rev() {
            let label = Cell::new(0, y)
                .row_label()
                .map(|r| r.to_string())
                .unwrap_or_default();
            let mut line = format!("{label:>4} ");
            for &(x, width) in block {
                let _ = write!(line, "{:<width$}", text_at(Cell::new(x, y)));
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
    }
    let first = game
        .sides()
        .next()
        .unwrap_or(crate::engines::rivality::Side::SALMON);
    let letters: Vec<String> = game
        .sides()
        .map(|s| format!("{} {}", side_letter(s, lang), side_name(s, lang)))
        .collect();
    let _ = writeln!(
        out,
        "{}\n {}\n {}",
        tr!(
            lang,
            "rivality-board-legend-1",
            letter = side_letter(first, lang).to_string(),
            colour = side_name(first, lang)
        ),
        tr!(lang, "rivality-board-legend-2"),
        tr!(
            lang,
            "rivality-board-legend-3",
            letters = letters.join(", ")
        )
    );
    let supplies: Vec<String> = game
        .sides()
        .map(|s| {
            format!(
                "{} {}",
                side_label(game, s, names, lang),
                game.supplies[s.index()]
            )
        })
        .collect();
    let supplies = supplies.join(", ");
    let _ = writeln!(
        out,
        "{}",
        tr!(lang, "rivality-board-supply", supplies = supplies)
    );
    let hands: Vec<String> = (0..game.players())
        .map(|s| format!("{} {}", names.of(s), game.hand(s).len()))
        .collect();
    let stacks: Vec<String> = game.stacks.iter().map(|s| s.len().to_string()).collect();
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "rivality-board-hands",
            hands = hands.join(", "),
            stacks = stacks.join(", ")
        )
    );
    let now = game.scores_now();
    let scores: Vec<String> = game
        .sides()
        .map(|s| {
            let score = now.scores.get(s.index()).copied().unwrap_or(0);
            format!("{} {score}", side_name(s, lang))
        })
        .collect();
    let scores = scores.join(", ");
    // A finished game's score is final, not a guess at "if it ended now".
    let said = if game.is_over() {
        tr!(lang, "rivality-board-final-score", scores = scores)
    } else {
        tr!(lang, "rivality-board-score", scores = scores)
    };
    let _ = writeln!(out, "{said}");
    if let Some(seat) = viewer {
        let side = side_label(game, game.side_of(seat), names, lang);
        let _ = writeln!(out, "{}", tr!(lang, "rivality-board-you", side = side));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivality::notation::parse_position;

    #[test]
    fn the_well_has_no_facing_and_a_wide_board_fits_80_columns() {
        // A long line of tiles west to east: wider than one terminal.
        let mut text = "rivality 2p\nM13 W p2\n".to_string();
        for (i, column) in ["N", "O", "P", "Q", "R", "S", "T", "U", "V"]
            .iter()
            .enumerate()
        {
            text.push_str(&format!("{column}13 A{} east s3 p2\n", i + 1));
        }
        let game = parse_position(&text).unwrap();
        let names = Names(vec!["Ann".into(), "Ben".into()]);
        let board = board(&game, None, &names, Lang::En);
        assert!(board.contains(" W p2"), "{board}");
        assert!(!board.contains("W^") && !board.contains("W>"), "{board}");
        for line in board.lines() {
            assert!(line.chars().count() <= COLUMNS, "{line}");
        }
        assert!(board.contains("A9> s3p2"), "every tile is shown: {board}");
    }
}
