//! The pieces as drawn: an energy token (a disc with a sun, a crescent or a star) and a
//! spell pawn (a chip in its mage's colour, bigger the stronger, with W, M or S on it).

use std::f32::consts::TAU;

use crate::engines::magistrar::{Mage, Strength, Token};

use super::super::canvas::{circle, polygon, rounded_rect, Canvas};
use super::super::emblems::star;
use super::super::palette::INK;
use super::super::text::Style;
use super::super::RenderError;
use super::colours::{mage_style, token_colours};

/// A token of radius `r` centred on `(x, y)`.
pub fn token(canvas: &mut Canvas, token: Token, x: f32, y: f32, r: f32) {
    let (ground, mark) = token_colours(token);
    canvas.token(circle(x, y, r), ground, INK, r * 0.08);
    match token {
        Token::Light => {
            // A sun: a disc and eight rays.
            canvas.fill(circle(x, y, r * 0.3), mark);
            for i in 0..8 {
                let a = TAU * i as f32 / 8.0;
                let (c, s) = (a.cos(), a.sin());
                let (px, py) = (-s, c);
                let ray = [
                    (
                        x + c * r * 0.42 + px * r * 0.09,
                        y + s * r * 0.42 + py * r * 0.09,
                    ),
                    (
                        x + c * r * 0.42 - px * r * 0.09,
                        y + s * r * 0.42 - py * r * 0.09,
                    ),
                    (x + c * r * 0.72, y + s * r * 0.72),
                ];
                canvas.fill(polygon(&ray), mark);
            }
        }
        Token::Dark => {
            // A crescent: a disc less a disc of the ground's colour.
            canvas.fill(circle(x - r * 0.08, y, r * 0.55), mark);
            canvas.fill(circle(x + r * 0.2, y - r * 0.14, r * 0.5), ground);
        }
        Token::Super => star(canvas, x, y + r * 0.05, r * 0.7, mark),
        Token::Golden => {
            star(canvas, x, y + r * 0.05, r * 0.72, mark);
            canvas.stroke(circle(x, y, r * 0.84).as_ref(), mark, r * 0.08);
        }
    }
}

/// A pawn's chip side for its strength: the stronger, the bigger.
pub fn pawn_size(strength: Strength, unit: f32) -> f32 {
    unit * match strength {
        Strength::Weak => 0.72,
        Strength::Medium => 0.86,
        Strength::Strong => 1.0,
    }
}

/// The letter a pawn carries: the strength's initial, as in the notation.
pub fn pawn_letter(strength: Strength) -> &'static str {
    match strength {
        Strength::Weak => "W",
        Strength::Medium => "M",
        Strength::Strong => "S",
    }
}

/// A spell pawn of `mage`, its chip at most `unit` across, centred on `(x, y)`.
pub fn pawn(
    canvas: &mut Canvas,
    mage: Mage,
    strength: Strength,
    x: f32,
    y: f32,
    unit: f32,
) -> Result<(), RenderError> {
    let style = mage_style(mage);
    let side = pawn_size(strength, unit);
    let chip = rounded_rect(x - side / 2.0, y - side / 2.0, side, side, side * 0.3);
    canvas.token(chip, style.fill, style.line, unit * 0.05);
    canvas.text(
        pawn_letter(strength),
        x,
        y,
        Style::new(side * 0.62, style.ink),
    )?;
    Ok(())
}

/// A ring around a pawn's chip (the highlighted move), dashed for a preview.
pub fn ring(
    canvas: &mut Canvas,
    strength: Strength,
    x: f32,
    y: f32,
    unit: f32,
    colour: super::super::canvas::Colour,
    dashed: bool,
) {
    let side = pawn_size(strength, unit) + unit * 0.36;
    let path = rounded_rect(x - side / 2.0, y - side / 2.0, side, side, side * 0.3);
    let width = unit * 0.1;
    if dashed {
        canvas.stroke_dashed(path.as_ref(), colour, width, unit * 0.16, unit * 0.11, 0.0);
    } else {
        canvas.stroke(path.as_ref(), colour, width);
    }
}

/// A mage's own mark: a disc in their colour.
pub fn mage_mark(canvas: &mut Canvas, mage: Mage, x: f32, y: f32, r: f32) {
    let style = mage_style(mage);
    canvas.token(circle(x, y, r), style.fill, style.line, r * 0.15);
}
