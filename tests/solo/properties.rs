//! Properties of the solo mode over random deals and random players.

use manawell::engines::dice::Dice;
use manawell::engines::rivality::solo::notation::{format_solo_position, parse_solo_position};
use manawell::engines::rivality::solo::{
    cell_at, mirror, new_solo, play_random, random::MAX_TURNS, score, Difficulty, SoloError,
    SoloGame, SoloMove, PLAYER, SURAMUN, TILES,
};
use manawell::engines::rivality::{Event, MAX_GOLEMS_PER_TILE};
use proptest::prelude::*;
use rand::RngCore;

fn difficulty(n: u8) -> Difficulty {
    Difficulty::ALL[usize::from(n % 3)]
}

/// The names of the tiles still face down, quoted as they appear in JSON.
fn hidden_names(game: &SoloGame) -> Vec<String> {
    game.field
        .tiles
        .iter()
        .filter(|t| t.face_down)
        .map(|t| format!("\"{}\"", t.tile))
        .collect()
}

fn check_invariants(game: &SoloGame) -> Result<(), TestCaseError> {
    for side in [PLAYER, SURAMUN] {
        prop_assert_eq!(game.golems_in_play(side), 30);
    }
    for t in &game.field.tiles {
        prop_assert!(t.total_golems() <= MAX_GOLEMS_PER_TILE, "{:?}", t);
        prop_assert!(!t.face_down || t.total_golems() == 0, "{:?}", t);
    }
    if let Some(cell) = game.wizard() {
        // Suramun mirrors you, unless the game ended on your wizard's golem or the turn
        // waits for the order of your spells (he has not moved yet).
        if game.pending.is_some() {
            prop_assert_ne!(game.suramun(), Some(mirror(cell)));
        } else if !game.is_over() {
            prop_assert_eq!(game.suramun(), Some(mirror(cell)));
        }
        prop_assert!(!game.tile(cell).unwrap().face_down);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn golems_are_conserved_tiles_hold_at_most_five_and_every_game_ends(
        seed in any::<u64>(), choices in any::<u64>(), level in 0u8..3
    ) {
        let mut game = new_solo(seed, difficulty(level));
        let mut dice = Dice::new(choices);
        let mut legal = Vec::new();
        let mut turns = 0;
        while !game.is_over() {
            game.legal_moves(&mut legal);
            prop_assert!(!legal.is_empty(), "a game that is not over has a move");
            let mv = legal[(dice.next_u64() % legal.len() as u64) as usize];
            let (next, events) = game.apply(mv).unwrap();
            game = next;
            // A turn stopped for a spell order takes two moves.
            turns += 1;
            prop_assert!(usize::from(game.turns) <= MAX_TURNS && turns <= 2 * MAX_TURNS);
            check_invariants(&game)?;
            // Events name a tile only once it is face up.
            for e in &events {
                if let Event::Revealed { cell, tile } = e {
                    let t = game.tile(*cell).unwrap();
                    prop_assert!(!t.face_down);
                    prop_assert_eq!(t.tile, *tile);
                }
            }
            let json = serde_json::to_string(&events).unwrap() + &serde_json::to_string(&game.view()).unwrap();
            for name in hidden_names(&game) {
                prop_assert!(!json.contains(&name), "{} leaked", name);
            }
        }
        let outcome = game.outcome.clone().unwrap();
        let s = score(&game);
        prop_assert_eq!(outcome.scores, vec![s.player, s.suramun]);
        prop_assert_eq!(outcome.winners, vec![if s.player > s.suramun { PLAYER } else { SURAMUN }]);
    }

    #[test]
    fn every_listed_move_applies_and_no_other_cell_does(
        seed in any::<u64>(), choices in any::<u64>(), stop in 0usize..24
    ) {
        let mut game = new_solo(seed, Difficulty::Standard);
        let mut dice = Dice::new(choices);
        let mut legal = Vec::new();
        for _ in 0..stop {
            game.legal_moves(&mut legal);
            if legal.is_empty() {
                break;
            }
            let mv = legal[(dice.next_u64() % legal.len() as u64) as usize];
            game.apply_in_place(mv, &mut Vec::new()).unwrap();
        }
        game.legal_moves(&mut legal);
        for mv in &legal {
            prop_assert!(game.apply(*mv).is_ok(), "{:?}", mv);
        }
        if let Some(pending) = game.pending {
            // Only the order is asked: every listed move orders the spells of that tile,
            // and a move of the wizard waits.
            let asked = |m: &SoloMove| matches!(m, SoloMove::Order { cell, .. } if *cell == pending.cell());
            prop_assert!(legal.iter().all(asked), "{:?}", legal);
            prop_assert!(legal.len() == 2 || legal.len() == 6, "{:?}", legal);
            for index in 0..TILES {
                let mv = SoloMove::Move { cell: cell_at(index), order: None };
                let refused = matches!(game.apply(mv), Err(SoloError::OrderAwaited { .. }));
                prop_assert!(refused);
            }
            return Ok(());
        }
        for index in 0..TILES {
            let cell = cell_at(index);
            let mv = if game.wizard().is_none() {
                SoloMove::Enter { cell }
            } else {
                SoloMove::Move { cell, order: None }
            };
            let listed = legal.iter().any(|m| m.cell() == cell);
            match game.apply(mv) {
                Ok(_) => prop_assert!(listed, "{:?} applies but is not listed", mv),
                Err(err) => {
                    prop_assert!(!listed, "{:?} is listed but refused: {}", mv, err);
                    // The text names cells as `B3`, like tiles: the JSON form tells them apart.
                    let json = serde_json::to_string(&err).unwrap();
                    for name in hidden_names(&game) {
                        prop_assert!(!json.contains(&name), "{} leaked in {}", name, json);
                    }
                }
            }
        }
    }

    #[test]
    fn replaying_the_moves_from_the_seed_rebuilds_the_same_state(
        seed in any::<u64>(), choices in any::<u64>(), level in 0u8..3
    ) {
        let mut game = new_solo(seed, difficulty(level));
        let moves = play_random(&mut game, &mut Dice::new(choices)).unwrap();
        let mut replay = new_solo(seed, difficulty(level));
        for mv in &moves {
            let text = serde_json::to_string(mv).unwrap();
            let read: SoloMove = serde_json::from_str(&text).unwrap();
            replay.apply_in_place(read, &mut Vec::new()).unwrap();
        }
        prop_assert_eq!(&replay, &game);
        let saved: SoloGame = serde_json::from_str(&serde_json::to_string(&game).unwrap()).unwrap();
        prop_assert_eq!(saved, game);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Supplies run short near the end of most games: turns then stop for the order of
    /// the spells of a tile just turned up. Every state on the way is one the game can
    /// reach, reads back the same (`load(state(x)) == x`, `position(print(x)) == x`), and
    /// the game still ends with only listed moves.
    #[test]
    fn games_whose_supply_runs_short_end_with_only_legal_moves_and_read_back(
        seed in any::<u64>(), choices in any::<u64>(), level in 0u8..3
    ) {
        let mut game = new_solo(seed, difficulty(level));
        let mut dice = Dice::new(choices);
        let mut legal = Vec::new();
        let mut moves = 0;
        while !game.is_over() {
            game.legal_moves(&mut legal);
            prop_assert!(!legal.is_empty());
            let mv = legal[(dice.next_u64() % legal.len() as u64) as usize];
            game = game.apply(mv).unwrap().0;
            moves += 1;
            prop_assert!(moves <= 2 * MAX_TURNS);
            prop_assert_eq!(game.validate(), Ok(()));
            let json = serde_json::to_string(&game).unwrap();
            let loaded: SoloGame = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(loaded.validate(), Ok(()));
            prop_assert_eq!(&loaded, &game);
            let text = format_solo_position(&game);
            let read = parse_solo_position(&text);
            prop_assert_eq!(read.as_ref(), Ok(&game), "{}", text);
        }
    }
}

#[test]
fn random_games_do_stop_for_spell_orders() {
    // Without this, the property above could pass without ever meeting a stopped turn.
    let mut stopped = 0;
    for seed in 0..40 {
        let mut game = new_solo(seed, Difficulty::Standard);
        let mut dice = Dice::new(seed);
        let mut legal = Vec::new();
        while !game.is_over() {
            game.legal_moves(&mut legal);
            let mv = legal[(dice.next_u64() % legal.len() as u64) as usize];
            game = game.apply(mv).unwrap().0;
            stopped += usize::from(game.pending.is_some());
        }
    }
    assert!(stopped > 0);
}
