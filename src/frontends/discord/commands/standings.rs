//! `/profile [player]` and `/leaderboard [game] [everywhere]`: ratings from finished games
//! between players (the table service rates them; this only shows them).

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::standings;

/// A player's ratings, games and favourite game (only you see the answer).
#[poise::command(
    slash_command,
    ephemeral,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn profile(
    ctx: Context<'_>,
    #[description = "Whose profile (yours if you leave it out)"] player: Option<serenity::User>,
) -> Result<(), Error> {
    let who = player.as_ref().unwrap_or(ctx.author()).id.get();
    standings::profile(ctx, who).await
}

/// The best players of a game: in this server, or everywhere.
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game, e.g. \"Rivality, 2 players\" (the first rated one if left out)"]
    #[max_length = 60]
    game: Option<String>,
    #[description = "Everyone, not only this server's players"] everywhere: Option<bool>,
) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .map(|g| g.get())
        .filter(|_| !everywhere.unwrap_or(false));
    standings::leaderboard(ctx, game, guild).await
}
