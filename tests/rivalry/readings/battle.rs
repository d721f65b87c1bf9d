//! Readings: battle, surrender, cities.

use manawell::engines::rivalry::{Move, MoveError, Phase, Units};

use crate::common::*;

#[test]
fn the_attackers_loss_comes_off_the_attacking_tile_the_citys_off_its_biggest_stack() {
    let mut game = scene(0);
    game.owner[s("K9").0 as usize] = Some(K);
    game.phase = Phase::Battle;
    put(&mut game, R, "D7", 3, 0);
    put(&mut game, R, "E7", 3, 0);
    put(&mut game, K, "D8", 2, 0);
    put(&mut game, K, "D9", 2, 0);
    put(&mut game, K, "E8", 1, 0);
    let (game, _) = rigged(&game, R, assault("D7", city("K9"), false), |_, e| {
        assault_totals(e).iter().all(|(x, y)| x == y)
    });
    assert_eq!(at(&game, R, "D7"), Units::new(2, 0));
    assert_eq!(at(&game, R, "E7"), Units::new(3, 0));
    // D8 and D9 tied: the first in the site table (D8 E8 D9) loses.
    assert_eq!(at(&game, K, "D8"), Units::new(1, 0));
    assert_eq!(at(&game, K, "D9"), Units::new(2, 0));
}

#[test]
fn each_side_loses_an_army_before_a_cavalry() {
    let mut game = scene(0);
    game.phase = Phase::Battle;
    put(&mut game, R, "E7", 1, 2);
    put(&mut game, K, "E8", 1, 2);
    let (game, _) = rigged(&game, R, assault("E7", tile("E8"), false), |_, e| {
        assault_totals(e).iter().all(|(x, y)| x == y)
    });
    assert_eq!(at(&game, R, "E7"), Units::new(0, 2));
    assert_eq!(at(&game, K, "E8"), Units::new(0, 2));
}

#[test]
fn units_that_moved_this_turn_may_fight() {
    let mut game = scene(3);
    put(&mut game, R, "E6", 3, 0);
    put(&mut game, K, "E8", 2, 0);
    play(&mut game, R, mv("E6", "E7", 3, 0));
    assert_eq!(game.phase, Phase::Battle);
    play(&mut game, R, assault("E7", tile("E8"), false));
}

#[test]
fn fight_it_out_assaults_from_one_tile_on_one_target_until_one_is_empty() {
    let mut game = scene(0);
    game.phase = Phase::Battle;
    put(&mut game, R, "E7", 6, 0);
    put(&mut game, K, "E8", 6, 0);
    let events = play(&mut game, R, assault("E7", tile("E8"), true));
    assert!(assault_totals(&events).len() >= 6);
    assert!(at(&game, R, "E7").is_empty() || at(&game, K, "E8").is_empty());
}

#[test]
fn an_advance_after_a_tile_battle_is_optional_and_advanced_units_may_assault_again() {
    let mut game = scene(0);
    game.phase = Phase::Battle;
    put(&mut game, R, "E7", 6, 0);
    put(&mut game, K, "E8", 1, 0);
    put(&mut game, K, "D7", 3, 0);
    let (game, _) = rigged(&game, R, assault("E7", tile("E8"), false), |g, _| {
        at(g, K, "E8").is_empty() && at(g, R, "E7").total() == 6
    });
    let mut none = game.clone();
    play(
        &mut none,
        R,
        Move::Advance {
            onto: t("E8"),
            units: Units::NONE,
        },
    );
    assert_eq!(none.phase, Phase::Battle);
    assert_eq!(at(&none, R, "E7").total(), 6);
    let mut some = game;
    play(
        &mut some,
        R,
        Move::Advance {
            onto: t("E8"),
            units: Units::new(4, 0),
        },
    );
    assert_eq!(at(&some, R, "E8"), Units::new(4, 0));
    play(&mut some, R, assault("E8", tile("D7"), false));
}

#[test]
fn when_the_garrison_rule_lets_no_unit_advance_the_emptied_city_stays_its_owners() {
    let mut game = scene(0);
    game.owner[s("K9").0 as usize] = Some(K);
    game.owner[s("R8").0 as usize] = Some(R);
    game.phase = Phase::Battle;
    put(&mut game, R, "D7", 1, 0);
    put(&mut game, K, "D8", 1, 0);
    let (game, _) = rigged(&game, R, assault("D7", city("K9"), false), |_, e| {
        assault_totals(e).iter().all(|(x, y)| x > y)
    });
    assert!(!matches!(game.phase, Phase::Advance { .. }));
    assert_eq!(game.owner_of(s("K9")), Some(K));
    assert!(game.garrison(K, s("K9")).is_empty());
}

#[test]
fn surrender_is_offered_for_what_was_assaulted_and_still_holds_units() {
    let mut game = scene(0);
    game.turn = K;
    game.phase = Phase::Recruit;
    game.assaulted = vec![tile("E8"), tile("D9")];
    put(&mut game, K, "E8", 2, 0);
    put(&mut game, R, "C5", 2, 0);
    let (game, _) = turn_with_roll(&game, R, 8);
    // The Kingdom assaulted; it is the Republic's turn: nothing of the Republic's was.
    assert_eq!(game.phase, Phase::Move { left: 8 });
    let mut game = scene(0);
    game.phase = Phase::Recruit;
    game.assaulted = vec![tile("E8"), tile("D9")];
    put(&mut game, K, "E8", 2, 0);
    play(&mut game, R, Move::EndTurn);
    assert_eq!(
        game.surrender_offers(),
        vec![tile("E8")],
        "D9 holds nothing"
    );
}

#[test]
fn a_city_cannot_be_surrendered_by_a_player_who_holds_no_other_city() {
    let mut game = bare(&["R2"], &["K9"], Phase::Surrender);
    game.turn = K;
    game.offers = vec![city("K9")];
    put(&mut game, K, "D8", 2, 0);
    assert!(game.surrender_offers().is_empty());
}

#[test]
fn a_surrendered_citys_tiles_are_closed_to_its_old_owner_this_turn_passing_included() {
    let mut game = scene(0);
    game.owner[s("K9").0 as usize] = Some(K);
    game.turn = K;
    game.phase = Phase::Surrender;
    game.offers = vec![city("K9")];
    put(&mut game, K, "D8", 1, 0);
    put(&mut game, K, "C9", 0, 1);
    put(&mut game, R, "E6", 1, 0);
    let to = vec![(t("J10"), Units::new(1, 0))];
    play(
        &mut game,
        K,
        Move::Surrender {
            target: city("K9"),
            to,
        },
    );
    let mut moving = game.clone();
    moving.phase = Phase::Move { left: 5 };
    assert!(matches!(
        refused(&moving, K, mv("C9", "D8", 0, 1)),
        MoveError::NotOpen { .. }
    ));
    assert!(matches!(
        refused(&moving, K, mv("C9", "D7", 0, 1)),
        MoveError::OutOfReach { .. }
    ));
}

#[test]
fn relocated_units_may_fight_this_turn_but_not_move() {
    let mut game = super::kingdom_surrendered_e8_to_j10(3);
    assert_eq!(game.unmoved(K, t("J10")), Units::new(1, 0));
    game.phase = Phase::Battle;
    play(&mut game, K, assault("J10", tile("I9"), false));
}

#[test]
fn a_tile_can_be_surrendered_only_by_a_side_that_holds_a_city() {
    let mut game = bare(&["R2"], &["K1"], Phase::Surrender);
    game.owner[s("K1").0 as usize] = Some(R);
    game.turn = K;
    game.offers = vec![tile("E8")];
    put(&mut game, K, "E8", 2, 0);
    assert!(game.surrender_offers().is_empty());
}

#[test]
fn a_captured_city_is_the_captors_in_every_way_and_can_be_recaptured() {
    let mut game = scene(3);
    game.owner[s("K9").0 as usize] = Some(K);
    put(&mut game, R, "D7", 2, 0);
    put(&mut game, K, "C9", 2, 0);
    play(&mut game, R, mv("D7", "D8", 1, 0));
    assert_eq!(game.owner_of(s("K9")), Some(R));
    // The garrison rule now holds the Republic's last unit there.
    game.moved.iter_mut().for_each(|u| *u = Units::NONE);
    game.phase = Phase::Move { left: 2 };
    assert!(matches!(
        refused(&game, R, mv("D8", "D7", 1, 0)),
        MoveError::Garrison { .. }
    ));
    game.phase = Phase::Battle;
    game.turn = K;
    let (game, _) = rigged(&game, K, assault("C9", city("K9"), false), |g, _| {
        g.garrison(R, s("K9")).is_empty() && !at(g, K, "C9").is_empty()
    });
    let mut game = game;
    play(
        &mut game,
        K,
        Move::Advance {
            onto: t("D8"),
            units: Units::new(1, 0),
        },
    );
    assert_eq!(game.owner_of(s("K9")), Some(K));
}

#[test]
fn a_battle_does_not_carry_over_to_the_next_turn() {
    let mut game = scene(0);
    game.phase = Phase::Battle;
    put(&mut game, R, "E7", 9, 0);
    put(&mut game, K, "E8", 9, 0);
    play(&mut game, R, assault("E7", tile("E8"), false));
    assert!(!game.assaulted.is_empty());
    play(&mut game, R, Move::EndBattles);
    if game.turn == R {
        play(&mut game, R, Move::EndTurn);
    }
    assert!(
        game.assaulted.is_empty(),
        "the Kingdom's turn starts with nothing assaulted"
    );
    assert_eq!(game.offers, vec![tile("E8")], "only surrender is on offer");
}

#[test]
fn a_surrendered_tile_may_be_entered_again() {
    let mut game = super::kingdom_surrendered_e8_to_j10_beside(&[(K, "D9", 1)]);
    game.phase = Phase::Move { left: 3 };
    play(&mut game, K, mv("D9", "E8", 1, 0));
    assert_eq!(at(&game, K, "E8"), Units::new(1, 0));
}

#[test]
fn what_is_on_offer_for_surrender_is_checked_again_after_each_surrender() {
    // The Kingdom holds K1 (capital) and K2, both assaulted last turn. Once K2 is
    // surrendered, K1 is its only city and can no longer be surrendered: the roll follows.
    let mut game = bare(&["R2"], &["K1", "K2"], Phase::Surrender);
    game.turn = K;
    game.offers = vec![city("K1"), city("K2")];
    put(&mut game, K, "J10", 1, 0);
    put(&mut game, K, "G10", 2, 0);
    assert_eq!(game.surrender_offers(), vec![city("K1"), city("K2")]);
    let to = vec![(t("J10"), Units::new(2, 0))];
    play(
        &mut game,
        K,
        Move::Surrender {
            target: city("K2"),
            to,
        },
    );
    assert_eq!(game.owner_of(s("K2")), Some(R));
    assert!(game.surrender_offers().is_empty());
    assert!(
        !matches!(game.phase, Phase::Surrender),
        "nothing left on offer: the turn goes on to the roll"
    );
}

/// Issue 30: every city surrendered this turn stays closed to its old owner until the turn
/// ends, not only the last one (the second surrender reopened the first).
#[test]
fn every_city_surrendered_this_turn_stays_closed_to_its_old_owner_until_the_turn_ends() {
    let mut game = bare(&["R2"], &["K1", "K6", "K8", "K9"], Phase::Surrender);
    game.turn = K;
    game.offers = vec![city("K8"), city("K9")];
    put(&mut game, K, "J10", 1, 0);
    put(&mut game, K, "G8", 2, 0);
    put(&mut game, K, "H7", 1, 0);
    put(&mut game, K, "D8", 1, 0);
    put(&mut game, K, "C9", 1, 0);
    for site in ["K8", "K9"] {
        let to = vec![(t("J10"), Units::new(1, 0))];
        play(
            &mut game,
            K,
            Move::Surrender {
                target: city(site),
                to,
            },
        );
        assert_eq!(game.owner_of(s(site)), Some(R));
    }
    let mut moving = game.clone();
    moving.phase = Phase::Move { left: 5 };
    for (from, onto) in [("G8", "H8"), ("C9", "D8")] {
        assert!(
            matches!(
                refused(&moving, K, mv(from, onto, 1, 0)),
                MoveError::NotOpen { .. }
            ),
            "{from}-{onto}"
        );
    }
    // The turn over, both are open again: the Kingdom may walk back in next turn.
    let mut next = moving.clone();
    next.phase = Phase::Recruit;
    let (next, _) = turn_with_roll(&next, K, 8);
    assert!(next.forbidden.is_empty(), "{:?}", next.forbidden);
    assert!(next.is_open(K, t("H8")) && next.is_open(K, t("D8")));
}
