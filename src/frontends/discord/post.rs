//! Posting a game's public messages: its thread, boards, pings and DMs.
//!
//! Public messages only ever carry what everyone may see: callers pass the public text
//! and the public board picture, never a hand. Mentions are limited to the users named,
//! so that a player name like "@everyone" pings nobody.

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use super::{markdown, redact};

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

/// Opens the game's thread in `channel` (on the lobby message when there is one), or
/// falls back to the channel itself where threads are not allowed (a DM, a channel
/// where the bot may not create threads). Returns where the game is played.
pub async fn open_game_place(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    lobby: Option<serenity::MessageId>,
    name: &str,
) -> serenity::ChannelId {
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
            thread.id
        }
        Err(e) => {
            warn!(channel = %channel, error = %redact::error(&e), "no thread: the game is played in the channel");
            channel
        }
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
) -> Result<serenity::Message, String> {
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
        .map_err(|e| redact::error(&e))
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
    use super::thread_name;

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
