//! Cities: capture by presence or surrender, the capital and the leader's escape, the
//! interim capital, building a city, and which units Mutiny! may take.

use super::events::Event;
use super::map::{map, SiteId, TileId};
use super::numbers::ESCAPE_CAUGHT_AT_MOST;
use super::side::Side;
use super::state::{Ending, Game};

impl Game {
    /// `side`'s units arrived on `tile`: an enemy city with no enemy unit on its tiles
    /// is captured at once.
    pub(crate) fn arrive(&mut self, side: Side, tile: TileId, events: &mut Vec<Event>) {
        if let Some((site, owner)) = self.city_at(tile) {
            if owner != side && self.garrison(owner, site).is_empty() {
                self.capture(side, site, events);
            }
        }
    }

    /// `site` changes hands to `side`; a fallen capital brings the escape roll, a fallen
    /// interim capital ends the game, a retaken capital brings the leader home.
    pub(crate) fn capture(&mut self, side: Side, site: SiteId, events: &mut Vec<Event>) {
        let Some(loser) = self.owner_of(site) else {
            return;
        };
        if loser == side {
            return;
        }
        self.owner[site.0 as usize] = Some(side);
        events.push(Event::CityCaptured {
            side,
            site,
            from: loser,
        });
        if self.interim[side.index()].is_some() && self.capital[side.index()] == site {
            self.interim[side.index()] = None;
            events.push(Event::LeaderHome { side });
        }
        if self.interim[loser.index()] == Some(site) {
            events.push(Event::LeaderCaught { side: loser });
            self.end(Some(side), Ending::InterimCapitalTaken, events);
        } else if self.leader_home(loser) && self.capital[loser.index()] == site {
            self.escape(loser, events);
        }
    }

    /// The leader's escape: one die, 1–3 caught, 4–6 off to the strongest other city; no
    /// die when there is no other city.
    fn escape(&mut self, side: Side, events: &mut Vec<Event>) {
        let Some(refuge) = self.strongest_city(side) else {
            events.push(Event::LeaderCaught { side });
            return self.end(Some(side.other()), Ending::LeaderCaught, events);
        };
        let die = self.die();
        events.push(Event::EscapeRoll { side, die });
        if die <= ESCAPE_CAUGHT_AT_MOST {
            events.push(Event::LeaderCaught { side });
            self.end(Some(side.other()), Ending::LeaderCaught, events);
        } else {
            self.interim[side.index()] = Some(refuge);
            events.push(Event::Escaped { side, to: refuge });
        }
    }

    /// `side`'s city with the most of its units on its tiles (tied: the first in site
    /// order).
    pub fn strongest_city(&self, side: Side) -> Option<SiteId> {
        let mut best: Option<(SiteId, u32)> = None;
        for s in self.cities_of(side) {
            let n = self.garrison(side, s).total();
            if best.is_none_or(|(_, m)| n > m) {
                best = Some((s, n));
            }
        }
        best.map(|(s, _)| s)
    }

    /// Sites `side` may build on (Internal Improvement): no city, one of its units on
    /// the tiles and none of the enemy's.
    pub fn buildable(&self, side: Side) -> Vec<SiteId> {
        map()
            .site_ids()
            .filter(|s| {
                self.owner_of(*s).is_none()
                    && !self.garrison(side, *s).is_empty()
                    && self.garrison(side.other(), *s).is_empty()
            })
            .collect()
    }

    /// Whether a unit of `side` on `tile` may go to Mutiny!: a city's last unit only when
    /// every unit left is one.
    pub fn mutiny_allowed(&self, side: Side, tile: TileId, cavalry: bool) -> bool {
        let here = self.units_at(side, tile);
        if (cavalry && here.cavalry == 0) || (!cavalry && here.armies == 0) {
            return false;
        }
        if !self.is_last_of_city(side, tile) {
            return true;
        }
        map()
            .tile_ids()
            .filter(|t| !self.units_at(side, *t).is_empty())
            .all(|t| self.is_last_of_city(side, t))
    }

    /// The one unit on `tile` is the last of a city `side` holds.
    fn is_last_of_city(&self, side: Side, tile: TileId) -> bool {
        match self.city_at(tile) {
            Some((site, owner)) if owner == side => self.garrison(side, site).total() == 1,
            _ => false,
        }
    }
}
