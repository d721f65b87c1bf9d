//! `/<game> rules [topic]` for the games whose rules help lives with their table kind
//! (`src/table/kinds/<game>/rules_help.rs`): the overview without a topic, a topic by its
//! name, and the list of topics to choose from.

use poise::serenity_prelude as serenity;

/// A topic of a game's rules help: its name and its text.
pub type Topic = (&'static str, &'static str);

/// The text for `topic` (the first topic, the overview, when left out), with the names
/// of the others; an unknown topic is answered with the list.
pub fn answer(game: &str, topics: &[Topic], topic: Option<&str>) -> String {
    let names: Vec<&str> = topics.iter().map(|(name, _)| *name).collect();
    let more = format!(
        "More: `/{} rules topic:` {}",
        game.to_lowercase(),
        names.join(" · ")
    );
    let wanted = topic.map(str::trim).filter(|t| !t.is_empty());
    let found = match wanted {
        None => topics.first(),
        Some(t) => topics.iter().find(|(name, _)| name.eq_ignore_ascii_case(t)),
    };
    match found {
        Some((name, text)) => format!("**{game}: {name}**\n{text}\n\n{more}"),
        None => format!(
            "{game}'s rules have no topic \"{}\".\n{more}",
            super::super::markdown::escape_name(
                &wanted.unwrap_or("").chars().take(50).collect::<String>()
            )
        ),
    }
}

/// Suggestions for the `topic` option: the topics whose name starts with what is typed.
pub fn suggestions(topics: &[Topic], partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let partial = partial.trim().to_lowercase();
    topics
        .iter()
        .filter(|(name, _)| name.to_lowercase().starts_with(&partial))
        .map(|(name, _)| serenity::AutocompleteChoice::new(*name, *name))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOPICS: &[Topic] = &[("Overview", "Two mages."), ("Duel 5", "One at a time.")];

    #[test]
    fn no_topic_is_the_overview_and_a_topic_is_found_whatever_its_case() {
        let text = answer("Magistrar", TOPICS, None);
        assert!(
            text.starts_with("**Magistrar: Overview**\nTwo mages."),
            "{text}"
        );
        assert!(text.contains("Overview · Duel 5"), "{text}");
        let text = answer("Magistrar", TOPICS, Some("duel 5"));
        assert!(
            text.starts_with("**Magistrar: Duel 5**\nOne at a time."),
            "{text}"
        );
    }

    #[test]
    fn an_unknown_topic_lists_the_topics_and_quotes_it_harmlessly() {
        let text = answer("Magistrar", TOPICS, Some("**@everyone**"));
        assert!(text.contains("no topic"), "{text}");
        assert!(!text.contains("**@everyone**"), "{text}");
        assert!(text.contains("/magistrar rules topic:"), "{text}");
    }

    #[test]
    fn suggestions_follow_what_is_typed() {
        assert_eq!(suggestions(TOPICS, "du").len(), 1);
        assert_eq!(suggestions(TOPICS, "").len(), 2);
    }
}
