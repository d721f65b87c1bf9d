//! `/<game> rules [topic]`: the rules of a game whose rules help is written once for
//! every front end.

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::rules;

async fn autocomplete_topic(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    rules::topics(ctx, partial).await
}

/// The rules of this game, in short (only you see them).
#[poise::command(slash_command, ephemeral)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "What you want to know"]
    #[autocomplete = "autocomplete_topic"]
    topic: Option<String>,
) -> Result<(), Error> {
    rules::game(ctx, topic).await
}
