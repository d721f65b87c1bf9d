//! Why typed text is not a Rivality move, in the reader's language
//! (`assets/locales/<lang>/errors-rivality.ftl`). The notation's words (`east`, `teal`,
//! `front`) stay as typed: they are what the player must write.

use crate::engines::rivality::notation::BadMove;
use crate::i18n::Lang;
use crate::tr;

pub fn unreadable(error: &BadMove, lang: Lang) -> String {
    match error {
        BadMove::Empty => tr!(lang, "rivality-unreadable-empty"),
        BadMove::NotASide(word) => tr!(lang, "rivality-unreadable-side", word = word.as_str()),
        BadMove::Tile(e) => tr!(lang, "rivality-unreadable-tile", word = e.0.as_str()),
        BadMove::Cell(e) => tr!(lang, "rivality-unreadable-cell", word = e.0.as_str()),
        BadMove::NotAFacing(word) => {
            tr!(lang, "rivality-unreadable-facing", word = word.as_str())
        }
        BadMove::NotAnEdge(word) => tr!(lang, "rivality-unreadable-edge", word = word.as_str()),
        BadMove::TooManySpells => tr!(lang, "rivality-unreadable-too-many-spells"),
        BadMove::NotAMove(word) => tr!(lang, "rivality-unreadable-move", word = word.as_str()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivality::notation::read_move;

    fn said(text: &str, lang: Lang) -> String {
        unreadable(&read_move(text).unwrap_err(), lang)
    }

    #[test]
    fn english_words_are_the_engines() {
        for text in ["", "remove green", "Z9 M14 east", "A7 14 east", "A7 M14 up"] {
            let error = read_move(text).unwrap_err();
            assert_eq!(unreadable(&error, Lang::En), error.to_string(), "{text}");
        }
        for text in ["A7 M14 east back", "A7 M14 e l,f,r,l", "fly"] {
            let error = read_move(text).unwrap_err();
            assert_eq!(unreadable(&error, Lang::En), error.to_string(), "{text}");
        }
    }

    #[test]
    fn a_bad_move_is_said_in_french_and_german_with_the_word_typed() {
        assert_eq!(
            said("A7 M14 up", Lang::Fr),
            "`up` n'est pas une orientation\u{a0}: north, east, south ou west"
        );
        assert_eq!(
            said("Z9 M14 east", Lang::De),
            "`Z9` ist kein Plättchen: Plättchen sind W (die Manaquelle), A1–A12 und B1–B12"
        );
        for text in [
            "",
            "remove green",
            "A7 14 east",
            "A7 M14 east back",
            "fly",
            "A7 M14 e l,f,r,l",
        ] {
            for lang in [Lang::Fr, Lang::De] {
                assert_ne!(said(text, lang), said(text, Lang::En), "{text} {lang:?}");
            }
        }
    }
}
