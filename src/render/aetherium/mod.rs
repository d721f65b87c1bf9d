//! An Aetherium game as a picture, drawn from what a viewer may see ([`SeatView`]: the
//! pouch only as a count): the four columns and their stones, the power tokens on the mat
//! and in each hand, both sides' action spaces with their pawns and blocks, the Aether
//! track, the round, who acts and their pawns left; the highlighted move, a preview, a
//! game given up and a game won.
//!
//! One design, a phone screen wide ([`geometry::WIDTH`]): [`Format::Phone`] puts the words
//! under the mat and draws everything twice the design size; [`Format::Wide`] puts them
//! beside it at one and a half times.

mod columns;
pub(super) mod geometry;
pub(super) mod look;
mod panel;
mod players;
mod spaces;
mod touched;
mod track;
pub(super) mod words;

use crate::i18n::Lang;
use crate::tr;
use tiny_skia::Transform;

use crate::engines::aetherium::mat::MAT;
use crate::engines::aetherium::{Event, Pawn, Seat, SeatView};

use super::canvas::Canvas;
use super::palette::{BACKGROUND, MUTED, PAPER, PREVIEW};
use super::text::{Align, Style};
use super::{png, Format, RenderError, Resignation, MAX_SIDE, MAX_TALL};
use geometry::{Geometry, PAD, WIDTH};
use players::Standing;
use touched::Touched;

/// The phone layout's scale: a picture shown 400 px wide keeps the design's sizes, and a
/// sharp screen gets twice the pixels.
pub const PHONE_SCALE: f32 = 2.0;
/// The wide layout's scale, for a computer's screen.
pub const WIDE_SCALE: f32 = 1.5;
/// The words' width beside the mat (wide layout).
const SIDE_PANEL: f32 = 360.0;

/// Everything an Aetherium picture shows.
#[derive(Clone, Copy, Debug)]
pub struct AetheriumPicture<'a> {
    /// The game as the viewer may see it (`Game::view`).
    pub view: &'a SeatView,
    /// The players' names, by seat.
    pub names: &'a [String],
    /// What the highlighted move did: the last move, or a candidate one when `preview`.
    pub last_events: &'a [Event],
    /// `view` is the state after a candidate move that is not confirmed yet: the tokens a
    /// round's end would draw from the pouch stay hidden.
    pub preview: bool,
    pub format: Format,
    /// The language of the words drawn.
    pub lang: Lang,
}

/// The picture's width in pixels for `format`, whatever the game shows.
pub fn width(format: Format) -> u32 {
    match format {
        Format::Phone => (WIDTH * PHONE_SCALE).ceil() as u32,
        Format::Wide => ((WIDTH + SIDE_PANEL) * WIDE_SCALE).ceil() as u32,
    }
}

pub fn render_aetherium(picture: &AetheriumPicture) -> Result<Vec<u8>, RenderError> {
    draw(picture, None)
}

/// The game as it stood when `resignation` ended it, the words saying who gave up and who
/// wins.
pub fn render_aetherium_resigned(
    picture: &AetheriumPicture,
    resignation: Resignation,
) -> Result<Vec<u8>, RenderError> {
    draw(picture, Some(resignation))
}

pub(crate) use super::accent::Accent;

/// Whether `seat` has used `pawn` this round, on a space or on a pass.
pub(crate) fn pawn_used(view: &SeatView, seat: Seat, pawn: Pawn) -> bool {
    let s = usize::from(seat & 1);
    view.passed[s].contains(&pawn) || view.spaces[s].iter().any(|stack| stack.contains(&pawn))
}

fn draw(picture: &AetheriumPicture, resigned: Option<Resignation>) -> Result<Vec<u8>, RenderError> {
    let view = picture.view;
    let touched = Touched::of(picture.last_events);
    let accent = Accent::new(picture.preview);
    let over = view.outcome.is_some() || resigned.is_some();
    let used = |seat: Seat| usize::from(touched.used.is_some_and(|(who, _)| who == seat));
    let items = [0u8, 1].map(|seat| view.hands[usize::from(seat)].len() + used(seat));
    let g = Geometry::new(items);

    let status = status(picture, resigned);
    let (panel_w, scale) = match picture.format {
        Format::Phone => (WIDTH, PHONE_SCALE),
        Format::Wide => (SIDE_PANEL, WIDE_SCALE),
    };
    let panel = panel::Panel::new(&status, picture.preview, picture.lang, panel_w)?;
    let (design_w, design_h) = match picture.format {
        Format::Phone => (WIDTH, g.height + panel.height()),
        Format::Wide => (WIDTH + SIDE_PANEL, g.height.max(panel.height())),
    };
    let (w, h) = (
        (design_w * scale).ceil() as u32,
        (design_h * scale).ceil() as u32,
    );
    let limit = match picture.format {
        Format::Phone => MAX_TALL,
        Format::Wide => MAX_SIDE,
    };
    if w > MAX_SIDE || h > limit {
        return Err(RenderError::Size {
            width: w,
            height: h,
        });
    }
    let mut canvas = Canvas::new(w, h, BACKGROUND)?;
    canvas.transform = Transform::from_scale(scale, scale);

    header(&mut canvas, &g, view, picture, &touched)?;
    columns::draw(&mut canvas, &g, view, &touched, accent, picture.lang)?;
    spaces::draw(&mut canvas, &g, view, &touched, accent, picture.lang)?;
    track::draw(&mut canvas, &g, view, &touched, accent)?;
    for seat in [0u8, 1] {
        let standing = if let Some(r) = resigned {
            if r.seat == seat {
                Standing::GaveUp
            } else {
                Standing::Winner
            }
        } else if let Some(outcome) = view.outcome {
            if outcome.winner == seat {
                Standing::Winner
            } else {
                Standing::Waiting
            }
        } else if view.turn == seat && !over {
            Standing::ToAct
        } else {
            Standing::Waiting
        };
        players::draw(
            &mut canvas,
            &g,
            view,
            seat,
            picture.names,
            standing,
            &touched,
            accent,
            picture.lang,
        )?;
    }

    let (px, py, ph) = match picture.format {
        Format::Phone => (0.0, g.height, panel.height()),
        Format::Wide => (WIDTH, 0.0, design_h),
    };
    canvas.transform = Transform::from_row(scale, 0.0, 0.0, scale, px * scale, py * scale);
    panel.draw(&mut canvas, panel_w, ph, accent)?;
    png::encode(&canvas)
}

/// The title (or, for a preview, a warning that the move is not played yet), the round,
/// and what is left in the pouch (counted as it was before a previewed round's end drew
/// from it).
fn header(
    canvas: &mut Canvas,
    g: &Geometry,
    view: &SeatView,
    picture: &AetheriumPicture,
    touched: &Touched,
) -> Result<(), RenderError> {
    let (preview, lang) = (picture.preview, picture.lang);
    let y = g.header_y();
    if preview {
        let style = Style::new(15.0, PREVIEW).align(Align::Left);
        canvas.text(&tr!(lang, "picture-preview"), PAD, y, style)?;
    } else {
        // The game's name, the same in every language.
        let style = Style::new(22.0, PAPER).align(Align::Left);
        canvas.text("Aetherium", PAD, y, style)?;
    }
    let pouch = view.pouch.len() + if preview { touched.drawn.len() } else { 0 };
    let words = tr!(
        lang,
        "picture-aetherium-round",
        round = view.round,
        rounds = MAT.rounds,
        pouch = pouch
    );
    let style = Style::new(13.0, MUTED).align(Align::Right);
    canvas.text(&words, WIDTH - PAD, y, style)?;
    Ok(())
}

/// The panel's statements: the highlighted move, then how the game ended or whose turn.
fn status(picture: &AetheriumPicture, resigned: Option<Resignation>) -> Vec<String> {
    let view = picture.view;
    let (names, lang) = (picture.names, picture.lang);
    let mut lines = words::last_move(picture.last_events, names, picture.preview, lang);
    if let Some(r) = resigned {
        lines.extend(words::resigned(r, names, lang));
    } else if let Some(outcome) = &view.outcome {
        lines.extend(words::finished(outcome, view.aether, names, lang));
    } else if !picture.preview || lines.is_empty() {
        // Not after a preview's caption: it says whose move it is, and the view, already
        // past the move, would name the other player.
        let left = Pawn::ALL
            .into_iter()
            .filter(|p| !pawn_used(view, view.turn, *p))
            .count();
        lines.push(words::to_play(view.turn, left, names, lang));
    }
    lines
}
