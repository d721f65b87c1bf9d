//! The text notation for positions and moves (`docs/magistrar-notation.md`): what tests,
//! the engine protocol and self-play use to write a game down and read it back.

mod moves;
mod position;

pub use moves::{format_move, format_placement, parse_move, parse_placement, read_move, BadMove};
pub use position::{
    format_position, format_track, parse_position, parse_position_checked, parse_track,
};

use thiserror::Error;

/// Why a piece of notation could not be read: which line and what was expected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotationError {
    #[error("line {line}: {message}")]
    Line { line: usize, message: String },
    #[error(transparent)]
    Move(#[from] BadMove),
    /// Read, but not a state a game can reach: the rule it breaks.
    #[error("not a possible position: {0}")]
    Invalid(#[from] super::validate::InvalidState),
}

fn line_error(line: usize, message: impl Into<String>) -> NotationError {
    NotationError::Line {
        line,
        message: message.into(),
    }
}
