//! Posting a game's public messages: its thread, boards, pings and DMs.
//!
//! Public messages only ever carry what everyone may see: callers pass the public text
//! and the public board picture, never a hand. Mentions are limited to the users named,
//! so that a player name like "@everyone" pings nobody.

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use crate::frontends::discord::wire::markdown;

use crate::frontends::discord::wire::redact;

/// Discord's limit for a channel (thread) name.
const MAX_THREAD_NAME: usize = 100;

/// `Rivality #12 · alice, bob`, cut to Discord's limit on a character boundary.
pub fn thread_name(game: &str, table: u64, players: &[String]) -> String {
    // Thread names are shown as typed: the names without their markdown escapes.
    let players: Vec<String> = players.iter().map(|p| markdown::plain(p)).collect();
    let name = format!("{game} #{table} · {}", players.join(", "));
    if name.chars().count() <= MAX_THREAD_NAME {
        return name;
    }
    let mut cut: String = name.chars().take(MAX_THREAD_NAME - 1).collect();
    cut.push('…');
    cut
}

/// Why a post failed, as far as trying again goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PostError {
    /// The place cannot be posted in any more: deleted (10003), access lost (50001), a
    /// permission missing (50013), a DM closed (50007). Trying again helps only once
    /// someone fixes it.
    Lost(String),
    /// Worth trying again soon: rate limited (429), Discord failing (5xx), the network.
    Later(String),
}

impl std::fmt::Display for PostError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PostError::Lost(why) => write!(f, "the place is lost: {why}"),
            PostError::Later(why) => write!(f, "to try again: {why}"),
        }
    }
}

/// Discord's JSON error codes that mean the place is gone for the bot.
const LOST_CODES: [isize; 4] = [10003, 50001, 50007, 50013];

/// Sorts a failed request into [`PostError`] (the text redacted for the logs).
pub fn classify(error: &serenity::Error) -> PostError {
    let text = redact::error(error);
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))
            if LOST_CODES.contains(&response.error.code)
                || response.status_code.as_u16() == 404 =>
        {
            PostError::Lost(text)
        }
        _ => PostError::Later(text),
    }
}

/// Opens the game's thread in `channel` (on the lobby message when there is one), or
/// falls back to the channel itself where threads are not allowed (a DM, a channel
/// where the bot may not create threads). Returns where the game is played.
pub async fn open_game_place(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    lobby: Option<serenity::MessageId>,
    name: &str,
) -> serenity::ChannelId {
    match try_open_game_place(http, channel, lobby, name).await {
        Ok(place) => place,
        Err(_) => channel,
    }
}

/// As [`open_game_place`], but a failure worth trying again (Discord failing, rate
/// limited) is an error, not a fallback to the channel: the game waits for its thread.
pub async fn try_open_game_place(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    lobby: Option<serenity::MessageId>,
    name: &str,
) -> Result<serenity::ChannelId, PostError> {
    // A week before Discord hides an idle thread: games may wait days for a move.
    let week = serenity::AutoArchiveDuration::OneWeek;
    let created = match lobby {
        Some(message) => {
            let builder = serenity::CreateThread::new(name).auto_archive_duration(week);
            channel
                .create_thread_from_message(http, message, builder)
                .await
        }
        None => {
            let builder = serenity::CreateThread::new(name)
                .auto_archive_duration(week)
                .kind(serenity::ChannelType::PublicThread);
            channel.create_thread(http, builder).await
        }
    };
    match created {
        Ok(thread) => {
            info!(channel = %channel, thread = %thread.id, "game thread opened");
            Ok(thread.id)
        }
        Err(e) => match classify(&e) {
            // No right to make threads here (or a DM): the channel itself.
            PostError::Lost(why) => {
                warn!(channel = %channel, error = %why, "no thread: the game is played in the channel");
                Ok(channel)
            }
            later => {
                warn!(channel = %channel, error = %later, "no thread yet");
                Err(later)
            }
        },
    }
}

/// Posts a public message, with an optional PNG, pinging only `ping`.
pub async fn post_public(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    text: &str,
    image: Option<(&str, Vec<u8>)>,
    ping: &[serenity::UserId],
    components: Vec<serenity::CreateActionRow>,
) -> Result<serenity::Message, PostError> {
    let mentions = serenity::CreateAllowedMentions::new().users(ping.iter().copied());
    let mut message = serenity::CreateMessage::new()
        .content(markdown::fit(text))
        .allowed_mentions(mentions)
        .components(components);
    if let Some((name, bytes)) = image {
        message = message.add_file(serenity::CreateAttachment::bytes(bytes, name));
    }
    channel
        .send_message(http, message)
        .await
        .map_err(|e| classify(&e))
}

/// The DM channel with `user`, to play or post in.
pub async fn dm_channel(
    http: &serenity::Http,
    user: serenity::UserId,
) -> Result<serenity::ChannelId, PostError> {
    user.create_dm_channel(http)
        .await
        .map(|c| c.id)
        .map_err(|e| classify(&e))
}

/// Sends a DM (a player who asked to be pinged there). A user who closed their DMs is
/// not an error worth more than a log line: the thread mention still reaches them.
pub async fn dm(http: &serenity::Http, user: serenity::UserId, text: &str) -> bool {
    let sent = async {
        let channel = user.create_dm_channel(http).await?;
        channel
            .send_message(
                http,
                serenity::CreateMessage::new()
                    .content(markdown::fit(text))
                    .allowed_mentions(serenity::CreateAllowedMentions::new()),
            )
            .await
    };
    match sent.await {
        Ok(_) => true,
        Err(e) => {
            warn!(%user, error = %redact::error(&e), "could not DM a player");
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::frontends::discord::wire::post::thread_name;

    #[test]
    fn thread_names_fit_discord() {
        let players = vec!["alice".to_string(), "bob".to_string()];
        assert_eq!(
            thread_name("Rivality", 12, &players),
            "Rivality #12 · alice, bob"
        );
        let long = vec!["é".repeat(60), "b".repeat(60)];
        let name = thread_name("Rivality", 12, &long);
        assert_eq!(name.chars().count(), 100);
        assert!(name.ends_with('…'));
    }
}
