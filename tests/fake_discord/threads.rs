//! Threads as strict as Discord keeps them: none made inside a thread (50024); an
//! archived (50083), locked (160005) or deleted (10003) thread refuses posts; a server
//! has a cap on active threads (160006, Discord's 1,000, lower in a test).

use super::faults::DiscordError;
use super::http::RawResponse;
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

/// Discord's answer to a post in `channel`, when it refuses it.
pub(super) fn refuses_posts(shared: &Shared, channel: u64) -> Option<RawResponse> {
    let state = shared.lock();
    state
        .closed
        .get(&channel)
        .map(|closed| closed.error().response())
}

/// Discord's answer to a new thread in `parent`, when it refuses it: `parent` is a
/// thread itself, or the server is at its cap of active threads.
pub(super) fn refuses_thread_in(shared: &Shared, parent: u64) -> Option<RawResponse> {
    let state = shared.lock();
    if state.threads.iter().any(|(thread, _, _)| *thread == parent) {
        return Some(DiscordError::WrongChannelType.response());
    }
    let active = state
        .threads
        .iter()
        .filter(|(thread, _, _)| !state.closed.contains_key(thread))
        .count();
    state
        .thread_cap
        .filter(|cap| active >= *cap)
        .map(|_| DiscordError::TooManyThreads.response())
}

impl FakeDiscord {
    /// A moderator archives, locks or deletes `thread`.
    pub fn close_thread(&self, thread: u64, how: Closed) {
        self.shared.lock().closed.insert(thread, how);
        self.shared.bump();
    }

    /// A thread someone made in `parent`, as Discord would: its id.
    pub fn add_thread(&self, parent: u64, name: &str) -> u64 {
        let id = self.shared.next_id();
        self.shared
            .lock()
            .threads
            .push((id, parent, name.to_string()));
        id
    }

    /// The server holds at most `cap` active threads.
    pub fn cap_threads(&self, cap: usize) {
        self.shared.lock().thread_cap = Some(cap);
    }
}
