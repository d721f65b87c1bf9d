//! Why typed text is not a Rivalry move or set-up, in the reader's language
//! (`assets/locales/<lang>/errors-rivalry.ftl`). The notation's words (`C5-B5:2a`,
//! `cities`) stay as typed: they are what the player must write.

use crate::engines::rivalry::notation::{BadMove, BadSetup, Shape};
use crate::i18n::Lang;
use crate::tr;

pub fn unreadable_move(error: &BadMove, lang: Lang) -> String {
    match error {
        // No tile where one belongs (`xyzzy` read as an assault from nothing): nothing
        // to quote, so no empty backticks.
        BadMove::NotATile(w) if w.trim().is_empty() => tr!(lang, "rivalry-unreadable-no-tile"),
        BadMove::NotATile(w) => tr!(lang, "rivalry-unreadable-tile", word = w.as_str()),
        BadMove::NotASite(w) => tr!(lang, "rivalry-unreadable-site", word = w.as_str()),
        BadMove::NotUnits(w) => tr!(lang, "rivalry-unreadable-units", word = w.as_str()),
        BadMove::NotACard(w) => tr!(lang, "rivalry-unreadable-card", word = w.as_str()),
        BadMove::NeedsKind(w) => tr!(lang, "rivalry-unreadable-kind", word = w.as_str()),
        BadMove::Shape { text, shape } => {
            let word = text.as_str();
            match shape {
                Shape::Surrender => tr!(lang, "rivalry-unreadable-surrender", word = word),
                Shape::Relocation => tr!(lang, "rivalry-unreadable-relocation", word = word),
                Shape::Advance => tr!(lang, "rivalry-unreadable-advance", word = word),
                Shape::Recruit => tr!(lang, "rivalry-unreadable-recruit", word = word),
                Shape::Move => tr!(lang, "rivalry-unreadable-route", word = word),
            }
        }
        BadMove::NotAMove(w) => tr!(lang, "rivalry-unreadable-move", word = w.as_str()),
    }
}

pub fn unreadable_setup(error: &BadSetup, lang: Lang) -> String {
    match error {
        BadSetup::Word(e) => unreadable_move(e, lang),
        BadSetup::Twice(w) => tr!(lang, "rivalry-setup-twice", word = w.as_str()),
        BadSetup::StartsWithCities(w) => {
            tr!(lang, "rivalry-setup-starts", word = w.as_str())
        }
        BadSetup::OneCapital => tr!(lang, "rivalry-setup-one-capital"),
        BadSetup::UnitsShape(w) => tr!(lang, "rivalry-setup-units-shape", word = w.as_str()),
        BadSetup::OneExtraTile => tr!(lang, "rivalry-setup-one-extra"),
        BadSetup::LacksCities => tr!(lang, "rivalry-setup-lacks-cities"),
        BadSetup::LacksUnits => tr!(lang, "rivalry-setup-lacks-units"),
        BadSetup::LacksExtra => tr!(lang, "rivalry-setup-lacks-extra"),
        BadSetup::NoCapital => tr!(lang, "rivalry-setup-no-capital"),
        BadSetup::NoExtraTile => tr!(lang, "rivalry-setup-no-extra-tile"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivalry::notation::{parse_card, parse_setup, read_move};

    const BAD_MOVES: [&str; 11] = [
        "fly",
        "Z9-B5:2a",
        "C5-B5:2x",
        "buildR1",
        "+E3",
        "surrender:E8",
        "surrender:E8>J10",
        ">E8",
        "@R2E3a",
        "C5B5:2a",
        "mutiny:E3q",
    ];
    const BAD_SETUPS: [&str; 10] = [
        "units E3:2a units",
        "E3",
        "cities *@R2 *@R6",
        "cities *@R2 units E3",
        "cities *@R2 units E3:2a extra E3 E4",
        "units E3:2a extra E3",
        "cities *@R2 extra E3",
        "cities *@R2 units E3:2a",
        "cities @R2 units E3:2a extra E3",
        "cities *@R2 units E3:2a extra",
    ];

    #[test]
    fn english_words_are_the_engines() {
        for text in BAD_MOVES {
            let error = read_move(text).unwrap_err();
            assert_eq!(
                unreadable_move(&error, Lang::En),
                error.to_string(),
                "{text}"
            );
        }
        let card = parse_card("XX").unwrap_err();
        assert_eq!(unreadable_move(&card, Lang::En), card.to_string());
        for text in BAD_SETUPS.into_iter().chain(["cities @Q1"]) {
            let error = parse_setup(text).unwrap_err();
            assert_eq!(
                unreadable_setup(&error, Lang::En),
                error.to_string(),
                "{text}"
            );
        }
    }

    #[test]
    fn a_bad_move_or_set_up_is_said_in_french_and_german() {
        let said = |text: &str, lang| unreadable_move(&read_move(text).unwrap_err(), lang);
        assert_eq!(
            said("Z9-B5:2a", Lang::Fr),
            "`Z9` n'est pas une case de l'île (une colonne A–L et une ligne 1–13)"
        );
        let setup = |text: &str, lang| unreadable_setup(&parse_setup(text).unwrap_err(), lang);
        assert_eq!(
            setup("cities @R2 units E3:2a extra E3", Lang::De),
            "markiere die Hauptstadt unter den Städten mit `*`, etwa *@R2"
        );
        for lang in [Lang::Fr, Lang::De] {
            for text in BAD_MOVES {
                assert_ne!(said(text, lang), said(text, Lang::En), "{text} {lang:?}");
            }
            for text in BAD_SETUPS {
                assert_ne!(setup(text, lang), setup(text, Lang::En), "{text} {lang:?}");
            }
        }
    }
}
