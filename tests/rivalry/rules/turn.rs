//! The text's rules of a turn and of moving.

use manawell::engines::rivalry::map::Terrain;
use manawell::engines::rivalry::{map, Event, Move, MoveError, Phase, Units};

use crate::common::*;

#[test]
fn armies_may_move_one_tile_per_turn() {
    let mut game = scene(9);
    put(&mut game, R, "C5", 2, 0);
    assert!(matches!(
        refused(&game, R, mv("C5", "B6", 1, 0)),
        MoveError::NotAdjacent { .. }
    ));
    play(&mut game, R, mv("C5", "B5", 1, 0));
    assert_eq!(at(&game, R, "B5"), Units::new(1, 0));
    assert!(matches!(
        refused(&game, R, mv("B5", "B6", 1, 0)),
        MoveError::NotEnough { .. }
    ));
}

#[test]
fn cavalry_can_move_up_to_two_tiles_per_turn() {
    let mut game = scene(9);
    put(&mut game, R, "C5", 0, 2);
    play(&mut game, R, mv("C5", "B6", 0, 1));
    play(&mut game, R, mv("C5", "B5", 0, 1));
    assert_eq!(at(&game, R, "B6"), Units::new(0, 1));
    assert_eq!(at(&game, R, "B5"), Units::new(0, 1));
    let mut far = scene(9);
    put(&mut far, R, "C5", 0, 1);
    assert!(matches!(
        refused(&far, R, mv("C5", "B8", 0, 1)),
        MoveError::OutOfReach { .. }
    ));
}

#[test]
fn greyed_coast_mountains_and_the_lake_cannot_be_entered() {
    let mut game = scene(9);
    put(&mut game, R, "C4", 1, 0);
    put(&mut game, R, "E7", 1, 0);
    let coast = map()
        .tile(t("C4"))
        .neighbours
        .iter()
        .copied()
        .find(|x| map().tile(*x).terrain == Terrain::Coast)
        .expect("C4 lies on the coast");
    let to_coast = Move::Move {
        from: t("C4"),
        to: coast,
        units: Units::new(1, 0),
    };
    assert!(matches!(
        refused(&game, R, to_coast),
        MoveError::NotOpen { .. }
    ));
    assert!(
        matches!(
            refused(&game, R, mv("C4", "D3", 1, 0)),
            MoveError::NotOpen { .. }
        ),
        "Mount Aedana"
    );
    assert!(
        matches!(
            refused(&game, R, mv("E7", "F7", 1, 0)),
            MoveError::NotOpen { .. }
        ),
        "the lake"
    );
}

#[test]
fn a_roll_of_nine_moves_nine_armies() {
    let mut game = scene(9);
    put(&mut game, R, "C5", 12, 0);
    assert!(matches!(
        refused(&game, R, mv("C5", "B5", 10, 0)),
        MoveError::TooMany {
            wanted: 10,
            left: 9
        }
    ));
    play(&mut game, R, mv("C5", "B5", 5, 0));
    play(&mut game, R, mv("C5", "C6", 3, 0));
    assert_eq!(game.phase, Phase::Move { left: 1 });
    play(&mut game, R, mv("C5", "C4", 1, 0));
    // The roll used up, the move step ends by itself.
    assert_ne!(game.phase, Phase::Move { left: 0 });
}

#[test]
fn a_roll_of_2_to_6_or_8_to_12_is_the_number_of_units_to_move() {
    for total in [2, 6, 8, 12] {
        let mut game = scene(0);
        put(&mut game, R, "C5", 3, 0);
        let (game, _) = turn_with_roll(&game, R, total);
        assert_eq!(game.phase, Phase::Move { left: total }, "roll {total}");
    }
}

#[test]
fn a_roll_of_seven_draws_an_orange_card() {
    let mut game = scene(0);
    put(&mut game, R, "C5", 3, 0);
    let top = *game.deck.last().unwrap();
    let (game, events) = turn_with_roll(&game, R, 7);
    assert!(has(
        &events,
        |e| matches!(e, Event::CardDrawn { card, .. } if *card == top)
    ));
    assert!(
        !matches!(game.phase, Phase::Move { .. }),
        "no unit moves after a 7"
    );
    assert_eq!(game.discards.last(), Some(&top));
}

#[test]
fn at_the_end_of_a_turn_one_new_army_at_every_city_possessed() {
    let mut game = scene(0);
    game.phase = Phase::Recruit;
    put(&mut game, R, "E3", 1, 0);
    for city in ["R2", "R3", "R4", "R6"] {
        let site = s(city);
        let tile = map().site(site).tiles[0];
        play(
            &mut game,
            R,
            Move::Recruit {
                site,
                tile,
                cavalry: false,
            },
        );
    }
    assert_eq!(game.on_board(R).total(), 5);
    // Each city once, and the turn then ends by itself.
    assert_eq!(game.turn, K);
}

#[test]
fn recruiting_is_not_a_required_action() {
    let mut game = scene(0);
    game.phase = Phase::Recruit;
    let events = play(&mut game, R, Move::EndTurn);
    assert!(has(
        &events,
        |e| matches!(e, Event::TurnEnded { side } if *side == R)
    ));
    assert_eq!(game.on_board(R).total(), 0);
    assert_eq!(game.turn, K);
}
