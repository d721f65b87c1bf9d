//! The AI for any game that implements [`Playable`]: written once, so that a new game gets
//! the four levels by describing its rules to the search, not by a search of its own.
//! (Rivality keeps its own tuned AI in the modules beside this one.)
//!
//! Like Rivality's, every level decides from one seat's view only: what the seat cannot
//! see is sampled ([`Playable::determinize`]) and the search plays on the samples. No I/O,
//! no clock: a decision is a function of (view, level, seed, budget), unless the budget
//! has a deadline.
//!
//! - `Random`: any legal move, uniformly.
//! - `Easy`: the move that looks best right now on one sample, and now and then any move.
//! - `Medium`: the move that looks best right now, averaged over a few samples.
//! - `Hard`: Monte Carlo search: each candidate move is played on fresh samples and the
//!   game rolled out (random plies, then the game's evaluation), with sequential halving
//!   spreading the budget over the candidates Medium ranks best.

mod duel;
mod search;
#[cfg(test)]
mod tests;

pub use duel::{duel, DuelReport};
pub use search::choose;

use crate::engines::dice::Dice;

/// A game as the search needs it. The state is the whole game, hidden parts included; the
/// search only ever builds one from a seat's view with [`Playable::determinize`].
pub trait Playable: Clone {
    type Move: Clone + PartialEq + std::fmt::Debug;
    /// What one seat may see.
    type View;

    /// The seat that must act; `None` once the game is over.
    fn to_act(&self) -> Option<u8>;
    /// Every legal move for the seat to act, into `out` (cleared first).
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Plays a move from [`Playable::legal_moves`]; an illegal one is refused, unplayed.
    fn play(&mut self, mv: &Self::Move) -> Result<(), String>;
    /// Once the game is over: 1 for a win of `seat`, 0 for a loss, between for a tie.
    fn result(&self, seat: u8) -> Option<f32>;
    /// How well `seat` stands now, from 0 (lost) to 1 (won): the game's own judgement,
    /// used where the search stops looking ahead.
    fn evaluate(&self, seat: u8) -> f32;
    /// What `seat` may see of this state.
    fn view(&self, seat: u8) -> Self::View;
    /// A whole state that `view` could be a view of, the hidden parts drawn with `dice`;
    /// `None` when the view cannot be (the search then refuses to choose).
    fn determinize(view: &Self::View, dice: &mut Dice) -> Option<Self>;
    /// The move a rollout plays, an index into `moves` (the legal moves here, never
    /// empty). Uniformly random unless the game knows a cheap better guess; it must draw
    /// only from `dice`, so that a decision stays a function of its seed.
    fn rollout_pick(&self, moves: &[Self::Move], dice: &mut Dice) -> usize {
        use rand::Rng;
        dice.random_range(0..moves.len())
    }
    /// Random plies a rollout plays before the evaluation judges it.
    fn rollout_plies(&self) -> usize {
        12
    }
}

/// The value of a state for `seat`: its result when over, else the evaluation.
fn worth<G: Playable>(game: &G, seat: u8) -> f32 {
    game.result(seat).unwrap_or_else(|| game.evaluate(seat))
}
