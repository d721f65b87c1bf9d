//! The rules of each game in short, by topic, written once for every front end.

use super::aetherium::{self, Aetherium};
use super::magistrar::{self, Magistrar};
use super::Rules;

/// A topic of a game's rules help, the same for every front end: Discord's `rules`
/// command, the terminal's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HelpTopic {
    /// A short name to ask for it by (`scoring`).
    pub key: &'static str,
    pub title: &'static str,
    pub text: &'static str,
}

/// The rules help of a kind of game, by topic (empty for a kind without one).
pub fn rules_help(kind: &str) -> &'static [HelpTopic] {
    match kind {
        Magistrar::KIND => magistrar::rules_help::TOPICS,
        Aetherium::KIND => aetherium::rules_help::TOPICS,
        _ => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_duel_has_its_topics_under_distinct_one_word_keys() {
        for kind in [Magistrar::KIND, Aetherium::KIND] {
            let topics = rules_help(kind);
            assert!(topics.len() >= 4, "{kind}");
            for (i, t) in topics.iter().enumerate() {
                assert!(!t.key.contains(' ') && !t.text.is_empty(), "{t:?}");
                assert!(topics[..i].iter().all(|o| o.key != t.key), "{t:?}");
            }
        }
        assert!(rules_help("rivality").is_empty());
    }
}
