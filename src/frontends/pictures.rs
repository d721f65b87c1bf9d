//! The board pictures front ends show: the table service's [`BoardRenderer`] port,
//! drawn by the renderer (`src/render/`). Each picture is drawn from what its viewer may
//! see: a Rivality game from `Game::view(viewer)` (`None`: no hand at all), a solo game
//! from `SoloGame::view()` (face-down tiles carry no identity into the renderer).

use crate::engines::rivality::solo::{self, SoloGame, SoloView};
use crate::engines::rivality::{Battlefield, Cell, Game, PlacedTile, Side, TileId};
use crate::render::{
    render_board, render_scene, BoardPicture, BoardScene, Highlight, PanelScene, SeatLine,
    SideSummary,
};
use crate::table::{AnyGame, BoardRenderer, Seat};

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
        if let Some(game) = game.as_any().downcast_ref::<Game>() {
            let view = game.view(viewer);
            let picture = BoardPicture {
                view: &view,
                names,
                last_events: &[],
                preview: false,
            };
            return render_board(&picture).map_err(|e| e.to_string());
        }
        if let Some(game) = game.as_any().downcast_ref::<SoloGame>() {
            let name = names.first().map_or("You", String::as_str);
            return solo_png(&game.view(), game, name);
        }
        Err(format!("no picture for {} games", game.kind()))
    }
}

/// The solo battlefield, rebuilt from the player's view only.
fn solo_png(view: &SoloView, game: &SoloGame, name: &str) -> Result<Vec<u8>, String> {
    // A face-down tile's identity is not in the view; any tile stands in for it (the
    // renderer draws only its back).
    let stand_in = TileId::terrain().next().ok_or("no tile")?;
    let field = Battlefield {
        tiles: view
            .tiles
            .iter()
            .map(|t| {
                let mut placed = PlacedTile::new(t.tile.unwrap_or(stand_in), t.cell, t.facing);
                placed.golems = t.golems;
                placed.face_down = t.tile.is_none();
                placed
            })
            .collect(),
    };
    let entry: Vec<Cell> = (0..solo::COLUMNS).map(|x| Cell::new(x, 0)).collect();
    let board = BoardScene {
        field: &field,
        wizards: &view.wizards[..2],
        extent: Some((Cell::new(0, 0), Cell::new(solo::COLUMNS - 1, solo::ROWS - 1))),
        entry_points: &entry,
        events: &[],
        highlight: Highlight::LastMove,
    };
    let score = solo::score(game);
    let over = view.outcome.is_some();
    let side = |side: Side, label: &str, score: i16, to_act: bool, winner: bool| SideSummary {
        side,
        label: label.to_string(),
        seats: vec![SeatLine {
            name: label.to_string(),
            to_act,
            hand: None,
            viewer: side == solo::PLAYER,
        }],
        supply: view.supplies[side.index()],
        stack: None,
        score,
        winner,
    };
    let panel = PanelScene {
        title: "Rivality solo against Suramun".to_string(),
        subtitle: Some(format!("{} scoring, turn {}", view.difficulty, view.turns)),
        sides: vec![
            side(solo::PLAYER, name, score.player, !over, over && score.player_wins()),
            side(solo::SURAMUN, "Suramun", score.suramun, false, over && !score.player_wins()),
        ],
        score_caption: if over { "final" } else { "if the game ended now" }.to_string(),
        status: vec![if over {
            if score.player_wins() { format!("{name} wins") } else { "Suramun wins".to_string() }
        } else {
            format!("{name}: where does your wizard go?")
        }],
        hand: Vec::new(),
    };
    render_scene(&board, &panel).map_err(|e| e.to_string())
}
