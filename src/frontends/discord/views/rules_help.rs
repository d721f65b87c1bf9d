//! The words of `/<game> rules [topic]` for the games whose rules help is written once
//! for every front end (`table::kinds::rules_help`): the overview without a topic, a topic
//! by its key or title, and the list of topics to choose from.

use poise::serenity_prelude as serenity;

use crate::i18n::Lang;
use crate::table::kinds::{rules_help, HelpTopic};
use crate::tr;

/// The text for `topic` of game `kind` (the first topic, the overview, when left out),
/// with the keys of the others; an unknown topic is answered with the list.
pub fn answer(kind: &str, topic: Option<&str>, lang: Lang) -> String {
    answer_from(
        (kind, &crate::table::kinds::game_name(kind)),
        rules_help(kind),
        topic,
        lang,
    )
}

/// `command`: the command group the topics are asked with (the game's kind: `suramun`
/// for "Rivality solo").
fn answer_from(
    (command, game): (&str, &str),
    topics: &[HelpTopic],
    topic: Option<&str>,
    lang: Lang,
) -> String {
    let keys: Vec<&str> = topics.iter().map(|t| t.key).collect();
    let more = tr!(
        lang,
        "rules-more",
        command = command,
        topics = keys.join(" · ")
    );
    let wanted = topic.map(str::trim).filter(|t| !t.is_empty());
    let found = match wanted {
        None => topics.first(),
        // A title is matched in the player's language and in English, which the keys
        // are written in.
        Some(t) => topics.iter().find(|h| {
            h.key.eq_ignore_ascii_case(t)
                || h.title(lang).to_lowercase() == t.to_lowercase()
                || h.title(Lang::En).eq_ignore_ascii_case(t)
        }),
    };
    match found {
        Some(h) => {
            let heading = tr!(lang, "rules-heading", game = game, title = h.title(lang));
            format!("{heading}\n{}\n\n{more}", h.text(lang))
        }
        None => {
            let asked = crate::frontends::discord::wire::markdown::escape_name(
                &wanted.unwrap_or("").chars().take(50).collect::<String>(),
            );
            let none = tr!(lang, "rules-no-topic", game = game, topic = asked);
            format!("{none}\n{more}")
        }
    }
}

/// Suggestions for the `topic` option: the topics whose key or title (in the player's
/// language) starts with what is typed.
pub fn suggestions(kind: &str, partial: &str, lang: Lang) -> Vec<serenity::AutocompleteChoice> {
    let partial = partial.trim().to_lowercase();
    rules_help(kind)
        .iter()
        .filter(|h| {
            h.key.to_lowercase().starts_with(&partial)
                || h.title(lang).to_lowercase().starts_with(&partial)
        })
        .map(|h| serenity::AutocompleteChoice::new(h.title(lang), h.key))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_topic_is_the_overview_and_a_topic_is_found_by_key_or_title() {
        let text = answer("magistrar", None, Lang::En);
        assert!(
            text.starts_with("**Magistrar: Overview**\nTwo mages, white and black"),
            "{text}"
        );
        assert!(
            text.ends_with("More: `/magistrar rules topic:` overview · turn · energy · scoring · grand-mage · variants"),
            "{text}"
        );
        for asked in ["turn", "A duel", "A DUEL"] {
            let text = answer("magistrar", Some(asked), Lang::En);
            assert!(
                text.starts_with("**Magistrar: A duel**\nDuels 1–4"),
                "{text}"
            );
        }
    }

    /// Rivality and its solo mode answer as the other games do, the solo's under the
    /// command it is asked with.
    #[test]
    fn rivality_and_solo_answer_by_topic() {
        let text = answer(
            "rivality",
            Some("Attacks, shields and the 5-golem limit"),
            Lang::En,
        );
        assert!(
            text.starts_with("**Rivality: Attacks, shields and the 5-golem limit**\n• Shields."),
            "{text}"
        );
        assert!(text.ends_with("overview · turn · attack · tiles · scoring · players · expert"));
        let text = answer("suramun", None, Lang::Fr);
        assert!(
            text.starts_with("**Rivality solo\u{a0}: Présentation**\nTu joues un Magicien"),
            "{text}"
        );
        assert!(
            text.contains("`/suramun règles sujet:` overview · turn · suramun"),
            "{text}"
        );
        let text = answer("suramun", Some("suramun"), Lang::De);
        assert!(
            text.contains("schützt dein Zauberer dein Plättchen nicht"),
            "{text}"
        );
    }

    #[test]
    fn a_topic_comes_in_the_players_language_and_is_found_by_its_title_there() {
        let fr = answer("magistrar", Some("Un duel"), Lang::Fr);
        assert!(
            fr.starts_with("**Magistrar\u{a0}: Un duel**\nDuels 1 à 4"),
            "{fr}"
        );
        assert!(
            fr.contains("Plus\u{a0}: `/magistrar règles sujet:` overview · turn"),
            "{fr}"
        );
        let de = answer("aetherium", None, Lang::De);
        assert!(
            de.starts_with("**Aetherium: Überblick**\nZwei Spieler"),
            "{de}"
        );
        // The English title still finds the topic for a player whose client speaks German.
        let de = answer("aetherium", Some("Winning"), Lang::De);
        assert!(
            de.starts_with("**Aetherium: Sieg**\nDu gewinnst sofort"),
            "{de}"
        );
    }

    #[test]
    fn an_unknown_topic_lists_the_topics_and_quotes_it_harmlessly() {
        // The command as each reader's client lists it.
        for (lang, command) in [
            (Lang::En, "/magistrar rules topic:"),
            (Lang::Fr, "/magistrar règles sujet:"),
            (Lang::De, "/magistrar regeln thema:"),
        ] {
            let text = answer("magistrar", Some("**@everyone**"), lang);
            assert!(!text.contains("**@everyone**"), "{text}");
            assert!(text.contains(command), "{text}");
        }
        let text = answer("magistrar", Some("**@everyone**"), Lang::En);
        assert!(
            text.starts_with("Magistrar's rules have no topic"),
            "{text}"
        );
        let text = answer("magistrar", Some("zzz"), Lang::Fr);
        assert!(
            text.starts_with("Les règles de Magistrar n'ont pas de sujet « zzz »."),
            "{text}"
        );
    }

    #[test]
    fn every_stepwise_game_has_rules_help_and_suggestions_follow_what_is_typed() {
        for kind in ["rivality", "suramun", "magistrar", "aetherium", "rivalry"] {
            assert!(!rules_help(kind).is_empty(), "{kind}");
            for lang in Lang::ALL {
                assert!(answer(kind, None, lang).chars().count() <= 2000, "{kind}");
                for h in rules_help(kind) {
                    let text = answer(kind, Some(h.key), lang);
                    assert!(text.chars().count() <= 2000, "{kind} {} {lang}", h.key);
                }
                assert_eq!(suggestions(kind, "", lang).len(), rules_help(kind).len());
            }
        }
        assert_eq!(suggestions("magistrar", "zzz", Lang::En).len(), 0);
        // Typed in French, found by the French title.
        assert_eq!(suggestions("magistrar", "les én", Lang::Fr).len(), 1);
        assert_eq!(suggestions("aetherium", "mach", Lang::De).len(), 1);
    }
}
