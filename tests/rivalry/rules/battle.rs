//! The text's rules of attacks and cities.

use manawell::engines::rivalry::{Event, Move, MoveError, Phase, Target, Units};

use crate::common::*;

#[test]
fn attacks_are_made_from_one_tile_to_an_adjacent_tile() {
    let mut game = scene(0);
    game.phase = Phase::Battle;
    put(&mut game, R, "E7", 3, 0);
    put(&mut game, R, "D6", 3, 0);
    put(&mut game, K, "E8", 3, 0);
    assert!(matches!(
        refused(&game, R, assault("D6", tile("E8"), false)),
        MoveError::NoAssault { .. }
    ));
    play(&mut game, R, assault("E7", tile("E8"), false));
}

#[test]
fn the_higher_total_wins_the_lower_removes_one_unit_a_tie_removes_one_each() {
    let mut game = scene(0);
    game.phase = Phase::Battle;
    put(&mut game, R, "E7", 3, 0);
    put(&mut game, K, "E8", 3, 0);
    let a = assault("E7", tile("E8"), false);
    let won = rigged(&game, R, a.clone(), |_, e| {
        assault_totals(e).iter().all(|(x, y)| x > y)
    })
    .0;
    assert_eq!(
        (at(&won, R, "E7").total(), at(&won, K, "E8").total()),
        (3, 2)
    );
    let lost = rigged(&game, R, a.clone(), |_, e| {
        assault_totals(e).iter().all(|(x, y)| x < y)
    })
    .0;
    assert_eq!(
        (at(&lost, R, "E7").total(), at(&lost, K, "E8").total()),
        (2, 3)
    );
    let tie = rigged(&game, R, a, |_, e| {
        assault_totals(e).iter().all(|(x, y)| x == y)
    })
    .0;
    assert_eq!(
        (at(&tie, R, "E7").total(), at(&tie, K, "E8").total()),
        (2, 2)
    );
}

#[test]
fn the_attacker_may_attack_as_many_times_in_as_many_tiles_as_they_wish() {
    let mut game = scene(0);
    game.phase = Phase::Battle;
    put(&mut game, R, "E7", 9, 0);
    put(&mut game, R, "H6", 9, 0);
    put(&mut game, K, "E8", 9, 0);
    put(&mut game, K, "H7", 9, 0);
    play(&mut game, R, assault("E7", tile("E8"), false));
    play(&mut game, R, assault("E7", tile("E8"), false));
    play(&mut game, R, assault("H6", tile("H7"), false));
    assert_eq!(game.phase, Phase::Battle);
    assert_eq!(game.assaulted, vec![tile("E8"), tile("H7")]);
}

#[test]
fn battle_end_a_the_attacker_clears_the_city_tiles_and_controls_the_city() {
    let mut game = scene(0);
    game.owner[s("K9").0 as usize] = Some(K);
    game.phase = Phase::Battle;
    put(&mut game, R, "D7", 9, 0);
    put(&mut game, K, "E8", 1, 0);
    let (mut game, _) = rigged(
        &game,
        R,
        assault("D7", Target::City(s("K9")), true),
        |g, _| g.garrison(K, s("K9")).is_empty() && at(g, R, "D7").total() == 9,
    );
    assert_eq!(
        game.phase,
        Phase::Advance {
            from: t("D7"),
            target: Target::City(s("K9"))
        }
    );
    let nothing = Move::Advance {
        onto: t("D8"),
        units: Units::NONE,
    };
    assert_eq!(refused(&game, R, nothing), MoveError::MustAdvance);
    let far = Move::Advance {
        onto: t("D9"),
        units: Units::new(1, 0),
    };
    assert!(
        matches!(refused(&game, R, far), MoveError::BadAdvance { .. }),
        "D9 is not next to D7"
    );
    let events = play(
        &mut game,
        R,
        Move::Advance {
            onto: t("D8"),
            units: Units::new(4, 0),
        },
    );
    assert!(has(
        &events,
        |e| matches!(e, Event::CityCaptured { side, .. } if *side == R)
    ));
    assert_eq!(game.owner_of(s("K9")), Some(R));
    assert_eq!(at(&game, R, "D8"), Units::new(4, 0));
}

#[test]
fn battle_end_b_the_attacker_gives_up() {
    let mut game = scene(0);
    game.phase = Phase::Battle;
    put(&mut game, R, "E7", 3, 0);
    put(&mut game, K, "E8", 3, 0);
    play(&mut game, R, assault("E7", tile("E8"), false));
    play(&mut game, R, Move::EndBattles);
    assert!(matches!(game.phase, Phase::Recruit) || game.turn == K);
}

#[test]
fn battle_end_c_the_attacker_loses_all_units_on_the_attacking_tile() {
    let mut game = scene(0);
    game.phase = Phase::Battle;
    put(&mut game, R, "E7", 2, 0);
    put(&mut game, R, "C5", 1, 0);
    put(&mut game, K, "E8", 9, 0);
    let (game, events) = rigged(&game, R, assault("E7", tile("E8"), true), |g, _| {
        at(g, R, "E7").is_empty()
    });
    assert!(
        assault_totals(&events).len() >= 2,
        "fought out in one action"
    );
    assert!(!at(&game, K, "E8").is_empty());
    assert!(!matches!(game.phase, Phase::Advance { .. }));
}

#[test]
fn battle_end_d_the_defender_surrenders_and_relocates_to_their_cities() {
    let mut game = scene(0);
    game.phase = Phase::Battle;
    put(&mut game, R, "E7", 9, 0);
    put(&mut game, K, "E8", 3, 1);
    put(&mut game, K, "J10", 1, 0);
    play(&mut game, R, assault("E7", tile("E8"), false));
    let left = at(&game, K, "E8");
    play(&mut game, R, Move::EndBattles);
    if game.turn == R {
        play(&mut game, R, Move::EndTurn);
    }
    assert_eq!((game.turn, game.phase), (K, Phase::Surrender));
    let split = vec![
        (t("J10"), Units::new(left.armies, 0)),
        (t("I11"), Units::new(0, left.cavalry)),
    ];
    let surrender = Move::Surrender {
        target: tile("E8"),
        to: split,
    };
    let half = Move::Surrender {
        target: tile("E8"),
        to: vec![(t("J10"), Units::new(1, 0))],
    };
    assert!(matches!(
        refused(&game, K, half),
        MoveError::RelocateAll { .. }
    ));
    play(&mut game, K, surrender);
    assert!(at(&game, K, "E8").is_empty());
    assert_eq!(at(&game, K, "J10"), Units::new(1 + left.armies, 0));
    assert_eq!(at(&game, K, "I11"), Units::new(0, left.cavalry));
}

#[test]
fn the_three_tiles_around_a_city_defend_as_one_large_tile() {
    let mut game = scene(0);
    game.owner[s("K9").0 as usize] = Some(K);
    game.phase = Phase::Battle;
    put(&mut game, R, "D7", 9, 0);
    put(&mut game, K, "D9", 2, 0);
    // D9 cannot be reached from D7, but the city can: its units defend on all three tiles.
    assert!(matches!(
        refused(&game, R, assault("D7", tile("E8"), false)),
        MoveError::NoAssault { .. }
    ));
    let (game, _) = rigged(
        &game,
        R,
        assault("D7", Target::City(s("K9")), false),
        |_, e| assault_totals(e).iter().all(|(x, y)| x > y),
    );
    assert_eq!(at(&game, K, "D9"), Units::new(1, 0));
    // Nor may the Republic step onto the city's empty tiles while it is held.
    let mut moving = game.clone();
    moving.phase = Phase::Move { left: 3 };
    assert!(matches!(
        refused(&moving, R, mv("D7", "D8", 1, 0)),
        MoveError::NotOpen { .. }
    ));
}

#[test]
fn cities_may_be_captured_when_all_defenders_around_are_defeated() {
    let mut game = scene(0);
    game.owner[s("K9").0 as usize] = Some(K);
    game.phase = Phase::Battle;
    put(&mut game, R, "D7", 5, 0);
    put(&mut game, K, "D9", 1, 0);
    put(&mut game, K, "E8", 1, 0);
    let (mut game, _) = rigged(
        &game,
        R,
        assault("D7", Target::City(s("K9")), true),
        |g, _| g.garrison(K, s("K9")).is_empty() && !at(g, R, "D7").is_empty(),
    );
    play(
        &mut game,
        R,
        Move::Advance {
            onto: t("E8"),
            units: Units::new(1, 0),
        },
    );
    assert_eq!(game.owner_of(s("K9")), Some(R));
}

#[test]
fn in_a_city_surrender_all_defending_troops_go_to_other_cities() {
    let mut game = scene(0);
    game.owner[s("K9").0 as usize] = Some(K);
    game.turn = K;
    game.phase = Phase::Surrender;
    game.offers = vec![Target::City(s("K9"))];
    put(&mut game, K, "D8", 2, 0);
    put(&mut game, K, "D9", 1, 1);
    put(&mut game, R, "D7", 3, 0);
    let into_itself = Move::Surrender {
        target: Target::City(s("K9")),
        to: vec![(t("D8"), Units::new(3, 1))],
    };
    assert!(matches!(
        refused(&game, K, into_itself),
        MoveError::NotYourCity { .. }
    ));
    let events = play(
        &mut game,
        K,
        Move::Surrender {
            target: Target::City(s("K9")),
            to: vec![(t("G10"), Units::new(3, 1))],
        },
    );
    assert!(has(
        &events,
        |e| matches!(e, Event::CityCaptured { side, .. } if *side == R)
    ));
    assert_eq!(game.owner_of(s("K9")), Some(R));
    assert_eq!(at(&game, K, "G10"), Units::new(3, 1));
    assert!(game.garrison(K, s("K9")).is_empty());
}

#[test]
fn each_city_must_have_at_least_one_unit_stationed_in_it() {
    let mut game = scene(5);
    put(&mut game, R, "E5", 1, 0);
    put(&mut game, R, "E6", 1, 0);
    assert!(matches!(
        refused(&game, R, mv("E5", "E4", 1, 0)),
        MoveError::Garrison { .. }
    ));
    // Moving between the city's tiles is allowed; bringing relief in first frees the unit.
    play(&mut game, R, mv("E5", "F5", 1, 0));
    play(&mut game, R, mv("E6", "F6", 1, 0));
    let mut game = game.clone();
    // (Next turn: the moved units may move again.)
    game.moved.iter_mut().for_each(|u| *u = Units::NONE);
    game.phase = Phase::Move { left: 3 };
    play(&mut game, R, mv("F5", "G4", 1, 0));
    assert_eq!(game.garrison(R, s("R6")), Units::new(1, 0));
}
