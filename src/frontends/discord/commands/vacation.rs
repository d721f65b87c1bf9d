//! `/vacation start days:N` and `/vacation end`: a player's clocks stop while away, a few
//! days within any 30 (the table service keeps the count).

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::vacation::change;

/// Your clocks stop while you are away (7 days within any 30).
#[poise::command(
    slash_command,
    subcommands("start", "end"),
    subcommand_required,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn vacation(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Stop your clocks in every game for a few days.
#[poise::command(slash_command, ephemeral)]
async fn start(
    ctx: Context<'_>,
    #[description = "How many days (7 at most within any 30)"]
    #[min = 1]
    #[max = 7]
    days: u32,
) -> Result<(), Error> {
    change(ctx, Some(days)).await
}

/// End your vacation now: your clocks run again.
#[poise::command(slash_command, ephemeral)]
async fn end(ctx: Context<'_>) -> Result<(), Error> {
    change(ctx, None).await
}
