//! Readings: the order of a turn, the box, moving.

use manawell::engines::rivalry::{Card, Event, Move, MoveError, Phase, Units};

use crate::common::*;

#[test]
fn a_lost_turn_skips_the_whole_turn_and_uses_up_one_pending_loss() {
    let mut game = scene(0);
    put(&mut game, R, "E3", 2, 0);
    game.lost_turns[R.index()] = 2;
    game.turn = K;
    game.phase = Phase::Recruit;
    let events = play(&mut game, K, Move::EndTurn);
    assert!(has(
        &events,
        |e| matches!(e, Event::TurnLost { side } if *side == R)
    ));
    assert!(!has(
        &events,
        |e| matches!(e, Event::Rolled { side, .. } if *side == R)
    ));
    assert_eq!(game.lost_turns[R.index()], 1);
    assert_eq!(game.turn, K, "the Kingdom plays again");
    assert_eq!(
        game.round, 2,
        "the lost turn is round 2's; the Kingdom's ends it"
    );
}

#[test]
fn surrender_comes_before_the_roll_which_is_automatic_when_none_is_on_offer() {
    let mut game = scene(0);
    game.phase = Phase::Battle;
    put(&mut game, R, "E7", 9, 0);
    put(&mut game, K, "E8", 9, 0);
    put(&mut game, K, "J10", 1, 0);
    play(&mut game, R, assault("E7", tile("E8"), false));
    let events = play(&mut game, R, Move::EndBattles);
    if game.turn == R {
        play(&mut game, R, Move::EndTurn);
    }
    assert_eq!(game.phase, Phase::Surrender);
    assert!(!has(
        &events,
        |e| matches!(e, Event::Rolled { side, .. } if *side == K)
    ));
    assert!(listed(&game).contains(&Move::Roll));
    let events = play(&mut game, K, Move::Roll);
    assert!(has(
        &events,
        |e| matches!(e, Event::Rolled { side, .. } if *side == K)
    ));
    // Next time nothing was assaulted: the Republic's roll comes by itself.
    let (_, events) = turn_with_roll(&game, R, 8);
    assert!(has(
        &events,
        |e| matches!(e, Event::Rolled { side, .. } if *side == R)
    ));
}

#[test]
fn battles_also_follow_a_seven() {
    let mut game = scene(0);
    put(&mut game, R, "E7", 3, 0);
    put(&mut game, K, "E8", 3, 0);
    let (game, _) = draw(&game, R, Card::Revolt);
    assert_eq!(game.phase, Phase::Battle);
}

#[test]
fn recruits_come_from_every_city_held_ungarrisoned_or_captured_this_turn_included() {
    let mut game = scene(3);
    game.owner[s("K9").0 as usize] = Some(K);
    put(&mut game, R, "D7", 1, 0);
    play(&mut game, R, mv("D7", "D8", 1, 0));
    assert_eq!(game.owner_of(s("K9")), Some(R));
    assert_eq!(game.phase, Phase::Recruit, "nothing else to do");
    let sites: Vec<_> = listed(&game)
        .iter()
        .filter_map(|m| match m {
            Move::Recruit { site, .. } => Some(*site),
            _ => None,
        })
        .collect();
    for c in ["R2", "R3", "R4", "R6", "K9"] {
        assert!(sites.contains(&s(c)), "{c} recruits");
    }
}

#[test]
fn a_recruit_may_be_a_cavalry_while_fewer_than_8_are_on_the_board() {
    let mut game = scene(0);
    game.phase = Phase::Recruit;
    put(&mut game, R, "C5", 0, 8);
    let cavalry = Move::Recruit {
        site: s("R2"),
        tile: t("E3"),
        cavalry: true,
    };
    assert!(matches!(
        refused(&game, R, cavalry.clone()),
        MoveError::BoxEmpty { .. }
    ));
    put(&mut game, R, "C5", 0, 7);
    play(&mut game, R, cavalry);
    assert_eq!(at(&game, R, "E3"), Units::new(0, 1));
}

#[test]
fn the_box_holds_32_armies_a_unit_lost_can_be_raised_again() {
    let mut game = scene(0);
    game.phase = Phase::Recruit;
    put(&mut game, R, "C5", 32, 0);
    let army = Move::Recruit {
        site: s("R2"),
        tile: t("E3"),
        cavalry: false,
    };
    assert!(matches!(
        refused(&game, R, army.clone()),
        MoveError::BoxEmpty { .. }
    ));
    put(&mut game, R, "C5", 31, 0);
    play(&mut game, R, army);
    assert_eq!(game.on_board(R).armies, 32);
}

#[test]
fn the_round_ends_after_the_kingdoms_turn() {
    let mut game = scene(0);
    game.phase = Phase::Recruit;
    play(&mut game, R, Move::EndTurn);
    assert_eq!((game.round, game.turn), (1, K));
    game.phase = Phase::Recruit;
    play(&mut game, K, Move::EndTurn);
    assert_eq!((game.round, game.turn), (2, R));
}

#[test]
fn several_units_move_together_as_one_order_and_fewer_than_the_roll_may_move() {
    let mut game = scene(8);
    put(&mut game, R, "C5", 3, 2);
    put(&mut game, K, "J10", 1, 0);
    play(&mut game, R, mv("C5", "C6", 2, 2));
    assert_eq!(at(&game, R, "C6"), Units::new(2, 2));
    assert_eq!(game.phase, Phase::Move { left: 4 });
    play(&mut game, R, Move::EndMoves);
    assert!(!matches!(game.phase, Phase::Move { .. }));
}

#[test]
fn an_order_with_an_army_moves_one_tile_and_cavalry_pass_only_open_tiles() {
    let mut game = scene(8);
    put(&mut game, R, "C5", 1, 1);
    assert!(matches!(
        refused(&game, R, mv("C5", "B6", 1, 1)),
        MoveError::NotAdjacent { .. }
    ));
    put(&mut game, K, "B5", 1, 0);
    put(&mut game, K, "C6", 1, 0);
    assert!(matches!(
        refused(&game, R, mv("C5", "B6", 0, 1)),
        MoveError::OutOfReach { .. }
    ));
}

#[test]
fn no_zones_of_control_passing_next_to_the_enemy_costs_nothing() {
    let mut game = scene(8);
    put(&mut game, R, "D7", 0, 1);
    put(&mut game, K, "C9", 5, 0);
    put(&mut game, K, "E8", 5, 0);
    // D7 → D8 (between two enemy stacks) → D9.
    play(&mut game, R, mv("D7", "D9", 0, 1));
    assert_eq!(at(&game, R, "D9"), Units::new(0, 1));
}

#[test]
fn losses_in_battle_can_still_empty_a_city() {
    let mut game = scene(0);
    game.phase = Phase::Battle;
    put(&mut game, R, "E7", 1, 0);
    put(&mut game, K, "E6", 1, 0);
    game.owner[s("R8").0 as usize] = Some(R);
    put(&mut game, R, "D7", 1, 0);
    game.turn = K;
    let (game, _) = rigged(&game, K, assault("E6", city("R8"), false), |_, e| {
        assault_totals(e).iter().all(|(x, y)| x == y)
    });
    assert!(game.garrison(R, s("R8")).is_empty());
    assert_eq!(
        game.owner_of(s("R8")),
        Some(R),
        "an emptied city stays its owner's"
    );
}

#[test]
fn a_unit_ending_its_move_on_an_ungarrisoned_enemy_city_captures_it_passing_does_not() {
    let mut game = scene(8);
    game.owner[s("K9").0 as usize] = Some(K);
    put(&mut game, R, "D7", 0, 2);
    play(&mut game, R, mv("D7", "C9", 0, 1));
    assert_eq!(
        game.owner_of(s("K9")),
        Some(K),
        "passing D8 does not capture"
    );
    let events = play(&mut game, R, mv("D7", "D8", 0, 1));
    assert!(has(&events, |e| matches!(e, Event::CityCaptured { .. })));
    assert_eq!(game.owner_of(s("K9")), Some(R));
}

#[test]
fn a_held_enemy_citys_three_tiles_are_one_tile_an_empty_one_is_closed() {
    // The Kingdom holds Eastmere (J8 K8 J9) with one army on K8: J8 is empty but closed,
    // to enter and to pass through.
    let mut game = scene(8);
    put(&mut game, R, "J7", 1, 1);
    put(&mut game, K, "K8", 1, 0);
    refused(&game, R, mv("J7", "J8", 1, 0));
    refused(&game, R, mv("J7", "J8", 0, 1));
    let through = refused(&game, R, mv("J7", "I9", 0, 1));
    assert!(
        matches!(through, MoveError::OutOfReach { .. }),
        "{through:?}"
    );
    // Once the city is ungarrisoned its tiles are open, and entering one captures it.
    put(&mut game, K, "K8", 0, 0);
    play(&mut game, R, mv("J7", "J8", 1, 0));
    assert_eq!(game.owner_of(s("K5")), Some(R));
}

#[test]
fn each_unit_moves_at_most_once_per_turn() {
    // An army, and a cavalry that used one of its two tiles: neither moves again, while a
    // unit that has not moved still may from the same tile.
    let mut game = scene(8);
    put(&mut game, R, "C5", 1, 1);
    put(&mut game, R, "C6", 1, 0);
    play(&mut game, R, mv("C5", "C6", 1, 1));
    refused(&game, R, mv("C6", "D6", 2, 0));
    refused(&game, R, mv("C6", "D6", 0, 1));
    play(&mut game, R, mv("C6", "D6", 1, 0));
    assert_eq!(at(&game, R, "C6"), Units::new(1, 1));
    assert_eq!(at(&game, R, "D6"), Units::new(1, 0));
}
