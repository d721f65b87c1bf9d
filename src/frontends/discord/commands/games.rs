//! `/games`: a player's games, across servers and DMs.

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::here;

/// Your games, across servers and DMs: the ones waiting for you first.
#[poise::command(
    slash_command,
    ephemeral,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    here::games(ctx, desk).await
}
