//! Where the Isle goes, in the picture's design pixels (a phone screen's width): pointy-top
//! hexes from the map file's axial coordinates (`centre`: x = √3·(q + r/2), y = 1.5·r),
//! sized so that the whole Isle, coast included, fills the width.

use crate::engines::rivalry::{map, SiteId, TileId};

/// The design width of the picture (the map, and the words under it on a phone).
pub const WIDTH: f32 = 400.0;
pub const PAD: f32 = 6.0;
/// The title line above the map.
pub const HEADER: f32 = 34.0;

const SQRT3: f32 = 1.732_050_8;

#[derive(Clone, Copy, Debug)]
pub struct Geometry {
    /// A hex's centre-to-corner distance.
    pub size: f32,
    /// Where the map's (0, 0) is drawn.
    origin: (f32, f32),
    /// The map's bottom edge: the words start there.
    pub height: f32,
}

impl Geometry {
    pub fn new() -> Geometry {
        let m = map();
        let (mut min_x, mut max_x, mut min_y, mut max_y) = (0f32, 0f32, 0f32, 0f32);
        for t in &m.tiles {
            let (x, y) = unit_centre(t.q, t.r);
            min_x = min_x.min(x - SQRT3 / 2.0);
            max_x = max_x.max(x + SQRT3 / 2.0);
            min_y = min_y.min(y - 1.0);
            max_y = max_y.max(y + 1.0);
        }
        let size = (WIDTH - 2.0 * PAD) / (max_x - min_x).max(1.0);
        let origin = (PAD - min_x * size, HEADER - min_y * size);
        Geometry {
            size,
            origin,
            height: HEADER + (max_y - min_y) * size + PAD,
        }
    }

    /// A hex's width, flat side to flat side.
    pub fn hex_width(&self) -> f32 {
        self.size * SQRT3
    }

    pub fn centre(&self, tile: TileId) -> (f32, f32) {
        let t = map().tile(tile);
        let (x, y) = unit_centre(t.q, t.r);
        (self.origin.0 + x * self.size, self.origin.1 + y * self.size)
    }

    /// Where a tile's unit chip is centred: a little under the tile's centre, below its
    /// name.
    pub fn chip(&self, tile: TileId) -> (f32, f32) {
        let (x, y) = self.centre(tile);
        (x, y + self.size * 0.12)
    }

    /// The six corners of `tile`'s hex, from the top one clockwise, `inset` pixels in.
    pub fn corners(&self, tile: TileId, inset: f32) -> [(f32, f32); 6] {
        let (cx, cy) = self.centre(tile);
        let r = self.size - inset;
        std::array::from_fn(|i| {
            let a = (-90.0 + 60.0 * i as f32).to_radians();
            (cx + r * a.cos(), cy + r * a.sin())
        })
    }

    /// The corner a city site stands on: the one point its three tiles share.
    pub fn site(&self, site: SiteId) -> (f32, f32) {
        let tiles = map().site(site).tiles;
        let (mut x, mut y) = (0.0, 0.0);
        for t in tiles {
            let (cx, cy) = self.centre(t);
            x += cx / 3.0;
            y += cy / 3.0;
        }
        (x, y)
    }

    /// Whether the site is the north corner of its lowest tile (one tile below it, two
    /// above), rather than the south corner of its highest.
    pub fn one_tile_below(&self, site: SiteId) -> bool {
        let (_, y) = self.site(site);
        let below = map()
            .site(site)
            .tiles
            .iter()
            .filter(|t| self.centre(**t).1 > y)
            .count();
        below == 1
    }

    /// The edge two neighbouring tiles share.
    pub fn edge(&self, a: TileId, b: TileId) -> ((f32, f32), (f32, f32)) {
        let (ax, ay) = self.centre(a);
        let (bx, by) = self.centre(b);
        let (mx, my) = ((ax + bx) / 2.0, (ay + by) / 2.0);
        let (dx, dy) = (bx - ax, by - ay);
        let len = (dx * dx + dy * dy).sqrt().max(0.001);
        // Half an edge (size / 2) across the line between the centres.
        let (px, py) = (-dy / len * self.size / 2.0, dx / len * self.size / 2.0);
        ((mx + px, my + py), (mx - px, my - py))
    }
}

impl Default for Geometry {
    fn default() -> Geometry {
        Geometry::new()
    }
}

fn unit_centre(q: i8, r: i8) -> (f32, f32) {
    let (q, r) = (f32::from(q), f32::from(r));
    (SQRT3 * (q + r / 2.0), 1.5 * r)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_isle_fills_the_width_and_neighbours_touch() {
        let g = Geometry::new();
        let m = map();
        let xs: Vec<f32> = m.tile_ids().map(|t| g.centre(t).0).collect();
        let left = xs.iter().cloned().fold(f32::MAX, f32::min) - g.hex_width() / 2.0;
        let right = xs.iter().cloned().fold(f32::MIN, f32::max) + g.hex_width() / 2.0;
        assert!((left - PAD).abs() < 0.01 && (right - (WIDTH - PAD)).abs() < 0.01);
        let t = m.tile_id("E7").unwrap();
        for n in &m.tile(t).neighbours {
            let (a, b) = (g.centre(t), g.centre(*n));
            let d = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
            assert!((d - g.hex_width()).abs() < 0.01);
        }
    }

    #[test]
    fn a_site_is_a_corner_of_each_of_its_tiles() {
        let g = Geometry::new();
        for s in map().site_ids() {
            let (x, y) = g.site(s);
            for t in map().site(s).tiles {
                let near = g
                    .corners(t, 0.0)
                    .iter()
                    .any(|(cx, cy)| (cx - x).abs() < 0.01 && (cy - y).abs() < 0.01);
                assert!(near, "site {}", map().site(s).id);
            }
        }
    }
}
