//! `/<game> rules [topic]`: a game's rules help, by topic, in the reader's language.

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::locale;
use poise::serenity_prelude as serenity;

use crate::frontends::discord::views::rules_help;
use crate::frontends::discord::wire::respond::{self, Answer};

/// The game a subcommand belongs to: its group's name is the game's kind.
fn kind_of(ctx: Context<'_>) -> String {
    ctx.parent_commands()
        .first()
        .map_or_else(String::new, |group| group.name.clone())
}

/// Answers `/<game> rules [topic]` for the game of the command's group.
pub async fn game(ctx: Context<'_>, topic: Option<String>) -> Result<(), Error> {
    let lang = locale::of_command(ctx).await.private;
    let text = rules_help::answer(&kind_of(ctx), topic.as_deref(), lang);
    respond::command(ctx, true, async move { Answer::ephemeral(text) }).await
}

/// Suggestions for the `topic` option, in the asker's language.
pub async fn topics(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let lang = locale::of_command(ctx).await.private;
    rules_help::suggestions(&kind_of(ctx), partial, lang)
}
