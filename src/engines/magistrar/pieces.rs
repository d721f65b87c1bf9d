//! The pieces: the two mages, energy tokens, spell pawns and their strengths.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::numbers::{MEDIUM_PAWNS, STRONG_PAWNS, WEAK_PAWNS};

/// Mage 1 plays white, mage 2 black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mage {
    White,
    Black,
}

impl Mage {
    pub const BOTH: [Mage; 2] = [Mage::White, Mage::Black];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn other(self) -> Mage {
        match self {
            Mage::White => Mage::Black,
            Mage::Black => Mage::White,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Mage::White => "white",
            Mage::Black => "black",
        }
    }

    pub fn from_word(word: &str) -> Option<Mage> {
        match word.to_ascii_lowercase().as_str() {
            "white" | "w" | "1" => Some(Mage::White),
            "black" | "b" | "2" => Some(Mage::Black),
            _ => None,
        }
    }
}

impl fmt::Display for Mage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The two kinds of energy, and the two ends of the energy track.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Energy {
    Light,
    Dark,
}

impl Energy {
    /// The way a step toward this energy moves a scoring pawn (dark counts up).
    pub fn sign(self) -> i8 {
        match self {
            Energy::Light => -1,
            Energy::Dark => 1,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Energy::Light => "light",
            Energy::Dark => "dark",
        }
    }

    pub fn from_word(word: &str) -> Option<Energy> {
        match word.to_ascii_lowercase().as_str() {
            "light" | "l" => Some(Energy::Light),
            "dark" | "d" => Some(Energy::Dark),
            _ => None,
        }
    }
}

impl fmt::Display for Energy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An energy token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Token {
    Light,
    Dark,
    Super,
    /// Grand Mage only.
    Golden,
}

impl Token {
    pub const ALL: [Token; 4] = [Token::Light, Token::Dark, Token::Super, Token::Golden];

    /// A super energy, golden or not: it takes no spell pawn and wins against a normal one.
    pub fn is_super(self) -> bool {
        matches!(self, Token::Super | Token::Golden)
    }

    /// The energy a normal token moves its winner toward.
    pub fn energy(self) -> Option<Energy> {
        match self {
            Token::Light => Some(Energy::Light),
            Token::Dark => Some(Energy::Dark),
            Token::Super | Token::Golden => None,
        }
    }

    pub fn letter(self) -> char {
        match self {
            Token::Light => 'L',
            Token::Dark => 'D',
            Token::Super => 'S',
            Token::Golden => 'G',
        }
    }

    pub fn from_letter(c: char) -> Option<Token> {
        match c.to_ascii_uppercase() {
            'L' => Some(Token::Light),
            'D' => Some(Token::Dark),
            'S' => Some(Token::Super),
            'G' => Some(Token::Golden),
            _ => None,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Token::Light => "light energy",
            Token::Dark => "dark energy",
            Token::Super => "super energy",
            Token::Golden => "golden super energy",
        })
    }
}

/// How many tokens of each kind: light, dark, super, golden.
pub type TokenCounts = [u8; 4];

pub fn count_tokens<'a>(tokens: impl IntoIterator<Item = &'a Token>) -> TokenCounts {
    let mut counts = [0u8; 4];
    for t in tokens {
        counts[t.index()] = counts[t.index()].saturating_add(1);
    }
    counts
}

/// A spell pawn's strength; the stronger wins an encounter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Strength {
    Weak,
    Medium,
    Strong,
}

impl Strength {
    pub const ALL: [Strength; 3] = [Strength::Weak, Strength::Medium, Strength::Strong];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn letter(self) -> char {
        match self {
            Strength::Weak => 'w',
            Strength::Medium => 'm',
            Strength::Strong => 's',
        }
    }

    pub fn from_letter(c: char) -> Option<Strength> {
        match c.to_ascii_lowercase() {
            'w' => Some(Strength::Weak),
            'm' => Some(Strength::Medium),
            's' => Some(Strength::Strong),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Strength::Weak => "weak",
            Strength::Medium => "medium",
            Strength::Strong => "strong",
        }
    }
}

impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Spell pawns by strength.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pawns {
    pub weak: u8,
    pub medium: u8,
    pub strong: u8,
}

impl Pawns {
    /// A mage's pawns at the start of a game.
    pub const START: Pawns = Pawns {
        weak: WEAK_PAWNS,
        medium: MEDIUM_PAWNS,
        strong: STRONG_PAWNS,
    };

    pub fn get(&self, s: Strength) -> u8 {
        match s {
            Strength::Weak => self.weak,
            Strength::Medium => self.medium,
            Strength::Strong => self.strong,
        }
    }

    pub fn slot(&mut self, s: Strength) -> &mut u8 {
        match s {
            Strength::Weak => &mut self.weak,
            Strength::Medium => &mut self.medium,
            Strength::Strong => &mut self.strong,
        }
    }

    pub fn total(&self) -> u32 {
        self.weak as u32 + self.medium as u32 + self.strong as u32
    }

    /// Adds one pawn of `s` (saturating: a damaged state must not overflow).
    pub fn add(&mut self, s: Strength) {
        let slot = self.slot(s);
        *slot = slot.saturating_add(1);
    }

    /// Takes one pawn of `s`, if there is one.
    pub fn take(&mut self, s: Strength) -> bool {
        let slot = self.slot(s);
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        true
    }

    /// Whether a pawn of a strength other than `s` is left.
    pub fn has_other_than(&self, s: Strength) -> bool {
        Strength::ALL.iter().any(|&t| t != s && self.get(t) > 0)
    }
}
