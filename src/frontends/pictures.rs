//! The board pictures front ends show: the table service's [`BoardRenderer`] port (the
//! plain board, drawn by [`crate::table::Renderer`]), [`Pictures::move_png`], a move drawn
//! on the board with the engine's events (the last one highlighted, or a candidate one as
//! a preview), and [`Pictures::resigned_png`], the board when a seat gave up. Each picture
//! is drawn from what its viewer may see.

use crate::engines::rivality::solo::SoloGame;
use crate::engines::rivality::{Game, Move};
use crate::render::{
    render_board, render_resigned, render_solo, BoardPicture, Resignation, SoloPicture,
};
use crate::table::kinds::rivality::Rivality;
use crate::table::kinds::suramun::Suramun;
use crate::table::kinds::Rules;
use crate::table::{AnyGame, BoardRenderer, Renderer, Seat};

/// The board pictures a front end asks for: the service's port, plus a move shown on the
/// board (the last one highlighted, or a candidate one as a preview).
pub trait Pictures: BoardRenderer {
    /// `before` after `notation`, as `viewer` may see it, with the move highlighted
    /// (`preview`: marked as not played yet). `Ok(None)` when this kind of game has no
    /// such picture: the caller draws the plain board instead.
    fn move_png(
        &self,
        _before: &dyn AnyGame,
        _notation: &str,
        _viewer: Option<Seat>,
        _names: &[String],
        _preview: bool,
    ) -> Result<Option<Vec<u8>>, String> {
        Ok(None)
    }

    /// `game` as it stood when `seat` resigned (`forfeit`: ran out of time), the panel
    /// saying who. `Ok(None)` when this kind of game has no such picture.
    fn resigned_png(
        &self,
        _game: &dyn AnyGame,
        _seat: Seat,
        _forfeit: bool,
        _viewer: Option<Seat>,
        _names: &[String],
    ) -> Result<Option<Vec<u8>>, String> {
        Ok(None)
    }
}

/// Draws the board of any game the tables hold.
#[derive(Clone, Copy, Debug, Default)]
pub struct BoardPictures;

impl BoardRenderer for BoardPictures {
    fn board_png(
        &self,
        game: &dyn AnyGame,
        viewer: Option<Seat>,
        names: &[String],
    ) -> Result<Vec<u8>, String> {
        Renderer.board_png(game, viewer, names)
    }
}

impl Pictures for BoardPictures {
    fn move_png(
        &self,
        before: &dyn AnyGame,
        notation: &str,
        viewer: Option<Seat>,
        names: &[String],
        preview: bool,
    ) -> Result<Option<Vec<u8>>, String> {
        if let Some(before) = before.as_any().downcast_ref::<SoloGame>() {
            // A solo turn may turn face-down tiles up, and what its spells do there tells
            // what they hide: the player learns that only by confirming. No preview: the
            // caller draws the board as it stands.
            if preview {
                return Ok(None);
            }
            return solo_move_png(before, notation, names).map(Some);
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
        };
        render_board(&picture).map(Some).map_err(|e| e.to_string())
    }

    fn resigned_png(
        &self,
        game: &dyn AnyGame,
        seat: Seat,
        forfeit: bool,
        viewer: Option<Seat>,
        names: &[String],
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
        let Some(game) = game.as_any().downcast_ref::<Game>() else {
            return Ok(None);
        };
        let view = game.view(viewer);
        let picture = BoardPicture {
            view: &view,
            names,
            last_events: &[],
            preview: false,
        };
        render_resigned(&picture, resignation)
            .map(Some)
            .map_err(|e| e.to_string())
    }
}

/// A solo turn highlighted: both wizards' moves, the spells and what they did.
fn solo_move_png(before: &SoloGame, notation: &str, names: &[String]) -> Result<Vec<u8>, String> {
    let mv = Suramun::parse_move(before, notation)?;
    let (after, events) = before.apply(mv).map_err(|e| e.to_string())?;
    let picture = SoloPicture {
        game: &after,
        names,
        last_events: &events,
        preview: false,
        resigned: None,
    };
    render_solo(&picture).map_err(|e| e.to_string())
}
