//! Words shared by the accounts and text boards of the Rivality table game and the solo
//! mode: both speak of the same tiles, golems and spells.

use crate::engines::rivality::{Facing, LostReason, TileId};

/// "1 golem", "3 golems".
pub fn golems(n: u8) -> String {
    if n == 1 {
        "1 golem".to_string()
    } else {
        format!("{n} golems")
    }
}

/// "Fortress A7".
pub fn tile_name(tile: TileId) -> String {
    format!("{} {tile}", tile.kind().name())
}

/// "Cottage #A7": in the solo mode a tile's id gets a `#`, since the solo cells (A1 to
/// D6) are written like tile ids.
pub fn solo_tile_name(tile: TileId) -> String {
    format!("{} #{tile}", tile.kind().name())
}

/// Why a spell was lost, as the end of "the spell was lost: ...".
pub fn lost(reason: LostReason) -> &'static str {
    match reason {
        LostReason::NoTile => "no tile there",
        LostReason::EnemyWizard => "an enemy wizard stands there",
        LostReason::Uncontrolled => "its tile is no longer held",
        LostReason::SupplyEmpty => "no golem left in supply",
    }
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
    fn one_golem_is_singular() {
        assert_eq!(golems(1), "1 golem");
        assert_eq!(golems(0), "0 golems");
        assert_eq!(golems(3), "3 golems");
    }
}
