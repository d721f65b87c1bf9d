//! A Rivality table as one seat (or a spectator) sees it: the battlefield, the panel, and
//! the viewer's hand. Only what the view holds is drawn, so hidden tiles stay hidden.

use crate::engines::rivality::scoring::tally;
use crate::engines::rivality::sides::{side_count, side_of};
use crate::engines::rivality::{EndReason, Event, Facing, SeatView, Side, TileId};

use super::board::{BoardScene, Highlight};
use super::canvas::Canvas;
use super::palette::{BACKGROUND, MUTED, PAPER};
use super::panel::{PanelScene, SeatLine, SideSummary};
use super::text::Style;
use super::tile_art::{self, Frame};
use super::{png, render_scene, RenderError};

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
}

pub fn render_board(picture: &BoardPicture) -> Result<Vec<u8>, RenderError> {
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
    };
    render_scene(&board, &panel(picture))
}

fn name(names: &[String], seat: u8) -> String {
    names
        .get(usize::from(seat))
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", seat + 1))
}

fn panel(picture: &BoardPicture) -> PanelScene {
    let view = picture.view;
    let players = view.options.players;
    let sides = side_count(players);
    let scores = match &view.outcome {
        Some(outcome) => outcome.scores.clone(),
        None => tally(&view.field, &view.wizards, sides, view.options.expert).scores,
    };
    let to_act = match (&view.outcome, &view.pending) {
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
                    name: name(picture.names, seat),
                    to_act: to_act == Some(seat),
                    hand: view.hand_sizes.get(usize::from(seat)).copied(),
                    viewer: view.viewer == Some(seat),
                })
                .collect();
            let word = side.name();
            let label = if players == 4 {
                format!("Team {word}")
            } else {
                let mut title = word.to_string();
                title[..1].make_ascii_uppercase();
                title
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
                    .is_some_and(|o| o.winners.contains(&side)),
            }
        })
        .collect();

    let mut status = Vec::new();
    if let Some(outcome) = &view.outcome {
        status.push(match outcome.reason {
            EndReason::TilesExhausted => "Game over: all tiles played".to_string(),
            EndReason::SupplyEmpty { side } => {
                format!("Game over: {side} has placed every golem")
            }
            EndReason::NoMoveLeft => "Game over: no move left".to_string(),
        });
        let winners: Vec<&str> = outcome.winners.iter().map(|s| s.name()).collect();
        status.push(match winners.as_slice() {
            [one] => format!("Winner: {one}"),
            many => format!("Shared win: {}", many.join(" and ")),
        });
    } else if let Some(seat) = picture
        .preview
        .then(|| placed_by(picture.last_events))
        .flatten()
    {
        // The view is already past the candidate move: say whose move it is, not whose
        // turn comes next.
        status.push(format!(
            "{}'s move, if confirmed",
            name(picture.names, seat)
        ));
    } else if let Some(pending) = &view.pending {
        let who = name(picture.names, pending.seat);
        status.push(format!("{who} chooses whose golem"));
        status.push(format!("leaves {}", pending.cell));
    } else {
        status.push(format!("{} to play", name(picture.names, view.turn)));
    }

    let mut subtitle = view.options.expert.then(|| "Expert rules".to_string());
    if picture.preview {
        subtitle = Some("Preview: not played yet".to_string());
    }
    PanelScene {
        title: "Rivality".to_string(),
        subtitle,
        sides: summaries,
        score_caption: if view.outcome.is_some() {
            "final score".to_string()
        } else {
            "score if the game ended now".to_string()
        },
        status,
        hand: view.hand.clone(),
    }
}

fn placed_by(events: &[Event]) -> Option<u8> {
    events.iter().find_map(|e| match e {
        Event::TilePlaced { seat, .. } => Some(*seat),
        _ => None,
    })
}

/// A player's tiles side by side, upright, each named, for their private turn panel.
pub fn render_hand(tiles: &[TileId]) -> Result<Vec<u8>, RenderError> {
    const TILE: f32 = 150.0;
    const GAP: f32 = 24.0;
    let n = tiles.len().max(1) as f32;
    let width = (GAP + n * (TILE + GAP)).ceil() as u32;
    let height = (TILE + GAP * 2.0 + 40.0).ceil() as u32;
    let mut canvas = Canvas::new(width, height, BACKGROUND)?;
    if tiles.is_empty() {
        let style = Style::new(20.0, MUTED);
        canvas.text(
            "No tile in hand",
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
        let label = format!("{tile} · {}", tile.kind().name());
        let y = GAP + TILE + 24.0;
        canvas.text(&label, cx, y, Style::new(19.0, PAPER))?;
    }
    png::encode(&canvas)
}
