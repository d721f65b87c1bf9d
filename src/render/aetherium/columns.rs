//! The four columns: their spaces (the marked ones and the top told apart), the power
//! tokens lying there, and the stones, each element in a lane of its own; the stones the
//! highlighted move carried ringed, with a dashed outline where they started.

use crate::engines::aetherium::mat::{column_name, COLUMNS, MAT};
use crate::engines::aetherium::{Element, SeatView};
use crate::i18n::Lang;

use super::super::canvas::{circle, line, rounded_rect, Canvas};
use super::super::palette::{MUTED, PAPER};
use super::super::text::Style;
use super::super::RenderError;
use super::geometry::{Geometry, ROW, TOKEN_TEXT};
use super::look::{self, token_size};
use super::touched::Touched;
use super::Accent;

pub fn draw(
    canvas: &mut Canvas,
    g: &Geometry,
    view: &SeatView,
    touched: &Touched,
    accent: Accent,
    lang: Lang,
) -> Result<(), RenderError> {
    let height = ROW * f32::from(MAT.top + 1);
    for column in 0..COLUMNS {
        let x = g.column_x(column);
        let back = rounded_rect(x - 1.0, g.columns_y - 1.0, g.col_w + 2.0, height + 2.0, 5.0);
        canvas.fill(back, look::MAT);
        let letter = column_name(column).to_string();
        canvas.text(
            &letter,
            x + g.col_w / 2.0,
            g.label_y(),
            Style::new(13.0, MUTED),
        )?;
        for space in 0..=MAT.top {
            let ground = if space == MAT.top {
                look::TOP
            } else if MAT.marked.contains(&space) {
                look::MARKED
            } else {
                look::SPACE
            };
            let cell = rounded_rect(
                x + 1.0,
                g.space_y(space) + 1.0,
                g.col_w - 2.0,
                ROW - 2.0,
                3.0,
            );
            canvas.fill(cell, ground);
        }
    }
    // The power tokens on the marked spaces; a preview keeps the pouch's draw hidden.
    for (i, token) in view.marks.iter().enumerate() {
        let (column, space) = MAT.marked_spot(i);
        let (cx, cy) = (
            g.column_x(column) + g.col_w / 2.0,
            g.space_y(space) + ROW / 2.0,
        );
        let drawn = touched.drawn.contains(&(column, space));
        if drawn && accent.preview {
            let (w, h) = token_size(TOKEN_TEXT);
            let pill = rounded_rect(cx - w / 2.0, cy - h / 2.0, w, h, h * 0.3);
            canvas.stroke_dashed(pill.as_ref(), PAPER, 1.2, 3.0, 2.5, 0.0);
            canvas.text("?", cx, cy, Style::new(TOKEN_TEXT + 1.0, PAPER))?;
            continue;
        }
        let Some(token) = token else {
            continue;
        };
        look::token(canvas, *token, cx, cy, TOKEN_TEXT, lang)?;
        if drawn {
            let (w, h) = token_size(TOKEN_TEXT);
            let pill = rounded_rect(
                cx - w / 2.0 - 2.0,
                cy - h / 2.0 - 2.0,
                w + 4.0,
                h + 4.0,
                h * 0.4,
            );
            accent.ring(canvas, pill.as_ref(), 1.6);
        }
    }
    let size = g.stone_size();
    for trip in &touched.stones {
        let from = g.stone(trip.column, trip.element, trip.from);
        let to = g.stone(trip.column, trip.element, trip.to);
        let dir = if trip.to > trip.from { 1.0 } else { -1.0 };
        let trail = line(
            (from.0, from.1 - dir * size * 0.55),
            (to.0, to.1 + dir * size * 0.55),
        );
        canvas.stroke(trail.as_ref(), accent.colour.with_alpha(170), 2.0);
        look::ghost(canvas, trip.element, from.0, from.1, size, accent.colour);
    }
    for column in 0..COLUMNS {
        for element in Element::ALL {
            let space = view.stones[column][element.index()].min(MAT.top);
            let (x, y) = g.stone(column, element, space);
            look::stone(canvas, element, x, y, size);
        }
    }
    for trip in &touched.stones {
        let (x, y) = g.stone(trip.column, trip.element, trip.to.min(MAT.top));
        accent.ring(canvas, circle(x, y, size * 0.78).as_ref(), 1.8);
    }
    Ok(())
}
