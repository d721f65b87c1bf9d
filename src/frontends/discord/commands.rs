//! The slash-command tree: `/rivality ...`, `/suramun ...`, `/games`.
//!
//! Commands only translate: they read the options, ask the table service, and show its
//! answer. Until the table service is wired in, the game commands say so (ephemerally)
//! instead of failing the interaction.

use poise::serenity_prelude as serenity;

pub use crate::frontends::discord::choices::{Deadline, Difficulty, Facing, Late};
pub use crate::frontends::discord::game_start::HUMANS_NEED_A_SERVER;
use crate::frontends::discord::lobby_flow::refused;
use crate::frontends::discord::locale;
use crate::frontends::discord::panel::Picked;
use crate::frontends::discord::respond::{self, Answer};
use crate::frontends::discord::rules_text::{rules_text, RulesTopic};
use crate::frontends::discord::{game_commands, game_start, hint_flow};
use crate::frontends::discord::{Context, Error};
use crate::table::kinds::GameOptions;
use crate::tr;

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<crate::frontends::discord::Data, Error>> {
    vec![
        rivality(),
        crate::frontends::discord::games::magistrar::magistrar(),
        crate::frontends::discord::games::aetherium::aetherium(),
        crate::frontends::discord::games::rivalry::rivalry(),
        suramun(),
        games(),
        crate::frontends::discord::vacation::vacation(),
        crate::frontends::discord::moderation::moderate(),
        crate::frontends::discord::standings::profile(),
        crate::frontends::discord::standings::leaderboard(),
        crate::frontends::discord::help::help(),
        crate::frontends::discord::server_settings::manawell(),
        crate::frontends::discord::replay_flow::replay(),
    ]
}

/// Every game command answers with this while the table service is not connected.
pub const NOT_READY: &str = "Games are not open yet on this bot: this part of manawell is \
still being built. `/rivality rules` works already.";

pub(super) async fn not_ready(ctx: Context<'_>) -> Result<(), Error> {
    let lang = locale::of_command(ctx).await.private;
    respond::command(ctx, true, async move {
        Answer::ephemeral(tr!(lang, "not-ready"))
    })
    .await
}

/// Rivality: place tiles, summon golems, control the battlefield.
#[poise::command(
    slash_command,
    subcommands(
        "new", "play", "board", "hand", "hint", "log", "takeback", "resign", "notify", "rules"
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

/// Suggestions for the `game` option: the caller's games in this channel.
async fn autocomplete_game(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    match ctx.data().desk.clone() {
        Some(desk) => game_commands::game_suggestions(ctx, desk, partial).await,
        None => Vec::new(),
    }
}

/// Suggestions for the `tile` option: the tiles in the caller's hand.
async fn autocomplete_tile(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    match ctx.data().desk.clone() {
        Some(desk) => game_commands::suggestions(ctx, desk, partial, false).await,
        None => Vec::new(),
    }
}

/// Suggestions for the `spot` option: the legal spots for the chosen tile.
async fn autocomplete_spot(ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    match ctx.data().desk.clone() {
        Some(desk) => game_commands::suggestions(ctx, desk, partial, true).await,
        None => Vec::new(),
    }
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
    #[autocomplete = "autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    let Some(desk) = ctx.data().desk.clone() else {
        return not_ready(ctx).await;
    };
    let picked = Picked {
        tile: tile.map(|t| t.trim().to_ascii_uppercase()),
        cell: spot.map(|c| c.trim().to_ascii_uppercase()),
        facing: facing.map(Facing::letter),
        order: None,
    };
    game_commands::play(ctx, desk, picked, game).await
}

/// Show the board of this thread's game.
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Which of your games here (when you play several in this channel)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    match ctx.data().desk.clone() {
        Some(desk) => game_commands::board(ctx, desk, game).await,
        None => not_ready(ctx).await,
    }
}

/// Show your hand (only you can see it).
#[poise::command(slash_command, ephemeral)]
pub async fn hand(
    ctx: Context<'_>,
    #[description = "Which of your games here (when you play several in this channel)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    match ctx.data().desk.clone() {
        Some(desk) => game_commands::hand(ctx, desk, game).await,
        None => not_ready(ctx).await,
    }
}

/// What the AI would play in your place, and how it expects the game to end (only you
/// see it).
#[poise::command(slash_command, ephemeral)]
pub async fn hint(
    ctx: Context<'_>,
    #[description = "Which of your games here (when you play several in this channel)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    match ctx.data().desk.clone() {
        Some(desk) => hint_flow::hint(ctx, desk, game).await,
        None => not_ready(ctx).await,
    }
}

/// Show what happened so far in this thread's game.
#[poise::command(slash_command)]
pub async fn log(
    ctx: Context<'_>,
    #[description = "Which of your games here (when you play several in this channel)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    match ctx.data().desk.clone() {
        Some(desk) => game_commands::log(ctx, desk, game).await,
        None => not_ready(ctx).await,
    }
}

/// Ask to take back your last move (until the next player acts; the others accept).
#[poise::command(slash_command)]
pub async fn takeback(
    ctx: Context<'_>,
    #[description = "Which of your games here (when you play several in this channel)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    match ctx.data().desk.clone() {
        Some(desk) => crate::frontends::discord::takeback_flow::ask(ctx, desk, game).await,
        None => not_ready(ctx).await,
    }
}

/// Resign from this thread's game (you are asked to confirm).
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Which of your games here (when you play several in this channel)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    match ctx.data().desk.clone() {
        Some(desk) => game_commands::resign(ctx, desk, game).await,
        None => not_ready(ctx).await,
    }
}

/// Choose how you hear that it is your turn: a mention in the game's thread, and a DM.
#[poise::command(slash_command, ephemeral)]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "Also send me a DM when it is my turn"] dm: bool,
) -> Result<(), Error> {
    let Some(desk) = ctx.data().desk.clone() else {
        return not_ready(ctx).await;
    };
    let who = ctx.author().id.get();
    let lang = locale::of_command(ctx).await.private;
    respond::command(ctx, true, async move {
        match desk.set_dm_pings(who, dm).await {
            Ok(()) if dm => Answer::ephemeral(tr!(lang, "notify-dm")),
            Ok(()) => Answer::ephemeral(tr!(lang, "notify-thread")),
            Err(refusal) => refused(lang, &refusal, 0),
        }
    })
    .await
}

/// The rules of Rivality, in short.
///
/// The answer is ephemeral: a rules look-up is for the one who asked, and the game's
/// thread stays readable.
#[poise::command(slash_command, ephemeral)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "What you want to know"] topic: Option<RulesTopic>,
) -> Result<(), Error> {
    let lang = crate::frontends::discord::locale::of_command(ctx)
        .await
        .private;
    respond::command(ctx, true, async move {
        Answer::ephemeral(rules_text(topic, lang))
    })
    .await
}

/// Solo Rivality against the wizard Suramun.
#[poise::command(
    slash_command,
    subcommands("start", "daily", "daily_leaderboard"),
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
    let Some(desk) = ctx.data().desk.clone() else {
        return not_ready(ctx).await;
    };
    let difficulty = difficulty.unwrap_or(Difficulty::Standard).name();
    let challenge = challenge
        .map(|c| c.trim().to_string())
        .filter(|c| !c.is_empty());
    game_start::solo(ctx, desk, difficulty, challenge).await
}

/// Play today's challenge: the same deal for everyone.
#[poise::command(slash_command)]
pub async fn daily(ctx: Context<'_>) -> Result<(), Error> {
    match ctx.data().desk.clone() {
        Some(desk) => game_start::solo(ctx, desk, "standard", Some("daily".into())).await,
        None => not_ready(ctx).await,
    }
}

/// Today's daily challenge: the best scores, then the earliest.
#[poise::command(slash_command, rename = "leaderboard")]
pub async fn daily_leaderboard(ctx: Context<'_>) -> Result<(), Error> {
    match ctx.data().desk.clone() {
        Some(desk) => crate::frontends::discord::standings::daily(ctx, desk).await,
        None => not_ready(ctx).await,
    }
}

/// Your games, across servers and DMs: the ones waiting for you first.
#[poise::command(
    slash_command,
    ephemeral,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    match ctx.data().desk.clone() {
        Some(desk) => game_commands::games(ctx, desk).await,
        None => not_ready(ctx).await,
    }
}
