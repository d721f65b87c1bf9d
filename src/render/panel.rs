//! The side panel: each side with its seats, golems in supply, tiles in stack and score;
//! whose turn it is; at the end the final scores and the winner; the viewer's own hand.

use crate::engines::rivality::{Facing, Side, TileId};
use crate::i18n::Lang;
use crate::tr;

use super::canvas::{circle, polygon, rounded_rect, Canvas};
use super::legend;
use super::palette::{side_style, Shape, INK, LAST_MOVE, MUTED, PANEL, PAPER};
use super::text::{self, Align, Style};
use super::tile_art::{self, Frame};
use super::RenderError;

/// What the panel says, from any mode of the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PanelScene {
    pub title: String,
    /// A line under the title (rules variant, preview warning).
    pub subtitle: Option<String>,
    pub sides: Vec<SideSummary>,
    /// What the scores are: "if the game ended now" or "final".
    pub score_caption: String,
    /// Whose turn it is, or how the game ended.
    pub status: Vec<String>,
    /// The viewer's own hand; empty for the public picture.
    pub hand: Vec<TileId>,
    /// The legend explains the marks of the Expert rules too.
    pub expert: bool,
    /// The highlighted move's words on the board, one of each kind: the legend explains
    /// them too.
    pub tags: Vec<super::board::tags::Tag>,
    /// The language of the panel's own words (the legend, the cards' facts).
    pub lang: Lang,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SideSummary {
    pub side: Side,
    /// "Salmon", "Team purple", "Suramun"...
    pub label: String,
    pub seats: Vec<SeatLine>,
    pub supply: u8,
    pub stack: Option<u8>,
    pub score: i16,
    pub winner: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatLine {
    pub name: String,
    /// This seat must act now.
    pub to_act: bool,
    pub hand: Option<u8>,
    pub viewer: bool,
}

/// The panel's width beside the board, and under it in the phone layout (where it is
/// then scaled to the board's width).
pub const WIDTH: f32 = 360.0;
pub const PHONE_WIDTH: f32 = 400.0;
const PAD: f32 = 18.0;
const SEAT_LINE: f32 = 28.0;
const HAND_TILE: f32 = 96.0;

fn card_height(side: &SideSummary) -> f32 {
    74.0 + SEAT_LINE * side.seats.len() as f32
}

const STATUS_SIZE: f32 = 19.0;
/// The smallest a side's label is drawn to fit its card.
pub const LABEL_SMALLEST: f32 = 16.0;
/// Between two statements (the last move, whose turn it is), so that each reads apart
/// when one wraps.
const STATUS_GAP: f32 = 8.0;

/// The panel's height when it is `width` wide.
pub fn height(scene: &PanelScene, width: f32) -> Result<f32, RenderError> {
    let text_width = width - 2.0 * PAD;
    let mut h = PAD + 40.0 + if scene.subtitle.is_some() { 26.0 } else { 0.0 };
    h += 30.0;
    h += scene
        .sides
        .iter()
        .map(|s| card_height(s) + 12.0)
        .sum::<f32>();
    h += 12.0 + 26.0 * wrap(&scene.status, STATUS_SIZE, text_width)?.len() as f32;
    h += STATUS_GAP * scene.status.len().saturating_sub(1) as f32;
    if !scene.hand.is_empty() {
        h += 40.0 + HAND_TILE + 28.0;
    }
    Ok(h + 14.0 + legend::height(scene.expert, &scene.tags, scene.lang, text_width)? + PAD)
}

/// Draws the panel `width` wide and `h` high with its left edge at `x0`.
pub fn draw(
    canvas: &mut Canvas,
    scene: &PanelScene,
    x0: f32,
    width: f32,
    h: f32,
) -> Result<(), RenderError> {
    canvas.fill(super::canvas::rect(x0, 0.0, width, h), PANEL);
    let left = x0 + PAD;
    let right = x0 + width - PAD;
    let text_width = right - left;
    let mut y = PAD + 16.0;
    canvas.text(
        &scene.title,
        left,
        y,
        Style::new(28.0, PAPER).align(Align::Left),
    )?;
    y += 30.0;
    if let Some(sub) = &scene.subtitle {
        canvas.text(sub, left, y, Style::new(17.0, LAST_MOVE).align(Align::Left))?;
        y += 26.0;
    }
    y += 4.0;
    canvas.text(
        &scene.score_caption,
        right,
        y,
        Style::new(14.0, MUTED).align(Align::Right),
    )?;
    y += 22.0;
    for side in &scene.sides {
        card(canvas, side, scene.lang, left, y, right - left)?;
        y += card_height(side) + 12.0;
    }
    y += 14.0;
    for (i, status) in scene.status.iter().enumerate() {
        if i > 0 {
            y += STATUS_GAP;
        }
        for line in wrap(std::slice::from_ref(status), STATUS_SIZE, text_width)? {
            canvas.text(
                &line,
                left,
                y,
                Style::new(STATUS_SIZE, PAPER).align(Align::Left),
            )?;
            y += 26.0;
        }
    }
    if !scene.hand.is_empty() {
        y += 14.0;
        canvas.text(
            &tr!(scene.lang, "picture-your-hand"),
            left,
            y,
            Style::new(18.0, MUTED).align(Align::Left),
        )?;
        y += 20.0;
        for (i, tile) in scene.hand.iter().enumerate() {
            let cx = left + HAND_TILE / 2.0 + i as f32 * (HAND_TILE + 14.0);
            let frame = Frame {
                cx,
                cy: y + HAND_TILE / 2.0,
                size: HAND_TILE,
                facing: Facing::North,
            };
            tile_art::face(canvas, *tile, frame, Default::default(), None)?;
            let label = Style::new(15.0, PAPER);
            canvas.text(&tile.to_string(), cx, y + HAND_TILE + 14.0, label)?;
        }
        y += HAND_TILE + 28.0;
    }
    legend::draw(
        canvas,
        scene.expert,
        &scene.tags,
        scene.lang,
        left,
        y + 14.0,
        text_width,
    )
}

/// One side: its colour and shape, its seats, its supply, stack and score.
fn card(
    canvas: &mut Canvas,
    side: &SideSummary,
    lang: Lang,
    x: f32,
    y: f32,
    w: f32,
) -> Result<(), RenderError> {
    let style = side_style(side.side);
    let h = card_height(side);
    canvas.fill(rounded_rect(x, y, w, h, 10.0), PANEL.mix(PAPER, 0.08));
    canvas.fill(rounded_rect(x, y, 8.0, h, 4.0), style.colour);
    let mark_x = x + 32.0;
    let head_y = y + 22.0;
    mark(canvas, side.side, mark_x, head_y, 24.0);
    let score = tr!(lang, "picture-vp", score = side.score);
    let score_style = Style::new(23.0, PAPER).align(Align::Right);
    let score_w = canvas.text(&score, x + w - 12.0, head_y, score_style)?;
    let mut room = w - 76.0 - score_w;
    if side.winner {
        super::emblems::star(canvas, x + w - 27.0 - score_w, head_y, 12.0, LAST_MOVE);
        room -= 26.0;
    }
    // A language's longer label ("Camp turquoise") a little smaller rather than cut.
    let size = fitting_size(&side.label, 20.0, room)?.max(LABEL_SMALLEST);
    let label = fit(&side.label, size, room)?;
    canvas.text(
        &label,
        mark_x + 20.0,
        head_y,
        Style::new(size, PAPER).align(Align::Left),
    )?;
    let mut line_y = head_y + 30.0;
    for seat in &side.seats {
        let colour = if seat.to_act { LAST_MOVE } else { PAPER };
        if seat.to_act {
            let tri = [
                (x + 18.0, line_y - 7.0),
                (x + 30.0, line_y),
                (x + 18.0, line_y + 7.0),
            ];
            canvas.fill(polygon(&tri), LAST_MOVE);
        }
        let mut extra = String::new();
        if let Some(n) = seat.hand {
            extra = tr!(lang, "picture-in-hand", count = n);
        }
        let extra_w = text::width(&extra, 15.0)?;
        let name = if seat.viewer {
            tr!(lang, "picture-you", name = seat.name.as_str())
        } else {
            seat.name.clone()
        };
        let name = fit(&name, 19.0, w - 56.0 - extra_w)?;
        canvas.text(
            &name,
            x + 38.0,
            line_y,
            Style::new(19.0, colour).align(Align::Left),
        )?;
        canvas.text(
            &extra,
            x + w - 12.0,
            line_y,
            Style::new(15.0, MUTED).align(Align::Right),
        )?;
        line_y += SEAT_LINE;
    }
    let mut facts = tr!(lang, "picture-in-supply", count = side.supply);
    if let Some(stack) = side.stack {
        facts = tr!(lang, "picture-in-stack", facts = facts, count = stack);
    }
    let facts = fit(&facts, 15.0, w - 30.0)?;
    canvas.text(
        &facts,
        x + 20.0,
        line_y - 2.0,
        Style::new(15.0, MUTED).align(Align::Left),
    )?;
    Ok(())
}

/// A side's shape in its colour, as on its golems.
pub fn mark(canvas: &mut Canvas, side: Side, x: f32, y: f32, size: f32) {
    let style = side_style(side);
    let r = size / 2.0;
    let path = match style.shape {
        Shape::Circle => circle(x, y, r),
        Shape::Square => rounded_rect(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8, r * 0.2),
        Shape::Triangle => polygon(&[
            (x, y - r * 1.15),
            (x + r * 1.2, y + r * 0.85),
            (x - r * 1.2, y + r * 0.85),
        ]),
    };
    canvas.token(path, style.colour, INK, 1.5);
}

/// The lines broken at spaces to fit `max` pixels (a word too long is cut).
pub fn wrap(lines: &[String], size: f32, max: f32) -> Result<Vec<String>, RenderError> {
    let mut out = Vec::new();
    for line in lines {
        let mut current = String::new();
        for word in line.split(' ') {
            let candidate = if current.is_empty() {
                word.to_string()
            } else {
                format!("{current} {word}")
            };
            if current.is_empty() || text::width(&candidate, size)? <= max {
                current = candidate;
            } else {
                out.push(fit(&current, size, max)?);
                current = word.to_string();
            }
        }
        out.push(fit(&current, size, max)?);
    }
    Ok(out)
}

/// The size at which `text` fits `max` pixels: `size`, or smaller for a language's
/// longer word in a box that has one line (a token, a label under a tile).
pub fn fitting_size(text: &str, size: f32, max: f32) -> Result<f32, RenderError> {
    let w = text::width(text, size)?;
    Ok(if w <= max { size } else { size * max / w })
}

/// `text` cut with an ellipsis to fit `max` pixels.
pub fn fit(text: &str, size: f32, max: f32) -> Result<String, RenderError> {
    if text::width(text, size)? <= max {
        return Ok(text.to_string());
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().chain(['…'].iter()).collect();
        if text::width(&candidate, size)? <= max {
            return Ok(candidate);
        }
    }
    Ok(String::new())
}
