//! `/moderate`: a server's moderators and a stuck game of their server: cancel it, or give
//! a player's seat to someone else. The permission is checked here again, since a server
//! may change who sees the command.

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::desk::{Desk, Player, Refusal, TableView};
use crate::frontends::discord::flows::announce;
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::wire::respond::{self, Answer};
use crate::i18n::Lang;
use crate::tr;

/// The refusal to a member without Manage Server.
pub const NOT_A_MODERATOR: &str =
    "Only the server's moderators (with the Manage Server permission) can do that.";

/// The moderator's server; `None` unless the member has Manage Server there.
pub fn moderator_guild(ctx: Context<'_>) -> Option<u64> {
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

/// A moderator takes back the web board links of `game`, a game of this server.
pub async fn revoke_board(ctx: Context<'_>, game: u64) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    let guild = moderator_guild(ctx);
    let lang = locale::of_command(ctx).await.private;
    respond::command(ctx, true, async move {
        let Some(guild) = guild else {
            return Answer::ephemeral(tr!(lang, "not-a-moderator"));
        };
        match desk.revoke_board_as_moderator(game, guild).await {
            Ok(_) => Answer::ephemeral(tr!(
                lang,
                "moderation-board-revoked",
                table = game.to_string()
            )),
            Err(refusal) => refusal.answer(lang, game),
        }
    })
    .await
}

/// A moderator cancels `game`, a game of this server.
pub async fn cancel(ctx: Context<'_>, game: u64) -> Result<(), Error> {
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

/// A moderator gives `from`'s seat in `game` to `to`.
pub async fn give_seat(
    ctx: Context<'_>,
    game: u64,
    from: u64,
    player: Player,
) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let lang = locale::of_command(ctx).await.private;
    let done = tr!(
        lang,
        "moderation-seat-given",
        from = format!("<@{from}>"),
        to = format!("<@{}>", player.id),
        table = game.to_string()
    );
    let action = {
        let desk = desk.clone();
        async move { desk.give_seat(game, guild, from, player).await }
    };
    act(ctx, lang, desk, game, done, action).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_refusal_to_a_member_reads_as_the_constant() {
        assert_eq!(tr!(Lang::En, "not-a-moderator"), NOT_A_MODERATOR);
    }
}
