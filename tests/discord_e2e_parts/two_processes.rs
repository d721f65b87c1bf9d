//! Two bot processes on one database (two bots in this test process, each with its own
//! pool and its own shard of two) against the fake Discord: every due task, a deadline,
//! a reminder, an AI seat's move and a pending announcement, happens exactly once. On
//! PostgreSQL when `MANAWELL_TEST_POSTGRES` names a server, else on SQLite.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use manawell::ai::Level;

use manawell::frontends::discord::app::shards::Shards;
use manawell::frontends::discord::desk::{Desk, NewTable, Status};
use manawell::table::{AiBot, AnyGame, BotPlayer, Seat};
use serde_json::json;

use super::fake_discord::{FakeDiscord, FakeUser, BOT_TOKEN};
use super::world::{player, posts_in, two_players, World};
use super::{config, start_bot_with, Bot, WAIT};

pub(super) const HOUR_MS: i64 = 3_600_000;
/// The threads of the games against the AI.
pub(super) const AI_THREADS: [u64; 4] = [5_010, 5_011, 5_012, 5_013];

/// Opens a game in thread `thread` with Bob joining (or the AI), and marks it posted
/// unless `posted` is false (its start then waits to be announced).
pub(super) async fn game(desk: &Desk, thread: u64, new: NewTable, posted: bool) -> u64 {
    let bob = FakeUser::new(2, "bob");
    let mut view = desk.open(new).await.unwrap();
    if view.status == Status::Lobby {
        view = desk.join(view.table, player(&bob)).await.unwrap();
    }
    assert_eq!(view.status, Status::Running);
    desk.set_place(view.table, thread).await.unwrap();
    if posted {
        desk.announced(view.table, None, view.version)
            .await
            .unwrap();
    }
    view.table
}

/// The file a process's sweeper writes after each round (`HEALTH_FILE`).
fn health_file(shard: u32) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("manawell-alive-{}-{shard}", std::process::id()))
}

/// The AI, counting the moves it is asked for (by either process).
struct CountedAi {
    ai: AiBot,
    asked: AtomicUsize,
}

impl BotPlayer for CountedAi {
    fn choose(&self, game: &dyn AnyGame, seat: Seat) -> Option<String> {
        self.choose_at(game, seat, None)
    }

    fn choose_at(&self, game: &dyn AnyGame, seat: Seat, level: Option<Level>) -> Option<String> {
        self.asked.fetch_add(1, Ordering::SeqCst);
        self.ai.choose_at(game, seat, level)
    }
}

/// A bot on its own pool of the world's database, running shard `shard` of two.
async fn process(fake: &FakeDiscord, world: &World, shard: u32, ai: Arc<CountedAi>) -> Bot {
    let (_, desk) = world.open_with(Some(ai)).await;
    let mut config = config(fake, BOT_TOKEN);
    let _ = std::fs::remove_file(health_file(shard));
    config.health_file = Some(health_file(shard));
    config.shards = Some(Shards {
        first: shard,
        last: shard,
        total: 2,
    });
    let identified = fake.identifies();
    let bot = start_bot_with(config, desk);
    fake.wait(WAIT, "the shard's IDENTIFY", |f| {
        (f.identifies() > identified).then_some(())
    })
    .await;
    assert_eq!(fake.identified_shard(), Some(json!([shard, 2])));
    bot
}

pub(super) fn posts_saying(fake: &FakeDiscord, thread: u64, words: &str) -> usize {
    posts_in(fake, thread)
        .iter()
        .filter(|m| m["content"].as_str().unwrap_or("").contains(words))
        .count()
}

/// The games of the test, each with one task due 2.5 h after they were made.
pub(super) struct DueGames {
    /// An hour a move: past at 2.5 h.
    pub late: u64,
    /// Three hours a move: reminded at 2.25 h, not yet past.
    pub nudged: u64,
    /// (table, thread, version) of the games against the AI waiting for its move.
    pub against_ai: Vec<(u64, u64, u64)>,
    /// Started, never posted.
    pub unposted: u64,
}

/// Makes [`DueGames`] in threads `deadline`, `reminder`, `pending` and `AI_THREADS`.
pub(super) async fn due_games(
    desk: &Desk,
    alice: &FakeUser,
    (deadline, reminder, pending): (u64, u64, u64),
) -> DueGames {
    // An hour a move: past at 2.5 h. Three hours: reminded at 2.25 h, not yet past.
    let late = game(desk, deadline, two_players(alice, false, Some(3600)), true).await;
    let nudged = game(
        desk,
        reminder,
        two_players(alice, false, Some(3 * 3600)),
        true,
    )
    .await;
    // Against the AI, in threads of their own: Alice's move made, the AI's left waiting
    // (the process stopped).
    let mut against_ai = Vec::new();
    for thread in AI_THREADS {
        let table = game(desk, thread, two_players(alice, true, None), false).await;
        let view = desk.view(table).await.unwrap();
        let view = if view.to_move == Some(alice.id) {
            let turn = desk
                .turn(table, alice.id, manawell::i18n::Lang::En)
                .await
                .unwrap();
            let first = turn.moves.first().cloned().expect("a legal move");
            desk.play(
                table,
                alice.id,
                first,
                turn.version,
                manawell::i18n::Lang::En,
            )
            .await
            .unwrap();
            desk.view(table).await.unwrap()
        } else {
            view
        };
        assert_eq!(view.to_move, None, "the AI is to move");
        desk.announced(table, None, view.version).await.unwrap();
        against_ai.push((table, thread, view.version));
    }
    // Started, never posted.
    let unposted = game(desk, pending, two_players(alice, false, None), false).await;
    DueGames {
        late,
        nudged,
        against_ai,
        unposted,
    }
}

/// Waits until every due task of the test was posted: the deadline in thread `deadline`,
/// the reminder in `reminder`, the AI's moves in `AI_THREADS`, the start in `pending`.
pub(super) async fn every_due_post(fake: &FakeDiscord, deadline: u64, reminder: u64, pending: u64) {
    fake.wait(WAIT, "the deadline applied", |f| {
        (posts_saying(f, deadline, "ran out of time") > 0).then_some(())
    })
    .await;
    fake.wait(WAIT, "the reminder", |f| {
        (posts_saying(f, reminder, "Reminder") > 0).then_some(())
    })
    .await;
    fake.wait(WAIT, "the AI's moves", |f| {
        AI_THREADS
            .iter()
            .all(|t| !posts_in(f, *t).is_empty())
            .then_some(())
    })
    .await;
    fake.wait(WAIT, "the start announced", |f| {
        (posts_saying(f, pending, "starts") > 0).then_some(())
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_bot_processes_on_one_database_do_every_due_task_once() {
    let fake = FakeDiscord::start().await;
    // On PostgreSQL when MANAWELL_TEST_POSTGRES names a server, else on a SQLite file.
    let world = World::on_postgres_if_set("two-processes").await;
    let alice = FakeUser::new(1, "alice");
    // The games, made through a desk without the AI (no bot runs yet).
    let (store, desk) = world.open(false).await;
    let (deadline, reminder, pending) = (5_001, 5_002, 5_004);
    let DueGames {
        late,
        nudged,
        against_ai,
        unposted,
    } = due_games(&desk, &alice, (deadline, reminder, pending)).await;

    // Two processes, each with its own pool and shard; then time passes for both.
    let ai = Arc::new(CountedAi {
        ai: AiBot::new(Level::Easy),
        asked: AtomicUsize::new(0),
    });
    let one = process(&fake, &world, 0, ai.clone()).await;
    let two = process(&fake, &world, 1, ai.clone()).await;
    // Both past their start-up (a process starting after the clock jumps would take the
    // jump for downtime and give it back): each has swept once.
    let started = tokio::time::Instant::now();
    while !(health_file(0).exists() && health_file(1).exists()) {
        assert!(
            started.elapsed() < WAIT,
            "no sweep from one of the processes"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    world.move_clock(5 * HOUR_MS / 2);

    every_due_post(&fake, deadline, reminder, pending).await;
    // Many sweeps of both processes later, still once each.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(posts_saying(&fake, deadline, "ran out of time"), 1);
    assert_eq!(
        posts_in(&fake, deadline).len(),
        1,
        "{:?}",
        posts_in(&fake, deadline)
    );
    assert_eq!(posts_saying(&fake, reminder, "Reminder"), 1);
    assert_eq!(
        posts_in(&fake, reminder).len(),
        1,
        "{:?}",
        posts_in(&fake, reminder)
    );
    for thread in AI_THREADS {
        let posts = posts_in(&fake, thread);
        assert_eq!(posts.len(), 1, "{posts:?}");
    }
    assert_eq!(
        ai.asked.load(Ordering::SeqCst),
        AI_THREADS.len(),
        "each AI move thought out once, by one process"
    );
    assert_eq!(posts_saying(&fake, pending, "starts"), 1);
    assert_eq!(
        posts_in(&fake, pending).len(),
        1,
        "{:?}",
        posts_in(&fake, pending)
    );

    // And in the games: one forfeit, one AI move, nothing else.
    assert_eq!(desk.view(late).await.unwrap().status, Status::Finished);
    assert_eq!(desk.view(nudged).await.unwrap().status, Status::Running);
    for (table, _, version) in &against_ai {
        let after = desk.view(*table).await.unwrap();
        assert_eq!(after.version, version + 1, "the AI moved once");
        assert_eq!(after.to_move, Some(alice.id));
    }
    assert_eq!(desk.view(unposted).await.unwrap().version, 0);

    // Each process's sweeps are alive, for a container's health check.
    for shard in [0, 1] {
        let written = std::fs::read_to_string(health_file(shard)).unwrap();
        assert!(written.starts_with("healthy\n"), "{written:?}");
    }
    one.shut_down().await;
    two.shut_down().await;
    for shard in [0, 1] {
        let _ = std::fs::remove_file(health_file(shard));
    }
    store.close().await;
    fake.assert_no_problems();
}
