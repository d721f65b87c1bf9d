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
    /// For components: a new message, or an update of the clicked one.
    pub target: Target,
}

impl Answer {
    pub fn ephemeral(text: impl Into<String>) -> Answer {
        Answer {
            text: text.into(),
            ephemeral: true,
            ..Answer::default()
        }
    }

    /// Replaces the clicked message (components only).
    pub fn update(text: impl Into<String>, components: Vec<serenity::CreateActionRow>) -> Answer {
        Answer {
            text: text.into(),
            components,
            target: Target::UpdateClicked,
            ..Answer::default()
        }
    }

    pub fn with_image(mut self, name: &str, png: Vec<u8>) -> Answer {
        self.image = Some((name.to_string(), png));
        self
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

    fn followup(&self) -> serenity::CreateInteractionResponseFollowup {
        let mut followup = serenity::CreateInteractionResponseFollowup::new()
            .content(&self.text)
            .ephemeral(self.ephemeral)
            .components(self.components.clone());
        if let Some(file) = self.attachment() {
            followup = followup.add_file(file);
        }
        followup
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

/// Answers a slash command with what `work` produces. `ephemeral` is how the command
/// usually answers, which decides how to defer; an answer of the other kind (a refusal
/// to a public command) then goes out as a follow-up.
pub async fn command(
    ctx: Context<'_>,
    ephemeral: bool,
    work: impl Future<Output = Answer>,
) -> Result<(), Error> {
    command_within(ctx, ephemeral, ctx.data().defer_after, work).await
}

/// As [`command`], deferred at once: for work known to take seconds (a hint).
pub async fn command_slow(
    ctx: Context<'_>,
    ephemeral: bool,
    work: impl Future<Output = Answer>,
) -> Result<(), Error> {
    command_within(ctx, ephemeral, Duration::ZERO, work).await
}

async fn command_within(
    ctx: Context<'_>,
    ephemeral: bool,
    defer_after: Duration,
    work: impl Future<Output = Answer>,
) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Err("manawell has no prefix commands".into());
    };
    let interaction = app.interaction;
    let http = &app.serenity_context.http;
    let sent = || {
        app.has_sent_initial_response
            .store(true, std::sync::atomic::Ordering::SeqCst)
    };
    let defer = || async move {
        let ack = serenity::CreateInteractionResponseMessage::new().ephemeral(ephemeral);
        interaction
            .create_response(http, serenity::CreateInteractionResponse::Defer(ack))
            .await?;
        sent();
        Ok(())
    };
    let (answer, deferred) = run_or_defer(defer_after, work, defer).await?;
    let result = if !deferred {
        let response = serenity::CreateInteractionResponse::Message(answer.message());
        interaction
            .create_response(http, response)
            .await
            .map(|()| sent())
    } else if answer.ephemeral == ephemeral {
        interaction
            .edit_response(http, answer.edit())
            .await
            .map(drop)
    } else {
        interaction
            .create_followup(http, answer.followup())
            .await
            .map(drop)
    };
    result.map_err(|e| redact::error(&e).into())
}

/// How a component's answer is shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Target {
    /// A new message (ephemeral or not, per the answer).
    #[default]
    NewMessage,
    /// Replace the message whose component was used (the next step of a panel, the
    /// lobby with one more player).
    UpdateClicked,
}

/// Answers a component interaction with what `work` produces. `usual` is how this
/// component normally answers, which decides how to defer: a click that usually updates
/// its message is acknowledged silently; if the answer turns out to be something else
/// (a refusal), it goes out as a follow-up message.
pub async fn component(
    ctx: &serenity::Context,
    interaction: &serenity::ComponentInteraction,
    defer_after: Duration,
    usual: Target,
    work: impl Future<Output = Answer>,
) -> Result<(), Error> {
    let defer = || async move {
        let ack = match usual {
            Target::NewMessage => serenity::CreateInteractionResponse::Defer(
                serenity::CreateInteractionResponseMessage::new().ephemeral(true),
            ),
            Target::UpdateClicked => serenity::CreateInteractionResponse::Acknowledge,
        };
        interaction.create_response(&ctx.http, ack).await
    };
    let (answer, deferred) = run_or_defer(defer_after, work, defer).await?;
    let result = if !deferred {
        let message = answer.message();
        let response = match answer.target {
            Target::NewMessage => serenity::CreateInteractionResponse::Message(message),
            Target::UpdateClicked => serenity::CreateInteractionResponse::UpdateMessage(message),
        };
        interaction.create_response(&ctx.http, response).await
    } else if answer.target == usual && (usual == Target::UpdateClicked || answer.ephemeral) {
        interaction
            .edit_response(&ctx.http, answer.edit())
            .await
            .map(drop)
    } else {
        interaction
            .create_followup(&ctx.http, answer.followup())
            .await
            .map(drop)
    };
    result.map_err(|e| redact::error(&e).into())
}
