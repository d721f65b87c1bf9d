//! Moves and the list of legal moves for the side whose turn it is.
//!
//! The list is complete except in two places, where the choices multiply: a surrender is
//! listed with all its units relocated to one tile (any split is accepted by `apply`), and
//! `Resign`, always allowed, is not listed.

use serde::{Deserialize, Serialize};

use super::map::{map, SiteId, TileId};
use super::numbers::{MAX_ARMIES, MAX_CAVALRY};
use super::side::Side;
use super::state::{Game, Phase};
use super::units::{Target, Units};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Move {
    /// Step 2: hand over a tile or city assaulted last turn; `to` says where each of its
    /// units goes (tiles of one's other cities).
    Surrender {
        target: Target,
        to: Vec<(TileId, Units)>,
    },
    /// Step 3 (only asked while a surrender is on offer).
    Roll,
    /// Units from one tile to another (a cavalry two tiles away passes any open tile).
    Move {
        from: TileId,
        to: TileId,
        units: Units,
    },
    EndMoves,
    /// Foreign Aid, New Recruits: one new unit at the capital.
    Reinforce {
        tile: TileId,
        cavalry: bool,
    },
    /// Internal Improvement: the site of the new city.
    Build {
        site: SiteId,
    },
    /// Mutiny!: one unit removed.
    Mutiny {
        tile: TileId,
        cavalry: bool,
    },
    /// One assault, or assaults until one side is empty (`fight_out`).
    Assault {
        from: TileId,
        target: Target,
        fight_out: bool,
    },
    /// After emptying a target: units from the attacking tile onto `onto`.
    Advance {
        onto: TileId,
        units: Units,
    },
    EndBattles,
    /// One new unit at a city held.
    Recruit {
        site: SiteId,
        tile: TileId,
        cavalry: bool,
    },
    /// Ends the recruit step, and the turn.
    EndTurn,
    /// Capitulate (either side, any time).
    Resign,
}

/// Every (armies, cavalry) of at least one and at most `most` units out of `have`.
fn splits(have: Units, most: u32, out: &mut Vec<Units>) {
    out.clear();
    for a in 0..=have.armies {
        for c in 0..=have.cavalry {
            let n = a as u32 + c as u32;
            if n >= 1 && n <= most {
                out.push(Units::new(a, c));
            }
        }
    }
}

impl Game {
    /// Whether `side` may raise one more unit of the kind.
    pub fn box_has(&self, side: Side, cavalry: bool) -> bool {
        let on = self.on_board(side);
        if cavalry {
            on.cavalry < MAX_CAVALRY
        } else {
            on.armies < MAX_ARMIES
        }
    }

    /// The tiles a unit of `side` on `from` may reach: (tile, reached in one step).
    pub fn reach(&self, side: Side, from: TileId, cavalry: bool) -> Vec<(TileId, bool)> {
        let m = map();
        let mut out: Vec<(TileId, bool)> = Vec::new();
        for n in &m.tile(from).neighbours {
            if self.is_open(side, *n) {
                out.push((*n, true));
            }
        }
        if cavalry {
            let first: Vec<TileId> = out.iter().map(|(t, _)| *t).collect();
            for via in first {
                for n in &m.tile(via).neighbours {
                    if *n != from && self.is_open(side, *n) && !out.iter().any(|(t, _)| t == n) {
                        out.push((*n, false));
                    }
                }
            }
        }
        out
    }

    /// The units on `tile` that may still move this turn.
    pub fn unmoved(&self, side: Side, tile: TileId) -> Units {
        let here = self.units_at(side, tile);
        if side == self.turn {
            here.minus(self.moved[tile.0 as usize])
        } else {
            here
        }
    }

    /// The targets `side` may assault from `from`.
    pub fn targets_from(&self, side: Side, from: TileId) -> Vec<Target> {
        let m = map();
        let mut out = Vec::new();
        if self.units_at(side, from).is_empty() {
            return out;
        }
        for n in &m.tile(from).neighbours {
            match self.city_at(*n) {
                Some((site, owner)) if owner != side => {
                    let target = Target::City(site);
                    if !self.garrison(owner, site).is_empty() && !out.contains(&target) {
                        out.push(target);
                    }
                }
                _ => {
                    if !self.units_at(side.other(), *n).is_empty() {
                        out.push(Target::Tile(*n));
                    }
                }
            }
        }
        out
    }

    /// What is on offer for surrender now (checked again after each surrender).
    pub fn surrender_offers(&self) -> Vec<Target> {
        let side = self.turn;
        if self.cities_of(side).next().is_none() {
            return Vec::new();
        }
        let cities = self.cities_of(side).count();
        self.offers
            .iter()
            .copied()
            .filter(|t| match *t {
                Target::Tile(tile) => !self.units_at(side, tile).is_empty(),
                Target::City(site) => {
                    self.owner_of(site) == Some(side)
                        && !self.garrison(side, site).is_empty()
                        && cities > 1
                }
            })
            .collect()
    }

    /// The tiles `side`'s relocated units may go to when surrendering `target`.
    pub fn relocation_tiles(&self, side: Side, target: Target) -> Vec<TileId> {
        let m = map();
        self.cities_of(side)
            .filter(|s| target != Target::City(*s))
            .flat_map(|s| m.site(s).tiles)
            .filter(|t| target != Target::Tile(*t))
            .collect()
    }

    /// Every legal move for the side whose turn it is, in a stable order.
    pub fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.is_over() {
            return;
        }
        let side = self.turn;
        let m = map();
        let mut split = Vec::new();
        match self.phase {
            Phase::Surrender => {
                for target in self.surrender_offers() {
                    let units = match target {
                        Target::Tile(t) => self.units_at(side, t),
                        Target::City(s) => self.garrison(side, s),
                    };
                    for tile in self.relocation_tiles(side, target) {
                        out.push(Move::Surrender {
                            target,
                            to: vec![(tile, units)],
                        });
                    }
                }
                out.push(Move::Roll);
            }
            Phase::Move { left } => {
                for from in m.tile_ids() {
                    let have = self.unmoved(side, from);
                    if have.is_empty() {
                        continue;
                    }
                    let most = (left as u32).min(self.may_leave(side, from));
                    let home = self
                        .city_at(from)
                        .filter(|(_, o)| *o == side)
                        .map(|(s, _)| s);
                    for (to, near) in self.reach(side, from, have.cavalry > 0) {
                        let stays = home.is_some() && m.tile(to).site == home;
                        let most = if stays {
                            (left as u32).min(have.total())
                        } else {
                            most
                        };
                        let have = if near {
                            have
                        } else {
                            Units::new(0, have.cavalry)
                        };
                        splits(have, most, &mut split);
                        out.extend(split.iter().map(|u| Move::Move {
                            from,
                            to,
                            units: *u,
                        }));
                    }
                }
                out.push(Move::EndMoves);
            }
            Phase::Reinforce { .. } => {
                for tile in m.site(self.seat(side)).tiles {
                    for cavalry in [false, true] {
                        if self.box_has(side, cavalry) {
                            out.push(Move::Reinforce { tile, cavalry });
                        }
                    }
                }
            }
            Phase::Build => {
                for site in self.buildable(side) {
                    out.push(Move::Build { site });
                }
            }
            Phase::Mutiny { .. } => {
                for tile in m.tile_ids() {
                    for cavalry in [false, true] {
                        if self.mutiny_allowed(side, tile, cavalry) {
                            out.push(Move::Mutiny { tile, cavalry });
                        }
                    }
                }
            }
            Phase::Battle => {
                for from in m.tile_ids() {
                    for target in self.targets_from(side, from) {
                        for fight_out in [false, true] {
                            out.push(Move::Assault {
                                from,
                                target,
                                fight_out,
                            });
                        }
                    }
                }
                out.push(Move::EndBattles);
            }
            Phase::Advance { from, target } => {
                let have = self.units_at(side, from);
                let most = self.may_leave(side, from);
                match target {
                    Target::Tile(onto) => {
                        out.push(Move::Advance {
                            onto,
                            units: Units::NONE,
                        });
                        splits(have, most, &mut split);
                        out.extend(split.iter().map(|u| Move::Advance { onto, units: *u }));
                    }
                    Target::City(site) => {
                        for onto in m.site(site).tiles {
                            if m.adjacent(from, onto) {
                                splits(have, most, &mut split);
                                out.extend(split.iter().map(|u| Move::Advance { onto, units: *u }));
                            }
                        }
                    }
                }
            }
            Phase::Recruit => {
                for site in self.cities_of(side) {
                    if self.recruited.contains(&site) {
                        continue;
                    }
                    for tile in m.site(site).tiles {
                        for cavalry in [false, true] {
                            if self.box_has(side, cavalry) {
                                out.push(Move::Recruit {
                                    site,
                                    tile,
                                    cavalry,
                                });
                            }
                        }
                    }
                }
                out.push(Move::EndTurn);
            }
            Phase::Over => {}
        }
    }
}
