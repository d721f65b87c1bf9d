//! The legend under the panel: each mark of the board drawn small, with what it means in
//! the words of the rulebook.

use crate::engines::rivality::Side;
use crate::i18n::Lang;
use crate::tr;

use super::canvas::{circle, polygon, rounded_rect, Canvas};
use super::golems;
use super::palette::{side_style, INK, MUTED, PAPER, RANGE, SHIELD};
use super::panel::wrap;
use super::text::{Align, Style};
use super::tile_art;
use super::RenderError;

const SIZE: f32 = 14.0;
const LINE: f32 = 20.0;
/// The icon's column, then the words.
const ICON: f32 = 30.0;

#[derive(Clone, Copy)]
enum Icon {
    Rim,
    Contested,
    Entrenched,
    Wizard,
    Spell,
    Shield,
    Broken,
    Delayed,
    Waiting,
}

fn entries(expert: bool, lang: Lang) -> Vec<(Icon, String)> {
    let mut list = vec![
        (Icon::Rim, tr!(lang, "picture-legend-rim")),
        (Icon::Contested, tr!(lang, "picture-legend-contested")),
        (Icon::Entrenched, tr!(lang, "picture-legend-entrenched")),
        (Icon::Wizard, tr!(lang, "picture-legend-wizard")),
        (Icon::Spell, tr!(lang, "picture-legend-spell")),
        (Icon::Shield, tr!(lang, "picture-legend-shield")),
        (Icon::Broken, tr!(lang, "picture-legend-broken")),
    ];
    if expert {
        list.push((Icon::Delayed, tr!(lang, "picture-legend-delayed")));
        list.push((Icon::Waiting, tr!(lang, "picture-legend-waiting")));
    }
    list
}

fn lines(expert: bool, lang: Lang, width: f32) -> Result<Vec<(Option<Icon>, String)>, RenderError> {
    let mut out = Vec::new();
    for (icon, words) in entries(expert, lang) {
        let wrapped = wrap(&[words], SIZE, width - ICON)?;
        for (i, line) in wrapped.into_iter().enumerate() {
            out.push(((i == 0).then_some(icon), line));
        }
    }
    Ok(out)
}

pub fn height(expert: bool, lang: Lang, width: f32) -> Result<f32, RenderError> {
    Ok(LINE * lines(expert, lang, width)?.len() as f32)
}

/// Draws the legend from `(x, y)` (the middle of its first line), `width` wide.
pub fn draw(
    canvas: &mut Canvas,
    expert: bool,
    lang: Lang,
    x: f32,
    y: f32,
    width: f32,
) -> Result<(), RenderError> {
    let style = Style::new(SIZE, MUTED).align(Align::Left);
    let mut y = y;
    for (icon, line) in lines(expert, lang, width)? {
        if let Some(icon) = icon {
            draw_icon(canvas, icon, x + ICON / 2.0 - 3.0, y);
        }
        canvas.text(&line, x + ICON, y, style)?;
        y += LINE;
    }
    Ok(())
}

fn draw_icon(canvas: &mut Canvas, icon: Icon, x: f32, y: f32) {
    let r = 8.0;
    let square = || rounded_rect(x - r, y - r, 2.0 * r, 2.0 * r, 3.0);
    let salmon = side_style(Side::SALMON).colour;
    let purple = side_style(Side::PURPLE).colour;
    match icon {
        Icon::Rim => {
            canvas.stroke(square().as_ref(), INK, 5.0);
            canvas.stroke(square().as_ref(), salmon, 3.0);
        }
        Icon::Contested => {
            canvas.stroke(square().as_ref(), INK, 5.0);
            canvas.stroke(square().as_ref(), PAPER, 3.0);
            canvas.stroke_dashed(square().as_ref(), salmon, 3.0, 4.0, 4.0, 0.0);
            canvas.stroke_dashed(square().as_ref(), purple, 3.0, 4.0, 4.0, 4.0);
        }
        Icon::Entrenched => {
            canvas.stroke(square().as_ref(), INK, 6.0);
            canvas.stroke(square().as_ref(), salmon, 4.0);
            canvas.stroke(square().as_ref(), INK, 1.0);
        }
        Icon::Wizard => golems::wizard(canvas, Side::TEAL, x, y, 20.0),
        Icon::Spell => {
            let strip = rounded_rect(x - 11.0, y - 7.0, 22.0, 14.0, 2.0);
            canvas.fill(strip, PAPER.with_alpha(235));
            canvas.fill(rounded_rect(x - 10.0, y - 6.0, 12.0, 12.0, 2.0), INK);
            let d = 3.0;
            let (dx, dy) = (x + 6.0, y);
            let diamond = [
                (dx, dy - d * 1.6),
                (dx + d, dy),
                (dx, dy + d * 1.6),
                (dx - d, dy),
            ];
            canvas.fill(polygon(&diamond), RANGE);
        }
        Icon::Shield => tile_art::shield(canvas, x, y, 18.0, SHIELD, false),
        Icon::Broken => tile_art::shield(canvas, x, y, 18.0, SHIELD, true),
        Icon::Delayed => {
            let strip = rounded_rect(x - 11.0, y - 7.0, 22.0, 14.0, 2.0);
            canvas.fill(strip.clone(), PAPER.with_alpha(235));
            canvas.stroke_dashed(strip.as_ref(), INK, 1.5, 3.0, 2.0, 0.0);
        }
        Icon::Waiting => {
            let ring = circle(x, y, r);
            canvas.stroke(ring.as_ref(), INK, 3.5);
            canvas.stroke_dashed(ring.as_ref(), PAPER, 2.0, 3.5, 2.5, 0.0);
        }
    }
}
