//! What a seat may see: everything but the order of the pouch (its tokens are shown sorted
//! by kind, which everybody can count), and not the dice.

use serde::{Deserialize, Serialize};

use super::mat::{Token, MARKED};
use super::state::{Game, Options, Outcome, Pawn, Seat, SEATS};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// Whose view this is; `None` for a spectator. Everybody sees the same.
    pub viewer: Option<Seat>,
    pub options: Options,
    pub round: u8,
    pub turn: Seat,
    pub starter: Seat,
    pub last: Option<Seat>,
    pub stones: [[u8; 4]; 4],
    pub marks: [Option<Token>; MARKED],
    pub hands: [Vec<Token>; SEATS],
    /// What is left in the pouch, sorted by kind: not the order it will be drawn in.
    pub pouch: Vec<Token>,
    pub used: Vec<Token>,
    pub blocked: [bool; 5],
    pub spaces: [[Vec<Pawn>; 5]; SEATS],
    pub passed: [Vec<Pawn>; SEATS],
    pub aether: i8,
    pub outcome: Option<Outcome>,
}

impl Game {
    pub fn view(&self, viewer: Option<Seat>) -> SeatView {
        let mut pouch = self.pouch.clone();
        pouch.sort();
        SeatView {
            viewer,
            options: self.options,
            round: self.round,
            turn: self.turn,
            starter: self.starter,
            last: self.last,
            stones: self.stones,
            marks: self.marks,
            hands: self.hands.clone(),
            pouch,
            used: self.used.clone(),
            blocked: self.blocked,
            spaces: self.spaces.clone(),
            passed: self.passed.clone(),
            aether: self.aether,
            outcome: self.outcome,
        }
    }
}
