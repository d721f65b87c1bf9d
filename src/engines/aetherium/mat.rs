//! The mat and the pouch: every number of the game in one table
//! (`shared/rules/aetherium-readings.md`), so that another mat is a change of data here.

use serde::{Deserialize, Serialize};

/// The four elements. Each column holds one stone of each; each player has one pawn of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Element {
    Fire,
    Water,
    Earth,
    Air,
}

impl Element {
    pub const ALL: [Element; 4] = [Element::Fire, Element::Water, Element::Earth, Element::Air];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Element::Fire => "fire",
            Element::Water => "water",
            Element::Earth => "earth",
            Element::Air => "air",
        }
    }

    pub fn from_word(word: &str) -> Option<Element> {
        Element::ALL
            .into_iter()
            .find(|e| e.name().eq_ignore_ascii_case(word))
    }
}

impl std::fmt::Display for Element {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The five kinds of action space. Their order on the mat is [`Mat::actions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionKind {
    /// One stone down any number of spaces (at least one).
    Fall,
    /// Two stones of the element up [`Mat::twin_rise`] each.
    TwinRise,
    /// One stone up [`Mat::step`], then another up [`Mat::leap`].
    StepAndLeap,
    /// One stone up [`Mat::surge`].
    Surge,
    /// One stone up as many spaces as the player's pawns on this space.
    Gather,
}

impl ActionKind {
    pub const ALL: [ActionKind; 5] = [
        ActionKind::Fall,
        ActionKind::TwinRise,
        ActionKind::StepAndLeap,
        ActionKind::Surge,
        ActionKind::Gather,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ActionKind::Fall => "fall",
            ActionKind::TwinRise => "twin",
            ActionKind::StepAndLeap => "step-leap",
            ActionKind::Surge => "surge",
            ActionKind::Gather => "gather",
        }
    }

    pub fn from_word(word: &str) -> Option<ActionKind> {
        ActionKind::ALL
            .into_iter()
            .find(|a| a.name().eq_ignore_ascii_case(word))
    }

    /// Its place on the mat: 0 is the space closest to the Aether track.
    pub fn space(self) -> usize {
        MAT.actions.iter().position(|a| *a == self).unwrap_or(0)
    }
}

impl std::fmt::Display for ActionKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A power token, by what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Token {
    /// A stone of this element one space up.
    Rise(Element),
    /// The Aether token one space towards its user.
    Aether,
    /// An action blocked for everyone for the rest of the round.
    Block,
    /// Any stone one space down.
    Fall,
}

impl Token {
    pub const KINDS: [Token; 7] = [
        Token::Rise(Element::Fire),
        Token::Rise(Element::Water),
        Token::Rise(Element::Earth),
        Token::Rise(Element::Air),
        Token::Aether,
        Token::Block,
        Token::Fall,
    ];

    /// Its place in [`Token::KINDS`].
    pub fn index(self) -> usize {
        match self {
            Token::Rise(e) => e.index(),
            Token::Aether => 4,
            Token::Block => 5,
            Token::Fall => 6,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Token::Rise(Element::Fire) => "rise-fire",
            Token::Rise(Element::Water) => "rise-water",
            Token::Rise(Element::Earth) => "rise-earth",
            Token::Rise(Element::Air) => "rise-air",
            Token::Aether => "aether",
            Token::Block => "block",
            Token::Fall => "fall",
        }
    }

    pub fn from_word(word: &str) -> Option<Token> {
        Token::KINDS
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(word))
    }
}

impl std::fmt::Display for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The mat's numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mat {
    /// The highest space of a column (spaces run 0 to `top`).
    pub top: u8,
    /// The marked spaces of every column, where power tokens lie.
    pub marked: [u8; 2],
    /// The action spaces, from the one closest to the Aether track to the farthest.
    pub actions: [ActionKind; 5],
    pub twin_rise: u8,
    pub step: u8,
    pub leap: u8,
    pub surge: u8,
    /// Moons on each side of the centre of the Aether track.
    pub moons: i8,
    /// How many of each token (in [`Token::KINDS`] order) the pouch holds.
    pub pouch: [u8; 7],
    pub rounds: u8,
}

/// The mat of the rulebook, as read in `aetherium-readings.md`.
pub const MAT: Mat = Mat {
    top: 6,
    marked: [2, 4],
    actions: [
        ActionKind::Fall,
        ActionKind::TwinRise,
        ActionKind::StepAndLeap,
        ActionKind::Surge,
        ActionKind::Gather,
    ],
    twin_rise: 2,
    step: 1,
    leap: 3,
    surge: 4,
    moons: 4,
    pouch: [2, 2, 2, 2, 3, 2, 3],
    rounds: 3,
};

/// Columns on the mat: one stone of each element per column, so one per element.
pub const COLUMNS: usize = 4;
/// Pawns per player: one per element and the wild one.
pub const PAWNS: usize = 5;
/// Marked spaces on the mat.
pub const MARKED: usize = COLUMNS * MAT.marked.len();

impl Mat {
    pub fn pouch_size(&self) -> usize {
        self.pouch.iter().map(|n| *n as usize).sum()
    }

    /// The marked spot `(column, space)` at index `i` of the state's `marks`.
    pub fn marked_spot(&self, i: usize) -> (usize, u8) {
        (i / self.marked.len(), self.marked[i % self.marked.len()])
    }

    /// The index in the state's `marks` of a marked space, if `space` is one.
    pub fn mark_index(&self, column: usize, space: u8) -> Option<usize> {
        let at = self.marked.iter().position(|m| *m == space)?;
        Some(column * self.marked.len() + at)
    }
}

/// Column names: `A` to `D`.
pub fn column_name(column: usize) -> char {
    (b'A' + column as u8) as char
}

pub fn column_from_word(word: &str) -> Option<usize> {
    let mut chars = word.chars();
    let c = chars.next()?.to_ascii_uppercase();
    if chars.next().is_some() || !('A'..='D').contains(&c) {
        return None;
    }
    Some(c as usize - 'A' as usize)
}
