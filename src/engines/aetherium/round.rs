//! The end of a turn and of a round: the pawn majority from the space closest to the
//! track moves the Aether token; then the game ends (a last moon, or the last round) or the
//! next round is set up: pawns back, blocks lifted, refills, the next starter.

use super::events::{AetherCause, Event};
use super::mat::{Token, MAT};
use super::state::{other, Game, Pawn, Seat, WinReason};

impl Game {
    /// The turn passes; once both players used all their pawns, the round ends.
    pub(super) fn end_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.last = Some(seat);
        self.turn = other(seat);
        if (0..2).all(|s| self.pawns_used(s) >= Pawn::ALL.len()) {
            self.end_round(seat, events);
        }
    }

    /// The pawn majority from the space closest to the track moves the Aether token; then
    /// the game ends (a last moon, or the last round) or the next round is set up.
    fn end_round(&mut self, last: Seat, events: &mut Vec<Event>) {
        let decided = (0..MAT.actions.len()).find_map(|i| {
            let (a, b) = (self.spaces[0][i].len(), self.spaces[1][i].len());
            (a != b).then_some((MAT.actions[i], if a > b { 0 } else { 1 }))
        });
        let towards = decided.map_or(last, |(_, seat)| seat);
        events.push(Event::RoundEnded {
            round: self.round,
            decided_by: decided.map(|(action, _)| action),
            towards,
        });
        self.move_aether(towards, AetherCause::RoundEnd, events);
        if self.aether_winner().is_some() {
            self.finish(events);
            return;
        }
        if self.round >= MAT.rounds {
            let winner = self.aether_side().unwrap_or(last);
            self.end(winner, WinReason::Rounds, events);
            return;
        }
        for seat in 0..2 {
            for stack in &mut self.spaces[seat] {
                stack.clear();
            }
            self.passed[seat].clear();
        }
        for i in 0..MAT.actions.len() {
            if std::mem::take(&mut self.blocked[i]) {
                self.used.push(Token::Block);
            }
        }
        self.refill(events);
        self.round += 1;
        self.starter = self.aether_side().unwrap_or(other(self.starter));
        self.turn = self.starter;
        events.push(Event::RoundStarted {
            round: self.round,
            starter: self.starter,
        });
    }

    /// A token from the pouch on each marked space with no stone and no token, while
    /// tokens last.
    pub(crate) fn refill(&mut self, events: &mut Vec<Event>) {
        for i in 0..self.marks.len() {
            let (column, space) = MAT.marked_spot(i);
            if self.marks[i].is_some() || self.stone_at(column, space) {
                continue;
            }
            let Some(token) = self.pouch.pop() else {
                return;
            };
            self.marks[i] = Some(token);
            events.push(Event::TokenDrawn {
                column: column as u8,
                space,
                token,
            });
        }
    }
}
