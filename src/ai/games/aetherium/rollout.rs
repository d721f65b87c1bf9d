//! How a rollout plays Aetherium: mostly the turn that brings the most stones onto the top
//! now (each moves the Aether token), judged from the move alone, without playing it.

use rand::Rng;

use crate::engines::aetherium::{Action, Game, Move, TokenUse, MAT};
use crate::engines::dice::Dice;

/// What a token spent for nothing costs a rollout's move: a token is worth keeping.
const WASTED_TOKEN: f32 = 0.1;
/// How often a rollout plays the turn of the most stones on top rather than any move.
const GREEDY: f64 = 1.0;

/// What `mv` brings its player at once, in moons: stones reaching the top and an aether
/// token used; a token spent for nothing counts a little against it.
pub fn gain(game: &Game, mv: &Move) -> f32 {
    let Move::Turn {
        element,
        action,
        token,
        ..
    } = *mv
    else {
        return 0.0;
    };
    // Heights as they stand: a token used before may shift one stone by one, which a
    // guess can ignore (and a fall never reaches the top).
    let h = |column: u8| game.height(usize::from(column), element);
    let lands = |column: u8, by: u8| f32::from(u8::from(h(column) + by == MAT.top));
    let stones = match action {
        Action::Fall { .. } => 0.0,
        Action::TwinRise { columns: [a, b] } => lands(a, MAT.twin_rise) + lands(b, MAT.twin_rise),
        Action::StepAndLeap { step, leap } => lands(step, MAT.step) + lands(leap, MAT.leap),
        Action::Surge { column } => lands(column, MAT.surge),
        Action::Gather { column } => lands(column, game.gather_reach(game.turn)),
    };
    let token = match token.map(|t| t.effect) {
        None => 0.0,
        Some(TokenUse::Aether) => 1.0,
        Some(TokenUse::Rise { element, column })
            if game.height(usize::from(column), element) + 1 == MAT.top =>
        {
            1.0
        }
        Some(_) => -WASTED_TOKEN,
    };
    stones + token
}

/// The rollout's move: the best by [`gain`] most of the time (ties drawn at random), any
/// legal move otherwise.
pub fn pick(game: &Game, moves: &[Move], dice: &mut Dice) -> usize {
    if !dice.random_bool(GREEDY) {
        return dice.random_range(0..moves.len());
    }
    let mut best = f32::MIN;
    let mut tied = 0u32;
    let mut pick = 0;
    for (i, mv) in moves.iter().enumerate() {
        let g = gain(game, mv);
        if g > best {
            best = g;
            tied = 1;
            pick = i;
        } else if g == best {
            tied += 1;
            if dice.random_ratio(1, tied) {
                pick = i;
            }
        }
    }
    pick
}
