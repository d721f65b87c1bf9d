//! Each side's units on each tile: one chip a tile (the two sides never share one),
//! armies and cavalry apart.

use crate::engines::rivalry::{map, Side, Units};

use super::super::canvas::Canvas;
use super::super::RenderError;
use super::geometry::Geometry;
use super::look::unit_chip;

/// `units[side][tile]`, for the sides given.
pub fn draw(
    canvas: &mut Canvas,
    g: &Geometry,
    units: &[(Side, &[Units])],
) -> Result<(), RenderError> {
    for id in map().tile_ids() {
        for (side, by_tile) in units {
            let Some(u) = by_tile.get(id.0 as usize) else {
                continue;
            };
            if u.is_empty() {
                continue;
            }
            let (x, y) = g.chip(id);
            unit_chip(canvas, *side, u.armies, u.cavalry, x, y)?;
        }
    }
    Ok(())
}
