//! The board pictures front ends show: the table service's [`BoardRenderer`] port,
//! implemented with the renderer.

use crate::table::{AnyGame, BoardRenderer, Seat};

/// Draws the board of any game the tables hold.
#[derive(Clone, Copy, Debug, Default)]
pub struct BoardPictures;

impl BoardRenderer for BoardPictures {
    fn board_png(
        &self,
        _game: &dyn AnyGame,
        _viewer: Option<Seat>,
        _names: &[String],
    ) -> Result<Vec<u8>, String> {
        Err("the renderer is not in this build yet".to_string())
    }
}
