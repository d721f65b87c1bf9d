//! `Game::apply`: a move checked completely, then played. An illegal move changes nothing.

use super::battle::{target_name, tile_name};
use super::error::MoveError;
use super::events::Event;
use super::map::{map, SiteId, TileId};
use super::moves::Move;
use super::numbers::SITES;
use super::side::Side;
use super::state::{Ending, Game, Phase};
use super::units::{Target, Units};

fn tile_ok(t: TileId) -> Result<(), MoveError> {
    if (t.0 as usize) < map().tiles.len() {
        Ok(())
    } else {
        Err(MoveError::NotOpen {
            tile: format!("tile {}", t.0),
        })
    }
}

fn site_ok(s: SiteId) -> Result<(), MoveError> {
    if (s.0 as usize) < SITES {
        Ok(())
    } else {
        Err(MoveError::CannotRecruit {
            city: format!("site {}", s.0),
        })
    }
}

fn target_ok(t: Target) -> Result<(), MoveError> {
    match t {
        Target::Tile(t) => tile_ok(t),
        Target::City(s) => site_ok(s),
    }
}

/// Every tile and site a move names exists (so that nothing below can index out).
fn ids_ok(mv: &Move) -> Result<(), MoveError> {
    match mv {
        Move::Surrender { target, to } => {
            target_ok(*target)?;
            to.iter().try_for_each(|(t, _)| tile_ok(*t))
        }
        Move::Move { from, to, .. } => tile_ok(*from).and(tile_ok(*to)),
        Move::Reinforce { tile, .. }
        | Move::Mutiny { tile, .. }
        | Move::Advance { onto: tile, .. } => tile_ok(*tile),
        Move::Build { site } => site_ok(*site),
        Move::Assault { from, target, .. } => tile_ok(*from).and(target_ok(*target)),
        Move::Recruit { site, tile, .. } => site_ok(*site).and(tile_ok(*tile)),
        Move::Roll | Move::EndMoves | Move::EndBattles | Move::EndTurn | Move::Resign => Ok(()),
    }
}

impl Game {
    /// Plays `mv` for `side` on a copy: the new state and what happened.
    pub fn apply(&self, side: Side, mv: &Move) -> Result<(Game, Vec<Event>), MoveError> {
        let mut next = self.clone();
        let mut events = Vec::new();
        next.apply_in_place(side, mv, &mut events)?;
        Ok((next, events))
    }

    /// Plays `mv` for `side` on a copy, its dice (a roll, an assault's, the escape die) the
    /// `dice` given, in the order they are rolled, then the random source's once they run
    /// out: the new state, what happened, and how many of `dice` were not rolled. Faces
    /// are 1 to 6 (the caller checks them).
    pub fn apply_with_dice(
        &self,
        side: Side,
        mv: &Move,
        dice: &[u8],
    ) -> Result<(Game, Vec<Event>, usize), MoveError> {
        let mut next = self.clone();
        next.dictated = dice.iter().rev().copied().collect();
        let mut events = Vec::new();
        next.apply_in_place(side, mv, &mut events)?;
        let unused = std::mem::take(&mut next.dictated).len();
        Ok((next, events, unused))
    }

    /// Plays `mv` for `side`, appending what happened to `events`.
    pub fn apply_in_place(
        &mut self,
        side: Side,
        mv: &Move,
        events: &mut Vec<Event>,
    ) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        if *mv == Move::Resign {
            self.end(Some(side.other()), Ending::Resigned, events);
            return Ok(());
        }
        if side != self.turn {
            return Err(MoveError::NotYourTurn { turn: self.turn });
        }
        self.check(mv)?;
        self.execute(mv, events);
        self.settle(events);
        Ok(())
    }

    pub(crate) fn not_now(&self) -> MoveError {
        let expected = match self.phase {
            Phase::Surrender => "surrender or roll",
            Phase::Move { .. } => "move units or end the moves",
            Phase::Reinforce { .. } => "place the card's new units at your capital",
            Phase::Build => "choose the site of your new city",
            Phase::Mutiny { .. } => "choose the units Mutiny! removes",
            Phase::Battle => "assault or end the battles",
            Phase::Advance { .. } => "advance after the assault",
            Phase::Recruit => "recruit or end the turn",
            Phase::Over => "nothing: the game is over",
        };
        MoveError::NotNow {
            expected: expected.into(),
        }
    }

    /// Whether `mv` is legal now for the side whose turn it is.
    pub fn check(&self, mv: &Move) -> Result<(), MoveError> {
        ids_ok(mv)?;
        let side = self.turn;
        let m = map();
        match (mv, self.phase) {
            (Move::Surrender { target, to }, Phase::Surrender) => self.check_surrender(*target, to),
            (Move::Roll, Phase::Surrender) => Ok(()),
            (Move::Move { from, to, units }, Phase::Move { left }) => {
                self.check_move(*from, *to, *units, left)
            }
            (Move::EndMoves, Phase::Move { .. }) => Ok(()),
            (Move::Reinforce { tile, cavalry }, Phase::Reinforce { .. }) => {
                let seat = self.seat(side);
                if !m.site(seat).tiles.contains(tile) {
                    return Err(MoveError::NotCapital {
                        tile: tile_name(*tile),
                        capital: m.site(seat).id.clone(),
                    });
                }
                self.check_box(*cavalry)
            }
            (Move::Build { site }, Phase::Build) => {
                if self.buildable(side).contains(site) {
                    Ok(())
                } else {
                    Err(MoveError::CannotBuild {
                        site: m.site(*site).id.clone(),
                    })
                }
            }
            (Move::Mutiny { tile, cavalry }, Phase::Mutiny { .. }) => {
                let here = self.units_at(side, *tile);
                if (*cavalry && here.cavalry == 0) || (!*cavalry && here.armies == 0) {
                    Err(MoveError::NotEnough {
                        tile: tile_name(*tile),
                        armies: here.armies,
                        cavalry: here.cavalry,
                    })
                } else if !self.mutiny_allowed(side, *tile, *cavalry) {
                    Err(MoveError::MutinyLastUnit {
                        tile: tile_name(*tile),
                    })
                } else {
                    Ok(())
                }
            }
            (Move::Assault { from, target, .. }, _) => self.check_assault(*from, *target),
            (Move::Advance { onto, units }, _) => self.check_advance(*onto, *units),
            (Move::EndBattles, Phase::Battle) => Ok(()),
            (
                Move::Recruit {
                    site,
                    tile,
                    cavalry,
                },
                Phase::Recruit,
            ) => {
                if self.owner_of(*site) != Some(side) || self.recruited.contains(site) {
                    return Err(MoveError::CannotRecruit {
                        city: m.site(*site).id.clone(),
                    });
                }
                if !m.site(*site).tiles.contains(tile) {
                    return Err(MoveError::NotCityTile {
                        tile: tile_name(*tile),
                        city: m.site(*site).id.clone(),
                    });
                }
                self.check_box(*cavalry)
            }
            (Move::EndTurn, Phase::Recruit) => Ok(()),
            _ => Err(self.not_now()),
        }
    }

    fn check_box(&self, cavalry: bool) -> Result<(), MoveError> {
        if self.box_has(self.turn, cavalry) {
            Ok(())
        } else {
            Err(MoveError::BoxEmpty {
                kind: if cavalry { "cavalry" } else { "armies" }.into(),
            })
        }
    }

    fn check_surrender(&self, target: Target, to: &[(TileId, Units)]) -> Result<(), MoveError> {
        let side = self.turn;
        if !self.surrender_offers().contains(&target) {
            return Err(MoveError::NotOnOffer {
                target: target_name(target),
            });
        }
        let all = self.defenders(side, target);
        let given = to.iter().fold(Units::NONE, |a, (_, u)| a.plus(*u));
        let overflow = to.iter().map(|(_, u)| u.total()).sum::<u32>() != given.total();
        if given != all || overflow {
            return Err(MoveError::RelocateAll {
                target: target_name(target),
                armies: all.armies,
                cavalry: all.cavalry,
            });
        }
        let open = self.relocation_tiles(side, target);
        for (t, _) in to {
            if !open.contains(t) {
                return Err(MoveError::NotYourCity {
                    tile: tile_name(*t),
                });
            }
        }
        Ok(())
    }

    fn check_move(
        &self,
        from: TileId,
        to: TileId,
        units: Units,
        left: u8,
    ) -> Result<(), MoveError> {
        let side = self.turn;
        let m = map();
        if units.is_empty() {
            return Err(MoveError::NoUnit);
        }
        if units.total() > left as u32 {
            return Err(MoveError::TooMany {
                wanted: units.total(),
                left,
            });
        }
        let have = self.unmoved(side, from);
        if !have.covers(units) {
            return Err(MoveError::NotEnough {
                tile: tile_name(from),
                armies: have.armies,
                cavalry: have.cavalry,
            });
        }
        if to == from || !self.is_open(side, to) {
            return Err(MoveError::NotOpen {
                tile: tile_name(to),
            });
        }
        if !m.adjacent(from, to) {
            let two_steps = self
                .reach(side, from, true)
                .iter()
                .any(|(t, near)| *t == to && !near);
            if units.armies > 0 && two_steps {
                return Err(MoveError::NotAdjacent {
                    from: tile_name(from),
                    to: tile_name(to),
                });
            }
            if !two_steps {
                return Err(MoveError::OutOfReach {
                    from: tile_name(from),
                    to: tile_name(to),
                });
            }
        }
        if let Some((site, owner)) = self.city_at(from) {
            let stays = m.tile(to).site == Some(site);
            if owner == side && !stays && units.total() > self.may_leave(side, from) {
                return Err(MoveError::Garrison {
                    city: m.site(site).id.clone(),
                });
            }
        }
        Ok(())
    }

    fn execute(&mut self, mv: &Move, events: &mut Vec<Event>) {
        let side = self.turn;
        match (mv, self.phase) {
            (Move::Surrender { target, to }, _) => self.surrender(*target, to, events),
            (Move::Roll, _) => self.roll_dice(events),
            (Move::Move { from, to, units }, Phase::Move { left }) => {
                *self.units_mut(side, *from) = self.units_at(side, *from).minus(*units);
                *self.units_mut(side, *to) = self.units_at(side, *to).plus(*units);
                let moved = &mut self.moved[to.0 as usize];
                *moved = moved.plus(*units);
                self.phase = Phase::Move {
                    left: left.saturating_sub(units.total() as u8),
                };
                events.push(Event::Moved {
                    side,
                    from: *from,
                    to: *to,
                    units: *units,
                });
                self.arrive(side, *to, events);
            }
            (Move::EndMoves, _) => self.phase = Phase::Battle,
            (Move::Reinforce { tile, cavalry }, Phase::Reinforce { left }) => {
                self.raise(*tile, *cavalry, events);
                self.phase = Phase::Reinforce {
                    left: left.saturating_sub(1),
                };
            }
            (Move::Build { site }, _) => {
                self.owner[site.0 as usize] = Some(side);
                events.push(Event::CityBuilt { side, site: *site });
                self.phase = Phase::Battle;
            }
            (Move::Mutiny { tile, cavalry }, Phase::Mutiny { left }) => {
                *self.units_mut(side, *tile) =
                    self.units_at(side, *tile).minus(Units::one(*cavalry));
                events.push(Event::Mutinied {
                    side,
                    tile: *tile,
                    cavalry: *cavalry,
                });
                self.phase = Phase::Mutiny {
                    left: left.saturating_sub(1),
                };
            }
            (
                Move::Assault {
                    from,
                    target,
                    fight_out,
                },
                _,
            ) => self.assault(*from, *target, *fight_out, events),
            (Move::Advance { onto, units }, _) => self.advance(*onto, *units, events),
            (Move::EndBattles, _) => self.phase = Phase::Recruit,
            (
                Move::Recruit {
                    site,
                    tile,
                    cavalry,
                },
                _,
            ) => {
                self.recruited.push(*site);
                self.raise(*tile, *cavalry, events);
            }
            (Move::EndTurn, _) => {
                self.finish_turn(events);
                self.begin_turn(side.other(), events);
            }
            _ => {}
        }
    }

    fn raise(&mut self, tile: TileId, cavalry: bool, events: &mut Vec<Event>) {
        let side = self.turn;
        *self.units_mut(side, tile) = self.units_at(side, tile).plus(Units::one(cavalry));
        events.push(Event::Raised {
            side,
            tile,
            cavalry,
        });
    }

    /// Step 2: every unit relocated; a city handed over at once (escape roll after).
    fn surrender(&mut self, target: Target, to: &[(TileId, Units)], events: &mut Vec<Event>) {
        let side = self.turn;
        let tiles: Vec<TileId> = match target {
            Target::Tile(t) => vec![t],
            Target::City(s) => map().site(s).tiles.to_vec(),
        };
        for t in tiles {
            *self.units_mut(side, t) = Units::NONE;
        }
        for (t, u) in to {
            *self.units_mut(side, *t) = self.units_at(side, *t).plus(*u);
            let moved = &mut self.moved[t.0 as usize];
            *moved = moved.plus(*u);
        }
        events.push(Event::Surrendered {
            side,
            target,
            to: to.to_vec(),
        });
        if let Target::City(site) = target {
            if !self.forbidden.contains(&site) {
                self.forbidden.push(site);
            }
            self.capture(side.other(), site, events);
        }
    }
}
