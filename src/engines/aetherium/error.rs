//! Why a move was refused, in words for the player.

use serde::Serialize;
use thiserror::Error;

use super::mat::{ActionKind, Element, Token};
use super::state::Pawn;

#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum MoveError {
    #[error("the game is over")]
    GameOver,
    #[error("your {pawn} pawn is already used this round")]
    PawnUsed { pawn: Pawn },
    #[error("the {pawn} pawn moves {pawn} stones only, not {element}")]
    WrongElement { pawn: Pawn, element: Element },
    #[error("the {action} action is blocked for the rest of the round")]
    Blocked { action: ActionKind },
    #[error("there is no column {column}: columns are A to D")]
    NoSuchColumn { column: u8 },
    #[error("the {element} stone of column {column} would pass the top")]
    PastTop { element: Element, column: char },
    #[error("the {element} stone of column {column} would pass the bottom")]
    PastBottom { element: Element, column: char },
    #[error("{action} moves a stone at least one space")]
    NoDistance { action: ActionKind },
    #[error("{action} moves two different stones")]
    SameStone { action: ActionKind },
    #[error("you hold no {token} token")]
    TokenNotHeld { token: Token },
    #[error("the {action} action is already blocked")]
    AlreadyBlocked { action: ActionKind },
    #[error("the action won at once (the Aether token reached the last moon): no token may be used after it")]
    TokenAfterWin,
    #[error("you cannot pass: an action is possible{hint}")]
    MustAct { hint: String },
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
pub enum SetupError {
    #[error("Aetherium has two players: seat {0} cannot start (0 or 1)")]
    NoSuchSeat(u8),
}
