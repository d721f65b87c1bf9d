//! Background work done once across processes: two services, each with its own pool on
//! one database (two bot processes), racing for the same due work; a lease left by a
//! process that died is taken over once it runs out.

use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crate::support::{self, play, rivality, user, Db};
use manawell::table::deadlines::WORK_LEASE_MS;
use manawell::table::{
    AnyGame, BotPlayer, DeadlinePolicy, Place, Show, TableId, TableService, TableSpec,
};

const HOUR_MS: u64 = 3_600_000;

/// The first legal move, counting how often it is asked: the AI's work.
#[derive(Default)]
struct Counted(AtomicUsize);
impl BotPlayer for Counted {
    fn choose(&self, game: &dyn AnyGame, _seat: u8) -> Option<String> {
        self.0.fetch_add(1, Ordering::SeqCst);
        game.choices(manawell::i18n::Lang::En)
            .first()
            .map(|c| c.notation.clone())
    }
}

/// Two services on `db`, each with its own pool, the same clock and the same counted bot.
async fn two_processes(
    db: &Db,
    clock: &manawell::table::Clock,
    bot: &Arc<Counted>,
) -> (TableService, TableService) {
    let one = TableService::new(db.store().await)
        .with_clock(clock.clone())
        .with_bot(bot.clone())
        .with_worker("one");
    let two = TableService::new(db.store().await)
        .with_clock(clock.clone())
        .with_bot(bot.clone())
        .with_worker("two");
    (one, two)
}

/// A two-player game at `place` with an hour a move, started; Mira (seat 0) to act.
async fn game_with_a_deadline(svc: &TableService, place: Place, policy: DeadlinePolicy) -> TableId {
    let mut spec = TableSpec::new(rivality(2), place, user(0));
    spec.seed = Some(11);
    spec.shuffle_seats = false;
    spec.move_deadline = Some(Duration::from_secs(3600));
    spec.policy = policy;
    let (id, _) = svc.create(spec).await.unwrap();
    svc.join(id, &user(1)).await.unwrap();
    // Everything posted, so that nothing waits for an announcement.
    let version = svc.current(id, None).await.unwrap().version;
    svc.announced(id, -1, version).await.unwrap();
    id
}

fn tables_of(shows: &[Show]) -> Vec<TableId> {
    shows.iter().map(|s| s.table).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_racing_for_the_same_deadlines_apply_each_once() {
    let db = Db::new("claims-race");
    let (now, clock) = support::manual_clock(1_000_000);
    let bot = Arc::new(Counted::default());
    let (one, two) = two_processes(&db, &clock, &bot).await;
    let mut games = HashSet::new();
    for _ in 0..8 {
        games.insert(game_with_a_deadline(&one, Place::local(), DeadlinePolicy::BotPlays).await);
    }
    now.fetch_add(2 * HOUR_MS, Ordering::SeqCst);

    let (a, b) = tokio::join!(one.run_due(), two.run_due());
    let (a, b) = (tables_of(&a.unwrap()), tables_of(&b.unwrap()));
    let mut done: Vec<TableId> = a.iter().chain(&b).copied().collect();
    done.sort();
    let mut expected: Vec<TableId> = games.iter().copied().collect();
    expected.sort();
    assert_eq!(done, expected, "each deadline once: {a:?} and {b:?}");
    assert_eq!(
        bot.0.load(Ordering::SeqCst),
        games.len(),
        "the AI played for each late seat once, in one process"
    );
    for id in &games {
        let log = one.log(*id).await.unwrap();
        assert_eq!(log.len(), 1, "one move played for Mira: {log:?}");
        assert_eq!(
            one.store().claim_of(id.0).await.unwrap(),
            None,
            "the lease goes"
        );
    }
    let (a, b) = tokio::join!(one.run_due(), two.run_due());
    assert!(a.unwrap().is_empty() && b.unwrap().is_empty());
}

#[tokio::test]
async fn a_lease_left_by_a_dead_process_is_taken_over_once_it_runs_out() {
    let db = Db::new("claims-dead");
    let (now, clock) = support::manual_clock(1_000_000);
    let bot = Arc::new(Counted::default());
    let (alive, _) = two_processes(&db, &clock, &bot).await;
    let id = game_with_a_deadline(&alive, Place::local(), DeadlinePolicy::Forfeit).await;
    now.fetch_add(2 * HOUR_MS, Ordering::SeqCst);

    // A process claims the deadline, then dies before applying it.
    let at = clock();
    let dead = db.store().await;
    let claimed = dead
        .claim_due("dead", at, at + WORK_LEASE_MS, 10)
        .await
        .unwrap();
    assert_eq!(claimed.len(), 1);
    dead.close().await;
    assert_eq!(
        alive.store().claim_of(id.0).await.unwrap(),
        Some(("dead".to_string(), at + WORK_LEASE_MS))
    );

    // Under its lease, the table is left alone...
    assert!(alive.run_due().await.unwrap().is_empty());
    now.fetch_add(WORK_LEASE_MS as u64 - 1, Ordering::SeqCst);
    assert!(alive.run_due().await.unwrap().is_empty());
    // ...and taken over once it runs out: done once, never lost.
    now.fetch_add(1, Ordering::SeqCst);
    let shows = alive.run_due().await.unwrap();
    assert_eq!(tables_of(&shows), vec![id]);
    assert!(
        shows[0].public[0].starts_with("Mira ran out of time"),
        "{:?}",
        shows[0].public
    );
    assert!(alive.run_due().await.unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_racing_for_waiting_ai_seats_play_each_once() {
    let db = Db::new("claims-ai");
    let (now, clock) = support::manual_clock(1_000_000);
    let bot = Arc::new(Counted::default());
    // Tables opened where no bot plays: each AI seat is left waiting.
    let quiet = TableService::new(db.store().await).with_clock(clock.clone());
    let place = Place::channel("test", "g", "c");
    let mut games = Vec::new();
    for _ in 0..6 {
        let mut spec = TableSpec::new(rivality(2), place.clone(), user(0));
        spec.seed = Some(3);
        spec.shuffle_seats = false;
        let (id, _) = quiet.create(spec).await.unwrap();
        quiet.add_bot(id, &user(0).id, "Bot").await.unwrap();
        play(&quiet, id, 1, 0).await; // Mira's move: the AI's turn
        games.push(id);
    }
    now.fetch_add(60_000, Ordering::SeqCst);

    let (one, two) = two_processes(&db, &clock, &bot).await;
    let run = |svc: TableService| async move {
        let mut played = Vec::new();
        for id in svc.ai_turns_waiting("test").await.unwrap() {
            svc.play_claimed_ai(id).await.unwrap();
            played.push(id);
        }
        played
    };
    let (a, b) = tokio::join!(run(one.clone()), run(two.clone()));
    let mut done: Vec<TableId> = a.iter().chain(&b).copied().collect();
    done.sort();
    assert_eq!(done, games, "each waiting AI seat once: {a:?} and {b:?}");
    assert_eq!(bot.0.load(Ordering::SeqCst), games.len());
    for id in &games {
        assert_eq!(
            one.log(*id).await.unwrap().len(),
            2,
            "Mira's move, the AI's"
        );
    }
    assert!(one.ai_turns_waiting("test").await.unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn processes_starting_together_give_the_downtime_back_once() {
    let db = Db::new("claims-clocks");
    let (now, clock) = support::manual_clock(1_000_000);
    let bot = Arc::new(Counted::default());
    let (one, two) = two_processes(&db, &clock, &bot).await;
    let id = game_with_a_deadline(&one, Place::local(), DeadlinePolicy::Forfeit).await;
    one.heartbeat().await.unwrap();
    let due = one
        .current(id, None)
        .await
        .unwrap()
        .to_act
        .unwrap()
        .deadline_at;
    // Every process down for ten hours, then two start at once.
    now.fetch_add(10 * HOUR_MS, Ordering::SeqCst);
    let (a, b) = tokio::join!(one.resume_clocks(), two.resume_clocks());
    let mut given = [a.unwrap(), b.unwrap()];
    given.sort();
    assert_eq!(given, [0, 10 * HOUR_MS as i64], "given back by one of them");
    let after = one
        .current(id, None)
        .await
        .unwrap()
        .to_act
        .unwrap()
        .deadline_at;
    assert_eq!(after, due.map(|d| d + 10 * HOUR_MS as i64));
    // One more starting while they run gives nothing back.
    now.fetch_add(60_000, Ordering::SeqCst);
    assert_eq!(two.resume_clocks().await.unwrap(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_racing_for_posts_behind_claim_each_once_and_take_over_a_dead_ones() {
    use manawell::table::announcements::CLAIM_MS;
    let db = Db::new("claims-posts");
    let (now, clock) = support::manual_clock(1_000_000);
    let bot = Arc::new(Counted::default());
    let (one, two) = two_processes(&db, &clock, &bot).await;
    let place = Place::channel("test", "g", "c");
    let mut games = Vec::new();
    for _ in 0..6 {
        let mut spec = TableSpec::new(rivality(2), place.clone(), user(0));
        spec.seed = Some(7);
        let (id, _) = one.create(spec).await.unwrap();
        one.join(id, &user(1)).await.unwrap(); // started, never posted
        games.push(id);
    }
    // Past the mover's time to post: the background task's.
    now.fetch_add(60_000, Ordering::SeqCst);
    let claim = |svc: TableService| async move {
        let mut mine = Vec::new();
        for late in svc.behind("test").await.unwrap() {
            let id = TableId(late.table_id);
            if svc.claim_announcement(id).await.unwrap() {
                mine.push(id);
            }
        }
        mine
    };
    let (a, b) = tokio::join!(claim(one.clone()), claim(two.clone()));
    let mut claimed: Vec<TableId> = a.iter().chain(&b).copied().collect();
    claimed.sort();
    assert_eq!(claimed, games, "each post claimed once: {a:?} and {b:?}");

    // Whoever claimed them died without posting; a process starting now leaves the
    // claims to run out, then posts.
    two.forget_claims().await.unwrap();
    assert!(claim(two.clone()).await.is_empty());
    now.fetch_add(CLAIM_MS as u64, Ordering::SeqCst);
    assert_eq!(claim(two.clone()).await, games);
}
