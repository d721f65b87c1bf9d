//! Rivality's rules in short, by topic, for any front end (`/rivality rules`, the
//! terminal's `rules`), drawn from the rulebook and its readings (`rivality-tiles.md`).
//! Solo against Suramun has its own (`suramun::rules_help`).

use super::Rivality;
use crate::table::kinds::{HelpTopic, Rules};

pub const TOPICS: &[HelpTopic] = &[
    HelpTopic::of(Rivality::KIND, "overview"),
    HelpTopic::of(Rivality::KIND, "turn"),
    HelpTopic::of(Rivality::KIND, "attack"),
    HelpTopic::of(Rivality::KIND, "tiles"),
    HelpTopic::of(Rivality::KIND, "scoring"),
    HelpTopic::of(Rivality::KIND, "players"),
    HelpTopic::of(Rivality::KIND, "expert"),
];

#[cfg(test)]
mod tests {
    use super::TOPICS;
    use crate::i18n::Lang;

    fn topic(key: &str, lang: Lang) -> String {
        TOPICS.iter().find(|t| t.key == key).unwrap().text(lang)
    }

    /// The words of the rulebook's French and German parts.
    #[test]
    fn the_help_uses_the_rulebooks_own_words() {
        for word in [
            "Puits de Mana",
            "Plaine à Dolmens",
            "Chaumière",
            "Forteresse",
        ] {
            assert!(topic("tiles", Lang::Fr).contains(word), "{word}");
        }
        for word in ["Manaquelle", "Steinkreis", "Hütte", "Festung"] {
            assert!(topic("tiles", Lang::De).contains(word), "{word}");
        }
        assert!(topic("attack", Lang::Fr).contains("retranchée"));
        assert!(topic("attack", Lang::De).contains("verschanzt"));
        assert!(topic("expert", Lang::Fr).contains("Sorts à retardement"));
        assert!(topic("expert", Lang::De).contains("Verzögerte Zaubersprüche"));
    }

    /// Written once for a terminal and for Discord: no markdown, no slash command.
    #[test]
    fn the_help_is_plain_text_naming_no_command() {
        for lang in Lang::ALL {
            for t in TOPICS {
                let text = t.text(lang);
                assert!(
                    !text.contains('*') && !text.contains('/'),
                    "{} {lang}",
                    t.key
                );
            }
        }
    }
}
