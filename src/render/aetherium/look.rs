//! How the pieces look: each element a colour *and* a shape (fire ▲, water ▼, earth ■,
//! air ●, the wild pawn ★), so that colour-blind players tell them apart; the power tokens
//! as pale pills with an icon and their word.

use super::words::token_word;
use crate::engines::aetherium::{Element, Pawn, Token};
use crate::i18n::Lang;
use crate::render::panel::fitting_size;

use super::super::canvas::{circle, line, polygon, rounded_rect, Canvas, Colour};
use super::super::emblems::star;
use super::super::palette::{INK, MUTED, PAPER};
use super::super::text::{Align, Style};
use super::super::RenderError;

/// The mat's ground and the columns' spaces.
pub const MAT: Colour = Colour::rgb(0x34, 0x37, 0x3d);
pub const SPACE: Colour = Colour::rgb(0x45, 0x49, 0x50);
/// A marked space, where power tokens lie.
pub const MARKED: Colour = Colour::rgb(0x55, 0x50, 0x66);
/// The top space: reaching it moves the Aether token.
pub const TOP: Colour = Colour::rgb(0x5e, 0x55, 0x3a);
/// The Aether token and the aether power token: violet, like nothing else on the mat.
pub const AETHER: Colour = Colour::rgb(0xb7, 0x9c, 0xff);
/// A block: red, and a no-entry sign for those who do not see red.
pub const BLOCK: Colour = Colour::rgb(0xd9, 0x4a, 0x4a);
pub const WILD: Colour = Colour::rgb(0xf2, 0xf2, 0xf2);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Up,
    Down,
    Square,
    Circle,
    Star,
}

/// Apart in lightness as well as hue: pale air, bright fire, mid green earth, dark water.
pub fn colour(element: Element) -> Colour {
    match element {
        Element::Fire => Colour::rgb(0xff, 0x7a, 0x2e),
        Element::Water => Colour::rgb(0x2b, 0x6c, 0xd6),
        Element::Earth => Colour::rgb(0x3f, 0x9b, 0x4c),
        Element::Air => Colour::rgb(0xdc, 0xe6, 0xf0),
    }
}

/// The alchemists' triangles for fire and water, plain shapes for earth and air.
pub fn shape(element: Element) -> Shape {
    match element {
        Element::Fire => Shape::Up,
        Element::Water => Shape::Down,
        Element::Earth => Shape::Square,
        Element::Air => Shape::Circle,
    }
}

/// `shape`, `size` pixels across, centred on `(x, y)`, filled and outlined.
pub fn draw_shape(canvas: &mut Canvas, shape: Shape, x: f32, y: f32, size: f32, fill: Colour) {
    let r = size / 2.0;
    let outline = (size * 0.07).max(1.0);
    match shape {
        // Triangles look smaller than a square of the same width: drawn a little larger.
        Shape::Up => canvas.token(
            polygon(&[
                (x, y - r * 1.1),
                (x + r * 1.12, y + r * 0.85),
                (x - r * 1.12, y + r * 0.85),
            ]),
            fill,
            INK,
            outline,
        ),
        Shape::Down => canvas.token(
            polygon(&[
                (x, y + r * 1.1),
                (x + r * 1.12, y - r * 0.85),
                (x - r * 1.12, y - r * 0.85),
            ]),
            fill,
            INK,
            outline,
        ),
        Shape::Square => canvas.token(
            rounded_rect(x - r * 0.86, y - r * 0.86, r * 1.72, r * 1.72, r * 0.18),
            fill,
            INK,
            outline,
        ),
        Shape::Circle => canvas.token(circle(x, y, r * 0.95), fill, INK, outline),
        Shape::Star => {
            star(canvas, x, y, r * 1.3, INK);
            star(canvas, x, y, r * 1.05, fill);
        }
    }
}

/// An element stone.
pub fn stone(canvas: &mut Canvas, element: Element, x: f32, y: f32, size: f32) {
    draw_shape(canvas, shape(element), x, y, size, colour(element));
}

/// Where a stone was before the move: its outline, dashed.
pub fn ghost(canvas: &mut Canvas, element: Element, x: f32, y: f32, size: f32, accent: Colour) {
    let r = size / 2.0;
    let path = match shape(element) {
        Shape::Up => polygon(&[
            (x, y - r * 1.1),
            (x + r * 1.12, y + r * 0.85),
            (x - r * 1.12, y + r * 0.85),
        ]),
        Shape::Down => polygon(&[
            (x, y + r * 1.1),
            (x + r * 1.12, y - r * 0.85),
            (x - r * 1.12, y - r * 0.85),
        ]),
        Shape::Square => rounded_rect(x - r * 0.86, y - r * 0.86, r * 1.72, r * 1.72, r * 0.18),
        Shape::Circle | Shape::Star => circle(x, y, r * 0.95),
    };
    canvas.stroke_dashed(path.as_ref(), accent, 1.5, 2.5, 2.0, 0.0);
}

/// A pawn: its element's shape; the wild pawn a white star. A used pawn is a faint outline.
pub fn pawn(canvas: &mut Canvas, pawn: Pawn, x: f32, y: f32, size: f32, used: bool) {
    let (shape, fill) = match pawn.element() {
        Some(e) => (shape(e), colour(e)),
        None => (Shape::Star, WILD),
    };
    if used {
        let faint = MUTED.with_alpha(90);
        match shape {
            Shape::Star => star(canvas, x, y, size * 0.55, faint),
            _ => draw_shape(canvas, shape, x, y, size * 0.8, faint),
        }
    } else {
        draw_shape(canvas, shape, x, y, size, fill);
    }
}

/// The room for a token's word in its pill at text size `size`, right of its icon.
pub fn token_room(size: f32) -> f32 {
    let (w, h) = token_size(size);
    w - h * 1.05 - size * 0.3
}

/// A power token's pill size at text size `size`.
pub fn token_size(size: f32) -> (f32, f32) {
    (size * 5.9, size * 1.75)
}

/// A power token centred on `(x, y)`: icon then word, at text size `size`.
pub fn token(
    canvas: &mut Canvas,
    token: Token,
    x: f32,
    y: f32,
    size: f32,
    lang: Lang,
) -> Result<(), RenderError> {
    let (w, h) = token_size(size);
    let (left, top) = (x - w / 2.0, y - h / 2.0);
    canvas.token(rounded_rect(left, top, w, h, h * 0.3), PAPER, INK, 1.0);
    let icon_x = left + h * 0.55;
    token_icon(canvas, token, icon_x, y, h * 0.78);
    // Inside the pill, whatever the language's word.
    let word = token_word(token, lang);
    let size = fitting_size(&word, size, token_room(size))?;
    let style = Style::new(size, INK).align(Align::Left);
    canvas.text(&word, left + h * 1.05, y, style)?;
    Ok(())
}

/// A token's icon alone, `size` across.
pub fn token_icon(canvas: &mut Canvas, token: Token, x: f32, y: f32, size: f32) {
    let r = size / 2.0;
    match token {
        Token::Rise(element) => {
            arrow(canvas, x - r * 0.45, y, r, true);
            draw_shape(
                canvas,
                shape(element),
                x + r * 0.45,
                y,
                r * 1.05,
                colour(element),
            );
        }
        Token::Fall => arrow(canvas, x, y, r * 1.1, false),
        Token::Aether => moon(canvas, x, y, r, AETHER, PAPER),
        Token::Block => no_entry(canvas, x, y, r),
    }
}

/// An arrow up or down, `r` half high.
fn arrow(canvas: &mut Canvas, x: f32, y: f32, r: f32, up: bool) {
    let s = if up { -1.0 } else { 1.0 };
    let stem = line((x, y - s * r * 0.9), (x, y + s * r * 0.2));
    canvas.stroke(stem.as_ref(), INK, r * 0.32);
    let head = [
        (x, y + s * r),
        (x + r * 0.5, y + s * r * 0.25),
        (x - r * 0.5, y + s * r * 0.25),
    ];
    canvas.fill(polygon(&head), INK);
}

/// A crescent: a disc with a disc of `ground` bitten out of it.
pub fn moon(canvas: &mut Canvas, x: f32, y: f32, r: f32, fill: Colour, ground: Colour) {
    canvas.token(circle(x, y, r), fill, INK, 1.0);
    canvas.fill(circle(x + r * 0.45, y - r * 0.3, r * 0.78), ground);
}

/// A no-entry sign: a red disc crossed by a white bar.
pub fn no_entry(canvas: &mut Canvas, x: f32, y: f32, r: f32) {
    canvas.token(circle(x, y, r), BLOCK, INK, 1.0);
    canvas.fill(
        rounded_rect(x - r * 0.65, y - r * 0.2, r * 1.3, r * 0.4, r * 0.1),
        PAPER,
    );
}
