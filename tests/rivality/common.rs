//! Helpers shared by the Rivality tests: positions and moves in the notation.
#![allow(dead_code)]

use manawell::engines::rivality::notation::{parse_move, parse_position};
use manawell::engines::rivality::{Cell, Event, Game, MoveError};

pub fn position(text: &str) -> Game {
    parse_position(text).unwrap_or_else(|e| panic!("bad test position: {e}\n{text}"))
}

pub fn play(game: &Game, mv: &str) -> (Game, Vec<Event>) {
    let mv = parse_move(mv).unwrap_or_else(|e| panic!("bad test move: {e}"));
    game.apply(mv)
        .unwrap_or_else(|e| panic!("move `{mv:?}` refused: {e}"))
}

pub fn refuse(game: &Game, mv: &str) -> MoveError {
    let mv = parse_move(mv).unwrap_or_else(|e| panic!("bad test move: {e}"));
    match game.apply(mv) {
        Ok(_) => panic!("move `{mv:?}` should have been refused"),
        Err(e) => e,
    }
}

pub fn cell(label: &str) -> Cell {
    label.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// Golems on the tile at `label`: salmon, purple, teal.
pub fn golems(game: &Game, label: &str) -> [u8; 3] {
    game.field
        .at(cell(label))
        .unwrap_or_else(|| panic!("no tile at {label}"))
        .golems
}
