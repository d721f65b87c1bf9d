//! Waiting for what the bot does: every change to the fake wakes the waiters.

use std::time::Duration;

use super::{FakeDiscord, Recorded};

impl FakeDiscord {
    /// Waits until `check` returns something, re-checking after every change.
    pub async fn wait<T>(
        &self,
        timeout: Duration,
        what: &str,
        mut check: impl FnMut(&FakeDiscord) -> Option<T>,
    ) -> T {
        let deadline = tokio::time::Instant::now() + timeout;
        let mut changes = self.shared.changed.subscribe();
        loop {
            if let Some(found) = check(self) {
                return found;
            }
            if tokio::time::timeout_at(deadline, changes.changed())
                .await
                .is_err()
            {
                let problems = self.problems();
                panic!(
                    "timed out after {timeout:?} waiting for {what}; problems so far: {problems:?}"
                );
            }
        }
    }

    pub async fn wait_ready(&self, timeout: Duration) {
        self.wait(timeout, "READY", |f| f.shared.lock().ready.then_some(()))
            .await;
    }

    /// The first request since index `from` that `matches`.
    pub async fn wait_request(
        &self,
        timeout: Duration,
        what: &str,
        from: usize,
        matches: impl Fn(&Recorded) -> bool,
    ) -> Recorded {
        // Each check reads only the requests made since the last one: a thousand games
        // waiting at once must not each read the whole record at every change.
        let mut next = from;
        self.wait(timeout, what, |f| {
            let state = f.shared.lock();
            let found = state
                .requests
                .iter()
                .skip(next)
                .find(|r| matches(r))
                .cloned();
            next = next.max(state.requests.len());
            found
        })
        .await
    }
}
