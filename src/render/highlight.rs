//! The highlighted move: the placed tile ringed, each spell drawn from its edge to where it
//! landed, with what it did there (golems placed, golems lost to shields, a lost or delayed
//! spell, golems sent back, a siege).

use crate::engines::rivality::{Cell, Event, LostReason};
use crate::tr;

use super::board::{BoardScene, Highlight, Layout};
use super::canvas::{line, polygon, rounded_rect, Canvas, Colour};
use super::palette::{side_style, INK, LAST_MOVE, PAPER, PREVIEW};
use super::text::{self, Style};
use super::tile_art::shield;
use super::RenderError;

/// A label to pin on the board.
struct Tag {
    text: String,
    fill: Colour,
    ink: Colour,
    /// Golems the target's shields destroyed.
    destroyed: u8,
}

pub fn draw(canvas: &mut Canvas, scene: &BoardScene, layout: &Layout) -> Result<(), RenderError> {
    let accent = match scene.highlight {
        Highlight::LastMove => LAST_MOVE,
        Highlight::Preview => PREVIEW,
    };
    let c = layout.cell;
    // The placed tile, or in solo the tiles both wizards moved to (Suramun's mirrored
    // move included), each ringed once.
    let mut ringed: Vec<Cell> = Vec::new();
    for event in scene.events {
        if let Event::TilePlaced { cell, .. } | Event::WizardMoved { cell, .. } = event {
            if ringed.contains(cell) {
                continue;
            }
            ringed.push(*cell);
            let (cx, cy) = layout.centre(*cell);
            let half = c * 0.5;
            let ring = rounded_rect(cx - half, cy - half, c, c, c * 0.12);
            match scene.highlight {
                Highlight::LastMove => canvas.stroke(ring.as_ref(), accent, c * 0.05),
                Highlight::Preview => {
                    canvas.stroke_dashed(ring.as_ref(), accent, c * 0.05, c * 0.1, c * 0.07, 0.0)
                }
            }
        }
    }
    // Centre and size of every tag drawn so far.
    let mut pinned: Vec<(f32, f32, f32, f32)> = Vec::new();
    let mut tags = Vec::new();
    for event in scene.events {
        // `on_spot`: the tag goes on the target itself, an empty spot, rather than on the
        // edge the spell came through.
        let (from, target, tag, solid, on_spot) = match event {
            Event::Summoned {
                caster,
                from,
                target,
                placed,
                destroyed,
                ..
            } => {
                let style = side_style(*caster);
                let tag = Tag {
                    text: format!("+{placed}"),
                    fill: style.colour,
                    ink: style.ink,
                    destroyed: *destroyed,
                };
                (Some(*from), *target, tag, true, false)
            }
            Event::SpellLost {
                from,
                target,
                reason,
                ..
            } => {
                let why = match reason {
                    LostReason::NoTile => tr!(scene.lang, "picture-board-lost-no-tile"),
                    LostReason::EnemyWizard => tr!(scene.lang, "picture-board-lost-wizard"),
                    LostReason::Uncontrolled => tr!(scene.lang, "picture-board-lost-unheld"),
                    LostReason::SupplyEmpty => tr!(scene.lang, "picture-board-lost-no-golem"),
                };
                let on_spot = *reason == LostReason::NoTile;
                (
                    Some(*from),
                    *target,
                    plain(format!("× {why}")),
                    false,
                    on_spot,
                )
            }
            Event::SpellDelayed { from, target, .. } => (
                Some(*from),
                *target,
                plain(tr!(scene.lang, "picture-board-waits")),
                false,
                true,
            ),
            Event::GolemsRemoved {
                cell, side, count, ..
            } => {
                let style = side_style(*side);
                let tag = Tag {
                    text: format!("−{count} back"),
                    fill: style.colour,
                    ink: style.ink,
                    destroyed: 0,
                };
                (None, *cell, tag, true, false)
            }
            Event::Besieged { cell, by, .. } => {
                let style = side_style(*by);
                let tag = Tag {
                    text: "siege".to_string(),
                    fill: style.colour,
                    ink: style.ink,
                    destroyed: 0,
                };
                (None, *cell, tag, true, false)
            }
            _ => continue,
        };
        let (tx, ty) = layout.centre(target);
        let mut at = match from {
            Some(from) => {
                let (fx, fy) = layout.centre(from);
                let (dx, dy) = (sign(tx - fx), sign(ty - fy));
                let start = (fx + dx * c * 0.5, fy + dy * c * 0.5);
                // Onto an empty spot the arrow stops short of the tag in its middle.
                let back = if on_spot { c * 0.34 } else { c * 0.5 };
                let end = (tx - dx * back, ty - dy * back);
                arrow(canvas, start, end, accent, c, solid);
                if on_spot {
                    (tx, ty)
                } else {
                    end
                }
            }
            None => (tx, ty + c * 0.3),
        };
        // Tags that would overlap (a delayed spell next to a summoning, say) go one
        // under the other.
        let (w, h) = pill_size(&tag, c)?;
        // A spell lost off the solo battlefield lands beyond the picture's edge: its tag
        // stays in view at the edge.
        let (x0, y0, x1, y1) = layout.area();
        at.0 =
            at.0.clamp(x0 + w / 2.0 + 2.0, (x1 - w / 2.0 - 2.0).max(x0 + w / 2.0));
        at.1 =
            at.1.clamp(y0 + h / 2.0 + 2.0, (y1 - h / 2.0 - 2.0).max(y0 + h / 2.0));
        while pinned
            .iter()
            .any(|p| (p.0 - at.0).abs() < (p.2 + w) / 2.0 && (p.1 - at.1).abs() < (p.3 + h) / 2.0)
        {
            at.1 += h * 0.6;
        }
        pinned.push((at.0, at.1, w, h));
        tags.push((tag, at));
    }
    // Tags go over every arrow, so that no arrow hides what a spell did.
    for (tag, at) in &tags {
        pin(canvas, tag, *at, accent, c)?;
    }
    Ok(())
}

fn plain(text: String) -> Tag {
    Tag {
        text,
        fill: PAPER,
        ink: INK,
        destroyed: 0,
    }
}

/// A line from a spell's edge to its target's near edge, with a head; nothing for range 1,
/// where the two edges meet.
fn arrow(
    canvas: &mut Canvas,
    from: (f32, f32),
    to: (f32, f32),
    accent: Colour,
    c: f32,
    solid: bool,
) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let head = c * 0.14;
    let stem_end = (to.0 - ux * head, to.1 - uy * head);
    let stem = line(from, stem_end);
    canvas.stroke(stem.as_ref(), INK, c * 0.075);
    if solid {
        canvas.stroke(stem.as_ref(), accent, c * 0.04);
    } else {
        canvas.stroke_dashed(stem.as_ref(), accent, c * 0.04, c * 0.08, c * 0.08, 0.0);
    }
    let (px, py) = (-uy * head * 0.7, ux * head * 0.7);
    let tip = [
        (to.0, to.1),
        (stem_end.0 + px, stem_end.1 + py),
        (stem_end.0 - px, stem_end.1 - py),
    ];
    canvas.token(polygon(&tip), accent, INK, c * 0.015);
}

fn text_size(c: f32) -> f32 {
    (c * 0.2).max(13.0)
}

/// Width and height of a tag's pill.
fn pill_size(tag: &Tag, c: f32) -> Result<(f32, f32), RenderError> {
    let size = text_size(c);
    let mut w = text::width(&tag.text, size)? + size * 0.7;
    if tag.destroyed > 0 {
        w += text::width(&format!("−{}", tag.destroyed), size)? + size * 1.1;
    }
    Ok((w, size * 1.35))
}

/// A pill with the tag's text (and the shields' toll), centred on `at`.
fn pin(
    canvas: &mut Canvas,
    tag: &Tag,
    at: (f32, f32),
    accent: Colour,
    c: f32,
) -> Result<(), RenderError> {
    let size = text_size(c);
    let toll = (tag.destroyed > 0).then(|| format!("−{}", tag.destroyed));
    let text_w = text::width(&tag.text, size)?;
    let pad = size * 0.35;
    let (w, h) = pill_size(tag, c)?;
    let (x, y) = (at.0 - w / 2.0, at.1 - h / 2.0);
    let pill = rounded_rect(x, y, w, h, h / 2.0);
    canvas.stroke(pill.as_ref(), INK, c * 0.06);
    canvas.stroke(pill.as_ref(), accent, c * 0.03);
    canvas.fill(pill, tag.fill);
    canvas.text(
        &tag.text,
        x + pad,
        at.1,
        Style::new(size, tag.ink).align(text::Align::Left),
    )?;
    if let Some(toll) = toll {
        let sx = x + pad + text_w + size * 0.55;
        shield(canvas, sx, at.1, size * 0.95, PAPER, false);
        let style = Style::new(size, tag.ink).align(text::Align::Left);
        canvas.text(&toll, sx + size * 0.45, at.1, style)?;
    }
    Ok(())
}

/// -1, 0 or 1 (`f32::signum` gives 1 for 0, which would bend a straight spell).
fn sign(d: f32) -> f32 {
    if d.abs() < 0.5 {
        0.0
    } else {
        d.signum()
    }
}
