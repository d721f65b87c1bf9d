//! Magistrar's colours. The two mages differ in lightness (white and black, as in the
//! box); the energies differ in shape as well as colour (a sun, a crescent, a star), so
//! that nothing on the board is told by hue alone.

use crate::engines::magistrar::{Mage, Token};

use super::super::canvas::Colour;
use super::super::palette::{INK, MUTED, PAPER};

/// How a mage's pieces are drawn: their fill, the ink that reads on it, the outline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MageStyle {
    pub fill: Colour,
    pub ink: Colour,
    pub line: Colour,
}

pub fn mage_style(mage: Mage) -> MageStyle {
    match mage {
        Mage::White => MageStyle {
            fill: PAPER,
            ink: INK,
            line: INK,
        },
        Mage::Black => MageStyle {
            fill: Colour::rgb(0x12, 0x12, 0x16),
            ink: PAPER,
            line: MUTED,
        },
    }
}

/// A token's ground and the colour of its emblem.
pub fn token_colours(token: Token) -> (Colour, Colour) {
    match token {
        Token::Light => (Colour::rgb(0xff, 0xf1, 0xb8), Colour::rgb(0xc9, 0x8a, 0x00)),
        Token::Dark => (Colour::rgb(0x3d, 0x2a, 0x6b), Colour::rgb(0xd6, 0xc9, 0xff)),
        Token::Super => (Colour::rgb(0xd9, 0x3f, 0x98), PAPER),
        Token::Golden => (Colour::rgb(0xf2, 0xb7, 0x05), INK),
    }
}

/// The energy track's two halves and its middle.
pub const TRACK_LIGHT: Colour = Colour::rgb(0xe9, 0xe2, 0xc4);
pub const TRACK_DARK: Colour = Colour::rgb(0x4a, 0x3f, 0x73);
pub const TRACK_ZERO: Colour = Colour::rgb(0x9a, 0x9e, 0xa6);
/// A rune rock, under its pawn.
pub const ROCK: Colour = Colour::rgb(0x4b, 0x4f, 0x57);
/// A duel marker won.
pub const MARKER: Colour = Colour::rgb(0xe8, 0xc5, 0x6a);
