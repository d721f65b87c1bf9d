//! The printed contents of every Rivality tile (`shared/rules/rivality-tiles.md`).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::geometry::Edge;

/// The four kinds of terrain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TileKind {
    WellOfMana,
    StoneCircle,
    Cottage,
    Fortress,
}

impl TileKind {
    /// Victory points for the tile's controller at the end of the game.
    pub fn vp(self) -> u8 {
        match self {
            TileKind::WellOfMana => 3,
            TileKind::StoneCircle => 1,
            TileKind::Cottage => 2,
            TileKind::Fortress => 4,
        }
    }

    /// Magic Shields printed on the tile (before any entrenchment bonus).
    pub fn shields(self) -> u8 {
        match self {
            TileKind::WellOfMana | TileKind::StoneCircle => 0,
            TileKind::Cottage => 1,
            TileKind::Fortress => 2,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            TileKind::WellOfMana => "Well of Mana",
            TileKind::StoneCircle => "Stone circle",
            TileKind::Cottage => "Cottage",
            TileKind::Fortress => "Fortress",
        }
    }
}

/// A summoning spell: `golems` golems exactly `range` tiles away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Spell {
    pub golems: u8,
    pub range: u8,
}

impl Spell {
    /// Range-3 spells carry the broken-shield icon.
    pub fn ignores_shields(self) -> bool {
        self.range == 3
    }
}

/// What is printed on one tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileSpec {
    pub kind: TileKind,
    /// Spells by edge: left, front, right.
    pub spells: [Option<Spell>; 3],
}

impl TileSpec {
    pub fn spell(&self, edge: Edge) -> Option<Spell> {
        self.spells[edge.index()]
    }

    /// The edges that carry a spell, in default casting order.
    pub fn spell_edges(&self) -> impl Iterator<Item = Edge> + '_ {
        Edge::CASTING_ORDER
            .into_iter()
            .filter(|e| self.spell(*e).is_some())
    }

    pub fn total_golems(&self) -> u8 {
        self.spells.iter().flatten().map(|s| s.golems).sum()
    }
}

/// One of the 25 tiles: the Well of Mana, A1–A12 (deck A, no star) or B1–B12 (deck B, star).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct TileId(u8);

const fn s(golems: u8, range: u8) -> Option<Spell> {
    Some(Spell { golems, range })
}

const fn t(
    kind: TileKind,
    left: Option<Spell>,
    front: Option<Spell>,
    right: Option<Spell>,
) -> TileSpec {
    TileSpec {
        kind,
        spells: [left, front, right],
    }
}

use TileKind::{Cottage as C, Fortress as F, StoneCircle as S};

static CATALOGUE: [TileSpec; 25] = [
    t(TileKind::WellOfMana, None, None, None),
    // Deck A
    t(S, s(3, 2), s(1, 1), None),
    t(S, s(3, 1), s(1, 2), None),
    t(S, s(3, 1), s(1, 1), None),
    t(S, s(2, 1), s(2, 2), None),
    t(S, None, s(4, 1), None),
    t(C, s(1, 1), s(2, 3), s(2, 2)),
    t(C, s(2, 3), s(3, 1), None),
    t(C, s(2, 3), s(3, 2), None),
    t(C, s(2, 3), s(1, 2), s(2, 1)),
    t(F, s(2, 2), s(2, 2), s(2, 3)),
    t(F, s(3, 1), s(2, 2), s(1, 3)),
    t(F, s(2, 1), s(2, 3), s(2, 2)),
    // Deck B
    t(S, s(1, 1), s(3, 2), None),
    t(S, s(1, 2), s(3, 1), None),
    t(S, s(1, 1), s(3, 1), None),
    t(S, s(2, 2), s(2, 1), None),
    t(S, None, s(4, 1), None),
    t(C, s(3, 2), s(2, 3), None),
    t(C, s(1, 2), s(2, 1), s(2, 3)),
    t(C, s(2, 2), s(2, 3), s(1, 1)),
    t(C, s(3, 1), s(2, 3), None),
    t(F, s(2, 2), s(1, 3), s(3, 1)),
    t(F, s(2, 3), s(2, 2), s(2, 2)),
    t(F, s(2, 2), s(2, 3), s(2, 1)),
];

impl TileId {
    pub const WELL: TileId = TileId(0);

    /// Deck A: the twelve tiles without the star.
    pub fn deck_a() -> impl Iterator<Item = TileId> {
        (1..=12).map(TileId)
    }

    /// Deck B: the twelve tiles with the little white star.
    pub fn deck_b() -> impl Iterator<Item = TileId> {
        (13..=24).map(TileId)
    }

    /// Every terrain tile that can be dealt (all but the Well).
    pub fn terrain() -> impl Iterator<Item = TileId> {
        (1..=24).map(TileId)
    }

    pub fn spec(self) -> &'static TileSpec {
        &CATALOGUE[self.0 as usize]
    }

    pub fn kind(self) -> TileKind {
        self.spec().kind
    }

    pub fn is_fortress(self) -> bool {
        self.kind() == TileKind::Fortress
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for TileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => write!(f, "W"),
            n @ 1..=12 => write!(f, "A{n}"),
            n => write!(f, "B{}", n - 12),
        }
    }
}

impl From<TileId> for String {
    fn from(id: TileId) -> String {
        id.to_string()
    }
}

/// Why a tile name could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a tile: tiles are W (the Well of Mana), A1–A12 and B1–B12")]
pub struct UnknownTile(pub String);

impl FromStr for TileId {
    type Err = UnknownTile;

    fn from_str(text: &str) -> Result<TileId, UnknownTile> {
        let bad = || UnknownTile(text.to_string());
        let upper = text.trim().to_ascii_uppercase();
        if upper == "W" || upper == "WELL" {
            return Ok(TileId::WELL);
        }
        let (deck, number) = upper.split_at_checked(1).ok_or_else(bad)?;
        let n: u8 = number.parse().map_err(|_| bad())?;
        if !(1..=12).contains(&n) {
            return Err(bad());
        }
        match deck {
            "A" => Ok(TileId(n)),
            "B" => Ok(TileId(n + 12)),
            _ => Err(bad()),
        }
    }
}

impl TryFrom<String> for TileId {
    type Error = UnknownTile;

    fn try_from(text: String) -> Result<TileId, UnknownTile> {
        text.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_deck_has_five_stone_circles_four_cottages_three_fortresses_and_25_vp() {
        for deck in [
            TileId::deck_a().collect::<Vec<_>>(),
            TileId::deck_b().collect(),
        ] {
            let count = |k| deck.iter().filter(|t| t.kind() == k).count();
            assert_eq!(count(TileKind::StoneCircle), 5);
            assert_eq!(count(TileKind::Cottage), 4);
            assert_eq!(count(TileKind::Fortress), 3);
            assert_eq!(deck.iter().map(|t| t.kind().vp() as u32).sum::<u32>(), 25);
        }
    }

    #[test]
    fn only_range_three_spells_ignore_shields_and_no_tile_has_a_back_spell() {
        for tile in TileId::terrain() {
            for spell in tile.spec().spells.iter().flatten() {
                assert!((1..=3).contains(&spell.range));
                assert!((1..=4).contains(&spell.golems));
                assert_eq!(spell.ignores_shields(), spell.range == 3);
            }
        }
    }

    #[test]
    fn tile_names_round_trip() {
        for n in 0..25u8 {
            let id = TileId(n);
            assert_eq!(id.to_string().parse::<TileId>(), Ok(id));
        }
        assert_eq!("a7".parse::<TileId>(), Ok(TileId(7)));
        assert!("A13".parse::<TileId>().is_err());
        assert!("C1".parse::<TileId>().is_err());
        assert!("".parse::<TileId>().is_err());
    }

    #[test]
    fn printed_spells_match_the_tile_list() {
        let a6: TileId = "A6".parse().unwrap();
        assert_eq!(a6.kind(), TileKind::Cottage);
        assert_eq!(a6.spec().spell(Edge::Left), s(1, 1));
        assert_eq!(a6.spec().spell(Edge::Front), s(2, 3));
        assert_eq!(a6.spec().spell(Edge::Right), s(2, 2));
        let b10: TileId = "B10".parse().unwrap();
        assert_eq!(b10.spec().spells, [s(2, 2), s(1, 3), s(3, 1)]);
    }
}
