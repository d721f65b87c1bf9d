//! A hint for a human player: the move Hard would play, and how the game is likely to end.

use serde::Serialize;

use crate::engines::rivality::{Move, SeatView};

use super::{check_to_act, mcts, AiError, Budget};

/// What `/rivality hint` shows.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hint {
    /// The move Hard would play.
    pub mv: Move,
    /// The share of Hard's playouts after this move that the seat's side won (a shared win
    /// counts as a fraction), in [0, 1].
    pub win_probability: f32,
    /// The mean final margin of those playouts: own VP minus the best other side's VP.
    pub expected_margin: f32,
    /// How many playouts the estimate rests on.
    pub playouts: u32,
}

/// The hint for the seat of `view`, with the default budget. Blocking, like
/// [`super::choose_blocking`]: async callers run it in `spawn_blocking`.
pub fn hint(view: &SeatView, seed: u64) -> Result<Hint, AiError> {
    hint_with(view, seed, Budget::default())
}

pub fn hint_with(view: &SeatView, seed: u64, budget: Budget) -> Result<Hint, AiError> {
    check_to_act(view)?;
    let result = mcts::run(view, seed, budget, true)?;
    let best = result.candidates.first().ok_or(AiError::NoLegalMove)?;
    Ok(Hint {
        mv: best.mv,
        win_probability: best.win_rate(),
        expected_margin: best.mean_margin(),
        playouts: best.visits,
    })
}
