//! A refused request: a code for programs, words for people.

use serde_json::{json, Value};

/// Why a request was refused, in a word a program can match on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    /// The line is not UTF-8.
    InvalidUtf8,
    /// The line is longer than the protocol reads.
    LineTooLong,
    /// The line is not JSON (or nests too deep).
    NotJson,
    /// JSON, but not a request: not an object, an unknown `cmd` or field, a wrong type.
    BadRequest,
    /// `game` names no game this engine plays.
    UnknownGame,
    /// `moves`, `apply`… before any `new`, `position` or `load`.
    NoGame,
    /// `new` with options that make no game.
    BadOptions,
    /// `position` text that cannot be read or that no game can reach.
    BadPosition,
    /// `load` with a state that cannot be read or that no game can reach.
    BadState,
    /// `replay` with an export that cannot be read, or whose moves do not replay.
    BadReplay,
    /// `apply` with something that is not a move.
    UnreadableMove,
    /// A move, but not a legal one now.
    IllegalMove,
    /// A bug in the engine; the game is unchanged.
    Internal,
}

impl Code {
    pub fn name(self) -> &'static str {
        match self {
            Code::InvalidUtf8 => "invalid_utf8",
            Code::LineTooLong => "line_too_long",
            Code::NotJson => "not_json",
            Code::BadRequest => "bad_request",
            Code::UnknownGame => "unknown_game",
            Code::NoGame => "no_game",
            Code::BadOptions => "bad_options",
            Code::BadPosition => "bad_position",
            Code::BadState => "bad_state",
            Code::BadReplay => "bad_replay",
            Code::UnreadableMove => "unreadable_move",
            Code::IllegalMove => "illegal_move",
            Code::Internal => "internal",
        }
    }
}

/// The longest error text sent back: serde's messages may quote the input.
const MAX_MESSAGE: usize = 400;

#[derive(Clone, Debug)]
pub struct Failure {
    pub code: Code,
    pub message: String,
}

impl Failure {
    pub fn new(code: Code, message: impl Into<String>) -> Failure {
        let mut message: String = message.into();
        if message.len() > MAX_MESSAGE {
            let mut end = MAX_MESSAGE;
            while !message.is_char_boundary(end) {
                end -= 1;
            }
            message.truncate(end);
            message.push('…');
        }
        Failure { code, message }
    }

    pub fn to_json(&self) -> Value {
        json!({ "ok": false, "code": self.code.name(), "error": self.message })
    }
}
