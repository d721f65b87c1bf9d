//! `/moderate`: a server's moderators (Manage Server) and a stuck game of their server:
//! cancel it, or give a player's seat to someone else. Discord shows the command to
//! moderators only (`default_member_permissions`), and the permission is checked again
//! here, since a server may change who sees it.

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::desk::Player;
use crate::frontends::discord::flows::lobby::display_name;
use crate::frontends::discord::flows::moderation;

/// Cancel a stuck game, or give a seat to another player (moderators only).
#[poise::command(
    slash_command,
    subcommands("cancel", "seat", "revoke_board"),
    subcommand_required,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn moderate(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Take back a game's web board links: pages opened from them stop working.
#[poise::command(slash_command, rename = "revoke-board")]
pub async fn revoke_board(
    ctx: Context<'_>,
    #[description = "The game's number (see its thread's name)"] game: u64,
) -> Result<(), Error> {
    moderation::revoke_board(ctx, game).await
}

/// Cancel a game of this server that is stuck.
#[poise::command(slash_command)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "The game's number (see its thread's name)"] game: u64,
) -> Result<(), Error> {
    moderation::cancel(ctx, game).await
}

/// Give a player's seat to someone else: they play on from where it stands.
#[poise::command(slash_command)]
pub async fn seat(
    ctx: Context<'_>,
    #[description = "The game's number (see its thread's name)"] game: u64,
    #[description = "The player who gives up the seat"] from: serenity::User,
    #[description = "Who takes the seat"] to: serenity::User,
) -> Result<(), Error> {
    let member = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .data
            .resolved
            .members
            .get(&to.id)
            .map(|m| m.nick.clone()),
        poise::Context::Prefix(_) => None,
    };
    // The server nickname when Discord sent it, else the display name.
    let name = match member.flatten() {
        Some(nick) => crate::frontends::discord::wire::markdown::escape_name(&nick),
        None => display_name(None, &to),
    };
    let player = Player {
        id: to.id.get(),
        name,
    };
    moderation::give_seat(ctx, game, from.id.get(), player).await
}
