//! The whole state of a solo game, Suramun's hidden tiles included. Only [`SoloView`]
//! may be shown to the player.
//!
//! [`SoloView`]: super::SoloView

use serde::{Deserialize, Serialize};

use super::super::battlefield::{Battlefield, Control, PlacedTile};
use super::super::geometry::Cell;
use super::super::scoring::Outcome;
use super::super::sides::Side;
use super::{index_of, Difficulty, PLAYER, SURAMUN};

/// A game against Suramun.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SoloGame {
    /// The seed that dealt the battlefield; `None` for a hand-made layout (tests, puzzles).
    pub seed: Option<u64>,
    pub difficulty: Difficulty,
    /// The 24 tiles, row by row from A1 (index = row × 4 + column): see [`index_of`].
    pub field: Battlefield,
    /// Golems left in each side's supply (the player's, Suramun's, and an unused third).
    pub supplies: [u8; Side::MAX],
    /// Where each wizard stands, by side: yours, then Suramun; none before the first turn.
    pub wizards: [Option<Cell>; Side::MAX],
    /// Turns played.
    pub turns: u16,
    pub outcome: Option<Outcome>,
}

impl SoloGame {
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Your wizard's tile, once it has entered.
    pub fn wizard(&self) -> Option<Cell> {
        self.wizards[PLAYER.index()]
    }

    /// Suramun's tile, once he has arrived.
    pub fn suramun(&self) -> Option<Cell> {
        self.wizards[SURAMUN.index()]
    }

    pub fn tile(&self, cell: Cell) -> Option<&PlacedTile> {
        index_of(cell).and_then(|i| self.field.tiles.get(i))
    }

    pub(crate) fn wizard_at(&self, cell: Cell) -> bool {
        self.wizards.contains(&Some(cell))
    }

    /// An empty tile: no golem and no wizard on it (face up or down).
    pub fn is_empty_tile(&self, cell: Cell) -> bool {
        self.tile(cell)
            .is_some_and(|t| t.total_golems() == 0 && !self.wizard_at(cell))
    }

    /// Who controls the tile at `cell` (empty for a spot beyond the battlefield).
    pub fn control(&self, cell: Cell) -> Control {
        self.tile(cell).map_or(Control::Empty, PlacedTile::control)
    }

    /// Golems of `side` on the battlefield and in supply: always the 30 it started with.
    pub fn golems_in_play(&self, side: Side) -> u32 {
        self.field.golems_of(side) + u32::from(self.supplies[side.index()])
    }

    /// Tiles still face down.
    pub fn face_down_count(&self) -> usize {
        self.field.tiles.iter().filter(|t| t.face_down).count()
    }
}
