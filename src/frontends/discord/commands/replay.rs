//! `/replay [game]`: a game from its start, animated, and a step-through.

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::replay as replay_flow;

/// Replay a game as an animated picture, and step through it yourself.
#[poise::command(
    slash_command,
    install_context = "Guild",
    interaction_context = "Guild|BotDm"
)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "Which game (its number); this thread's game if left out"] game: Option<u64>,
) -> Result<(), Error> {
    replay_flow::replay(ctx, game).await
}
