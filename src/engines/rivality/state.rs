//! The whole state of a Rivality game, hidden parts included.

use serde::{Deserialize, Serialize};

use super::super::dice::Dice;
use super::battlefield::{Battlefield, Control};
use super::geometry::{Cell, Edge};
use super::scoring::Outcome;
use super::sides::{side_count, side_of, Seat, Side};
use super::tiles::TileId;

/// How the table plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// 2, 3 or 4 (4 = two teams of two).
    pub players: u8,
    /// Expert rules: delayed spells, besieged tiles, Expert scoring.
    #[serde(default)]
    pub expert: bool,
}

/// A step of a turn still to be resolved. Kept in the state when the turn waits for a
/// removal choice, so that it can resume exactly where it stopped.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// One of the placed tile's spells, cast by the active side.
    Spell { source: Cell, edge: Edge },
    /// Expert rules: the delayed spells waiting for a tile at `target`.
    DelayedSpellsAt { target: Cell },
    /// One delayed spell, cast by whoever controls its tile when it comes.
    DelayedSpell { source: Cell, edge: Edge },
    /// Expert rules: take every besieged tile.
    Sieges,
    /// Draw a tile and pass the turn.
    EndTurn,
}

/// The turn is stopped until `seat` chooses which tied side loses a golem at `cell`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PendingRemoval {
    pub seat: Seat,
    pub cell: Cell,
    /// The side whose spell brought the golems (it counts as the active player).
    pub actor: Side,
    pub sides: Vec<Side>,
    /// Who held the tile before the spell, to report the change once settled.
    pub control_before: Control,
    /// What is left of the turn after this spell.
    pub then: Vec<Step>,
}

/// A Rivality game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Game {
    pub options: Options,
    pub field: Battlefield,
    /// Golems left in each side's supply.
    pub supplies: [u8; Side::MAX],
    /// Where each side's wizard stands (none before its first tile).
    pub wizards: [Option<Cell>; Side::MAX],
    /// Each seat's hand.
    pub hands: Vec<Vec<TileId>>,
    /// Each side's stack, bottom first: the top tile is the last one.
    pub stacks: Vec<Vec<TileId>>,
    /// The seat whose turn it is.
    pub turn: Seat,
    /// Tiles each seat has placed.
    pub tiles_played: Vec<u8>,
    /// Seats that have taken their mulligan.
    pub mulligans: Vec<bool>,
    pub pending: Option<PendingRemoval>,
    pub outcome: Option<Outcome>,
    pub dice: Dice,
}

impl Game {
    /// A table with nothing dealt yet: no tiles anywhere, empty supplies.
    pub fn blank(options: Options, dice: Dice) -> Game {
        let players = options.players as usize;
        Game {
            options,
            field: Battlefield::default(),
            supplies: [0; Side::MAX],
            wizards: [None; Side::MAX],
            hands: vec![Vec::new(); players],
            stacks: vec![Vec::new(); side_count(options.players)],
            turn: 0,
            tiles_played: vec![0; players],
            mulligans: vec![false; players],
            pending: None,
            outcome: None,
            dice,
        }
    }

    pub fn players(&self) -> u8 {
        self.options.players
    }

    pub fn side_count(&self) -> usize {
        side_count(self.options.players)
    }

    pub fn sides(&self) -> impl Iterator<Item = Side> {
        (0..self.side_count() as u8).map(Side)
    }

    pub fn side_of(&self, seat: Seat) -> Side {
        side_of(self.options.players, seat)
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The seat that must act now: the player to move, or the one choosing a removal.
    pub fn to_act(&self) -> Option<Seat> {
        if self.is_over() {
            return None;
        }
        Some(self.pending.as_ref().map_or(self.turn, |p| p.seat))
    }

    pub fn hand(&self, seat: Seat) -> &[TileId] {
        self.hands.get(seat as usize).map_or(&[], |h| h.as_slice())
    }

    pub fn stack_of(&self, side: Side) -> &[TileId] {
        self.stacks.get(side.index()).map_or(&[], |s| s.as_slice())
    }

    /// The side whose wizard stands at `cell`, if any.
    pub fn wizard_at(&self, cell: Cell) -> Option<Side> {
        self.sides().find(|s| self.wizards[s.index()] == Some(cell))
    }

    /// Golems of every side, on the battlefield and in supply: always the starting total.
    pub fn golems_in_play(&self, side: Side) -> u32 {
        self.field.golems_of(side) + self.supplies[side.index()] as u32
    }
}
