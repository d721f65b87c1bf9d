//! What stands on a tile: golems by side (a count on the side's own shape), wizards, and
//! the rim that says who controls the tile.

use std::f32::consts::TAU;

use crate::engines::rivality::{Control, PlacedTile, Side};

use super::canvas::{circle, polygon, rounded_rect, Canvas};
use super::palette::{side_style, Shape, INK, PAPER, WIZARD};
use super::text::Style;
use super::RenderError;

/// Golems of one side on a tile: the count, on the side's shape and colour.
pub fn badge(
    canvas: &mut Canvas,
    side: Side,
    count: u8,
    x: f32,
    y: f32,
    size: f32,
) -> Result<(), RenderError> {
    let style = side_style(side);
    let line = size * 0.045;
    let text_y = match style.shape {
        Shape::Circle => {
            canvas.token(circle(x, y, size * 0.5), style.colour, INK, line);
            y
        }
        Shape::Square => {
            let side = size * 0.9;
            let path = rounded_rect(x - side / 2.0, y - side / 2.0, side, side, size * 0.1);
            canvas.token(path, style.colour, INK, line);
            y
        }
        Shape::Triangle => {
            let h = size * 1.08;
            let w = size * 0.66;
            let tri = [(x, y - h * 0.6), (x + w, y + h * 0.4), (x - w, y + h * 0.4)];
            canvas.token(polygon(&tri), style.colour, INK, line);
            y + h * 0.12
        }
    };
    let digits = if count >= 10 { 0.52 } else { 0.7 };
    canvas.text(
        &count.to_string(),
        x,
        text_y,
        Style::new(size * digits, style.ink),
    )?;
    Ok(())
}

/// A wizard: a pale hexagon, ringed in its side's colour, with a pointed hat in that
/// colour and the side's shape on the band. No golem is pale or six-sided, so a wizard
/// never reads as a golem of its own side.
pub fn wizard(canvas: &mut Canvas, side: Side, x: f32, y: f32, size: f32) {
    let style = side_style(side);
    let line = size * 0.045;
    let hexagon = |r: f32| -> Vec<(f32, f32)> {
        (0..6)
            .map(|i| {
                let a = TAU * i as f32 / 6.0;
                (x + r * a.cos(), y + r * a.sin())
            })
            .collect()
    };
    canvas.token(polygon(&hexagon(size * 0.52)), WIZARD, INK, line);
    canvas.stroke(
        polygon(&hexagon(size * 0.45)).as_ref(),
        style.colour,
        size * 0.08,
    );
    let hat = size * 0.62;
    let (x, y) = (x, y + size * 0.02);
    let cone = [
        (x - hat * 0.3, y + hat * 0.28),
        (x + hat * 0.05, y - hat * 0.55),
        (x + hat * 0.3, y + hat * 0.28),
    ];
    let brim = rounded_rect(x - hat * 0.5, y + hat * 0.22, hat, hat * 0.2, hat * 0.1);
    canvas.token(brim, style.colour, INK, line * 0.7);
    canvas.token(polygon(&cone), style.colour, INK, line * 0.7);
    let (mx, my, m) = (x, y + hat * 0.05, hat * 0.13);
    let mark = match style.shape {
        Shape::Circle => circle(mx, my, m),
        Shape::Square => rounded_rect(mx - m, my - m, 2.0 * m, 2.0 * m, m * 0.2),
        Shape::Triangle => polygon(&[(mx, my - m * 1.2), (mx + m, my + m), (mx - m, my + m)]),
    };
    canvas.fill(mark, style.ink);
}

/// What to draw in the middle of a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Occupant {
    Wizard(Side),
    Golems(Side, u8),
}

/// Where each of `items` goes in the middle of a tile of side `s` at `(cx, cy)`: its
/// centre and its size.
pub fn placements(items: &[Occupant], cx: f32, cy: f32, s: f32) -> Vec<(Occupant, f32, f32, f32)> {
    let (spots, size): (&[(f32, f32)], f32) = match items.len() {
        0 => return Vec::new(),
        // Bigger than the spells' golem counts on the edges, so that the tile's own count
        // still reads first.
        1 => (&[(0.0, 0.0)], 0.4),
        2 => (&[(-0.15, 0.0), (0.15, 0.0)], 0.3),
        3 => (&[(-0.15, -0.12), (0.15, -0.12), (0.0, 0.14)], 0.27),
        _ => (
            &[(-0.14, -0.13), (0.14, -0.13), (-0.14, 0.14), (0.14, 0.14)],
            0.26,
        ),
    };
    items
        .iter()
        .zip(spots)
        .map(|(item, (u, v))| {
            let size = match item {
                Occupant::Wizard(_) => size * s * 1.1,
                Occupant::Golems(..) => size * s,
            };
            (*item, cx + u * s, cy + v * s, size)
        })
        .collect()
}

/// The box an occupant drawn at `(x, y)` at `size` covers, outline included, as
/// (left, top, right, bottom).
pub fn extent(item: Occupant, x: f32, y: f32, size: f32) -> (f32, f32, f32, f32) {
    let line = size * 0.045;
    let (half_w, up, down) = match item {
        Occupant::Wizard(_) => (size * 0.52, size * 0.46, size * 0.46),
        Occupant::Golems(side, _) => match side_style(side).shape {
            Shape::Circle => (size * 0.5, size * 0.5, size * 0.5),
            Shape::Square => (size * 0.45, size * 0.45, size * 0.45),
            Shape::Triangle => (size * 0.66, size * 1.08 * 0.6, size * 1.08 * 0.4),
        },
    };
    (
        x - half_w - line,
        y - up - line,
        x + half_w + line,
        y + down + line,
    )
}

/// Draws the wizards and golem badges in the middle of a tile of side `s` at `(cx, cy)`.
pub fn occupants(
    canvas: &mut Canvas,
    items: &[Occupant],
    cx: f32,
    cy: f32,
    s: f32,
) -> Result<(), RenderError> {
    for (item, x, y, size) in placements(items, cx, cy, s) {
        match item {
            Occupant::Wizard(side) => wizard(canvas, side, x, y, size),
            Occupant::Golems(side, n) => badge(canvas, side, n, x, y, size)?,
        }
    }
    Ok(())
}

/// The controller's rim around a tile of side `s`: solid for one side, doubled when
/// entrenched, dashed in every tied colour when contested, none when empty.
pub fn control_rim(canvas: &mut Canvas, tile: &PlacedTile, cx: f32, cy: f32, s: f32, width: f32) {
    let half = s / 2.0 + width * 0.6;
    let rim = rounded_rect(cx - half, cy - half, 2.0 * half, 2.0 * half, s * 0.12);
    match tile.control() {
        Control::Empty => {}
        Control::Side(side) => {
            let colour = side_style(side).colour;
            canvas.stroke(rim.as_ref(), INK, width + 2.0);
            canvas.stroke(rim.as_ref(), colour, width);
            if tile.is_entrenched() {
                // The double line of an entrenched tile: a dark seam through the rim.
                canvas.stroke(rim.as_ref(), INK, width * 0.25);
            }
        }
        Control::Contested => {
            let tied: Vec<Side> = tile.sides_tied_for_most().collect();
            let dash = s * 0.12;
            let n = tied.len() as f32;
            canvas.stroke(rim.as_ref(), INK, width + 2.0);
            canvas.stroke(rim.as_ref(), PAPER, width);
            for (i, side) in tied.iter().enumerate() {
                let colour = side_style(*side).colour;
                // Each colour takes its turn along the rim, with a pale gap between them.
                let period = dash * 1.4 * n;
                let start = period - dash * 1.4 * i as f32;
                canvas.stroke_dashed(rim.as_ref(), colour, width, dash, period - dash, start);
            }
        }
    }
}
