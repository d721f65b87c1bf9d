//! `/moderate`: a server's moderators (Manage Server) and a stuck game of their server:
//! cancel it, or give a player's seat to someone else. Discord shows the command to
//! moderators only (`default_member_permissions`), and the permission is checked again
//! here, since a server may change who sees it.

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::Context;
use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::{Desk, Player, Refusal, TableView};
use crate::frontends::discord::flows::announce;
use crate::frontends::discord::flows::lobby::display_name;
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::wire::respond::{self, Answer};
use crate::i18n::Lang;
use crate::tr;

/// Cancel a stuck game, or give a seat to another player (moderators only).
#[poise::command(
    slash_command,
    subcommands("cancel", "seat"),
    subcommand_required,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn moderate(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The refusal to a member without Manage Server.
pub const NOT_A_MODERATOR: &str =
    "Only the server's moderators (with the Manage Server permission) can do that.";

/// The moderator's server; `None` unless the member has Manage Server there.
pub(super) fn moderator_guild(ctx: Context<'_>) -> Option<u64> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    let allowed = app
        .interaction
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(serenity::Permissions::MANAGE_GUILD));
    ctx.guild_id().filter(|_| allowed).map(|g| g.get())
}

/// Runs a moderator's action and posts its outcome in the game's place; `done`: what the
/// moderator is told, in `lang`, once it is done.
async fn act<F>(
    ctx: Context<'_>,
    lang: Lang,
    desk: std::sync::Arc<Desk>,
    table: u64,
    done: String,
    action: F,
) -> Result<(), Error>
where
    F: std::future::Future<Output = Result<TableView, Refusal>> + Send,
{
    let guild = moderator_guild(ctx);
    let mut changed = None;
    respond::command(ctx, true, async {
        if guild.is_none() {
            return Answer::ephemeral(tr!(lang, "not-a-moderator"));
        }
        match action.await {
            Ok(view) => {
                changed = Some(view);
                Answer::ephemeral(done)
            }
            Err(refusal) => refusal.answer(lang, table),
        }
    })
    .await?;
    if let Some(view) = changed {
        let lang = crate::frontends::discord::flows::locale::of_command(ctx)
            .await
            .public;
        announce::announce(&ctx.serenity_context().http, desk.as_ref(), &view, lang).await;
    }
    Ok(())
}

/// Cancel a game of this server that is stuck.
#[poise::command(slash_command)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "The game's number (see its thread's name)"] game: u64,
) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let action = {
        let desk = desk.clone();
        async move { desk.cancel_as_moderator(game, guild).await }
    };
    let lang = locale::of_command(ctx).await.private;
    let done = tr!(lang, "moderation-cancelled", table = game.to_string());
    act(ctx, lang, desk, game, done, action).await
}

/// Give a player's seat to someone else: they play on from where it stands.
#[poise::command(slash_command)]
pub async fn seat(
    ctx: Context<'_>,
    #[description = "The game's number (see its thread's name)"] game: u64,
    #[description = "The player who gives up the seat"] from: serenity::User,
    #[description = "Who takes the seat"] to: serenity::User,
) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    let guild = ctx.guild_id().map_or(0, |g| g.get());
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
    let lang = locale::of_command(ctx).await.private;
    let done = tr!(
        lang,
        "moderation-seat-given",
        from = format!("<@{}>", from.id),
        to = format!("<@{}>", to.id),
        table = game.to_string()
    );
    let action = {
        let desk = desk.clone();
        let from = from.id.get();
        async move { desk.give_seat(game, guild, from, player).await }
    };
    act(ctx, lang, desk, game, done, action).await
}
