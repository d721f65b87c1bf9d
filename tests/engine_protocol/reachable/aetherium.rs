//! Aetherium: a finished game names who played last.

use manawell::engines::aetherium::notation::format_position;
use manawell::engines::aetherium::random::play_random;
use manawell::engines::aetherium::{new_game, Options};
use manawell::engines::dice::Dice;
use serde_json::json;

use super::{accepted, load, refused, state_of};

#[test]
fn a_finished_game_with_nobody_having_played_last_is_refused() {
    for seed in 0..5 {
        let mut game = new_game(Options::default(), seed).unwrap();
        let (mut buffer, mut events) = (Vec::new(), Vec::new());
        play_random(
            &mut game,
            &mut Dice::new(seed),
            10_000,
            &mut buffer,
            &mut events,
        );
        assert!(game.is_over());
        let state = state_of(&format_position(&game));
        accepted(&load("aetherium", &state));
        let mut nobody = state.clone();
        nobody["last"] = json!(null);
        refused(&load("aetherium", &nobody), "last");
    }
}
