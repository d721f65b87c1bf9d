//! Answering interactions within Discord's 3-second window.
//!
//! Discord shows "This interaction failed" when an interaction gets no callback within 3
//! seconds. Every answer goes through here: the work runs, and if it is not done after
//! `defer_after` (1.5 s by default) the interaction is acknowledged first (deferred) and
//! the answer edits the deferred response when it is ready.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::{redact, Context, Error};

/// How long work may run before the interaction is deferred: half of Discord's window,
/// leaving room for the network.
pub const DEFAULT_DEFER_AFTER: Duration = Duration::from_millis(1500);

/// What to show in answer to an interaction.
#[derive(Clone, Debug, Default)]
pub struct Answer {
    pub text: String,
    /// Seen only by the one who acted (always, for anything showing a hand).
    pub ephemeral: bool,
    /// A PNG to attach: (file name, bytes).
    pub image: Option<(String, Vec<u8>)>,
    pub components: Vec<serenity::CreateActionRow>,
}

impl Answer {
    pub fn ephemeral(text: impl Into<String>) -> Answer {
        Answer {
            text: text.into(),
            ephemeral: true,
            ..Answer::default()
        }
    }

    pub fn public(text: impl Into<String>) -> Answer {
        Answer {
            text: text.into(),
            ephemeral: false,
            ..Answer::default()
        }
    }

    fn attachment(&self) -> Option<serenity::CreateAttachment> {
        self.image
            .as_ref()
            .map(|(name, bytes)| serenity::CreateAttachment::bytes(bytes.clone(), name.clone()))
    }

    fn message(&self) -> serenity::CreateInteractionResponseMessage {
        let mut message = serenity::CreateInteractionResponseMessage::new()
            .content(&self.text)
            .ephemeral(self.ephemeral)
            .components(self.components.clone());
        if let Some(file) = self.attachment() {
            message = message.add_file(file);
        }
        message
    }

    fn edit(&self) -> serenity::EditInteractionResponse {
        let mut edit = serenity::EditInteractionResponse::new()
            .content(&self.text)
            .components(self.components.clone());
        if let Some(file) = self.attachment() {
            edit = edit.new_attachment(file);
        }
        edit
    }
}

/// Runs `work`; `true` when it had to be deferred (it took longer than `defer_after`, or
/// `defer_after` is zero, which the tests use to take the deferred path every time).
async fn run_or_defer<T, D>(
    defer_after: Duration,
    work: impl Future<Output = T>,
    defer: impl FnOnce() -> D,
) -> Result<(T, bool), Error>
where
    D: Future<Output = Result<(), serenity::Error>>,
{
    tokio::pin!(work);
    if !defer_after.is_zero() {
        if let Ok(done) = tokio::time::timeout(defer_after, &mut work).await {
            return Ok((done, false));
        }
    }
    defer().await.map_err(|e| redact::error(&e))?;
    Ok((work.await, true))
}

/// Answers a slash command with what `work` produces.
pub async fn command(
    ctx: Context<'_>,
    ephemeral: bool,
    work: impl Future<Output = Answer>,
) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Err("manawell has no prefix commands".into());
    };
    let interaction = app.interaction;
    let http = &app.serenity_context.http;
    let defer_after = ctx.data().defer_after;
    let defer = || async move {
        let ack = serenity::CreateInteractionResponseMessage::new().ephemeral(ephemeral);
        interaction
            .create_response(http, serenity::CreateInteractionResponse::Defer(ack))
            .await?;
        app.has_sent_initial_response
            .store(true, std::sync::atomic::Ordering::SeqCst);
        Ok(())
    };
    let (answer, deferred) = run_or_defer(defer_after, work, defer).await?;
    let result = if deferred {
        interaction
            .edit_response(http, answer.edit())
            .await
            .map(drop)
    } else {
        let answer = Answer {
            ephemeral,
            ..answer
        };
        let response = serenity::CreateInteractionResponse::Message(answer.message());
        interaction.create_response(http, response).await.map(|()| {
            app.has_sent_initial_response
                .store(true, std::sync::atomic::Ordering::SeqCst);
        })
    };
    result.map_err(|e| redact::error(&e).into())
}

/// How a component's answer is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A new message (ephemeral or not, per the answer).
    NewMessage,
    /// Replace the message whose component was used (e.g. the next step of a panel).
    UpdateClicked,
}

/// Answers a component interaction with what `work` produces.
pub async fn component(
    ctx: &serenity::Context,
    interaction: &serenity::ComponentInteraction,
    defer_after: Duration,
    target: Target,
    ephemeral: bool,
    work: impl Future<Output = Answer>,
) -> Result<(), Error> {
    let defer = || async move {
        let ack = match target {
            Target::NewMessage => serenity::CreateInteractionResponse::Defer(
                serenity::CreateInteractionResponseMessage::new().ephemeral(ephemeral),
            ),
            Target::UpdateClicked => serenity::CreateInteractionResponse::Acknowledge,
        };
        interaction.create_response(&ctx.http, ack).await
    };
    let (answer, deferred) = run_or_defer(defer_after, work, defer).await?;
    let result = if deferred {
        interaction
            .edit_response(&ctx.http, answer.edit())
            .await
            .map(drop)
    } else {
        let message = Answer {
            ephemeral,
            ..answer
        }
        .message();
        let response = match target {
            Target::NewMessage => serenity::CreateInteractionResponse::Message(message),
            Target::UpdateClicked => serenity::CreateInteractionResponse::UpdateMessage(message),
        };
        interaction.create_response(&ctx.http, response).await
    };
    result.map_err(|e| redact::error(&e).into())
}
