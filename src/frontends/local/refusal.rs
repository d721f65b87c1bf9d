//! Why the table service refused, in the terminal's language (after "Refused: ").

use crate::frontends::reasons;
use crate::i18n::Lang;
use crate::table::TableError;
use crate::tr;

/// `e` in `lang`. English is the error's own text; an illegal move's reason comes from
/// its engine as it is.
pub fn words(lang: Lang, e: &TableError) -> String {
    match e {
        TableError::UnknownGame(t) => tr!(lang, "local-error-unknown-game", table = t.to_string()),
        TableError::NotYourGame(t) => {
            tr!(lang, "local-error-not-your-game", table = t.to_string())
        }
        TableError::NotYourTurn { whose } => {
            tr!(lang, "local-error-not-your-turn", whose = whose.as_str())
        }
        TableError::GameOver(t) => tr!(lang, "local-error-game-over", table = t.to_string()),
        TableError::StillPlaying(t) => {
            tr!(lang, "local-error-still-playing", table = t.to_string())
        }
        TableError::DailyNotOver(t) => {
            tr!(lang, "local-error-daily-not-over", table = t.to_string())
        }
        TableError::NotStarted(t) => tr!(lang, "local-error-not-started", table = t.to_string()),
        TableError::NotALobby(t) => tr!(lang, "local-error-not-a-lobby", table = t.to_string()),
        TableError::TableFull(t) => tr!(lang, "local-error-table-full", table = t.to_string()),
        TableError::AlreadySeated(t) => {
            tr!(lang, "local-error-already-seated", table = t.to_string())
        }
        TableError::NotInvited(t) => tr!(lang, "local-error-not-invited", table = t.to_string()),
        TableError::NotTheCreator(t) => {
            tr!(lang, "local-error-not-the-creator", table = t.to_string())
        }
        TableError::NoHint(t) => tr!(lang, "local-error-no-hint", table = t.to_string()),
        TableError::NoSuchPlayer(t) => {
            tr!(lang, "local-error-no-such-player", table = t.to_string())
        }
        TableError::HintsOff(t) => tr!(lang, "local-error-hints-off", table = t.to_string()),
        TableError::NoRematch(t, why) => tr!(
            lang,
            "local-error-no-rematch",
            table = t.to_string(),
            why = reasons::rematch(lang, *why)
        ),
        TableError::NoTakeback(t, why) => tr!(
            lang,
            "local-error-no-takeback",
            table = t.to_string(),
            why = reasons::takeback(lang, *why)
        ),
        TableError::BadOptions(why) => {
            tr!(
                lang,
                "local-error-bad-options",
                why = reasons::options(lang, why)
            )
        }
        TableError::Unreadable(why) => tr!(lang, "local-error-unreadable", why = why.as_str()),
        TableError::Illegal(why) => tr!(lang, "local-error-illegal", why = why.as_str()),
        TableError::MovedOn(_) => tr!(lang, "local-error-moved-on"),
        TableError::Corrupt { table, what } => tr!(
            lang,
            "local-error-corrupt",
            table = table.to_string(),
            what = what.as_str()
        ),
        TableError::Picture(what) => tr!(lang, "local-error-picture", what = what.as_str()),
        // Not the player's to fix: the session stops with it (see `Session::refused`).
        TableError::Store(_) => e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{OptionsReason, RematchReason, TableId, TakebackReason};

    fn every_error() -> Vec<TableError> {
        let t = TableId(7);
        vec![
            TableError::UnknownGame(t),
            TableError::NotYourGame(t),
            TableError::NotYourTurn {
                whose: "Bob".into(),
            },
            TableError::GameOver(t),
            TableError::StillPlaying(t),
            TableError::NotStarted(t),
            TableError::NotALobby(t),
            TableError::TableFull(t),
            TableError::AlreadySeated(t),
            TableError::NotInvited(t),
            TableError::NotTheCreator(t),
            TableError::NoHint(t),
            TableError::NoSuchPlayer(t),
            TableError::HintsOff(t),
            TableError::NoRematch(t, RematchReason::NotOver),
            TableError::NoTakeback(t, TakebackReason::NoMove),
            TableError::BadOptions(OptionsReason::AiAndInvites),
            TableError::Unreadable("A99".into()),
            TableError::Illegal("A99".into()),
            TableError::MovedOn(t),
            TableError::Corrupt {
                table: t,
                what: "row 3".into(),
            },
            TableError::Picture("no font".into()),
        ]
    }

    #[test]
    fn english_is_the_errors_own_text() {
        for e in every_error() {
            assert_eq!(words(Lang::En, &e), e.to_string());
        }
    }

    #[test]
    fn french_and_german_say_it_in_their_words_with_its_details() {
        for e in every_error() {
            let english = words(Lang::En, &e);
            for lang in [Lang::Fr, Lang::De] {
                let said = words(lang, &e);
                assert_ne!(said, english, "{e:?} in {lang}");
                for detail in ["#7", "Bob", "A99"] {
                    if english.contains(detail) {
                        assert!(said.contains(detail), "{e:?} in {lang}: {said}");
                    }
                }
            }
        }
        assert_eq!(
            words(
                Lang::Fr,
                &TableError::NoTakeback(TableId(2), TakebackReason::NoMove)
            ),
            "pas de retour en arrière dans la partie #2\u{a0}: tu n'as aucun coup à reprendre"
        );
        assert_eq!(
            words(
                Lang::De,
                &TableError::NotYourTurn {
                    whose: "Ann".into()
                }
            ),
            "du bist nicht dran: Ann ist am Zug"
        );
    }
}
