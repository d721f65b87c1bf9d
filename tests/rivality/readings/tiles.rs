//! Readings: what is printed on each of the 24 terrain tiles.

use manawell::engines::rivality::geometry::Edge;
use manawell::engines::rivality::tiles::Spell;
use manawell::engines::rivality::{TileId, TileKind};

/// The two tables of `rivality-tiles.md`, as written there: tile, kind, left, front, right.
const TILE_LIST: &str = "
A1  Stone   3@2 1@1 -
A2  Stone   3@1 1@2 -
A3  Stone   3@1 1@1 -
A4  Stone   2@1 2@2 -
A5  Stone   -   4@1 -
A6  Cottage 1@1 2@3 2@2
A7  Cottage 2@3 3@1 -
A8  Cottage 2@3 3@2 -
A9  Cottage 2@3 1@2 2@1
A10 Fortress 2@2 2@2 2@3
A11 Fortress 3@1 2@2 1@3
A12 Fortress 2@1 2@3 2@2
B1  Stone   1@1 3@2 -
B2  Stone   1@2 3@1 -
B3  Stone   1@1 3@1 -
B4  Stone   2@2 2@1 -
B5  Stone   -   4@1 -
B6  Cottage 3@2 2@3 -
B7  Cottage 1@2 2@1 2@3
B8  Cottage 2@2 2@3 1@1
B9  Cottage 3@1 2@3 -
B10 Fortress 2@2 1@3 3@1
B11 Fortress 2@3 2@2 2@2
B12 Fortress 2@2 2@3 2@1
";

fn spell(word: &str) -> Option<Spell> {
    let (golems, range) = word.split_once('@')?;
    Some(Spell {
        golems: golems.parse().unwrap(),
        range: range.parse().unwrap(),
    })
}

#[test]
fn tile_list_every_tile_carries_the_kind_and_spells_printed_on_it() {
    let mut seen = 0;
    for line in TILE_LIST.lines().filter(|l| !l.trim().is_empty()) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let tile: TileId = words[0].parse().unwrap();
        let kind = match words[1] {
            "Stone" => TileKind::StoneCircle,
            "Cottage" => TileKind::Cottage,
            _ => TileKind::Fortress,
        };
        let spec = tile.spec();
        assert_eq!(spec.kind, kind, "{tile}");
        assert_eq!(spec.spell(Edge::Left), spell(words[2]), "{tile} left");
        assert_eq!(spec.spell(Edge::Front), spell(words[3]), "{tile} front");
        assert_eq!(spec.spell(Edge::Right), spell(words[4]), "{tile} right");
        seen += 1;
    }
    assert_eq!(seen, 24);
}

#[test]
fn tile_kinds_are_worth_3_1_2_4_vp_with_0_0_1_2_shields() {
    let table = [
        (TileKind::WellOfMana, 3, 0),
        (TileKind::StoneCircle, 1, 0),
        (TileKind::Cottage, 2, 1),
        (TileKind::Fortress, 4, 2),
    ];
    for (kind, vp, shields) in table {
        assert_eq!(kind.vp(), vp, "{kind:?}");
        assert_eq!(kind.shields(), shields, "{kind:?}");
    }
    assert_eq!(TileId::WELL.kind(), TileKind::WellOfMana);
    assert!(TileId::WELL.spec().spells.iter().all(Option::is_none));
}

#[test]
fn each_deck_holds_5_stone_circles_4_cottages_3_fortresses_worth_25_vp() {
    for (name, deck) in [
        ("A", TileId::deck_a().collect::<Vec<_>>()),
        ("B", TileId::deck_b().collect::<Vec<_>>()),
    ] {
        let count = |kind| deck.iter().filter(|t| t.kind() == kind).count();
        assert_eq!(deck.len(), 12, "deck {name}");
        assert_eq!(count(TileKind::StoneCircle), 5, "deck {name}");
        assert_eq!(count(TileKind::Cottage), 4, "deck {name}");
        assert_eq!(count(TileKind::Fortress), 3, "deck {name}");
        let vp: u32 = deck.iter().map(|t| u32::from(t.kind().vp())).sum();
        assert_eq!(vp, 25, "deck {name}");
        assert!(
            deck.iter().all(|t| t.to_string().starts_with(name)),
            "deck {name}: {deck:?}"
        );
    }
    assert_eq!(TileId::terrain().filter(|t| t.is_fortress()).count(), 6);
}
