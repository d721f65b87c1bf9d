//! Uniformly random legal play, through the engines' shared `random_play`.

use super::events::Event;
use super::moves::Move;
use super::state::Game;
use crate::engines::random_play::RandomPlay;

pub use crate::engines::random_play::{play_random, random_move};

impl RandomPlay for Game {
    type Move = Move;
    type Event = Event;

    fn is_over(&self) -> bool {
        self.to_act().is_none()
    }

    fn list_moves(&self, into: &mut Vec<Move>) {
        self.legal_moves(into);
    }

    fn play(&mut self, mv: &Move, events: &mut Vec<Event>) -> bool {
        match self.to_act() {
            Some(side) => self.apply_in_place(side, mv, events).is_ok(),
            None => false,
        }
    }
}
