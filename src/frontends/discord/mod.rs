//! The Discord front end: slash commands, buttons and select menus, translated to and from
//! the table service. It holds no game rules.
//!
//! - [`config`]: settings from the environment;
//! - [`bot`]: connecting, registering the commands, shutting down;
//! - [`commands`]: the slash-command tree;
//! - [`components`]: clicks, routed by [`custom_id`];
//! - [`respond`]: answering every interaction in time;
//! - [`rules_text`]: `/rivality rules`.

pub mod bot;
pub mod choices;
pub mod command_names;
pub mod commands;
pub mod components;
pub mod config;
pub mod custom_id;
pub mod desk;
pub mod game_commands;
pub mod game_start;
pub mod games;
pub mod help;
pub mod hint_flow;
pub mod lobby_flow;
pub mod locale;
pub mod markdown;
pub mod moderation;
pub mod panel;
mod panel_view;
pub mod post;
pub mod redact;
pub mod rematch_flow;
pub mod replay_flow;
pub mod resign_flow;
pub mod respond;
pub mod rules_text;
pub mod server_settings;
pub mod shards;
pub mod stale_turns;
pub mod standings;
mod step_change;
pub mod step_flow;
pub mod steps;
pub mod sweeper;
pub mod table_desk;
pub mod takeback_flow;
pub mod turn_flow;
pub mod vacation;
pub mod views;
pub mod where_to_play;

use poise::serenity_prelude as serenity;
use tracing::{error, info, warn};

use crate::i18n::Lang;
use crate::tr;

pub use bot::{run_bot, run_bot_until, run_bot_with, BotError};
pub use config::{Config, ConfigError, Token};
pub use shards::{Shards, ShardsError};

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// What every command and handler shares.
#[derive(Debug)]
pub struct Data {
    /// See [`respond`]: how long work may run before its interaction is deferred.
    pub defer_after: std::time::Duration,
    /// The table service; `None` until it is connected (game commands then say so).
    pub desk: Option<std::sync::Arc<dyn desk::Desk>>,
}

impl std::fmt::Debug for dyn desk::Desk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Desk")
    }
}

/// The answer to anything that went wrong on the bot's side, in English
/// ([`internal_error`] in the reader's language).
pub const INTERNAL_ERROR: &str =
    "Something went wrong on my side, sorry: nothing was changed. Please try again.";

/// [`INTERNAL_ERROR`] in `lang`.
pub fn internal_error(lang: Lang) -> String {
    tr!(lang, "refusal-failed")
}

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
            components::handle(ctx, component, data).await?;
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
            "Un problème est survenu de mon côté, désolé : rien n'a été modifié. Réessaie, s'il te plaît."
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
