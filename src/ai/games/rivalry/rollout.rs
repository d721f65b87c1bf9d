//! How a rollout plays Rivalry: a plain general's rule of thumb, judged from the move alone
//! without playing it. Roll rather than surrender; march towards the nearest enemy city,
//! taking an empty one on the way, without stripping the seat of government; assault with
//! the odds, fighting it out only well ahead; advance with all that may; recruit always.

use rand::Rng;

use super::evaluate::{steps_home, steps_to_enemy};
use crate::engines::dice::Dice;
use crate::engines::rivalry::{Game, Move, Phase, Target};

/// What taking an empty enemy city on the way is worth to a rollout's move.
const TAKE_CITY: f32 = 10.0;
/// What a unit leaving the seat of government costs a rollout's move.
const LEAVE_SEAT: f32 = 1.5;
/// An assault on a city, and on the enemy's seat of government, counts this much more.
const ASSAULT_CITY: f32 = 1.5;
const ASSAULT_SEAT: f32 = 3.0;
/// Units ahead needed before a rollout fights an assault out.
const FIGHT_OUT_AHEAD: f32 = 2.0;

/// What `mv` is worth at once to the side to act, by the rule of thumb; 0 for ending a
/// step.
pub fn gain(game: &Game, mv: &Move) -> f32 {
    let side = game.turn;
    match *mv {
        Move::Move { from, to, units } => {
            let n = units.total() as f32;
            let before = f32::from(steps_to_enemy(game, side, from));
            let after = f32::from(steps_to_enemy(game, side, to));
            let mut g = n * (before - after);
            if let Some((site, owner)) = game.city_at(to) {
                if owner != side && game.garrison(owner, site).is_empty() {
                    g += TAKE_CITY;
                }
            }
            let seat = game.seat(side);
            if game.city_at(from).map(|(s, _)| s) == Some(seat) && steps_home(game, side, to) > 0 {
                g -= LEAVE_SEAT * n;
            }
            g
        }
        Move::Assault {
            from,
            target,
            fight_out,
        } => {
            let enemy = side.other();
            let attackers = game.units_at(side, from).total() as f32;
            let defenders = game.defenders(enemy, target).total() as f32;
            let mut g = attackers - defenders - 0.5;
            if let Target::City(site) = target {
                g += if site == game.seat(enemy) {
                    ASSAULT_SEAT
                } else {
                    ASSAULT_CITY
                };
            }
            if fight_out && attackers < defenders + FIGHT_OUT_AHEAD {
                g -= FIGHT_OUT_AHEAD * 2.0;
            }
            g
        }
        Move::Advance { units, .. } => units.total() as f32,
        Move::Recruit { .. } | Move::Reinforce { .. } | Move::Build { .. } => 1.0,
        _ => 0.0,
    }
}

/// The rollout's move: the best by [`gain`] (ties drawn at random); in the steps where
/// the rule of thumb has nothing to say, any move.
pub fn pick(game: &Game, moves: &[Move], dice: &mut Dice) -> usize {
    match game.phase {
        Phase::Surrender => {
            return moves.iter().position(|m| *m == Move::Roll).unwrap_or(0);
        }
        Phase::Mutiny { .. } => return dice.random_range(0..moves.len()),
        _ => {}
    }
    let mut best = f32::MIN;
    let mut tied = 0u32;
    let mut pick = 0;
    for (i, mv) in moves.iter().enumerate() {
        let g = gain(game, mv);
        if g > best {
            best = g;
            tied = 1;
            pick = i;
        } else if g == best {
            tied += 1;
            if dice.random_ratio(1, tied) {
                pick = i;
            }
        }
    }
    pick
}
