//! `/help [topic]`: what the bot plays, how to start, how a turn goes, and where the
//! rest is. Every command it names exists (a test reads them against the command tree).

use crate::frontends::discord::locale;
use crate::frontends::discord::respond::{self, Answer};
use crate::frontends::discord::{Context, Error};
use crate::i18n::Lang;
use crate::tr;

/// What `/help` can explain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum HelpTopic {
    #[name = "The games and how to start"]
    Start,
    #[name = "How a turn works"]
    Turn,
    #[name = "Deadlines, reminders and vacations"]
    Clocks,
    #[name = "Ratings and leaderboards"]
    Ratings,
}

pub const ALL_HELP: [HelpTopic; 4] = [
    HelpTopic::Start,
    HelpTopic::Turn,
    HelpTopic::Clocks,
    HelpTopic::Ratings,
];

/// How manawell works, in short (only you see the answer).
#[poise::command(
    slash_command,
    ephemeral,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn help(
    ctx: Context<'_>,
    #[description = "What you want to know"] topic: Option<HelpTopic>,
) -> Result<(), Error> {
    let lang = locale::of_command(ctx).await.private;
    respond::command(ctx, true, async move {
        Answer::ephemeral(help_text(lang, topic))
    })
    .await
}

/// The text for a topic (how to start when none is given), in `lang`.
pub fn help_text(lang: Lang, topic: Option<HelpTopic>) -> String {
    match topic.unwrap_or(HelpTopic::Start) {
        HelpTopic::Start => tr!(lang, "help-start"),
        HelpTopic::Turn => tr!(lang, "help-turn"),
        HelpTopic::Clocks => tr!(lang, "help-clocks"),
        HelpTopic::Ratings => tr!(lang, "help-ratings"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every `/command sub` a help text names, as (command, subcommand).
    fn named(text: &str) -> Vec<(String, Option<String>)> {
        text.split('`')
            .skip(1)
            .step_by(2)
            .filter_map(|code| code.strip_prefix('/'))
            .map(|code| {
                let mut words = code.split_whitespace();
                let command = words.next().unwrap_or("").to_string();
                let sub = words.next().filter(|w| !w.contains(':')).map(String::from);
                (command, sub)
            })
            .collect()
    }

    type Command =
        poise::Command<crate::frontends::discord::Data, crate::frontends::discord::Error>;

    /// A command's name as a client speaking `lang` shows it.
    fn shown(lang: Lang, command: &Command) -> String {
        match lang {
            Lang::En => command.name.clone(),
            _ => command
                .name_localizations
                .get(lang.discord_locales()[0])
                .cloned()
                .unwrap_or_else(|| command.name.clone()),
        }
    }

    /// Every command a help text names exists, under the name a client speaking the
    /// help's language shows; and each text fits a message.
    #[test]
    fn every_command_the_help_names_exists_and_each_text_fits_a_message() {
        let commands = crate::frontends::discord::command_names::localised(
            crate::frontends::discord::commands::all(),
        );
        for lang in Lang::ALL {
            for topic in ALL_HELP {
                let text = help_text(lang, Some(topic));
                assert!(text.chars().count() <= 2000, "{lang} {topic:?}");
                let named = named(&text);
                assert!(named.len() >= 2, "{lang} {topic:?} names no command");
                for (command, sub) in named {
                    let found = commands
                        .iter()
                        .find(|c| shown(lang, c) == command)
                        .unwrap_or_else(|| panic!("{lang}: /{command} in {topic:?}"));
                    if let Some(sub) = sub {
                        assert!(
                            found.subcommands.iter().any(|s| shown(lang, s) == sub),
                            "{lang}: /{command} {sub} in {topic:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_english_help_reads_as_before() {
        let start = help_text(Lang::En, None);
        assert!(start.starts_with("**manawell: board games by post, at your own pace**\n"));
        assert!(start.contains("\n**Rivality** (2 to 4 players; 4 play as two teams): place"));
        assert!(start.ends_with("More: `/help topic:How a turn works`."));
        let turn = help_text(Lang::En, Some(HelpTopic::Turn));
        assert!(turn.contains("Choose the tile, the spot, the facing (and the order"));
        assert!(help_text(Lang::Fr, None).contains("\n**Rivality** (2 à 4 joueurs"));
    }
}
