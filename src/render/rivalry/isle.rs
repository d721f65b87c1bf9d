//! The Isle itself: land tinted by nation, the greyed coast, mountains (Mount Aedana's
//! glowing), the Border Lake, the land tiles' ids the layout kept, and the thick grey
//! border.

use crate::engines::rivalry::{map, Side, Terrain, TileId};

use super::super::canvas::{line, polygon, Canvas};
use super::super::palette::{BACKGROUND, INK, PAPER};
use super::super::text::Style;
use super::super::RenderError;
use super::geometry::Geometry;
use super::layout::{LabelKind, Layout, TILE_NAME};
use super::look::{ground, BORDER, HEX_LINE, LAVA, PEAK};

/// The Isle; `dim`: that nation's half greyed (a set-up shows only its own).
pub fn draw(
    canvas: &mut Canvas,
    g: &Geometry,
    dim: Option<Side>,
    layout: &Layout,
) -> Result<(), RenderError> {
    let m = map();
    let volcano: Vec<TileId> = m
        .features
        .iter()
        .filter(|f| f.kind == "volcano")
        .flat_map(|f| f.tiles.iter().copied())
        .collect();
    for id in m.tile_ids() {
        let tile = m.tile(id);
        let corners = g.corners(id, 0.0);
        canvas.fill(polygon(&corners), ground(tile.terrain, tile.nation));
        canvas.stroke(polygon(&corners).as_ref(), HEX_LINE, 1.0);
        let (cx, cy) = g.centre(id);
        let s = g.size;
        match tile.terrain {
            Terrain::Mountain => {
                peak(canvas, cx, cy, s, volcano.contains(&id));
            }
            Terrain::Lake => {
                for dy in [-0.25, 0.15] {
                    let y = cy + dy * s;
                    let mut pts = Vec::new();
                    for i in 0..=8 {
                        let x = cx - 0.5 * s + i as f32 * s / 8.0;
                        let wave = if i % 2 == 0 { -0.06 } else { 0.06 };
                        pts.push((x, y + wave * s));
                    }
                    for w in pts.windows(2) {
                        canvas.stroke(line(w[0], w[1]).as_ref(), PAPER.with_alpha(110), 1.0);
                    }
                }
            }
            Terrain::Land | Terrain::Coast => {}
        }
    }
    for label in layout.of(|k| matches!(k, LabelKind::TileName { .. })) {
        let (x, y) = label.rect.centre();
        let style = Style::new(TILE_NAME, INK.with_alpha(150));
        canvas.text(&label.text, x, y, style)?;
    }
    if let Some(side) = dim {
        for id in m.tile_ids().filter(|t| m.tile(*t).nation == Some(side)) {
            canvas.fill(polygon(&g.corners(id, 0.0)), BACKGROUND.with_alpha(170));
        }
    }
    for (a, b) in &m.border {
        let (p, q) = g.edge(*a, *b);
        canvas.stroke(line(p, q).as_ref(), INK.with_alpha(160), 5.5);
        canvas.stroke(line(p, q).as_ref(), BORDER, 3.5);
    }
    Ok(())
}

/// A mountain's peaks; a volcano's with a glowing crater.
fn peak(canvas: &mut Canvas, cx: f32, cy: f32, s: f32, volcano: bool) {
    let big = [
        (cx - 0.55 * s, cy + 0.35 * s),
        (cx - 0.1 * s, cy - 0.4 * s),
        (cx + 0.35 * s, cy + 0.35 * s),
    ];
    let small = [
        (cx + 0.05 * s, cy + 0.35 * s),
        (cx + 0.3 * s, cy - 0.05 * s),
        (cx + 0.6 * s, cy + 0.35 * s),
    ];
    canvas.fill(polygon(&small), PEAK.mix(INK, 0.25));
    canvas.fill(polygon(&big), PEAK);
    if volcano {
        let crater = [
            (cx - 0.23 * s, cy - 0.2 * s),
            (cx - 0.1 * s, cy - 0.4 * s),
            (cx + 0.03 * s, cy - 0.2 * s),
        ];
        canvas.fill(polygon(&crater), LAVA);
    } else {
        let snow = [
            (cx - 0.22 * s, cy - 0.22 * s),
            (cx - 0.1 * s, cy - 0.4 * s),
            (cx + 0.02 * s, cy - 0.22 * s),
        ];
        canvas.fill(polygon(&snow), PAPER.with_alpha(200));
    }
}
