//! Why a solo move was refused. Texts name cells as the player does (`C2`) and never name
//! a face-down tile.

use serde::Serialize;
use thiserror::Error;

use super::super::geometry::Cell;
use super::super::tiles::TileId;
use super::solo_label;

#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum SoloError {
    #[error("the game is over")]
    GameOver,
    #[error("{} is not on the battlefield: columns A–D, rows 1–6", solo_label(*.cell))]
    OffBattlefield { cell: Cell },
    #[error("your wizard must first enter the battlefield: enter through the bottom row: A1–D1")]
    NotEntered,
    #[error("your wizard has already entered: move it along your golems")]
    AlreadyEntered,
    #[error("{} is not an Entry Point: enter through the bottom row: A1–D1", solo_label(*.cell))]
    NotAnEntryPoint { cell: Cell },
    #[error("your wizard already stands on {}: move it to an empty tile", solo_label(*.cell))]
    AlreadyThere { cell: Cell },
    #[error("Suramun stands on {}: end your move on an empty tile", solo_label(*.cell))]
    SuramunThere { cell: Cell },
    #[error("{} holds golems: end your move on an empty tile", solo_label(*.cell))]
    HoldsGolems { cell: Cell },
    #[error(
        "{} is not connected to your golems: your wizard moves only across tiles holding at least one of your golems",
        solo_label(*.cell)
    )]
    NotConnected { cell: Cell },
    #[error("{} is face down: you choose the order of its spells once it is turned up, if your supply cannot cover them all", solo_label(*.cell))]
    OrderOnFaceDown { cell: Cell },
    #[error("choose the order of {}'s spells first, like `{example}`", solo_label(*.cell))]
    OrderAwaited { cell: Cell, example: String },
    #[error("there is no spell order to choose now: move your wizard")]
    NoOrderAwaited,
    #[error("the spell order must name each of {tile}'s spells exactly once ({expected})")]
    BadSpellOrder { tile: TileId, expected: String },
}
