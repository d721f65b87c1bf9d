//! Why a move was refused, in words for the player; why a game could not be set up.

use serde::Serialize;
use thiserror::Error;

use super::pieces::{Mage, Strength};

#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum MoveError {
    #[error("the game is over")]
    GameOver,
    #[error("{mage} must {expected} now")]
    NotNow { mage: Mage, expected: String },
    #[error("rock {encounter} needs a spell pawn")]
    MissingPawn { encounter: u8 },
    #[error("rock {encounter} holds your own super energy: it takes no spell pawn")]
    PawnOnSuper { encounter: u8 },
    #[error("there is no rock {encounter}: the rocks are 1 to 6")]
    NoSuchRock { encounter: u8 },
    #[error("you have {have} {strength} spell pawns left, not {wanted}")]
    NotEnoughPawns {
        strength: Strength,
        have: u8,
        wanted: u8,
    },
    #[error("at rock {encounter} your pawn may not match the starting player's {strength}: you can still place a different strength there")]
    MustDiffer { encounter: u8, strength: Strength },
    #[error("{identical} of your pawns match the starting player's, but your pawns left allow as few as {fewest}: place different strengths wherever you can")]
    TooManyIdentical { identical: u8, fewest: u8 },
    #[error("rock {encounter} already holds your pawn")]
    RockTaken { encounter: u8 },
    #[error("rock {encounter} faces a super energy: those encounters are played last")]
    SuperEncounterLast { encounter: u8 },
    #[error("rock {encounter} does not face a super energy: the pawns left go opposite the other mage's super energies")]
    NotFacingSuper { encounter: u8 },
    #[error("you must answer at rock {encounter}")]
    MustAnswer { encounter: u8 },
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
pub enum SetupError {
    #[error("variant 1 (mage cards) cannot be played: the rulebook names the mages but their cards' texts are not in it")]
    MageCards,
    #[error("variant 2 (duel cards) cannot be played: the rulebook counts 15 duel cards but their texts are not in it")]
    DuelCards,
}
