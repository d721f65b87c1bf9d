//! A Magistrar table as a viewer may see it: the arena's two rows of rune rocks with
//! their tokens and pawns, the energy track, each mage's card, and the turn in words.
//!
//! Drawn from a [`SeatView`] (everything but the bags' order) and the engine's events,
//! so that the order of the tokens in a bag never changes a picture. The layout is
//! designed 400 px wide, the width a phone shows a picture at, and drawn
//! [`PHONE_SCALE`] times that ([`Format::Phone`]: one column) or in two columns side by
//! side ([`Format::Wide`]).

mod arena;
mod cards;
mod colours;
mod last_play;
mod legend;
mod pieces;
mod track;
mod words;

use crate::engines::magistrar::numbers::DUELS;
use crate::engines::magistrar::{Arena, Mage, Phase, SeatView};
use crate::i18n::Lang;
use crate::tr;

pub use last_play::{preview_view, LastPlay};

use super::canvas::Canvas;
use super::caption::name;
use super::palette::{BACKGROUND, LAST_MOVE, MUTED, PANEL, PAPER, PREVIEW};
use super::panel::wrap;
use super::rivality::Resignation;
use super::text::{Align, Style};
use super::{png, Format, RenderError};

/// The design's width: one column, as a phone shows it.
pub const COLUMN: f32 = 400.0;
/// The phone picture is drawn this many times its design size, for sharp text.
pub const PHONE_SCALE: f32 = 2.0;
/// The wide picture's two columns are drawn this many times their design size.
pub const WIDE_SCALE: f32 = 1.5;

/// Everything a Magistrar picture shows.
#[derive(Clone, Copy, Debug)]
pub struct MagistrarPicture<'a> {
    /// The game as the viewer may see it (`Game::view`; for a preview, [`preview_view`]).
    pub view: &'a SeatView,
    /// The players' names by seat: white first.
    pub names: &'a [String],
    /// The move to highlight, played or previewed.
    pub last: Option<LastPlay<'a>>,
    /// The game was given up at this position.
    pub resigned: Option<Resignation>,
    pub format: Format,
    /// The language of the words drawn.
    pub lang: Lang,
}

/// The picture as PNG bytes.
pub fn render_magistrar(picture: &MagistrarPicture) -> Result<Vec<u8>, RenderError> {
    let scene = Scene::new(picture)?;
    let (columns, scale) = match picture.format {
        Format::Phone => (1.0, PHONE_SCALE),
        Format::Wide => (2.0, WIDE_SCALE),
    };
    let (left_h, right_h) = (scene.board_height(), scene.panel_height());
    let design_h = if columns > 1.0 {
        left_h.max(right_h)
    } else {
        left_h + right_h
    };
    let width = (COLUMN * columns * scale).ceil() as u32;
    let height = (design_h * scale).ceil() as u32;
    let mut canvas = Canvas::new(width, height, BACKGROUND)?;
    canvas.transform = tiny_skia::Transform::from_scale(scale, scale);
    scene.draw_board(&mut canvas, 0.0, 0.0)?;
    let (x, y) = if columns > 1.0 {
        (COLUMN, 0.0)
    } else {
        (0.0, left_h)
    };
    let panel_h = if columns > 1.0 { design_h } else { right_h };
    canvas.fill(super::canvas::rect(x, y, COLUMN, panel_h), PANEL);
    scene.draw_panel(&mut canvas, x, y)?;
    png::encode(&canvas)
}

const PAD: f32 = 18.0;
const HEADER: f32 = 46.0;
const SUBTITLE: f32 = 24.0;
const STATUS_SIZE: f32 = 17.0;
const STATUS_LINE: f32 = 24.0;
const STATUS_GAP: f32 = 6.0;
const CARD_GAP: f32 = 12.0;

/// What to draw, worked out from the picture.
struct Scene {
    title_right: String,
    subtitle: Option<(String, bool)>,
    arenas: Vec<(Arena, arena::Marks)>,
    bottom: Mage,
    track: [i8; 2],
    cards: Vec<cards::Card>,
    status: Vec<String>,
    golden: bool,
    lang: Lang,
}

impl Scene {
    fn new(picture: &MagistrarPicture) -> Result<Scene, RenderError> {
        let view = picture.view;
        let (names, lang) = (picture.names, picture.lang);
        let preview = picture.last.is_some_and(|l| l.preview);
        let over = view.outcome.is_some() || picture.resigned.is_some();
        let bottom = view.viewer.unwrap_or(Mage::White);
        let accent = if preview {
            (PREVIEW, true)
        } else {
            (LAST_MOVE, false)
        };

        let mut arenas = Vec::new();
        let highlighted = |last: &LastPlay, caption: String| arena::Marks {
            caption,
            pawns: last.pawns(),
            steered: last
                .steered
                .map(|(mage, rock)| (mage, usize::from(rock).saturating_sub(1))),
            accent: Some(accent),
            due: None,
            steer_due: None,
        };
        let steer_due = match view.phase {
            Phase::Steer { mage, encounter } if !over && !preview => {
                Some((mage, usize::from(encounter).saturating_sub(1)))
            }
            _ => None,
        };
        let due = match view.phase {
            Phase::Answer { mage, encounter } if !over && !preview => {
                Some((mage, usize::from(encounter).saturating_sub(1)))
            }
            _ => None,
        };
        // "Game 2 · Duel 3 · in play" in a Grand Mage match.
        let in_game = |caption: String| {
            if view.options.grand_mage {
                let game = view.games.len() + 1;
                tr!(
                    lang,
                    "picture-magistrar-game-prefix",
                    game = game,
                    caption = caption
                )
            } else {
                caption
            }
        };
        match picture.last {
            Some(last) if preview => {
                if let Some(played) = view.arena {
                    let caption = tr!(
                        lang,
                        "picture-magistrar-arena-if-confirmed",
                        duel = last.duel
                    );
                    arenas.push((played, highlighted(&last, caption)));
                }
            }
            Some(last) if last.ended_duel() && last.arena.is_some() => {
                if let Some(played) = last.arena {
                    let caption = tr!(lang, "picture-magistrar-arena-scored", duel = last.duel);
                    arenas.push((played, highlighted(&last, caption)));
                }
                if let Some(current) = view.arena {
                    let marks = arena::Marks {
                        caption: in_game(tr!(
                            lang,
                            "picture-magistrar-arena-drawn",
                            duel = view.duel
                        )),
                        due,
                        steer_due,
                        ..Default::default()
                    };
                    arenas.push((current, marks));
                }
            }
            last => {
                if let Some(current) = view.arena {
                    let caption = in_game(if over {
                        tr!(
                            lang,
                            "picture-magistrar-arena-as-it-stood",
                            duel = view.duel
                        )
                    } else {
                        tr!(lang, "picture-magistrar-arena-in-play", duel = view.duel)
                    });
                    let mut marks = match last {
                        Some(last) => highlighted(&last, caption),
                        None => arena::Marks {
                            caption,
                            ..Default::default()
                        },
                    };
                    marks.due = due;
                    marks.steer_due = steer_due;
                    arenas.push((current, marks));
                } else if let Some(record) = view.duels.last() {
                    let marks = arena::Marks {
                        caption: tr!(
                            lang,
                            "picture-magistrar-arena-scored",
                            duel = view.duels.len()
                        ),
                        ..Default::default()
                    };
                    arenas.push((record.arena, marks));
                }
            }
        }

        let to_act = match view.phase {
            _ if over || preview => None,
            Phase::Place { mage }
            | Phase::Open { mage }
            | Phase::Answer { mage, .. }
            | Phase::Steer { mage, .. } => Some(mage),
            Phase::Over => None,
        };
        let winner = match (picture.resigned, &view.outcome) {
            (Some(r), _) => Some(if r.seat == 0 {
                Mage::Black
            } else {
                Mage::White
            }),
            (None, Some(outcome)) => outcome.winner,
            (None, None) => None,
        };
        let golden = view.options.grand_mage;
        // The viewer's card first, as their row is nearest them.
        let cards = [bottom, bottom.other()]
            .into_iter()
            .map(|mage| cards::Card {
                mage,
                name: name(names, mage.index() as u8, lang),
                viewer: view.viewer == Some(mage),
                to_act: to_act == Some(mage),
                winner: winner == Some(mage),
                track: view.track[mage.index()],
                duels: view.duels.iter().map(|d| d.winner).collect(),
                pawns: [
                    view.pawns[mage.index()].weak,
                    view.pawns[mage.index()].medium,
                    view.pawns[mage.index()].strong,
                ],
                bag: view.bags[mage.index()],
                golden,
                lang,
            })
            .collect();

        let mut status = Vec::new();
        if let Some(last) = picture.last {
            status.extend(words::last_move(
                last.events,
                names,
                preview,
                last.steered,
                lang,
            ));
            status.extend(words::scored(last.events, names, preview, lang));
        }
        if let Some(resigned) = picture.resigned {
            status.extend(words::resigned(&resigned, names, golden, lang));
        } else if let Some(outcome) = &view.outcome {
            status.extend(words::finished(outcome, golden, names, lang));
        } else if !preview {
            status.extend(words::to_act(view, names, lang));
        }

        let title_right = if over {
            tr!(lang, "picture-game-over")
        } else {
            tr!(
                lang,
                "picture-magistrar-duel-of",
                duel = view.duel,
                duels = DUELS
            )
        };
        let subtitle = if preview {
            Some((tr!(lang, "picture-preview"), true))
        } else if golden {
            let [w, b] = super::super::engines::magistrar::scoring::wins(&view.games);
            let game = view.games.len() + usize::from(view.outcome.is_none());
            Some((
                tr!(
                    lang,
                    "picture-magistrar-grand-mage",
                    game = game,
                    white = w,
                    black = b
                ),
                false,
            ))
        } else {
            None
        };
        Ok(Scene {
            title_right,
            subtitle,
            arenas,
            bottom,
            track: view.track,
            cards,
            status,
            golden,
            lang,
        })
    }

    fn header_height(&self) -> f32 {
        HEADER
            + if self.subtitle.is_some() {
                SUBTITLE
            } else {
                0.0
            }
    }

    fn board_height(&self) -> f32 {
        self.header_height() + arena::HEIGHT * self.arenas.len() as f32 + track::HEIGHT
    }

    fn status_lines(&self) -> Result<Vec<Vec<String>>, RenderError> {
        self.status
            .iter()
            .map(|line| wrap(std::slice::from_ref(line), STATUS_SIZE, COLUMN - 2.0 * PAD))
            .collect()
    }

    fn panel_height(&self) -> f32 {
        let lines = self.status_lines().unwrap_or_default();
        let n: usize = lines.iter().map(Vec::len).sum();
        PAD + (cards::HEIGHT + CARD_GAP) * self.cards.len() as f32
            + STATUS_LINE * n as f32
            + STATUS_GAP * lines.len().saturating_sub(1) as f32
            + 16.0
            + legend::height(self.golden, self.lang, COLUMN - 2.0 * PAD).unwrap_or_default()
            + PAD
    }

    fn draw_board(&self, canvas: &mut Canvas, x: f32, y: f32) -> Result<(), RenderError> {
        let mut y = y + 24.0;
        // The game's name, the same in every language.
        canvas.text(
            "Magistrar",
            x + 14.0,
            y,
            Style::new(26.0, PAPER).align(Align::Left),
        )?;
        canvas.text(
            &self.title_right,
            x + COLUMN - 14.0,
            y,
            Style::new(19.0, PAPER).align(Align::Right),
        )?;
        y += HEADER - 24.0;
        if let Some((subtitle, warning)) = &self.subtitle {
            let colour = if *warning { PREVIEW } else { MUTED };
            canvas.text(
                subtitle,
                x + 14.0,
                y + 8.0,
                Style::new(16.0, colour).align(Align::Left),
            )?;
            y += SUBTITLE;
        }
        for (played, marks) in &self.arenas {
            arena::draw(canvas, played, marks, self.bottom, x, y)?;
            y += arena::HEIGHT;
        }
        track::draw(canvas, self.track, x, y, self.lang)
    }

    fn draw_panel(&self, canvas: &mut Canvas, x: f32, y: f32) -> Result<(), RenderError> {
        let mut y = y + PAD;
        for card in &self.cards {
            cards::draw(canvas, card, x + 12.0, y, COLUMN - 24.0)?;
            y += cards::HEIGHT + CARD_GAP;
        }
        y += 4.0;
        for (i, lines) in self.status_lines()?.iter().enumerate() {
            if i > 0 {
                y += STATUS_GAP;
            }
            for line in lines {
                canvas.text(
                    line,
                    x + PAD,
                    y,
                    Style::new(STATUS_SIZE, PAPER).align(Align::Left),
                )?;
                y += STATUS_LINE;
            }
        }
        legend::draw(
            canvas,
            self.golden,
            self.lang,
            x + PAD,
            y + 10.0,
            COLUMN - 2.0 * PAD,
        )
    }
}
