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

/// Why the game ended. In JSON always an object tagged by `kind`:
/// `{"kind":"tiles_exhausted"}`, `{"kind":"supply_empty","side":"teal"}`; the older form
/// (`"tiles_exhausted"`, `{"supply_empty":{"side":"teal"}}`) of saved games is still read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", from = "EndReasonForms")]
pub enum EndReason {
    /// The last player played their last tile.
    TilesExhausted,
    /// A side placed all of its golems on the battlefield.
    SupplyEmpty { side: Side },
    /// Solo: the wizard has no empty tile left to move to.
    NoMoveLeft,
}

/// Every form of [`EndReason`] ever written.
#[derive(Deserialize)]
#[serde(untagged)]
enum EndReasonForms {
    Tagged(TaggedEndReason),
    Older(OlderEndReason),
}

#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
enum TaggedEndReason {
    TilesExhausted,
    SupplyEmpty { side: Side },
    NoMoveLeft,
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum OlderEndReason {
    TilesExhausted,
    SupplyEmpty { side: Side },
    NoMoveLeft,
}

impl From<EndReasonForms> for EndReason {
    fn from(form: EndReasonForms) -> EndReason {
        match form {
            EndReasonForms::Tagged(TaggedEndReason::TilesExhausted)
            | EndReasonForms::Older(OlderEndReason::TilesExhausted) => EndReason::TilesExhausted,
            EndReasonForms::Tagged(TaggedEndReason::SupplyEmpty { side })
            | EndReasonForms::Older(OlderEndReason::SupplyEmpty { side }) => {
                EndReason::SupplyEmpty { side }
            }
            EndReasonForms::Tagged(TaggedEndReason::NoMoveLeft)
            | EndReasonForms::Older(OlderEndReason::NoMoveLeft) => EndReason::NoMoveLeft,
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_end_reason_is_always_an_object_and_the_older_forms_still_read() {
        let reasons = [
            EndReason::TilesExhausted,
            EndReason::SupplyEmpty { side: Side::TEAL },
            EndReason::NoMoveLeft,
        ];
        for reason in reasons {
            let json = serde_json::to_value(reason).unwrap();
            assert!(json.is_object(), "{json}");
            assert!(json["kind"].is_string(), "{json}");
            assert_eq!(serde_json::from_value::<EndReason>(json).unwrap(), reason);
        }
        let older = [
            r#""tiles_exhausted""#,
            r#"{"supply_empty":{"side":"teal"}}"#,
            r#""no_move_left""#,
        ];
        for (text, reason) in older.iter().zip(reasons) {
            assert_eq!(serde_json::from_str::<EndReason>(text).unwrap(), reason);
        }
        assert!(serde_json::from_str::<EndReason>(r#"{"kind":"bored"}"#).is_err());
    }
}
