//! Readings: the capital, the leader's escape, the round limit, resigning, information.

use manawell::engines::rivalry::numbers::ROUND_LIMIT;
use manawell::engines::rivalry::{Ending, Event, Game, Move, MoveError, Phase, Units};

use crate::common::*;

fn escape_die(events: &[Event]) -> Option<u8> {
    events.iter().find_map(|e| match e {
        Event::EscapeRoll { die, .. } => Some(*die),
        _ => None,
    })
}

/// The Kingdom's move onto the Republic's ungarrisoned capital R2 (E4, from D4).
fn capital_falls(republic: &[&str], garrisons: &[(&str, u8)]) -> Game {
    let mut game = bare(republic, &["K1"], Phase::Move { left: 3 });
    game.turn = K;
    put(&mut game, K, "D4", 2, 0);
    for (tile, n) in garrisons {
        put(&mut game, R, tile, *n, 0);
    }
    game
}

#[test]
fn escape_die_1_to_3_the_leader_is_caught() {
    let game = capital_falls(&["R2", "R3"], &[("I2", 1)]);
    let (game, events) = rigged(&game, K, mv("D4", "E4", 1, 0), |_, e| {
        escape_die(e).is_some_and(|d| d <= 3)
    });
    assert!(has(&events, |e| matches!(e, Event::LeaderCaught { .. })));
    assert_eq!(
        game.outcome.map(|o| (o.winner, o.ending)),
        Some((Some(K), Ending::LeaderCaught))
    );
}

#[test]
fn escape_die_4_to_6_the_leader_escapes_to_the_strongest_city() {
    let game = capital_falls(
        &["R2", "R3", "R4", "R7"],
        &[("I2", 2), ("H3", 3), ("J4", 3)],
    );
    let (game, _) = rigged(&game, K, mv("D4", "E4", 1, 0), |_, e| {
        escape_die(e).is_some_and(|d| d >= 4)
    });
    assert!(!game.is_over());
    assert_eq!(
        game.interim[R.index()],
        Some(s("R4")),
        "R4 and R7 tied: the first"
    );
    assert!(!game.leader_home(R));
}

#[test]
fn escape_city_ties_go_to_the_first_in_r1_to_r9_then_k1_to_k9() {
    // The Kingdom holds K1 (its capital), K5 and the captured R9, two units each on K5 and
    // R9: Eastwatch comes first, though it is a Republic site. With three on K5, K5.
    for (k5, refuge) in [(2, "R9"), (3, "K5")] {
        let mut game = bare(&["R2"], &["K1", "K5", "R9"], Phase::Move { left: 3 });
        put(&mut game, R, "I10", 2, 0);
        put(&mut game, K, "J8", k5, 0);
        put(&mut game, K, "H5", 2, 0);
        let (game, _) = rigged(&game, R, mv("I10", "J10", 1, 0), |_, e| {
            escape_die(e).is_some_and(|d| d >= 4)
        });
        assert_eq!(game.owner_of(s("K1")), Some(R));
        assert_eq!(game.interim[K.index()], Some(s(refuge)), "K5 with {k5}");
    }
}

#[test]
fn with_no_second_city_the_leader_is_caught_without_a_die() {
    let mut game = capital_falls(&["R2"], &[]);
    let events = play(&mut game, K, mv("D4", "E4", 1, 0));
    assert_eq!(escape_die(&events), None);
    assert_eq!(game.outcome.map(|o| o.winner), Some(Some(K)));
}

#[test]
fn capturing_the_interim_capital_wins_at_once_with_no_die() {
    let mut game = capital_falls(&["R3", "R4"], &[("H3", 1)]);
    game.owner[s("R2").0 as usize] = Some(K);
    game.interim[R.index()] = Some(s("R3"));
    put(&mut game, K, "H2", 1, 0);
    let events = play(&mut game, K, mv("H2", "I2", 1, 0));
    assert_eq!(escape_die(&events), None);
    let outcome = game.outcome.unwrap();
    assert_eq!(
        (outcome.winner, outcome.ending),
        (Some(K), Ending::InterimCapitalTaken)
    );
}

#[test]
fn retaking_the_original_capital_brings_the_leader_home_and_a_later_fall_a_new_die() {
    let mut game = bare(&["R3"], &["K1"], Phase::Move { left: 3 });
    game.owner[s("R2").0 as usize] = Some(K);
    game.capital[R.index()] = s("R2");
    game.interim[R.index()] = Some(s("R3"));
    put(&mut game, R, "I2", 1, 0);
    put(&mut game, R, "D4", 2, 0);
    let events = play(&mut game, R, mv("D4", "E4", 1, 0));
    assert!(has(&events, |e| matches!(e, Event::LeaderHome { .. })));
    assert!(game.leader_home(R));
    assert_eq!(game.seat(R), s("R2"));
    // The Kingdom takes it back: a new escape roll.
    game.turn = K;
    game.phase = Phase::Battle;
    put(&mut game, K, "D4", 3, 0);
    put(&mut game, R, "D4", 0, 0);
    let (mut game, events) = rigged(&game, K, assault("D4", city("R2"), true), |g, _| {
        g.garrison(R, s("R2")).is_empty() && !at(g, K, "D4").is_empty()
    });
    assert_eq!(escape_die(&events), None, "emptied, not yet captured");
    let events = play(
        &mut game,
        K,
        Move::Advance {
            onto: t("E4"),
            units: Units::new(1, 0),
        },
    );
    assert!(escape_die(&events).is_some());
}

fn at_the_limit(game: &mut Game) -> Option<manawell::engines::rivalry::Side> {
    game.round = ROUND_LIMIT;
    game.turn = K;
    game.phase = Phase::Recruit;
    play(game, K, Move::EndTurn);
    game.outcome.expect("the game ends after round 40").winner
}

#[test]
fn after_round_40_leader_at_home_then_cities_then_units_decide_else_a_draw() {
    let mut draw_game = scene(0);
    assert_eq!(at_the_limit(&mut draw_game), None);
    let mut units = scene(0);
    put(&mut units, K, "J10", 1, 0);
    assert_eq!(at_the_limit(&mut units), Some(K));
    let mut cities = scene(0);
    put(&mut cities, K, "J10", 5, 0);
    cities.owner[s("R1").0 as usize] = Some(R);
    assert_eq!(at_the_limit(&mut cities), Some(R));
    let mut home = scene(0);
    home.owner[s("R1").0 as usize] = Some(R);
    home.interim[R.index()] = Some(s("R3"));
    assert_eq!(at_the_limit(&mut home), Some(K));
    assert_eq!(home.outcome.unwrap().ending, Ending::RoundLimit);
}

#[test]
fn the_round_limit_unit_count_includes_cavalry() {
    // Equal cities, both leaders home: the Republic's 2 armies against the Kingdom's one
    // army and two cavalry.
    let mut game = scene(0);
    put(&mut game, R, "E3", 2, 0);
    put(&mut game, K, "J10", 1, 2);
    assert_eq!(at_the_limit(&mut game), Some(K));
}

#[test]
fn either_side_may_resign_at_any_time() {
    let mut game = scene(5);
    play(&mut game, K, Move::Resign);
    let outcome = game.outcome.unwrap();
    assert_eq!(
        (outcome.winner, outcome.ending),
        (Some(R), Ending::Resigned)
    );
    assert_eq!(refused(&game, R, Move::EndMoves), MoveError::GameOver);
}

#[test]
fn a_player_with_no_units_plays_on_while_the_leader_is_free() {
    let game = scene(0);
    let (game, events) = turn_with_roll(&game, R, 8);
    assert!(!game.is_over());
    assert!(has(&events, |e| matches!(e, Event::Rolled { .. })));
    assert_eq!(game.phase, Phase::Recruit);
}

#[test]
fn surrendering_the_capital_brings_the_escape_roll_after_the_relocation() {
    let mut game = bare(&["R2", "R3", "R4"], &["K1"], Phase::Surrender);
    game.offers = vec![city("R2")];
    put(&mut game, R, "E3", 5, 0);
    put(&mut game, R, "I2", 1, 0);
    put(&mut game, R, "H3", 2, 0);
    let to = vec![(t("I2"), Units::new(5, 0))];
    let (game, _) = rigged(
        &game,
        R,
        Move::Surrender {
            target: city("R2"),
            to,
        },
        |_, e| escape_die(e).is_some_and(|d| d >= 4),
    );
    assert_eq!(
        game.interim[R.index()],
        Some(s("R3")),
        "its units counted there"
    );
    assert_eq!(game.owner_of(s("R2")), Some(K));
}

#[test]
fn surrendering_ones_interim_capital_loses() {
    let mut game = bare(&["R3", "R4"], &["K1", "R2"], Phase::Surrender);
    game.interim[R.index()] = Some(s("R3"));
    game.offers = vec![city("R3")];
    put(&mut game, R, "I2", 1, 0);
    let to = vec![(t("H3"), Units::new(1, 0))];
    play(
        &mut game,
        R,
        Move::Surrender {
            target: city("R3"),
            to,
        },
    );
    assert_eq!(game.outcome.map(|o| o.winner), Some(Some(K)));
}

#[test]
fn everything_is_open_but_the_order_of_the_deck() {
    let game = started(3);
    let view = game.view(Some(K));
    assert_eq!(view.deck_left, game.deck.len());
    assert_eq!(view.units, game.units);
    assert_eq!(view.discards, game.discards);
    let text = serde_json::to_string(&view).unwrap();
    assert!(!text.contains("deck\""), "no deck order in the view");
}
