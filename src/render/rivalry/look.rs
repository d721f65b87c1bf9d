//! Rivalry's colours and marks. The two sides differ in lightness as well as hue (the
//! Republic a light amber, the Kingdom a dark blue: apart for every kind of colour
//! blindness and in greyscale) and in shape: the Republic's pieces are round, the
//! Kingdom's square. A unit chip holds the armies, then the cavalry in a box of inverted
//! colours, so that the two counts never read as one.

use std::f32::consts::TAU;

use crate::engines::rivalry::{Side, Terrain};

use super::super::canvas::{circle, polygon, rounded_rect, Canvas, Colour};
use super::super::palette::{INK, PAPER};
use super::super::text::Style;
use super::super::RenderError;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideLook {
    pub fill: Colour,
    /// The ink that reads on `fill`.
    pub ink: Colour,
    /// The outline, apart from the land under it.
    pub line: Colour,
    /// Round pieces (the Republic) or square ones (the Kingdom).
    pub round: bool,
}

pub fn side_look(side: Side) -> SideLook {
    match side {
        Side::Republic => SideLook {
            fill: Colour::rgb(0xf5, 0xb0, 0x3c),
            ink: INK,
            line: INK,
            round: true,
        },
        Side::Kingdom => SideLook {
            fill: Colour::rgb(0x2f, 0x4f, 0xb8),
            ink: PAPER,
            line: PAPER,
            round: false,
        },
    }
}

/// A tile's ground: land tinted by nation, the greyed coast, mountains, the lake.
pub fn ground(terrain: Terrain, nation: Option<Side>) -> Colour {
    match (terrain, nation) {
        (Terrain::Land, Some(Side::Republic)) => Colour::rgb(0x86, 0x9e, 0x68),
        (Terrain::Land, _) => Colour::rgb(0x97, 0x9a, 0x63),
        (Terrain::Mountain, _) => Colour::rgb(0x6b, 0x61, 0x58),
        (Terrain::Coast, _) => Colour::rgb(0x4a, 0x4d, 0x53),
        (Terrain::Lake, _) => Colour::rgb(0x4a, 0x82, 0xb4),
    }
}

pub const HEX_LINE: Colour = Colour::rgb(0x33, 0x36, 0x3a);
pub const BORDER: Colour = Colour::rgb(0xc4, 0xc7, 0xcc);
pub const PEAK: Colour = Colour::rgb(0xb3, 0xa8, 0x9a);
pub const LAVA: Colour = Colour::rgb(0xe8, 0x4a, 0x2a);
/// Assaults: red, apart from the moves' yellow in lightness too.
pub const ASSAULT: Colour = Colour::rgb(0xe6, 0x39, 0x46);
/// An empty city site: a faint ring.
pub const SITE: Colour = Colour::rgb(0xdc, 0xdc, 0xd0);

/// Text size of a unit count.
pub const COUNT_TEXT: f32 = 10.5;
pub const CHIP_H: f32 = 14.0;

/// The width of the chip for `armies` and `cavalry`.
pub fn chip_width(armies: u8, cavalry: u8) -> Result<f32, RenderError> {
    let digits = |n: u8| super::super::text::width(&n.to_string(), COUNT_TEXT);
    let mut w = 0.0;
    if armies > 0 || cavalry == 0 {
        w += digits(armies)? + 6.0;
    }
    if cavalry > 0 {
        w += digits(cavalry)? + 7.0;
    }
    Ok(w.max(CHIP_H))
}

/// A side's units on a tile: the armies on the side's colour, the cavalry boxed in ink.
pub fn unit_chip(
    canvas: &mut Canvas,
    side: Side,
    armies: u8,
    cavalry: u8,
    x: f32,
    y: f32,
) -> Result<(), RenderError> {
    chip(canvas, side_look(side), armies, cavalry, x, y)
}

/// How many units went along an arrow: dark, its figures and edge in the highlight's
/// colour, so that it never reads as a side's units standing there.
pub fn moved_badge(
    canvas: &mut Canvas,
    colour: Colour,
    armies: u8,
    cavalry: u8,
    x: f32,
    y: f32,
) -> Result<(), RenderError> {
    let look = SideLook {
        fill: INK,
        ink: colour,
        line: colour,
        round: true,
    };
    chip(canvas, look, armies, cavalry, x, y)
}

/// A count drawn as a unit chip is, on `fill` (the legend's sample).
pub fn count_badge(
    canvas: &mut Canvas,
    fill: Colour,
    armies: u8,
    cavalry: u8,
    x: f32,
    y: f32,
) -> Result<(), RenderError> {
    let look = SideLook {
        fill,
        ink: INK,
        line: INK,
        round: true,
    };
    chip(canvas, look, armies, cavalry, x, y)
}

fn chip(
    canvas: &mut Canvas,
    look: SideLook,
    armies: u8,
    cavalry: u8,
    x: f32,
    y: f32,
) -> Result<(), RenderError> {
    let w = chip_width(armies, cavalry)?;
    let (left, top) = (x - w / 2.0, y - CHIP_H / 2.0);
    let radius = if look.round { CHIP_H / 2.0 } else { 1.5 };
    canvas.token(
        rounded_rect(left, top, w, CHIP_H, radius),
        look.fill,
        look.line,
        1.0,
    );
    let mut pen = left;
    if armies > 0 || cavalry == 0 {
        let text = armies.to_string();
        let dw = super::super::text::width(&text, COUNT_TEXT)? + 6.0;
        canvas.text(&text, pen + dw / 2.0, y, Style::new(COUNT_TEXT, look.ink))?;
        pen += dw;
    }
    if cavalry > 0 {
        let text = cavalry.to_string();
        let dw = super::super::text::width(&text, COUNT_TEXT)? + 7.0;
        let inset = 2.0;
        let (bx, bw) = (pen + if armies > 0 { 0.0 } else { inset }, dw - inset);
        let r = if look.round {
            (CHIP_H - 2.0 * inset) / 2.0
        } else {
            1.0
        };
        canvas.fill(
            rounded_rect(bx, top + inset, bw - inset * 0.5, CHIP_H - 2.0 * inset, r),
            look.ink,
        );
        canvas.text(
            &text,
            bx + (bw - inset * 0.5) / 2.0,
            y,
            Style::new(COUNT_TEXT - 1.0, look.fill),
        )?;
    }
    Ok(())
}

/// A city on its corner: a disc (the Republic) or a square (the Kingdom) with a tower's
/// battlements; `size` across.
pub fn city(canvas: &mut Canvas, side: Side, x: f32, y: f32, size: f32) {
    let look = side_look(side);
    let r = size / 2.0;
    let body = if look.round {
        circle(x, y, r)
    } else {
        rounded_rect(x - r, y - r, size, size, 1.0)
    };
    canvas.token(body, look.fill, look.line, 1.2);
    // A keep in the side's ink: the mark reads as a city, not a unit.
    let k = r * 0.55;
    canvas.fill(
        polygon(&[
            (x - k, y + k),
            (x - k, y - k),
            (x - k * 0.45, y - k),
            (x - k * 0.45, y - k * 0.45),
            (x + k * 0.45, y - k * 0.45),
            (x + k * 0.45, y - k),
            (x + k, y - k),
            (x + k, y + k),
        ]),
        look.ink,
    );
}

/// An empty city site: a faint ring where a city may stand.
pub fn empty_site(canvas: &mut Canvas, x: f32, y: f32, size: f32) {
    canvas.stroke(circle(x, y, size / 2.0).as_ref(), SITE.with_alpha(150), 1.0);
}

/// A five-pointed star (a capital).
pub fn star(canvas: &mut Canvas, x: f32, y: f32, r: f32, fill: Colour, line: Colour) {
    let points: Vec<(f32, f32)> = (0..10)
        .map(|i| {
            let a = TAU * i as f32 / 10.0 - TAU / 4.0;
            let d = if i % 2 == 0 { r } else { r * 0.45 };
            (x + a.cos() * d, y + a.sin() * d)
        })
        .collect();
    canvas.token(polygon(&points), fill, line, 0.8);
}

/// A crown (where a leader is).
pub fn crown(canvas: &mut Canvas, x: f32, y: f32, w: f32, fill: Colour, line: Colour) {
    let h = w * 0.7;
    let (l, r, t, b) = (x - w / 2.0, x + w / 2.0, y - h / 2.0, y + h / 2.0);
    canvas.token(
        polygon(&[
            (l, b),
            (l, t),
            (l + w * 0.25, t + h * 0.45),
            (x, t - h * 0.1),
            (r - w * 0.25, t + h * 0.45),
            (r, t),
            (r, b),
        ]),
        fill,
        line,
        0.9,
    );
}
