//! Posting a game's public messages: its thread, boards, pings and DMs.
//!
//! Public messages only ever carry what everyone may see: callers pass the public text
//! and the public board picture, never a hand. Mentions are limited to the users named,
//! so that a player name like "@everyone" pings nobody.

use std::collections::HashMap;

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
    /// Discord refused the request for good: any 4xx answer but a rate limit (429). The
    /// place is gone or refuses it (10003 deleted, 50001 access lost, 50013 a permission
    /// missing, 50007 a DM closed, 50024 the wrong kind of channel, 160005 a locked
    /// thread, 50083 an archived one, 160006 too many active threads) or the body was
    /// rejected (50035). Sending the same thing again gets the same answer: the game
    /// needs a new home (`flows/rehome.rs`), not a retry.
    Lost(String),
    /// Worth trying again soon: rate limited (429), Discord failing (5xx), the network,
    /// a request that timed out.
    Later(String),
}

impl std::fmt::Display for PostError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PostError::Lost(why) => write!(f, "refused for good: {why}"),
            PostError::Later(why) => write!(f, "to try again: {why}"),
        }
    }
}

/// Whether Discord's answer `status` refuses the request for good: every 4xx but 429
/// (its JSON code says why, for the logs). A 5xx, or anything odder, may pass later.
pub fn refused_for_good(status: u16) -> bool {
    (400..500).contains(&status) && status != 429
}

/// Sorts a failed request into [`PostError`] (the text redacted for the logs, with
/// Discord's error code).
pub fn classify(error: &serenity::Error) -> PostError {
    let text = redact::error(error);
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            let (status, code) = (response.status_code.as_u16(), response.error.code);
            let text = format!("{text} (HTTP {status}, code {code})");
            if refused_for_good(status) {
                PostError::Lost(text)
            } else {
                PostError::Later(text)
            }
        }
        // serenity's own checks before sending (a message too long, too many embeds): the
        // same request is refused again however often it is tried.
        serenity::Error::Model(_) => PostError::Lost(text),
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
        None => match kind_of(http, channel).await {
            // A forum takes posts only: the game's is a post, its name as its first message.
            Some(serenity::ChannelType::Forum) => {
                let first = serenity::CreateMessage::new()
                    .content(markdown::fit(name))
                    .allowed_mentions(serenity::CreateAllowedMentions::new());
                let post = serenity::CreateForumPost::new(name, first).auto_archive_duration(week);
                channel.create_forum_post(http, post).await
            }
            kind => {
                let builder = serenity::CreateThread::new(name)
                    .auto_archive_duration(week)
                    .kind(thread_kind_for(kind));
                channel.create_thread(http, builder).await
            }
        },
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

/// The kind of channel `channel` is, asked of Discord (`None` where it cannot say).
async fn kind_of(
    http: &serenity::Http,
    channel: serenity::ChannelId,
) -> Option<serenity::ChannelType> {
    match channel.to_channel(http).await {
        Ok(serenity::Channel::Guild(parent)) => Some(parent.kind),
        _ => None,
    }
}

/// The kind of thread a game gets in a channel of `kind` without a lobby message to hang
/// it on: an announcement thread in an announcement channel (Discord refuses a public
/// thread there), else a public thread (a private one would hide the game from its
/// players).
fn thread_kind_for(kind: Option<serenity::ChannelType>) -> serenity::ChannelType {
    match kind {
        Some(serenity::ChannelType::News) => serenity::ChannelType::NewsThread,
        _ => serenity::ChannelType::PublicThread,
    }
}

/// Posts a lobby in `channel`, as [`post_public`]; in a forum channel, which takes posts
/// only, as the first message of a post of its own named `name`. Returns where it went.
pub async fn post_lobby(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    name: &str,
    text: &str,
    ping: &[serenity::UserId],
    components: Vec<serenity::CreateActionRow>,
) -> Result<serenity::ChannelId, PostError> {
    if kind_of(http, channel).await != Some(serenity::ChannelType::Forum) {
        return post_public(http, channel, text, None, ping, components)
            .await
            .map(|_| channel);
    }
    let mentions = serenity::CreateAllowedMentions::new().users(ping.iter().copied());
    let first = serenity::CreateMessage::new()
        .content(markdown::fit(text))
        .allowed_mentions(mentions)
        .components(components);
    let week = serenity::AutoArchiveDuration::OneWeek;
    let post = serenity::CreateForumPost::new(name, first).auto_archive_duration(week);
    channel
        .create_forum_post(http, post)
        .await
        .map(|post| post.id)
        .map_err(|e| classify(&e))
}

/// Removes a thread the bot just made for a game whose first post there failed, so that
/// no empty thread is left behind (the next try makes another): deleted, or where Discord
/// refuses that (deleting a thread takes Manage Threads), archived, which takes it out of
/// the channel's list of threads. Where both are refused, the thread stays, logged.
pub async fn remove_thread(http: &serenity::Http, thread: serenity::ChannelId) {
    let deleted = match thread.delete(http).await {
        Ok(_) => return info!(%thread, "an empty thread removed"),
        Err(e) => classify(&e),
    };
    let archive = serenity::EditThread::new().archived(true);
    match thread.edit_thread(http, archive).await {
        Ok(_) => info!(%thread, error = %deleted, "an empty thread archived, not deleted"),
        Err(e) => warn!(%thread, error = %classify(&e), "an empty thread left"),
    }
}

/// How often a request Discord failed for a moment ([`PostError::Later`]) is tried in
/// all, and the wait before the second try (doubled before each next one).
const TRIES: u32 = 3;
const FIRST_WAIT: std::time::Duration = std::time::Duration::from_millis(500);

/// `attempt`, tried again while Discord fails for a moment (a 5xx, a dropped
/// connection, a timeout), [`TRIES`] times at most: such a failure passes within
/// seconds, while a refusal for good is returned at once.
pub async fn retrying<T, F, Fut>(mut attempt: F) -> Result<T, PostError>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, PostError>>,
{
    let mut wait = FIRST_WAIT;
    for _ in 1..TRIES {
        match attempt().await {
            Err(PostError::Later(why)) => {
                warn!(error = %why, "Discord failed for a moment: trying again");
                tokio::time::sleep(wait).await;
                wait *= 2;
            }
            done => return done,
        }
    }
    attempt().await
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

/// The DM channels of the users met so far: a DM channel's id never changes, so it is
/// asked of Discord once per user and process, not for every ping.
static DM_CHANNELS: std::sync::LazyLock<std::sync::Mutex<HashMap<u64, u64>>> =
    std::sync::LazyLock::new(Default::default);

/// At most this many DM channels are kept (a few hundred kB); past it, the list starts
/// over.
const DM_CHANNELS_KEPT: usize = 10_000;

/// The DM channel with `user`, to play or post in.
pub async fn dm_channel(
    http: &serenity::Http,
    user: serenity::UserId,
) -> Result<serenity::ChannelId, PostError> {
    let known = DM_CHANNELS
        .lock()
        .ok()
        .and_then(|kept| kept.get(&user.get()).copied());
    if let Some(channel) = known {
        return Ok(serenity::ChannelId::new(channel));
    }
    let channel = user
        .create_dm_channel(http)
        .await
        .map(|c| c.id)
        .map_err(|e| classify(&e))?;
    if let Ok(mut kept) = DM_CHANNELS.lock() {
        if kept.len() >= DM_CHANNELS_KEPT {
            kept.clear();
        }
        kept.insert(user.get(), channel.get());
    }
    Ok(channel)
}

/// Sends a DM (a player who asked to be pinged there), tried again when Discord fails
/// for a moment ([`retrying`]). A user who closed their DMs is not an error worth more
/// than a log line: the thread mention still reaches them.
pub async fn dm(http: &serenity::Http, user: serenity::UserId, text: &str) -> bool {
    let sent = retrying(|| async move {
        let channel = dm_channel(http, user).await?;
        channel
            .send_message(
                http,
                serenity::CreateMessage::new()
                    .content(markdown::fit(text))
                    .allowed_mentions(serenity::CreateAllowedMentions::new()),
            )
            .await
            .map_err(|e| classify(&e))
    });
    match sent.await {
        Ok(_) => true,
        Err(e) => {
            warn!(%user, error = %e, "could not DM a player");
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::frontends::discord::wire::post::{refused_for_good, thread_name};

    #[test]
    fn every_refusal_but_a_rate_limit_is_for_good() {
        // Deleted, no access, no permission, DM closed, wrong channel type, too many
        // threads, locked, archived, a rejected body, a plain 404.
        for (status, code) in [
            (404, 10003),
            (403, 50001),
            (403, 50013),
            (403, 50007),
            (400, 50024),
            (400, 160006),
            (403, 160005),
            (400, 50083),
            (400, 50035),
            (404, 0),
            (401, 0),
        ] {
            assert!(refused_for_good(status), "{status} {code}");
        }
        for (status, code) in [(429, 0), (500, 0), (502, 0), (503, 0), (504, 0)] {
            assert!(!refused_for_good(status), "{status} {code}");
        }
    }

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
