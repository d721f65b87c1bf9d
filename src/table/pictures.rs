//! The renderer (`src/render/`) behind the service's [`BoardRenderer`] port.

use crate::engines::rivality::Game;
use crate::render::{render_board, BoardPicture};
use crate::table::kinds::{AnyGame, Seat};
use crate::table::BoardRenderer;

/// Draws Rivality boards with `render::render_board`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Renderer;

impl BoardRenderer for Renderer {
    fn board_png(
        &self,
        game: &dyn AnyGame,
        viewer: Option<Seat>,
        names: &[String],
    ) -> Result<Vec<u8>, String> {
        let Some(game) = game.as_any().downcast_ref::<Game>() else {
            return Err("no picture for this game yet".to_string());
        };
        let view = game.view(viewer);
        render_board(&BoardPicture {
            view: &view,
            names,
            last_events: &[],
            preview: false,
        })
        .map_err(|e| e.to_string())
    }
}
