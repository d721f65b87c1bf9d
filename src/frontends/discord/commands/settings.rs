//! `/manawell settings`: a server's defaults for new games, set by its moderators (Manage
//! Server): the time per move, what happens when it runs out, hints between players, the
//! channel games go to, the language of its posts. `/<game> new` takes the defaults for
//! whatever its creator leaves out.

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::settings;
use crate::frontends::discord::views::choices::{Deadline, Late, ServerLanguage};

/// manawell on this server.
#[poise::command(
    slash_command,
    subcommands("settings"),
    subcommand_required,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn manawell(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// What new games in this server start with (moderators only). Without options: shows them.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, ephemeral)]
async fn settings(
    ctx: Context<'_>,
    #[description = "Time each player has for a move"] deadline: Option<Deadline>,
    #[description = "When a player's time for a move runs out"] when_late: Option<Late>,
    #[description = "Allow /rivality hint (the AI's advice) between players"] hints: Option<bool>,
    #[description = "The channel new games go to, wherever they are opened"]
    #[channel_types("Text", "News", "Forum")]
    games_channel: Option<serenity::ChannelId>,
    #[description = "Let games be played in the channel they are opened in again"]
    games_anywhere: Option<bool>,
    #[description = "The language of the bot's posts in this server"] language: Option<
        ServerLanguage,
    >,
) -> Result<(), Error> {
    let change = settings::Change {
        deadline,
        when_late,
        hints,
        games_channel: games_channel.map(|c| c.get()),
        games_anywhere,
        language,
    };
    settings::settings(ctx, change).await
}
