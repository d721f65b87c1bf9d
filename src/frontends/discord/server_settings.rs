//! `/manawell settings`: a server's defaults for new games, set by its moderators (Manage
//! Server): the time per move, what happens when it runs out, hints between players, the
//! channel games go to. `/<game> new` takes them for whatever its creator leaves out.

use poise::serenity_prelude as serenity;

use super::choices::{Deadline, Late};
use super::commands::not_ready;
use super::desk::{ServerView, WhenLate};
use super::lobby_flow::refusal_answer;
use super::moderation::{moderator_guild, NOT_A_MODERATOR};
use super::respond::{self, Answer};
use super::table_desk::convert::deadline_words;
use super::{Context, Error};

/// manawell on this server.
#[poise::command(
    slash_command,
    subcommands("settings"),
    subcommand_required,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn manawell(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// What new games in this server start with (moderators only). Without options: shows them.
#[poise::command(slash_command, ephemeral)]
async fn settings(
    ctx: Context<'_>,
    #[description = "Time each player has for a move"] deadline: Option<Deadline>,
    #[description = "When a player's time for a move runs out"] when_late: Option<Late>,
    #[description = "Allow /rivality hint (the AI's advice) between players"] hints: Option<bool>,
    #[description = "The channel new games go to, wherever they are opened"]
    #[channel_types("Text")]
    games_channel: Option<serenity::ChannelId>,
    #[description = "Let games be played in the channel they are opened in again"]
    games_anywhere: Option<bool>,
) -> Result<(), Error> {
    let Some(desk) = ctx.data().desk.clone() else {
        return not_ready(ctx).await;
    };
    let guild = moderator_guild(ctx);
    respond::command(ctx, true, async move {
        let Some(guild) = guild else {
            return Answer::ephemeral(NOT_A_MODERATOR);
        };
        let mut now = match desk.server_settings(guild).await {
            Ok(now) => now,
            Err(refusal) => return refusal_answer(&refusal, 0),
        };
        let before = now;
        if let Some(deadline) = deadline {
            now.deadline_secs = deadline.seconds();
        }
        if let Some(late) = when_late {
            now.when_late = late.when_late();
        }
        if let Some(hints) = hints {
            now.hints = hints;
        }
        if let Some(channel) = games_channel {
            now.games_channel = Some(channel.get());
        } else if games_anywhere == Some(true) {
            now.games_channel = None;
        }
        if now != before {
            if let Err(refusal) = desk.set_server_settings(guild, now).await {
                return refusal_answer(&refusal, 0);
            }
        }
        let head = if now == before {
            "New games in this server start with:"
        } else {
            "Saved. New games in this server now start with:"
        };
        Answer::ephemeral(format!("{head}\n{}", settings_text(&now)))
    })
    .await
}

/// The settings, one per line.
pub fn settings_text(s: &ServerView) -> String {
    let deadline = match s.deadline_secs {
        Some(secs) => deadline_words(secs as i64),
        None => "no deadline".to_string(),
    };
    let late = match s.when_late {
        WhenLate::Forfeit => "the late player forfeits",
        WhenLate::AiPlays => "the AI plays the late move",
    };
    let hints = if s.hints {
        "allowed between players"
    } else {
        "only against the AI"
    };
    let place = match s.games_channel {
        Some(channel) => format!("<#{channel}> (lobbies and game threads go there)"),
        None => "the channel each game is opened in".to_string(),
    };
    format!(
        "• Time per move: {deadline}\n• When it runs out: {late}\n• Hints: {hints}\n\
         • Games are played in: {place}\n\
         A game's creator can still choose the first three otherwise in `/<game> new`."
    )
}
