//! `/rivality`: place tiles, summon golems, control the battlefield. Its own part: `new`,
//! `play` with its tile, spot and facing options, `hand` and `hint`; the rest of the group
//! (the rules help too) is shared by every game (`shared.rs`, `rules.rs`).

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::{game_start, here, hint};
use crate::frontends::discord::views::choices::{Deadline, Facing, Late};
use crate::frontends::discord::views::rivality::panel::Picked;
use crate::table::kinds::GameOptions;

/// Rivality: place tiles, summon golems, control the battlefield.
#[poise::command(
    slash_command,
    subcommands(
        "new",
        "play",
        "crate::frontends::discord::commands::shared::board",
        "hand",
        "hint",
        "crate::frontends::discord::commands::shared::log",
        "crate::frontends::discord::commands::shared::takeback",
        "crate::frontends::discord::commands::shared::resign",
        "crate::frontends::discord::commands::shared::notify",
        "crate::frontends::discord::commands::rules::rules"
    ),
    subcommand_required,
    install_context = "Guild",
    interaction_context = "Guild|BotDm"
)]
pub async fn rivality(_ctx: Context<'_>) -> Result<(), Error> {
    // Never called: Discord only sends subcommands.
    Ok(())
}

/// Open a table in this channel: players join with the buttons, or are invited.
// Each argument is a slash-command option: poise reads them from the signature.
// Not `guild_only`: in a DM with the bot a game against the AI is played right there.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "Number of players"]
    #[min = 2]
    #[max = 4]
    players: u8,
    #[description = "Expert rules: delayed spells and besieged tiles"] expert: Option<bool>,
    #[description = "Time each player has for a move"] deadline: Option<Deadline>,
    #[description = "Invite a player"] invite1: Option<serenity::User>,
    #[description = "Invite a player"] invite2: Option<serenity::User>,
    #[description = "Invite a player"] invite3: Option<serenity::User>,
    #[description = "Play against the AI: it takes the other seats"] vs_ai: Option<bool>,
    #[description = "When a player's time for a move runs out"] when_late: Option<Late>,
    #[description = "Allow /rivality hint (the AI's advice) between the players"] hints: Option<
        bool,
    >,
) -> Result<(), Error> {
    let opening = game_start::Opening {
        options: GameOptions::Rivality(crate::engines::rivality::Options {
            players,
            expert: expert.unwrap_or(false),
        }),
        invited: [invite1, invite2, invite3].into_iter().flatten().collect(),
        vs_ai: vs_ai.unwrap_or(false),
        deadline,
        when_late,
        hints,
    };
    game_start::open(ctx, opening).await
}

/// Suggestions for the `tile` option: the tiles in the caller's hand.
async fn autocomplete_tile(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let desk = ctx.data().desk.clone();
    here::suggestions(ctx, desk, partial, false).await
}

/// Suggestions for the `spot` option: the legal spots for the chosen tile.
async fn autocomplete_spot(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let desk = ctx.data().desk.clone();
    here::suggestions(ctx, desk, partial, true).await
}

/// Take your turn: opens your panel, or plays the move given in the options.
#[poise::command(slash_command)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "The tile from your hand"]
    #[autocomplete = "autocomplete_tile"]
    tile: Option<String>,
    #[description = "Where to place it"]
    #[autocomplete = "autocomplete_spot"]
    spot: Option<String>,
    #[description = "Which way its front faces"] facing: Option<Facing>,
    #[description = "Which of your games here (when you play several in this channel)"]
    #[autocomplete = "crate::frontends::discord::commands::shared::autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    let picked = Picked {
        tile: tile.map(|t| t.trim().to_ascii_uppercase()),
        cell: spot.map(|c| c.trim().to_ascii_uppercase()),
        facing: facing.map(Facing::letter),
        order: None,
    };
    here::play(ctx, desk, picked, game).await
}

/// Show your hand (only you can see it).
#[poise::command(slash_command, ephemeral)]
pub async fn hand(
    ctx: Context<'_>,
    #[description = "Which of your games here (when you play several in this channel)"]
    #[autocomplete = "crate::frontends::discord::commands::shared::autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    here::hand(ctx, desk, game).await
}

/// What the AI would play in your place, and how it expects the game to end (only you
/// see it).
#[poise::command(slash_command, ephemeral)]
pub async fn hint(
    ctx: Context<'_>,
    #[description = "Which of your games here (when you play several in this channel)"]
    #[autocomplete = "crate::frontends::discord::commands::shared::autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    hint::hint(ctx, desk, game).await
}
