//! `/vacation start days:N` and `/vacation end`: a player's clocks stop while away, a few
//! days within any 30 (the table service keeps the count).

use crate::frontends::discord::data::Context;
use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::VacationView;
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::wire::respond::{self, Answer};
use crate::frontends::discord::wire::time::relative_time;
use crate::i18n::Lang;
use crate::tr;

/// Your clocks stop while you are away (7 days within any 30).
#[poise::command(
    slash_command,
    subcommands("start", "end"),
    subcommand_required,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn vacation(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Stop your clocks in every game for a few days.
#[poise::command(slash_command, ephemeral)]
async fn start(
    ctx: Context<'_>,
    #[description = "How many days (7 at most within any 30)"]
    #[min = 1]
    #[max = 7]
    days: u32,
) -> Result<(), Error> {
    change(ctx, Some(days)).await
}

/// End your vacation now: your clocks run again.
#[poise::command(slash_command, ephemeral)]
async fn end(ctx: Context<'_>) -> Result<(), Error> {
    change(ctx, None).await
}

async fn change(ctx: Context<'_>, days: Option<u32>) -> Result<(), Error> {
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

/// What the player is told after a change.
pub fn vacation_words(lang: Lang, view: &VacationView) -> String {
    match view.until {
        Some(until) => tr!(
            lang,
            "vacation-started",
            until = relative_time(until),
            days = view.days_left
        ),
        None => tr!(lang, "vacation-ended", days = view.days_left),
    }
}
