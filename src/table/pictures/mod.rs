//! The renderer (`src/render/`) behind the service's [`BoardRenderer`] port, and the
//! pictures every front end shares: the board, a move highlighted (or previewed), a game
//! given up. Each is drawn from what its viewer may see, in the layout the front end asks.

mod aetherium;
pub mod magistrar;

use crate::engines::magistrar::Game as MagistrarGame;
use crate::engines::rivality::solo::SoloGame;
use crate::engines::rivality::{Game, Move};
use crate::render::{
    render_board, render_resigned, render_solo, BoardPicture, Format, Resignation, SoloPicture,
};
use crate::table::kinds::rivality::Rivality;
use crate::table::kinds::suramun::Suramun;
use crate::table::kinds::{AnyGame, Rules, Seat};
use crate::table::show::LastAction;
use crate::table::BoardRenderer;

/// Draws Rivality boards with `render::render_board`, solo boards with `render_solo`, in
/// the wide layout (the terminal mode's picture files, looked at on a computer).
#[derive(Clone, Copy, Debug, Default)]
pub struct Renderer;

impl BoardRenderer for Renderer {
    fn board_png(
        &self,
        game: &dyn AnyGame,
        viewer: Option<Seat>,
        names: &[String],
    ) -> Result<Vec<u8>, String> {
        board_png(game, viewer, names, Format::Wide)
    }

    fn last_png(
        &self,
        game: &dyn AnyGame,
        last: LastAction<'_>,
        viewer: Option<Seat>,
        names: &[String],
    ) -> Result<Vec<u8>, String> {
        last_png(game, last, viewer, names, Format::Wide)
    }
}

/// `game` as `viewer` may see it, nothing highlighted.
pub fn board_png(
    game: &dyn AnyGame,
    viewer: Option<Seat>,
    names: &[String],
    format: Format,
) -> Result<Vec<u8>, String> {
    if let Some(game) = game.as_any().downcast_ref::<Game>() {
        let view = game.view(viewer);
        return render_board(&BoardPicture {
            view: &view,
            names,
            last_events: &[],
            preview: false,
            format,
        })
        .map_err(|e| e.to_string());
    }
    if let Some(game) = game.as_any().downcast_ref::<SoloGame>() {
        return render_solo(&SoloPicture {
            game,
            names,
            last_events: &[],
            preview: false,
            resigned: None,
        })
        .map_err(|e| e.to_string());
    }
    if let Some(game) = game.as_any().downcast_ref::<MagistrarGame>() {
        return magistrar::board_png(game, viewer, names, format);
    }
    if let Some(game) = game.as_any().downcast_ref::<aetherium::Game>() {
        return aetherium::board_png(game, viewer, names, format);
    }
    Err("no picture for this game yet".to_string())
}

/// `game` as `last` left it; the plain board when this kind of game has no such picture.
pub fn last_png(
    game: &dyn AnyGame,
    last: LastAction<'_>,
    viewer: Option<Seat>,
    names: &[String],
    format: Format,
) -> Result<Vec<u8>, String> {
    let drawn = match last {
        LastAction::Move { before, notation } => {
            move_png(before, notation, viewer, names, false, format)?
        }
        LastAction::GaveUp { seat, forfeit } => {
            resigned_png(game, seat, forfeit, viewer, names, format)?
        }
    };
    match drawn {
        Some(png) => Ok(png),
        None => board_png(game, viewer, names, format),
    }
}

/// `before` after `notation`, as `viewer` may see it, with the move highlighted
/// (`preview`: marked as not played yet). `Ok(None)` when this kind of game has no such
/// picture.
pub fn move_png(
    before: &dyn AnyGame,
    notation: &str,
    viewer: Option<Seat>,
    names: &[String],
    preview: bool,
    format: Format,
) -> Result<Option<Vec<u8>>, String> {
    if let Some(before) = before.as_any().downcast_ref::<SoloGame>() {
        return solo_move_png(before, notation, names, preview).map(Some);
    }
    if let Some(before) = before.as_any().downcast_ref::<MagistrarGame>() {
        return magistrar::move_png(before, notation, viewer, names, preview, format).map(Some);
    }
    if let Some(before) = before.as_any().downcast_ref::<aetherium::Game>() {
        return aetherium::move_png(before, notation, viewer, names, preview, format).map(Some);
    }
    let Some(before) = before.as_any().downcast_ref::<Game>() else {
        return Ok(None);
    };
    let mv = Rivality::parse_move(before, notation)?;
    let (after, events) = before.apply(mv).map_err(|e| e.to_string())?;
    // Drawn from the viewer's view after the move; the events never name a hidden tile.
    let mut view = after.view(viewer);
    if preview {
        if let Some(seat) = viewer {
            // The draw that ends a turn is not the mover's to see before they confirm:
            // their hand as it is, less the tile placed (a mulligan: none yet).
            view.hand = match mv {
                Move::Place { tile, .. } => {
                    let mut hand = before.hand(seat).to_vec();
                    if let Some(i) = hand.iter().position(|t| *t == tile) {
                        hand.remove(i);
                    }
                    hand
                }
                Move::Mulligan => Vec::new(),
                Move::Remove { .. } => before.hand(seat).to_vec(),
            };
        }
    }
    let picture = BoardPicture {
        view: &view,
        names,
        last_events: &events,
        preview,
        format,
    };
    render_board(&picture).map(Some).map_err(|e| e.to_string())
}

/// `game` as it stood when `seat` resigned (`forfeit`: ran out of time), the panel
/// saying who and who wins. `Ok(None)` when this kind of game has no such picture.
pub fn resigned_png(
    game: &dyn AnyGame,
    seat: Seat,
    forfeit: bool,
    viewer: Option<Seat>,
    names: &[String],
    format: Format,
) -> Result<Option<Vec<u8>>, String> {
    let resignation = Resignation { seat, forfeit };
    if let Some(game) = game.as_any().downcast_ref::<SoloGame>() {
        let picture = SoloPicture {
            game,
            names,
            last_events: &[],
            preview: false,
            resigned: Some(resignation),
        };
        return render_solo(&picture).map(Some).map_err(|e| e.to_string());
    }
    if let Some(game) = game.as_any().downcast_ref::<MagistrarGame>() {
        return magistrar::resigned_png(game, seat, forfeit, viewer, names, format).map(Some);
    }
    if let Some(game) = game.as_any().downcast_ref::<aetherium::Game>() {
        return aetherium::resigned_png(game, seat, forfeit, viewer, names, format).map(Some);
    }
    let Some(game) = game.as_any().downcast_ref::<Game>() else {
        return Ok(None);
    };
    let view = game.view(viewer);
    let picture = BoardPicture {
        view: &view,
        names,
        last_events: &[],
        preview: false,
        format,
    };
    render_resigned(&picture, resignation)
        .map(Some)
        .map_err(|e| e.to_string())
}

/// A solo turn highlighted: both wizards' moves, the spells and what they did. A preview
/// stops at the wizards' arrival ([`SoloGame::preview`]): a played turn turns tiles face
/// up, and what its spells do there tells what they hide, which the player learns only by
/// confirming.
fn solo_move_png(
    before: &SoloGame,
    notation: &str,
    names: &[String],
    preview: bool,
) -> Result<Vec<u8>, String> {
    let mv = Suramun::parse_move(before, notation)?;
    let (after, events) = if preview {
        let p = before.preview(mv).map_err(|e| e.to_string())?;
        (p.state, p.events)
    } else {
        before.apply(mv).map_err(|e| e.to_string())?
    };
    let picture = SoloPicture {
        game: &after,
        names,
        last_events: &events,
        preview,
        resigned: None,
    };
    render_solo(&picture).map_err(|e| e.to_string())
}
