//! Why typed text is not an Aetherium move, in the reader's language
//! (`assets/locales/<lang>/errors-aetherium.ftl`). The notation's words (`fire`, `surge`,
//! `then`) stay as typed: they are what the player must write.

use crate::engines::aetherium::mat::{ActionKind, Token};
use crate::engines::aetherium::notation::BadMove;
use crate::i18n::Lang;
use crate::tr;

pub fn unreadable(error: &BadMove, lang: Lang) -> String {
    let shape = || tr!(lang, "aetherium-unreadable-shape");
    match error {
        BadMove::Empty => tr!(lang, "aetherium-unreadable-empty", shape = shape()),
        BadMove::PassShape => tr!(lang, "aetherium-unreadable-pass"),
        BadMove::TooManyThens => tr!(lang, "aetherium-unreadable-thens", shape = shape()),
        BadMove::NotAPawn(w) => tr!(lang, "aetherium-unreadable-pawn", word = w.as_str()),
        BadMove::NotAColumn(w) => tr!(lang, "aetherium-unreadable-column", word = w.as_str()),
        BadMove::NotAnElement(w) => tr!(lang, "aetherium-unreadable-element", word = w.as_str()),
        BadMove::TurnMissing => tr!(lang, "aetherium-unreadable-no-turn", shape = shape()),
        BadMove::OnlyWildNamesElement(w) => {
            tr!(lang, "aetherium-unreadable-only-wild", word = w.as_str())
        }
        BadMove::WildNamesElement => tr!(lang, "aetherium-unreadable-wild-element"),
        BadMove::ActionMissing(w) => tr!(
            lang,
            "aetherium-unreadable-no-action",
            word = w.as_str(),
            shape = shape()
        ),
        BadMove::NotAnAction(w) => tr!(lang, "aetherium-unreadable-action", word = w.as_str()),
        BadMove::NotSpaces(w) => tr!(lang, "aetherium-unreadable-spaces", word = w.as_str()),
        BadMove::ActionTakes(kind) => {
            let action = kind.name();
            match kind {
                ActionKind::Fall => tr!(lang, "aetherium-unreadable-takes-fall", action = action),
                ActionKind::TwinRise => {
                    tr!(lang, "aetherium-unreadable-takes-twin", action = action)
                }
                ActionKind::StepAndLeap => {
                    tr!(
                        lang,
                        "aetherium-unreadable-takes-step-leap",
                        action = action
                    )
                }
                _ => tr!(lang, "aetherium-unreadable-takes-column", action = action),
            }
        }
        BadMove::TokenMissing => tr!(lang, "aetherium-unreadable-no-token"),
        BadMove::NotAToken(w) => tr!(lang, "aetherium-unreadable-token", word = w.as_str()),
        BadMove::NotAnActionToBlock(w) => {
            tr!(lang, "aetherium-unreadable-block", word = w.as_str())
        }
        BadMove::TokenTakes(token) => {
            let name = token.name();
            match token {
                Token::Aether => tr!(lang, "aetherium-unreadable-aether-takes", token = name),
                Token::Block => tr!(lang, "aetherium-unreadable-block-takes", token = name),
                Token::Rise(_) => tr!(lang, "aetherium-unreadable-rise-takes", token = name),
                Token::Fall => tr!(lang, "aetherium-unreadable-fall-takes", token = name),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::aetherium::notation::read_move;

    /// One text for every reason a move is unreadable.
    const BAD: [&str; 21] = [
        "",
        "pass",
        "a then b then c",
        "smoke surge B",
        "fire surge E",
        "wild:smoke surge A",
        "aether then",
        "fire:water surge A",
        "wild surge A",
        "fire",
        "fire jump B",
        "fire fall A x",
        "fire fall A",
        "fire twin A",
        "fire step-leap A",
        "fire surge",
        "fire surge A then smoke",
        "fire surge A then block jump",
        "fire surge A then aether now",
        "fire surge A then block",
        "fire surge A then rise-fire",
    ];

    #[test]
    fn english_words_are_the_engines() {
        for text in BAD.into_iter().chain(["fire surge A then fall water"]) {
            let error = read_move(text).unwrap_err();
            assert_eq!(unreadable(&error, Lang::En), error.to_string(), "{text}");
        }
    }

    #[test]
    fn a_bad_move_is_said_in_french_and_german_with_the_word_typed() {
        let said = |text: &str, lang| unreadable(&read_move(text).unwrap_err(), lang);
        assert_eq!(
            said("fire jump B", Lang::Fr),
            "`jump` n'est pas une action\u{a0}: fall, twin, step-leap, surge ou gather"
        );
        assert_eq!(
            said("fire twin A", Lang::De),
            "twin braucht zwei Spalten, etwa `twin A C`"
        );
        for text in BAD {
            for lang in [Lang::Fr, Lang::De] {
                assert_ne!(said(text, lang), said(text, Lang::En), "{text} {lang:?}");
            }
        }
    }
}
