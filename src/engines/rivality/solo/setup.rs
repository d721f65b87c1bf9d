//! Setting up the solo battlefield: no Well of Mana; your 12 tiles face up in 3 rows of 4,
//! Suramun's 12 face down beyond them, turned half a turn; 30 golems each.

use super::super::super::dice::Dice;
use super::super::battlefield::{Battlefield, PlacedTile};
use super::super::geometry::{Cell, Facing};
use super::super::setup::shuffle_stack;
use super::super::sides::Side;
use super::super::tiles::TileId;
use super::state::SoloGame;
use super::{cell_at, Difficulty, COLUMNS, GOLEMS, PLAYER, SURAMUN, TILES};

/// Tiles in each half.
const HALF: usize = TILES / 2;

/// A new game dealt from `seed`: you take deck A, Suramun deck B, each stack shuffled as
/// for a two-player game. Tiles are laid out in the order they are drawn, left to right
/// and from the far row to the near one, as the French rulebook says ("de gauche à
/// droite et de haut en bas dans l'ordre de votre pioche"), Suramun's the same way as
/// you see them.
pub fn new_solo(seed: u64, difficulty: Difficulty) -> SoloGame {
    let mut dice = Dice::new(seed);
    let mut yours: Vec<TileId> = TileId::deck_a().collect();
    let mut his: Vec<TileId> = TileId::deck_b().collect();
    shuffle_stack(&mut yours, &mut dice);
    shuffle_stack(&mut his, &mut dice);
    // The top of a stack is its last tile: it is drawn first.
    yours.reverse();
    his.reverse();
    let mut rows_yours = [[TileId::WELL; COLUMNS as usize]; 3];
    let mut rows_his = [[TileId::WELL; COLUMNS as usize]; 3];
    for (i, chunk) in yours.chunks(COLUMNS as usize).enumerate() {
        rows_yours[2 - i].copy_from_slice(chunk);
    }
    for (i, chunk) in his.chunks(COLUMNS as usize).enumerate() {
        rows_his[2 - i].copy_from_slice(chunk);
    }
    let mut game = build(rows_yours.concat(), rows_his.concat(), difficulty);
    game.seed = Some(seed);
    game
}

/// Why a hand-made layout was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LayoutError {
    #[error("the solo battlefield needs 12 tiles on each side, not {0} and {1}")]
    Count(usize, usize),
    #[error("the Well of Mana is not used in solo")]
    Well,
    #[error("{0} is laid out twice")]
    Twice(TileId),
}

impl SoloGame {
    /// A game on a chosen battlefield: `yours` and `suramuns` row by row from column A,
    /// yours from row 1 (the Entry Point) to 3, Suramun's from row 4 to 6. Any 24 distinct
    /// terrain tiles will do (puzzles, the rulebook's example).
    pub fn from_layout(
        yours: &[TileId],
        suramuns: &[TileId],
        difficulty: Difficulty,
    ) -> Result<SoloGame, LayoutError> {
        if yours.len() != HALF || suramuns.len() != HALF {
            return Err(LayoutError::Count(yours.len(), suramuns.len()));
        }
        let all: Vec<TileId> = yours.iter().chain(suramuns).copied().collect();
        for (i, tile) in all.iter().enumerate() {
            if *tile == TileId::WELL {
                return Err(LayoutError::Well);
            }
            if all[..i].contains(tile) {
                return Err(LayoutError::Twice(*tile));
            }
        }
        Ok(build(yours.to_vec(), suramuns.to_vec(), difficulty))
    }
}

/// Yours face up facing Suramun (north); his face down facing you (south).
fn build(yours: Vec<TileId>, his: Vec<TileId>, difficulty: Difficulty) -> SoloGame {
    let tiles = yours
        .into_iter()
        .chain(his)
        .enumerate()
        .map(|(index, tile)| {
            let cell: Cell = cell_at(index);
            let theirs = index >= HALF;
            let facing = if theirs { Facing::South } else { Facing::North };
            let mut placed = PlacedTile::new(tile, cell, facing);
            placed.face_down = theirs;
            placed
        })
        .collect();
    let mut supplies = [0; Side::MAX];
    supplies[PLAYER.index()] = GOLEMS;
    supplies[SURAMUN.index()] = GOLEMS;
    SoloGame {
        seed: None,
        difficulty,
        field: Battlefield { tiles },
        supplies,
        wizards: [None; Side::MAX],
        turns: 0,
        pending: None,
        outcome: None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{index_of, is_players_land};
    use super::*;

    #[test]
    fn you_get_deck_a_face_up_facing_north_and_suramun_deck_b_face_down_facing_south() {
        for seed in 0..20 {
            let g = new_solo(seed, Difficulty::Standard);
            assert_eq!(g.field.tiles.len(), 24);
            let mut a = Vec::new();
            let mut b = Vec::new();
            for (i, t) in g.field.tiles.iter().enumerate() {
                assert_eq!(index_of(t.cell), Some(i));
                assert_eq!(t.golems, [0; Side::MAX]);
                if is_players_land(t.cell) {
                    assert!(!t.face_down);
                    assert_eq!(t.facing, Facing::North);
                    a.push(t.tile);
                } else {
                    assert!(t.face_down);
                    assert_eq!(t.facing, Facing::South);
                    b.push(t.tile);
                }
            }
            a.sort();
            b.sort();
            assert_eq!(a, TileId::deck_a().collect::<Vec<_>>());
            assert_eq!(b, TileId::deck_b().collect::<Vec<_>>());
            assert_eq!(g.supplies, [30, 30, 0]);
            assert_eq!(g.wizards, [None; Side::MAX]);
        }
    }

    #[test]
    fn the_same_seed_deals_the_same_battlefield_and_others_differ() {
        assert_eq!(
            new_solo(5, Difficulty::Master),
            new_solo(5, Difficulty::Master)
        );
        let deals: Vec<_> = (0..10)
            .map(|s| new_solo(s, Difficulty::Master).field)
            .collect();
        assert!(deals.windows(2).all(|w| w[0] != w[1]));
    }

    #[test]
    fn a_layout_needs_24_distinct_terrain_tiles() {
        let a: Vec<TileId> = TileId::deck_a().collect();
        let b: Vec<TileId> = TileId::deck_b().collect();
        assert!(SoloGame::from_layout(&b, &a, Difficulty::Beginner).is_ok());
        assert_eq!(
            SoloGame::from_layout(&a[..11], &b, Difficulty::Beginner),
            Err(LayoutError::Count(11, 12))
        );
        let mut twice = b.clone();
        twice[3] = a[0];
        assert_eq!(
            SoloGame::from_layout(&a, &twice, Difficulty::Beginner),
            Err(LayoutError::Twice(a[0]))
        );
        let mut well = b.clone();
        well[0] = TileId::WELL;
        assert_eq!(
            SoloGame::from_layout(&a, &well, Difficulty::Beginner),
            Err(LayoutError::Well)
        );
    }
}
