//! Invariants over random games.

use manawell::engines::dice::Dice;
use manawell::engines::rivalry::numbers::{MAX_ARMIES, MAX_CAVALRY, ROUND_LIMIT};
use manawell::engines::rivalry::random::play_random;
use manawell::engines::rivalry::{map, Game, Move, Side};
use proptest::prelude::*;

use crate::common::started;

/// Plays a random game move by move, checking `each` after every move.
fn random_game(seed: u64, mut each: impl FnMut(&Game, &Game, &Move)) -> Game {
    let mut game = started(seed);
    let mut rng = Dice::new(seed.wrapping_mul(31));
    let mut buffer = Vec::new();
    let mut events = Vec::new();
    for _ in 0..20_000 {
        if game.is_over() {
            break;
        }
        let before = game.clone();
        let played = play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
        assert_eq!(played.len(), 1, "a listed move applies (seed {seed})");
        each(&before, &game, &played[0]);
    }
    game
}

fn check_board(game: &Game) {
    let m = map();
    for side in Side::BOTH {
        let on = game.on_board(side);
        assert!(
            on.armies <= MAX_ARMIES && on.cavalry <= MAX_CAVALRY,
            "the box: {on:?}"
        );
    }
    for x in m.tile_ids() {
        let r = game.units_at(Side::Republic, x);
        let k = game.units_at(Side::Kingdom, x);
        assert!(
            r.is_empty() || k.is_empty(),
            "both sides on {}",
            m.tile(x).id
        );
        if !r.is_empty() || !k.is_empty() {
            assert!(m.is_land(x), "units off land on {}", m.tile(x).id);
        }
        if let Some((_, owner)) = game.city_at(x) {
            assert!(
                game.units_at(owner.other(), x).is_empty(),
                "enemy on a held city's tile"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn random_games_keep_the_box_and_never_share_a_tile_and_end_by_round_40(seed in any::<u64>()) {
        let end = random_game(seed, |_, after, _| check_board(after));
        prop_assert!(end.is_over(), "the game ended");
        prop_assert!(end.round <= ROUND_LIMIT);
    }

    #[test]
    fn every_city_keeps_its_garrison_through_moves(seed in any::<u64>()) {
        random_game(seed, |before, after, mv| {
            if !matches!(mv, Move::Move { .. } | Move::Surrender { .. } | Move::Advance { .. }) {
                return;
            }
            let side = before.turn;
            for site in before.cities_of(side) {
                let kept = after.owner_of(site) != Some(side)
                    || !before.garrison(side, site).is_empty() && !after.garrison(side, site).is_empty()
                    || before.garrison(side, site).is_empty();
                assert!(kept, "{} lost its garrison to {mv:?}", map().site(site).id);
            }
        });
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4))]

    #[test]
    fn every_listed_action_applies(seed in any::<u64>()) {
        let mut count = 0usize;
        random_game(seed, |before, _, _| {
            count += 1;
            // Every fifth state, every listed move (a sample of 300 where the list is long).
            if !count.is_multiple_of(5) {
                return;
            }
            let mut moves = Vec::new();
            before.legal_moves(&mut moves);
            let step = (moves.len() / 300).max(1);
            for mv in moves.iter().step_by(step) {
                let result = before.apply(before.turn, mv);
                assert!(result.is_ok(), "{mv:?}: {:?}", result.err());
            }
        });
    }

    #[test]
    fn every_random_state_passes_validate_and_survives_json(seed in any::<u64>()) {
        random_game(seed, |_, after, _| {
            assert_eq!(after.validate(), Ok(()));
            let text = serde_json::to_string(after).unwrap();
            let back: Game = serde_json::from_str(&text).unwrap();
            assert_eq!(&back, after);
        });
    }
}
