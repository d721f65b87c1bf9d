//! `/suramun`: solo Rivality against the wizard Suramun, the daily challenge, and the
//! rules help of the solo mode (`rules.rs`, shared by every game).

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::game_start;
use crate::frontends::discord::flows::standings;
use crate::frontends::discord::views::choices::Difficulty;

/// Solo Rivality against the wizard Suramun.
#[poise::command(
    slash_command,
    subcommands(
        "start",
        "daily",
        "daily_leaderboard",
        "crate::frontends::discord::commands::rules::rules"
    ),
    subcommand_required,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn suramun(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Start a solo game (here or in a DM with the bot).
#[poise::command(slash_command)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "Beginner, Standard or Master scoring"] difficulty: Option<Difficulty>,
    #[description = "Play a shared challenge deal"]
    #[max_length = 32]
    challenge: Option<String>,
) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    let difficulty = difficulty.unwrap_or(Difficulty::Standard).name();
    let challenge = challenge
        .map(|c| c.trim().to_string())
        .filter(|c| !c.is_empty());
    game_start::solo(ctx, desk, difficulty, challenge).await
}

/// Play today's challenge: the same deal for everyone.
#[poise::command(slash_command)]
pub async fn daily(ctx: Context<'_>) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    game_start::solo(ctx, desk, "standard", Some("daily".into())).await
}

/// Today's daily challenge: the best scores, then the earliest.
#[poise::command(slash_command, rename = "leaderboard")]
pub async fn daily_leaderboard(ctx: Context<'_>) -> Result<(), Error> {
    standings::daily(ctx).await
}
