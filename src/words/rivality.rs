//! Rivality's words, shared by the accounts and text boards of the table game and the solo
//! mode and by the pictures: all speak of the same tiles, sides, golems and spells, in the
//! language asked for (`assets/locales/<lang>/moves-rivality.ftl`).

use crate::engines::rivality::{Edge, Facing, LostReason, Side, TileId, TileKind};
use crate::i18n::Lang;
use crate::tr;

/// "1 golem", "3 golems".
pub fn golems(n: u8, lang: Lang) -> String {
    tr!(lang, "rivality-golems", count = n)
}

/// "Fortress", "Chaumière".
pub fn tile_kind(kind: TileKind, lang: Lang) -> String {
    match kind {
        TileKind::WellOfMana => tr!(lang, "rivality-tile-well-of-mana"),
        TileKind::StoneCircle => tr!(lang, "rivality-tile-stone-circle"),
        TileKind::Cottage => tr!(lang, "rivality-tile-cottage"),
        TileKind::Fortress => tr!(lang, "rivality-tile-fortress"),
    }
}

/// "Fortress A7".
pub fn tile_name(tile: TileId, lang: Lang) -> String {
    format!("{} {tile}", tile_kind(tile.kind(), lang))
}

/// "Cottage #A7": in the solo mode a tile's id gets a `#`, since the solo cells (A1 to
/// D6) are written like tile ids.
pub fn solo_tile_name(tile: TileId, lang: Lang) -> String {
    format!("{} #{tile}", tile_kind(tile.kind(), lang))
}

/// A side's colour: "salmon", "saumon", "Orange".
pub fn side_name(side: Side, lang: Lang) -> String {
    match side {
        Side::SALMON => tr!(lang, "rivality-side-salmon"),
        Side::PURPLE => tr!(lang, "rivality-side-purple"),
        _ => tr!(lang, "rivality-side-teal"),
    }
}

/// Where a tile's front faces: "east", "l'est", "Osten".
pub fn facing_name(facing: Facing, lang: Lang) -> String {
    match facing {
        Facing::North => tr!(lang, "rivality-facing-north"),
        Facing::East => tr!(lang, "rivality-facing-east"),
        Facing::South => tr!(lang, "rivality-facing-south"),
        Facing::West => tr!(lang, "rivality-facing-west"),
    }
}

/// A tile's edge, its spell's place: "front", "gauche", "links".
pub fn edge_name(edge: Edge, lang: Lang) -> String {
    match edge {
        Edge::Left => tr!(lang, "rivality-edge-left"),
        Edge::Front => tr!(lang, "rivality-edge-front"),
        Edge::Right => tr!(lang, "rivality-edge-right"),
    }
}

/// The order a tile's spells are cast in: "front then left".
pub fn spell_order(edges: &[Edge], lang: Lang) -> String {
    let words: Vec<String> = edges.iter().map(|e| edge_name(*e, lang)).collect();
    words.join(&format!(" {} ", tr!(lang, "words-then")))
}

/// Why a spell was lost, as the end of "the spell was lost: ...".
pub fn lost(reason: LostReason, lang: Lang) -> String {
    match reason {
        LostReason::NoTile => tr!(lang, "rivality-lost-no-tile"),
        LostReason::EnemyWizard => tr!(lang, "rivality-lost-enemy-wizard"),
        LostReason::Uncontrolled => tr!(lang, "rivality-lost-uncontrolled"),
        LostReason::SupplyEmpty => tr!(lang, "rivality-lost-supply-empty"),
    }
}

/// "Ann and Ben", "Ann, Ben and Cat" as the code has always joined them: every item by
/// " and " (or " or ").
pub fn joined(items: &[String], word: Joiner, lang: Lang) -> String {
    let word = match word {
        Joiner::And => tr!(lang, "words-and"),
        Joiner::Or => tr!(lang, "words-or"),
    };
    items.join(&format!(" {word} "))
}

/// The word [`joined`] puts between items.
#[derive(Clone, Copy, Debug)]
pub enum Joiner {
    And,
    Or,
}

/// The arrow a text board shows for a tile's front.
pub fn arrow(facing: Facing) -> char {
    match facing {
        Facing::North => '^',
        Facing::East => '>',
        Facing::South => 'v',
        Facing::West => '<',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_golem_is_singular_in_every_language() {
        assert_eq!(golems(1, Lang::En), "1 golem");
        assert_eq!(golems(0, Lang::En), "0 golems");
        assert_eq!(golems(3, Lang::En), "3 golems");
        assert_eq!(golems(1, Lang::Fr), "1 Golem");
        assert_eq!(golems(3, Lang::Fr), "3 Golems");
        assert_eq!(golems(1, Lang::De), "1 Golem");
        assert_eq!(golems(2, Lang::De), "2 Golems");
    }

    #[test]
    fn english_words_are_the_engines_own_names() {
        for kind in [
            TileKind::WellOfMana,
            TileKind::StoneCircle,
            TileKind::Cottage,
            TileKind::Fortress,
        ] {
            assert_eq!(tile_kind(kind, Lang::En), kind.name());
        }
        for side in [Side::SALMON, Side::PURPLE, Side::TEAL] {
            assert_eq!(side_name(side, Lang::En), side.name());
        }
        for facing in [Facing::North, Facing::East, Facing::South, Facing::West] {
            assert_eq!(facing_name(facing, Lang::En), facing.name());
        }
    }

    #[test]
    fn the_tiles_have_the_rulebooks_names() {
        assert_eq!(tile_kind(TileKind::WellOfMana, Lang::Fr), "Puits de Mana");
        assert_eq!(
            tile_kind(TileKind::StoneCircle, Lang::Fr),
            "Plaine à Dolmens"
        );
        assert_eq!(tile_kind(TileKind::WellOfMana, Lang::De), "Manaquelle");
        assert_eq!(tile_kind(TileKind::Cottage, Lang::De), "Hütte");
    }
}
