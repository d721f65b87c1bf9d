//! Rivalry: the phase follows the roll (a move of no more than the dice, a card's units
//! within the card) and an advance comes from a tile the side holds.

use manawell::engines::dice::Dice;
use manawell::engines::rivalry::notation::{format_position, format_tile};
use manawell::engines::rivalry::random::play_random;
use manawell::engines::rivalry::{map, start, suggested_setup, Game, Phase, Side};

use super::{accepted, position, refused};

/// A random game from `seed`, played until `stop` holds of it (or it ends).
fn played_until(seed: u64, stop: impl Fn(&Game) -> bool) -> Game {
    let (mut game, _) = start(
        &suggested_setup(Side::Republic),
        &suggested_setup(Side::Kingdom),
        seed,
    )
    .unwrap();
    let mut rng = Dice::new(seed ^ 0x30);
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    while !stop(&game) && !game.is_over() {
        play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
    }
    game
}

/// `text` with its line starting with `word ` replaced by `line`.
fn with_line(text: &str, word: &str, line: &str) -> String {
    let old = text
        .lines()
        .find(|l| l.starts_with(&format!("{word} ")))
        .unwrap();
    text.replace(old, line)
}

/// A position at the start of a move phase: the roll in, no unit moved yet.
fn moving() -> String {
    let game = played_until(1, |g| {
        matches!(g.phase, Phase::Move { .. }) && g.moved.iter().all(|u| u.is_empty())
    });
    format_position(&game)
}

#[test]
fn a_move_phase_of_more_units_than_the_roll_is_refused() {
    let text = with_line(&moving(), "roll", "roll 4 5");
    accepted(&position(&with_line(&text, "phase", "phase move 9")));
    refused(
        &position(&with_line(&text, "phase", "phase move 200")),
        "roll",
    );
    refused(
        &position(&with_line(&text, "phase", "phase move 10")),
        "roll",
    );
    // A move phase comes of a roll other than 7, and a roll comes first.
    let seven = with_line(&text, "roll", "roll 3 4");
    refused(
        &position(&with_line(&seven, "phase", "phase move 5")),
        "roll",
    );
    let none = with_line(&text, "roll", "roll -");
    refused(
        &position(&with_line(&none, "phase", "phase move 5")),
        "roll",
    );
}

#[test]
fn a_mutiny_of_more_than_the_largest_card_is_refused() {
    let text = with_line(&moving(), "roll", "roll 3 4");
    accepted(&position(&with_line(&text, "phase", "phase mutiny 4")));
    refused(
        &position(&with_line(&text, "phase", "phase mutiny 5")),
        "Mutiny",
    );
    refused(
        &position(&with_line(&text, "phase", "phase mutiny 200")),
        "Mutiny",
    );
    // A card comes of a roll of 7.
    let nine = with_line(&text, "roll", "roll 4 5");
    refused(
        &position(&with_line(&nine, "phase", "phase mutiny 2")),
        "roll",
    );
}

#[test]
fn an_advance_from_a_tile_the_side_does_not_hold_is_refused() {
    let game = played_until(2, |g| matches!(g.phase, Phase::Battle));
    let m = map();
    let empty = m
        .tile_ids()
        .find(|t| m.is_land(*t) && game.units_at(game.turn, *t).is_empty())
        .unwrap();
    let text = format_position(&game);
    let from = format_tile(empty);
    let advance = format!("phase advance {from} {from}");
    refused(&position(&with_line(&text, "phase", &advance)), "no unit");
}
