//! The tiles on the table, the golems on them, and who controls what.

use serde::{Deserialize, Serialize};

use super::geometry::{Cell, EdgeSet, Facing};
use super::sides::Side;
use super::tiles::TileId;

mod open_spots;

pub use open_spots::{Occupied, OpenSpots};

/// There cannot be more than 5 golems on a tile.
pub const MAX_GOLEMS_PER_TILE: u8 = 5;

/// A tile on the battlefield.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlacedTile {
    pub tile: TileId,
    pub cell: Cell,
    pub facing: Facing,
    /// Golems on the tile, by side.
    pub golems: [u8; Side::MAX],
    /// Expert rules: spells that found no tile and wait for one at their spot.
    #[serde(default, skip_serializing_if = "EdgeSet::is_empty")]
    pub delayed: EdgeSet,
    /// Solo mode: a face-down tile whose spells and kind are still hidden.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub face_down: bool,
    /// When the tile's control last changed, as a moment ([`Battlefield::next_moment`]):
    /// a 3-player siege tie goes to the side whose hold on a neighbour is the most recent.
    /// 0 when unknown (a game saved before this was kept, or a position from the notation).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub control_since: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// Who holds a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "state", content = "side")]
pub enum Control {
    /// No golem at all.
    Empty,
    /// One side has more golems than any other.
    Side(Side),
    /// Two or more sides tie for the most golems.
    Contested,
}

impl Control {
    /// Who controls a tile holding `golems`: the side with the most.
    pub fn of(golems: [u8; Side::MAX]) -> Control {
        let most = golems.iter().copied().max().unwrap_or(0);
        if most == 0 {
            return Control::Empty;
        }
        let mut holders = golems.iter().enumerate().filter(|(_, n)| **n == most);
        match (holders.next(), holders.next()) {
            (Some((side, _)), None) => Control::Side(Side(side as u8)),
            _ => Control::Contested,
        }
    }

    pub fn side(self) -> Option<Side> {
        match self {
            Control::Side(s) => Some(s),
            _ => None,
        }
    }
}

impl PlacedTile {
    pub fn new(tile: TileId, cell: Cell, facing: Facing) -> PlacedTile {
        PlacedTile {
            tile,
            cell,
            facing,
            golems: [0; Side::MAX],
            delayed: EdgeSet::EMPTY,
            face_down: false,
            control_since: 0,
        }
    }

    pub fn total_golems(&self) -> u8 {
        // At most 5 a tile (9 while a removal waits): states from outside are checked
        // (`validate.rs`) before anything adds their golems up this way.
        self.golems.iter().sum()
    }

    pub fn golems_of(&self, side: Side) -> u8 {
        self.golems[side.index()]
    }

    pub fn control(&self) -> Control {
        Control::of(self.golems)
    }

    pub fn sides_tied_for_most(&self) -> impl Iterator<Item = Side> + '_ {
        let most = self.golems.iter().copied().max().unwrap_or(0);
        self.golems
            .iter()
            .enumerate()
            .filter(move |(_, n)| most > 0 && **n == most)
            .map(|(s, _)| Side(s as u8))
    }

    /// Entrenched: its controller has all five golems on it.
    pub fn is_entrenched(&self) -> bool {
        self.golems.contains(&MAX_GOLEMS_PER_TILE)
    }

    /// Shields counted against `attacker`: the printed shields plus one when entrenched, and
    /// only when the tile is controlled by somebody else.
    pub fn shields_against(&self, attacker: Side) -> u8 {
        match self.control() {
            Control::Side(holder) if holder != attacker => {
                self.tile.kind().shields() + u8::from(self.is_entrenched())
            }
            _ => 0,
        }
    }
}

/// Every tile on the table, in the order they were placed (the Well of Mana first).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Battlefield {
    pub tiles: Vec<PlacedTile>,
}

impl Battlefield {
    pub fn index_of(&self, cell: Cell) -> Option<usize> {
        let key = cell.key();
        self.tiles.iter().position(|t| t.cell.key() == key)
    }

    pub fn at(&self, cell: Cell) -> Option<&PlacedTile> {
        self.index_of(cell).map(|i| &self.tiles[i])
    }

    pub fn is_empty_spot(&self, cell: Cell) -> bool {
        self.index_of(cell).is_none()
    }

    /// An empty spot next to at least one tile: where a tile may be placed. One pass over
    /// the tiles (asked for every move applied), not one per neighbour.
    pub fn is_open_spot(&self, cell: Cell) -> bool {
        let mut touches = false;
        for t in &self.tiles {
            let dx = (i16::from(t.cell.x) - i16::from(cell.x)).abs();
            let dy = (i16::from(t.cell.y) - i16::from(cell.y)).abs();
            match dx + dy {
                0 => return false,
                1 => touches = true,
                _ => {}
            }
        }
        touches
    }

    /// Every open spot, each once, in a stable order (south to north, west to east).
    pub fn open_spots(&self, out: &mut Vec<Cell>) {
        out.clear();
        out.extend_from_slice(OpenSpots::of(self).as_slice());
    }

    /// A moment later than that of every tile's control, for a change happening now.
    pub fn next_moment(&self) -> u32 {
        let latest = self
            .tiles
            .iter()
            .map(|t| t.control_since)
            .max()
            .unwrap_or(0);
        latest.saturating_add(1)
    }

    /// Which of two tiles' current control was established more recently, as an ordering
    /// key: its moment, then (for tiles with no moment recorded, or equal ones) the tile
    /// placed later.
    pub fn control_recency(&self, index: usize) -> (u32, usize) {
        (self.tiles.get(index).map_or(0, |t| t.control_since), index)
    }

    /// Golems of `side` on the battlefield.
    pub fn golems_of(&self, side: Side) -> u32 {
        self.tiles.iter().map(|t| t.golems_of(side) as u32).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile_with(golems: [u8; 3], name: &str) -> PlacedTile {
        let mut t = PlacedTile::new(name.parse().unwrap(), Cell::WELL, Facing::North);
        t.golems = golems;
        t
    }

    #[test]
    fn control_goes_to_the_side_with_the_most_golems() {
        assert_eq!(
            tile_with([3, 2, 0], "A1").control(),
            Control::Side(Side::SALMON)
        );
        assert_eq!(tile_with([2, 2, 0], "A1").control(), Control::Contested);
        assert_eq!(tile_with([0, 0, 0], "A1").control(), Control::Empty);
        assert_eq!(tile_with([1, 2, 2], "A1").control(), Control::Contested);
    }

    #[test]
    fn shields_only_count_against_an_opponent_of_the_controller() {
        let fortress = tile_with([0, 3, 0], "A10");
        assert_eq!(fortress.shields_against(Side::SALMON), 2);
        assert_eq!(fortress.shields_against(Side::PURPLE), 0);
        let contested = tile_with([2, 2, 0], "A10");
        assert_eq!(contested.shields_against(Side::SALMON), 0);
    }

    #[test]
    fn entrenched_tiles_gain_a_shield() {
        assert_eq!(tile_with([5, 0, 0], "A1").shields_against(Side::PURPLE), 1);
        assert_eq!(tile_with([5, 0, 0], "A6").shields_against(Side::PURPLE), 2);
        assert_eq!(tile_with([5, 0, 0], "A10").shields_against(Side::PURPLE), 3);
        assert_eq!(tile_with([5, 0, 0], "W").shields_against(Side::PURPLE), 1);
    }
}
