//! `/profile`, `/leaderboard` and `/suramun leaderboard`: ratings and the daily
//! challenge's scores, as the table service keeps them.

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::views::standings::{daily_text, leaderboard_text, profile_text};
use crate::frontends::discord::wire::respond::{self, Answer};

/// `who`'s ratings, games and favourite game, for the asker only.
pub async fn profile(ctx: Context<'_>, who: u64) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    let lang = locale::of_command(ctx).await.private;
    respond::command(ctx, true, async move {
        match desk.profile(who).await {
            Ok(view) => Answer::ephemeral(profile_text(lang, &view)),
            Err(refusal) => refusal.answer(lang, 0),
        }
    })
    .await
}

/// The best players of `game` (the most played one when `None`), in `guild` only when
/// given; public.
pub async fn leaderboard(
    ctx: Context<'_>,
    game: Option<String>,
    guild: Option<u64>,
) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    let langs = locale::of_command(ctx).await;
    respond::command(ctx, false, async move {
        match desk.leaderboard(game, guild).await {
            Ok(view) => Answer::public(leaderboard_text(langs.public, &view, guild.is_some())),
            Err(refusal) => refusal.answer(langs.private, 0),
        }
    })
    .await
}

/// `/suramun leaderboard`: today's daily challenge, public, pinging nobody.
pub async fn daily(ctx: Context<'_>) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    let langs = locale::of_command(ctx).await;
    respond::command(ctx, false, async move {
        match desk.daily_board().await {
            Ok(view) => Answer::public(daily_text(langs.public, &view)),
            Err(refusal) => refusal.answer(langs.private, 0),
        }
    })
    .await
}
