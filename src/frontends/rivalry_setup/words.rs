//! A draft in the player's words: what it places where, and what still breaks the rules.

use super::draft::{Draft, EditError};
use crate::engines::rivalry::numbers::{MAX_CAVALRY, SETUP_CITIES, SETUP_UNITS};
use crate::engines::rivalry::{map, SetupError, SiteId, TileId, Units};
use crate::i18n::Lang;
use crate::tr;

/// `2 armies, 1 cavalry`, or `no units`.
pub fn units_text(lang: Lang, units: Units) -> String {
    let mut parts = Vec::new();
    if units.armies > 0 {
        parts.push(tr!(lang, "setup-armies", count = units.armies));
    }
    if units.cavalry > 0 {
        parts.push(tr!(lang, "setup-cavalry", count = units.cavalry));
    }
    if parts.is_empty() {
        return tr!(lang, "setup-no-units");
    }
    parts.join(", ")
}

/// A tile's name (`E3`); never a panic on a number off the map.
fn tile_word(tile: TileId) -> String {
    map()
        .tiles
        .get(tile.0 as usize)
        .map_or_else(|| format!("#{}", tile.0), |t| t.id.clone())
}

/// A site's name (`R2`).
fn site_word(site: SiteId) -> String {
    map()
        .sites
        .get(site.0 as usize)
        .map_or_else(|| format!("#{}", site.0), |s| s.id.clone())
}

/// `Aevendel (R2)`.
pub fn city_text(site: SiteId) -> String {
    match map().sites.get(site.0 as usize) {
        Some(s) => format!("{} ({})", s.name, s.id),
        None => site_word(site),
    }
}

fn tile_text(lang: Lang, draft: &Draft, tile: TileId) -> String {
    let mut text = format!(
        "{} {}",
        tile_word(tile),
        units_text(lang, draft.units_on(tile))
    );
    if draft.setup.extra == tile {
        text.push_str(&tr!(lang, "setup-extra-here"));
    }
    text
}

/// The whole draft, city by city, with what still breaks the rules (or that it is
/// ready) and the line it is written as.
pub fn summary(lang: Lang, draft: &Draft) -> String {
    let m = map();
    let mut lines = vec![tr!(lang, "setup-title", side = draft.side.word())];
    for site in &draft.setup.cities {
        let Some(city) = m.sites.get(site.0 as usize) else {
            continue;
        };
        let tiles: Vec<String> = city
            .tiles
            .iter()
            .map(|t| tile_text(lang, draft, *t))
            .collect();
        let star = if *site == draft.setup.capital {
            tr!(lang, "setup-capital-mark")
        } else {
            String::new()
        };
        lines.push(format!(
            "{star}**{}**: {}",
            city_text(*site),
            tiles.join(" · ")
        ));
    }
    let elsewhere: Vec<String> = draft
        .setup
        .units
        .iter()
        .filter(|(t, u)| !u.is_empty() && !draft.is_city_tile(*t))
        .map(|(t, _)| tile_text(lang, draft, *t))
        .collect();
    if !elsewhere.is_empty() {
        lines.push(tr!(lang, "setup-elsewhere", tiles = elsewhere.join(" · ")));
    }
    let placed = draft.placed();
    lines.push(tr!(
        lang,
        "setup-placed",
        units = placed.total(),
        all = SETUP_UNITS,
        cavalry = placed.cavalry,
        most = MAX_CAVALRY
    ));
    lines.push(match draft.problem() {
        Some(problem) => tr!(lang, "setup-problem", reason = problem_text(lang, &problem)),
        None => tr!(lang, "setup-ready"),
    });
    lines.push(format!("`{}`", draft.line()));
    lines.join("\n")
}

/// The engine's reason a set-up cannot be sealed yet, in the player's words.
pub fn problem_text(lang: Lang, problem: &SetupError) -> String {
    match problem {
        SetupError::CityCount { count, .. } => tr!(
            lang,
            "setup-problem-city-count",
            count = *count as u64,
            needed = SETUP_CITIES as u64
        ),
        SetupError::ForeignSite { site, .. } => {
            tr!(lang, "setup-problem-foreign-site", site = site.as_str())
        }
        SetupError::CapitalNotCity { site, .. } => {
            tr!(lang, "setup-problem-capital", site = site.as_str())
        }
        SetupError::ForeignTile { tile, .. } => {
            tr!(lang, "setup-problem-foreign-tile", tile = tile.as_str())
        }
        SetupError::TileTwice { tile, .. } => {
            tr!(lang, "setup-problem-tile-twice", tile = tile.as_str())
        }
        SetupError::UnitCount { count, .. } => tr!(
            lang,
            "setup-problem-unit-count",
            count = *count,
            needed = SETUP_UNITS
        ),
        SetupError::TooManyCavalry { count, .. } => tr!(
            lang,
            "setup-problem-cavalry",
            count = *count,
            most = MAX_CAVALRY,
            all = SETUP_UNITS
        ),
        SetupError::ExtraNotInCity { tile, .. } => {
            tr!(lang, "setup-problem-extra", tile = tile.as_str())
        }
        SetupError::EmptyCity { city, .. } => {
            tr!(lang, "setup-problem-empty-city", city = city.as_str())
        }
    }
}

/// Why an edit was refused, in the player's words.
pub fn edit_error_text(lang: Lang, error: &EditError) -> String {
    match error {
        EditError::CityCount(count) => tr!(
            lang,
            "setup-problem-city-count",
            count = *count as u64,
            needed = SETUP_CITIES as u64
        ),
        EditError::ForeignSite(site) => {
            tr!(lang, "setup-problem-foreign-site", site = site_word(*site))
        }
        EditError::CapitalNotCity(site) => {
            tr!(lang, "setup-problem-capital", site = site_word(*site))
        }
        EditError::ForeignTile(tile) => {
            tr!(lang, "setup-problem-foreign-tile", tile = tile_word(*tile))
        }
        EditError::AllPlaced => tr!(lang, "setup-all-placed", all = SETUP_UNITS),
        EditError::AllCavalry => tr!(lang, "setup-all-cavalry", most = MAX_CAVALRY),
        EditError::NoneToRemove(tile) => {
            tr!(lang, "setup-none-to-remove", tile = tile_word(*tile))
        }
        EditError::ExtraNotInCity(tile) => {
            tr!(lang, "setup-problem-extra", tile = tile_word(*tile))
        }
    }
}
