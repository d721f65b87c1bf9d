//! The board pictures front ends show: the table service's [`BoardRenderer`] port (the
//! plain board, drawn by [`crate::table::Renderer`]) and [`Pictures::move_png`], a move
//! drawn on the board with the engine's events: the last one highlighted, or a candidate
//! one as a preview. Each picture is drawn from what its viewer may see.

use crate::engines::rivality::{Game, Move};
use crate::render::{render_board, BoardPicture};
use crate::table::kinds::rivality::Rivality;
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
}
