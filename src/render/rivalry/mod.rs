//! A Rivalry game as a picture of the Isle of Cannebar, drawn from what a viewer may see
//! ([`SeatView`]: the deck only as a count): the land, mountains with Mount Aedana, the
//! greyed coast, the Border Lake and the thick grey border; the cities named in their
//! owner's colour and shape, the capitals starred and a crown where each leader is; each
//! tile's armies and cavalry apart; the highlighted events (a move, or a whole turn) as
//! arrows with how many and assaults with their dice; the round, whose turn and what they
//! do, cards drawn and turns to lose. Also one side's set-up (its own half only) and the
//! Isle while the set-ups are awaited.
//!
//! One design, a phone screen wide ([`geometry::WIDTH`]): [`Format::Phone`] puts the words
//! under the map and draws everything twice the design size; [`Format::Wide`] puts them
//! beside it at one and a half times.

mod arrows;
mod cities;
pub mod geometry;
mod highlights;
mod isle;
pub mod layout;
mod look;
mod marks;
mod paint;
mod panel;
mod setup;
mod touched;
mod words;

use tiny_skia::Transform;

use crate::engines::rivalry::{map, Ending, Event, Move, SeatView, Setup, Side, Units};
use crate::i18n::Lang;

use super::canvas::{Canvas, Colour};
use super::palette::{BACKGROUND, MUTED, PAPER, PREVIEW};
use super::text::{Align, Style};
use super::{png, Format, RenderError, Resignation, MAX_SIDE, MAX_TALL};
use cities::Cities;
use geometry::{Geometry, HEADER, PAD, WIDTH};
use layout::{Layout, MapContent};
use panel::{Panel, SideCard};
use touched::Touched;

pub use look::{side_look, SideLook, ASSAULT};
pub use setup::{
    render_rivalry_setup, render_rivalry_waiting, rivalry_setup_layout, rivalry_waiting_layout,
};

/// The phone layout's scale: a picture shown 400 px wide keeps the design's sizes, and a
/// sharp screen gets twice the pixels.
pub const PHONE_SCALE: f32 = 2.0;
/// The wide layout's scale, for a computer's screen.
pub const WIDE_SCALE: f32 = 1.5;
/// The words' width beside the map (wide layout).
const SIDE_PANEL: f32 = 360.0;

/// Everything a Rivalry picture shows.
#[derive(Clone, Copy, Debug)]
pub struct RivalryPicture<'a> {
    /// The game as the viewer may see it (`Game::view`).
    pub view: &'a SeatView,
    /// The players' names, by side (the Republic's first).
    pub names: &'a [String],
    /// What the highlighted move (or turn) did: played, or a candidate one when `preview`.
    pub last_events: &'a [Event],
    /// A candidate move whose outcome only the dice would tell (its notation): drawn as
    /// intended over `view`, the state before it, with none of its dice.
    pub planned: Option<(&'a Move, &'a str)>,
    /// The highlight is a move not confirmed yet.
    pub preview: bool,
    pub format: Format,
    pub lang: Lang,
}

/// One side's secret set-up, for its own set-up panel: its own nation only.
#[derive(Clone, Copy, Debug)]
pub struct SetupPicture<'a> {
    pub side: Side,
    pub setup: &'a Setup,
    pub names: &'a [String],
    pub format: Format,
    pub lang: Lang,
}

/// The picture's width in pixels for `format`, whatever the game shows.
pub fn width(format: Format) -> u32 {
    match format {
        Format::Phone => (WIDTH * PHONE_SCALE).ceil() as u32,
        Format::Wide => ((WIDTH + SIDE_PANEL) * WIDE_SCALE).ceil() as u32,
    }
}

pub(crate) use super::accent::Accent;

pub fn render_rivalry(picture: &RivalryPicture) -> Result<Vec<u8>, RenderError> {
    board(picture, None, |scene| {
        compose(picture.format, picture.lang, scene)
    })
}

/// Where everything on `picture`'s map goes, as [`render_rivalry`] draws it.
pub fn rivalry_layout(picture: &RivalryPicture) -> Result<Layout, RenderError> {
    board(picture, None, |scene| scene.layout(picture.lang))
}

/// The game as it stood when `resignation` ended it (its seat: the side's index), the
/// words saying who gave up and who wins.
pub fn render_rivalry_resigned(
    picture: &RivalryPicture,
    resignation: Resignation,
) -> Result<Vec<u8>, RenderError> {
    board(picture, Some(resignation), |scene| {
        compose(picture.format, picture.lang, scene)
    })
}

/// Where each leader is: at home, or at the interim capital; none for one caught.
fn leaders(view: &SeatView) -> Vec<(Side, crate::engines::rivalry::SiteId)> {
    Side::BOTH
        .into_iter()
        .filter(|side| {
            !view.outcome.is_some_and(|o| {
                o.winner == Some(side.other())
                    && matches!(o.ending, Ending::LeaderCaught | Ending::InterimCapitalTaken)
            })
        })
        .map(|side| {
            (
                side,
                view.interim[side.index()].unwrap_or(view.capital[side.index()]),
            )
        })
        .collect()
}

/// The scene of `picture`, handed to `finish` (drawn, or laid out only).
fn board<R>(
    picture: &RivalryPicture,
    resigned: Option<Resignation>,
    finish: impl FnOnce(Scene) -> Result<R, RenderError>,
) -> Result<R, RenderError> {
    let view = picture.view;
    let lang = picture.lang;
    let names = picture.names;
    let accent = Accent::new(picture.preview);
    let touched = match picture.planned {
        Some((mv, _)) => Touched::planned(view.turn, mv),
        None => Touched::of(picture.last_events),
    };
    let over = view.outcome.is_some() || resigned.is_some();

    let mut status: Vec<(String, Colour)> = Vec::new();
    let told = match picture.planned {
        Some((_, notation)) => words::planned(lang, names, view.turn, notation),
        None => words::events(lang, names, picture.last_events, picture.preview),
    };
    let tint = if picture.preview { PREVIEW } else { PAPER };
    status.extend(told.iter().map(|l| (l.clone(), tint)));
    if let Some(r) = resigned {
        let side = if r.seat == 0 {
            Side::Republic
        } else {
            Side::Kingdom
        };
        status.push((words::resigned(lang, names, side, r.forfeit), PAPER));
    } else if let Some(outcome) = &view.outcome {
        status.push((words::finished(lang, names, outcome), PAPER));
        if let Some(why) = words::round_limit_reason(lang, view) {
            status.push((why, PAPER));
        }
    } else if !picture.preview || told.is_empty() {
        status.push((words::to_play(lang, names, view), PAPER));
    }

    let leaders = leaders(view);
    let cards = Side::BOTH
        .into_iter()
        .map(|side| {
            let units = view.units[side.index()]
                .iter()
                .fold(Units::NONE, |a, u| a.plus(*u));
            let cities = view.owner.iter().filter(|o| **o == Some(side)).count();
            let mut lines = vec![words::forces(lang, cities, units)];
            let leader = words::leader(lang, side);
            lines.push(match leaders.iter().find(|(s, _)| *s == side) {
                None => crate::tr!(lang, "picture-rivalry-leader-caught", leader = leader),
                Some((_, seat)) if view.interim[side.index()].is_some() => crate::tr!(
                    lang,
                    "picture-rivalry-leader-exile",
                    leader = leader,
                    city = words::city(*seat)
                ),
                Some((_, seat)) => crate::tr!(
                    lang,
                    "picture-rivalry-leader-home",
                    leader = leader,
                    city = words::city(*seat)
                ),
            });
            let mut pending = Vec::new();
            if view.lost_turns[side.index()] > 0 {
                pending.push(crate::tr!(
                    lang,
                    "picture-rivalry-lost-turns",
                    count = view.lost_turns[side.index()]
                ));
            }
            if view.sabotage[side.index()] > 0 {
                pending.push(crate::tr!(
                    lang,
                    "picture-rivalry-sabotage",
                    count = view.sabotage[side.index()]
                ));
            }
            if !pending.is_empty() {
                lines.push(pending.join(" · "));
            }
            SideCard {
                side,
                title: words::player(lang, names, side),
                lines,
                to_act: !over && view.turn == side,
            }
        })
        .collect();
    let footer = vec![words::deck(lang, view)];

    let cities = Cities {
        owner: view.owner.clone(),
        capitals: Side::BOTH
            .into_iter()
            .map(|s| (s, view.capital[s.index()]))
            .collect(),
        leaders,
        shown: None,
        ids: false,
    };
    let units = [
        (Side::Republic, view.units[0].as_slice()),
        (Side::Kingdom, view.units[1].as_slice()),
    ];
    let right = words::round(lang, view.round);
    let title = if picture.preview {
        (crate::tr!(lang, "picture-rivalry-preview"), PREVIEW, 15.0)
    } else {
        (crate::tr!(lang, "picture-rivalry-title"), PAPER, 20.0)
    };
    finish(Scene {
        title,
        right,
        dim: None,
        cities: &cities,
        units: &units,
        touched: &touched,
        accent,
        status: &status,
        cards,
        footer: &footer,
    })
}

/// What one picture draws, whichever it is.
struct Scene<'a> {
    /// The title: its words, colour and size.
    title: (String, Colour, f32),
    /// The words at the header's right: the round.
    right: String,
    /// A nation's half greyed: the other side's, on a set-up.
    dim: Option<Side>,
    cities: &'a Cities,
    units: &'a [(Side, &'a [Units])],
    touched: &'a Touched,
    accent: Accent,
    status: &'a [(String, Colour)],
    cards: Vec<SideCard>,
    footer: &'a [String],
}

impl Scene<'_> {
    fn layout(&self, lang: Lang) -> Result<Layout, RenderError> {
        let content = MapContent {
            cities: self.cities,
            units: self.units,
            touched: self.touched,
            dim: self.dim,
        };
        Layout::new(&Geometry::new(), &content, lang)
    }
}

fn compose(format: Format, lang: Lang, scene: Scene) -> Result<Vec<u8>, RenderError> {
    let g = Geometry::new();
    let layout = scene.layout(lang)?;
    let (panel_w, scale) = match format {
        Format::Phone => (WIDTH, PHONE_SCALE),
        Format::Wide => (SIDE_PANEL, WIDE_SCALE),
    };
    let panel = Panel::new(
        scene.status,
        scene.cards,
        scene.footer,
        &layout.legend,
        panel_w,
        lang,
    )?;
    let (design_w, design_h) = match format {
        Format::Phone => (WIDTH, g.height + panel.height()),
        Format::Wide => (WIDTH + SIDE_PANEL, g.height.max(panel.height())),
    };
    let (w, h) = (
        (design_w * scale).ceil() as u32,
        (design_h * scale).ceil() as u32,
    );
    let limit = match format {
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

    let (text, colour, size) = &scene.title;
    canvas.text(
        text,
        PAD + 4.0,
        HEADER / 2.0,
        Style::new(*size, *colour).align(Align::Left),
    )?;
    let right = super::panel::fit(&scene.right, 12.0, WIDTH / 2.0)?;
    canvas.text(
        &right,
        WIDTH - PAD - 4.0,
        HEADER / 2.0,
        Style::new(12.0, MUTED).align(Align::Right),
    )?;
    isle::draw(&mut canvas, &g, scene.dim, &layout)?;
    cities::draw_empty_sites(&mut canvas, &g, scene.cities);
    marks::draw(&mut canvas, &g, scene.touched, &layout.arrows, scene.accent);
    paint::draw(&mut canvas, &layout, scene.accent)?;

    let (px, py, ph) = match format {
        Format::Phone => (0.0, g.height, panel.height()),
        Format::Wide => (WIDTH, 0.0, design_h),
    };
    canvas.transform = Transform::from_row(scale, 0.0, 0.0, scale, px * scale, py * scale);
    panel.draw(&mut canvas, panel_w, ph, scene.accent)?;
    png::encode(&canvas)
}
