//! The framework's settings: the commands, the global event handler (clicks go to
//! [`route`]), and the answer to every failure the framework meets.

use poise::serenity_prelude as serenity;
use tracing::{error, info, warn};

use crate::frontends::discord::app::command_names;
use crate::frontends::discord::commands;
use crate::frontends::discord::data::{Context, Data, Error};
use crate::frontends::discord::flows::route;
use crate::frontends::discord::wire::redact;
use crate::frontends::discord::wire::respond::internal_error;
use crate::i18n::Lang;
use crate::tr;

/// Why the framework could not run a command, as its clicker reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommandTrouble {
    /// An option's value did not read.
    UnreadableOption,
    /// Options of a shape this version does not register.
    OlderCommand,
    /// A server command used in DMs.
    ServerOnly,
    /// A command the bot no longer has.
    UnknownCommand,
}

impl CommandTrouble {
    pub fn message(self, lang: Lang) -> String {
        match self {
            CommandTrouble::UnreadableOption => tr!(lang, "shell-unreadable-option"),
            CommandTrouble::OlderCommand => tr!(lang, "shell-older-command"),
            CommandTrouble::ServerOnly => tr!(lang, "shell-server-only"),
            CommandTrouble::UnknownCommand => tr!(lang, "shell-unknown-command"),
        }
    }
}

/// The language of the framework's own answers: the clicker's Discord locale, else the
/// server's. Not [`locale::of_command`]: that reads the server's settings, and the
/// database may be what failed.
fn private_lang(user_locale: Option<&str>, guild_locale: Option<&str>) -> Lang {
    Lang::for_private(user_locale, Lang::for_public(None, guild_locale))
}

fn lang_of(ctx: Context<'_>) -> Lang {
    let guild_locale = match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    private_lang(ctx.locale(), guild_locale)
}

/// The framework's settings: the commands, the global event handler, the error handler.
pub fn framework_options() -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: command_names::localised(commands::all()),
        event_handler: |ctx, event, framework, data| {
            Box::pin(event_handler(ctx, event, framework, data))
        },
        on_error: |error| Box::pin(on_error(error)),
        // Owners are not used (no owner-only command); skipping this saves a request to
        // `/oauth2/applications/@me` at start-up.
        initialize_owners: false,
        // Replies sent through poise (error answers) ping nobody, whatever they quote.
        allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
        ..Default::default()
    }
}

async fn event_handler(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    _framework: poise::FrameworkContext<'_, Data, Error>,
    data: &Data,
) -> Result<(), Error> {
    match event {
        serenity::FullEvent::Ready { data_about_bot } => {
            info!(user = %data_about_bot.user.name, guilds = data_about_bot.guilds.len(), "connected to the gateway");
        }
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(component),
        } => {
            answering_panics(&ctx.http, component, route::handle(ctx, component, data)).await?;
        }
        _ => {}
    }
    Ok(())
}

/// Every failure ends in an ephemeral answer (when there is an interaction to answer) and a
/// log line; the error text shown to the user never includes internals.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            error!(command = %ctx.command().qualified_name, error = %redact::text(&error.to_string()), "command failed");
            reply_ephemeral(ctx, &internal_error(lang_of(ctx))).await;
        }
        poise::FrameworkError::CommandPanic { ctx, .. } => {
            error!(command = %ctx.command().qualified_name, "command panicked");
            reply_ephemeral(ctx, &internal_error(lang_of(ctx))).await;
        }
        poise::FrameworkError::ArgumentParse { ctx, .. } => {
            let text = CommandTrouble::UnreadableOption.message(lang_of(ctx));
            reply_ephemeral(ctx, &text).await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            // Options of a shape this version does not register: a Discord client still
            // showing an older version of the command.
            warn!(command = %ctx.command.qualified_name, description, "options of an unexpected shape");
            let ctx = poise::Context::Application(ctx);
            let text = CommandTrouble::OlderCommand.message(lang_of(ctx));
            reply_ephemeral(ctx, &text).await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            let text = CommandTrouble::ServerOnly.message(lang_of(ctx));
            reply_ephemeral(ctx, &text).await;
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            error!(event = event.snake_case_name(), error = %redact::text(&error.to_string()), "event handler failed");
        }
        poise::FrameworkError::UnknownInteraction {
            ctx, interaction, ..
        } => {
            // A command the bot no longer has (registered by an older version).
            let lang = private_lang(
                Some(interaction.locale.as_str()),
                interaction.guild_locale.as_deref(),
            );
            let message = serenity::CreateInteractionResponseMessage::new()
                .content(CommandTrouble::UnknownCommand.message(lang))
                .allowed_mentions(serenity::CreateAllowedMentions::new())
                .ephemeral(true);
            if let Err(e) = interaction
                .create_response(
                    &ctx.http,
                    serenity::CreateInteractionResponse::Message(message),
                )
                .await
            {
                error!(error = %redact::error(&e), "could not answer an unknown command");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                error!(error = %redact::error(&e), "error while handling an error");
            }
        }
    }
}

/// Runs `flow`, a click's flow: a panic in it still answers the click (else Discord
/// shows "This interaction failed"), privately and in the clicker's language.
pub async fn answering_panics(
    http: &serenity::Http,
    click: &serenity::ComponentInteraction,
    flow: impl std::future::Future<Output = Result<(), Error>>,
) -> Result<(), Error> {
    use ::serenity::futures::FutureExt;
    match std::panic::AssertUnwindSafe(flow).catch_unwind().await {
        Ok(result) => result,
        Err(_) => {
            let custom_id = click.data.custom_id.split(':').take(4).collect::<Vec<_>>();
            error!(custom_id = %custom_id.join(":"), "a click's flow panicked");
            answer_after_panic(http, click).await;
            Ok(())
        }
    }
}

/// The internal-error answer to a click whose flow panicked: as its first answer, or as
/// a follow-up when the flow had answered (deferred) already.
async fn answer_after_panic(http: &serenity::Http, click: &serenity::ComponentInteraction) {
    let lang = private_lang(Some(click.locale.as_str()), click.guild_locale.as_deref());
    let text = internal_error(lang);
    let message = serenity::CreateInteractionResponseMessage::new()
        .content(text.clone())
        .allowed_mentions(serenity::CreateAllowedMentions::new())
        .ephemeral(true);
    let first = click
        .create_response(http, serenity::CreateInteractionResponse::Message(message))
        .await;
    if first.is_ok() {
        return;
    }
    let followup = serenity::CreateInteractionResponseFollowup::new()
        .content(text)
        .allowed_mentions(serenity::CreateAllowedMentions::new())
        .ephemeral(true);
    if let Err(e) = click.create_followup(http, followup).await {
        error!(error = %redact::error(&e), "could not answer a click whose flow panicked");
    }
}

async fn reply_ephemeral(ctx: Context<'_>, text: &str) {
    if let Err(e) = ctx
        .send(poise::CreateReply::default().content(text).ephemeral(true))
        .await
    {
        error!(error = %redact::error(&e), "could not send an error reply");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontends::discord::wire::respond::INTERNAL_ERROR;

    const TROUBLES: [CommandTrouble; 4] = [
        CommandTrouble::UnreadableOption,
        CommandTrouble::OlderCommand,
        CommandTrouble::ServerOnly,
        CommandTrouble::UnknownCommand,
    ];

    #[test]
    fn english_keeps_its_words() {
        assert_eq!(internal_error(Lang::En), INTERNAL_ERROR);
        assert_eq!(
            CommandTrouble::UnreadableOption.message(Lang::En),
            "I could not read one of the options: please pick a value from the list."
        );
        assert_eq!(
            CommandTrouble::OlderCommand.message(Lang::En),
            "I could not read this command's options: Discord may still show an older \
             version of it. Try again in a minute."
        );
        assert_eq!(
            CommandTrouble::ServerOnly.message(Lang::En),
            "This command works in a server channel, not in DMs."
        );
        assert_eq!(
            CommandTrouble::UnknownCommand.message(Lang::En),
            "I don't know this command any more: Discord will update the command list shortly."
        );
    }

    #[test]
    fn the_frameworks_answers_come_in_french_and_german() {
        assert_eq!(
            internal_error(Lang::Fr),
            "Un problème est survenu de mon côté, désolé\u{a0}: rien n'a été modifié. Réessaie, s'il te plaît."
        );
        assert!(internal_error(Lang::De).starts_with("Bei mir ist etwas schiefgelaufen"));
        for trouble in TROUBLES {
            let english = trouble.message(Lang::En);
            for lang in [Lang::Fr, Lang::De] {
                assert_ne!(trouble.message(lang), english, "{trouble:?} in {lang}");
            }
        }
        assert_eq!(
            CommandTrouble::ServerOnly.message(Lang::De),
            "Dieser Befehl funktioniert in einem Serverkanal, nicht in DMs."
        );
    }

    #[test]
    fn the_clickers_locale_wins_over_the_servers() {
        assert_eq!(private_lang(Some("de"), Some("fr")), Lang::De);
        assert_eq!(private_lang(Some("ja"), Some("fr")), Lang::Fr);
        assert_eq!(private_lang(None, None), Lang::En);
    }
}
