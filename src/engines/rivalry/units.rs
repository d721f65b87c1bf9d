//! Units on a tile, armies and cavalry apart; what a battle or a target is.

use serde::{Deserialize, Serialize};

use super::map::{SiteId, TileId};

/// Armies and cavalry: they differ only in how far they move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Units {
    pub armies: u8,
    pub cavalry: u8,
}

impl Units {
    pub const NONE: Units = Units {
        armies: 0,
        cavalry: 0,
    };

    pub fn new(armies: u8, cavalry: u8) -> Units {
        Units { armies, cavalry }
    }

    pub fn one(cavalry: bool) -> Units {
        if cavalry {
            Units::new(0, 1)
        } else {
            Units::new(1, 0)
        }
    }

    pub fn total(self) -> u32 {
        self.armies as u32 + self.cavalry as u32
    }

    pub fn is_empty(self) -> bool {
        self.total() == 0
    }

    /// Whether `self` has at least `other` of each kind.
    pub fn covers(self, other: Units) -> bool {
        self.armies >= other.armies && self.cavalry >= other.cavalry
    }

    pub fn plus(self, other: Units) -> Units {
        Units::new(
            self.armies.saturating_add(other.armies),
            self.cavalry.saturating_add(other.cavalry),
        )
    }

    /// `self − other`, floored at zero.
    pub fn minus(self, other: Units) -> Units {
        Units::new(
            self.armies.saturating_sub(other.armies),
            self.cavalry.saturating_sub(other.cavalry),
        )
    }

    /// The unit a loss takes: an army before a cavalry (`true` = a cavalry).
    pub fn loss(self) -> Option<bool> {
        if self.armies > 0 {
            Some(false)
        } else if self.cavalry > 0 {
            Some(true)
        } else {
            None
        }
    }
}

/// What an assault (or a surrender) is about: an ordinary tile, or a held city as one
/// large tile of three.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", content = "at", rename_all = "snake_case")]
pub enum Target {
    Tile(TileId),
    City(SiteId),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_loss_takes_an_army_before_a_cavalry() {
        assert_eq!(Units::new(1, 2).loss(), Some(false));
        assert_eq!(Units::new(0, 2).loss(), Some(true));
        assert_eq!(Units::NONE.loss(), None);
    }

    #[test]
    fn sums_and_differences_never_wrap() {
        assert_eq!(Units::new(1, 0).minus(Units::new(2, 1)), Units::NONE);
        assert_eq!(Units::new(250, 0).plus(Units::new(10, 0)).armies, u8::MAX);
        assert!(Units::new(2, 1).covers(Units::new(2, 0)));
        assert!(!Units::new(2, 1).covers(Units::new(0, 2)));
    }
}
