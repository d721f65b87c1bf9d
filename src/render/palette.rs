//! Colours and the shapes that back them, chosen so that colour-blind players can tell the
//! sides apart: each side differs in lightness as well as hue, and its golems carry a shape
//! of their own (circle, square, triangle).

use crate::engines::rivality::{Side, TileKind};

use super::canvas::Colour;

pub const BACKGROUND: Colour = Colour::rgb(0x2b, 0x2d, 0x31);
pub const BOARD: Colour = Colour::rgb(0x3a, 0x3d, 0x42);
pub const PANEL: Colour = Colour::rgb(0x23, 0x25, 0x28);
pub const INK: Colour = Colour::rgb(0x1b, 0x1b, 0x1f);
pub const PAPER: Colour = Colour::rgb(0xf7, 0xf4, 0xec);
pub const MUTED: Colour = Colour::rgb(0xa9, 0xad, 0xb4);
pub const EMPTY_SPOT: Colour = Colour::rgb(0x6a, 0x6e, 0x75);
pub const LAST_MOVE: Colour = Colour::rgb(0xff, 0xd2, 0x3f);
pub const PREVIEW: Colour = Colour::rgb(0x7d, 0xf9, 0xff);
/// The range diamonds' dark slate: neutral, so that no side's colour seems to own them,
/// and dark enough to stand out from a spell's pale strip.
pub const RANGE: Colour = Colour::rgb(0x3b, 0x44, 0x52);
pub const SHIELD: Colour = Colour::rgb(0x9d, 0xb4, 0xd0);
pub const TILE_BACK: Colour = Colour::rgb(0x34, 0x3f, 0x66);
pub const ENTRY: Colour = Colour::rgb(0x8e, 0xe0, 0x8a);
/// A wizard's ground: pale and cool, unlike any side's golems.
pub const WIZARD: Colour = Colour::rgb(0xe4, 0xe9, 0xf2);

/// How a side is drawn: its colour, the ink that reads on it, and its shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideStyle {
    pub colour: Colour,
    pub ink: Colour,
    pub shape: Shape,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Circle,
    Square,
    Triangle,
}

/// Salmon is light and warm, purple dark and cool, teal in between and green-blue: apart in
/// lightness for every kind of colour blindness, and still the game's own colours.
pub fn side_style(side: Side) -> SideStyle {
    match side.0 {
        0 => SideStyle {
            colour: Colour::rgb(0xff, 0x8f, 0x6b),
            ink: INK,
            shape: Shape::Circle,
        },
        1 => SideStyle {
            colour: Colour::rgb(0x6e, 0x3f, 0xc4),
            ink: PAPER,
            shape: Shape::Square,
        },
        _ => SideStyle {
            colour: Colour::rgb(0x1f, 0xb5, 0xa5),
            ink: INK,
            shape: Shape::Triangle,
        },
    }
}

/// The face of a terrain: a ground colour and, drawn on it, the emblem's colour.
pub fn terrain(kind: TileKind) -> (Colour, Colour) {
    match kind {
        TileKind::WellOfMana => (Colour::rgb(0x9f, 0xcf, 0xf0), Colour::rgb(0x2f, 0x7f, 0xc9)),
        TileKind::StoneCircle => (Colour::rgb(0xb8, 0xd8, 0x96), Colour::rgb(0x6f, 0x7a, 0x70)),
        TileKind::Cottage => (Colour::rgb(0xee, 0xd5, 0x9c), Colour::rgb(0xa8, 0x5a, 0x32)),
        TileKind::Fortress => (Colour::rgb(0xc9, 0xc6, 0xd2), Colour::rgb(0x5d, 0x5a, 0x6e)),
    }
}
