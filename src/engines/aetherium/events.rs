//! What happened, in order: the engine's account of a move. Events never name the order
//! of the pouch: a token is named only once it lies on the mat.

use serde::{Deserialize, Serialize};

use super::mat::{ActionKind, Element, Token};
use super::state::{Outcome, Pawn, Seat};

/// Why the Aether token moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AetherCause {
    /// A stone reached the top of its column.
    Top,
    /// An aether power token.
    Token,
    /// The pawn majority at the end of a round.
    RoundEnd,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A power token was used (and is gone from the game, a block at the round's end).
    TokenUsed {
        seat: Seat,
        token: Token,
    },
    /// A pawn went on an action space, counting as `element`.
    PawnPlaced {
        seat: Seat,
        pawn: Pawn,
        element: Element,
        action: ActionKind,
    },
    StoneMoved {
        column: u8,
        element: Element,
        from: u8,
        to: u8,
    },
    /// A stone ended its move on a power token: `seat` holds it now.
    TokenTaken {
        seat: Seat,
        token: Token,
        column: u8,
        space: u8,
    },
    AetherMoved {
        from: i8,
        to: i8,
        towards: Seat,
        cause: AetherCause,
    },
    ActionBlocked {
        seat: Seat,
        action: ActionKind,
    },
    /// No action was possible: the pawn is spent on no space.
    Passed {
        seat: Seat,
        pawn: Pawn,
    },
    /// Both players used all their pawns; `decided_by` is the action space whose pawn
    /// counts differed first (none: all tied, the last player takes the step).
    RoundEnded {
        round: u8,
        decided_by: Option<ActionKind>,
        towards: Seat,
    },
    /// A token from the pouch was put on an empty marked space.
    TokenDrawn {
        column: u8,
        space: u8,
        token: Token,
    },
    RoundStarted {
        round: u8,
        starter: Seat,
    },
    GameEnded {
        outcome: Outcome,
    },
}
