//! What happened, in order: the engine's account of a move.
//!
//! Events are public: they never name a tile that is still in a hand, a stack, or face down.

use serde::{Deserialize, Serialize};

use super::battlefield::Control;
use super::geometry::{Cell, Edge, Facing};
use super::sides::{Seat, Side};
use super::tiles::TileId;

/// Why a spell summoned nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LostReason {
    /// No tile at the spot (and no Expert rules to delay it).
    NoTile,
    /// An enemy wizard stands on the target tile.
    EnemyWizard,
    /// Expert rules: the delayed spell's tile is contested or empty when a tile arrives.
    Uncontrolled,
    /// The caster's supply is empty.
    SupplyEmpty,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The last player played their last tile.
    TilesExhausted,
    /// A side placed all of its golems on the battlefield.
    SupplyEmpty { side: Side },
    /// Solo: the wizard has no empty tile left to move to.
    NoMoveLeft,
}

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A player discarded their hand, shuffled it back and drew two new tiles.
    Mulligan {
        seat: Seat,
    },
    TilePlaced {
        seat: Seat,
        side: Side,
        tile: TileId,
        cell: Cell,
        facing: Facing,
    },
    /// A wizard arrived on a tile with one golem from its side's supply.
    WizardMoved {
        side: Side,
        cell: Cell,
        golem: bool,
    },
    /// Solo: a face-down tile was turned face up.
    Revealed {
        cell: Cell,
        tile: TileId,
    },
    /// A spell brought golems onto a tile: `destroyed` fell to its shields, `placed` arrived.
    Summoned {
        caster: Side,
        from: Cell,
        edge: Edge,
        target: Cell,
        golems: u8,
        destroyed: u8,
        placed: u8,
        delayed: bool,
    },
    SpellLost {
        caster: Option<Side>,
        from: Cell,
        edge: Edge,
        target: Cell,
        reason: LostReason,
    },
    /// Expert rules: a spell with no tile at its spot waits for one.
    SpellDelayed {
        caster: Side,
        from: Cell,
        edge: Edge,
        target: Cell,
    },
    /// Golems sent back to their supply because a tile held more than five.
    GolemsRemoved {
        cell: Cell,
        side: Side,
        count: u8,
        by: Side,
    },
    ControlChanged {
        cell: Cell,
        from: Control,
        to: Control,
    },
    /// The game waits for `seat` to choose which tied side loses a golem at `cell`.
    RemovalChoice {
        seat: Seat,
        cell: Cell,
        sides: Vec<Side>,
    },
    /// Expert rules: a surrounded tile falls to `by`; `returned` golems went back, by side.
    Besieged {
        cell: Cell,
        by: Side,
        returned: [u8; Side::MAX],
    },
    Drew {
        seat: Seat,
    },
    GameEnded {
        reason: EndReason,
    },
}
