//! `/vacation`: a player's clocks stop while away.

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::views::vacation::vacation_words;
use crate::frontends::discord::wire::respond::{self, Answer};

/// `Some(days)`: the asker goes on vacation; `None`: their vacation ends now.
pub async fn change(ctx: Context<'_>, days: Option<u32>) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    let who = ctx.author().id.get();
    let lang = locale::of_command(ctx).await.private;
    respond::command(ctx, true, async move {
        match desk.vacation(who, days).await {
            Ok(view) => Answer::ephemeral(vacation_words(lang, &view)),
            Err(refusal) => refusal.answer(lang, 0),
        }
    })
    .await
}
