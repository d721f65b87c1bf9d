//! A test per reading of `shared/rules/rivalry-readings.md` (the map's and the set-up's
//! are in `map.rs` and `setup.rs`), named after the reading.

mod advance;
mod battle;
mod deck;
mod map;
mod turn;
mod winning;

use manawell::engines::rivalry::{Game, Move, Phase, Side, Units};

use crate::common::*;

/// The Kingdom's turn where it surrenders E8 (two armies) to J10, its capital's tile with
/// one army already, while `republic` armies of the Republic hold I9 next to it.
fn kingdom_surrendered_e8_to_j10(republic: u8) -> Game {
    kingdom_surrendered_e8_to_j10_beside(&[(R, "I9", republic)])
}

/// The same surrender, with the armies `beside` (side, tile, armies) put first.
fn kingdom_surrendered_e8_to_j10_beside(beside: &[(Side, &str, u8)]) -> Game {
    let mut game = scene(0);
    game.turn = K;
    game.phase = Phase::Surrender;
    game.offers = vec![tile("E8")];
    put(&mut game, K, "E8", 2, 0);
    put(&mut game, K, "J10", 1, 0);
    for &(side, at, armies) in beside {
        put(&mut game, side, at, armies, 0);
    }
    let to = vec![(t("J10"), Units::new(2, 0))];
    play(
        &mut game,
        K,
        Move::Surrender {
            target: tile("E8"),
            to,
        },
    );
    game
}
