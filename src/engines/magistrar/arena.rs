//! The arena of a duel: each mage's six tokens and the pawns placed opposite them, what
//! the scoring reads and the game state holds.

use serde::{Deserialize, Serialize};

use super::numbers::ROCKS;
use super::pieces::{Mage, Strength, Token};

/// The arena of the duel in play: each mage's six tokens and pawns, rock 1 first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Arena {
    pub tokens: [[Token; ROCKS]; 2],
    pub pawns: [[Option<Strength>; ROCKS]; 2],
}

impl Arena {
    pub fn new(tokens: [[Token; ROCKS]; 2]) -> Arena {
        Arena {
            tokens,
            pawns: [[None; ROCKS]; 2],
        }
    }

    pub fn token(&self, mage: Mage, rock: usize) -> Token {
        self.tokens[mage.index()][rock]
    }

    pub fn pawn(&self, mage: Mage, rock: usize) -> Option<Strength> {
        self.pawns[mage.index()][rock]
    }

    /// Whether `mage` places a pawn on `rock`: every rock but one holding their own super.
    pub fn takes_pawn(&self, mage: Mage, rock: usize) -> bool {
        !self.token(mage, rock).is_super()
    }

    /// An encounter with a super energy on either side (played last in duel 5).
    pub fn is_super_encounter(&self, rock: usize) -> bool {
        self.tokens[0][rock].is_super() || self.tokens[1][rock].is_super()
    }

    /// Every pawn the arena needs is there.
    pub fn complete(&self) -> bool {
        (0..ROCKS).all(|r| {
            Mage::BOTH
                .iter()
                .all(|&m| self.takes_pawn(m, r) == self.pawn(m, r).is_some())
        })
    }
}
