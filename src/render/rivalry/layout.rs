//! Where every mark and word on the map goes, decided before anything is drawn, so that
//! none hides another: the cities stay on their corners, each tile's unit chip moves
//! within its tile if a city is in the way, and the rest (capital stars, leaders' crowns,
//! the dice, how many went along an arrow, new or lost units, city names, Mount Aedana)
//! each takes the first free spot among the ones near what it tells of. A tile's id,
//! needed to type a move, is placed right after the cities, on its own tile, and the rest
//! makes room for it. The painter draws exactly
//! these boxes ([`Layout::labels`]), and the tests read them.

use crate::engines::rivalry::{map, Side, SiteId, Target, TileId, Units};
use crate::i18n::Lang;

use super::super::boxes::Placer;
use super::super::text::width;
use super::super::RenderError;
use super::cities::{Cities, NAME_TEXT};
use super::geometry::{Geometry, HEADER, WIDTH};
use super::highlights;
use super::look::{chip_width, CHIP_H};
use super::touched::Touched;

pub use super::super::boxes::Rect;
pub use super::arrows::ArrowLine;

/// What a box on the map shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabelKind {
    /// A city's mark on its corner.
    City { site: SiteId, side: Side },
    /// The star of an original capital.
    Capital { site: SiteId, side: Side },
    /// The crown where a leader is.
    Leader { site: SiteId },
    /// A side's units on a tile, armies and cavalry apart.
    Units {
        tile: TileId,
        side: Side,
        units: Units,
    },
    /// A site's name (with its id on a set-up).
    CityName { site: SiteId },
    /// How many went along a highlighted move's arrow.
    Moved { to: TileId, units: Units },
    /// An assault's dice.
    Dice { from: TileId, target: Target },
    /// New units on a tile (`+2`).
    Raised { tile: TileId },
    /// Units Mutiny! removed from a tile (`−1`).
    Removed { tile: TileId },
    /// Mount Aedana's name.
    MountAedana,
    /// A land tile's id, left out where anything else would cover it.
    TileName { tile: TileId },
}

/// One mark or word on the map and its box.
pub type Label = super::super::boxes::Label<LabelKind>;

/// Where everything on a picture's map goes, and the legend's marks under it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Layout {
    pub labels: Vec<Label>,
    /// The highlighted moves' and assaults' arrows, under the boxes.
    pub arrows: Vec<ArrowLine>,
    /// The marks the legend explains: only those the map shows.
    pub legend: Vec<LegendMark>,
}

/// A mark the legend explains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LegendMark {
    Units,
    Capital,
    Leader,
    Move,
    Assault,
}

/// Text size of a tile's id.
pub const TILE_NAME: f32 = 8.0;
/// Text size of Mount Aedana's name.
pub const FEATURE_TEXT: f32 = 8.0;

/// What the map holds, for [`layout`].
pub struct MapContent<'a> {
    pub cities: &'a Cities,
    pub units: &'a [(Side, &'a [Units])],
    pub touched: &'a Touched,
    /// A nation's half greyed: its tiles' ids are not written.
    pub dim: Option<Side>,
}

impl Layout {
    pub fn new(g: &Geometry, map_content: &MapContent, lang: Lang) -> Result<Layout, RenderError> {
        let area = Rect {
            x: 0.0,
            y: HEADER,
            w: WIDTH,
            h: g.height - HEADER,
        };
        let mut p = Placer::new(area);
        cities(&mut p, g, map_content.cities);
        // A tile's name is placed before what stands on it: it is needed to type a move
        // (`E3-E4:2a`), so the counters make room for it rather than hide it.
        tile_names(&mut p, g, map_content.dim)?;
        units(&mut p, g, map_content.units)?;
        leaders_and_capitals(&mut p, g, map_content.cities);
        let arrows = highlights::place(&mut p, g, map_content.touched)?;
        names(&mut p, g, map_content.cities)?;
        mount_aedana(&mut p, g, lang)?;
        let labels = p.into_labels();
        let has = |f: fn(&LabelKind) -> bool| labels.iter().any(|l| f(&l.kind));
        let mut legend = Vec::new();
        if has(|k| matches!(k, LabelKind::Units { .. })) {
            legend.push(LegendMark::Units);
        }
        if has(|k| matches!(k, LabelKind::Capital { .. })) {
            legend.push(LegendMark::Capital);
        }
        if has(|k| matches!(k, LabelKind::Leader { .. })) {
            legend.push(LegendMark::Leader);
        }
        if !map_content.touched.arrows.is_empty() {
            legend.push(LegendMark::Move);
        }
        if !map_content.touched.assaults.is_empty() {
            legend.push(LegendMark::Assault);
        }
        Ok(Layout {
            labels,
            arrows,
            legend,
        })
    }

    /// The labels of the kinds `f` picks, in the order they were placed.
    pub fn of<'s>(
        &'s self,
        f: impl Fn(&LabelKind) -> bool + 's,
    ) -> impl Iterator<Item = &'s Label> + 's {
        self.labels.iter().filter(move |l| f(&l.kind))
    }
}

/// A city mark's size across.
pub fn city_size(g: &Geometry) -> f32 {
    g.size * 0.58
}

fn cities(p: &mut Placer<LabelKind>, g: &Geometry, cities: &Cities) {
    let s = city_size(g);
    for site in map().site_ids() {
        if let Some(side) = cities.owner.get(site.0 as usize).copied().flatten() {
            let rect = Rect::centred(g.site(site), s, s);
            p.fixed(LabelKind::City { site, side }, String::new(), rect);
        }
    }
}

/// Each chip a little under its tile's centre, or where it stays clear of the cities.
fn units(
    p: &mut Placer<LabelKind>,
    g: &Geometry,
    units: &[(Side, &[Units])],
) -> Result<(), RenderError> {
    for tile in map().tile_ids() {
        for (side, by_tile) in units {
            let Some(u) = by_tile.get(tile.0 as usize).copied() else {
                continue;
            };
            if u.is_empty() {
                continue;
            }
            let (cx, cy) = g.centre(tile);
            let s = g.size;
            let w = chip_width(u.armies, u.cavalry)?;
            let spots = [
                (0.0, 0.12),
                (0.0, -0.12),
                (0.0, 0.3),
                (0.0, -0.3),
                (-0.2, 0.12),
                (0.2, 0.12),
                (-0.2, -0.12),
                (0.2, -0.12),
            ]
            .map(|(dx, dy)| (cx + dx * s, cy + dy * s));
            let kind = LabelKind::Units {
                tile,
                side: *side,
                units: u,
            };
            // A unit count is never left out: past the spots in its tile, the nearest
            // free one.
            p.place_or_nearest(kind, String::new(), w, CHIP_H, &spots);
        }
    }
    Ok(())
}

/// The star's and the crown's size.
pub fn star_radius(g: &Geometry) -> f32 {
    g.size * 0.42
}

pub fn crown_width(g: &Geometry) -> f32 {
    g.size * 0.6
}

fn leaders_and_capitals(p: &mut Placer<LabelKind>, g: &Geometry, cities: &Cities) {
    let s = city_size(g);
    for (side, site) in &cities.capitals {
        let r = star_radius(g);
        let spots = corners(
            g.site(*site),
            s * 0.95,
            [(1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)],
        );
        let kind = LabelKind::Capital {
            site: *site,
            side: *side,
        };
        p.place_or_nearest(kind, String::new(), 2.0 * r, 2.0 * r, &spots);
    }
    for (_, site) in &cities.leaders {
        let w = crown_width(g);
        let spots = corners(
            g.site(*site),
            s * 1.0,
            [(-1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        );
        let kind = LabelKind::Leader { site: *site };
        p.place_or_nearest(kind, String::new(), w, w * 0.8, &spots);
    }
}

/// Spots diagonally off `at`, `d` away in each axis, in the order given, then straight
/// above, below and to either side.
fn corners(at: (f32, f32), d: f32, first: [(f32, f32); 3]) -> Vec<(f32, f32)> {
    let mut spots: Vec<(f32, f32)> = first
        .iter()
        .map(|(dx, dy)| (at.0 + dx * d, at.1 + dy * d))
        .collect();
    for (dx, dy) in [(1.0, -1.0), (-1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
        let spot = (at.0 + dx * d, at.1 + dy * d);
        if !spots.contains(&spot) {
            spots.push(spot);
        }
    }
    for (dx, dy) in [(0.0, -1.4), (0.0, 1.4), (1.4, 0.0), (-1.4, 0.0)] {
        spots.push((at.0 + dx * d, at.1 + dy * d));
    }
    spots
}

/// Beside the corner, on the side that has one tile rather than two, first.
fn names(p: &mut Placer<LabelKind>, g: &Geometry, cities: &Cities) -> Result<(), RenderError> {
    let m = map();
    for site in m.site_ids() {
        let s = m.site(site);
        if cities.shown.is_some_and(|side| side != s.nation) {
            continue;
        }
        let owned = cities.owner.get(site.0 as usize).copied().flatten();
        let text = match (owned.is_some(), cities.ids) {
            (_, true) => format!("{} {}", s.id, s.name),
            (true, false) => s.name.clone(),
            (false, false) => continue,
        };
        let w = width(&text, NAME_TEXT)? + 4.0;
        let h = 11.0;
        let (x, y) = g.site(site);
        let dy = if g.one_tile_below(site) { 4.0 } else { -4.0 };
        let right = x + g.size * 0.36 - 2.0 + w / 2.0;
        let left = x - g.size * 0.36 + 2.0 - w / 2.0;
        let spots = [
            (right, y + dy),
            (left, y + dy),
            (right, y - dy),
            (left, y - dy),
            (x, y + dy * 3.0),
            (x, y - dy * 3.0),
        ];
        p.place_or_nearest(LabelKind::CityName { site }, text, w, h, &spots);
    }
    Ok(())
}

/// Above the mountain, on the coast.
fn mount_aedana(p: &mut Placer<LabelKind>, g: &Geometry, lang: Lang) -> Result<(), RenderError> {
    for f in map().features.iter().filter(|f| f.kind == "volcano") {
        let text = crate::tr!(lang, "picture-rivalry-mount-aedana");
        let n = f.tiles.len().max(1) as f32;
        let (x, y) = f.tiles.iter().fold((0.0, 0.0), |(x, y), t| {
            let (cx, cy) = g.centre(*t);
            (x + cx / n, y + cy / n)
        });
        let w = width(&text, FEATURE_TEXT)? + 6.0;
        let spots = [(x, y - g.size * 1.55), (x, y - g.size * 1.1)];
        p.place_or_nearest(LabelKind::MountAedana, text, w, 12.0, &spots);
    }
    Ok(())
}

fn tile_names(
    p: &mut Placer<LabelKind>,
    g: &Geometry,
    dim: Option<Side>,
) -> Result<(), RenderError> {
    let m = map();
    for tile in m.tile_ids() {
        let t = m.tile(tile);
        if t.terrain != crate::engines::rivalry::Terrain::Land
            || dim.is_some_and(|d| t.nation == Some(d))
        {
            continue;
        }
        let (cx, cy) = g.centre(tile);
        let w = width(&t.id, TILE_NAME)?;
        // At the tile's top, else its bottom, else a corner clear of the city marks.
        let spots = [
            (0.0, -0.62),
            (0.0, 0.62),
            (-0.38, -0.45),
            (0.38, -0.45),
            (-0.38, 0.45),
            (0.38, 0.45),
            (-0.5, 0.0),
            (0.5, 0.0),
        ]
        .map(|(dx, dy)| (cx + dx * g.size, cy + dy * g.size));
        p.place_or_nearest(
            LabelKind::TileName { tile },
            t.id.clone(),
            w,
            TILE_NAME,
            &spots,
        );
    }
    Ok(())
}
