//! The moves the AI weighs: the engine's list with the splits thinned out. A move of units
//! is listed as one unit, half or all that may go (armies first), not every count of
//! armies and cavalry; an advance likewise; a recruit on the city's tile nearest the enemy
//! only (where on the city it stands matters little, and the order of recruits not at
//! all), and the turn never ended while a city may still recruit. Every move listed is a
//! legal move of the engine (`apply` checks each one again).

use super::evaluate::steps_to_enemy;
use crate::engines::rivalry::{map, Game, Move, Phase, Target, Units};

/// One unit, half and all of `most`, each at most once, taken from `have` armies first
/// (`cavalry_only`: from its cavalry alone).
fn amounts(have: Units, most: u32, cavalry_only: bool, out: &mut Vec<Units>) {
    out.clear();
    let have = if cavalry_only {
        Units::new(0, have.cavalry)
    } else {
        have
    };
    let most = most.min(have.total());
    for n in [1, most.div_ceil(2), most] {
        if n == 0 || n > most {
            continue;
        }
        let armies = (have.armies as u32).min(n) as u8;
        let units = Units::new(armies, (n - armies as u32) as u8);
        if !out.contains(&units) {
            out.push(units);
        }
    }
}

/// The moves the AI weighs now, into `out` (cleared first).
pub fn considered(game: &Game, out: &mut Vec<Move>) {
    let side = game.turn;
    let m = map();
    let mut split = Vec::new();
    match game.phase {
        Phase::Move { left } if !game.is_over() => {
            out.clear();
            for from in m.tile_ids() {
                let have = game.unmoved(side, from);
                if have.is_empty() {
                    continue;
                }
                let home = game
                    .city_at(from)
                    .filter(|(_, o)| *o == side)
                    .map(|(s, _)| s);
                for (to, near) in game.reach(side, from, have.cavalry > 0) {
                    let stays = home.is_some() && m.tile(to).site == home;
                    let most = if stays {
                        have.total()
                    } else {
                        game.may_leave(side, from)
                    };
                    amounts(have, most.min(u32::from(left)), !near, &mut split);
                    out.extend(split.iter().map(|u| Move::Move {
                        from,
                        to,
                        units: *u,
                    }));
                }
            }
            out.push(Move::EndMoves);
        }
        Phase::Advance { from, target } if !game.is_over() => {
            out.clear();
            let have = game.units_at(side, from);
            let most = game.may_leave(side, from);
            amounts(have, most, false, &mut split);
            match target {
                Target::Tile(onto) => {
                    out.push(Move::Advance {
                        onto,
                        units: Units::NONE,
                    });
                    out.extend(split.iter().map(|u| Move::Advance { onto, units: *u }));
                }
                Target::City(site) => {
                    for onto in m.site(site).tiles {
                        if m.adjacent(from, onto) {
                            out.extend(split.iter().map(|u| Move::Advance { onto, units: *u }));
                        }
                    }
                }
            }
        }
        Phase::Recruit if !game.is_over() => {
            game.legal_moves(out);
            // Per city and kind, the tile nearest the enemy.
            let mut kept: Vec<Move> = Vec::new();
            for mv in out.iter() {
                let Move::Recruit {
                    site,
                    tile,
                    cavalry,
                } = *mv
                else {
                    continue;
                };
                let near = steps_to_enemy(game, side, tile);
                match kept.iter_mut().find(|k| {
                    matches!(k, Move::Recruit { site: s, cavalry: c, .. } if *s == site && *c == cavalry)
                }) {
                    Some(Move::Recruit { tile: best, .. }) => {
                        if near < steps_to_enemy(game, side, *best) {
                            *best = tile;
                        }
                    }
                    _ => kept.push(mv.clone()),
                }
            }
            if kept.is_empty() {
                kept.push(Move::EndTurn);
            }
            *out = kept;
        }
        _ => game.legal_moves(out),
    }
}
