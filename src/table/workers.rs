//! CPU work kept off the async runtime, in bounded pools.
//!
//! The runtime's few worker threads must always be free to answer a click within
//! Discord's window and to keep the gateway's heartbeat on time. Work that takes
//! milliseconds of CPU or more (the AI thinking, drawing a picture, encoding an
//! animation) runs on tokio's blocking threads instead, and each kind of work has a pool
//! that lets only so many run at once: the others wait for a slot without holding a
//! thread. So a burst of one kind (a hundred AI games answering at once) cannot take the
//! cores from another (the pictures), nor start hundreds of threads.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use tokio::sync::Semaphore;

/// A bounded pool for one kind of CPU work.
#[derive(Clone, Debug)]
pub struct Workers {
    slots: Arc<Semaphore>,
    size: usize,
    /// Work waiting for a slot now.
    waiting: Arc<AtomicUsize>,
}

/// Why pooled work gave no result.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WorkError {
    /// The work itself panicked (a defect of a game or a picture, not of the pool).
    #[error("the pooled work failed: {0}")]
    Failed(String),
}

impl Workers {
    /// A pool running at most `size` pieces of work at once (at least one).
    pub fn new(size: usize) -> Workers {
        let size = size.max(1);
        Workers {
            slots: Arc::new(Semaphore::new(size)),
            size,
            waiting: Arc::default(),
        }
    }

    /// One slot per core: for the work the players wait on (pictures).
    pub fn per_core() -> Workers {
        Workers::new(cores())
    }

    /// Half the cores (at least one): for work that may come in bursts and must leave
    /// the other cores to what the players wait on (the AI's moves leave room for the
    /// pictures of the boards they make).
    pub fn half_the_cores() -> Workers {
        Workers::new(cores() / 2)
    }

    /// How many pieces of work may run at once.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether every slot is taken: new work would wait.
    pub fn full(&self) -> bool {
        self.slots.available_permits() == 0
    }

    /// How many pieces of work wait for a slot now.
    pub fn waiting(&self) -> usize {
        self.waiting.load(Ordering::SeqCst)
    }

    /// Runs `work` on a blocking thread once a slot is free, and gives its result.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, WorkError> {
        let slot = {
            let _queued = Queued::on(&self.waiting);
            self.slots.acquire().await
        };
        // The semaphore is never closed: a slot always comes.
        let _slot = slot.map_err(|e| WorkError::Failed(e.to_string()))?;
        tokio::task::spawn_blocking(work)
            .await
            .map_err(|e| WorkError::Failed(e.to_string()))
    }
}

/// One piece of work counted as waiting while it lives (also when its caller gives up
/// waiting: the future dropped).
struct Queued<'a>(&'a AtomicUsize);

impl<'a> Queued<'a> {
    fn on(waiting: &'a AtomicUsize) -> Queued<'a> {
        waiting.fetch_add(1, Ordering::SeqCst);
        Queued(waiting)
    }
}

impl Drop for Queued<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
