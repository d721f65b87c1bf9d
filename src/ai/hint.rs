//! A hint for a human player: the move Hard would play, and how the game is likely to end.

use serde::Serialize;

use crate::engines::rivality::{Move, SeatView};

use super::{check_to_act, mcts, AiError, Budget};

/// What `/rivality hint` shows.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hint {
    /// The move Hard would play.
    pub mv: Move,
    /// The share of games won by the seat's side after this move (a shared win counts as a
    /// fraction), in [0, 1], over `playouts` sampled deals played to the end by Medium's
    /// policy for every seat.
    pub win_probability: f32,
    /// The mean final margin of those games: own VP minus the best other side's VP.
    pub expected_margin: f32,
    /// How many games the estimate rests on.
    pub playouts: u32,
}

/// The hint for the seat of `view`, with the default budget. Blocking, like
/// [`super::choose_blocking`]: async callers run it in `spawn_blocking`.
pub fn hint(view: &SeatView, seed: u64) -> Result<Hint, AiError> {
    hint_with(view, seed, Budget::default())
}

pub fn hint_with(view: &SeatView, seed: u64, budget: Budget) -> Result<Hint, AiError> {
    check_to_act(view)?;
    let result = mcts::search(view, seed, budget)?;
    // A fifth of the search's budget: whole games cost about five shortened playouts.
    let playouts = (budget.iterations / 5).max(1);
    let (win_probability, expected_margin) = mcts::estimate(view, result.best, seed, playouts)?;
    Ok(Hint {
        mv: result.best,
        win_probability,
        expected_margin,
        playouts,
    })
}
