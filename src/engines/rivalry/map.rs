//! The Isle of Cannebar as data, read once from `assets/rivalry/map.json` (shipped inside
//! the program): tiles, terrain, nations, city sites at corners, the border, adjacency.

use std::collections::HashMap;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use super::numbers::SITES_PER_NATION;
use super::side::Side;

/// A tile: its index in the map file's tile list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TileId(pub u8);

/// A city site: R1…R9 are 0…8, K1…K9 are 9…17 (the readings' order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SiteId(pub u8);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    Land,
    Mountain,
    Coast,
    Lake,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tile {
    pub id: String,
    pub q: i8,
    pub r: i8,
    pub terrain: Terrain,
    /// `None` for the Border Lake.
    pub nation: Option<Side>,
    pub neighbours: Vec<TileId>,
    /// The city site this tile is one of the three tiles of, if any.
    pub site: Option<SiteId>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site {
    pub id: String,
    pub name: String,
    pub nation: Side,
    /// The city's three tiles, in the order of the readings' site table.
    pub tiles: [TileId; 3],
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feature {
    pub name: String,
    pub kind: String,
    pub tiles: Vec<TileId>,
}

#[derive(Clone, Debug)]
pub struct Map {
    pub tiles: Vec<Tile>,
    pub sites: Vec<Site>,
    /// Every edge between a Republic tile and a Kingdom tile: (republic, kingdom).
    pub border: Vec<(TileId, TileId)>,
    pub features: Vec<Feature>,
    by_id: HashMap<String, TileId>,
}

/// The map file as written (`shared/rules/rivalry-readings.md`, "The map file").
#[derive(Deserialize)]
struct File {
    tiles: Vec<FileTile>,
    city_sites: Vec<FileSite>,
    border: Vec<[[i8; 2]; 2]>,
    features: Vec<FileFeature>,
}

#[derive(Deserialize)]
struct FileTile {
    id: String,
    q: i8,
    r: i8,
    terrain: Terrain,
    nation: Option<Side>,
    neighbours: Vec<String>,
}

#[derive(Deserialize)]
struct FileSite {
    id: String,
    name: String,
    nation: Side,
    tile_ids: [String; 3],
}

#[derive(Deserialize)]
struct FileFeature {
    name: String,
    kind: String,
    tiles: Vec<[i8; 2]>,
}

const MAP_FILE: &str = include_str!("../../../assets/rivalry/map.json");

static MAP: LazyLock<Map> =
    LazyLock::new(|| Map::parse(MAP_FILE).expect("the shipped map file is valid"));

/// The Isle of Cannebar.
pub fn map() -> &'static Map {
    &MAP
}

impl Map {
    /// Reads a map file; a malformed one is refused with the reason.
    pub fn parse(text: &str) -> Result<Map, String> {
        let file: File = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if file.tiles.len() > u8::MAX as usize {
            return Err("too many tiles".into());
        }
        let by_id: HashMap<String, TileId> = file
            .tiles
            .iter()
            .enumerate()
            .map(|(i, t)| (t.id.clone(), TileId(i as u8)))
            .collect();
        let by_axial: HashMap<(i8, i8), TileId> = file
            .tiles
            .iter()
            .enumerate()
            .map(|(i, t)| ((t.q, t.r), TileId(i as u8)))
            .collect();
        let find = |id: &str| by_id.get(id).copied().ok_or(format!("no tile {id}"));
        let at = |q: i8, r: i8| {
            by_axial
                .get(&(q, r))
                .copied()
                .ok_or(format!("no tile at ({q}, {r})"))
        };
        let mut tiles = Vec::with_capacity(file.tiles.len());
        for t in &file.tiles {
            let neighbours = t
                .neighbours
                .iter()
                .map(|n| find(n))
                .collect::<Result<_, _>>()?;
            tiles.push(Tile {
                id: t.id.clone(),
                q: t.q,
                r: t.r,
                terrain: t.terrain,
                nation: t.nation,
                neighbours,
                site: None,
            });
        }
        let mut sites = Vec::with_capacity(file.city_sites.len());
        for (i, s) in file.city_sites.iter().enumerate() {
            let expected = match i / SITES_PER_NATION {
                0 => format!("R{}", i % SITES_PER_NATION + 1),
                _ => format!("K{}", i % SITES_PER_NATION + 1),
            };
            if s.id != expected {
                return Err(format!("site {} where {expected} was expected", s.id));
            }
            let ids = [
                find(&s.tile_ids[0])?,
                find(&s.tile_ids[1])?,
                find(&s.tile_ids[2])?,
            ];
            for t in ids {
                let tile = &mut tiles[t.0 as usize];
                if tile.site.is_some() {
                    return Err(format!("tile {} is in two sites", tile.id));
                }
                tile.site = Some(SiteId(i as u8));
            }
            sites.push(Site {
                id: s.id.clone(),
                name: s.name.clone(),
                nation: s.nation,
                tiles: ids,
            });
        }
        let border = file
            .border
            .iter()
            .map(|[a, b]| Ok((at(a[0], a[1])?, at(b[0], b[1])?)))
            .collect::<Result<_, String>>()?;
        let features = file
            .features
            .iter()
            .map(|f| {
                Ok(Feature {
                    name: f.name.clone(),
                    kind: f.kind.clone(),
                    tiles: f
                        .tiles
                        .iter()
                        .map(|[q, r]| at(*q, *r))
                        .collect::<Result<_, _>>()?,
                })
            })
            .collect::<Result<_, String>>()?;
        Ok(Map {
            tiles,
            sites,
            border,
            features,
            by_id,
        })
    }

    pub fn tile(&self, id: TileId) -> &Tile {
        &self.tiles[id.0 as usize]
    }

    pub fn site(&self, id: SiteId) -> &Site {
        &self.sites[id.0 as usize]
    }

    /// The tile named `id` (`D7`), any case.
    pub fn tile_id(&self, id: &str) -> Option<TileId> {
        self.by_id.get(&id.to_ascii_uppercase()).copied()
    }

    /// The site named `id` (`R1`…`K9`), any case.
    pub fn site_id(&self, id: &str) -> Option<SiteId> {
        let upper = id.to_ascii_uppercase();
        self.sites
            .iter()
            .position(|s| s.id == upper)
            .map(|i| SiteId(i as u8))
    }

    pub fn tile_ids(&self) -> impl Iterator<Item = TileId> {
        (0..self.tiles.len()).map(|i| TileId(i as u8))
    }

    pub fn site_ids(&self) -> impl Iterator<Item = SiteId> {
        (0..self.sites.len()).map(|i| SiteId(i as u8))
    }

    /// Only land can be entered.
    pub fn is_land(&self, id: TileId) -> bool {
        self.tile(id).terrain == Terrain::Land
    }

    pub fn adjacent(&self, a: TileId, b: TileId) -> bool {
        self.tile(a).neighbours.contains(&b)
    }

    /// A land tile of `side`'s nation.
    pub fn is_home_land(&self, id: TileId, side: Side) -> bool {
        self.is_land(id) && self.tile(id).nation == Some(side)
    }

    /// The sites of `side`'s nation.
    pub fn sites_of(&self, side: Side) -> impl Iterator<Item = SiteId> + '_ {
        self.site_ids()
            .filter(move |s| self.site(*s).nation == side)
    }

    /// Land tiles next to a city: adjacent to one of its tiles and not one of them.
    pub fn next_to_site(&self, site: SiteId) -> Vec<TileId> {
        let own = self.site(site).tiles;
        let mut out: Vec<TileId> = own
            .iter()
            .flat_map(|t| self.tile(*t).neighbours.iter().copied())
            .filter(|n| !own.contains(n) && self.is_land(*n))
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// Steps over land from `from` to the nearest land tile of `side` (0 if it is one).
    pub fn land_distance_to(&self, from: TileId, side: Side) -> Option<u32> {
        let mut seen = vec![false; self.tiles.len()];
        let mut frontier = vec![from];
        seen[from.0 as usize] = true;
        let mut steps = 0;
        while !frontier.is_empty() {
            if frontier.iter().any(|t| self.is_home_land(*t, side)) {
                return Some(steps);
            }
            let mut next = Vec::new();
            for t in frontier {
                for n in &self.tile(t).neighbours {
                    if self.is_land(*n) && !seen[n.0 as usize] {
                        seen[n.0 as usize] = true;
                        next.push(*n);
                    }
                }
            }
            frontier = next;
            steps += 1;
        }
        None
    }
}
