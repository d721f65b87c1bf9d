//! The renderer (`src/render/`) behind the service's [`BoardRenderer`] port.

use crate::engines::rivality::solo::{self, SoloGame, PLAYER, SURAMUN};
use crate::engines::rivality::{Battlefield, Cell, Game, TileId};
use crate::render::{
    render_board, render_scene, BoardPicture, BoardScene, Highlight, PanelScene, SeatLine,
    SideSummary,
};
use crate::table::kinds::{AnyGame, Seat};
use crate::table::BoardRenderer;

/// Draws Rivality boards with `render::render_board`, solo boards with `render_scene`.
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
    // The renderer draws a face-down tile's back; it is not even handed the tile's name.
    let mut field = Battlefield {
        tiles: game.field.tiles.clone(),
    };
    for tile in field.tiles.iter_mut().filter(|t| t.face_down) {
        tile.tile = TileId::WELL;
    }
    let entry: Vec<Cell> = (0..solo::COLUMNS).map(|x| Cell::new(x, 0)).collect();
    let board = BoardScene {
        field: &field,
        wizards: &game.wizards[..2],
        extent: Some((
            Cell::new(0, 0),
            Cell::new(solo::COLUMNS - 1, solo::ROWS - 1),
        )),
        entry_points: &entry,
        events: &[],
        highlight: Highlight::LastMove,
    };
    let score = game.score_now();
    let player = names.first().cloned().unwrap_or_else(|| "You".to_string());
    let over = game.is_over();
    let side = |side, label: &str, seats: Vec<SeatLine>, score: i16, winner: bool| SideSummary {
        side,
        label: label.to_string(),
        seats,
        supply: game.supplies[side.index()],
        stack: None,
        score,
        winner,
    };
    let you = SeatLine {
        name: player.clone(),
        to_act: !over,
        hand: None,
        viewer: true,
    };
    let wins = score.player_wins();
    let panel = PanelScene {
        title: "Solo".to_string(),
        subtitle: Some(format!("against Suramun, {} scoring", score.difficulty)),
        sides: vec![
            side(PLAYER, "You", vec![you], score.player, over && wins),
            side(SURAMUN, "Suramun", Vec::new(), score.suramun, over && !wins),
        ],
        score_caption: if over {
            "final"
        } else {
            "if the game ended now"
        }
        .to_string(),
        status: vec![if over {
            "The game is over.".to_string()
        } else {
            format!("{player} to move.")
        }],
        hand: Vec::new(),
    };
    render_scene(&board, &panel)
}
