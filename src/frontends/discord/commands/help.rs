//! `/help [topic]`: what the bot plays, how to start, how a turn goes, and where the
//! rest is. Every command it names exists (a test reads them against the command tree).

use crate::frontends::discord::data::Context;
use crate::frontends::discord::data::Error;
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::wire::respond::{self, Answer};
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
