//! Both sides' action spaces, in the mat's order from the Aether track: each with its name,
//! what it does, its stack of pawns (bottom first) and a block if one lies there; the pawn
//! the highlighted move placed ringed.

use crate::engines::aetherium::mat::MAT;
use crate::engines::aetherium::{Seat, SeatView};
use crate::i18n::Lang;
use crate::render::panel::fit;

use super::super::canvas::{circle, rounded_rect, Canvas};
use super::super::palette::{MUTED, PAPER};
use super::super::text::Style;
use super::super::RenderError;
use super::geometry::SPACE_GAP;
use super::look;
use super::touched::Touched;
use super::words::{action_effect, action_title};
use super::{Accent, Geometry};

/// A pawn on an action space, and how many stand in a row.
const PAWN: f32 = 13.0;
const PER_ROW: usize = 3;

pub fn draw(
    canvas: &mut Canvas,
    g: &Geometry,
    view: &SeatView,
    touched: &Touched,
    accent: Accent,
    lang: Lang,
) -> Result<(), RenderError> {
    for seat in [0, 1] as [Seat; 2] {
        for (i, action) in MAT.actions.iter().enumerate() {
            let (x, y, w, h) = g.action_space(seat, i);
            let blocked = view.blocked.get(i).copied().unwrap_or(false);
            let ground = if blocked {
                look::SPACE.mix(look::BLOCK, 0.25)
            } else {
                look::SPACE
            };
            let frame = rounded_rect(x, y, w, h, 6.0);
            canvas.fill(frame.clone(), ground);
            let cx = x + w / 2.0;
            let title = if blocked { MUTED } else { PAPER };
            // Within the space and half the gap to the next, whatever the language.
            let name = fit(&action_title(*action, lang), 12.0, w + SPACE_GAP / 2.0)?;
            canvas.text(&name, cx, y + 10.0, Style::new(12.0, title))?;
            let effect = fit(&action_effect(*action, lang), 11.0, w + SPACE_GAP / 2.0)?;
            canvas.text(&effect, cx, y + 24.0, Style::new(11.0, MUTED))?;
            let stack = &view.spaces[usize::from(seat)][i];
            for (n, pawn) in stack.iter().enumerate() {
                let (px, py) = pawn_spot(x, y, w, n);
                look::pawn(canvas, *pawn, px, py, PAWN, false);
            }
            let placed_here = touched.pawn == Some((seat, *action));
            if placed_here && !stack.is_empty() {
                let (px, py) = pawn_spot(x, y, w, stack.len() - 1);
                accent.ring(canvas, circle(px, py, PAWN * 0.78).as_ref(), 1.6);
                accent.ring(canvas, frame.as_ref(), 2.0);
            }
            if blocked {
                // Bottom right, where a stack of five leaves room.
                let (bx, by, r) = (x + w - 10.0, y + h - 10.0, 7.0);
                look::no_entry(canvas, bx, by, r);
                if touched.blocked == Some(*action) {
                    accent.ring(canvas, circle(bx, by, r + 3.0).as_ref(), 1.6);
                }
            }
        }
    }
    Ok(())
}

/// The `n`-th pawn of a stack (bottom first), rows left to right, then down.
fn pawn_spot(x: f32, y: f32, w: f32, n: usize) -> (f32, f32) {
    let slot = PAWN + 4.0;
    let row_w = slot * PER_ROW as f32;
    let left = x + (w - row_w) / 2.0;
    let (row, col) = (n / PER_ROW, n % PER_ROW);
    (
        left + slot * (col as f32 + 0.5),
        y + 40.0 + row as f32 * (PAWN + 3.0),
    )
}
