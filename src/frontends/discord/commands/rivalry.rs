//! `/rivalry`: the war for the Isle of Cannebar. Its own part: `new` (an opponent or the
//! AI) and the rules help; the set-up panel (`flows/rivalry/setup.rs`) opens from `play`
//! or "Take my turn" while the table waits for the player's sealed set-up; the rest is
//! shared (`shared.rs`).

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::Context;
use crate::frontends::discord::data::Error;
use crate::frontends::discord::flows::game_start::{self, Opening};
use crate::frontends::discord::views::choices::{Deadline, Late};
use crate::table::kinds::GameOptions;

/// Rivalry: the Republic against the Kingdom, for the Isle of Cannebar.
#[poise::command(
    slash_command,
    subcommands(
        "new",
        "crate::frontends::discord::commands::shared::play_typed",
        "crate::frontends::discord::commands::shared::board",
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
pub async fn rivalry(_ctx: Context<'_>) -> Result<(), Error> {
    // Never called: Discord only sends subcommands.
    Ok(())
}

/// Open a Rivalry table here: invite your opponent, or let anyone join; or play the AI.
#[poise::command(slash_command)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "Invite your opponent"] opponent: Option<serenity::User>,
    #[description = "Play against the AI: it takes the other seat"] vs_ai: Option<bool>,
    #[description = "Time each player has for a move"] deadline: Option<Deadline>,
    #[description = "When a player's time for a move runs out"] when_late: Option<Late>,
) -> Result<(), Error> {
    let opening = Opening {
        // The first seat plays the Republic, who moves first after the set-up.
        options: GameOptions::Rivalry(Default::default()),
        invited: opponent.into_iter().collect(),
        vs_ai: vs_ai.unwrap_or(false),
        deadline,
        when_late,
        // The AI's advice is Rivality's only.
        hints: Some(false),
    };
    game_start::open(ctx, opening).await
}
