//! Aetherium as the generic search sees it: seats 0 and 1 are players 1 and 2; the hidden
//! part is the order of the pouch, sampled by the engine's `determinize`.

mod evaluate;
mod rollout;

use crate::ai::any::Playable;
use crate::engines::aetherium::{Game, Move, SeatView};
use crate::engines::dice::Dice;

/// Plies a rollout plays before the evaluation judges it: about a round.
const ROLLOUT_PLIES: usize = 12;

impl Playable for Game {
    type Move = Move;
    type View = SeatView;

    fn to_act(&self) -> Option<u8> {
        Game::to_act(self)
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        Game::legal_moves(self, out);
    }

    fn play(&mut self, mv: &Move) -> Result<(), String> {
        let mut events = Vec::new();
        self.apply_in_place(*mv, &mut events)
            .map_err(|e| e.to_string())
    }

    fn result(&self, seat: u8) -> Option<f32> {
        let outcome = self.outcome.as_ref()?;
        Some(if outcome.winner == seat { 1.0 } else { 0.0 })
    }

    fn evaluate(&self, seat: u8) -> f32 {
        evaluate::evaluate(self, seat)
    }

    fn view(&self, seat: u8) -> SeatView {
        Game::view(self, Some(seat))
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

#[cfg(test)]
mod tests;
