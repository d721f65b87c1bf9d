//! `/help [topic]`: how manawell works, in short.

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::help as help_flow;
use crate::frontends::discord::views::help::HelpTopic;

/// How manawell works, in short (only you see the answer).
#[poise::command(
    slash_command,
    ephemeral,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn help(
    ctx: Context<'_>,
    #[description = "What you want to know"] topic: Option<HelpTopic>,
) -> Result<(), Error> {
    help_flow::help(ctx, topic).await
}
