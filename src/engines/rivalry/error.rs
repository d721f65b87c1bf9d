//! Why a move or a set-up was refused, in words for the player.

use serde::Serialize;
use thiserror::Error;

use super::side::Side;

#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum MoveError {
    #[error("the game is over")]
    GameOver,
    #[error("it is {turn}'s turn")]
    NotYourTurn { turn: Side },
    #[error("not now: {expected}")]
    NotNow { expected: String },
    #[error("{tile} cannot be entered: only land tiles with no enemy unit, outside a held enemy city, are open")]
    NotOpen { tile: String },
    #[error("a move needs at least one unit")]
    NoUnit,
    #[error("the roll lets {left} more units move, not {wanted}")]
    TooMany { wanted: u32, left: u8 },
    #[error("{tile} has {armies} armies and {cavalry} cavalry that may still act")]
    NotEnough {
        tile: String,
        armies: u8,
        cavalry: u8,
    },
    #[error("{to} is not next to {from}")]
    NotAdjacent { from: String, to: String },
    #[error(
        "{to} is out of reach from {from}: an army moves one tile, a cavalry two through open land"
    )]
    OutOfReach { from: String, to: String },
    #[error("the garrison rule: {city} must keep at least one unit on its tiles")]
    Garrison { city: String },
    #[error("{target} is not on offer for surrender")]
    NotOnOffer { target: String },
    #[error("every unit of {target} must be relocated: {armies} armies and {cavalry} cavalry")]
    RelocateAll {
        target: String,
        armies: u8,
        cavalry: u8,
    },
    #[error("{tile} is not a tile of one of your other cities")]
    NotYourCity { tile: String },
    #[error("{tile} is not a tile of your capital {capital}")]
    NotCapital { tile: String, capital: String },
    #[error("the box holds no more {kind} for you")]
    BoxEmpty { kind: String },
    #[error("{site} cannot be built on: it needs no city, one of your units on its tiles and none of the enemy's")]
    CannotBuild { site: String },
    #[error(
        "{tile}: a city's last unit may go to Mutiny! only when every unit you have left is one"
    )]
    MutinyLastUnit { tile: String },
    #[error("{target} cannot be assaulted from {from}")]
    NoAssault { from: String, target: String },
    #[error("units advance onto {target} from {from}: {onto} is not allowed")]
    BadAdvance {
        from: String,
        target: String,
        onto: String,
    },
    #[error("a city emptied by your assault needs at least one unit to advance")]
    MustAdvance,
    #[error("{city} is not a city of yours that may still recruit this turn")]
    CannotRecruit { city: String },
    #[error("{tile} is not a tile of {city}")]
    NotCityTile { tile: String, city: String },
}

/// Why a set-up was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum SetupError {
    #[error("{side}: choose exactly 4 different city sites, not {count}")]
    CityCount { side: Side, count: usize },
    #[error("{side}: {site} is not a city site of your nation")]
    ForeignSite { side: Side, site: String },
    #[error("{side}: the capital {site} must be one of your four cities")]
    CapitalNotCity { side: Side, site: String },
    #[error("{side}: {tile} is not a land tile of your nation")]
    ForeignTile { side: Side, tile: String },
    #[error("{side}: {tile} is listed twice")]
    TileTwice { side: Side, tile: String },
    #[error("{side}: place exactly 25 units, not {count}")]
    UnitCount { side: Side, count: u32 },
    #[error("{side}: at most 8 of the 25 units may be cavalry, not {count}")]
    TooManyCavalry { side: Side, count: u32 },
    #[error("{side}: the extra army goes on a tile of one of your cities, not {tile}")]
    ExtraNotInCity { side: Side, tile: String },
    #[error("{side}: {city} needs at least one unit on its tiles")]
    EmptyCity { side: Side, city: String },
}
