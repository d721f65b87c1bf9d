//! Solo: an outcome the board and the supplies bear out, and no more turns than tiles
//! filled.

use manawell::engines::dice::Dice;
use manawell::engines::rivality::solo::notation::format_solo_position;
use manawell::engines::rivality::solo::{new_solo, play_random, Difficulty, SoloGame};
use serde_json::json;

use super::{accepted, load, on_the_wire, position, refused};

fn played(seed: u64) -> SoloGame {
    let mut game = new_solo(seed, Difficulty::Standard);
    play_random(&mut game, &mut Dice::new(seed)).unwrap();
    game
}

/// A game after its first `turns` turns, not over.
fn under_way(seed: u64, turns: u16) -> SoloGame {
    let mut game = new_solo(seed, Difficulty::Standard);
    let mut rng = Dice::new(seed);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    while game.turns < turns || game.pending.is_some() {
        game.legal_moves(&mut legal);
        let pick = legal[(rand::RngCore::next_u64(&mut rng) % legal.len() as u64) as usize];
        game.apply_in_place(pick, &mut events).unwrap();
    }
    assert!(!game.is_over());
    game
}

#[test]
fn stored_scores_or_winners_the_board_contradicts_are_refused() {
    let state = on_the_wire(played(7), 2);
    accepted(&load("suramun", &state));
    let mut scores = state.clone();
    scores["outcome"]["scores"][1] = json!(state["outcome"]["scores"][1].as_i64().unwrap() + 3);
    refused(&load("suramun", &scores), "the board");
    let mut winners = state.clone();
    let won = state["outcome"]["winners"][0].as_str().unwrap();
    let other = if won == "salmon" { "purple" } else { "salmon" };
    winners["outcome"]["winners"] = json!([other]);
    refused(&load("suramun", &winners), "the board");
}

#[test]
fn a_finished_game_reads_back_from_its_position() {
    for seed in 0..20 {
        accepted(&position(&format_solo_position(&played(seed))));
    }
}

#[test]
fn over_for_an_empty_supply_while_both_have_golems_left_is_refused() {
    let text = format_solo_position(&under_way(2, 4));
    refused(&position(&format!("{text}over supply salmon\n")), "supply");
    refused(&position(&format!("{text}over supply purple\n")), "supply");
}

#[test]
fn over_stuck_while_the_wizard_can_move_is_refused() {
    let text = format_solo_position(&under_way(2, 4));
    refused(&position(&format!("{text}over stuck\n")), "can still move");
}

#[test]
fn more_turns_than_tiles_filled_are_refused() {
    let game = under_way(3, 4);
    let text = format_solo_position(&game);
    accepted(&position(&text));
    // Every turn fills the empty tile the wizard ends on, and no tile empties again.
    let filled = game
        .field
        .tiles
        .iter()
        .filter(|t| t.total_golems() > 0 || game.wizards.contains(&Some(t.cell)))
        .count();
    accepted(&position(
        &text.replace("turns 4", &format!("turns {filled}")),
    ));
    let more = format!("turns {}", filled + 1);
    refused(&position(&text.replace("turns 4", &more)), "turns");
    refused(&position(&text.replace("turns 4", "turns 30")), "turns");
}
