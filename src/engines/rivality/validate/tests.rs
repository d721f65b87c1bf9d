use super::super::battlefield::Control;
use super::super::random::play_random;
use super::super::state::{PendingRemoval, Step};
use super::super::{new_game, Options};
use super::*;
use crate::engines::dice::Dice;

/// Every state a game passes through — pending removal choices and ends included —
/// is one the checks accept.
#[test]
fn every_state_of_random_games_is_valid() {
    let mut pending_seen = 0;
    for players in 2..=4 {
        for expert in [false, true] {
            for seed in 0..40 {
                let mut game = new_game(Options { players, expert }, seed).unwrap();
                let mut rng = Dice::new(seed + 100);
                let (mut buffer, mut events) = (Vec::new(), Vec::new());
                while !game.is_over() {
                    assert_eq!(game.validate(), Ok(()), "{players}p seed {seed}");
                    if play_random(&mut game, &mut rng, 1, &mut buffer, &mut events).is_empty() {
                        break;
                    }
                    pending_seen += usize::from(game.pending.is_some());
                }
                assert_eq!(game.validate(), Ok(()), "{players}p seed {seed} at the end");
            }
        }
    }
    assert!(pending_seen > 0, "some games stopped for a removal choice");
}

#[test]
fn every_state_of_random_solo_games_is_valid() {
    use super::super::solo::{new_solo, Difficulty, SoloMove};
    for seed in 0..60 {
        let mut game = new_solo(seed, Difficulty::ALL[seed as usize % 3]);
        let mut rng = Dice::new(seed);
        let mut moves: Vec<SoloMove> = Vec::new();
        while !game.is_over() {
            assert_eq!(game.validate(), Ok(()), "seed {seed}");
            game.legal_moves(&mut moves);
            let mv = moves[rand::Rng::random_range(&mut rng, 0..moves.len())];
            game = game.apply(mv).unwrap().0;
        }
        assert_eq!(game.validate(), Ok(()), "seed {seed} at the end");
    }
}

#[test]
fn a_side_outside_the_game_is_named_and_scoring_it_does_not_panic() {
    let mut game = new_game(
        Options {
            players: 2,
            expert: false,
        },
        1,
    )
    .unwrap();
    game.field.tiles[0].golems = [0, 0, 1];
    assert_eq!(
        game.validate(),
        Err(InvalidState::AbsentSide {
            side: Side::TEAL,
            what: "golems on the board"
        })
    );
    // scoring.rs used to index the scores by this side.
    assert_eq!(game.scores_now().scores, vec![0, 0]);
}

#[test]
fn a_pending_choice_must_match_its_tile() {
    let mut game = new_game(
        Options {
            players: 3,
            expert: false,
        },
        2,
    )
    .unwrap();
    // The tile whose spell is being settled left the hand of the player to move.
    let played = game.hands[0].pop().unwrap();
    game.stacks[0].push(played);
    game.pending = Some(PendingRemoval {
        seat: 0,
        cell: Cell::WELL,
        actor: Side::SALMON,
        sides: vec![Side::PURPLE, Side::TEAL],
        control_before: Control::Empty,
        then: vec![Step::EndTurn],
    });
    assert!(
        matches!(game.validate(), Err(InvalidState::Pending(why)) if why.contains("more than five"))
    );
    game.field.tiles[0].golems = [4, 2, 2];
    game.supplies = [16, 18, 18];
    assert_eq!(game.validate(), Ok(()));
    // A full hand: no tile was played this turn, so no spell of it can be settling.
    let mut full = game.clone();
    let drawn = full.stacks[0].pop().unwrap();
    full.hands[0].push(drawn);
    assert!(matches!(full.validate(), Err(InvalidState::Pending(why)) if why.contains("full")));
    game.pending.as_mut().unwrap().then = vec![];
    assert!(matches!(game.validate(), Err(InvalidState::Pending(why)) if why.contains("draw")));
}
