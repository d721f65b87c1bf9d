//! The command groups of the games played with the step-by-step panel (`/magistrar`,
//! `/aetherium`): each game's file holds what only it has (`new`'s options, its rules);
//! the rest of a group is the commands every game shares (`board`, `log`, `takeback`,
//! `resign`, `notify` in `commands.rs`, and `play` here). Rivality's group, with its
//! hand, hints and tile-and-spot panel, is in `commands.rs`.

pub mod aetherium;
pub mod magistrar;
pub mod rivalry;
pub mod rivalry_setup;
pub mod rules;

use std::sync::Arc;

use crate::frontends::discord::commands::not_ready;
use crate::frontends::discord::desk::Desk;
use crate::frontends::discord::game_commands::{self, my_turn_here};
use crate::frontends::discord::lobby_flow::refused;
use crate::frontends::discord::locale;
use crate::frontends::discord::respond::{self, Answer};
use crate::frontends::discord::steps::Picks;
use crate::frontends::discord::{step_flow, turn_flow, Context, Error};
use crate::tr;

/// Take your turn: opens your panel, or plays the move you type.
#[poise::command(slash_command, rename = "play")]
pub async fn play_typed(
    ctx: Context<'_>,
    #[description = "Your move as the notation writes it (empty: the panel)"]
    #[rename = "move"]
    // Room for Rivalry's longest set-up line (25 units on 25 tiles, about 220 characters),
    // well within Discord's own limit of 6000.
    #[max_length = 300]
    typed: Option<String>,
    #[description = "Which of your games here (when you play several in this channel)"]
    #[autocomplete = "autocomplete_game"]
    game: Option<u64>,
) -> Result<(), Error> {
    match ctx.data().desk.clone() {
        Some(desk) => play(ctx, desk, typed, game).await,
        None => not_ready(ctx).await,
    }
}

async fn autocomplete_game(
    ctx: Context<'_>,
    partial: &str,
) -> Vec<poise::serenity_prelude::AutocompleteChoice> {
    match ctx.data().desk.clone() {
        Some(desk) => game_commands::game_suggestions(ctx, desk, partial).await,
        None => Vec::new(),
    }
}

/// A typed move is played at once, as a confirmed panel would; without one, the panel.
async fn play(
    ctx: Context<'_>,
    desk: Arc<dyn Desk>,
    typed: Option<String>,
    game: Option<u64>,
) -> Result<(), Error> {
    let who = ctx.author().id.get();
    let lang = locale::of_command(ctx).await.private;
    let mut played = None;
    respond::command(ctx, true, async {
        let (table, turn) = match my_turn_here(lang, ctx, desk.as_ref(), game).await {
            Ok(found) => found,
            Err(answer) => return answer,
        };
        let Some(text) = typed
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
        else {
            if let Some(setup) = rivalry_setup::open(lang, &turn) {
                return setup;
            }
            return if step_flow::stepwise(&turn) {
                step_flow::panel_answer(
                    crate::frontends::discord::locale::of_command(ctx)
                        .await
                        .private,
                    desk.as_ref(),
                    who,
                    &turn,
                    &Picks::default(),
                )
                .await
            } else {
                let picked = crate::frontends::discord::panel::Picked::default();
                turn_flow::panel_answer(
                    crate::frontends::discord::locale::of_command(ctx)
                        .await
                        .private,
                    desk.as_ref(),
                    who,
                    &turn,
                    &picked,
                    0,
                )
                .await
            };
        };
        match desk.play(table, who, text, turn.version, lang).await {
            Ok(view) => {
                let account = view.account.join("\n");
                played = Some(view);
                Answer::ephemeral(tr!(lang, "played-account", account = account))
            }
            Err(refusal) => refused(lang, &refusal, table),
        }
    })
    .await?;
    if let Some(view) = played {
        let lang = crate::frontends::discord::locale::of_command(ctx)
            .await
            .public;
        turn_flow::announce(&ctx.serenity_context().http, desk.as_ref(), &view, lang).await;
    }
    Ok(())
}
