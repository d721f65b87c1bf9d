//! `/help [topic]`, for the asker only.

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::views::help::{help_text, HelpTopic};
use crate::frontends::discord::wire::respond::{self, Answer};

/// Answers `/help` on `topic` (how to start when none is given).
pub async fn help(ctx: Context<'_>, topic: Option<HelpTopic>) -> Result<(), Error> {
    let lang = locale::of_command(ctx).await.private;
    respond::command(ctx, true, async move {
        Answer::ephemeral(help_text(lang, topic))
    })
    .await
}
