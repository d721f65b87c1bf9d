//! `Game::validate`: whether a state from outside (the engine protocol, a database row) is
//! one a game can reach. Each check names the rule it finds broken; no state that
//! deserializes makes it (or the engine after it) panic.

use thiserror::Error;

use super::cards::{full_deck, Card};
use super::map::{map, SiteId, TileId};
use super::numbers::{
    CARD_ROLL, FACES, FOREIGN_AID, MAX_ARMIES, MAX_CAVALRY, MUTINY, NEW_RECRUITS, ROUND_LIMIT,
    SITES,
};
use super::side::Side;
use super::state::{Game, Phase};
use super::units::Target;

/// The largest count on the cards of these kinds.
fn max_card(kinds: &[&[u8]]) -> u8 {
    kinds
        .iter()
        .flat_map(|k| k.iter())
        .copied()
        .max()
        .unwrap_or(0)
}

/// The rule a state breaks, in words.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct InvalidState(pub String);

fn broken<T>(message: impl Into<String>) -> Result<T, InvalidState> {
    Err(InvalidState(message.into()))
}

fn tile_in_range(t: TileId) -> bool {
    (t.0 as usize) < map().tiles.len()
}

fn site_in_range(s: SiteId) -> bool {
    (s.0 as usize) < SITES
}

fn target_in_range(t: &Target) -> bool {
    match t {
        Target::Tile(t) => tile_in_range(*t),
        Target::City(s) => site_in_range(*s),
    }
}

fn card_key(c: &Card) -> String {
    format!("{c:?}")
}

impl Game {
    pub fn validate(&self) -> Result<(), InvalidState> {
        self.validate_ids()?;
        self.validate_board()?;
        self.validate_capitals()?;
        self.validate_deck()?;
        if !(1..=ROUND_LIMIT).contains(&self.round) {
            return broken(format!(
                "the round is {}: rounds run from 1 to {ROUND_LIMIT}",
                self.round
            ));
        }
        if let Some(dice) = self.roll {
            if dice.iter().any(|d| !(1..=FACES).contains(d)) {
                return broken("a die shows 1 to 6");
            }
        }
        if (self.phase == Phase::Over) != self.outcome.is_some() {
            return broken("the game is over exactly when it has an outcome");
        }
        if self.is_over() && self.keeps_a_turn() {
            return broken("a finished game keeps nothing of its last turn: no roll, no units moved, nothing assaulted, on offer, closed, recruited or sabotaged");
        }
        self.validate_phase()?;
        for (i, site) in self.forbidden.iter().enumerate() {
            if self.owner_of(*site) != Some(self.turn.other()) {
                return broken("a city surrendered this turn belongs to the enemy");
            }
            if self.forbidden[..i].contains(site) {
                return broken("a city is surrendered once a turn");
            }
        }
        Ok(())
    }

    /// The phase follows from the roll: a surrender is offered before it; a move of no
    /// more units than the dice comes of any roll but 7; a
    /// card's units (new ones, or a mutiny's) of a 7, within the largest card; an advance
    /// is from a tile the side holds, into an emptied target.
    fn validate_phase(&self) -> Result<(), InvalidState> {
        let sum = self.roll.map(|[a, b]| a + b);
        let card = sum == Some(CARD_ROLL);
        let side = self.turn;
        match self.phase {
            Phase::Surrender if self.roll.is_some() => {
                broken("a surrender is offered before the roll, yet the dice are rolled")
            }
            Phase::Move { left } => {
                let Some(sum) = sum.filter(|_| !card) else {
                    return broken(format!(
                        "units move after a roll other than {CARD_ROLL}: the roll is {}",
                        self.roll_words()
                    ));
                };
                // (`moved` also holds units a surrender relocated: it is no measure.)
                if left == 0 || left > sum {
                    return broken(format!(
                        "a move phase of {left} more units, yet the roll of {} moves {sum} at most",
                        self.roll_words()
                    ));
                }
                Ok(())
            }
            Phase::Reinforce { .. } | Phase::Build | Phase::Mutiny { .. } if !card => {
                broken(format!(
                    "a card is drawn on a roll of {CARD_ROLL}: the roll is {}",
                    self.roll_words()
                ))
            }
            Phase::Reinforce { left }
                if left == 0 || left > max_card(&[&FOREIGN_AID, &NEW_RECRUITS]) =>
            {
                broken(format!(
                    "{left} new units to place: Foreign Aid and New Recruits give {} at most",
                    max_card(&[&FOREIGN_AID, &NEW_RECRUITS])
                ))
            }
            Phase::Mutiny { left } if left == 0 || left > max_card(&[&MUTINY]) => broken(format!(
                "{left} units to remove: a Mutiny! card removes {} at most",
                max_card(&[&MUTINY])
            )),
            Phase::Advance { from, .. } if self.units_at(side, from).is_empty() => broken(format!(
                "{side} advances from {}, where it has no unit",
                map().tile(from).id
            )),
            _ => Ok(()),
        }
    }

    fn roll_words(&self) -> String {
        match self.roll {
            Some([a, b]) => format!("{a} {b}"),
            None => "not made".into(),
        }
    }

    /// Anything of a turn in progress (what `Game::end` clears).
    fn keeps_a_turn(&self) -> bool {
        self.roll.is_some()
            || self.moved.iter().any(|u| !u.is_empty())
            || !(self.assaulted.is_empty() && self.offers.is_empty())
            || !(self.forbidden.is_empty() && self.recruited.is_empty())
            || self.sabotaged
    }

    fn validate_ids(&self) -> Result<(), InvalidState> {
        let tiles = map().tiles.len();
        if self.units.iter().any(|u| u.len() != tiles) || self.moved.len() != tiles {
            return broken(format!("units are listed for each of the {tiles} tiles"));
        }
        let sites = self.recruited.iter().chain(self.interim.iter().flatten());
        let sites_ok = sites
            .chain(self.capital.iter())
            .chain(self.forbidden.iter())
            .all(|s| site_in_range(*s));
        let targets_ok = self
            .assaulted
            .iter()
            .chain(self.offers.iter())
            .all(target_in_range);
        let phase_ok = match self.phase {
            Phase::Advance { from, target } => tile_in_range(from) && target_in_range(&target),
            _ => true,
        };
        if !(sites_ok && targets_ok && phase_ok) {
            return broken("a tile or site that is not on the map");
        }
        Ok(())
    }

    fn validate_board(&self) -> Result<(), InvalidState> {
        let m = map();
        for side in Side::BOTH {
            let on = self.on_board(side);
            if on.armies > MAX_ARMIES || on.cavalry > MAX_CAVALRY {
                return broken(format!("{side} has more units than the box holds"));
            }
        }
        for t in m.tile_ids() {
            let [r, k] = Side::BOTH.map(|s| self.units_at(s, t));
            let name = &m.tile(t).id;
            if !r.is_empty() && !k.is_empty() {
                return broken(format!("both sides on {name}"));
            }
            let occupied = !r.is_empty() || !k.is_empty();
            if occupied && !m.is_land(t) {
                return broken(format!("units on {name}, which is not land"));
            }
            if let Some((site, owner)) = self.city_at(t) {
                if !self.units_at(owner.other(), t).is_empty() {
                    return broken(format!(
                        "{name} is a tile of {}'s city {}: no enemy unit stands there",
                        owner,
                        m.site(site).id
                    ));
                }
            }
        }
        Ok(())
    }

    fn validate_capitals(&self) -> Result<(), InvalidState> {
        let m = map();
        for side in Side::BOTH {
            let capital = self.capital[side.index()];
            if m.site(capital).nation != side {
                return broken(format!("{side}'s capital is a site of its own nation"));
            }
            if self.is_over() {
                continue;
            }
            match self.interim[side.index()] {
                None if self.owner_of(capital) != Some(side) => {
                    return broken(format!("{side}'s leader is at home, so {side} holds its capital"))
                }
                Some(interim) if self.owner_of(interim) != Some(side) || self.owner_of(capital) == Some(side) => {
                    return broken(format!("{side}'s leader is in exile: it holds the interim capital, not the capital"))
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn validate_deck(&self) -> Result<(), InvalidState> {
        let mut all: Vec<String> = self
            .deck
            .iter()
            .chain(self.discards.iter())
            .map(card_key)
            .collect();
        let mut full: Vec<String> = full_deck().iter().map(card_key).collect();
        all.sort();
        full.sort();
        if all != full {
            return broken("the deck and the discards hold the 28 cards, each once");
        }
        Ok(())
    }
}
