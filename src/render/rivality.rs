//! A Rivality table as one seat (or a spectator) sees it: the battlefield, the panel, and
//! the viewer's hand. Only what the view holds is drawn, so hidden tiles stay hidden.

use crate::engines::rivality::scoring::tally;
use crate::engines::rivality::sides::{side_count, side_of};
use crate::engines::rivality::{Event, Facing, SeatView, Side, TileId};
use crate::i18n::Lang;
use crate::tr;
use crate::words::capitalised;
use crate::words::rivality::{side_name, tile_kind};

use super::board::{BoardScene, Highlight};
use super::canvas::Canvas;
use super::caption::{self, name};
use super::palette::{BACKGROUND, MUTED, PAPER};
use super::panel::{fitting_size, PanelScene, SeatLine, SideSummary};
use super::text::Style;
use super::tile_art::{self, Frame};
use super::verdict;
use super::{png, render_scene_as, Format, RenderError};

/// Everything the board picture shows.
#[derive(Clone, Copy, Debug)]
pub struct BoardPicture<'a> {
    /// The game as the viewer may see it (`Game::view`).
    pub view: &'a SeatView,
    /// The players' names, by seat.
    pub names: &'a [String],
    /// What the highlighted move did: the last move, or a candidate one when `preview`.
    pub last_events: &'a [Event],
    /// `view` is the state after a candidate move that is not confirmed yet.
    pub preview: bool,
    /// How the picture is laid out.
    pub format: Format,
    /// The language of the words drawn.
    pub lang: Lang,
}

/// A game that ended off the board: a seat resigned, or ran out of time (`forfeit`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resignation {
    pub seat: u8,
    pub forfeit: bool,
}

impl Resignation {
    /// "Game over: Bob resigned", for the panel.
    pub fn words(&self, names: &[String], lang: Lang) -> String {
        let who = name(names, self.seat, lang);
        if self.forfeit {
            tr!(lang, "picture-ran-out-of-time", who = who)
        } else {
            tr!(lang, "picture-resigned", who = who)
        }
    }
}

pub fn render_board(picture: &BoardPicture) -> Result<Vec<u8>, RenderError> {
    draw(picture, None)
}

/// The board as it stood when `resignation` ended the game, the panel saying so.
pub fn render_resigned(
    picture: &BoardPicture,
    resignation: Resignation,
) -> Result<Vec<u8>, RenderError> {
    draw(picture, Some(resignation))
}

fn draw(picture: &BoardPicture, resigned: Option<Resignation>) -> Result<Vec<u8>, RenderError> {
    let view = picture.view;
    let sides = side_count(view.options.players);
    let board = BoardScene {
        field: &view.field,
        wizards: &view.wizards[..sides.min(view.wizards.len())],
        extent: None,
        entry_points: &[],
        events: picture.last_events,
        highlight: if picture.preview {
            Highlight::Preview
        } else {
            Highlight::LastMove
        },
        lang: picture.lang,
    };
    render_scene_as(&board, &board_panel(picture, resigned), picture.format)
}

/// What the panel of `picture` says (`resigned`: as it stood when a seat gave up).
pub fn board_panel(picture: &BoardPicture, resigned: Option<Resignation>) -> PanelScene {
    let view = picture.view;
    let lang = picture.lang;
    let players = view.options.players;
    let sides = side_count(players);
    let scores = match &view.outcome {
        Some(outcome) => outcome.scores.clone(),
        None => tally(&view.field, &view.wizards, sides, view.options.expert).scores,
    };
    let over = view.outcome.is_some() || resigned.is_some();
    let resignation_winners = resigned
        .map(|r| verdict::resignation_winners(&scores, side_of(players, r.seat)))
        .unwrap_or_default();
    let to_act = match (&view.outcome, &view.pending) {
        _ if resigned.is_some() => None,
        (Some(_), _) => None,
        (None, Some(pending)) => Some(pending.seat),
        (None, None) => Some(view.turn),
    };
    let summaries = (0..sides as u8)
        .map(Side)
        .map(|side| {
            let seats = (0..players)
                .filter(|seat| side_of(players, *seat) == side)
                .map(|seat| SeatLine {
                    name: name(picture.names, seat, lang),
                    to_act: to_act == Some(seat),
                    hand: view.hand_sizes.get(usize::from(seat)).copied(),
                    viewer: view.viewer == Some(seat),
                })
                .collect();
            let word = side_name(side, lang);
            let label = if players == 4 {
                tr!(lang, "picture-rivality-team", side = word)
            } else {
                capitalised(&word)
            };
            SideSummary {
                side,
                label,
                seats,
                supply: view.supplies.get(side.index()).copied().unwrap_or(0),
                stack: view.stack_sizes.get(side.index()).copied(),
                score: scores.get(side.index()).copied().unwrap_or(0),
                winner: view
                    .outcome
                    .as_ref()
                    .is_some_and(|o| o.winners.contains(&side))
                    || resignation_winners.contains(&side),
            }
        })
        .collect();

    let mut status: Vec<String> =
        caption::table_move(picture.last_events, picture.names, picture.preview, lang)
            .into_iter()
            .collect();
    if let Some(resigned) = resigned {
        status.push(resigned.words(picture.names, lang));
        status.push(verdict::resignation_words(
            picture.names,
            players,
            &resignation_winners,
            lang,
        ));
    } else if let Some(outcome) = &view.outcome {
        status.extend(verdict::finished(outcome, picture.names, players, lang));
    } else if picture.preview && !status.is_empty() {
        // The caption says whose move it is: the view is already past it, so the turn
        // it names is not the mover's.
    } else if let Some(pending) = &view.pending {
        let who = name(picture.names, pending.seat, lang);
        status.push(tr!(lang, "picture-rivality-removal", who = who));
        let cell = pending.cell.to_string();
        status.push(tr!(lang, "picture-rivality-removal-from", cell = cell));
    } else {
        let who = name(picture.names, view.turn, lang);
        status.push(tr!(lang, "picture-rivality-to-play", who = who));
    }

    let mut subtitle = view
        .options
        .expert
        .then(|| tr!(lang, "picture-rivality-expert"));
    if picture.preview {
        subtitle = Some(tr!(lang, "picture-preview"));
    }
    PanelScene {
        // The game's name, the same in every language.
        title: "Rivality".to_string(),
        subtitle,
        sides: summaries,
        score_caption: if resigned.is_some() {
            tr!(lang, "picture-rivality-score-ended")
        } else if over {
            tr!(lang, "picture-rivality-score-final")
        } else {
            tr!(lang, "picture-rivality-score-now")
        },
        status,
        hand: view.hand.clone(),
        expert: view.options.expert,
        tags: super::board::tags::tags_of(picture.last_events, lang),
        lang,
    }
}

/// A player's tiles side by side, upright, each named, for their private turn panel.
/// The widest label under a tile in hand: the pitch of the tiles and a little of the
/// margins, which the English names fit.
pub const HAND_LABEL: f32 = 190.0;

pub fn render_hand(tiles: &[TileId], lang: Lang) -> Result<Vec<u8>, RenderError> {
    const TILE: f32 = 150.0;
    const GAP: f32 = 24.0;
    let n = tiles.len().max(1) as f32;
    let width = (GAP + n * (TILE + GAP)).ceil() as u32;
    let height = (TILE + GAP * 2.0 + 40.0).ceil() as u32;
    let mut canvas = Canvas::new(width, height, BACKGROUND)?;
    if tiles.is_empty() {
        let style = Style::new(20.0, MUTED);
        canvas.text(
            &tr!(lang, "picture-rivality-no-tile"),
            width as f32 / 2.0,
            height as f32 / 2.0,
            style,
        )?;
    }
    for (i, tile) in tiles.iter().enumerate() {
        let cx = GAP + TILE / 2.0 + i as f32 * (TILE + GAP);
        let frame = Frame {
            cx,
            cy: GAP + TILE / 2.0,
            size: TILE,
            facing: Facing::North,
        };
        tile_art::face(&mut canvas, *tile, frame, Default::default(), None)?;
        let label = tr!(
            lang,
            "picture-rivality-hand-tile",
            tile = tile.to_string(),
            kind = tile_kind(tile.kind(), lang)
        );
        let y = GAP + TILE + 24.0;
        // Under its tile, a language's longer name a little smaller.
        let size = fitting_size(&label, 19.0, HAND_LABEL)?;
        canvas.text(&label, cx, y, Style::new(size, PAPER))?;
    }
    png::encode(&canvas)
}
