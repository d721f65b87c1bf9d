//! Once a game is over nothing of its last turn lingers: no roll, no units left to move or
//! marked as moved, nothing on offer, closed or recruited, nobody to act; and a state
//! that says otherwise is one no game reaches.

use manawell::engines::dice::Dice;
use manawell::engines::rivalry::random::play_random;
use manawell::engines::rivalry::{Ending, Game, Move, Phase, Units};
use proptest::prelude::*;

use crate::common::*;

/// What a finished game must not hold, named for the assertion that finds it.
fn lingering(game: &Game) -> Vec<&'static str> {
    let mut found = Vec::new();
    if game.roll.is_some() {
        found.push("a roll");
    }
    if game.moved.iter().any(|u| !u.is_empty()) {
        found.push("units marked as moved");
    }
    if !(game.offers.is_empty() && game.assaulted.is_empty()) {
        found.push("targets assaulted or on offer");
    }
    if !(game.forbidden.is_empty() && game.recruited.is_empty()) {
        found.push("cities closed or recruited");
    }
    if game.sabotaged {
        found.push("a sabotaged recruit step");
    }
    if game.phase != Phase::Over || game.to_act().is_some() {
        found.push("a step or someone to act");
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    if !moves.is_empty() {
        found.push("legal moves");
    }
    found
}

/// The Republic mid-turn: rolled 9, three units moved, E8 assaulted, K9 recruited.
fn mid_turn() -> Game {
    let mut game = scene(6);
    game.roll = Some([4, 5]);
    put(&mut game, R, "E7", 3, 0);
    put(&mut game, K, "E8", 2, 0);
    put(&mut game, R, "E3", 4, 0);
    game.moved[t("E7").0 as usize] = Units::new(3, 0);
    game.assaulted = vec![tile("E8")];
    game
}

#[test]
fn a_resignation_mid_turn_leaves_nothing_of_the_turn() {
    for side in [R, K] {
        let mut game = mid_turn();
        assert!(!lingering(&game).is_empty());
        play(&mut game, side, Move::Resign);
        assert_eq!(game.outcome.map(|o| o.ending), Some(Ending::Resigned));
        assert_eq!(lingering(&game), Vec::<&str>::new(), "{side} resigned");
        assert_eq!(game.validate(), Ok(()));
    }
}

#[test]
fn a_capital_taken_mid_move_leaves_nothing_of_the_turn() {
    // The Kingdom's move onto R2, the Republic's only city: the leader is caught.
    let mut game = bare(&["R2"], &["K1"], Phase::Move { left: 3 });
    game.turn = K;
    game.roll = Some([1, 2]);
    put(&mut game, K, "D4", 2, 0);
    play(&mut game, K, mv("D4", "E4", 1, 0));
    assert_eq!(game.outcome.map(|o| o.ending), Some(Ending::LeaderCaught));
    assert_eq!(lingering(&game), Vec::<&str>::new());
}

#[test]
fn a_finished_game_with_a_roll_or_a_turn_left_in_it_is_refused() {
    let mut over = mid_turn();
    play(&mut over, K, Move::Resign);
    type Spoil = fn(&mut Game);
    let spoiled: [(&str, Spoil); 6] = [
        ("roll", |g| g.roll = Some([3, 3])),
        ("moved", |g| g.moved[t("E7").0 as usize] = Units::new(1, 0)),
        ("offers", |g| g.offers = vec![tile("E8")]),
        ("assaulted", |g| g.assaulted = vec![tile("E8")]),
        ("recruited", |g| g.recruited = vec![s("R2")]),
        ("sabotaged", |g| g.sabotaged = true),
    ];
    for (what, spoil) in spoiled {
        let mut game = over.clone();
        spoil(&mut game);
        let err = game.validate().expect_err(what).0;
        assert!(err.contains("finished game"), "{what}: {err}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    #[test]
    fn every_random_game_ends_with_nothing_of_its_last_turn(seed in any::<u64>()) {
        let mut game = started(seed);
        let mut rng = Dice::new(seed ^ 0x5eed);
        let (mut buffer, mut events) = (Vec::new(), Vec::new());
        while !game.is_over() {
            play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
        }
        prop_assert_eq!(lingering(&game), Vec::<&str>::new());
        prop_assert_eq!(game.validate(), Ok(()));
    }
}
