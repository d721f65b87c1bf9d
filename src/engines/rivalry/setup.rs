//! The simultaneous secret set-up: each side submits its whole set-up privately; one side's
//! submission is checked alone (`validate_setup`), and the game starts from both
//! (`start`). `suggested_setup` is a sound set-up to start a panel from.

use serde::{Deserialize, Serialize};

use super::super::dice::Dice;
use super::cards::shuffled_deck;
use super::error::SetupError;
use super::map::{map, SiteId, TileId};
use super::numbers::{MAX_CAVALRY, SETUP_CITIES, SETUP_EXTRA_ARMIES, SETUP_UNITS, SITES};
use super::side::Side;
use super::state::{Game, Phase};
use super::units::Units;
use super::Event;

/// One side's whole set-up.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Setup {
    /// Four sites of one's own nation, the capital among them.
    pub cities: Vec<SiteId>,
    pub capital: SiteId,
    /// The 25 units (0–8 cavalry), by tile.
    pub units: Vec<(TileId, Units)>,
    /// The tile of the extra army: a tile of one of the four cities.
    pub extra: TileId,
}

fn site_name(s: SiteId) -> String {
    map().site(s).id.clone()
}

fn tile_name(t: TileId) -> String {
    map().tile(t).id.clone()
}

/// Checks `side`'s set-up alone, as the table collects it.
pub fn validate_setup(side: Side, setup: &Setup) -> Result<(), SetupError> {
    let m = map();
    let mut cities = setup.cities.clone();
    cities.sort();
    cities.dedup();
    if cities.len() != SETUP_CITIES || setup.cities.len() != SETUP_CITIES {
        return Err(SetupError::CityCount {
            side,
            count: cities.len(),
        });
    }
    for s in &cities {
        if s.0 as usize >= SITES || m.site(*s).nation != side {
            return Err(SetupError::ForeignSite {
                side,
                site: if (s.0 as usize) < SITES {
                    site_name(*s)
                } else {
                    format!("site {}", s.0)
                },
            });
        }
    }
    if !cities.contains(&setup.capital) {
        return Err(SetupError::CapitalNotCity {
            side,
            site: site_name(setup.capital),
        });
    }
    let mut seen = Vec::new();
    for (t, _) in &setup.units {
        if t.0 as usize >= m.tiles.len() || !m.is_home_land(*t, side) {
            return Err(SetupError::ForeignTile {
                side,
                tile: if (t.0 as usize) < m.tiles.len() {
                    tile_name(*t)
                } else {
                    format!("tile {}", t.0)
                },
            });
        }
        if seen.contains(t) {
            return Err(SetupError::TileTwice {
                side,
                tile: tile_name(*t),
            });
        }
        seen.push(*t);
    }
    let total: u32 = setup.units.iter().map(|(_, u)| u.total()).sum();
    if total != SETUP_UNITS as u32 {
        return Err(SetupError::UnitCount { side, count: total });
    }
    let cavalry: u32 = setup.units.iter().map(|(_, u)| u.cavalry as u32).sum();
    if cavalry > MAX_CAVALRY as u32 {
        return Err(SetupError::TooManyCavalry {
            side,
            count: cavalry,
        });
    }
    let in_city = |t: TileId| cities.iter().any(|s| m.site(*s).tiles.contains(&t));
    if setup.extra.0 as usize >= m.tiles.len() || !in_city(setup.extra) {
        return Err(SetupError::ExtraNotInCity {
            side,
            tile: if (setup.extra.0 as usize) < m.tiles.len() {
                tile_name(setup.extra)
            } else {
                format!("tile {}", setup.extra.0)
            },
        });
    }
    for s in &cities {
        let tiles = m.site(*s).tiles;
        let held = setup
            .units
            .iter()
            .any(|(t, u)| tiles.contains(t) && !u.is_empty())
            || tiles.contains(&setup.extra);
        if !held {
            return Err(SetupError::EmptyCity {
                side,
                city: site_name(*s),
            });
        }
    }
    Ok(())
}

/// Starts the game from both set-ups (both revealed together); the Republic plays first.
pub fn start(
    republic: &Setup,
    kingdom: &Setup,
    seed: u64,
) -> Result<(Game, Vec<Event>), SetupError> {
    start_with_dice(republic, kingdom, seed, &[]).map(|(game, events, _)| (game, events))
}

/// [`start`], the first roll's dice the `faces` given (in the order rolled; the random
/// source's once they run out): also how many of them were not rolled.
pub fn start_with_dice(
    republic: &Setup,
    kingdom: &Setup,
    seed: u64,
    faces: &[u8],
) -> Result<(Game, Vec<Event>, usize), SetupError> {
    validate_setup(Side::Republic, republic)?;
    validate_setup(Side::Kingdom, kingdom)?;
    let tiles = map().tiles.len();
    let mut dice = Dice::new(seed);
    let deck = shuffled_deck(&mut dice);
    let mut game = Game {
        round: 1,
        turn: Side::Republic,
        phase: Phase::Battle,
        units: [vec![Units::NONE; tiles], vec![Units::NONE; tiles]],
        moved: vec![Units::NONE; tiles],
        owner: [None; SITES],
        capital: [republic.capital, kingdom.capital],
        interim: [None; 2],
        lost_turns: [0; 2],
        sabotage: [0; 2],
        sabotaged: false,
        recruited: Vec::new(),
        assaulted: Vec::new(),
        offers: Vec::new(),
        forbidden: Vec::new(),
        roll: None,
        deck,
        discards: Vec::new(),
        outcome: None,
        dice,
        dictated: Vec::new(),
    };
    for (side, setup) in [(Side::Republic, republic), (Side::Kingdom, kingdom)] {
        for s in &setup.cities {
            game.owner[s.0 as usize] = Some(side);
        }
        for (t, u) in &setup.units {
            *game.units_mut(side, *t) = game.units_at(side, *t).plus(*u);
        }
        let extra = Units::new(SETUP_EXTRA_ARMIES, 0);
        *game.units_mut(side, setup.extra) = game.units_at(side, setup.extra).plus(extra);
    }
    let mut events = vec![Event::SetUp {
        setups: Box::new([republic.clone(), kingdom.clone()]),
    }];
    game.dictated = faces.iter().rev().copied().collect();
    game.begin_turn(Side::Republic, &mut events);
    let unused = std::mem::take(&mut game.dictated).len();
    Ok((game, events, unused))
}

/// A sound set-up for `side`: the capital deep inside (site 2), the cities at sites 2, 6,
/// 8 and 9, most units and the cavalry at the border cities.
pub fn suggested_setup(side: Side) -> Setup {
    let m = map();
    let site = |n: usize| {
        m.sites_of(side)
            .nth(n - 1)
            .expect("every nation has nine sites")
    };
    let cities = vec![site(2), site(6), site(8), site(9)];
    // Units per tile of each city, in the site table's order: (armies, cavalry).
    let spread: [[(u8, u8); 3]; 4] = [
        [(2, 0), (2, 0), (2, 0)],
        [(1, 0), (1, 0), (1, 0)],
        [(1, 2), (2, 1), (2, 0)],
        [(1, 2), (2, 1), (2, 0)],
    ];
    let mut units = Vec::new();
    for (city, tiles) in cities.iter().zip(spread) {
        for (t, (a, c)) in m.site(*city).tiles.iter().zip(tiles) {
            units.push((*t, Units::new(a, c)));
        }
    }
    Setup {
        capital: cities[0],
        extra: m.site(cities[0]).tiles[0],
        cities,
        units,
    }
}
