//! Why typed text is not a Rivalry move or set-up: what is wrong, with the word that is.
//! Its text is the English of the engine protocol; a table words it in the reader's
//! language.

use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BadMove {
    #[error("`{0}` is not a tile of the Isle (a column A–L and a row 1–13)")]
    NotATile(String),
    #[error("`{0}` is not a city site: @R1…@R9 or @K1…@K9")]
    NotASite(String),
    #[error("`{0}` is not a number of units: like 2a1c, 3a, 1c or 0")]
    NotUnits(String),
    #[error("`{0}` is not a card: FA3, NR2, II, MU2, RV, SB, SCP or SCK")]
    NotACard(String),
    #[error("`{0}` needs its kind: `a` (army) or `c` (cavalry)")]
    NeedsKind(String),
    /// The word lacks the separator its move needs.
    #[error("`{text}`: {}", shape.english())]
    Shape { text: String, shape: Shape },
    #[error(
        "`{0}` is not a move: see docs/rivalry-notation.md (C5-B5:2a, E7xE8, E7x@K9!, >E8:3a, …)"
    )]
    NotAMove(String),
}

/// How a move made of parts is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Surrender,
    Relocation,
    Advance,
    Recruit,
    Move,
}

impl Shape {
    fn english(self) -> &'static str {
        match self {
            Shape::Surrender => "a surrender reads surrender:E8>J10:2a,I11:1c",
            Shape::Relocation => "each relocation reads TILE:UNITS",
            Shape::Advance => "an advance reads >TILE:UNITS",
            Shape::Recruit => "a recruit reads @R2+E3a",
            Shape::Move => "a move reads FROM-TO:UNITS",
        }
    }
}

/// Why a set-up line cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BadSetup {
    #[error(transparent)]
    Word(#[from] BadMove),
    #[error("`{0}` is written twice")]
    Twice(String),
    #[error(
        "`{0}`: a set-up starts with `cities`, e.g. cities *@R2 @R6 @R8 @R9 units E3:2a … extra E3"
    )]
    StartsWithCities(String),
    #[error("mark one city only with `*`, the capital")]
    OneCapital,
    #[error("`{0}`: units read TILE:UNITS, like E3:2a1c")]
    UnitsShape(String),
    #[error("the extra army goes on one tile only")]
    OneExtraTile,
    #[error("the set-up lacks `cities` and the four city sites")]
    LacksCities,
    #[error("the set-up lacks `units` and the units by tile")]
    LacksUnits,
    #[error("the set-up lacks `extra` and the tile of the extra army")]
    LacksExtra,
    #[error("mark the capital among the cities with `*`, like *@R2")]
    NoCapital,
    #[error("`extra` needs a tile, like extra E3")]
    NoExtraTile,
}

// Positions and the engine protocol read these words in English, as plain text.
impl From<BadMove> for String {
    fn from(e: BadMove) -> String {
        e.to_string()
    }
}

impl From<BadSetup> for String {
    fn from(e: BadSetup) -> String {
        e.to_string()
    }
}
