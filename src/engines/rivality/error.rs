//! Why a move was refused. The texts are shown to the player who tried it; they never name
//! a tile the player could not see.

use serde::Serialize;
use thiserror::Error;

use super::geometry::Cell;
use super::sides::{Seat, Side};
use super::tiles::TileId;

#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum MoveError {
    #[error("the game is over")]
    GameOver,
    #[error("{tile} is not in your hand")]
    TileNotInHand { tile: TileId },
    #[error("{cell} already holds a tile")]
    SpotTaken { cell: Cell },
    #[error("{cell} does not touch the battlefield: a tile must be placed next to another tile")]
    SpotNotAdjacent { cell: Cell },
    #[error("the spell order must name each of {tile}'s spells exactly once ({expected})")]
    BadSpellOrder { tile: TileId, expected: String },
    #[error("a mulligan is only allowed before your first tile")]
    MulliganTooLate,
    #[error("you have already taken your mulligan")]
    MulliganTaken,
    #[error("no mulligan: a tile in your hand can summon a golem onto the Well of Mana")]
    MulliganRefused,
    #[error("seat {seat} must first choose which side loses a golem at {cell}")]
    RemovalPending { seat: Seat, cell: Cell },
    #[error("there is no golem removal to choose right now")]
    NoRemovalPending,
    #[error("{side} is not one of the sides tied at {cell}")]
    NotATiedSide { side: Side, cell: Cell },
    #[error("this move belongs to the solo mode")]
    WrongGame,
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
pub enum SetupError {
    #[error("Rivality is played by 2, 3 or 4 players, not {0}")]
    Players(u8),
}
