//! The text notation for positions and moves (`docs/notation.md`): what tests, the engine
//! protocol and the local mode use to write a game down and read it back.

mod moves;
mod position;

pub use moves::{format_move, parse_move};
pub use position::{format_position, parse_position};

use thiserror::Error;

/// Why a piece of notation could not be read. Says which line and what was expected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotationError {
    #[error("line {line}: {message}")]
    Line { line: usize, message: String },
    #[error("{0}")]
    Move(String),
}

pub(crate) fn line_error(line: usize, message: impl Into<String>) -> NotationError {
    NotationError::Line {
        line,
        message: message.into(),
    }
}
