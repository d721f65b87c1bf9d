//! Every refusal of the service, each with its English words (for logs and the command
//! line); the front ends word them in their reader's language, the typed reasons
//! ([`super::reasons`]) included. None of them
//! carries hidden information: an illegal move's reason only names what the mover sees.

use thiserror::Error;

use super::ids::TableId;
use super::reasons::{OptionsReason, RematchReason, TakebackReason};
use crate::store::StoreError;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TableError {
    #[error("there is no game {0}")]
    UnknownGame(TableId),
    #[error("you are not playing in game {0}")]
    NotYourGame(TableId),
    #[error("it is not your turn: {whose} is to play")]
    NotYourTurn { whose: String },
    #[error("game {0} is over")]
    GameOver(TableId),
    /// A game's moves are exported once it is over: its seed tells every hidden tile.
    #[error("game {0} is still being played: its moves can be exported once it is over")]
    StillPlaying(TableId),
    /// Another player's game of today's daily challenge: its moves are theirs until the
    /// day is over (UTC).
    #[error(
        "game {0} plays today's daily challenge: its moves can be seen once the day is over (UTC)"
    )]
    DailyNotOver(TableId),
    #[error("game {0} has not started yet: it is waiting for players")]
    NotStarted(TableId),
    #[error("game {0} is no longer open to join or leave")]
    NotALobby(TableId),
    #[error("game {0} is full")]
    TableFull(TableId),
    #[error("you already have a seat in game {0}")]
    AlreadySeated(TableId),
    #[error("game {0} is by invitation only")]
    NotInvited(TableId),
    #[error("only the player who opened game {0} can do that")]
    NotTheCreator(TableId),
    /// Hints come from the AI, which plays Rivality tables only (not the solo mode).
    #[error("game {0} has no hints: they are for Rivality tables")]
    NoHint(TableId),
    /// A moderator named a player who has no seat in the game.
    #[error("that player has no seat in game {0}")]
    NoSuchPlayer(TableId),
    /// A game between players where its creator did not allow hints.
    #[error("game {0} is played without hints: its creator did not allow them")]
    HintsOff(TableId),
    /// A rematch cannot be offered for this game, and why.
    #[error("no rematch of game {0}: {1}")]
    NoRematch(TableId, RematchReason),
    /// A take-back that cannot be asked or answered, and why.
    #[error("no take-back in game {0}: {1}")]
    NoTakeback(TableId, TakebackReason),
    #[error("these options do not make a game: {0}")]
    BadOptions(OptionsReason),
    #[error("that is not a move: {0}")]
    Unreadable(String),
    #[error("illegal move: {0}")]
    Illegal(String),
    /// Someone (or a deadline) played first; the move was computed from an old position.
    #[error("the game moved on since you looked: nothing was played, here is the new position")]
    MovedOn(TableId),
    /// A stored row cannot be read. Only this game is affected.
    #[error("game {table} cannot be read right now (its saved record is damaged: {what}); other games are not affected")]
    Corrupt { table: TableId, what: String },
    #[error("the picture could not be drawn: {0}")]
    Picture(String),
    #[error("the database failed, nothing was changed: {0}")]
    Store(String),
}

impl TableError {
    pub(crate) fn from_store(table: TableId, e: StoreError) -> TableError {
        match e {
            StoreError::MovedOn { .. } => TableError::MovedOn(table),
            StoreError::NoTable(id) => TableError::UnknownGame(TableId(id)),
            StoreError::Corrupt { table, what } => TableError::Corrupt {
                table: TableId(table),
                what,
            },
            other => TableError::Store(other.to_string()),
        }
    }
}

impl From<StoreError> for TableError {
    fn from(e: StoreError) -> TableError {
        match e {
            StoreError::NoTable(id) => TableError::UnknownGame(TableId(id)),
            StoreError::Corrupt { table, what } => TableError::Corrupt {
                table: TableId(table),
                what,
            },
            StoreError::MovedOn { .. } => TableError::Store("stale write".to_string()),
            other => TableError::Store(other.to_string()),
        }
    }
}
