//! Why typed text is not a solo move, in the reader's language
//! (`assets/locales/<lang>/errors-suramun.ftl`), with the text typed.

use crate::engines::rivality::solo::{SoloBadMove, SoloNotationError};
use crate::i18n::Lang;
use crate::tr;

pub fn unreadable(error: &SoloNotationError, lang: Lang) -> String {
    let text = error.text.as_str();
    match &error.reason {
        SoloBadMove::Cell(cell) => tr!(
            lang,
            "suramun-unreadable-cell",
            text = text,
            word = cell.0.as_str()
        ),
        SoloBadMove::NotAnEdge => tr!(lang, "suramun-unreadable-edge", text = text),
        SoloBadMove::TooManySpells => tr!(lang, "suramun-unreadable-too-many-spells", text = text),
        SoloBadMove::NotAMove => tr!(lang, "suramun-unreadable-move", text = text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivality::solo::SoloMove;

    fn said(text: &str, lang: Lang) -> String {
        unreadable(&text.parse::<SoloMove>().unwrap_err(), lang)
    }

    #[test]
    fn english_words_are_the_engines() {
        for text in ["jump B1", "move E9", "move C2 up", "move C2 l,f,r,l"] {
            let error = text.parse::<SoloMove>().unwrap_err();
            assert_eq!(unreadable(&error, Lang::En), error.to_string(), "{text}");
        }
    }

    #[test]
    fn a_bad_solo_move_is_said_in_french_and_german() {
        assert_eq!(
            said("jump B1", Lang::Fr),
            "`jump B1`\u{a0}: écris `enter B1`, `move C2`, `move C2 right,front,left` ou `order C5 left,front`"
        );
        assert_eq!(
            said("move E9", Lang::De),
            "`move E9`: `E9` ist kein Feld des Schlachtfelds: Spalten A–D, Reihen 1–6, etwa B3"
        );
        for text in ["move C2 up", "move C2 l,f,r,l"] {
            for lang in [Lang::Fr, Lang::De] {
                assert_ne!(said(text, lang), said(text, Lang::En), "{text} {lang:?}");
            }
        }
    }
}
