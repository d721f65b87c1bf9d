//! `/<game> play [move]`: a typed move played at once, as a confirmed panel would; without
//! one, the player's panel. A typed move that may lose the game at once (its stake) is
//! not played: the answer says what is at stake and where it is confirmed.

use std::sync::Arc;

use crate::frontends::discord::data::Context;
use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::Desk;
use crate::frontends::discord::flows::announce;
use crate::frontends::discord::flows::here::my_turn_here;
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::flows::rivalry::setup as rivalry_setup;
use crate::frontends::discord::flows::step_panel;
use crate::frontends::discord::flows::turn;
use crate::frontends::discord::views::steps::Picks;
use crate::frontends::discord::wire::respond::{self, Answer};
use crate::tr;

/// A typed move is played at once, as a confirmed panel would; without one, the panel.
pub async fn play(
    ctx: Context<'_>,
    desk: Arc<Desk>,
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
            return if step_panel::stepwise(&turn) {
                step_panel::panel_answer(
                    crate::frontends::discord::flows::locale::of_command(ctx)
                        .await
                        .private,
                    desk.as_ref(),
                    who,
                    &turn,
                    &Picks::default(),
                )
                .await
            } else {
                let picked = crate::frontends::discord::views::rivality::panel::Picked::default();
                turn::panel_answer(
                    crate::frontends::discord::flows::locale::of_command(ctx)
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
        // A move that may lose the game at once is not played from one line: the
        // panel previews it and Confirm plays it (resigning asks first too).
        if let Some(stake) = desk.stake(table, who, &text, lang).await {
            return Answer::ephemeral(tr!(lang, "stake-typed", stake = stake));
        }
        match desk.play(table, who, text, turn.version, lang).await {
            Ok(view) => {
                let account = view.account.join("\n");
                played = Some(view);
                Answer::ephemeral(tr!(lang, "played-account", account = account))
            }
            Err(refusal) => refusal.answer(lang, table),
        }
    })
    .await?;
    if let Some(view) = played {
        let lang = crate::frontends::discord::flows::locale::of_command(ctx)
            .await
            .public;
        announce::announce(&ctx.serenity_context().http, desk.as_ref(), &view, lang).await;
    }
    Ok(())
}
