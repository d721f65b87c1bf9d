//! The mulligan: draw two new tiles first, then reshuffle the discarded ones into the stack.

use manawell::engines::rivality::{new_game, Move, Options, TileId};

/// Every first turn, over many seeds and every table size, that may take a mulligan takes
/// it: the new hand never holds one of the discarded tiles, and the stack's bottom tile is
/// again not a fortress.
#[test]
fn a_new_hand_never_holds_a_discarded_tile() {
    let mut mulligans = 0;
    for players in 2..=4 {
        for expert in [false, true] {
            for seed in 0..1500 {
                let game = new_game(Options { players, expert }, seed).unwrap();
                if game.mulligan_allowed().is_err() {
                    continue;
                }
                mulligans += 1;
                let discarded = game.hands[0].clone();
                let top: Vec<TileId> = game.stacks[0].iter().rev().take(2).copied().collect();
                let (after, _) = game.apply(Move::Mulligan).unwrap();
                let hand = &after.hands[0];
                assert!(
                    hand.iter().all(|t| !discarded.contains(t)),
                    "{players}p seed {seed}: {discarded:?} became {hand:?}"
                );
                let mut drawn = hand.clone();
                drawn.sort();
                let mut expected = top;
                expected.sort();
                assert_eq!(drawn, expected, "the two top tiles of the stack");
                assert!(discarded.iter().all(|t| after.stacks[0].contains(t)));
                assert!(!after.stacks[0][0].is_fortress(), "{players}p seed {seed}");
            }
        }
    }
    assert!(
        mulligans > 100,
        "only {mulligans} mulligans: the test saw too few"
    );
}
