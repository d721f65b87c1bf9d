//! Why the desk refused, and the private answer that says so.

use crate::frontends::discord::wire::respond::Answer;
use crate::frontends::reasons::{self, NoRatings};
use crate::i18n::Lang;
use crate::table::{OptionsReason, RematchReason, TakebackReason, VacationRefusal};
use crate::tr;

/// Why the service said no. Each has the words to show the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    UnknownGame,
    NotYourGame,
    NotYourTurn {
        whose: String,
    },
    /// The game moved on since the button or menu was posted.
    MovedOn,
    GameOver,
    /// The lobby is still waiting for players.
    NotStarted,
    /// Another player's game of today's daily challenge: theirs until the day is over.
    DailyNotOver,
    /// The asker's previous replay is still being made.
    ReplayBusy,
    NotALobby,
    TableFull,
    AlreadySeated,
    NotInvited,
    NotTheCreator,
    /// The seat was taken, but another player's click started the game meanwhile: that
    /// click posts it.
    StartedMeanwhile,
    /// Hints come from the AI, which does not play the solo mode.
    NoHintInSolo,
    /// A game between players whose creator did not allow hints.
    HintsOff,
    /// A moderator named a player without a seat in the game.
    NoSuchPlayer,
    /// A moderator's command about a game played in another server (or a DM).
    NotInThisServer,
    /// No take-back now, and why (someone acted since, a request waiting...).
    NoTakeback(TakebackReason),
    /// No rematch for this game, and why (solo, not over, cancelled).
    NoRematch(RematchReason),
    /// The options of `/rivality new` do not make a game.
    BadOptions(OptionsReason),
    /// The engine's reason (it names only what the mover sees).
    Illegal(String),
    /// A vacation that cannot be taken or ended, and why.
    Vacation(VacationRefusal),
    /// A leaderboard for a game nobody is rated in, and which ones there are.
    NoRatings(NoRatings),
    /// Something broke on our side; the text is for the logs, not for users.
    Failed(String),
}

impl Refusal {
    /// The ephemeral answer for game `table`, in English (see [`Refusal::message`]).
    pub fn user_message(&self, table: u64) -> String {
        self.message(Lang::En, table)
    }

    /// The ephemeral answer for game `table`, in `lang`, the reasons some refusals carry
    /// included (an illegal move's reason comes from its engine as it is).
    pub fn message(&self, lang: Lang, table: u64) -> String {
        let table = table.to_string();
        match self {
            Refusal::UnknownGame => tr!(lang, "refusal-unknown-game", table = table),
            Refusal::NotYourGame => tr!(lang, "refusal-not-your-game", table = table),
            Refusal::NotYourTurn { whose } => {
                tr!(lang, "refusal-not-your-turn", whose = whose.as_str())
            }
            Refusal::MovedOn => tr!(lang, "refusal-moved-on"),
            Refusal::GameOver => tr!(lang, "refusal-game-over", table = table),
            Refusal::NotStarted => tr!(lang, "refusal-not-started", table = table),
            Refusal::DailyNotOver => tr!(lang, "refusal-daily-not-over", table = table),
            Refusal::ReplayBusy => tr!(lang, "refusal-replay-busy"),
            Refusal::NotALobby => tr!(lang, "refusal-not-a-lobby", table = table),
            Refusal::TableFull => tr!(lang, "refusal-table-full", table = table),
            Refusal::AlreadySeated => tr!(lang, "refusal-already-seated", table = table),
            Refusal::NotInvited => tr!(lang, "refusal-not-invited", table = table),
            Refusal::NotTheCreator => tr!(lang, "refusal-not-the-creator", table = table),
            Refusal::StartedMeanwhile => tr!(lang, "refusal-started-meanwhile", table = table),
            Refusal::NoHintInSolo => tr!(lang, "refusal-no-hint-in-solo"),
            Refusal::HintsOff => tr!(lang, "refusal-hints-off", table = table),
            Refusal::NoSuchPlayer => tr!(lang, "refusal-no-such-player", table = table),
            Refusal::NotInThisServer => tr!(lang, "refusal-not-in-this-server", table = table),
            Refusal::NoTakeback(why) => tr!(
                lang,
                "refusal-no-takeback",
                table = table,
                why = reasons::takeback(lang, *why)
            ),
            Refusal::NoRematch(why) => tr!(
                lang,
                "refusal-no-rematch",
                table = table,
                why = reasons::rematch(lang, *why)
            ),
            Refusal::BadOptions(why) => {
                tr!(
                    lang,
                    "refusal-bad-options",
                    why = reasons::options(lang, why)
                )
            }
            Refusal::Illegal(why) => tr!(lang, "refusal-illegal", why = why.as_str()),
            Refusal::Vacation(why) => {
                tr!(lang, "refusal-vacation", why = reasons::vacation(lang, why))
            }
            Refusal::NoRatings(why) => {
                tr!(
                    lang,
                    "refusal-no-ratings",
                    why = reasons::no_ratings(lang, why)
                )
            }
            Refusal::Failed(_) => tr!(lang, "refusal-failed"),
        }
    }

    /// The refusal as an ephemeral answer in `lang` (and a log line when it is our fault).
    pub fn answer(&self, lang: Lang, table: u64) -> Answer {
        if let Refusal::Failed(what) = self {
            tracing::error!(table, error = %crate::frontends::discord::wire::redact::text(what), "the table service failed");
        }
        Answer::ephemeral(self.message(lang, table))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_refusal() -> Vec<Refusal> {
        vec![
            Refusal::UnknownGame,
            Refusal::NotYourGame,
            Refusal::NotYourTurn {
                whose: "alice".into(),
            },
            Refusal::MovedOn,
            Refusal::GameOver,
            Refusal::NotStarted,
            Refusal::NotALobby,
            Refusal::TableFull,
            Refusal::AlreadySeated,
            Refusal::NotInvited,
            Refusal::NotTheCreator,
            Refusal::StartedMeanwhile,
            Refusal::NoHintInSolo,
            Refusal::HintsOff,
            Refusal::NoSuchPlayer,
            Refusal::NotInThisServer,
            Refusal::NoTakeback(TakebackReason::OthersActed),
            Refusal::NoRematch(RematchReason::NotOver),
            Refusal::BadOptions(OptionsReason::AiAndInvites),
            Refusal::Illegal("why".into()),
            Refusal::Vacation(VacationRefusal::TooLong { asked: 9, left: 2 }),
            Refusal::NoRatings(NoRatings::Unknown {
                known: vec!["rivality-2p".into()],
            }),
            Refusal::Failed("disk full".into()),
        ]
    }

    #[test]
    fn english_refusals_keep_their_words() {
        assert_eq!(
            Refusal::UnknownGame.user_message(7),
            "I can't find game #7: it may have been cancelled. Use `/games` to see your games."
        );
        assert_eq!(
            Refusal::NotYourTurn {
                whose: "bob".into()
            }
            .user_message(7),
            "It is not your turn: bob is to play."
        );
        assert_eq!(
            Refusal::NoTakeback(TakebackReason::AlreadyAsked).user_message(3),
            "No take-back in game #3: a take-back is already waiting for an answer."
        );
        assert_eq!(
            Refusal::Failed("disk full".into()).user_message(1),
            crate::frontends::discord::wire::respond::INTERNAL_ERROR
        );
    }

    #[test]
    fn an_unknown_button_is_refused_in_each_language() {
        use crate::frontends::discord::wire::custom_id::ComponentIdError;
        let error = ComponentIdError::UnknownAction;
        assert_eq!(error.message(Lang::En), error.user_message());
        assert!(error
            .message(Lang::Fr)
            .starts_with("Je ne reconnais pas ce bouton"));
        assert!(error
            .message(Lang::De)
            .starts_with("Diesen Knopf kenne ich nicht"));
    }

    #[test]
    fn every_refusal_is_said_in_each_language_with_its_details() {
        for refusal in every_refusal() {
            let english = refusal.message(Lang::En, 1234567);
            for lang in [Lang::Fr, Lang::De] {
                let said = refusal.message(lang, 1234567);
                assert_ne!(said, english, "{refusal:?} in {lang}");
                for detail in ["1234567", "alice", "why", "Rivality, 2"] {
                    if english.contains(detail) {
                        assert!(said.contains(detail), "{refusal:?} in {lang}: {said}");
                    }
                }
                assert!(!said.contains("disk full"), "internals never shown: {said}");
            }
        }
        assert_eq!(
            Refusal::GameOver.message(Lang::Fr, 4),
            "La partie n°4 est terminée."
        );
        assert_eq!(
            Refusal::NoTakeback(TakebackReason::OthersActed).message(Lang::Fr, 4),
            "Pas de retour en arrière dans la partie n°4\u{a0}: un autre joueur a joué depuis ton coup."
        );
        assert_eq!(
            Refusal::Vacation(VacationRefusal::TooLong { asked: 9, left: 2 }).message(Lang::De, 4),
            "Keine Änderung an deinem Urlaub: du hast 9 Urlaubstag(e) verlangt, und 2 sind frei: \
             7 Tage in 30."
        );
        assert_eq!(
            Refusal::GameOver.message(Lang::De, 4),
            "Partie #4 ist beendet."
        );
        // Commands by the names the reader's Discord client lists.
        assert!(Refusal::UnknownGame
            .message(Lang::Fr, 4)
            .contains("Tape `/parties` pour voir tes parties."));
        assert!(Refusal::MovedOn
            .message(Lang::De, 4)
            .contains("(`/rivalry spielen`, `/magistrar spielen`, …)."));
    }
}

#[cfg(test)]
mod reason_tests {
    use super::*;

    /// Every typed reason, as the service and the desk give them.
    fn every_reason() -> Vec<Refusal> {
        use crate::engines::rivality::solo::ChallengeError;
        let takebacks = [
            TakebackReason::AlreadyAsked,
            TakebackReason::NoneWaiting,
            TakebackReason::OwnRequest,
            TakebackReason::TimeUp,
            TakebackReason::PlayedByAi,
            TakebackReason::JustTakenBack,
            TakebackReason::TimeRanOutSince,
            TakebackReason::OthersActed,
            TakebackReason::NoMove,
        ];
        let rematches = [
            RematchReason::Solo,
            RematchReason::Cancelled,
            RematchReason::NotOver,
        ];
        let options = [
            OptionsReason::Unwritable("x".into()),
            OptionsReason::DeadlineTooLong,
            OptionsReason::AiAndInvites,
            OptionsReason::Difficulty("hard".into()),
            OptionsReason::Challenge(ChallengeError::Length(3)),
            OptionsReason::Challenge(ChallengeError::Character('U')),
            OptionsReason::Challenge(ChallengeError::Mistyped("ABCDEFGH".into())),
            OptionsReason::Challenge(ChallengeError::SeedTooLarge(1 << 40)),
            OptionsReason::Challenge(ChallengeError::BadDate("2026-13-01".into())),
        ];
        let vacations = [
            VacationRefusal::TooLong { asked: 9, left: 2 },
            VacationRefusal::AlreadyOn { until: 0 },
            VacationRefusal::NotOn,
        ];
        takebacks
            .into_iter()
            .map(Refusal::NoTakeback)
            .chain(rematches.into_iter().map(Refusal::NoRematch))
            .chain(options.into_iter().map(Refusal::BadOptions))
            .chain(vacations.into_iter().map(Refusal::Vacation))
            .chain([
                Refusal::NoRatings(NoRatings::Nobody),
                Refusal::NoRatings(NoRatings::Unknown {
                    known: vec!["magistrar".into()],
                }),
            ])
            .collect()
    }

    /// English stays the service's own words (other tests and the logs match them).
    #[test]
    fn english_reasons_are_the_services_words() {
        for refusal in every_reason() {
            let english = refusal.message(Lang::En, 5);
            let why = match &refusal {
                Refusal::NoTakeback(why) => why.to_string(),
                Refusal::NoRematch(why) => why.to_string(),
                Refusal::BadOptions(OptionsReason::Unwritable(_)) => continue,
                Refusal::BadOptions(why) => why.to_string(),
                Refusal::Vacation(why) => why.to_string(),
                Refusal::NoRatings(_) => continue,
                _ => unreachable!(),
            };
            assert!(english.contains(&why), "{english} / {why}");
        }
    }

    #[test]
    fn every_reason_is_worded_in_french_and_german() {
        for refusal in every_reason() {
            let english = refusal.message(Lang::En, 5);
            for lang in [Lang::Fr, Lang::De] {
                let said = refusal.message(lang, 5);
                assert_ne!(said, english, "{refusal:?} in {lang}");
                let why = said.split_once(':').map_or("", |(_, why)| why.trim());
                assert!(
                    !english.ends_with(why),
                    "{refusal:?}: the reason is in English"
                );
                for detail in ["hard", "ABCDEFGH", "2026-13-01", "Magistrar", "9"] {
                    if english.contains(detail) {
                        assert!(said.contains(detail), "{refusal:?} in {lang}: {said}");
                    }
                }
            }
        }
        assert_eq!(
            Refusal::NoRematch(RematchReason::Cancelled).message(Lang::De, 8),
            "Keine Revanche für Partie #8: sie wurde abgebrochen."
        );
        assert_eq!(
            Refusal::NoRatings(NoRatings::Nobody).message(Lang::Fr, 8),
            "Pas de classement\u{a0}: personne n'a encore de classement\u{a0}: il vient des parties entre \
             joueurs menées à leur terme."
        );
    }
}
