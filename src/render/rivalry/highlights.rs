//! The highlighted events' place on the map: each arrow clear of the unit chips at its
//! ends ([`between`]), how many went and the dice on the arrow or beside it, new and lost
//! units beside their tile's chip.

use crate::engines::rivalry::{Target, TileId};

use super::super::boxes::Placer;
use super::super::text::width;
use super::super::RenderError;
use super::arrows::{between, head, ArrowLine};
use super::geometry::Geometry;
use super::layout::{LabelKind, Rect};
use super::look::{chip_width, CHIP_H};
use super::marks::{dice_words, DICE_TEXT};
use super::touched::Touched;

fn spot(g: &Geometry, target: Target) -> (f32, f32) {
    match target {
        Target::Tile(t) => g.centre(t),
        Target::City(s) => g.site(s),
    }
}

/// Small boxes along the arrow's shaft, wider at its head.
fn keep_clear(p: &mut Placer<LabelKind>, g: &Geometry, line: &ArrowLine) {
    let (a, b) = (line.start, line.tip);
    let len = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
    let steps = (len / 3.0).ceil().max(1.0) as usize;
    for i in 0..=steps {
        let t = i as f32 / steps as f32;
        let at = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
        let side = if len * (1.0 - t) <= head(g) { 8.0 } else { 5.0 };
        p.keep_clear(Rect::centred(at, side, side));
    }
}

/// Spots along the line from `a` to `b` (its middle first), then beside it.
fn along(a: (f32, f32), b: (f32, f32), h: f32) -> Vec<(f32, f32)> {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(0.001);
    let (px, py) = (-dy / len, dx / len);
    let mut spots = Vec::new();
    for off in [0.0, 0.9, -0.9, 1.8, -1.8] {
        for t in [0.5, 0.4, 0.6, 0.3, 0.7] {
            spots.push((a.0 + dx * t + px * off * h, a.1 + dy * t + py * off * h));
        }
    }
    spots
}

/// The arrows, each clear of the chips at its ends, and their words on or beside them:
/// how many went, the dice; then new or lost units beside their tile's chip.
pub fn place(
    p: &mut Placer<LabelKind>,
    g: &Geometry,
    touched: &Touched,
) -> Result<Vec<ArrowLine>, RenderError> {
    let chip = |p: &Placer<LabelKind>, tile: TileId| {
        p.find(|k| matches!(k, LabelKind::Units { tile: t, .. } if *t == tile))
    };
    let at = |p: &Placer<LabelKind>, target: Target| match target {
        Target::Tile(t) => chip(p, t),
        Target::City(s) => p.find(|k| matches!(k, LabelKind::City { site, .. } if *site == s)),
    };
    let mut lines = Vec::new();
    for a in &touched.assaults {
        let (ends, start, end) = (
            (g.centre(a.from), spot(g, a.target)),
            chip(p, a.from),
            at(p, a.target),
        );
        let others = p.boxes_but(|k| matches!(k, LabelKind::Units { .. }), &[start, end]);
        lines.push(between(g, ends, start, end, &others, true));
    }
    for a in &touched.arrows {
        let (ends, start, end) = (
            (spot(g, a.from), g.centre(a.to)),
            at(p, a.from),
            chip(p, a.to),
        );
        let others = p.boxes_but(|k| matches!(k, LabelKind::Units { .. }), &[start, end]);
        lines.push(between(g, ends, start, end, &others, false));
    }
    // Every arrow shows: its words go beside it.
    for line in &lines {
        keep_clear(p, g, line);
    }
    for (a, line) in touched.assaults.iter().zip(&lines) {
        let text = dice_words(&a.rolls);
        let w = width(&text, DICE_TEXT)? + 6.0;
        let h = DICE_TEXT + 4.0;
        let spots = along(line.start, line.tip, h);
        let kind = LabelKind::Dice {
            from: a.from,
            target: a.target,
        };
        p.place_or_nearest(kind, text, w, h, &spots);
    }
    for (a, line) in touched.arrows.iter().zip(&lines[touched.assaults.len()..]) {
        let w = chip_width(a.units.armies, a.units.cavalry)?;
        let spots = along(line.start, line.tip, CHIP_H);
        let kind = LabelKind::Moved {
            to: a.to,
            units: a.units,
        };
        p.place_or_nearest(kind, String::new(), w, CHIP_H, &spots);
    }
    let changes = touched
        .raised
        .iter()
        .map(|(t, u)| (LabelKind::Raised { tile: *t }, format!("+{}", u.total())))
        .chain(
            touched
                .removed
                .iter()
                .map(|(t, u)| (LabelKind::Removed { tile: *t }, format!("−{}", u.total()))),
        );
    for (kind, text) in changes {
        let tile = match kind {
            LabelKind::Raised { tile } | LabelKind::Removed { tile } => tile,
            _ => continue,
        };
        let w = width(&text, DICE_TEXT)? + 5.0;
        let h = DICE_TEXT + 3.0;
        // Beside the tile's chip, at its top right first.
        let chip = chip(p, tile).unwrap_or_else(|| Rect::centred(g.chip(tile), CHIP_H, CHIP_H));
        let (cx, cy) = chip.centre();
        let (ox, oy) = (chip.w / 2.0 + w / 2.0 - 2.0, chip.h / 2.0 + h / 2.0 - 3.0);
        let spots = [
            (cx + ox, cy - oy),
            (cx - ox, cy - oy),
            (cx + ox, cy + oy),
            (cx - ox, cy + oy),
            (cx, cy - chip.h / 2.0 - h / 2.0),
            (cx, cy + chip.h / 2.0 + h / 2.0),
        ];
        p.place_or_nearest(kind, text, w, h, &spots);
    }
    Ok(lines)
}
