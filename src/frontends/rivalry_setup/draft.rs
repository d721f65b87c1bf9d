//! A side's set-up being drafted: edits that change nothing when refused.

use crate::engines::rivalry::notation::{format_setup, parse_setup, BadSetup};
use crate::engines::rivalry::numbers::{MAX_CAVALRY, SETUP_CITIES, SETUP_UNITS};
use crate::engines::rivalry::{
    map, suggested_setup, validate_setup, Setup, SetupError, Side, SiteId, TileId, Units,
};

/// One side's set-up in the making.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    pub side: Side,
    pub setup: Setup,
}

/// One change a player makes to a draft.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// The four cities (a multi-select of the nation's nine sites).
    Cities(Vec<SiteId>),
    Capital(SiteId),
    /// One army (or cavalry) more on a tile.
    Add {
        tile: TileId,
        cavalry: bool,
    },
    /// One army (or cavalry) fewer on a tile.
    Remove {
        tile: TileId,
        cavalry: bool,
    },
    /// The extra army goes on this tile of a city.
    Extra(TileId),
    /// Back to the engine's suggested set-up.
    Suggested,
}

/// Why an edit was refused; the draft is as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditError {
    CityCount(usize),
    ForeignSite(SiteId),
    CapitalNotCity(SiteId),
    ForeignTile(TileId),
    /// All 25 units are placed already.
    AllPlaced,
    /// The 8 cavalry are placed already.
    AllCavalry,
    NoneToRemove(TileId),
    ExtraNotInCity(TileId),
}

impl Draft {
    /// The engine's suggested set-up for `side`, the panel's starting point.
    pub fn suggested(side: Side) -> Draft {
        Draft {
            side,
            setup: suggested_setup(side),
        }
    }

    /// A draft read back from its line (`format_setup`), or typed by a player: whatever
    /// breaks the rules in it is [`Draft::problem`]'s to say, as for any draft.
    pub fn from_line(side: Side, line: &str) -> Result<Draft, BadSetup> {
        Ok(Draft {
            side,
            setup: parse_setup(line)?,
        })
    }

    /// The draft as one line of the notation.
    pub fn line(&self) -> String {
        format_setup(&self.setup)
    }

    /// What still breaks the rules, if anything: the draft may be submitted when `None`.
    pub fn problem(&self) -> Option<SetupError> {
        validate_setup(self.side, &self.setup).err()
    }

    pub fn units_on(&self, tile: TileId) -> Units {
        self.setup
            .units
            .iter()
            .find(|(t, _)| *t == tile)
            .map_or(Units::NONE, |(_, u)| *u)
    }

    /// Every unit placed (the extra army apart).
    pub fn placed(&self) -> Units {
        self.setup
            .units
            .iter()
            .fold(Units::NONE, |sum, (_, u)| sum.plus(*u))
    }

    /// Whether `tile` is one of the three tiles of one of the draft's cities.
    pub fn is_city_tile(&self, tile: TileId) -> bool {
        let m = map();
        self.setup
            .cities
            .iter()
            .any(|s| m.site(*s).tiles.contains(&tile))
    }

    /// The tiles a player picks from to place units, at most 25 (a Discord menu's
    /// limit): those holding units, then the cities' tiles, in map order.
    pub fn tiles_to_choose(&self) -> Vec<TileId> {
        let m = map();
        let mut tiles: Vec<TileId> = self
            .setup
            .units
            .iter()
            .filter(|(_, u)| !u.is_empty())
            .map(|(t, _)| *t)
            .collect();
        for s in &self.setup.cities {
            tiles.extend(m.site(*s).tiles);
        }
        tiles.sort();
        tiles.dedup();
        tiles.truncate(25);
        tiles
    }

    /// Applies `edit`, or refuses it and changes nothing.
    pub fn apply(&mut self, edit: Edit) -> Result<(), EditError> {
        let m = map();
        let side = self.side;
        let own_tile = |t: TileId| {
            if (t.0 as usize) < m.tiles.len() && m.is_home_land(t, side) {
                Ok(())
            } else {
                Err(EditError::ForeignTile(t))
            }
        };
        match edit {
            Edit::Cities(mut sites) => {
                sites.sort();
                sites.dedup();
                if sites.len() != SETUP_CITIES {
                    return Err(EditError::CityCount(sites.len()));
                }
                if let Some(s) = sites
                    .iter()
                    .find(|s| s.0 as usize >= m.sites.len() || m.site(**s).nation != side)
                {
                    return Err(EditError::ForeignSite(*s));
                }
                if !sites.contains(&self.setup.capital) {
                    self.setup.capital = sites[0];
                }
                self.setup.cities = sites;
                if !self.is_city_tile(self.setup.extra) {
                    self.setup.extra = m.site(self.setup.capital).tiles[0];
                }
            }
            Edit::Capital(site) => {
                if !self.setup.cities.contains(&site) {
                    return Err(EditError::CapitalNotCity(site));
                }
                self.setup.capital = site;
            }
            Edit::Add { tile, cavalry } => {
                own_tile(tile)?;
                let placed = self.placed();
                if placed.total() >= SETUP_UNITS as u32 {
                    return Err(EditError::AllPlaced);
                }
                if cavalry && placed.cavalry >= MAX_CAVALRY {
                    return Err(EditError::AllCavalry);
                }
                let one = Units::one(cavalry);
                match self.setup.units.iter_mut().find(|(t, _)| *t == tile) {
                    Some((_, u)) => *u = u.plus(one),
                    None => {
                        self.setup.units.push((tile, one));
                        self.setup.units.sort_by_key(|(t, _)| *t);
                    }
                }
            }
            Edit::Remove { tile, cavalry } => {
                let one = Units::one(cavalry);
                if !self.units_on(tile).covers(one) {
                    return Err(EditError::NoneToRemove(tile));
                }
                for (t, u) in self.setup.units.iter_mut() {
                    if *t == tile {
                        *u = u.minus(one);
                    }
                }
                self.setup.units.retain(|(_, u)| !u.is_empty());
            }
            Edit::Extra(tile) => {
                if (tile.0 as usize) >= m.tiles.len() || !self.is_city_tile(tile) {
                    return Err(EditError::ExtraNotInCity(tile));
                }
                self.setup.extra = tile;
            }
            Edit::Suggested => *self = Draft::suggested(side),
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "draft_tests.rs"]
mod tests;
