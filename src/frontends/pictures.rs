//! The board pictures front ends show: the table service's [`BoardRenderer`] port,
//! drawn by the renderer (`src/render/`). Each picture is drawn from what its viewer may
//! see: a Rivality game from `Game::view(viewer)` (`None`: no hand at all), a solo game
//! from `SoloGame::view()` (face-down tiles carry no identity into the renderer).

use crate::engines::rivality::solo::{self, SoloGame, SoloView};
use crate::engines::rivality::{Battlefield, Cell, Game, Move, PlacedTile, Side, TileId};
use crate::render::{
    render_board, render_scene, BoardPicture, BoardScene, Highlight, PanelScene, SeatLine,
    SideSummary,
};
use crate::table::kinds::rivality::Rivality;
use crate::table::kinds::Rules;
use crate::table::{AnyGame, BoardRenderer, Seat};

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

/// Solo cells are named from A1 (`solo_label`), Rivality's from the Well at M13: the
/// picture shifts the solo battlefield so that the renderer's labels read A1 to D6.
fn solo_cell(cell: Cell) -> Cell {
    Cell::new(cell.x.saturating_sub(12), cell.y.saturating_sub(12))
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
                let mut placed =
                    PlacedTile::new(t.tile.unwrap_or(stand_in), solo_cell(t.cell), t.facing);
                placed.golems = t.golems;
                placed.face_down = t.tile.is_none();
                placed
            })
            .collect(),
    };
    let entry: Vec<Cell> = (0..solo::COLUMNS)
        .map(|x| solo_cell(Cell::new(x, 0)))
        .collect();
    let wizards: Vec<Option<Cell>> = view.wizards[..2].iter().map(|w| w.map(solo_cell)).collect();
    let corners = (
        solo_cell(Cell::new(0, 0)),
        solo_cell(Cell::new(solo::COLUMNS - 1, solo::ROWS - 1)),
    );
    let board = BoardScene {
        field: &field,
        wizards: &wizards,
        extent: Some(corners),
        entry_points: &entry,
        events: &[],
        highlight: Highlight::LastMove,
    };
    let score = solo::score(game);
    let over = view.outcome.is_some();
    let summary =
        |side: Side, label: &str, seats: Vec<SeatLine>, score: i16, winner: bool| SideSummary {
            side,
            label: label.to_string(),
            seats,
            supply: view.supplies[side.index()],
            stack: None,
            score,
            winner,
        };
    let you = SeatLine {
        name: name.to_string(),
        to_act: !over,
        hand: None,
        viewer: true,
    };
    let wins = score.player_wins();
    let status = match (over, wins) {
        (false, _) => format!("{name}: where does your wizard go?"),
        (true, true) => format!("{name} wins"),
        (true, false) => "Suramun wins".to_string(),
    };
    let panel = PanelScene {
        title: "Solo vs Suramun".to_string(),
        subtitle: Some(format!("{} scoring, turn {}", view.difficulty, view.turns)),
        sides: vec![
            summary(solo::PLAYER, "You", vec![you], score.player, over && wins),
            summary(
                solo::SURAMUN,
                "Suramun",
                vec![],
                score.suramun,
                over && !wins,
            ),
        ],
        score_caption: if over {
            "final"
        } else {
            "if the game ended now"
        }
        .to_string(),
        status: vec![status],
        hand: Vec::new(),
    };
    render_scene(&board, &panel).map_err(|e| e.to_string())
}
