//! Why a take-back, a rematch or a game's options were refused, as reasons the front ends
//! word in their reader's language (`assets/locales/<lang>/reasons.ftl`). Their English
//! `Display` is for logs, the command line and the error's own text.

use std::fmt;

use crate::engines::rivality::solo::ChallengeError;

/// Why a take-back cannot be asked or answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TakebackReason {
    /// Another request waits for its answers.
    AlreadyAsked,
    /// An answer, with no request waiting.
    NoneWaiting,
    /// The asker answered their own request.
    OwnRequest,
    /// The time for the move being waited for has run out: the deadline decides.
    TimeUp,
    /// The asker's last move was played by the AI when their time ran out.
    PlayedByAi,
    /// The asker's last move was taken back already.
    JustTakenBack,
    /// A deadline acted since the asker's move.
    TimeRanOutSince,
    /// Another player has moved since.
    OthersActed,
    /// The asker has not moved yet.
    NoMove,
}

impl fmt::Display for TakebackReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TakebackReason::AlreadyAsked => "a take-back is already waiting for an answer",
            TakebackReason::NoneWaiting => "no take-back is waiting for an answer",
            TakebackReason::OwnRequest => "the other players answer your own request",
            TakebackReason::TimeUp => "the time for the move has run out",
            TakebackReason::PlayedByAi => {
                "the last move was played by the AI when the time ran out"
            }
            TakebackReason::JustTakenBack => "your last move was just taken back",
            TakebackReason::TimeRanOutSince => "the time ran out since your move",
            TakebackReason::OthersActed => "another player has acted since your move",
            TakebackReason::NoMove => "you have no move to take back",
        })
    }
}

/// Why a game has no rematch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RematchReason {
    /// A solo game: the player starts another one.
    Solo,
    Cancelled,
    /// Still being played (or waiting for players).
    NotOver,
}

impl fmt::Display for RematchReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RematchReason::Solo => "a solo game has none: start another one",
            RematchReason::Cancelled => "it was cancelled",
            RematchReason::NotOver => "it is not over: a rematch is offered once it ends",
        })
    }
}

/// Why a game's options (or a server's settings) do not make a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionsReason {
    /// The game's own check of its options: its engine's set-up error.
    Game(crate::table::kinds::OptionsError),
    /// Options that could not be written as the stored JSON (a defect, not a player's
    /// choice); the text is for the logs.
    Unwritable(String),
    /// A deadline too long to store.
    DeadlineTooLong,
    /// A game both against the AI and with invited players.
    AiAndInvites,
    /// A solo challenge code or date that does not read.
    Challenge(ChallengeError),
    /// A solo difficulty the game does not have.
    Difficulty(String),
}

impl fmt::Display for OptionsReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionsReason::Game(why) => write!(f, "{why}"),
            OptionsReason::Unwritable(why) => f.write_str(why),
            OptionsReason::DeadlineTooLong => f.write_str("too long"),
            OptionsReason::AiAndInvites => {
                f.write_str("invite players or play against the AI, not both")
            }
            OptionsReason::Challenge(why) => write!(f, "{why}"),
            OptionsReason::Difficulty(asked) => {
                write!(
                    f,
                    "`{asked}` is not a difficulty: beginner, standard or master"
                )
            }
        }
    }
}
