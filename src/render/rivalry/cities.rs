//! The cities on their corners: each in its owner's colour and shape, named; the
//! original capitals starred, a crown where each leader is; empty sites as faint rings.

use crate::engines::rivalry::{map, Side, SiteId};

use super::super::canvas::{rounded_rect, Canvas};
use super::super::palette::{INK, LAST_MOVE, PAPER};
use super::super::text::{Align, Style};
use super::super::RenderError;
use super::geometry::Geometry;
use super::look::{city, crown, empty_site, side_look, star};

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

pub fn draw(canvas: &mut Canvas, g: &Geometry, cities: &Cities) -> Result<(), RenderError> {
    let m = map();
    let size = g.size * 0.58;
    for s in m.site_ids() {
        let site = m.site(s);
        if cities.shown.is_some_and(|side| side != site.nation) {
            continue;
        }
        let (x, y) = g.site(s);
        let owner = cities.owner.get(s.0 as usize).copied().flatten();
        match owner {
            Some(side) => city(canvas, side, x, y, size),
            None => empty_site(canvas, x, y, size * 0.8),
        }
        if let Some((side, _)) = cities.capitals.iter().find(|(_, c)| *c == s) {
            let look = side_look(*side);
            star(
                canvas,
                x + size * 0.55,
                y - size * 0.55,
                size * 0.42,
                LAST_MOVE.mix(PAPER, 0.3),
                look.line.mix(INK, 1.0),
            );
        }
        if cities.leaders.iter().any(|(_, c)| *c == s) {
            crown(
                canvas,
                x - size * 0.6,
                y - size * 0.6,
                size * 0.6,
                PAPER,
                INK,
            );
        }
        let label = match (owner.is_some(), cities.ids) {
            (_, true) => format!("{} {}", site.id, site.name),
            (true, false) => site.name.clone(),
            (false, false) => continue,
        };
        name(canvas, g, s, &label)?;
    }
    Ok(())
}

/// The name beside the corner, on the side that has one tile rather than two, where it
/// stays clear of the unit counts.
fn name(canvas: &mut Canvas, g: &Geometry, site: SiteId, label: &str) -> Result<(), RenderError> {
    let (x, y) = g.site(site);
    let dy = if g.one_tile_below(site) { 4.0 } else { -4.0 };
    let w = super::super::text::width(label, NAME_TEXT)?;
    let left = x + g.size * 0.36;
    canvas.fill(
        rounded_rect(left - 2.0, y + dy - 5.5, w + 4.0, 11.0, 2.5),
        INK.with_alpha(175),
    );
    canvas.text(
        label,
        left,
        y + dy,
        Style::new(NAME_TEXT, PAPER).align(Align::Left),
    )?;
    Ok(())
}
