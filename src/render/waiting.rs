//! Expert: delayed spells wait on their tile for a tile to be placed at their spot. The
//! spot itself is marked on the board: a dashed ring in the colour of whoever would cast
//! them now (the side holding their tile), with each side's golems as its own badge.

use crate::engines::rivality::{Battlefield, Cell, Side};

use super::canvas::{circle, Canvas};
use super::golems;
use super::palette::{side_style, INK, PAPER};
use super::text::Style;
use super::RenderError;

/// The spots that delayed spells aim at, with the golems waiting for each, in the order
/// first found.
pub fn spots(field: &Battlefield) -> Vec<(Cell, u8)> {
    let mut out: Vec<(Cell, u8)> = Vec::new();
    for (target, _, golems) in spells(field) {
        match out.iter_mut().find(|(cell, _)| *cell == target) {
            Some((_, n)) => *n = n.saturating_add(golems),
            None => out.push((target, golems)),
        }
    }
    out
}

/// Every delayed spell: its spot, who would cast it now (none while its tile is held
/// by nobody: it would be lost) and its golems.
fn spells(field: &Battlefield) -> Vec<(Cell, Option<Side>, u8)> {
    let mut out = Vec::new();
    for tile in &field.tiles {
        for edge in tile.delayed.iter() {
            let Some(spell) = tile.tile.spec().spell(edge) else {
                continue;
            };
            let target = tile.cell.step(edge.direction(tile.facing), spell.range);
            out.push((target, tile.control().side(), spell.golems));
        }
    }
    out
}

/// Whose golems wait at `cell`, and how many each: one entry a caster, in side order,
/// nobody's last.
pub fn owners_at(field: &Battlefield, cell: Cell) -> Vec<(Option<Side>, u8)> {
    let mut out: Vec<(Option<Side>, u8)> = Vec::new();
    for (_, owner, golems) in spells(field).into_iter().filter(|(t, ..)| *t == cell) {
        match out.iter_mut().find(|(o, _)| *o == owner) {
            Some((_, n)) => *n = n.saturating_add(golems),
            None => out.push((owner, golems)),
        }
    }
    out.sort_by_key(|(o, _)| o.map_or(u8::MAX, |s| s.0));
    out
}

/// The radius a spot's mark covers, its ring's line included, in a cell whose tile would
/// be `s` wide.
pub fn extent(s: f32) -> f32 {
    s * 0.47
}

/// An empty spot where delayed spells wait: a dashed ring in the casters' colours, the
/// spot's name, and each caster's golems on its own badge (a pale disc for spells whose
/// tile nobody holds).
pub fn mark(
    canvas: &mut Canvas,
    name: &str,
    owners: &[(Option<Side>, u8)],
    cx: f32,
    cy: f32,
    s: f32,
) -> Result<(), RenderError> {
    let ring = circle(cx, cy, s * 0.44);
    canvas.stroke(ring.as_ref(), INK, s * 0.05);
    let colours: Vec<_> = owners
        .iter()
        .map(|(o, _)| o.map_or(PAPER, |side| side_style(side).colour))
        .collect();
    let n = colours.len().max(1) as f32;
    let dash = s * 0.09;
    for (i, colour) in colours.iter().enumerate() {
        let period = dash * 1.6 * n;
        let start = period - dash * 1.6 * i as f32;
        canvas.stroke_dashed(ring.as_ref(), *colour, s * 0.03, dash, period - dash, start);
    }
    canvas.text(name, cx, cy - s * 0.19, Style::new(s * 0.24, PAPER))?;
    let size = if owners.len() > 1 { s * 0.26 } else { s * 0.3 };
    let pitch = size * 1.1;
    let first = cx - pitch * (owners.len() as f32 - 1.0) / 2.0;
    for (i, (owner, golems)) in owners.iter().enumerate() {
        let (x, y) = (first + pitch * i as f32, cy + s * 0.14);
        match owner {
            Some(side) => golems::badge(canvas, *side, *golems, x, y, size)?,
            None => {
                canvas.token(circle(x, y, size * 0.5), PAPER, INK, size * 0.045);
                let style = Style::new(size * 0.62, INK);
                canvas.text(&golems.to_string(), x, y, style)?;
            }
        }
    }
    Ok(())
}
