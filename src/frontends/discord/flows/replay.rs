//! `/replay [game]`: the whole game as an animated picture, posted where it is asked
//! (players and spectators alike, a running game or a finished one), and a step-through
//! for the asker alone, one frame at a time with ◀ ▶. A finished game's moves come as a
//! text file too (`docs/replay-format.md`). Every frame is the public picture.
//!
//! The buttons carry the table and the frame to show in their id, nothing in memory: a
//! step-through from before a restart goes on working.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::Context;
use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::{Desk, ReplayFrameView, ReplayView};
use crate::frontends::discord::flows::click::Click;
use crate::frontends::discord::flows::here::table_here;
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::wire::custom_id::{Action, ComponentId};
use crate::frontends::discord::wire::redact;
use crate::frontends::discord::wire::respond::{self, Answer, Target};
use crate::i18n::Lang;
use crate::tr;

/// The public post: what the animation shows.
pub fn replay_text(lang: Lang, view: &ReplayView) -> String {
    let (table, title) = (view.table.to_string(), view.title.as_str());
    let moves = view.frames.saturating_sub(1);
    if view.finished {
        tr!(
            lang,
            "replay-whole",
            table = table,
            title = title,
            moves = moves
        )
    } else {
        tr!(
            lang,
            "replay-so-far",
            table = table,
            title = title,
            moves = moves
        )
    }
}

/// The step-through at `view.frame`: where it is, what happened, and ◀ ▶ (none for a
/// game with no move yet).
pub fn frame_message(
    lang: Lang,
    view: &ReplayFrameView,
) -> (String, Vec<serenity::CreateActionRow>) {
    let last = view.frames.saturating_sub(1);
    let (table, caption) = (view.table.to_string(), view.caption.as_str());
    let text = if view.frame == 0 {
        tr!(lang, "replay-frame-start", table = table, caption = caption)
    } else {
        tr!(
            lang,
            "replay-frame",
            table = table,
            frame = view.frame,
            last = last,
            caption = caption
        )
    };
    if last == 0 {
        return (text, Vec::new());
    }
    // Each button names the frame it shows; at either end it is off (and names a frame
    // of its own, as two buttons of a message may not share an id).
    let button = |frame: u64, label: &str, off: bool| {
        let id = ComponentId::new(view.table, frame, Action::Replay).to_string();
        serenity::CreateButton::new(id)
            .label(label)
            .style(serenity::ButtonStyle::Secondary)
            .disabled(off)
    };
    let back = button(view.frame.saturating_sub(1), "◀", view.frame == 0);
    let on = if view.frame >= last {
        button(last, "▶", true)
    } else {
        button(view.frame + 1, "▶", false)
    };
    (
        text,
        vec![serenity::CreateActionRow::Buttons(vec![back, on])],
    )
}

/// The file name of a finished game's moves.
pub fn export_name(table: u64) -> String {
    format!("manawell-game-{table}.txt")
}

/// `/replay [game]`: the whole game animated, then a step-through.
pub async fn replay(ctx: Context<'_>, game: Option<u64>) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    let langs = locale::of_command(ctx).await;
    let lang = langs.private;
    let mut follow: Option<(ReplayFrameView, Option<String>)> = None;
    respond::command(ctx, false, async {
        let table = match table_here(lang, ctx, desk.as_ref(), game).await {
            Ok(table) => table,
            Err(answer) => return answer,
        };
        answer_replay(langs, desk, table, ctx.author().id.get(), &mut follow).await
    })
    .await?;
    let Some((frame, export)) = follow else {
        return Ok(());
    };
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let http = &ctx.serenity_context().http;
    let table = frame.table;
    let (text, rows) = frame_message(lang, &frame);
    let step = serenity::CreateInteractionResponseFollowup::new()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new())
        .components(rows)
        .add_file(serenity::CreateAttachment::bytes(
            frame.png,
            "replay-frame.png",
        ));
    app.interaction
        .create_followup(http, step)
        .await
        .map_err(|e| redact::error(&e))?;
    if let Some(export) = export {
        // A message of its own: the step-through's updates replace its attachments.
        let file = serenity::CreateInteractionResponseFollowup::new()
            .content(tr!(
                lang,
                "replay-export",
                table = table.to_string(),
                file = export_name(table)
            ))
            .ephemeral(true)
            .allowed_mentions(serenity::CreateAllowedMentions::new())
            .add_file(serenity::CreateAttachment::bytes(
                export.into_bytes(),
                export_name(table),
            ));
        app.interaction
            .create_followup(http, file)
            .await
            .map_err(|e| redact::error(&e))?;
    }
    Ok(())
}

async fn answer_replay(
    langs: locale::Langs,
    desk: Arc<Desk>,
    table: u64,
    viewer: u64,
    follow: &mut Option<(ReplayFrameView, Option<String>)>,
) -> Answer {
    let view = match desk.replay(table, viewer).await {
        Ok(view) => view,
        Err(refusal) => return refusal.answer(langs.private, table),
    };
    let frame = match desk.replay_frame(table, 0, viewer).await {
        Ok(frame) => frame,
        Err(refusal) => return refusal.answer(langs.private, table),
    };
    let text = replay_text(langs.public, &view);
    *follow = Some((frame, view.export));
    Answer::public(text).with_file(&format!("replay-{table}.gif"), view.gif)
}

/// ◀ or ▶ in a step-through: that frame, in place of the one shown.
pub async fn click(click: &Click<'_>) -> Result<(), Error> {
    let table = click.id.table;
    let lang = locale::of_click(click).await.private;
    let work = async {
        match click
            .desk
            .replay_frame(table, click.id.version, click.user())
            .await
        {
            Ok(view) => {
                let (text, rows) = frame_message(lang, &view);
                Answer::update(text, rows).with_file("replay-frame.png", view.png)
            }
            Err(refusal) => refusal.answer(lang, table),
        }
    };
    click.answer(Target::UpdateClicked, work).await
}
