//! The two nations: the Republic (north, plays first) and the Kingdom (south).

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Republic,
    Kingdom,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Republic, Side::Kingdom];

    pub fn index(self) -> usize {
        match self {
            Side::Republic => 0,
            Side::Kingdom => 1,
        }
    }

    pub fn other(self) -> Side {
        match self {
            Side::Republic => Side::Kingdom,
            Side::Kingdom => Side::Republic,
        }
    }

    /// The nation's name in the map file and the notation.
    pub fn word(self) -> &'static str {
        match self {
            Side::Republic => "republic",
            Side::Kingdom => "kingdom",
        }
    }

    pub fn from_word(word: &str) -> Option<Side> {
        match word.to_ascii_lowercase().as_str() {
            "republic" | "r" => Some(Side::Republic),
            "kingdom" | "k" => Some(Side::Kingdom),
            _ => None,
        }
    }

    /// The leader: the Republic's President, the Kingdom's King.
    pub fn leader(self) -> &'static str {
        match self {
            Side::Republic => "the President",
            Side::Kingdom => "the King",
        }
    }
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Side::Republic => "the Republic",
            Side::Kingdom => "the Kingdom",
        })
    }
}
