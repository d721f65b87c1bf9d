//! `/<game> rules [topic]` for the games whose rules help is written once for every front
//! end (`table::kinds::rules_help`): the overview without a topic, a topic by its key or
//! title, and the list of topics to choose from.

use poise::serenity_prelude as serenity;

use crate::frontends::discord::respond::{self, Answer};
use crate::frontends::discord::{Context, Error};
use crate::table::kinds::{rules_help, HelpTopic};

/// The game a subcommand belongs to: its group's name is the game's kind.
fn kind_of(ctx: Context<'_>) -> String {
    ctx.parent_commands()
        .first()
        .map_or_else(String::new, |group| group.name.clone())
}

async fn autocomplete_topic(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    suggestions(&kind_of(ctx), partial)
}

/// The rules of this game, in short (only you see them).
#[poise::command(slash_command, ephemeral)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "What you want to know"]
    #[autocomplete = "autocomplete_topic"]
    topic: Option<String>,
) -> Result<(), Error> {
    let text = answer(&kind_of(ctx), topic.as_deref());
    respond::command(ctx, true, async move { Answer::ephemeral(text) }).await
}

/// The text for `topic` of game `kind` (the first topic, the overview, when left out),
/// with the keys of the others; an unknown topic is answered with the list.
pub fn answer(kind: &str, topic: Option<&str>) -> String {
    answer_from(
        &crate::table::kinds::game_name(kind),
        rules_help(kind),
        topic,
    )
}

fn answer_from(game: &str, topics: &[HelpTopic], topic: Option<&str>) -> String {
    let keys: Vec<&str> = topics.iter().map(|t| t.key).collect();
    let more = format!(
        "More: `/{} rules topic:` {}",
        game.to_lowercase(),
        keys.join(" · ")
    );
    let wanted = topic.map(str::trim).filter(|t| !t.is_empty());
    let found = match wanted {
        None => topics.first(),
        Some(t) => topics
            .iter()
            .find(|h| h.key.eq_ignore_ascii_case(t) || h.title.eq_ignore_ascii_case(t)),
    };
    match found {
        Some(h) => format!("**{game}: {}**\n{}\n\n{more}", h.title, h.text),
        None => format!(
            "{game}'s rules have no topic \"{}\".\n{more}",
            super::super::markdown::escape_name(
                &wanted.unwrap_or("").chars().take(50).collect::<String>()
            )
        ),
    }
}

/// Suggestions for the `topic` option: the topics whose key or title starts with what is
/// typed.
pub fn suggestions(kind: &str, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let partial = partial.trim().to_lowercase();
    rules_help(kind)
        .iter()
        .filter(|h| {
            h.key.to_lowercase().starts_with(&partial)
                || h.title.to_lowercase().starts_with(&partial)
        })
        .map(|h| serenity::AutocompleteChoice::new(h.title, h.key))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOPICS: &[HelpTopic] = &[
        HelpTopic {
            key: "overview",
            title: "Overview",
            text: "Two mages.",
        },
        HelpTopic {
            key: "duel5",
            title: "Duel 5",
            text: "One at a time.",
        },
    ];

    #[test]
    fn no_topic_is_the_overview_and_a_topic_is_found_by_key_or_title() {
        let text = answer_from("Magistrar", TOPICS, None);
        assert!(
            text.starts_with("**Magistrar: Overview**\nTwo mages."),
            "{text}"
        );
        assert!(text.contains("overview · duel5"), "{text}");
        for asked in ["duel5", "Duel 5", "DUEL 5"] {
            let text = answer_from("Magistrar", TOPICS, Some(asked));
            assert!(
                text.starts_with("**Magistrar: Duel 5**\nOne at a time."),
                "{text}"
            );
        }
    }

    #[test]
    fn an_unknown_topic_lists_the_topics_and_quotes_it_harmlessly() {
        let text = answer_from("Magistrar", TOPICS, Some("**@everyone**"));
        assert!(text.contains("no topic"), "{text}");
        assert!(!text.contains("**@everyone**"), "{text}");
        assert!(text.contains("/magistrar rules topic:"), "{text}");
    }

    #[test]
    fn every_stepwise_game_has_rules_help_and_suggestions_follow_what_is_typed() {
        for kind in ["magistrar", "aetherium"] {
            assert!(!rules_help(kind).is_empty(), "{kind}");
            assert!(answer(kind, None).chars().count() <= 2000, "{kind}");
            for h in rules_help(kind) {
                let text = answer(kind, Some(h.key));
                assert!(text.chars().count() <= 2000, "{kind} {}", h.key);
            }
            assert_eq!(suggestions(kind, "").len(), rules_help(kind).len());
        }
        assert_eq!(suggestions("magistrar", "zzz").len(), 0);
    }
}
