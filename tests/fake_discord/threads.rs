//! Threads as strict as Discord keeps them: none made inside a thread (50024); an
//! archived (50083), locked (160005) or deleted (10003) thread refuses posts; a server
//! has a cap on active threads (160006, Discord's 1,000, lower in a test); a thread made
//! without a message in an announcement channel (type 5) must be an announcement thread
//! (type 10), elsewhere a public thread (type 11); a forum channel (type 15) takes no
//! message, only posts (a thread with its first message); a thread the bot made may be
//! deleted.

use std::collections::HashMap;

use serde_json::Value;

use super::faults::DiscordError;
use super::http::RawResponse;
use super::payloads;
use super::routes::{missing_access, ok};
use super::{FakeDiscord, Shared};

/// What happened to a thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Closed {
    Archived,
    Locked,
    Deleted,
}

impl Closed {
    fn error(self) -> DiscordError {
        match self {
            Closed::Archived => DiscordError::ThreadArchived,
            Closed::Locked => DiscordError::ThreadLocked,
            Closed::Deleted => DiscordError::UnknownChannel,
        }
    }
}

/// Discord's channel types the fake tells apart.
pub const ANNOUNCEMENT: u8 = 5;
pub const ANNOUNCEMENT_THREAD: u8 = 10;
pub const PUBLIC_THREAD: u8 = 11;
pub const FORUM: u8 = 15;

/// The threads of the fake's server, and how strict it is about them.
#[derive(Default)]
pub(super) struct Threads {
    /// Threads created: (thread id, parent channel, name).
    made: Vec<(u64, u64, String)>,
    /// Each thread's type (10 or 11).
    kinds: HashMap<u64, u8>,
    /// Channels where creating a thread is refused (Missing Access).
    forbidden: Vec<u64>,
    /// Threads that are no longer open, and the cap on active threads.
    closed: HashMap<u64, Closed>,
    cap: Option<usize>,
    /// Channels of a type other than a text channel's (0), by id.
    channel_kinds: HashMap<u64, u8>,
    /// The next threads made refuse posts with this (a permission missing there, Discord
    /// failing), and how many more of them.
    new_ones_refuse: Option<(DiscordError, usize)>,
    refusing: HashMap<u64, DiscordError>,
    /// Deleting a thread is refused (the bot lacks Manage Threads).
    no_deleting: bool,
}

/// Discord's answer to a post in `channel`, when it refuses it.
pub(super) fn refuses_posts(shared: &Shared, channel: u64) -> Option<RawResponse> {
    let state = shared.lock();
    let threads = &state.threads;
    if threads.channel_kinds.get(&channel) == Some(&FORUM) {
        return Some(DiscordError::WrongChannelType.response());
    }
    threads
        .closed
        .get(&channel)
        .map(|closed| closed.error().response())
        .or_else(|| threads.refusing.get(&channel).map(DiscordError::response))
}

/// Discord's answer to a new thread in `parent`, when it refuses it: `parent` is a
/// thread itself, or the server is at its cap of active threads.
fn refuses_thread_in(threads: &Threads, parent: u64) -> Option<RawResponse> {
    if threads.made.iter().any(|(thread, _, _)| *thread == parent) {
        return Some(DiscordError::WrongChannelType.response());
    }
    let active = threads
        .made
        .iter()
        .filter(|(thread, _, _)| !threads.closed.contains_key(thread))
        .count();
    threads
        .cap
        .filter(|cap| active >= *cap)
        .map(|_| DiscordError::TooManyThreads.response())
}

/// `POST /channels/{parent}/threads` (`on_message`: `…/messages/{id}/threads`, whose
/// thread takes its type from the channel).
pub(super) fn create(shared: &Shared, parent: u64, body: &Value, on_message: bool) -> RawResponse {
    let mut state = shared.lock();
    if state.threads.forbidden.contains(&parent) || state.no_access.contains(&parent) {
        return missing_access();
    }
    if let Some(refusal) = refuses_thread_in(&state.threads, parent) {
        return refusal;
    }
    let announcements = state.threads.channel_kinds.get(&parent) == Some(&ANNOUNCEMENT);
    let forum = state.threads.channel_kinds.get(&parent) == Some(&FORUM);
    if forum != body["message"].is_object() || forum && on_message {
        drop(state);
        shared.problem(format!(
            "a thread in channel {parent} (a forum: {forum}) with a first message: {}",
            body["message"].is_object()
        ));
        return DiscordError::InvalidFormBody.response();
    }
    let kind = match (on_message, body["type"].as_u64()) {
        _ if forum => PUBLIC_THREAD,
        (true, _) if announcements => ANNOUNCEMENT_THREAD,
        (true, _) => PUBLIC_THREAD,
        (false, Some(kind)) => kind as u8,
        // Discord's default without a message is a private thread, which a game's
        // players could not see.
        (false, None) => 12,
    };
    let fits = match kind {
        ANNOUNCEMENT_THREAD => announcements,
        PUBLIC_THREAD => !announcements,
        _ => false,
    };
    if !fits {
        drop(state);
        shared.problem(format!(
            "a thread of type {kind} asked in channel {parent} (announcements: {announcements})"
        ));
        return DiscordError::InvalidFormBody.response();
    }
    state.next_id += 1;
    let id = 10_000 + state.next_id;
    let name = body["name"].as_str().unwrap_or("thread").to_string();
    state.threads.made.push((id, parent, name.clone()));
    state.threads.kinds.insert(id, kind);
    if let Some((refusal, left)) = state.threads.new_ones_refuse.take() {
        state.threads.refusing.insert(id, refusal.clone());
        if left > 1 {
            state.threads.new_ones_refuse = Some((refusal, left - 1));
        }
    }
    drop(state);
    if forum {
        // A forum post's first message has the thread's id.
        super::messages::store_message(shared, id, id, &body["message"], &[]);
    }
    shared.bump();
    let mut thread = payloads::thread_json(id, parent, &name);
    thread["type"] = kind.into();
    ok(thread)
}

/// `GET /channels/{id}`: a channel of its type, or a thread the fake made.
pub(super) fn get(shared: &Shared, id: u64) -> RawResponse {
    let state = shared.lock();
    if let Some((_, parent, name)) = state.threads.made.iter().find(|(t, _, _)| *t == id) {
        let mut thread = payloads::thread_json(id, *parent, name);
        thread["type"] = state.threads.kinds.get(&id).copied().unwrap_or(11).into();
        return ok(thread);
    }
    let mut channel = payloads::channel_json(id);
    if let Some(kind) = state.threads.channel_kinds.get(&id) {
        channel["type"] = (*kind).into();
    }
    ok(channel)
}

/// `DELETE /channels/{id}`: only a thread the bot made here may go (the bot deletes no
/// channel of the server).
pub(super) fn delete(shared: &Shared, id: u64) -> RawResponse {
    let mut state = shared.lock();
    let Some((_, parent, name)) = state
        .threads
        .made
        .iter()
        .find(|(t, _, _)| *t == id)
        .cloned()
    else {
        drop(state);
        shared.problem(format!("DELETE of channel {id}, not a thread the bot made"));
        return missing_access();
    };
    if state.threads.closed.get(&id) == Some(&Closed::Deleted) {
        return DiscordError::UnknownChannel.response();
    }
    if state.threads.no_deleting {
        return DiscordError::MissingPermissions.response();
    }
    state.threads.closed.insert(id, Closed::Deleted);
    drop(state);
    shared.bump();
    ok(payloads::thread_json(id, parent, &name))
}

/// `PATCH /channels/{id}` of a thread the bot made: only archiving it is served.
pub(super) fn edit(shared: &Shared, id: u64, body: &Value) -> RawResponse {
    let mut state = shared.lock();
    let made = state
        .threads
        .made
        .iter()
        .find(|(t, _, _)| *t == id)
        .cloned();
    let (Some((_, parent, name)), Some(true)) = (made, body["archived"].as_bool()) else {
        drop(state);
        shared.problem(format!("PATCH of channel {id} not served: {body}"));
        return missing_access();
    };
    if state.threads.closed.get(&id) == Some(&Closed::Deleted) {
        return DiscordError::UnknownChannel.response();
    }
    state.threads.closed.insert(id, Closed::Archived);
    drop(state);
    shared.bump();
    let mut thread = payloads::thread_json(id, parent, &name);
    thread["thread_metadata"]["archived"] = true.into();
    ok(thread)
}

impl FakeDiscord {
    /// Deleting a thread is refused from now on, as for a bot without Manage Threads.
    pub fn refuse_thread_deletion(&self) {
        self.shared.lock().threads.no_deleting = true;
    }

    /// A moderator archives, locks or deletes `thread`.
    pub fn close_thread(&self, thread: u64, how: Closed) {
        self.shared.lock().threads.closed.insert(thread, how);
        self.shared.bump();
    }

    /// What became of `thread`, if it is no longer open.
    pub fn closed(&self, thread: u64) -> Option<Closed> {
        self.shared.lock().threads.closed.get(&thread).copied()
    }

    /// A thread someone made in `parent`, as Discord would: its id.
    pub fn add_thread(&self, parent: u64, name: &str) -> u64 {
        let id = self.shared.next_id();
        let mut state = self.shared.lock();
        state.threads.made.push((id, parent, name.to_string()));
        state.threads.kinds.insert(id, PUBLIC_THREAD);
        id
    }

    /// The server holds at most `cap` active threads.
    pub fn cap_threads(&self, cap: usize) {
        self.shared.lock().threads.cap = Some(cap);
    }

    /// Makes thread creation in `channel` fail as it does without the permission.
    pub fn forbid_threads(&self, channel: u64) {
        self.shared.lock().threads.forbidden.push(channel);
    }

    /// Threads created so far: (thread id, parent channel, name).
    pub fn threads(&self) -> Vec<(u64, u64, String)> {
        self.shared.lock().threads.made.clone()
    }

    /// The type of thread `thread` (10 or 11).
    pub fn thread_kind(&self, thread: u64) -> Option<u8> {
        self.shared.lock().threads.kinds.get(&thread).copied()
    }

    /// `channel` is of Discord's type `kind` (5: announcements) rather than a text channel.
    pub fn set_channel_kind(&self, channel: u64, kind: u8) {
        self.shared
            .lock()
            .threads
            .channel_kinds
            .insert(channel, kind);
    }

    /// The next `count` threads made refuse every post with `refusal` (the bot may make
    /// threads there but lacks Send Messages in Threads, say, or Discord fails there).
    pub fn new_threads_refuse_posts(&self, refusal: DiscordError, count: usize) {
        self.shared.lock().threads.new_ones_refuse = Some((refusal, count));
    }
}
