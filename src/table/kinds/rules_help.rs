//! The rules of each game in short, by topic, written once for every front end; the words
//! are in the catalogue (`assets/locales/<lang>/rules-<game>.ftl`), one message per topic
//! (`rules-magistrar-scoring`) with its title as an attribute.

use super::aetherium::{self, Aetherium};
use super::magistrar::{self, Magistrar};
use super::rivality::{self, Rivality};
use super::rivalry::{self, Rivalry};
use super::suramun::{self, Suramun};
use super::Rules;
use crate::i18n::{text, Lang};

/// A topic of a game's rules help, the same for every front end: Discord's `rules`
/// command, the terminal's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HelpTopic {
    /// The game's kind, which names its catalogue file.
    pub game: &'static str,
    /// A short name to ask for it by (`scoring`), the same in every language.
    pub key: &'static str,
}

impl HelpTopic {
    pub const fn of(game: &'static str, key: &'static str) -> HelpTopic {
        HelpTopic { game, key }
    }

    fn message(&self) -> String {
        format!("rules-{}-{}", self.game, self.key)
    }

    /// The topic's title ("Scoring and the end").
    pub fn title(&self, lang: Lang) -> String {
        text(lang, &format!("{}.title", self.message()), None)
    }

    /// What the topic says.
    pub fn text(&self, lang: Lang) -> String {
        text(lang, &self.message(), None)
    }
}

/// The rules help of a kind of game, by topic (empty for a kind without one).
pub fn rules_help(kind: &str) -> &'static [HelpTopic] {
    match kind {
        Rivality::KIND => rivality::rules_help::TOPICS,
        Suramun::KIND => suramun::rules_help::TOPICS,
        Magistrar::KIND => magistrar::rules_help::TOPICS,
        Aetherium::KIND => aetherium::rules_help::TOPICS,
        Rivalry::KIND => rivalry::rules_help::TOPICS,
        _ => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::try_text;

    #[test]
    fn each_game_has_its_topics_under_distinct_one_word_keys() {
        for kind in KINDS {
            let topics = rules_help(kind);
            assert!(topics.len() >= 4, "{kind}");
            for (i, t) in topics.iter().enumerate() {
                assert!(!t.key.contains(' ') && t.game == kind, "{t:?}");
                assert!(topics[..i].iter().all(|o| o.key != t.key), "{t:?}");
            }
        }
        assert!(rules_help("chess").is_empty());
    }

    /// Every kind of game a table plays, Rivality and its solo mode included.
    const KINDS: [&str; 5] = ["rivality", "suramun", "magistrar", "aetherium", "rivalry"];

    /// The keys are built at run time, so the catalogue's scan of `tr!` cannot see them:
    /// every topic's text and title is asked for here, in each language.
    #[test]
    fn every_topic_has_its_text_and_title_in_every_language() {
        for kind in KINDS {
            for topic in rules_help(kind) {
                let key = topic.message();
                for lang in Lang::ALL {
                    for asked in [key.clone(), format!("{key}.title")] {
                        let found = try_text(lang, &asked, None);
                        assert!(
                            found.is_some_and(|t| !t.trim().is_empty()),
                            "{lang} {asked}"
                        );
                    }
                }
                assert_ne!(topic.text(Lang::En), topic.text(Lang::Fr), "{key}");
                assert_ne!(topic.text(Lang::En), topic.text(Lang::De), "{key}");
            }
        }
    }
}
