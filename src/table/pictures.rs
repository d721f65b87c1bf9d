//! The renderer (`src/render/`) behind the service's [`BoardRenderer`] port.

use crate::engines::rivality::solo::SoloGame;
use crate::engines::rivality::Game;
use crate::render::{render_board, render_solo, BoardPicture, SoloPicture};
use crate::table::kinds::{AnyGame, Seat};
use crate::table::BoardRenderer;

/// Draws Rivality boards with `render::render_board`, solo boards with `render_solo`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Renderer;

impl BoardRenderer for Renderer {
    fn board_png(
        &self,
        game: &dyn AnyGame,
        viewer: Option<Seat>,
        names: &[String],
    ) -> Result<Vec<u8>, String> {
        if let Some(game) = game.as_any().downcast_ref::<Game>() {
            let view = game.view(viewer);
            return render_board(&BoardPicture {
                view: &view,
                names,
                last_events: &[],
                preview: false,
            })
            .map_err(|e| e.to_string());
        }
        if let Some(game) = game.as_any().downcast_ref::<SoloGame>() {
            return solo_png(game, names).map_err(|e| e.to_string());
        }
        Err("no picture for this game yet".to_string())
    }
}

fn solo_png(game: &SoloGame, names: &[String]) -> Result<Vec<u8>, crate::render::RenderError> {
    render_solo(&SoloPicture {
        game,
        names,
        last_events: &[],
        preview: false,
        resigned: None,
    })
}
