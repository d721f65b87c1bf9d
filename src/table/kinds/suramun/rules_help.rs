//! Solo Rivality against Suramun in short, by topic, for any front end (`/suramun rules`,
//! the terminal's `rules` in a solo game), drawn from the rulebook's solo mode and the
//! engine's readings (`engines::rivality::solo::turn`).

use super::Suramun;
use crate::table::kinds::{HelpTopic, Rules};

pub const TOPICS: &[HelpTopic] = &[
    HelpTopic::of(Suramun::KIND, "overview"),
    HelpTopic::of(Suramun::KIND, "turn"),
    HelpTopic::of(Suramun::KIND, "suramun"),
    HelpTopic::of(Suramun::KIND, "attacks"),
    HelpTopic::of(Suramun::KIND, "scoring"),
];

#[cfg(test)]
mod tests {
    use super::TOPICS;
    use crate::engines::rivality::solo::GOLEMS;
    use crate::i18n::Lang;

    fn topic(key: &str, lang: Lang) -> String {
        TOPICS.iter().find(|t| t.key == key).unwrap().text(lang)
    }

    #[test]
    fn the_help_gives_the_engines_supply_and_the_three_difficulties() {
        let golems = format!("{GOLEMS} ");
        for (lang, words) in [
            (Lang::En, ["Beginner", "Standard", "Master"]),
            (Lang::Fr, ["Débutant", "Normal", "Chevronné"]),
            (
                Lang::De,
                ["Zauberlehrling", "Zaubergeselle", "Zaubermeister"],
            ),
        ] {
            assert!(topic("overview", lang).contains(&golems), "{lang}");
            for word in words {
                assert!(topic("scoring", lang).contains(word), "{lang}: {word}");
            }
        }
    }

    /// What sets solo apart from the base game is said where a player looks for it.
    #[test]
    fn the_help_says_the_wizard_does_not_protect_its_tile() {
        assert!(topic("suramun", Lang::En).contains("does not protect"));
        assert!(topic("suramun", Lang::Fr).contains("ne protège pas"));
        assert!(topic("suramun", Lang::De).contains("schützt dein Zauberer dein Plättchen nicht"));
    }
}
