//! Readings: who may advance after a tile battle (the fine points).

use manawell::engines::rivalry::{Move, Phase, Units};

use crate::common::*;

#[test]
fn an_advance_may_take_units_that_moved_this_turn_all_onto_the_emptied_tile() {
    let mut game = scene(2);
    put(&mut game, R, "D7", 2, 0);
    put(&mut game, R, "E7", 1, 0);
    put(&mut game, K, "E8", 1, 0);
    play(&mut game, R, mv("D7", "E7", 2, 0));
    assert_eq!(game.phase, Phase::Battle, "the roll is used up");
    let (mut game, _) = rigged(&game, R, assault("E7", tile("E8"), false), |g, _| {
        at(g, K, "E8").is_empty() && at(g, R, "E7").total() == 3
    });
    play(
        &mut game,
        R,
        Move::Advance {
            onto: t("E8"),
            units: Units::new(3, 0),
        },
    );
    assert_eq!(at(&game, R, "E8"), Units::new(3, 0));
    assert!(at(&game, R, "E7").is_empty());
}

#[test]
fn an_advance_may_take_units_relocated_by_a_surrender_this_turn() {
    // The Kingdom surrenders E8 to J10 (its capital's tile, one unit there already), then
    // empties I9 from J10: two may advance, one must stay for the garrison rule.
    let mut game = super::kingdom_surrendered_e8_to_j10(1);
    game.phase = Phase::Battle;
    let (mut game, _) = rigged(&game, K, assault("J10", tile("I9"), false), |g, _| {
        at(g, R, "I9").is_empty() && at(g, K, "J10").total() == 3
    });
    play(
        &mut game,
        K,
        Move::Advance {
            onto: t("I9"),
            units: Units::new(2, 0),
        },
    );
    assert_eq!(at(&game, K, "I9"), Units::new(2, 0));
    assert_eq!(at(&game, K, "J10"), Units::new(1, 0));
}
