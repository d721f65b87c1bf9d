//! The AI opponent: pure decisions from what one seat can see.
//!
//! Every level receives only the [`SeatView`] of its own seat. Anything it needs that the
//! seat cannot see (other hands, stacks and their order) it samples with [`determinize`].
//! No I/O and no clock: a decision depends on (view, level, seed, budget) alone, unless the
//! caller passes a deadline in the [`Budget`].
//!
//! The calls are synchronous and a Hard decision takes up to about half a second of CPU
//! (default budget, release build): an async caller (the table service, the Discord bot)
//! must run them off the runtime, in
//! `tokio::task::spawn_blocking(move || ai::choose_blocking(&view, level, seed, budget))`,
//! or pass a `deadline` in the [`Budget`] to bound the wait (the move then depends on the
//! machine's speed; without one it depends on the seed alone).
//!
//! Entry points: [`choose`] / [`choose_blocking`] (a move from a view),
//! [`play_for_seat_to_act`] (a move for whoever must act in a game, e.g. a late seat),
//! [`hint()`] (Hard's move and the expected outcome), [`arena::play_match`] (strength).

pub mod any;
pub mod arena;
pub mod determinize;
pub mod evaluate;
pub mod games;
pub mod greedy;
pub mod hint;
pub mod level;
pub mod mcts;

use crate::engines::dice::Dice;
use crate::engines::rivality::{Game, Move, Seat, SeatView};

pub use arena::{play_match, LevelReport, MatchReport};
pub use determinize::determinize;
pub use hint::{hint, Hint};
pub use level::{Budget, Level, UnknownLevel};

/// Why the AI could not choose.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AiError {
    #[error("the AI needs a seat's view, not a spectator's")]
    NoSeat,
    #[error("the game is over")]
    GameOver,
    #[error("it is not this seat's turn to act")]
    NotToAct,
    #[error("there is no legal move")]
    NoLegalMove,
    #[error("the view is inconsistent: {0}")]
    InconsistentView(&'static str),
}

/// The move `level` plays for the seat of `view`, with the default budget.
pub fn choose(view: &SeatView, level: Level, seed: u64) -> Result<Move, AiError> {
    choose_blocking(view, level, seed, Budget::default())
}

/// As [`choose`], with an explicit budget. Blocking: up to about a second of CPU for Hard
/// with the default budget; async callers run it in `tokio::task::spawn_blocking`.
pub fn choose_blocking(
    view: &SeatView,
    level: Level,
    seed: u64,
    budget: Budget,
) -> Result<Move, AiError> {
    check_to_act(view)?;
    if level == Level::Hard {
        return mcts::search(view, seed, budget).map(|r| r.best);
    }
    // Salted so that two levels given the same seed do not share their random draws.
    let mut rng = Dice::new(seed ^ 0x0a1e_5eed ^ level as u64);
    let game = determinize(view, &mut rng)?;
    let side = evaluate::side_to_act(&game).ok_or(AiError::GameOver)?;
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    if moves.is_empty() {
        return Err(AiError::NoLegalMove);
    }
    Ok(match level {
        Level::Random => greedy::random_move(&moves, &mut rng),
        Level::Easy => greedy::easy(&game, &moves, side, &mut rng),
        Level::Medium | Level::Hard => greedy::medium(&game, &moves, side, &mut rng),
    })
}

/// The move `level` would play for whichever seat must act in `game` (a late player, an AI
/// seat): the AI is handed only that seat's view, never the game itself. Blocking, like
/// [`choose_blocking`]. Returns the seat and its move.
pub fn play_for_seat_to_act(
    game: &Game,
    level: Level,
    seed: u64,
    budget: Budget,
) -> Result<(Seat, Move), AiError> {
    let seat = game.to_act().ok_or(AiError::GameOver)?;
    let view = game.view(Some(seat));
    choose_blocking(&view, level, seed, budget).map(|mv| (seat, mv))
}

/// The seat of the view must be the one to act now.
fn check_to_act(view: &SeatView) -> Result<(), AiError> {
    let viewer = view.viewer.ok_or(AiError::NoSeat)?;
    if view.outcome.is_some() {
        return Err(AiError::GameOver);
    }
    let to_act = view.pending.as_ref().map_or(view.turn, |p| p.seat);
    if to_act != viewer {
        return Err(AiError::NotToAct);
    }
    Ok(())
}
