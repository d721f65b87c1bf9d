//! Draws each box of the [`Layout`] as what it is: a city, a star, a crown, a unit chip,
//! a name on a dark plate, a move's count, an assault's dice, new or lost units.

use super::super::canvas::{rounded_rect, Canvas};
use super::super::palette::{INK, LAST_MOVE, PAPER};
use super::super::text::{Align, Style};
use super::super::RenderError;
use super::cities::NAME_TEXT;
use super::layout::{Label, LabelKind, Layout, FEATURE_TEXT};
use super::look::{city, crown, moved_badge, side_look, star, unit_chip, ASSAULT};
use super::marks::DICE_TEXT;
use super::Accent;

/// Every box but the tiles' ids (drawn with the ground, under the rest).
pub fn draw(canvas: &mut Canvas, layout: &Layout, accent: Accent) -> Result<(), RenderError> {
    for label in &layout.labels {
        one(canvas, label, accent)?;
    }
    Ok(())
}

fn one(canvas: &mut Canvas, label: &Label, accent: Accent) -> Result<(), RenderError> {
    let r = label.rect;
    let (x, y) = r.centre();
    match label.kind {
        LabelKind::City { side, .. } => city(canvas, side, x, y, r.w),
        LabelKind::Capital { side, .. } => star(
            canvas,
            x,
            y,
            r.w / 2.0,
            LAST_MOVE.mix(PAPER, 0.3),
            side_look(side).line.mix(INK, 1.0),
        ),
        LabelKind::Leader { .. } => crown(canvas, x, y + r.h * 0.05, r.w, PAPER, INK),
        LabelKind::Units { side, units, .. } => {
            unit_chip(canvas, side, units.armies, units.cavalry, x, y)?
        }
        LabelKind::Moved { units, .. } => {
            moved_badge(canvas, accent.colour, units.armies, units.cavalry, x, y)?
        }
        LabelKind::CityName { .. } => plate(canvas, &label.text, r, NAME_TEXT, 2.5)?,
        LabelKind::MountAedana => plate(canvas, &label.text, r, FEATURE_TEXT, 3.0)?,
        LabelKind::Dice { .. } => {
            canvas.token(rounded_rect(r.x, r.y, r.w, r.h, 2.0), PAPER, ASSAULT, 1.2);
            canvas.text(&label.text, x, y, Style::new(DICE_TEXT, INK))?;
        }
        LabelKind::Raised { .. } | LabelKind::Removed { .. } => {
            let colour = match label.kind {
                LabelKind::Raised { .. } => accent.colour,
                _ => ASSAULT,
            };
            canvas.token(
                rounded_rect(r.x, r.y, r.w, r.h, r.h / 2.0),
                colour,
                INK,
                1.0,
            );
            canvas.text(&label.text, x, y, Style::new(DICE_TEXT, INK))?;
        }
        // With the ground.
        LabelKind::TileName { .. } => {}
    }
    Ok(())
}

/// Light words on a dark plate, readable on any ground.
fn plate(
    canvas: &mut Canvas,
    text: &str,
    r: super::layout::Rect,
    size: f32,
    radius: f32,
) -> Result<(), RenderError> {
    canvas.fill(
        rounded_rect(r.x, r.y, r.w, r.h, radius),
        INK.with_alpha(175),
    );
    canvas.text(
        text,
        r.x + r.w / 2.0,
        r.y + r.h / 2.0,
        Style::new(size, PAPER).align(Align::Centre),
    )?;
    Ok(())
}
