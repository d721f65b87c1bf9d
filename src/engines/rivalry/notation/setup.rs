//! One side's set-up as one line a player may type (`docs/rivalry-notation.md`):
//! `cities *@R2 @R6 @R8 @R9 units E3:2a E4:2a … extra E3`, the capital marked `*`.

use super::super::setup::Setup;
use super::{
    format_site, format_tile, format_units, parse_site, parse_tile, parse_units, BadSetup,
};

/// The set-up as one line; [`parse_setup`] reads it back to the same set-up.
pub fn format_setup(setup: &Setup) -> String {
    let cities: Vec<String> = setup
        .cities
        .iter()
        .map(|s| {
            let star = if *s == setup.capital { "*" } else { "" };
            format!("{star}{}", format_site(*s))
        })
        .collect();
    let units: Vec<String> = setup
        .units
        .iter()
        .map(|(t, u)| format!("{}:{}", format_tile(*t), format_units(*u)))
        .collect();
    format!(
        "cities {} units {} extra {}",
        cities.join(" "),
        units.join(" "),
        format_tile(setup.extra)
    )
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Cities,
    Units,
    Extra,
}

/// Reads a set-up line: the three parts `cities`, `units` and `extra`, each once, in any
/// order. The `@` of a site may be left out (`*R2 R6`). Whether the set-up keeps the
/// rules is [`crate::engines::rivalry::validate_setup`]'s to say.
pub fn parse_setup(text: &str) -> Result<Setup, BadSetup> {
    let mut part = None;
    let mut seen: Vec<Part> = Vec::new();
    let mut cities = Vec::new();
    let mut capital = None;
    let mut units = Vec::new();
    let mut extra = None;
    for word in text.split_whitespace() {
        let next = match word.to_ascii_lowercase().as_str() {
            "cities" => Some(Part::Cities),
            "units" => Some(Part::Units),
            "extra" => Some(Part::Extra),
            _ => None,
        };
        if let Some(next) = next {
            if seen.contains(&next) {
                return Err(BadSetup::Twice(word.to_string()));
            }
            seen.push(next);
            part = Some(next);
            continue;
        }
        match part {
            None => return Err(BadSetup::StartsWithCities(word.to_string())),
            Some(Part::Cities) => {
                let (star, site) = match word.strip_prefix('*') {
                    Some(rest) => (true, rest),
                    None => (false, word),
                };
                let site = site.to_ascii_uppercase();
                let site = if site.starts_with('@') {
                    site
                } else {
                    format!("@{site}")
                };
                let site = parse_site(&site)?;
                if star {
                    if capital.is_some() {
                        return Err(BadSetup::OneCapital);
                    }
                    capital = Some(site);
                }
                cities.push(site);
            }
            Some(Part::Units) => {
                let (tile, count) = word
                    .split_once(':')
                    .ok_or_else(|| BadSetup::UnitsShape(word.to_string()))?;
                units.push((
                    parse_tile(&tile.to_ascii_uppercase())?,
                    parse_units(&count.to_ascii_lowercase())?,
                ));
            }
            Some(Part::Extra) => {
                if extra.is_some() {
                    return Err(BadSetup::OneExtraTile);
                }
                extra = Some(parse_tile(&word.to_ascii_uppercase())?);
            }
        }
    }
    for (needed, lacking) in [
        (Part::Cities, BadSetup::LacksCities),
        (Part::Units, BadSetup::LacksUnits),
        (Part::Extra, BadSetup::LacksExtra),
    ] {
        if !seen.contains(&needed) {
            return Err(lacking);
        }
    }
    let capital = capital.ok_or(BadSetup::NoCapital)?;
    let extra = extra.ok_or(BadSetup::NoExtraTile)?;
    Ok(Setup {
        cities,
        capital,
        units,
        extra,
    })
}
