//! The terrain emblems, drawn from simple shapes so that the four terrains differ in
//! outline as well as colour: ripples for the Well, a ring of stones, a house, a keep.

use std::f32::consts::TAU;

use crate::engines::rivality::TileKind;

use super::canvas::{circle, polygon, rect, rounded_rect, Canvas, Colour};
use super::palette::PAPER;

/// The emblem of `kind`, `size` pixels across, centred on `(x, y)`, faded so that the
/// golems drawn over it stand out.
pub fn terrain(canvas: &mut Canvas, kind: TileKind, x: f32, y: f32, size: f32, mark: Colour) {
    let mark = mark.with_alpha(150);
    let r = size / 2.0;
    match kind {
        TileKind::WellOfMana => {
            canvas.fill(circle(x, y, r), mark);
            canvas.stroke(
                circle(x, y, r * 0.68).as_ref(),
                PAPER.with_alpha(170),
                r * 0.1,
            );
            canvas.stroke(
                circle(x, y, r * 0.36).as_ref(),
                PAPER.with_alpha(170),
                r * 0.1,
            );
        }
        TileKind::StoneCircle => {
            for i in 0..7 {
                let a = TAU * i as f32 / 7.0 - TAU / 4.0;
                let (sx, sy) = (x + a.cos() * r * 0.75, y + a.sin() * r * 0.75);
                canvas.fill(
                    rounded_rect(sx - r * 0.14, sy - r * 0.22, r * 0.28, r * 0.44, r * 0.1),
                    mark,
                );
            }
        }
        TileKind::Cottage => {
            let roof = [
                (x - r, y - r * 0.05),
                (x, y - r * 0.9),
                (x + r, y - r * 0.05),
            ];
            canvas.fill(polygon(&roof), mark);
            canvas.fill(rect(x - r * 0.72, y - r * 0.1, r * 1.44, r * 0.95), mark);
            canvas.fill(
                rect(x - r * 0.16, y + r * 0.3, r * 0.32, r * 0.55),
                PAPER.with_alpha(150),
            );
        }
        TileKind::Fortress => {
            canvas.fill(rect(x - r * 0.8, y - r * 0.5, r * 1.6, r * 1.35), mark);
            for i in 0..4 {
                let mx = x - r * 0.8 + i as f32 * r * 0.48;
                canvas.fill(rect(mx, y - r * 0.85, r * 0.28, r * 0.4), mark);
            }
            let gate = rounded_rect(x - r * 0.25, y + r * 0.2, r * 0.5, r * 0.65, r * 0.22);
            canvas.fill(gate, PAPER.with_alpha(150));
        }
    }
}

/// A five-pointed star of outer radius `r`.
pub fn star(canvas: &mut Canvas, x: f32, y: f32, r: f32, colour: Colour) {
    let points: Vec<(f32, f32)> = (0..10)
        .map(|i| {
            let a = TAU * i as f32 / 10.0 - TAU / 4.0;
            let d = if i % 2 == 0 { r } else { r * 0.42 };
            (x + a.cos() * d, y + a.sin() * d)
        })
        .collect();
    canvas.fill(polygon(&points), colour);
}
