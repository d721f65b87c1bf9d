//! `/vacation start days:N` and `/vacation end`: a player's clocks stop while away, a few
//! days within any 30 (the table service keeps the count).

use super::commands::NOT_READY;
use super::desk::{Refusal, VacationView};
use super::lobby_flow::refusal_answer;
use super::respond::{self, Answer};
use super::views::relative_time;
use super::{Context, Error};

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
    let Some(desk) = ctx.data().desk.clone() else {
        return respond::command(ctx, true, async { Answer::ephemeral(NOT_READY) }).await;
    };
    let who = ctx.author().id.get();
    respond::command(ctx, true, async move {
        match desk.vacation(who, days).await {
            Ok(view) => Answer::ephemeral(vacation_words(&view)),
            Err(refusal @ Refusal::Vacation(_)) => Answer::ephemeral(refusal.user_message(0)),
            Err(refusal) => refusal_answer(&refusal, 0),
        }
    })
    .await
}

/// What the player is told after a change.
pub fn vacation_words(view: &VacationView) -> String {
    match view.until {
        Some(until) => format!(
            "Enjoy your vacation: your clocks stop in every game until {}. \
             {} day(s) left within these 30. `/vacation end` when you are back early.",
            relative_time(until),
            view.days_left
        ),
        None => format!(
            "Welcome back: your clocks run again. {} day(s) of vacation left within these 30.",
            view.days_left
        ),
    }
}
