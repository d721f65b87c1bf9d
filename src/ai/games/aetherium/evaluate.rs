//! How well a seat stands, in moons of the Aether token: where the token is, and the pawn
//! majority that moves it at the round's end. Kept this simple on purpose: a richer
//! judgement (the stones in reach now, the tokens in hand, a majority weighed by how much
//! of the round is played) made Medium, which is greedy on this judgement, stronger than
//! it made Hard, whose strength is its greedy rollouts (`rollout.rs`); measured in
//! `docs/ai.md`.

use crate::engines::aetherium::{Game, Seat, MAT};

/// What the pawn majority at the round's end is worth, in moons: it moves the token one.
const MAJORITY_MOONS: f32 = 0.6;
/// Moons of the Aether token ahead that count as a fair chance more to win.
const MOON_SCALE: f32 = 1.5;

/// The token's place towards `seat`, in moons (negative: towards the other side).
pub fn aether_moons(game: &Game, seat: Seat) -> f32 {
    let towards_player_1 = f32::from(game.aether);
    if seat == 0 {
        towards_player_1
    } else {
        -towards_player_1
    }
}

/// The pawn majority as it stands: +1 if it would move the token towards `seat` were the
/// round to end now, -1 if away.
pub fn majority(game: &Game, seat: Seat) -> f32 {
    let me = usize::from(seat & 1);
    let decided = (0..MAT.actions.len()).find_map(|i| {
        let (mine, theirs) = (game.spaces[me][i].len(), game.spaces[1 - me][i].len());
        (mine != theirs).then_some(mine > theirs)
    });
    let towards_me = match decided {
        Some(lead) => lead,
        // All tied: the player who plays last, the one who did not start the round.
        None => seat != game.starter,
    };
    if towards_me {
        1.0
    } else {
        -1.0
    }
}

/// The whole judgement for `seat`, from 0 (lost) to 1 (won).
pub fn evaluate(game: &Game, seat: Seat) -> f32 {
    let moons = aether_moons(game, seat) + MAJORITY_MOONS * majority(game, seat);
    1.0 / (1.0 + (-moons / MOON_SCALE).exp())
}
