//! The events being handled (interactions, a sweep round), so that a shutdown lets them
//! finish instead of cutting a move off from its post.
//!
//! serenity spawns each event's task before that task counts itself here, so an event
//! read off the connection just before the shards stopped may not be counted yet when
//! the shutdown looks. The shutdown therefore waits until nothing is in flight and
//! nothing new has come for a quiet moment ([`SETTLE`]): long enough for a task already
//! spawned to start.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;

/// How long nothing may be in flight, nothing new come, before a shutdown goes on: a
/// spawned task starts within microseconds on an idle runtime, within milliseconds on a
/// busy one.
pub const SETTLE: Duration = Duration::from_millis(250);

/// The events being handled, counted from when their task starts.
#[derive(Clone, Default)]
pub struct InFlight {
    count: Arc<AtomicUsize>,
    /// Every piece of work ever counted: what came during a quiet moment, even if it
    /// finished within it.
    entered: Arc<AtomicUsize>,
    stopping: Arc<AtomicBool>,
    changed: Arc<Notify>,
}

/// One piece of work in flight, until dropped.
pub struct Working(InFlight);

impl Drop for Working {
    fn drop(&mut self) {
        self.0.count.fetch_sub(1, Ordering::SeqCst);
        self.0.changed.notify_waiters();
    }
}

impl InFlight {
    /// Counts a piece of work until the guard is dropped; `None` once stopping (the
    /// sweeper then starts no new round).
    pub fn enter(&self) -> Option<Working> {
        if self.stopping.load(Ordering::SeqCst) {
            return None;
        }
        Some(self.enter_anyway())
    }

    /// Counts a piece of work even while stopping: an interaction that reached the bot
    /// is answered.
    pub fn enter_anyway(&self) -> Working {
        self.entered.fetch_add(1, Ordering::SeqCst);
        self.count.fetch_add(1, Ordering::SeqCst);
        Working(self.clone())
    }

    pub fn count(&self) -> usize {
        self.count.load(Ordering::SeqCst)
    }

    pub fn stop(&self) {
        self.stopping.store(true, Ordering::SeqCst);
    }

    /// Waits until nothing is in flight.
    async fn idle(&self) {
        loop {
            let changed = self.changed.notified();
            if self.count() == 0 {
                return;
            }
            changed.await;
        }
    }

    /// Waits until nothing is in flight and nothing new has come for `quiet`, at most
    /// `bound`; `false` if time ran out.
    pub async fn wait_settled(&self, quiet: Duration, bound: Duration) -> bool {
        let settle = async {
            loop {
                self.idle().await;
                let seen = self.entered.load(Ordering::SeqCst);
                tokio::time::sleep(quiet).await;
                if self.count() == 0 && self.entered.load(Ordering::SeqCst) == seen {
                    return;
                }
            }
        };
        tokio::time::timeout(bound, settle).await.is_ok()
    }
}
