//! Assaults on tiles and on cities (one large tile of three), "fight it out", and the
//! advance after a target is emptied.

use super::error::MoveError;
use super::events::Event;
use super::map::{map, TileId};
use super::side::Side;
use super::state::{Game, Phase};
use super::units::{Target, Units};

pub(crate) fn tile_name(t: TileId) -> String {
    map().tile(t).id.clone()
}

pub(crate) fn target_name(target: Target) -> String {
    match target {
        Target::Tile(t) => tile_name(t),
        Target::City(s) => map().site(s).id.clone(),
    }
}

impl Game {
    /// The defender's units in `target` (the whole garrison for a city).
    pub fn defenders(&self, side: Side, target: Target) -> Units {
        match target {
            Target::Tile(t) => self.units_at(side, t),
            Target::City(s) => self.garrison(side, s),
        }
    }

    /// The tile a defender's loss comes off: the tile itself, or the city's tile holding
    /// most of the defender's units (tied: the first in the site table's order).
    pub fn loss_tile(&self, side: Side, target: Target) -> TileId {
        match target {
            Target::Tile(t) => t,
            Target::City(s) => {
                let tiles = map().site(s).tiles;
                let mut best = tiles[0];
                for t in tiles {
                    if self.units_at(side, t).total() > self.units_at(side, best).total() {
                        best = t;
                    }
                }
                best
            }
        }
    }

    pub(crate) fn check_assault(&self, from: TileId, target: Target) -> Result<(), MoveError> {
        if self.phase != Phase::Battle {
            return Err(self.not_now());
        }
        if !self.targets_from(self.turn, from).contains(&target) {
            return Err(MoveError::NoAssault {
                from: tile_name(from),
                target: target_name(target),
            });
        }
        Ok(())
    }

    /// One assault (or until one side is empty); an emptied target leads to the advance.
    pub(crate) fn assault(
        &mut self,
        from: TileId,
        target: Target,
        fight_out: bool,
        events: &mut Vec<Event>,
    ) {
        let side = self.turn;
        let enemy = side.other();
        if !self.assaulted.contains(&target) {
            self.assaulted.push(target);
        }
        loop {
            let attack = self.two_dice();
            let defence = self.two_dice();
            let (a, d) = (attack[0] + attack[1], defence[0] + defence[1]);
            let attacker_lost = (a <= d).then(|| self.lose(side, from)).flatten();
            let defender_lost = (a >= d)
                .then(|| self.lose(enemy, self.loss_tile(enemy, target)))
                .flatten();
            events.push(Event::Assault {
                side,
                from,
                target,
                attack,
                defence,
                attacker_lost,
                defender_lost,
            });
            let over =
                self.units_at(side, from).is_empty() || self.defenders(enemy, target).is_empty();
            if over || !fight_out {
                break;
            }
        }
        if !self.units_at(side, from).is_empty()
            && self.defenders(enemy, target).is_empty()
            && self.may_leave(side, from) > 0
        {
            self.phase = Phase::Advance { from, target };
        }
    }

    /// `side` loses one unit on `tile`, an army before a cavalry.
    fn lose(&mut self, side: Side, tile: TileId) -> Option<(TileId, bool)> {
        let here = self.units_at(side, tile);
        let cavalry = here.loss()?;
        *self.units_mut(side, tile) = here.minus(Units::one(cavalry));
        Some((tile, cavalry))
    }

    pub(crate) fn check_advance(&self, onto: TileId, units: Units) -> Result<(), MoveError> {
        let Phase::Advance { from, target } = self.phase else {
            return Err(self.not_now());
        };
        let side = self.turn;
        let have = self.units_at(side, from);
        if !have.covers(units) {
            return Err(MoveError::NotEnough {
                tile: tile_name(from),
                armies: have.armies,
                cavalry: have.cavalry,
            });
        }
        let bad = || MoveError::BadAdvance {
            from: tile_name(from),
            target: target_name(target),
            onto: tile_name(onto),
        };
        match target {
            Target::Tile(t) if t != onto => return Err(bad()),
            Target::City(s) => {
                if !map().site(s).tiles.contains(&onto) || !map().adjacent(from, onto) {
                    return Err(bad());
                }
                if units.is_empty() {
                    return Err(MoveError::MustAdvance);
                }
            }
            _ => {}
        }
        if units.total() > self.may_leave(side, from) {
            let city = self.city_at(from).map(|(s, _)| map().site(s).id.clone());
            return Err(MoveError::Garrison {
                city: city.unwrap_or_default(),
            });
        }
        Ok(())
    }

    pub(crate) fn advance(&mut self, onto: TileId, units: Units, events: &mut Vec<Event>) {
        let Phase::Advance { from, .. } = self.phase else {
            return;
        };
        let side = self.turn;
        self.phase = Phase::Battle;
        if units.is_empty() {
            return;
        }
        *self.units_mut(side, from) = self.units_at(side, from).minus(units);
        *self.units_mut(side, onto) = self.units_at(side, onto).plus(units);
        events.push(Event::Advanced {
            side,
            from,
            onto,
            units,
        });
        self.arrive(side, onto, events);
    }
}
