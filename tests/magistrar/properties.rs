//! The invariants over random games: each token drawn once, pawns conserved, the track
//! within ±15, every listed move applies, every game ends; positions read back the same.

use manawell::engines::dice::Dice;
use manawell::engines::magistrar::notation::{format_position, parse_position_checked};
use manawell::engines::magistrar::numbers::{BAG_TOKENS, MATCH_GAMES, TRACK_MAX};
use manawell::engines::magistrar::pieces::count_tokens;
use manawell::engines::magistrar::setup::bag_contents;
use manawell::engines::magistrar::{new_game, Event, Game, Mage, Move, Options, Pawns};
use proptest::prelude::*;
use rand::Rng;

/// Moves of the longest possible match, with room: a game is at most 8 placements, 12
/// pawns of duel 5, and a steer per super energy.
const MOVE_BOUND: usize = MATCH_GAMES as usize * 40;

fn placed(game: &Game, mage: Mage) -> Pawns {
    let mut all = Pawns::default();
    for arena in game
        .duels
        .iter()
        .map(|d| &d.arena)
        .chain(game.arena.as_ref())
    {
        for s in arena.pawns[mage.index()].iter().flatten() {
            all.add(*s);
        }
    }
    all
}

/// Plays a random game (or match), checking the invariants after every move.
fn check_random_game(seed: u64, grand_mage: bool) -> Result<(), TestCaseError> {
    let options = Options {
        grand_mage,
        ..Options::default()
    };
    let mut game = new_game(options, seed).unwrap();
    let mut rng = Dice::new(seed ^ 0x77);
    let mut drawn: [Vec<_>; 2] = [
        game.arena.unwrap().tokens[0].to_vec(),
        game.arena.unwrap().tokens[1].to_vec(),
    ];
    let mut goldens = game.goldens;
    let mut moves = Vec::new();
    let mut played = 0;
    while !game.is_over() {
        prop_assert!(played < MOVE_BOUND, "the game ends");
        game.legal_moves(&mut moves);
        prop_assert!(!moves.is_empty(), "a running game has a legal move");
        // Every listed move applies (a spread sample of long lists).
        let stride = (moves.len() / 24).max(1);
        for m in moves.iter().step_by(stride) {
            prop_assert!(game.apply(*m).is_ok(), "{m:?} is listed but refused");
        }
        let mv: Move = moves[rng.random_range(0..moves.len())];
        let mut events = Vec::new();
        game.apply_in_place(mv, &mut events).unwrap();
        played += 1;
        for event in &events {
            match event {
                Event::DuelBegan { tokens, .. } => {
                    for m in Mage::BOTH {
                        drawn[m.index()].extend(tokens[m.index()]);
                    }
                }
                Event::GameEnded { .. } => {
                    for m in Mage::BOTH {
                        let counts = count_tokens(&drawn[m.index()]);
                        let bag = count_tokens(&bag_contents(goldens[m.index()]));
                        prop_assert_eq!(drawn[m.index()].len(), BAG_TOKENS as usize);
                        prop_assert!((0..4).all(|k| counts[k] <= bag[k]), "each token drawn once");
                        if goldens[m.index()] == 0 {
                            prop_assert_eq!(counts, bag, "every token of the bag drawn once");
                        }
                        drawn[m.index()].clear();
                    }
                }
                Event::GameBegan { .. } => goldens = game.goldens,
                _ => {}
            }
        }
        prop_assert!(game.validate().is_ok(), "{:?}", game.validate());
        for m in Mage::BOTH {
            let at = game.track[m.index()];
            prop_assert!((-TRACK_MAX..=TRACK_MAX).contains(&at));
            let mut all = placed(&game, m);
            let hand = game.pawns[m.index()];
            all.weak += hand.weak;
            all.medium += hand.medium;
            all.strong += hand.strong;
            prop_assert_eq!(all, Pawns::START, "pawns conserved");
        }
        let text = format_position(&game);
        let back = parse_position_checked(&text);
        prop_assert_eq!(
            back.as_ref().ok(),
            Some(&game),
            "{}\n{:?}",
            text,
            back.as_ref().err()
        );
    }
    if !grand_mage {
        for m in Mage::BOTH {
            prop_assert_eq!(
                game.pawns[m.index()].total(),
                0,
                "a game places all 28 pawns"
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_games_keep_every_invariant_and_end(seed in any::<u64>()) {
        check_random_game(seed, false)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    #[test]
    fn random_grand_mage_matches_keep_every_invariant_and_end(seed in any::<u64>()) {
        check_random_game(seed, true)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// The bags' order is the only secret: two games that differ in it look the same.
    #[test]
    fn a_view_never_shows_the_order_of_a_bag(seed in any::<u64>()) {
        let game = new_game(Options::default(), seed).unwrap();
        let mut other = game.clone();
        other.bags[0].reverse();
        other.bags[1].rotate_left(3);
        other.dice = Dice::new(seed.wrapping_add(1));
        for viewer in [None, Some(Mage::White), Some(Mage::Black)] {
            prop_assert_eq!(game.view(viewer), other.view(viewer));
        }
    }

    /// Whatever a state holds, validation answers without panicking.
    #[test]
    fn validation_never_panics_on_a_damaged_state(seed in any::<u64>(), cut in 0usize..400, byte in any::<u8>()) {
        let mut game = new_game(Options { grand_mage: seed % 2 == 0, ..Options::default() }, seed).unwrap();
        let mut rng = Dice::new(seed);
        let mut buffer = Vec::new();
        let mut events = Vec::new();
        manawell::engines::magistrar::random::play_random(&mut game, &mut rng, (seed % 30) as usize, &mut buffer, &mut events);
        let json = serde_json::to_string(&game).unwrap();
        let mut bytes = json.into_bytes();
        let at = cut % bytes.len();
        if bytes[at].is_ascii_digit() && byte.is_ascii_digit() {
            bytes[at] = byte;
        }
        if let Ok(damaged) = serde_json::from_slice::<Game>(&bytes) {
            if damaged.validate().is_ok() {
                let mut moves = Vec::new();
                damaged.legal_moves(&mut moves);
                for m in moves.iter().take(8) {
                    let _ = damaged.apply(*m);
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// A sample of the hidden part is a possible game that looks the same to the seat.
    #[test]
    fn a_determinized_game_is_always_consistent_with_the_view(seed in any::<u64>(), moves in 0usize..60, grand_mage in any::<bool>()) {
        use manawell::engines::magistrar::determinize::determinize;
        let mut game = new_game(Options { grand_mage, ..Options::default() }, seed).unwrap();
        manawell::engines::magistrar::random::play_random(&mut game, &mut Dice::new(seed), moves, &mut Vec::new(), &mut Vec::new());
        let mut rng = Dice::new(seed ^ 5);
        for viewer in [Some(Mage::White), Some(Mage::Black), None] {
            let view = game.view(viewer);
            let sample = determinize(&view, &mut rng);
            prop_assert!(sample.validate().is_ok(), "{:?}", sample.validate());
            prop_assert_eq!(sample.view(viewer), view);
            let mut a = Vec::new();
            let mut b = Vec::new();
            game.legal_moves(&mut a);
            sample.legal_moves(&mut b);
            prop_assert_eq!(a, b, "the same choices now");
        }
    }
}
