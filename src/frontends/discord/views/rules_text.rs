//! `/rivality rules [topic]`: short summaries of the Rivality rulebook, one per topic.
//!
//! Each text must fit one Discord message (2,000 characters) and stay faithful to the
//! rulebook (`rules/000_*.txt`) and to the readings in `rules/rivality-tiles.md`. The texts
//! are in `assets/locales/<lang>/rules-rivality.ftl`, in the words of the rulebook's French
//! and German parts (`rules/001_*.txt`).

use crate::i18n::{text, Lang};

/// The topics offered in the command's choice list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum RulesTopic {
    #[name = "Overview"]
    Overview,
    #[name = "Your turn"]
    Turn,
    #[name = "Attacks, shields and the 5-golem limit"]
    Attack,
    #[name = "The tiles"]
    Tiles,
    #[name = "End of the game and scoring"]
    Scoring,
    #[name = "2, 3 and 4 players"]
    Players,
    #[name = "Expert rules"]
    Expert,
    #[name = "Solo against Suramun"]
    Solo,
}

pub const ALL_TOPICS: [RulesTopic; 8] = [
    RulesTopic::Overview,
    RulesTopic::Turn,
    RulesTopic::Attack,
    RulesTopic::Tiles,
    RulesTopic::Scoring,
    RulesTopic::Players,
    RulesTopic::Expert,
    RulesTopic::Solo,
];

impl RulesTopic {
    /// The topic's message in `assets/locales/<lang>/rules-rivality.ftl`.
    fn message(self) -> &'static str {
        match self {
            RulesTopic::Overview => "rules-rivality-overview",
            RulesTopic::Turn => "rules-rivality-turn",
            RulesTopic::Attack => "rules-rivality-attack",
            RulesTopic::Tiles => "rules-rivality-tiles",
            RulesTopic::Scoring => "rules-rivality-scoring",
            RulesTopic::Players => "rules-rivality-players",
            RulesTopic::Expert => "rules-rivality-expert",
            RulesTopic::Solo => "rules-rivality-solo",
        }
    }

    /// The topic's name in the command's list, in `lang` (English: the choice's own name).
    pub fn title(self, lang: Lang) -> String {
        text(lang, &format!("{}.title", self.message()), None)
    }
}

/// The summary for a topic (the overview when none is given), in `lang`.
pub fn rules_text(topic: Option<RulesTopic>, lang: Lang) -> String {
    text(lang, topic.unwrap_or(RulesTopic::Overview).message(), None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::ChoiceParameter;

    #[test]
    fn every_topic_fits_one_message_in_every_language() {
        for lang in Lang::ALL {
            for topic in ALL_TOPICS {
                let text = rules_text(Some(topic), lang);
                assert!(
                    text.chars().count() <= 2000,
                    "{topic:?} {lang}: {}",
                    text.chars().count()
                );
                assert!(text.starts_with("**Rivality"), "{topic:?} {lang}");
                assert!(
                    !text.contains('{') && !text.contains('}'),
                    "{topic:?} {lang}"
                );
            }
            assert_eq!(
                rules_text(None, lang),
                rules_text(Some(RulesTopic::Overview), lang)
            );
        }
    }

    #[test]
    fn english_titles_are_the_choices_names_and_others_are_translated() {
        for topic in ALL_TOPICS {
            assert_eq!(topic.title(Lang::En), topic.name(), "{topic:?}");
            for lang in [Lang::Fr, Lang::De] {
                assert!(
                    crate::i18n::try_text(lang, &format!("{}.title", topic.message()), None)
                        .is_some()
                );
                assert_ne!(
                    rules_text(Some(topic), lang),
                    rules_text(Some(topic), Lang::En)
                );
            }
        }
    }

    #[test]
    fn the_summaries_use_the_rulebooks_own_words() {
        let tiles = |lang| rules_text(Some(RulesTopic::Tiles), lang);
        for word in [
            "Puits de Mana",
            "Plaine à Dolmens",
            "Chaumière",
            "Forteresse",
        ] {
            assert!(tiles(Lang::Fr).contains(word), "{word}");
        }
        for word in ["Manaquelle", "Steinkreis", "Hütte", "Festung"] {
            assert!(tiles(Lang::De).contains(word), "{word}");
        }
        assert!(rules_text(Some(RulesTopic::Attack), Lang::Fr).contains("retranchée"));
        assert!(rules_text(Some(RulesTopic::Attack), Lang::De).contains("verschanzt"));
        assert!(rules_text(Some(RulesTopic::Expert), Lang::Fr).contains("Sorts à retardement"));
        assert!(rules_text(Some(RulesTopic::Expert), Lang::De).contains("Verzögerte Zaubersprüche"));
    }
}
