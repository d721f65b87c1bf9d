//! Scoring: one encounter, a duel, the energy track, Honoris and the end of a game.

use serde::{Deserialize, Serialize};

use super::arena::Arena;
use super::numbers::{
    DUEL_MARKER_HONORIS, GOLDEN_DUEL_WEIGHT, GOLDEN_STEPS, LEVEL_HONORIS, ROCKS, SUPER_STEPS,
    TRACK_MAX,
};
use super::pieces::{Energy, Mage, Token};

/// How the winner of an encounter moves on the energy track.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrackMove {
    /// One space toward the energy of the winner's own token.
    Toward(Energy),
    /// A super energy: this many spaces, the way its owner chooses.
    Choose(u8),
}

/// What one encounter gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encounter {
    /// `mage` wins their token; it counts `weight` encounters for the duel.
    Won {
        mage: Mage,
        token: Token,
        track: TrackMove,
        weight: u8,
    },
    /// Identical spell pawns: nobody wins, the encounter counts for nobody.
    Identical,
    /// Two equal super energies: a tie, not counted for the duel.
    SupersTied,
    /// A pawn is missing: the encounter cannot be scored yet.
    Unplayed,
}

/// Scores encounter `rock` of `arena`.
pub fn encounter(arena: &Arena, rock: usize) -> Encounter {
    let (white, black) = (
        arena.token(Mage::White, rock),
        arena.token(Mage::Black, rock),
    );
    let won = |mage: Mage, token: Token| {
        let (track, weight) = match token {
            Token::Light => (TrackMove::Toward(Energy::Light), 1),
            Token::Dark => (TrackMove::Toward(Energy::Dark), 1),
            Token::Super => (TrackMove::Choose(SUPER_STEPS), 1),
            Token::Golden => (TrackMove::Choose(GOLDEN_STEPS), GOLDEN_DUEL_WEIGHT),
        };
        Encounter::Won {
            mage,
            token,
            track,
            weight,
        }
    };
    match (white.is_super(), black.is_super()) {
        (true, true) if white == black => Encounter::SupersTied,
        (true, true) if white == Token::Golden => won(Mage::White, white),
        (true, true) => won(Mage::Black, black),
        (true, false) => won(Mage::White, white),
        (false, true) => won(Mage::Black, black),
        (false, false) => match (arena.pawn(Mage::White, rock), arena.pawn(Mage::Black, rock)) {
            (Some(w), Some(b)) if w > b => won(Mage::White, white),
            (Some(w), Some(b)) if b > w => won(Mage::Black, black),
            (Some(_), Some(_)) => Encounter::Identical,
            _ => Encounter::Unplayed,
        },
    }
}

/// Encounters each mage won in `arena`, a golden super energy's counting twice.
pub fn duel_counts(arena: &Arena) -> [u8; 2] {
    let mut counts = [0u8; 2];
    for rock in 0..ROCKS {
        if let Encounter::Won { mage, weight, .. } = encounter(arena, rock) {
            counts[mage.index()] += weight;
        }
    }
    counts
}

/// The duel's winner: more encounters won; equal, nobody.
pub fn duel_winner(counts: [u8; 2]) -> Option<Mage> {
    match counts[0].cmp(&counts[1]) {
        std::cmp::Ordering::Greater => Some(Mage::White),
        std::cmp::Ordering::Less => Some(Mage::Black),
        std::cmp::Ordering::Equal => None,
    }
}

/// A scoring pawn at `at` moved `steps` spaces toward `energy`, one at a time, stopping
/// at 15 on either side (a step past it is lost).
pub fn step(at: i8, energy: Energy, steps: u8) -> i8 {
    let to = at as i32 + energy.sign() as i32 * steps as i32;
    to.clamp(-(TRACK_MAX as i32), TRACK_MAX as i32) as i8
}

/// Honoris for an energy level (its distance from 0, capped at 15).
pub fn level_honoris(level: u8) -> i32 {
    LEVEL_HONORIS[(level as usize).min(LEVEL_HONORIS.len() - 1)]
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameResult {
    /// Honoris: the energy level's value plus 5 per duel marker.
    pub honoris: [i32; 2],
    pub markers: [u8; 2],
    /// Energy levels at the end.
    pub levels: [u8; 2],
    /// More Honoris wins; equal, more duel markers; still equal, nobody (a draw).
    pub winner: Option<Mage>,
}

/// The final scoring of a game from the track and the duel markers.
pub fn game_result(track: [i8; 2], markers: [u8; 2]) -> GameResult {
    let levels = [track[0].unsigned_abs(), track[1].unsigned_abs()];
    let honoris =
        [0, 1].map(|i| level_honoris(levels[i]) + DUEL_MARKER_HONORIS * markers[i] as i32);
    let winner = match honoris[0].cmp(&honoris[1]) {
        std::cmp::Ordering::Greater => Some(Mage::White),
        std::cmp::Ordering::Less => Some(Mage::Black),
        std::cmp::Ordering::Equal => duel_winner(markers),
    };
    GameResult {
        honoris,
        markers,
        levels,
        winner,
    }
}

/// How the game (or the Grand Mage match) ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// The winner of the game, or of the match; none for a draw.
    pub winner: Option<Mage>,
    /// The last game's scoring.
    pub last_game: GameResult,
    /// Games won by each mage (Grand Mage; otherwise 1 for the winner).
    pub wins: [u8; 2],
}

/// Games won by each mage in `games`.
pub fn wins(games: &[GameResult]) -> [u8; 2] {
    let mut wins = [0u8; 2];
    for winner in games.iter().filter_map(|g| g.winner) {
        wins[winner.index()] = wins[winner.index()].saturating_add(1);
    }
    wins
}
