//! The mulligan: draw two new tiles first, then reshuffle the discarded ones into the stack.

use crate::common::{play, position, refuse};
use manawell::engines::rivality::TileId;
use manawell::engines::rivality::{new_game, Event, Move, MoveError, Options};

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

#[test]
fn the_mulligan_is_for_a_first_turn_that_cannot_reach_the_well() {
    // A8 (2@3, 3@2) and A10 (2@2, 2@2, 2@3) have no range-1 spell: nothing reaches the Well
    // from the spots around it.
    let game =
        position("rivality 2p\nhand 1: A8 A10\nhand 2: B1 B2\nstack salmon: A1 A2 A3\nM13 W\n");
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert!(moves.contains(&Move::Mulligan));
    let (after, events) = play(&game, "mulligan");
    assert_eq!(events, vec![Event::Mulligan { seat: 0 }]);
    assert_eq!(after.hands[0].len(), 2);
    assert_eq!(after.stacks[0].len(), 3);
    assert_eq!(after.turn, 0, "still salmon's turn");
    let mut all: Vec<_> = after.hands[0]
        .iter()
        .chain(&after.stacks[0])
        .copied()
        .collect();
    all.sort();
    let expected: Vec<manawell::engines::rivality::TileId> = ["A1", "A2", "A3", "A8", "A10"]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect();
    assert_eq!(all, expected);
    assert!(
        !after.stacks[0][0].is_fortress(),
        "the stack is reshuffled, no fortress at the bottom"
    );
    assert_eq!(refuse(&after, "mulligan"), MoveError::MulliganTaken);
}

#[test]
fn no_mulligan_when_a_tile_can_reach_the_well_or_after_the_first_turn() {
    let game = position("rivality 2p\nhand 1: A8 A5\nhand 2: B1\nstack salmon: A1 A2\nM13 W\n");
    assert_eq!(refuse(&game, "mulligan"), MoveError::MulliganRefused);
    let game = position("rivality 2p\nhand 1: A8 A10\nhand 2: B1\nstack salmon: A1\nM13 W\nM14 A5 north s1 @salmon\n");
    assert_eq!(refuse(&game, "mulligan"), MoveError::MulliganTooLate);
    // Range 2 reaches the Well from a spot two tiles away once there is one.
    let game = position(
        "rivality 2p\nturn 2\nhand 2: B6 B11\nstack purple: B1\nM13 W\nM14 A5 north s1 @salmon\n",
    );
    assert_eq!(refuse(&game, "mulligan"), MoveError::MulliganRefused);
}
