//! The whole state of a Magistrar game (or Grand Mage match), hidden parts included: the
//! order of the tokens in each bag and the random source are the only secrets.

use serde::{Deserialize, Serialize};

use super::super::dice::Dice;
use super::arena::Arena;
use super::pieces::{Mage, Pawns, Token};
use super::scoring::{GameResult, Outcome};

/// How the table plays. Variants 1 and 2 are named so that they can be refused with the
/// reason: their card texts are not in the rulebook.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// Variant 3: a best-of-five match, the loser of a game adding a golden super energy.
    #[serde(default)]
    pub grand_mage: bool,
    /// Variant 1 (mage cards): cannot be played.
    #[serde(default)]
    pub mage_cards: bool,
    /// Variant 2 (duel cards): cannot be played.
    #[serde(default)]
    pub duel_cards: bool,
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Phase {
    /// Duels 1–4: `mage` places all their pawns in one move.
    Place { mage: Mage },
    /// Duel 5: `mage` places one pawn on a free rock (an ordinary encounter while one is
    /// left; then a rock facing the other's super energy).
    Open { mage: Mage },
    /// Duel 5: `mage` answers the pawn just placed opposite their rock `encounter`.
    Answer { mage: Mage, encounter: u8 },
    /// Scoring: `mage` won a super energy at `encounter` and chooses the way it moves them.
    Steer { mage: Mage, encounter: u8 },
    /// The game (or the match) is over.
    Over,
}

/// A finished duel, kept for the record and to check a state: everything in it was open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DuelRecord {
    pub arena: Arena,
    /// Who took the duel marker (none on a tie).
    pub winner: Option<Mage>,
}

/// A Magistrar game; with Grand Mage, the whole match.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Game {
    pub options: Options,
    /// The duel in play, 1 to 5.
    pub duel: u8,
    /// The mage holding the starting player's button this duel.
    pub starting: Mage,
    /// Each mage's bag, drawn from the end: the order is hidden, the contents are not.
    pub bags: [Vec<Token>; 2],
    /// Pawns not yet placed.
    pub pawns: [Pawns; 2],
    /// Each scoring pawn on the energy track: light negative, dark positive.
    pub track: [i8; 2],
    /// The duel in play (none once the game is over).
    pub arena: Option<Arena>,
    /// The finished duels of this game, in order.
    pub duels: Vec<DuelRecord>,
    pub phase: Phase,
    /// Grand Mage: golden super energies in each mage's bag this game.
    #[serde(default)]
    pub goldens: [u8; 2],
    /// Grand Mage: the games finished before this one.
    #[serde(default)]
    pub games: Vec<GameResult>,
    pub outcome: Option<Outcome>,
    pub dice: Dice,
}

impl Game {
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The mage who must act now, if any.
    pub fn to_act(&self) -> Option<Mage> {
        match self.phase {
            Phase::Place { mage }
            | Phase::Open { mage }
            | Phase::Answer { mage, .. }
            | Phase::Steer { mage, .. } => Some(mage),
            Phase::Over => None,
        }
    }

    /// Duel markers each mage has won this game.
    pub fn markers(&self) -> [u8; 2] {
        let mut markers = [0u8; 2];
        for winner in self.duels.iter().filter_map(|d| d.winner) {
            markers[winner.index()] = markers[winner.index()].saturating_add(1);
        }
        markers
    }

    /// The energy level of a mage: the distance of their scoring pawn from 0.
    pub fn level(&self, mage: Mage) -> u8 {
        self.track[mage.index()].unsigned_abs()
    }

    /// The number of this game in the match (1 outside Grand Mage).
    pub fn game_number(&self) -> usize {
        self.games.len() + 1
    }
}
