//! Sides (who owns golems) and seats (who holds a hand).
//!
//! With 2 and 3 players every seat is its own side. With 4 players seats alternate teams:
//! seats 0 and 2 are the salmon team, seats 1 and 3 the purple team.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A golem colour: a player, or a team of two with 4 players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Side(pub u8);

impl Side {
    pub const SALMON: Side = Side(0);
    pub const PURPLE: Side = Side(1);
    pub const TEAL: Side = Side(2);
    /// The most sides a game can have (3 players).
    pub const MAX: usize = 3;

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn name(self) -> &'static str {
        match self.0 {
            0 => "salmon",
            1 => "purple",
            _ => "teal",
        }
    }

    /// The letter used in the notation and drawn on this side's golems.
    pub fn letter(self) -> char {
        match self.0 {
            0 => 's',
            1 => 'p',
            _ => 't',
        }
    }

    pub fn from_word(word: &str) -> Option<Side> {
        match word.to_ascii_lowercase().as_str() {
            "s" | "salmon" => Some(Side::SALMON),
            "p" | "purple" => Some(Side::PURPLE),
            "t" | "teal" => Some(Side::TEAL),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl From<Side> for String {
    fn from(side: Side) -> String {
        side.name().to_string()
    }
}

impl TryFrom<String> for Side {
    type Error = String;

    fn try_from(word: String) -> Result<Side, String> {
        Side::from_word(&word)
            .ok_or_else(|| format!("`{word}` is not a side: salmon, purple or teal"))
    }
}

/// A player's place at the table, in turn order from 0.
pub type Seat = u8;

/// How many golem sides a table of `players` has.
pub fn side_count(players: u8) -> usize {
    if players == 3 {
        3
    } else {
        2
    }
}

/// The side a seat plays for.
pub fn side_of(players: u8, seat: Seat) -> Side {
    // Each divisor a constant (no division instruction): asked at every step of a move.
    Side(if players == 3 { seat % 3 } else { seat % 2 })
}
