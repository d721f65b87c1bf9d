//! Expert: delayed spells wait on their tile for a tile to be placed at their spot. The
//! spot itself is marked on the board, with how many golems wait to land there.

use crate::engines::rivality::{Battlefield, Cell};
use crate::i18n::Lang;
use crate::tr;
use crate::words::rivality::golems as golems_of;

use super::canvas::{circle, Canvas};
use super::palette::{INK, PAPER};
use super::panel::fit;
use super::text::Style;
use super::RenderError;

/// The spots that delayed spells aim at, with the golems waiting for each, in the order
/// first found.
pub fn spots(field: &Battlefield) -> Vec<(Cell, u8)> {
    let mut out: Vec<(Cell, u8)> = Vec::new();
    for tile in &field.tiles {
        for edge in tile.delayed.iter() {
            let Some(spell) = tile.tile.spec().spell(edge) else {
                continue;
            };
            let target = tile.cell.step(edge.direction(tile.facing), spell.range);
            match out.iter_mut().find(|(cell, _)| *cell == target) {
                Some((_, n)) => *n = n.saturating_add(spell.golems),
                None => out.push((target, spell.golems)),
            }
        }
    }
    out
}

/// An empty spot where `golems` wait: a dashed ring and "3 golems / wait here" under the
/// spot's name.
pub fn mark(
    canvas: &mut Canvas,
    name: &str,
    golems: u8,
    cx: f32,
    cy: f32,
    s: f32,
    lang: Lang,
) -> Result<(), RenderError> {
    let ring = circle(cx, cy, s * 0.44);
    canvas.stroke(ring.as_ref(), INK, s * 0.05);
    canvas.stroke_dashed(ring.as_ref(), PAPER, s * 0.03, s * 0.09, s * 0.06, 0.0);
    canvas.text(name, cx, cy - s * 0.22, Style::new(s * 0.16, PAPER))?;
    // Within the cell, whatever the language's words.
    let room = s * 0.96;
    let count = fit(&golems_of(golems, lang), s * 0.17, room)?;
    canvas.text(&count, cx, cy + s * 0.02, Style::new(s * 0.17, PAPER))?;
    let wait = fit(&tr!(lang, "picture-board-wait-here"), s * 0.14, room)?;
    canvas.text(&wait, cx, cy + s * 0.22, Style::new(s * 0.14, PAPER))?;
    Ok(())
}
