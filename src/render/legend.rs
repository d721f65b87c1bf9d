//! The legend under the panel: each mark of the board drawn small, with what it means in
//! the words of the rulebook.

use crate::engines::rivality::Side;
use crate::i18n::Lang;
use crate::tr;

use super::board::tags::{pill_size, Tag, TagKind};
use super::canvas::{circle, polygon, rounded_rect, Canvas};
use super::golems;
use super::highlight;
use super::palette::{side_style, INK, LAST_MOVE, MUTED, PAPER, RANGE, SHIELD};
use super::panel::wrap;
use super::text::{Align, Style};
use super::tile_art;
use super::RenderError;

const SIZE: f32 = 14.0;
const LINE: f32 = 20.0;
/// The icon's column, then the words.
const ICON: f32 = 30.0;

/// The cell size the legend's sample tags are drawn for: their words at [`SIZE`] or so.
const TAG_CELL: f32 = 60.0;

#[derive(Clone)]
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
    /// A word of the highlighted move, as the board shows it.
    Tag(Tag),
}

impl Icon {
    /// The room the icon takes before the words.
    fn room(&self) -> Result<f32, RenderError> {
        match self {
            Icon::Tag(tag) => Ok((pill_size(tag, TAG_CELL)?.0 + 8.0).max(ICON)),
            _ => Ok(ICON),
        }
    }
}

fn entries(expert: bool, tags: &[Tag], lang: Lang) -> Vec<(Icon, String)> {
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
    for tag in tags {
        let words = match tag.what {
            TagKind::Summoned => tr!(lang, "picture-legend-tag-summoned"),
            TagKind::Shielded => tr!(lang, "picture-legend-tag-shielded"),
            TagKind::Lost => tr!(lang, "picture-legend-tag-lost"),
            TagKind::Waits => tr!(lang, "picture-legend-tag-waits"),
            TagKind::SentBack => tr!(lang, "picture-legend-tag-sent-back"),
            TagKind::Siege => tr!(lang, "picture-legend-tag-siege"),
        };
        list.push((Icon::Tag(tag.clone()), words));
    }
    list
}

/// Each line: its icon (on an entry's first line), the room before its words, its words.
type Line = (Option<Icon>, f32, String);

fn lines(expert: bool, tags: &[Tag], lang: Lang, width: f32) -> Result<Vec<Line>, RenderError> {
    let mut out = Vec::new();
    for (icon, words) in entries(expert, tags, lang) {
        let room = icon.room()?;
        let wrapped = wrap(&[words], SIZE, width - room)?;
        for (i, line) in wrapped.into_iter().enumerate() {
            out.push(((i == 0).then(|| icon.clone()), room, line));
        }
    }
    Ok(out)
}

pub fn height(expert: bool, tags: &[Tag], lang: Lang, width: f32) -> Result<f32, RenderError> {
    Ok(LINE * lines(expert, tags, lang, width)?.len() as f32)
}

/// Draws the legend from `(x, y)` (the middle of its first line), `width` wide.
pub fn draw(
    canvas: &mut Canvas,
    expert: bool,
    tags: &[Tag],
    lang: Lang,
    x: f32,
    y: f32,
    width: f32,
) -> Result<(), RenderError> {
    let style = Style::new(SIZE, MUTED).align(Align::Left);
    let mut y = y;
    for (icon, room, line) in lines(expert, tags, lang, width)? {
        match icon {
            Some(Icon::Tag(tag)) => {
                let w = pill_size(&tag, TAG_CELL)?.0;
                highlight::pin(canvas, &tag, (x + w / 2.0, y), LAST_MOVE, TAG_CELL)?;
            }
            Some(icon) => draw_icon(canvas, icon, x + ICON / 2.0 - 3.0, y),
            None => {}
        }
        canvas.text(&line, x + room, y, style)?;
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
        // Drawn by `draw`, which knows their width.
        Icon::Tag(_) => {}
    }
}
