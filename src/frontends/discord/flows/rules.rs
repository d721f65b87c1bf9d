//! `/rivality rules`: Rivality's rules help, by topic, in the reader's language.

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::views::rules_text::{rules_text, RulesTopic};
use crate::frontends::discord::wire::respond::{self, Answer};

/// Answers `/rivality rules [topic]` (only the asker sees it).
pub async fn rivality(ctx: Context<'_>, topic: Option<RulesTopic>) -> Result<(), Error> {
    let lang = locale::of_command(ctx).await.private;
    respond::command(ctx, true, async move {
        Answer::ephemeral(rules_text(topic, lang))
    })
    .await
}
