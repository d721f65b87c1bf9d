//! The highlighted move: the placed tile ringed, each spell drawn from its edge to where it
//! landed, with what it did there (golems placed, golems lost to shields, a lost or delayed
//! spell, golems sent back, a siege).

use tiny_skia::PathBuilder;

use crate::engines::rivality::{Cell, Event};

use super::board::marks::{spell_width, BoardMarks, MarkKind, SpellLine};
use super::board::tags::{pill_size, tag_text, Tag};
use super::board::{BoardScene, Highlight, Layout};
use super::canvas::{polygon, rounded_rect, Canvas, Colour};
use super::palette::{INK, LAST_MOVE, PAPER, PREVIEW};
use super::text::{self, Style};
use super::tile_art::shield;
use super::RenderError;

pub fn draw(
    canvas: &mut Canvas,
    scene: &BoardScene,
    layout: &Layout,
    marks: &BoardMarks,
) -> Result<(), RenderError> {
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
    for spell in &marks.spells {
        arrow(canvas, spell, accent, c);
    }
    // Tags go over every line, so that no line hides what a spell did.
    for label in &marks.labels {
        if let MarkKind::Tag { index } = label.kind {
            if let Some(tag) = marks.tags.get(index) {
                pin(canvas, tag, label.rect.centre(), accent, c)?;
            }
        }
    }
    Ok(())
}

/// A spell's line along the gaps, with a head pointing into its target; only the head
/// for range 1, where the two edges meet.
fn arrow(canvas: &mut Canvas, spell: &SpellLine, accent: Colour, c: f32) {
    let Some(end) = spell.points.last().copied() else {
        return;
    };
    if spell.points.len() > 1 {
        let mut pb = PathBuilder::new();
        pb.move_to(spell.points[0].0, spell.points[0].1);
        for p in &spell.points[1..] {
            pb.line_to(p.0, p.1);
        }
        let path = pb.finish();
        let w = spell_width(c);
        canvas.stroke(path.as_ref(), INK, w);
        if spell.solid {
            canvas.stroke(path.as_ref(), accent, w * 0.55);
        } else {
            canvas.stroke_dashed(path.as_ref(), accent, w * 0.55, c * 0.08, c * 0.06, 0.0);
        }
    }
    // The head stays within the gap before the target's edge.
    let (ux, uy) = spell.towards;
    let head = c * 0.09;
    let tip = (end.0 + ux * head, end.1 + uy * head);
    let base = (end.0 - ux * head * 0.3, end.1 - uy * head * 0.3);
    let (px, py) = (-uy * head * 0.9, ux * head * 0.9);
    let points = [tip, (base.0 + px, base.1 + py), (base.0 - px, base.1 - py)];
    canvas.token(polygon(&points), accent, INK, c * 0.012);
}

/// A pill with the tag's text (and the shields' toll), centred on `at`.
pub fn pin(
    canvas: &mut Canvas,
    tag: &Tag,
    at: (f32, f32),
    accent: Colour,
    c: f32,
) -> Result<(), RenderError> {
    let size = tag_text(c);
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
