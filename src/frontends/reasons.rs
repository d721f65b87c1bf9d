//! The service's typed reasons in the reader's language (`reasons.ftl`): the `why` of a
//! refused take-back, rematch, game, vacation or leaderboard, shared by the front ends.

use crate::engines::rivality::solo::{challenge, ChallengeError};
use crate::engines::{aetherium, magistrar, rivality};
use crate::i18n::Lang;
use crate::table::kinds::OptionsError;
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

/// A game's options refused.
pub fn options(lang: Lang, why: &OptionsReason) -> String {
    match why {
        OptionsReason::Game(why) => game_options(lang, why),
        OptionsReason::Unwritable(_) => tr!(lang, "reason-options-unwritable"),
        OptionsReason::DeadlineTooLong => tr!(lang, "reason-options-deadline-too-long"),
        OptionsReason::AiAndInvites => tr!(lang, "reason-options-ai-and-invites"),
        OptionsReason::Difficulty(asked) => {
            tr!(lang, "reason-options-difficulty", asked = asked.as_str())
        }
        OptionsReason::Challenge(why) => challenge(lang, why),
    }
}

/// A game's own check of its options (its engine's set-up error).
fn game_options(lang: Lang, why: &OptionsError) -> String {
    match why {
        OptionsError::Rivality(rivality::SetupError::Players(n)) => {
            tr!(lang, "reason-options-rivality-players", count = *n)
        }
        OptionsError::Magistrar(magistrar::SetupError::MageCards) => {
            tr!(lang, "reason-options-magistrar-mage-cards")
        }
        OptionsError::Magistrar(magistrar::SetupError::DuelCards) => {
            tr!(lang, "reason-options-magistrar-duel-cards")
        }
        OptionsError::Aetherium(aetherium::SetupError::NoSuchSeat(seat)) => {
            tr!(lang, "reason-options-aetherium-first-seat", seat = *seat)
        }
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
    /// The game asked for has no ratings; these pools have (`rivality-2p`).
    Unknown { known: Vec<String> },
}

pub fn no_ratings(lang: Lang, why: &NoRatings) -> String {
    match why {
        NoRatings::Nobody => tr!(lang, "reason-ratings-nobody"),
        NoRatings::Unknown { known } => {
            let titles: Vec<String> = known.iter().map(|p| pool_title(lang, p)).collect();
            tr!(lang, "reason-ratings-unknown", known = titles.join("; "))
        }
    }
}

/// A rating pool as players name it: `rivality-2p` → "Rivality, 2 players".
pub fn pool_title(lang: Lang, pool: &str) -> String {
    let players = pool
        .rsplit_once('-')
        .and_then(|(kind, count)| Some((kind, count.strip_suffix('p')?.parse::<u8>().ok()?)));
    match players {
        Some((kind, n)) => tr!(
            lang,
            "reason-pool",
            game = crate::table::ratings::kind_title(kind),
            players = n.to_string()
        ),
        None => crate::table::ratings::kind_title(pool),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pool_is_named_in_each_language_as_in_english_before() {
        for pool in ["rivality-2p", "magistrar", "aetherium-2p", "odd-xp"] {
            assert_eq!(
                pool_title(Lang::En, pool),
                crate::table::ratings::pool_title(pool)
            );
        }
        assert_eq!(pool_title(Lang::Fr, "rivality-3p"), "Rivality, 3 joueurs");
        assert_eq!(pool_title(Lang::De, "rivality-4p"), "Rivality, 4 Spieler");
        let why = NoRatings::Unknown {
            known: vec!["rivality-2p".into(), "magistrar-2p".into()],
        };
        assert_eq!(
            no_ratings(Lang::De, &why),
            "keine Wertungen für dieses Spiel; es gibt: Rivality, 2 Spieler; Magistrar, 2 Spieler"
        );
    }

    #[test]
    fn a_games_own_options_refusal_is_said_in_french_and_german() {
        use crate::table::kinds::GameOptions;
        let five = GameOptions::Rivality(rivality::Options {
            players: 5,
            expert: false,
        });
        let third_first = GameOptions::Aetherium(aetherium::Options { first: Some(2) });
        let cards = GameOptions::Magistrar(magistrar::Options {
            mage_cards: true,
            ..magistrar::Options::default()
        });
        let duels = GameOptions::Magistrar(magistrar::Options {
            duel_cards: true,
            ..magistrar::Options::default()
        });
        let why = |o: &GameOptions| OptionsReason::Game(o.seats().unwrap_err());
        assert_eq!(
            options(Lang::Fr, &why(&five)),
            "Rivality se joue à 2, 3 ou 4 joueurs, pas 5"
        );
        assert_eq!(
            options(Lang::De, &why(&third_first)),
            "Aetherium hat zwei Spieler: Platz 2 kann nicht beginnen (0 oder 1)"
        );
        for o in [five, third_first, cards, duels] {
            // English is the engine's own text, word for word.
            assert_eq!(options(Lang::En, &why(&o)), why(&o).to_string());
            for lang in [Lang::Fr, Lang::De] {
                assert_ne!(options(lang, &why(&o)), options(Lang::En, &why(&o)));
            }
        }
    }
}
