//! Answering interactions within Discord's 3-second window.
//!
//! Discord shows "This interaction failed" when an interaction gets no callback within 3
//! seconds. Every answer goes through here: the work runs, and if it is not done after
//! `defer_after` (1.5 s by default; at once for the clicks on a game, whose work draws,
//! thinks or writes: [`HEAVY_DEFER_AFTER`]) the interaction is acknowledged first
//! (deferred) and the answer edits the deferred response when it is ready.
//!
//! Discord turns the first follow-up after a deferred answer into that answer: same place,
//! same visibility, whatever the follow-up's own flags say. So an answer whose visibility
//! differs from the deferral's (a private refusal to a public command) first deletes the
//! deferred "thinking" message, then goes out as a follow-up of its own.
//!
//! Every answer names the users it may ping (none unless listed) and fits in 2,000
//! characters.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::i18n::Lang;
use crate::tr;

use crate::frontends::discord::wire::markdown;

use crate::frontends::discord::wire::redact;

/// What went wrong answering: Discord's error, redacted.
pub type Error = Box<dyn std::error::Error + Send + Sync>;

/// What a command's shared data says about answering in time: how long work may run
/// before its interaction is deferred.
pub trait Timely {
    fn defer_after(&self) -> Duration;
}

/// How long work may run before the interaction is deferred: half of Discord's window,
/// leaving room for the network.
pub const DEFAULT_DEFER_AFTER: Duration = Duration::from_millis(1500);

/// How long work that draws, thinks or writes (every click on a game) may run before its
/// interaction is deferred: not at all. Its answer cannot be promised within a timer
/// when hundreds of games are played at once, and a timer fires late on a busy machine:
/// the click is acknowledged at once, and the answer edits the acknowledgement.
pub const HEAVY_DEFER_AFTER: Duration = Duration::ZERO;

/// What to show in answer to an interaction.
#[derive(Clone, Debug, Default)]
pub struct Answer {
    pub text: String,
    /// Seen only by the one who acted (always, for anything showing a hand).
    pub ephemeral: bool,
    /// A file to attach (a picture, a whole log): (file name, bytes).
    pub file: Option<(String, Vec<u8>)>,
    pub components: Vec<serenity::CreateActionRow>,
    /// For components: a new message, or an update of the clicked one.
    pub target: Target,
    /// The users this answer may ping (the players invited to a lobby); nobody else,
    /// whatever the text mentions.
    pub ping: Vec<u64>,
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

    pub fn with_file(mut self, name: &str, bytes: Vec<u8>) -> Answer {
        self.file = Some((name.to_string(), bytes));
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
        self.file
            .as_ref()
            .map(|(name, bytes)| serenity::CreateAttachment::bytes(bytes.clone(), name.clone()))
    }

    fn mentions(&self) -> serenity::CreateAllowedMentions {
        let users = self.ping.iter().map(|u| serenity::UserId::new(*u));
        serenity::CreateAllowedMentions::new().users(users)
    }

    fn content(&self) -> String {
        markdown::fit(&self.text)
    }

    fn message(&self) -> serenity::CreateInteractionResponseMessage {
        let mut message = serenity::CreateInteractionResponseMessage::new()
            .content(self.content())
            .ephemeral(self.ephemeral)
            .allowed_mentions(self.mentions())
            .components(self.components.clone());
        if let Some(file) = self.attachment() {
            message = message.add_file(file);
        }
        message
    }

    fn followup(&self) -> serenity::CreateInteractionResponseFollowup {
        let mut followup = serenity::CreateInteractionResponseFollowup::new()
            .content(self.content())
            .ephemeral(self.ephemeral)
            .allowed_mentions(self.mentions())
            .components(self.components.clone());
        if let Some(file) = self.attachment() {
            followup = followup.add_file(file);
        }
        followup
    }

    fn edit(&self) -> serenity::EditInteractionResponse {
        let mut edit = serenity::EditInteractionResponse::new()
            .content(self.content())
            .allowed_mentions(self.mentions())
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
    // The work goes on even if the deferral fails (the interaction is gone): a move half
    // answered, an AI turn half played, would otherwise stop where it stood.
    let deferred = defer().await;
    let done = work.await;
    deferred.map_err(|e| redact::error(&e))?;
    Ok((done, true))
}

/// Answers a slash command with what `work` produces. `ephemeral` is how the command
/// usually answers, which decides how to defer; an answer of the other kind (a refusal
/// to a public command) then goes out as a follow-up.
pub async fn command<U: Timely + Send + Sync, E>(
    ctx: poise::Context<'_, U, E>,
    ephemeral: bool,
    work: impl Future<Output = Answer>,
) -> Result<(), Error> {
    command_within(ctx, ephemeral, ctx.data().defer_after(), work).await
}

/// As [`command`], deferred at once: for work known to take seconds (a hint).
pub async fn command_slow<U: Send + Sync, E>(
    ctx: poise::Context<'_, U, E>,
    ephemeral: bool,
    work: impl Future<Output = Answer>,
) -> Result<(), Error> {
    command_within(ctx, ephemeral, Duration::ZERO, work).await
}

async fn command_within<U: Send + Sync, E>(
    ctx: poise::Context<'_, U, E>,
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
        let edited = interaction.edit_response(http, answer.edit()).await;
        match edited {
            Ok(_) => ping_anew(http, interaction, &answer).await,
            Err(e) => Err(e),
        }
    } else {
        in_place_of_thinking(http, interaction, &answer).await
    };
    result.map_err(|e| redact::error(&e).into())
}

/// Sends `answer` as a message of its own after a deferral of the other visibility:
/// the "thinking" message is deleted first, or Discord would put the answer in its place
/// with its visibility (a private refusal shown to everyone).
async fn in_place_of_thinking(
    http: &serenity::Http,
    interaction: &impl Deferred,
    answer: &Answer,
) -> Result<(), serenity::Error> {
    interaction.delete_thinking(http).await?;
    interaction.followup(http, answer.followup()).await
}

/// What [`in_place_of_thinking`] needs of a command or component interaction.
trait Deferred {
    async fn delete_thinking(&self, http: &serenity::Http) -> Result<(), serenity::Error>;
    async fn followup(
        &self,
        http: &serenity::Http,
        followup: serenity::CreateInteractionResponseFollowup,
    ) -> Result<(), serenity::Error>;
}

impl Deferred for serenity::CommandInteraction {
    async fn delete_thinking(&self, http: &serenity::Http) -> Result<(), serenity::Error> {
        self.delete_response(http).await
    }

    async fn followup(
        &self,
        http: &serenity::Http,
        followup: serenity::CreateInteractionResponseFollowup,
    ) -> Result<(), serenity::Error> {
        self.create_followup(http, followup).await.map(drop)
    }
}

impl Deferred for serenity::ComponentInteraction {
    async fn delete_thinking(&self, http: &serenity::Http) -> Result<(), serenity::Error> {
        self.delete_response(http).await
    }

    async fn followup(
        &self,
        http: &serenity::Http,
        followup: serenity::CreateInteractionResponseFollowup,
    ) -> Result<(), serenity::Error> {
        self.create_followup(http, followup).await.map(drop)
    }
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
    // An update of the clicked message, or an edit of a deferred answer: no notification.
    let edits =
        answer.target == Target::UpdateClicked && (!deferred || usual == Target::UpdateClicked);
    let result = if !deferred {
        let message = answer.message();
        let response = match answer.target {
            Target::NewMessage => serenity::CreateInteractionResponse::Message(message),
            Target::UpdateClicked => serenity::CreateInteractionResponse::UpdateMessage(message),
        };
        interaction.create_response(&ctx.http, response).await
    } else if usual == Target::NewMessage {
        // Deferred as an ephemeral "thinking" message: an ephemeral answer takes its
        // place; a public one must not.
        if answer.ephemeral {
            interaction
                .edit_response(&ctx.http, answer.edit())
                .await
                .map(drop)
        } else {
            in_place_of_thinking(&ctx.http, interaction, &answer).await
        }
    } else if answer.target == Target::UpdateClicked {
        interaction
            .edit_response(&ctx.http, answer.edit())
            .await
            .map(drop)
    } else {
        // A silent acknowledgement leaves no message behind: a follow-up is a message of
        // its own, with its own visibility.
        interaction
            .create_followup(&ctx.http, answer.followup())
            .await
            .map(drop)
    };
    let result = match result {
        Ok(()) if edits => ping_anew(&ctx.http, interaction, &answer).await,
        other => other,
    };
    result.map_err(|e| redact::error(&e).into())
}

/// Discord notifies nobody of an edit (nor of the answer that replaces a deferred
/// "thinking" message): an answer that pings someone and went out as an edit is
/// followed by a message of its own that mentions them, which notifies.
async fn ping_anew(
    http: &serenity::Http,
    interaction: &impl Deferred,
    answer: &Answer,
) -> Result<(), serenity::Error> {
    if answer.ping.is_empty() || answer.ephemeral {
        return Ok(());
    }
    let mentions: Vec<String> = answer.ping.iter().map(|u| format!("<@{u}>")).collect();
    let ping = serenity::CreateInteractionResponseFollowup::new()
        .content(mentions.join(" "))
        .allowed_mentions(answer.mentions());
    interaction.followup(http, ping).await
}

/// The answer to anything that went wrong on the bot's side, in English
/// ([`internal_error`] in the reader's language).
pub const INTERNAL_ERROR: &str =
    "Something went wrong on my side, sorry: nothing was changed. Please try again.";

/// [`INTERNAL_ERROR`] in `lang`.
pub fn internal_error(lang: Lang) -> String {
    tr!(lang, "refusal-failed")
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, Ordering};

    use super::*;

    /// The interaction may be gone by the time it is deferred (a busy machine, past
    /// Discord's 3 seconds): what the work was doing (a move, the AI's turn) still ends.
    #[tokio::test]
    async fn a_failed_deferral_still_lets_the_work_finish() {
        let finished = AtomicBool::new(false);
        let work = async {
            tokio::time::sleep(Duration::from_millis(30)).await;
            finished.store(true, Ordering::SeqCst);
        };
        let defer = || async { Err(serenity::Error::Other("Unknown interaction")) };
        let outcome = run_or_defer(Duration::from_millis(1), work, defer).await;
        assert!(outcome.is_err(), "the failed deferral is reported");
        assert!(
            finished.load(Ordering::SeqCst),
            "the work was dropped half done"
        );
    }
}
