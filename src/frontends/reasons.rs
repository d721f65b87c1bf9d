//! The service's typed reasons in the reader's language (`reasons.ftl`): the `why` of a
//! refused take-back, rematch, game, vacation or leaderboard, shared by the front ends.

use crate::engines::rivality::solo::{challenge, ChallengeError};
use crate::i18n::Lang;
use crate::table::VACATION_DAYS_PER_30_DAYS;
use crate::table::{OptionsReason, RematchReason, TakebackReason, VacationRefusal};
use crate::tr;

pub fn takeback(lang: Lang, why: TakebackReason) -> String {
    match why {
        TakebackReason::AlreadyAsked => tr!(lang, "reason-takeback-already-asked"),
        TakebackReason::NoneWaiting => tr!(lang, "reason-takeback-none-waiting"),
        TakebackReason::OwnRequest => tr!(lang, "reason-takeback-own-request"),
        TakebackReason::TimeUp => tr!(lang, "reason-takeback-time-up"),
        TakebackReason::PlayedByAi => tr!(lang, "reason-takeback-played-by-ai"),
        TakebackReason::JustTakenBack => tr!(lang, "reason-takeback-just-taken-back"),
        TakebackReason::TimeRanOutSince => tr!(lang, "reason-takeback-time-ran-out-since"),
        TakebackReason::OthersActed => tr!(lang, "reason-takeback-others-acted"),
        TakebackReason::NoMove => tr!(lang, "reason-takeback-no-move"),
    }
}

pub fn rematch(lang: Lang, why: RematchReason) -> String {
    match why {
        RematchReason::Solo => tr!(lang, "reason-rematch-solo"),
        RematchReason::Cancelled => tr!(lang, "reason-rematch-cancelled"),
        RematchReason::NotOver => tr!(lang, "reason-rematch-not-over"),
    }
}

/// A game's options refused. The games' own checks ([`OptionsReason::Game`]) come in
/// their engines' English words.
pub fn options(lang: Lang, why: &OptionsReason) -> String {
    match why {
        OptionsReason::Game(words) => words.clone(),
        OptionsReason::Unwritable(_) => tr!(lang, "reason-options-unwritable"),
        OptionsReason::DeadlineTooLong => tr!(lang, "reason-options-deadline-too-long"),
        OptionsReason::AiAndInvites => tr!(lang, "reason-options-ai-and-invites"),
        OptionsReason::Difficulty(asked) => {
            tr!(lang, "reason-options-difficulty", asked = asked.as_str())
        }
        OptionsReason::Challenge(why) => challenge(lang, why),
    }
}

fn challenge(lang: Lang, why: &ChallengeError) -> String {
    match why {
        ChallengeError::Length(count) => {
            tr!(lang, "reason-challenge-length", count = count.to_string())
        }
        ChallengeError::Character(c) => {
            tr!(
                lang,
                "reason-challenge-character",
                character = c.to_string()
            )
        }
        ChallengeError::Mistyped(code) => {
            tr!(lang, "reason-challenge-mistyped", code = code.as_str())
        }
        ChallengeError::SeedTooLarge(seed) => tr!(
            lang,
            "reason-challenge-seed-too-large",
            max = ((1u64 << challenge::SEED_BITS) - 1).to_string(),
            seed = seed.to_string()
        ),
        ChallengeError::BadDate(date) => {
            tr!(lang, "reason-challenge-bad-date", date = date.as_str())
        }
    }
}

pub fn vacation(lang: Lang, why: &VacationRefusal) -> String {
    match why {
        VacationRefusal::TooLong { asked, left } => tr!(
            lang,
            "reason-vacation-too-long",
            asked = asked.to_string(),
            left = left.to_string(),
            most = VACATION_DAYS_PER_30_DAYS.to_string()
        ),
        VacationRefusal::AlreadyOn { .. } => tr!(lang, "reason-vacation-already-on"),
        VacationRefusal::NotOn => tr!(lang, "reason-vacation-not-on"),
    }
}

/// Why there is no leaderboard to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoRatings {
    /// Nobody is rated in any game yet.
    Nobody,
    /// The game asked for has no ratings; these games have (their titles).
    Unknown { known: Vec<String> },
}

pub fn no_ratings(lang: Lang, why: &NoRatings) -> String {
    match why {
        NoRatings::Nobody => tr!(lang, "reason-ratings-nobody"),
        NoRatings::Unknown { known } => {
            tr!(lang, "reason-ratings-unknown", known = known.join("; "))
        }
    }
}
