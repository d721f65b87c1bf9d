//! What happened, in order. Nothing here is hidden: tokens are named only once they are
//! drawn and face up in the arena, never while in a bag.

use serde::{Deserialize, Serialize};

use super::numbers::ROCKS;
use super::pieces::{Energy, Mage, Strength, Token};
use super::scoring::{GameResult, Outcome};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// Duels 1–4: a mage placed all their pawns for the duel (rock 1 first; none on a
    /// rock holding their own super energy).
    Placed {
        mage: Mage,
        pawns: [Option<Strength>; ROCKS],
    },
    /// Duel 5: one pawn.
    PawnPlaced {
        mage: Mage,
        encounter: u8,
        strength: Strength,
    },
    /// An encounter was won: the token it captures.
    EncounterWon {
        encounter: u8,
        mage: Mage,
        token: Token,
    },
    /// Identical pawns faced each other: nobody wins.
    EncounterIdentical { encounter: u8 },
    /// Two equal super energies faced each other: a tie, not counted for the duel.
    SupersTied { encounter: u8 },
    /// `mage` chooses the way their super energy of `encounter` moves them.
    SteerAsked {
        mage: Mage,
        encounter: u8,
        steps: u8,
    },
    /// A scoring pawn moved on the energy track (from and to: light negative).
    TrackMoved {
        mage: Mage,
        toward: Energy,
        from: i8,
        to: i8,
    },
    /// A duel was scored: encounters won by each mage, and who took the marker.
    DuelEnded {
        duel: u8,
        encounters: [u8; 2],
        winner: Option<Mage>,
    },
    /// A new duel: the tokens each mage drew, rock 1 first.
    DuelBegan {
        duel: u8,
        starting: Mage,
        tokens: [[Token; ROCKS]; 2],
    },
    /// A game ended.
    GameEnded { game: u8, result: GameResult },
    /// Grand Mage: the loser of the last game mixes a golden super energy into their bag.
    GoldenAdded { mage: Mage },
    /// Grand Mage: the next game of the match begins.
    GameBegan { game: u8, starting: Mage },
    /// The game (or the match) is over.
    Over { outcome: Outcome },
}
