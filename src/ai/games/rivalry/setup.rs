//! The AI's set-up: the suggested one's shape (the capital deep inside, the other cities
//! towards the border, the cavalry forward) varied by the seed, and a capital garrison that
//! grows with the level: Hard keeps the most at home.

use rand::seq::SliceRandom;
use rand::Rng;

use crate::ai::Level;
use crate::engines::dice::Dice;
use crate::engines::rivalry::numbers::{MAX_CAVALRY, SETUP_UNITS};
use crate::engines::rivalry::{map, Setup, Side, SiteId, Units};

/// Sites (1 to 9 in the site table) deep enough for a capital: four steps from the enemy.
const DEEP: [usize; 3] = [1, 2, 3];
/// The sites the other three cities are drawn from.
const FORWARD: [usize; 6] = [4, 5, 6, 7, 8, 9];
/// Least cavalry the AI places (up to the box's eight).
const LEAST_CAVALRY: u8 = 4;
/// Units each other city keeps at least.
const LEAST_GARRISON: u8 = 2;

/// The units the AI leaves at its capital at set-up (the extra army not counted).
pub fn capital_garrison(level: Level) -> u8 {
    match level {
        Level::Random => 4,
        Level::Easy => 6,
        Level::Medium => 7,
        Level::Hard => 9,
    }
}

/// A sound set-up for `side` at `level`, varied by `seed`.
pub fn choose_setup(side: Side, level: Level, seed: u64) -> Setup {
    let m = map();
    let mut dice = Dice::new(seed ^ 0x5e70_0b0a);
    let site = |n: usize| -> SiteId {
        m.sites_of(side)
            .nth(n - 1)
            .expect("every nation has nine sites")
    };
    let capital = site(DEEP[dice.random_range(0..DEEP.len())]);
    let mut forward = FORWARD.to_vec();
    forward.shuffle(&mut dice);
    let others: Vec<SiteId> = forward[..3].iter().map(|n| site(*n)).collect();

    // Units per city: the capital's garrison, then the rest over the other three, each
    // keeping a few and the rest drawn one by one.
    let home = capital_garrison(level);
    let mut per_city = [home, LEAST_GARRISON, LEAST_GARRISON, LEAST_GARRISON];
    let placed: u8 = per_city.iter().sum();
    for _ in placed..SETUP_UNITS {
        per_city[1 + dice.random_range(0..3)] += 1;
    }
    let cavalry = dice.random_range(LEAST_CAVALRY..=MAX_CAVALRY);

    let mut units = Vec::new();
    let mut cavalry_left = cavalry;
    let cities: Vec<SiteId> = std::iter::once(capital).chain(others).collect();
    for (i, city) in cities.iter().enumerate() {
        let tiles = m.site(*city).tiles;
        let mut on = [Units::NONE; 3];
        for k in 0..per_city[i] {
            let slot = &mut on[k as usize % 3];
            // Cavalry ride with the forward cities, as many as they hold.
            if i > 0 && cavalry_left > 0 {
                slot.cavalry += 1;
                cavalry_left -= 1;
            } else {
                slot.armies += 1;
            }
        }
        for (t, u) in tiles.iter().zip(on) {
            if !u.is_empty() {
                units.push((*t, u));
            }
        }
    }
    Setup {
        extra: m.site(capital).tiles[0],
        capital,
        cities,
        units,
    }
}
