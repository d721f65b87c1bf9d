//! What a seat may see: everything but the order of the deck and the random source (which
//! would tell it). Set-ups are hidden by not existing yet: a game starts from both.

use serde::{Deserialize, Serialize};

use super::cards::Card;
use super::map::SiteId;
use super::side::Side;
use super::state::{Game, Outcome, Phase};
use super::units::{Target, Units};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// Whose view this is; `None` for a spectator. Both sides see the same things.
    pub viewer: Option<Side>,
    pub round: u16,
    pub turn: Side,
    pub phase: Phase,
    pub units: [Vec<Units>; 2],
    pub moved: Vec<Units>,
    pub owner: Vec<Option<Side>>,
    pub capital: [SiteId; 2],
    pub interim: [Option<SiteId>; 2],
    pub lost_turns: [u8; 2],
    pub sabotage: [u8; 2],
    pub sabotaged: bool,
    pub recruited: Vec<SiteId>,
    pub assaulted: Vec<Target>,
    pub offers: Vec<Target>,
    pub forbidden: Vec<SiteId>,
    pub roll: Option<[u8; 2]>,
    /// Cards left in the deck (not their order).
    pub deck_left: usize,
    pub discards: Vec<Card>,
    pub outcome: Option<Outcome>,
}

impl Game {
    pub fn view(&self, viewer: Option<Side>) -> SeatView {
        SeatView {
            viewer,
            round: self.round,
            turn: self.turn,
            phase: self.phase,
            units: self.units.clone(),
            moved: self.moved.clone(),
            owner: self.owner.to_vec(),
            capital: self.capital,
            interim: self.interim,
            lost_turns: self.lost_turns,
            sabotage: self.sabotage,
            sabotaged: self.sabotaged,
            recruited: self.recruited.clone(),
            assaulted: self.assaulted.clone(),
            offers: self.offers.clone(),
            forbidden: self.forbidden.clone(),
            roll: self.roll,
            deck_left: self.deck.len(),
            discards: self.discards.clone(),
            outcome: self.outcome,
        }
    }
}
