//! Rivality: outcomes the board bears out, the Well facing north, no removal choice with
//! a full hand, no tile farther from the Well than the board's tiles can reach.

use manawell::engines::dice::Dice;
use manawell::engines::rivality::random::play_random;
use manawell::engines::rivality::setup::HAND_SIZE;
use manawell::engines::rivality::{new_game, Game, Options};
use serde_json::{json, Value};

use super::{accepted, load, on_the_wire, position, refused};

/// A random game of `options` played from `seed` until `stop` holds of it (or it ends).
fn played_until(options: Options, seed: u64, stop: impl Fn(&Game) -> bool) -> Game {
    let mut game = new_game(options, seed).unwrap();
    let mut rng = Dice::new(seed ^ 0x30);
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    while !stop(&game) && !game.is_over() {
        play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
    }
    game
}

fn finished(seed: u64) -> Value {
    let game = played_until(
        Options {
            players: 2,
            expert: false,
        },
        seed,
        |_| false,
    );
    on_the_wire(&game, 2)
}

#[test]
fn stored_scores_the_board_contradicts_are_refused() {
    let state = finished(3);
    accepted(&load("rivality", &state));
    let mut scores = state.clone();
    scores["outcome"]["scores"][0] = json!(state["outcome"]["scores"][0].as_i64().unwrap() + 1);
    refused(&load("rivality", &scores), "the board");
}

#[test]
fn stored_winners_the_board_contradicts_are_refused() {
    let state = finished(4);
    let mut winners = state.clone();
    let won = state["outcome"]["winners"][0].as_str().unwrap();
    let other = if won == "salmon" { "purple" } else { "salmon" };
    winners["outcome"]["winners"] = json!([other]);
    refused(&load("rivality", &winners), "the board");
}

#[test]
fn the_well_facing_another_way_than_north_is_refused() {
    let state = finished(5);
    for facing in ["east", "south", "west"] {
        let mut turned = state.clone();
        turned["field"][0]["facing"] = json!(facing);
        refused(&load("rivality", &turned), "Well of Mana faces north");
    }
}

#[test]
fn a_removal_choice_pending_while_the_hand_is_already_full_is_refused() {
    let three = Options {
        players: 3,
        expert: false,
    };
    let pending = (0..400)
        .map(|seed| played_until(three, seed, |g| g.pending.is_some()))
        .find(|g| {
            let side = g.side_of(g.turn).index();
            g.pending.is_some() && !g.stacks[side].is_empty()
        })
        .expect("a removal choice in 400 random 3-player games");
    let state = on_the_wire(&pending, 3);
    accepted(&load("rivality", &state));
    // The tile played this turn left the hand; the draw comes when the turn ends.
    let mut full = pending.clone();
    let side = full.side_of(full.turn).index();
    let seat = full.turn as usize;
    while full.hands[seat].len() < HAND_SIZE {
        let drawn = full.stacks[side].pop().unwrap();
        full.hands[seat].push(drawn);
    }
    let full = on_the_wire(&full, 3);
    refused(&load("rivality", &full), "the tile played this turn");
}

/// A 2-player position between turns with a tile `steps` below the Well, alone.
fn far_tile(steps: i32) -> String {
    format!(
        "rivality 2p
hand 1: A3 A7
hand 2: B2 B9
stack salmon: A1 A2
stack purple: B1
M13 W s2 p1
M14 B4 east p1 @purple
L13 A5 north s1 @salmon
(0,-{steps}) A6 north
"
    )
}

#[test]
fn a_tile_farther_from_the_well_than_the_board_can_reach_is_refused() {
    // Four tiles reach three steps from the Well at most, each placed next to another.
    accepted(&position(&far_tile(3)));
    refused(&position(&far_tile(4)), "too far");
    // 24 steps used to be accepted: a legal move then went to 25, a state `load` refused.
    refused(&position(&far_tile(24)), "too far");
}
