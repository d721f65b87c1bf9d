//! `/<game> notify`: how a player hears that it is their turn.

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::wire::respond::{self, Answer};
use crate::tr;

/// A DM on their turn besides the mention in the thread (`dm`), or the mention alone.
pub async fn set(ctx: Context<'_>, dm: bool) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    let who = ctx.author().id.get();
    let lang = locale::of_command(ctx).await.private;
    respond::command(ctx, true, async move {
        match desk.set_dm_pings(who, dm).await {
            Ok(()) if dm => Answer::ephemeral(tr!(lang, "notify-dm")),
            Ok(()) => Answer::ephemeral(tr!(lang, "notify-thread")),
            Err(refusal) => refusal.answer(lang, 0),
        }
    })
    .await
}
