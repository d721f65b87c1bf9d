//! Solo mode: challenge the wizard Suramun on a 4×6 battlefield.
//!
//! The rulebook's "Solo Mode", with the readings of `rules/rivality-tiles.md` where it is
//! silent. The layout, as the player sees it:
//!
//! ```text
//!   row 6   Suramun's lands (deck B), face down, fronts facing you (south)
//!   row 5
//!   row 4
//!   ------  the mirror line
//!   row 3   your lands (deck A), face up, fronts facing Suramun (north)
//!   row 2
//!   row 1   the Entry Point
//!           A  B  C  D
//! ```
//!
//! Cells are ordinary [`Cell`]s with `x` = 0..4 (columns A–D) and `y` = 0..6 (rows 1–6),
//! so the shared battlefield, summoning and scoring code works unchanged. In JSON they keep
//! the engine's usual labels; people read and write them as [`solo_label`]s (`A1`–`D6`).
//!
//! Sides: the player is [`PLAYER`] (salmon), Suramun is [`SURAMUN`] (purple).

pub mod challenge;
pub mod error;
pub mod moves;
pub mod notation;
pub mod pause;
pub mod preview;
pub mod random;
pub mod scoring;
pub mod setup;
pub mod state;
pub mod turn;
pub mod view;

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::geometry::Cell;
use super::sides::Side;

pub use challenge::{Challenge, ChallengeError};
pub use error::SoloError;
pub use moves::SoloMove;
pub use notation::{SoloBadMove, SoloNotationError};
pub use pause::SoloPending;
pub use preview::SoloPreview;
pub use random::play_random;
pub use scoring::{score, SoloScore};
pub use setup::{new_solo, LayoutError};
pub use state::SoloGame;
pub use view::{SoloTileView, SoloView};

/// The player's side.
pub const PLAYER: Side = Side::SALMON;
/// Suramun's side.
pub const SURAMUN: Side = Side::PURPLE;
/// Columns A–D.
pub const COLUMNS: i8 = 4;
/// Rows 1–6: three of yours, three of Suramun's.
pub const ROWS: i8 = 6;
/// Tiles on the battlefield: 12 each.
pub const TILES: usize = (COLUMNS as usize) * (ROWS as usize);
/// Golems in each side's supply at the start.
pub const GOLEMS: u8 = 30;

/// How the end of the game is scored: the rulebook's three levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    /// Each side adds up the tiles it controls.
    Beginner,
    /// Contested tiles are awarded to Suramun.
    Standard,
    /// Standard, and you lose 1 point per tile of yours holding an enemy golem.
    Master,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [
        Difficulty::Beginner,
        Difficulty::Standard,
        Difficulty::Master,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Beginner => "beginner",
            Difficulty::Standard => "standard",
            Difficulty::Master => "master",
        }
    }

    pub(crate) fn index(self) -> u8 {
        match self {
            Difficulty::Beginner => 0,
            Difficulty::Standard => 1,
            Difficulty::Master => 2,
        }
    }

    pub(crate) fn from_index(index: u8) -> Option<Difficulty> {
        Difficulty::ALL.get(usize::from(index)).copied()
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a difficulty could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a difficulty: beginner, standard or master")]
pub struct UnknownDifficulty(pub String);

impl FromStr for Difficulty {
    type Err = UnknownDifficulty;

    fn from_str(text: &str) -> Result<Difficulty, UnknownDifficulty> {
        match text.trim().to_ascii_lowercase().as_str() {
            "beginner" | "b" => Ok(Difficulty::Beginner),
            "standard" | "s" => Ok(Difficulty::Standard),
            "master" | "m" => Ok(Difficulty::Master),
            _ => Err(UnknownDifficulty(text.to_string())),
        }
    }
}

/// Whether `cell` is one of the 24 tiles of the solo battlefield.
pub fn on_battlefield(cell: Cell) -> bool {
    (0..COLUMNS).contains(&cell.x) && (0..ROWS).contains(&cell.y)
}

/// The index of `cell` in the battlefield's tiles, which are kept row by row from A1.
pub fn index_of(cell: Cell) -> Option<usize> {
    on_battlefield(cell).then(|| (cell.y as usize) * (COLUMNS as usize) + cell.x as usize)
}

/// The cell at `index` in the battlefield's tiles.
pub fn cell_at(index: usize) -> Cell {
    Cell::new(
        (index % COLUMNS as usize) as i8,
        (index / COLUMNS as usize) as i8,
    )
}

/// Suramun's position for yours: the same column, mirrored across the line between the
/// two halves. It always lies in the other half, so the wizards never share a tile.
pub fn mirror(cell: Cell) -> Cell {
    Cell::new(cell.x, ROWS - 1 - cell.y)
}

/// Whether `cell` is in the player's half (rows 1–3).
pub fn is_players_land(cell: Cell) -> bool {
    on_battlefield(cell) && cell.y < ROWS / 2
}

/// A cell as players name it in solo: column A–D, row 1–6 from your Entry Point (`B3`).
/// Spots beyond the battlefield (where a spell is lost) keep the engine's `(x,y)`.
pub fn solo_label(cell: Cell) -> String {
    if (0..26).contains(&cell.x) && cell.y >= 0 {
        format!(
            "{}{}",
            char::from(b'A' + cell.x as u8),
            i16::from(cell.y) + 1
        )
    } else {
        format!("({},{})", cell.x, cell.y)
    }
}

/// Why a solo cell name could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a tile of the battlefield: columns A–D, rows 1–6, like B3")]
pub struct UnknownSoloCell(pub String);

/// Reads a [`solo_label`] (`a1`–`D6`, any case).
pub fn parse_solo_label(text: &str) -> Result<Cell, UnknownSoloCell> {
    let bad = || UnknownSoloCell(text.to_string());
    let t = text.trim();
    let mut chars = t.chars();
    let column = chars.next().ok_or_else(bad)?.to_ascii_uppercase();
    let row: i8 = chars.as_str().parse().map_err(|_| bad())?;
    if !column.is_ascii_uppercase() {
        return Err(bad());
    }
    let cell = Cell::new(column as i8 - b'A' as i8, row - 1);
    if on_battlefield(cell) {
        Ok(cell)
    } else {
        Err(bad())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_run_from_a1_at_your_entry_point_to_d6_behind_suramun() {
        assert_eq!(solo_label(Cell::new(0, 0)), "A1");
        assert_eq!(solo_label(Cell::new(3, 5)), "D6");
        assert_eq!(solo_label(Cell::new(-1, 2)), "(-1,2)");
        for index in 0..TILES {
            let cell = cell_at(index);
            assert_eq!(index_of(cell), Some(index));
            assert_eq!(parse_solo_label(&solo_label(cell)), Ok(cell));
        }
        assert_eq!(parse_solo_label("c4"), Ok(Cell::new(2, 3)));
        for bad in ["E1", "A0", "A7", "", "1A", "AA1", "A-1"] {
            assert!(parse_solo_label(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_mirror_keeps_the_column_and_crosses_the_middle_line() {
        assert_eq!(mirror(Cell::new(1, 0)), Cell::new(1, 5));
        assert_eq!(mirror(Cell::new(3, 2)), Cell::new(3, 3));
        for index in 0..TILES {
            let cell = cell_at(index);
            assert_eq!(mirror(mirror(cell)), cell);
            assert_ne!(is_players_land(cell), is_players_land(mirror(cell)));
        }
    }

    #[test]
    fn difficulties_read_and_print_their_names() {
        for d in Difficulty::ALL {
            assert_eq!(d.name().parse::<Difficulty>(), Ok(d));
            assert_eq!(Difficulty::from_index(d.index()), Some(d));
        }
        assert!("expert".parse::<Difficulty>().is_err());
    }
}
