//! Rivalry as the generic search sees it: seat 0 is the Republic, seat 1 the Kingdom; the
//! hidden part is the order of the deck (and the dice), sampled by the engine's
//! `SeatView::determinize`. What the search weighs is the engine's list thinned
//! (`choices.rs`); the evaluation (`evaluate.rs`) counts units, cities, the leader and the
//! seat of government's safety; rollouts play a general's rule of thumb (`rollout.rs`).
//!
//! A turn is many moves (up to twelve units to move, assaults, recruits), and a game up to
//! eighty turns, so a Hard decision's rollouts are few and short: [`budget`].

mod choices;
mod distance;
mod evaluate;
mod rollout;
mod setup;

use std::hash::{Hash, Hasher};

use crate::ai::any::Playable;
use crate::ai::{Budget, Level};
use crate::engines::dice::Dice;
use crate::engines::rivalry::{Game, Move, SeatView, Side};

pub use setup::{capital_garrison, choose_setup};

/// Plies a rollout plays before the evaluation judges it: most of a turn.
const ROLLOUT_PLIES: usize = 16;
/// Rollouts per Hard decision: a whole game of Hard against Random, every decision
/// included, takes about half a second of CPU in a release build (`docs/ai.md`).
pub const ITERATIONS: u32 = 48;

/// The budget a Rivalry decision gets by default (Discord, `manawell local`, self-play).
pub fn budget() -> Budget {
    Budget::iterations(ITERATIONS)
}

pub fn side(seat: u8) -> Side {
    if seat == 0 {
        Side::Republic
    } else {
        Side::Kingdom
    }
}

fn seat(side: Side) -> u8 {
    side.index() as u8
}

impl Playable for Game {
    type Move = Move;
    type View = SeatView;

    fn to_act(&self) -> Option<u8> {
        Game::to_act(self).map(seat)
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        choices::considered(self, out);
    }

    fn play(&mut self, mv: &Move) -> Result<(), String> {
        let Some(turn) = Game::to_act(self) else {
            return Err("the game is over".into());
        };
        let mut events = Vec::new();
        self.apply_in_place(turn, mv, &mut events)
            .map_err(|e| e.to_string())
    }

    fn result(&self, seat: u8) -> Option<f32> {
        let outcome = self.outcome.as_ref()?;
        Some(match outcome.winner {
            Some(winner) if winner == side(seat) => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        })
    }

    fn evaluate(&self, seat: u8) -> f32 {
        evaluate::evaluate(self, side(seat))
    }

    fn view(&self, seat: u8) -> SeatView {
        Game::view(self, Some(side(seat)))
    }

    fn determinize(view: &SeatView, dice: &mut Dice) -> Option<Game> {
        let game = view.determinize(dice);
        game.validate().is_ok().then_some(game)
    }

    fn rollout_pick(&self, moves: &[Move], dice: &mut Dice) -> usize {
        rollout::pick(self, moves, dice)
    }

    fn rollout_plies(&self) -> usize {
        ROLLOUT_PLIES
    }
}

/// The AI's move for `side` in `game`, thought out from that side's view alone (the deck's
/// order unread); `None` when it is not `side`'s turn or the game is over. Seeded by the
/// view: the same view gets the same move.
pub fn choose_move(game: &Game, side: Side, level: Level, budget: Budget) -> Option<Move> {
    if Game::to_act(game) != Some(side) {
        return None;
    }
    let view = game.view(Some(side));
    let mut h = std::collections::hash_map::DefaultHasher::new();
    serde_json::to_string(&view).ok()?.hash(&mut h);
    crate::ai::any::choose::<Game>(&view, seat(side), level, h.finish(), budget).ok()
}

#[cfg(test)]
mod tests;
