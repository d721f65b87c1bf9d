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

/// The answer to anything that went wrong on the bot's side.
pub const INTERNAL_ERROR: &str =
    "Something went wrong on my side, sorry: nothing was changed. Please try again.";

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
            reply_ephemeral(ctx, INTERNAL_ERROR).await;
        }
        poise::FrameworkError::ArgumentParse { ctx, .. } => {
            reply_ephemeral(
                ctx,
                "I could not read one of the options: please pick a value from the list.",
            )
            .await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            // Options of a shape this version does not register: a Discord client still
            // showing an older version of the command.
            warn!(command = %ctx.command.qualified_name, description, "options of an unexpected shape");
            reply_ephemeral(
                poise::Context::Application(ctx),
                "I could not read this command's options: Discord may still show an older \
                 version of it. Try again in a minute.",
            )
            .await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            reply_ephemeral(ctx, "This command works in a server channel, not in DMs.").await;
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            error!(event = event.snake_case_name(), error = %redact::text(&error.to_string()), "event handler failed");
        }
        poise::FrameworkError::UnknownInteraction {
            ctx, interaction, ..
        } => {
            // A command the bot no longer has (registered by an older version).
            let message = serenity::CreateInteractionResponseMessage::new()
                .content("I don't know this command any more: Discord will update the command list shortly.")
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
