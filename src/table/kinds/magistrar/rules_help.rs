//! Magistrar's rules in short, by topic, for any front end (`/magistrar rules`, the
//! terminal's `rules`). A test holds its Honoris table to the engine's.

use super::Magistrar;
use crate::table::kinds::{HelpTopic, Rules};

pub const TOPICS: &[HelpTopic] = &[
    HelpTopic::of(Magistrar::KIND, "overview"),
    HelpTopic::of(Magistrar::KIND, "turn"),
    HelpTopic::of(Magistrar::KIND, "energy"),
    HelpTopic::of(Magistrar::KIND, "scoring"),
    HelpTopic::of(Magistrar::KIND, "grand-mage"),
    HelpTopic::of(Magistrar::KIND, "variants"),
];

#[cfg(test)]
mod tests {
    use super::TOPICS;
    use crate::engines::magistrar::numbers::LEVEL_HONORIS;
    use crate::i18n::Lang;

    fn topic(key: &str, lang: Lang) -> String {
        TOPICS.iter().find(|t| t.key == key).unwrap().text(lang)
    }

    #[test]
    fn the_help_gives_the_engines_honoris_table_in_every_language() {
        for (lang, level_word) in [
            (Lang::En, "level"),
            (Lang::Fr, "niveau"),
            (Lang::De, "Stufe"),
        ] {
            // French writes a no-break space before a colon.
            let scoring = topic("scoring", lang).replace("\u{a0}: ", ": ");
            for (level, honoris) in LEVEL_HONORIS.iter().enumerate() {
                let said = if level == 0 {
                    format!("({level_word} 0: {honoris},")
                } else if level + 1 == LEVEL_HONORIS.len() {
                    format!(" {level}: {honoris})")
                } else {
                    format!(" {level}: {honoris},")
                };
                assert!(scoring.contains(&said), "{lang}: {said}");
            }
        }
    }

    #[test]
    fn the_help_says_why_variants_1_and_2_are_missing() {
        let text = topic("variants", Lang::En);
        assert!(text.contains("Variants 1 (mage cards) and 2 (duel cards)"));
        assert!(text.contains("card texts are not in it"));
        assert!(topic("variants", Lang::Fr).contains("variantes 1 (cartes de mage)"));
        assert!(topic("variants", Lang::De).contains("Varianten 1 (Magierkarten)"));
    }
}
