//! How well a side stands, in units: the units on the board, the cities held (each raises a
//! unit a turn), the leader at home, the seat of government's safety, and how close the
//! units stand to the enemy's cities (the war is won there). The same judgement for both
//! sides, the difference put on a logistic scale.

use super::distance::{steps, steps_to_site, FAR};
use crate::engines::rivalry::{map, Game, Side, TileId};

/// A city held, in units: a recruit a turn, and a tie-break at the round limit.
const CITY: f32 = 3.0;
/// The leader at home: in exile, one more fallen city ends the game.
const LEADER_HOME: f32 = 8.0;
/// Each enemy unit within reach of the seat of government beyond its garrison.
const DANGER: f32 = 1.4;
/// A unit's worth of being next to an enemy city (less the farther it stands).
const PRESSURE: f32 = 0.5;
/// The enemy's seat of government counts this much more than its other cities.
const SEAT_PRESSURE: f32 = 1.5;
/// Units ahead that count as a fair chance more to win.
const SCALE: f32 = 10.0;

/// Enemy units that could fall on `side`'s seat of government next turn, less its
/// garrison: units next to the city count whole, two steps away (cavalry's reach) half.
pub fn danger(game: &Game, side: Side) -> f32 {
    let seat = game.seat(side);
    let garrison = game.garrison(side, seat).total() as f32;
    let enemy = side.other();
    let threat: f32 = map()
        .tile_ids()
        .map(|t| (t, game.units_at(enemy, t)))
        .filter(|(_, u)| !u.is_empty())
        .map(|(t, u)| match steps_to_site(t, seat) {
            1 => u.total() as f32,
            2 => u.total() as f32 * 0.5,
            _ => 0.0,
        })
        .sum();
    (threat - garrison).max(0.0)
}

/// How close `side`'s units stand to the enemy's cities: for each unit, the nearest enemy
/// city's closeness (1 next to it, falling off over four steps), the seat counting more.
pub fn pressure(game: &Game, side: Side) -> f32 {
    let enemy = side.other();
    let seat = game.seat(enemy);
    let cities: Vec<_> = game.cities_of(enemy).collect();
    if cities.is_empty() {
        return 0.0;
    }
    map()
        .tile_ids()
        .map(|t| (t, game.units_at(side, t).total()))
        .filter(|(_, n)| *n > 0)
        .map(|(t, n)| {
            let near = |d: u8| f32::from(4u8.saturating_sub(d.saturating_sub(1))) / 4.0;
            let best = cities
                .iter()
                .map(|c| {
                    let w = if *c == seat { SEAT_PRESSURE } else { 1.0 };
                    near(steps_to_site(t, *c)) * w
                })
                .fold(0.0f32, f32::max);
            best * n as f32
        })
        .sum()
}

/// `side`'s standing in units.
pub fn standing(game: &Game, side: Side) -> f32 {
    let units = game.on_board(side).total() as f32;
    let cities = game.cities_of(side).count() as f32;
    let home = if game.leader_home(side) {
        LEADER_HOME
    } else {
        0.0
    };
    units + CITY * cities + home - DANGER * danger(game, side) + PRESSURE * pressure(game, side)
}

/// The whole judgement for `side`, from 0 (lost) to 1 (won).
pub fn evaluate(game: &Game, side: Side) -> f32 {
    let ahead = standing(game, side) - standing(game, side.other());
    1.0 / (1.0 + (-ahead / SCALE).exp())
}

/// Steps from `tile` to the nearest city of `side`'s enemy ([`FAR`] when it has none).
pub fn steps_to_enemy(game: &Game, side: Side, tile: TileId) -> u8 {
    game.cities_of(side.other())
        .map(|c| steps_to_site(tile, c))
        .min()
        .unwrap_or(FAR)
}

/// Steps from `tile` to `side`'s own seat of government.
pub fn steps_home(game: &Game, side: Side, tile: TileId) -> u8 {
    map()
        .site(game.seat(side))
        .tiles
        .iter()
        .map(|t| steps(tile, *t))
        .min()
        .unwrap_or(FAR)
}
