//! The subcommands every game's group shares: `play` (a typed move, or the panel),
//! `board`, `log`, `takeback`, `resign`, `notify`, and the `game` option's suggestions.

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::{
    here, notify as notify_flow, takeback as takeback_flow, typed,
};

/// Suggestions for the `game` option: the caller's games in this channel.
pub async fn autocomplete_game(
    ctx: Context<'_>,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    let desk = ctx.data().desk.clone();
    here::game_suggestions(ctx, desk, partial).await
}

/// Take your turn: opens your panel, or plays the move you type.
#[poise::command(slash_command, rename = "play")]
pub async fn play_typed(
    ctx: Context<'_>,
    #[description = "Your move as the notation writes it (empty: the panel)"]
    #[rename = "move"]
    // Room for Rivalry's longest set-up line (25 units on 25 tiles, about 220 characters),
    // well within Discord's own limit of 6000.
    #[max_length = 300]
    typed: Option<String>,
    #[description = "Which of your games here (when you play several in this channel)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    typed::play(ctx, desk, typed, game).await
}

/// Show the board of this thread's game.
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Which of your games here (when you play several in this channel)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    here::board(ctx, desk, game).await
}

/// Show what happened so far in this thread's game.
#[poise::command(slash_command)]
pub async fn log(
    ctx: Context<'_>,
    #[description = "Which of your games here (when you play several in this channel)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    here::log(ctx, desk, game).await
}

/// Ask to take back your last move (until the next player acts; the others accept).
#[poise::command(slash_command)]
pub async fn takeback(
    ctx: Context<'_>,
    #[description = "Which of your games here (when you play several in this channel)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    takeback_flow::ask(ctx, desk, game).await
}

/// Resign from this thread's game (you are asked to confirm).
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Which of your games here (when you play several in this channel)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    here::resign(ctx, desk, game).await
}

/// Choose how you hear that it is your turn: a mention in the game's thread, and a DM.
#[poise::command(slash_command, ephemeral)]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "Also send me a DM when it is my turn"] dm: bool,
) -> Result<(), Error> {
    notify_flow::set(ctx, dm).await
}
