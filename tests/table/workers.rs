//! The bounded pools of CPU work (`table::workers`): no more than a pool's size run at
//! once, and a panic fails only its own work.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Barrier};

use manawell::table::{WorkError, Workers};

/// However many pieces of work are sent at once, no more than the pool's size run
/// together: the others wait for a slot.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_more_than_its_size_run_at_once() {
    let pool = Workers::new(2);
    let running = Arc::new(AtomicUsize::new(0));
    let most = Arc::new(AtomicUsize::new(0));
    // The first two meet here: both ran together, so the bound is reached.
    let met = Arc::new(Barrier::new(2));
    let jobs = (0..8).map(|n| {
        let (pool, running, most, met) = (pool.clone(), running.clone(), most.clone(), met.clone());
        async move {
            pool.run(move || {
                let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                most.fetch_max(now, Ordering::SeqCst);
                if n < 2 {
                    met.wait();
                }
                running.fetch_sub(1, Ordering::SeqCst);
                n
            })
            .await
        }
    });
    let done = futures_util::future::join_all(jobs).await;
    assert_eq!(done.iter().filter(|d| d.is_ok()).count(), 8);
    assert!(most.load(Ordering::SeqCst) <= 2, "more than 2 ran at once");
}

/// Work that panics fails its own call, not the pool: the next one runs.
#[tokio::test]
async fn a_panic_fails_only_its_own_work() {
    let pool = Workers::new(1);
    let failed = pool.run(|| -> u8 { panic!("a defect") }).await;
    assert!(matches!(failed, Err(WorkError::Failed(_))));
    assert_eq!(pool.run(|| 7).await, Ok(7));
}

#[test]
fn a_pool_has_at_least_one_slot() {
    assert_eq!(Workers::new(0).size(), 1);
    assert!(Workers::half_the_cores().size() >= 1);
}
