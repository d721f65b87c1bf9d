//! What the player may see: every face-up tile, and of a face-down tile only where it lies
//! — never which tile it is, so neither the identity nor the order of Suramun's hidden
//! lands can be read from a view.

use serde::{Deserialize, Serialize};

use super::super::geometry::{Cell, Facing};
use super::super::scoring::Outcome;
use super::super::sides::Side;
use super::super::tiles::TileId;
use super::pause::SoloPending;
use super::state::SoloGame;
use super::Difficulty;

/// One tile as the player sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoloTileView {
    pub cell: Cell,
    /// The tile, once face up; absent while it is face down.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tile: Option<TileId>,
    pub facing: Facing,
    pub golems: [u8; Side::MAX],
}

impl SoloTileView {
    pub fn face_down(&self) -> bool {
        self.tile.is_none()
    }
}

/// The player's view of a solo game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoloView {
    pub difficulty: Difficulty,
    /// The 24 tiles, row by row from A1.
    pub tiles: Vec<SoloTileView>,
    pub supplies: [u8; Side::MAX],
    pub wizards: [Option<Cell>; Side::MAX],
    pub turns: u16,
    /// What a stopped turn waits for (the tile it names is face up).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<SoloPending>,
    pub outcome: Option<Outcome>,
}

impl SoloGame {
    /// The state as the player may see it (the seed is left out too: it would deal the
    /// hidden tiles again).
    pub fn view(&self) -> SoloView {
        SoloView {
            difficulty: self.difficulty,
            tiles: self
                .field
                .tiles
                .iter()
                .map(|t| SoloTileView {
                    cell: t.cell,
                    tile: (!t.face_down).then_some(t.tile),
                    facing: t.facing,
                    golems: t.golems,
                })
                .collect(),
            supplies: self.supplies,
            wizards: self.wizards,
            turns: self.turns,
            pending: self.pending,
            outcome: self.outcome.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::new_solo;
    use super::*;

    #[test]
    fn face_down_tiles_show_where_they_lie_and_nothing_else() {
        let mut g = new_solo(8, Difficulty::Master);
        g.field.tiles[20].face_down = false;
        let v = g.view();
        assert_eq!(v.tiles.len(), 24);
        for (seen, real) in v.tiles.iter().zip(&g.field.tiles) {
            assert_eq!(seen.cell, real.cell);
            assert_eq!(seen.face_down(), real.face_down);
            assert_eq!(seen.tile, (!real.face_down).then_some(real.tile));
        }
        let json = serde_json::to_string(&v.tiles[21]).unwrap();
        assert!(!json.contains("tile"), "{json}");
    }
}
