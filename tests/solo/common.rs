//! Helpers shared by the solo tests: the rulebook's example board, golems put by hand,
//! moves by cell label.
#![allow(dead_code)]

use manawell::engines::rivality::solo::{
    index_of, parse_solo_label, Difficulty, SoloGame, SoloMove, PLAYER, SURAMUN,
};
use manawell::engines::rivality::{Cell, Event, TileId};

pub fn at(label: &str) -> Cell {
    parse_solo_label(label).unwrap()
}

pub fn tiles(names: &str) -> Vec<TileId> {
    names
        .split_whitespace()
        .map(|n| n.parse().unwrap())
        .collect()
}

/// The rulebook's example board: you hold deck B, Suramun deck A (his A7, with 3 golems
/// in front and a range-3 spell on its left, is the tile of the example). Rows from 1.
pub fn example() -> SoloGame {
    let yours = tiles("B1 B3 B4 B5  B2 B6 B10 B11  B8 B7 B9 B12");
    let his = tiles("A1 A7 A2 A3  A4 A6 A8 A9  A10 A5 A11 A12");
    SoloGame::from_layout(&yours, &his, Difficulty::Standard).unwrap()
}

/// Puts golems on a tile (face up), taking them from the supplies.
pub fn put(game: &mut SoloGame, label: &str, yours: u8, his: u8) {
    let i = index_of(at(label)).unwrap();
    let tile = &mut game.field.tiles[i];
    game.supplies[PLAYER.index()] += tile.golems[PLAYER.index()];
    game.supplies[SURAMUN.index()] += tile.golems[SURAMUN.index()];
    tile.golems[PLAYER.index()] = yours;
    tile.golems[SURAMUN.index()] = his;
    tile.face_down = false;
    game.supplies[PLAYER.index()] -= yours;
    game.supplies[SURAMUN.index()] -= his;
}

pub fn golems(game: &SoloGame, label: &str) -> (u8, u8) {
    let t = game.tile(at(label)).unwrap();
    (t.golems_of(PLAYER), t.golems_of(SURAMUN))
}

pub fn enter(label: &str) -> SoloMove {
    SoloMove::Enter { cell: at(label) }
}

pub fn go(label: &str) -> SoloMove {
    SoloMove::Move {
        cell: at(label),
        order: None,
    }
}

pub fn summoned_by(
    events: &[Event],
    side: manawell::engines::rivality::Side,
) -> Vec<(Cell, u8, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Summoned {
                caster,
                target,
                destroyed,
                placed,
                ..
            } if *caster == side => Some((*target, *destroyed, *placed)),
            _ => None,
        })
        .collect()
}
