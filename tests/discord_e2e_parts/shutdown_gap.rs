//! A shutdown waits for every event already received: serenity spawns an event's task
//! before the task counts itself in `InFlight`, so the shutdown waits for a quiet moment
//! in which nothing is in flight and nothing new has come.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use manawell::frontends::discord::app::in_flight::InFlight;

const QUIET: Duration = Duration::from_millis(10);
const BOUND: Duration = Duration::from_secs(60);

/// As serenity does: the event's task is spawned, and has not run yet, when the
/// shards have stopped and the shutdown looks (a one-thread runtime runs it only when
/// the shutdown waits).
#[tokio::test]
async fn an_event_whose_task_has_not_started_yet_is_waited_for() {
    let in_flight = InFlight::default();
    let answered = Arc::new(AtomicBool::new(false));
    let event = {
        let (in_flight, answered) = (in_flight.clone(), answered.clone());
        tokio::spawn(async move {
            let _working = in_flight.enter_anyway();
            tokio::task::yield_now().await;
            answered.store(true, Ordering::SeqCst);
        })
    };
    assert!(in_flight.wait_settled(QUIET, BOUND).await);
    assert!(
        answered.load(Ordering::SeqCst),
        "the shutdown went on before the event was handled"
    );
    event.await.unwrap();
}

#[tokio::test]
async fn nothing_in_flight_settles() {
    assert!(InFlight::default().wait_settled(QUIET, BOUND).await);
}

#[tokio::test]
async fn work_that_does_not_end_runs_out_the_bound() {
    let in_flight = InFlight::default();
    let _working = in_flight.enter_anyway();
    assert!(
        !in_flight
            .wait_settled(QUIET, Duration::from_millis(50))
            .await
    );
    assert!(in_flight.enter().is_some());
    in_flight.stop();
    assert!(
        in_flight.enter().is_none(),
        "no new sweep round once stopping"
    );
}
