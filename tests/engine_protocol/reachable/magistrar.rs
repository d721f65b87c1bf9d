//! Magistrar: Grand Mage records that a game can end with, a finished game at duel 5, and
//! scoring pawns that only moved as far as the encounters scored took them.

use manawell::engines::dice::Dice;
use manawell::engines::magistrar::notation::format_position;
use manawell::engines::magistrar::random::play_random;
use manawell::engines::magistrar::{new_game, Game, Mage, Options};
use serde_json::json;

use super::{accepted, load, position, refused, state_of};

/// A random game of `options` from `seed`, played until `stop` holds (or it ends).
fn played_until(options: Options, seed: u64, stop: impl Fn(&Game) -> bool) -> Game {
    let mut game = new_game(options, seed).unwrap();
    let mut rng = Dice::new(seed ^ 0x30);
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    while !stop(&game) && !game.is_over() {
        play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
    }
    game
}

const GRAND_MAGE: Options = Options {
    grand_mage: true,
    mage_cards: false,
    duel_cards: false,
};

/// A Grand Mage match in its second game.
fn second_game_of_a_match() -> Game {
    let game = played_until(GRAND_MAGE, 2, |g| g.games.len() == 1);
    assert!(!game.is_over());
    game
}

/// The same, as a position.
fn second_game() -> String {
    format_position(&second_game_of_a_match())
}

/// `text` with its first `game …` line replaced by `line`.
fn with_record(text: &str, line: &str) -> String {
    let old = text.lines().find(|l| l.starts_with("game ")).unwrap();
    text.replace(old, line)
}

#[test]
fn a_past_game_with_more_duel_markers_than_duels_is_refused() {
    let game = second_game_of_a_match();
    let text = format_position(&game);
    accepted(&position(&text));
    // Levels that give the first game to the same mage, so that the golden super energy
    // went to the right one: only the markers are wrong.
    let record = match game.games[0].winner {
        Some(Mage::White) => "game d11 l4 3 3",
        _ => "game l4 d11 3 3",
    };
    refused(&position(&with_record(&text, record)), "markers");
}

#[test]
fn past_game_records_with_impossible_levels_or_a_winner_the_levels_contradict_are_refused() {
    let state = state_of(&second_game());
    accepted(&load("magistrar", &state));
    let mut levels = state.clone();
    levels["games"][0]["levels"][0] = json!(133);
    refused(&load("magistrar", &levels), "level");
    let mut winner = state.clone();
    let flipped = match state["games"][0]["winner"].as_u64() {
        Some(0) => json!(1),
        _ => json!(0),
    };
    winner["games"][0]["winner"] = flipped;
    refused(&load("magistrar", &winner), "does not follow");
    let mut honoris = state.clone();
    honoris["games"][0]["honoris"][1] = json!(99);
    refused(&load("magistrar", &honoris), "does not follow");
}

#[test]
fn a_finished_game_is_at_duel_five() {
    let over = played_until(Options::default(), 6, |_| false);
    let state = state_of(&format_position(&over));
    accepted(&load("magistrar", &state));
    for duel in [0, 3] {
        let mut at = state.clone();
        at["duel"] = json!(duel);
        refused(&load("magistrar", &at), "duel 5");
    }
}

#[test]
fn scoring_pawns_off_zero_before_any_encounter_was_scored_are_refused() {
    let fresh = new_game(Options::default(), 4).unwrap();
    let text = format_position(&fresh);
    accepted(&position(&text));
    refused(&position(&text.replace("track 0 0", "track d3 0")), "track");
    refused(
        &position(&text.replace("track 0 0", "track 0 l15")),
        "track",
    );
}
