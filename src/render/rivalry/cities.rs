//! The cities on their corners, as the picture knows them: each in its owner's colour and
//! shape, named; the original capitals starred, a crown where each leader is (placed by
//! the layout); empty sites as faint rings.

use crate::engines::rivalry::{map, Side, SiteId};

use super::super::canvas::Canvas;
use super::geometry::Geometry;
use super::look::empty_site;

/// The cities to draw and what is known of them.
#[derive(Clone, Debug, Default)]
pub struct Cities {
    /// Who holds each site (`None`: no city there).
    pub owner: Vec<Option<Side>>,
    pub capitals: Vec<(Side, SiteId)>,
    /// Where each leader is (at home, or in exile at the interim capital).
    pub leaders: Vec<(Side, SiteId)>,
    /// Only these sites are drawn at all (a set-up shows its own nation's).
    pub shown: Option<Side>,
    /// Names every site drawn with its id (`R2 Emberfall`), as a set-up needs; otherwise
    /// only cities are named.
    pub ids: bool,
}

/// Text size of a city's name.
pub const NAME_TEXT: f32 = 8.5;

/// The empty sites shown, as faint rings (the cities themselves are in the layout).
pub fn draw_empty_sites(canvas: &mut Canvas, g: &Geometry, cities: &Cities) {
    let m = map();
    let size = super::layout::city_size(g);
    for s in m.site_ids() {
        if cities.shown.is_some_and(|side| side != m.site(s).nation) {
            continue;
        }
        if cities.owner.get(s.0 as usize).copied().flatten().is_none() {
            let (x, y) = g.site(s);
            empty_site(canvas, x, y, size * 0.8);
        }
    }
}
