//! The text notation for positions and moves (`docs/rivalry-notation.md`): what tests, the
//! engine protocol and self-play use to write a game down and read it back.

mod bad_move;
mod moves;
mod position;
mod setup;

pub use bad_move::{BadMove, BadSetup, Shape};
pub use moves::{format_move, parse_move, read_move};
pub use position::{format_position, parse_position, parse_position_checked};
pub use setup::{format_setup, parse_setup};

use thiserror::Error;

use super::cards::Card;
use super::map::{map, SiteId, TileId};
use super::side::Side;
use super::units::{Target, Units};

/// Why a piece of notation could not be read: which line and what was expected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotationError {
    #[error("line {line}: {message}")]
    Line { line: usize, message: String },
    #[error(transparent)]
    Move(#[from] BadMove),
    /// Read, but not a state a game can reach: the rule it breaks.
    #[error("not a possible position: {0}")]
    Invalid(#[from] super::validate::InvalidState),
}

pub fn format_tile(t: TileId) -> String {
    map().tile(t).id.clone()
}

pub fn parse_tile(text: &str) -> Result<TileId, BadMove> {
    map()
        .tile_id(text)
        .ok_or_else(|| BadMove::NotATile(text.to_string()))
}

pub fn format_site(s: SiteId) -> String {
    format!("@{}", map().site(s).id)
}

/// `@R1` … `@K9`.
pub fn parse_site(text: &str) -> Result<SiteId, BadMove> {
    text.strip_prefix('@')
        .and_then(|id| map().site_id(id))
        .ok_or_else(|| BadMove::NotASite(text.to_string()))
}

/// A tile (`E8`) or a city (`@K9`).
pub fn format_target(t: Target) -> String {
    match t {
        Target::Tile(t) => format_tile(t),
        Target::City(s) => format_site(s),
    }
}

pub fn parse_target(text: &str) -> Result<Target, BadMove> {
    if text.starts_with('@') {
        parse_site(text).map(Target::City)
    } else {
        parse_tile(text).map(Target::Tile)
    }
}

/// `2a1c`, `3a`, `1c`, or `0`.
pub fn format_units(u: Units) -> String {
    match (u.armies, u.cavalry) {
        (0, 0) => "0".into(),
        (a, 0) => format!("{a}a"),
        (0, c) => format!("{c}c"),
        (a, c) => format!("{a}a{c}c"),
    }
}

pub fn parse_units(text: &str) -> Result<Units, BadMove> {
    let bad = || BadMove::NotUnits(text.to_string());
    if text == "0" {
        return Ok(Units::NONE);
    }
    let mut units = Units::NONE;
    let mut digits = String::new();
    let mut seen = String::new();
    for ch in text.chars() {
        match ch {
            '0'..='9' => digits.push(ch),
            'a' | 'c' if !digits.is_empty() && !seen.contains(ch) => {
                let n: u8 = digits.parse().map_err(|_| bad())?;
                if ch == 'a' {
                    if !seen.is_empty() {
                        return Err(bad());
                    }
                    units.armies = n;
                } else {
                    units.cavalry = n;
                }
                seen.push(ch);
                digits.clear();
            }
            _ => return Err(bad()),
        }
    }
    if !digits.is_empty() || seen.is_empty() {
        return Err(bad());
    }
    Ok(units)
}

pub fn format_card(card: Card) -> String {
    match card {
        Card::ForeignAid(n) => format!("FA{n}"),
        Card::NewRecruits(n) => format!("NR{n}"),
        Card::InternalImprovement => "II".into(),
        Card::Mutiny(n) => format!("MU{n}"),
        Card::Revolt => "RV".into(),
        Card::Sabotage => "SB".into(),
        Card::Scandal(Side::Republic) => "SCP".into(),
        Card::Scandal(Side::Kingdom) => "SCK".into(),
    }
}

pub fn parse_card(text: &str) -> Result<Card, BadMove> {
    let bad = || BadMove::NotACard(text.to_string());
    let number = |rest: &str| rest.parse::<u8>().map_err(|_| bad());
    let upper = text.to_ascii_uppercase();
    Ok(match upper.as_str() {
        "II" => Card::InternalImprovement,
        "RV" => Card::Revolt,
        "SB" => Card::Sabotage,
        "SCP" => Card::Scandal(Side::Republic),
        "SCK" => Card::Scandal(Side::Kingdom),
        // Prefixes, not a cut at byte 2: a word of any characters (`€` is three bytes)
        // must be refused, never split inside a character.
        _ => match (
            upper.strip_prefix("FA"),
            upper.strip_prefix("NR"),
            upper.strip_prefix("MU"),
        ) {
            (Some(n), _, _) => Card::ForeignAid(number(n)?),
            (_, Some(n), _) => Card::NewRecruits(number(n)?),
            (_, _, Some(n)) => Card::Mutiny(number(n)?),
            _ => return Err(bad()),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_and_cards_read_back() {
        for u in [
            Units::NONE,
            Units::new(3, 0),
            Units::new(0, 2),
            Units::new(12, 8),
        ] {
            assert_eq!(parse_units(&format_units(u)), Ok(u));
        }
        for bad in ["", "a", "2", "1c2a", "2a2a", "x"] {
            assert!(parse_units(bad).is_err(), "{bad}");
        }
        for card in crate::engines::rivalry::cards::full_deck() {
            assert_eq!(parse_card(&format_card(card)), Ok(card));
        }
        for bad in ["FA", "€", "F€", "FA€", "é3", "MU-1", "NR256"] {
            assert!(parse_card(bad).is_err(), "{bad}");
        }
    }
}
