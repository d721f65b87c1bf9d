//! Why the desk refused, and the private answer that says so.

use super::super::respond::Answer;
use crate::i18n::Lang;
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
    NoTakeback(String),
    /// No rematch for this game, and why (solo, not over, cancelled).
    NoRematch(String),
    /// The options of `/rivality new` do not make a game.
    BadOptions(String),
    /// The engine's reason (it names only what the mover sees).
    Illegal(String),
    /// A vacation that cannot be taken or ended, and why.
    Vacation(String),
    /// A leaderboard for a game nobody is rated in, and which ones there are.
    NoRatings(String),
    /// Something broke on our side; the text is for the logs, not for users.
    Failed(String),
}

impl Refusal {
    /// The ephemeral answer for game `table`, in English (see [`Refusal::message`]).
    pub fn user_message(&self, table: u64) -> String {
        self.message(Lang::En, table)
    }

    /// The ephemeral answer for game `table`, in `lang`. The reasons some refusals carry
    /// come from the table service as they are.
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
            Refusal::NoTakeback(why) => {
                tr!(
                    lang,
                    "refusal-no-takeback",
                    table = table,
                    why = why.as_str()
                )
            }
            Refusal::NoRematch(why) => {
                tr!(
                    lang,
                    "refusal-no-rematch",
                    table = table,
                    why = why.as_str()
                )
            }
            Refusal::BadOptions(why) => tr!(lang, "refusal-bad-options", why = why.as_str()),
            Refusal::Illegal(why) => tr!(lang, "refusal-illegal", why = why.as_str()),
            Refusal::Vacation(why) => tr!(lang, "refusal-vacation", why = why.as_str()),
            Refusal::NoRatings(why) => tr!(lang, "refusal-no-ratings", why = why.as_str()),
            Refusal::Failed(_) => tr!(lang, "refusal-failed"),
        }
    }

    /// The refusal as an ephemeral answer in `lang` (and a log line when it is our fault).
    pub fn answer(&self, lang: Lang, table: u64) -> Answer {
        if let Refusal::Failed(what) = self {
            tracing::error!(table, error = %super::super::redact::text(what), "the table service failed");
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
            Refusal::NoTakeback("why".into()),
            Refusal::NoRematch("why".into()),
            Refusal::BadOptions("why".into()),
            Refusal::Illegal("why".into()),
            Refusal::Vacation("why".into()),
            Refusal::NoRatings("why".into()),
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
            Refusal::NoTakeback("a request is waiting".into()).user_message(3),
            "No take-back in game #3: a request is waiting."
        );
        assert_eq!(
            Refusal::Failed("disk full".into()).user_message(1),
            super::super::super::INTERNAL_ERROR
        );
    }

    #[test]
    fn an_unknown_button_is_refused_in_each_language() {
        use super::super::super::custom_id::ComponentIdError;
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
                for detail in ["1234567", "alice", "why"] {
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
            Refusal::GameOver.message(Lang::De, 4),
            "Partie #4 ist beendet."
        );
    }
}
