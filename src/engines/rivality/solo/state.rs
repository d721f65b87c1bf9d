//! The whole state of a solo game, Suramun's hidden tiles included. Only [`SoloView`]
//! may be shown to the player.
//!
//! [`SoloView`]: super::SoloView

use serde::{Deserialize, Serialize};

use super::super::battlefield::{Battlefield, Control, PlacedTile, MAX_GOLEMS_PER_TILE};
use super::super::events::EndReason;
use super::super::geometry::Cell;
use super::super::scoring::Outcome;
use super::super::sides::Side;
use super::super::tiles::TileId;
use super::super::validate::{check_outcome, InvalidState, Place};
use super::pause::SoloPending;
use super::scoring::score;
use super::{
    cell_at, index_of, mirror, on_battlefield, solo_label, Difficulty, GOLEMS, PLAYER, SURAMUN,
    TILES,
};

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
    /// Turns played (a turn stopped for the order of your spells counts already).
    pub turns: u16,
    /// What a stopped turn waits for; absent between turns.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<SoloPending>,
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

impl SoloGame {
    /// Checks every invariant of a solo state (the 24 tiles in place, each once, golems
    /// conserved, the wizards where they can be); the first broken rule, if any. Messages
    /// name spots, never a face-down tile.
    pub fn validate(&self) -> Result<(), InvalidState> {
        let solo = |why: String| Err(InvalidState::Solo(why));
        if self.field.tiles.len() != TILES {
            return solo(format!(
                "it has {} tiles, not {TILES}",
                self.field.tiles.len()
            ));
        }
        let mut seen: [Option<Place>; 25] = [None; 25];
        for (index, tile) in self.field.tiles.iter().enumerate() {
            let cell = cell_at(index);
            if tile.cell != cell {
                return solo(format!(
                    "tile number {} must lie at {}, row by row from A1",
                    index + 1,
                    solo_label(cell)
                ));
            }
            let place = Place::Solo(cell);
            if tile.tile == TileId::WELL {
                return Err(InvalidState::WellMisplaced(place));
            }
            if let Some(first) = seen[tile.tile.index()] {
                return Err(InvalidState::TileTwice {
                    first,
                    second: place,
                });
            }
            seen[tile.tile.index()] = Some(place);
            let count: u32 = tile.golems.iter().map(|n| u32::from(*n)).sum();
            if count > u32::from(MAX_GOLEMS_PER_TILE) {
                return Err(InvalidState::TooManyGolems { cell, count });
            }
            if tile.golems[Side::TEAL.index()] > 0 {
                return Err(InvalidState::AbsentSide {
                    side: Side::TEAL,
                    what: "golems on the board",
                });
            }
            if tile.face_down && (count > 0 || self.wizard_at(cell)) {
                return solo(format!(
                    "{} is face down, yet something stands on it: arriving turns a tile face up",
                    solo_label(cell)
                ));
            }
            if !tile.delayed.is_empty() {
                return solo(format!(
                    "{} has a delayed spell: the solo mode has none",
                    solo_label(cell)
                ));
            }
        }
        if self.supplies[Side::TEAL.index()] > 0 || self.wizards[Side::TEAL.index()].is_some() {
            return Err(InvalidState::AbsentSide {
                side: Side::TEAL,
                what: "golems in supply or a wizard",
            });
        }
        for side in [PLAYER, SURAMUN] {
            let on_board = self.field.golems_of(side);
            let supply = self.supplies[side.index()];
            if on_board + u32::from(supply) != u32::from(GOLEMS) {
                return Err(InvalidState::GolemsNotConserved {
                    side,
                    on_board,
                    supply,
                    expected: GOLEMS,
                });
            }
        }
        self.check_wizards()?;
        self.check_pending()?;
        self.check_turns()?;
        match &self.outcome {
            Some(o) => {
                check_outcome(&o.scores, &o.winners, &o.reason, 2)?;
                self.check_end_reason(o.reason)?;
                // Scored when the game ended, and nothing moves after.
                if *o != score(self).outcome(o.reason) {
                    return solo(
                        "the stored scores or winners are not those the board gives".into(),
                    );
                }
                Ok(())
            }
            None => {
                if let Some(side) = [PLAYER, SURAMUN]
                    .into_iter()
                    .find(|s| self.supplies[s.index()] == 0)
                {
                    return Err(InvalidState::EmptySupply(side));
                }
                // A stopped turn has not reached its end, where this is judged.
                if self.pending.is_none() && !self.can_move() {
                    return solo(
                        "your wizard has no empty tile to go to, yet the game is not over".into(),
                    );
                }
                Ok(())
            }
        }
    }

    /// Why the game ended is true of the state: a supply ran dry (the other side's not:
    /// the game ends at the first), or your wizard had nowhere to go with golems left.
    fn check_end_reason(&self, reason: EndReason) -> Result<(), InvalidState> {
        let solo = |why: String| Err(InvalidState::Solo(why));
        let supply = |side: Side| self.supplies[side.index()];
        match reason {
            EndReason::SupplyEmpty { side } if supply(side) > 0 => solo(format!(
                "it says {side}'s supply ran dry, yet it holds {} golems",
                supply(side)
            )),
            EndReason::SupplyEmpty { .. } if supply(PLAYER) == 0 && supply(SURAMUN) == 0 => {
                solo("both supplies are empty: the game ends when the first runs dry".into())
            }
            EndReason::SupplyEmpty { .. } => Ok(()),
            EndReason::NoMoveLeft if self.can_move() => {
                solo("it says your wizard is stuck, yet it can still move".into())
            }
            EndReason::NoMoveLeft if supply(PLAYER) == 0 || supply(SURAMUN) == 0 => {
                solo("a supply is empty: the game ended for that, not for a wizard stuck".into())
            }
            EndReason::NoMoveLeft => Ok(()),
            EndReason::TilesExhausted => {
                solo("a solo game ends when a supply runs dry or your wizard is stuck".into())
            }
        }
    }

    /// Every turn fills the empty tile your wizard ends on, and no tile ever empties again
    /// (the five-golem limit leaves five): no more turns than tiles filled, and before the
    /// first turn no golem on the battlefield.
    fn check_turns(&self) -> Result<(), InvalidState> {
        let filled = self
            .field
            .tiles
            .iter()
            .filter(|t| t.total_golems() > 0 || self.wizard_at(t.cell))
            .count();
        if usize::from(self.turns) > filled {
            return Err(InvalidState::Solo(format!(
                "{} turns played, yet only {filled} tiles hold a golem or a wizard: each turn fills the empty tile your wizard ends on",
                self.turns
            )));
        }
        if self.turns == 0 && filled > 0 {
            return Err(InvalidState::Solo(
                "golems stand on the battlefield, yet no turn was played".into(),
            ));
        }
        Ok(())
    }

    /// Your wizard on the battlefield and Suramun mirroring it; before the first turn,
    /// neither. Turns played: none before your wizard enters, at most one per golem.
    fn check_wizards(&self) -> Result<(), InvalidState> {
        let solo = |why: &str| Err(InvalidState::Solo(why.to_string()));
        if self.turns > u16::from(GOLEMS) {
            return solo("more turns than golems in a supply");
        }
        match (self.wizard(), self.suramun()) {
            (None, None) if self.turns == 0 => Ok(()),
            (None, None) => solo("turns were played, yet your wizard has not entered"),
            (None, Some(_)) => solo("Suramun is on the battlefield before your wizard"),
            (Some(_), _) if self.turns == 0 => solo("your wizard is out, yet no turn was played"),
            (Some(yours), his) => {
                if !on_battlefield(yours) {
                    return solo("your wizard stands off the battlefield");
                }
                match his {
                    // A turn stopped for your spell order: Suramun has not moved yet
                    // (`check_pending` says where he may be).
                    Some(_) if self.pending.is_some() => Ok(()),
                    Some(his) if his == mirror(yours) => Ok(()),
                    // The game can end the moment your wizard arrives, before Suramun
                    // follows: he is then where he was, or not out yet.
                    None => match self.is_over() {
                        true => Ok(()),
                        false => solo("Suramun must stand on the mirror of your wizard's tile"),
                    },
                    Some(his) if self.is_over() && on_battlefield(his) && his != yours => Ok(()),
                    Some(_) => solo("Suramun must stand on the mirror of your wizard's tile"),
                }
            }
        }
    }
}
