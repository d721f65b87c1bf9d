//! The text notation for positions and moves (`docs/aetherium-notation.md`): what tests,
//! the engine protocol and the self-play use to write a game down and read it back.

mod bad_move;
mod moves;
mod position;

pub use bad_move::BadMove;
pub use moves::{format_move, format_token_use, parse_move, read_move};
pub use position::{format_position, parse_position, parse_position_checked};

use thiserror::Error;

/// Why a piece of notation could not be read: which line and what was expected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotationError {
    #[error("line {line}: {message}")]
    Line { line: usize, message: String },
    #[error(transparent)]
    Move(#[from] BadMove),
    /// Read, but not a state the game can reach: the rule it breaks.
    #[error("not a possible position: {0}")]
    Invalid(#[from] super::validate::InvalidState),
}

pub(crate) fn line_error(line: usize, message: impl Into<String>) -> NotationError {
    NotationError::Line {
        line,
        message: message.into(),
    }
}

/// At most this many characters of a word are quoted back in an error.
pub(crate) fn quote(word: &str) -> String {
    let mut q: String = word.chars().take(24).collect();
    if q.len() < word.len() {
        q.push('…');
    }
    q
}
