//! The text notation for positions and moves (`docs/notation.md`): what tests, the engine
//! protocol and the local mode use to write a game down and read it back.

mod moves;
mod position;
pub(crate) mod tile_words;

pub use moves::{format_move, parse_move, read_move, BadMove};
pub use position::{format_position, parse_position, parse_position_checked};

use thiserror::Error;

/// Why a piece of notation could not be read. Says which line and what was expected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotationError {
    #[error("line {line}: {message}")]
    Line { line: usize, message: String },
    #[error(transparent)]
    Move(#[from] BadMove),
    /// Read, but not a state the game can reach: the rule it breaks.
    #[error("not a possible position: {0}")]
    Invalid(#[from] crate::engines::rivality::validate::InvalidState),
}

pub(crate) fn line_error(line: usize, message: impl Into<String>) -> NotationError {
    NotationError::Line {
        line,
        message: message.into(),
    }
}
