//! Why typed text is not a Magistrar move, in the reader's language
//! (`assets/locales/<lang>/errors-magistrar.ftl`). The notation's letters (`w`, `m`, `s`,
//! `light`) stay as typed: they are what the player must write.

use crate::engines::magistrar::notation::BadMove;
use crate::i18n::Lang;
use crate::tr;

pub fn unreadable(error: &BadMove, lang: Lang) -> String {
    match error {
        BadMove::Empty => tr!(lang, "magistrar-unreadable-empty"),
        BadMove::NotAPlacement(word) => {
            tr!(lang, "magistrar-unreadable-placement", word = word.as_str())
        }
        BadMove::NotAStrengthAt { letter, rock } => tr!(
            lang,
            "magistrar-unreadable-strength-at",
            word = letter.to_string(),
            rock = *rock
        ),
        BadMove::NotAMove(word) => tr!(lang, "magistrar-unreadable-move", word = word.as_str()),
        BadMove::NotARock(word) => tr!(lang, "magistrar-unreadable-rock", word = word.as_str()),
        BadMove::NotAStrength(word) => {
            tr!(lang, "magistrar-unreadable-strength", word = word.as_str())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::magistrar::notation::read_move;

    const BAD: [&str; 6] = ["", "smxwmw", "sm.wm", "9m", "3q", "a b c"];

    #[test]
    fn english_words_are_the_engines() {
        for text in BAD {
            let error = read_move(text).unwrap_err();
            assert_eq!(unreadable(&error, Lang::En), error.to_string(), "{text}");
        }
    }

    #[test]
    fn a_bad_move_is_said_in_french_and_german_with_the_word_typed() {
        let said = |text: &str, lang| unreadable(&read_move(text).unwrap_err(), lang);
        assert_eq!(
            said("9m", Lang::Fr),
            "`9` n'est pas une pierre\u{a0}: 1 à 6"
        );
        assert_eq!(
            said("smxwmw", Lang::De),
            "`x` an Stein 3 ist keine Stärke: w, m, s oder ."
        );
        for text in BAD {
            for lang in [Lang::Fr, Lang::De] {
                assert_ne!(said(text, lang), said(text, Lang::En), "{text} {lang:?}");
            }
        }
    }
}
