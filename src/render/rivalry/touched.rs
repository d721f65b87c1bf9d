//! What the highlighted events touched, gathered for drawing: moves (and advances) as
//! arrows with how many went, assaults with every roll and loss, cities taken or built,
//! new and removed units, the roll and the cards drawn. Built from the engine's events
//! only, which never hold the deck's order.

use crate::engines::rivalry::{Card, Event, Move, Side, SiteId, Target, TileId, Units};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrow {
    pub side: Side,
    /// A tile, or a city surrendered (its garrison relocated).
    pub from: Target,
    pub to: TileId,
    pub units: Units,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assault {
    pub side: Side,
    pub from: TileId,
    pub target: Target,
    /// Each assault's (attack, defence) dice; empty for one planned but not rolled yet.
    pub rolls: Vec<([u8; 2], [u8; 2])>,
    pub attacker_lost: Units,
    pub defender_lost: Units,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Touched {
    pub arrows: Vec<Arrow>,
    pub assaults: Vec<Assault>,
    pub captured: Vec<(Side, SiteId)>,
    /// What was handed over, by the side that gave it up.
    pub surrendered: Vec<(Side, Target)>,
    pub built: Vec<(Side, SiteId)>,
    /// New units per tile (a card's, or recruits).
    pub raised: Vec<(TileId, Units)>,
    /// Units Mutiny! removed, per tile.
    pub removed: Vec<(TileId, Units)>,
    pub rolls: Vec<(Side, [u8; 2])>,
    pub cards: Vec<(Side, Card)>,
}

fn add(list: &mut Vec<(TileId, Units)>, tile: TileId, units: Units) {
    match list.iter_mut().find(|(t, _)| *t == tile) {
        Some((_, u)) => *u = u.plus(units),
        None => list.push((tile, units)),
    }
}

impl Touched {
    pub fn of(events: &[Event]) -> Touched {
        let mut t = Touched::default();
        for event in events {
            match event {
                Event::Moved {
                    side,
                    from,
                    to,
                    units,
                }
                | Event::Advanced {
                    side,
                    from,
                    onto: to,
                    units,
                } => t.arrow(*side, Target::Tile(*from), *to, *units),
                Event::Surrendered { side, target, to } => {
                    t.surrendered.push((*side, *target));
                    for (tile, units) in to {
                        t.arrow(*side, *target, *tile, *units);
                    }
                }
                Event::Assault {
                    side,
                    from,
                    target,
                    attack,
                    defence,
                    attacker_lost,
                    defender_lost,
                } => {
                    let lost = |l: &Option<(TileId, bool)>| {
                        l.map(|(_, cavalry)| Units::one(cavalry))
                            .unwrap_or(Units::NONE)
                    };
                    let a = t.assault(*side, *from, *target);
                    a.rolls.push((*attack, *defence));
                    a.attacker_lost = a.attacker_lost.plus(lost(attacker_lost));
                    a.defender_lost = a.defender_lost.plus(lost(defender_lost));
                }
                Event::CityCaptured { side, site, .. } => t.captured.push((*side, *site)),
                Event::CityBuilt { side, site } => t.built.push((*side, *site)),
                Event::Raised { tile, cavalry, .. } => {
                    add(&mut t.raised, *tile, Units::one(*cavalry))
                }
                Event::Mutinied { tile, cavalry, .. } => {
                    add(&mut t.removed, *tile, Units::one(*cavalry))
                }
                Event::Rolled { side, dice } => t.rolls.push((*side, *dice)),
                Event::CardDrawn { side, card } => t.cards.push((*side, *card)),
                _ => {}
            }
        }
        t
    }

    /// A move not played yet whose outcome the dice decide: drawn as intended, no roll.
    pub fn planned(side: Side, mv: &Move) -> Touched {
        let mut t = Touched::default();
        match mv {
            Move::Move { from, to, units } => t.arrow(side, Target::Tile(*from), *to, *units),
            Move::Assault { from, target, .. } => {
                t.assault(side, *from, *target);
            }
            _ => {}
        }
        t
    }

    fn arrow(&mut self, side: Side, from: Target, to: TileId, units: Units) {
        match self
            .arrows
            .iter_mut()
            .find(|a| a.from == from && a.to == to && a.side == side)
        {
            Some(a) => a.units = a.units.plus(units),
            None => self.arrows.push(Arrow {
                side,
                from,
                to,
                units,
            }),
        }
    }

    fn assault(&mut self, side: Side, from: TileId, target: Target) -> &mut Assault {
        let at = match self
            .assaults
            .iter()
            .position(|a| a.from == from && a.target == target && a.side == side)
        {
            Some(i) => i,
            None => {
                self.assaults.push(Assault {
                    side,
                    from,
                    target,
                    rolls: Vec::new(),
                    attacker_lost: Units::NONE,
                    defender_lost: Units::NONE,
                });
                self.assaults.len() - 1
            }
        };
        &mut self.assaults[at]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivalry::map;

    #[test]
    fn a_fight_out_is_one_assault_with_every_roll_and_loss() {
        let m = map();
        let (from, on) = (m.tile_id("E7").unwrap(), m.tile_id("E8").unwrap());
        let roll = |a: [u8; 2], d: [u8; 2], al: bool, dl: bool| Event::Assault {
            side: Side::Republic,
            from,
            target: Target::Tile(on),
            attack: a,
            defence: d,
            attacker_lost: al.then_some((from, false)),
            defender_lost: dl.then_some((on, true)),
        };
        let t = Touched::of(&[
            roll([6, 5], [1, 2], false, true),
            roll([1, 1], [3, 3], true, false),
            roll([4, 4], [4, 4], true, true),
        ]);
        assert_eq!(t.assaults.len(), 1);
        let a = &t.assaults[0];
        assert_eq!(a.rolls.len(), 3);
        assert_eq!(a.attacker_lost, Units::new(2, 0));
        assert_eq!(a.defender_lost, Units::new(0, 2));
    }

    #[test]
    fn moves_between_the_same_tiles_are_one_arrow() {
        let m = map();
        let (a, b) = (m.tile_id("E7").unwrap(), m.tile_id("E6").unwrap());
        let moved = |units| Event::Moved {
            side: Side::Kingdom,
            from: a,
            to: b,
            units,
        };
        let t = Touched::of(&[moved(Units::new(2, 0)), moved(Units::new(0, 1))]);
        assert_eq!(t.arrows.len(), 1);
        assert_eq!(t.arrows[0].units, Units::new(2, 1));
    }
}
