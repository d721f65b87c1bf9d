//! Two `manawell bot` processes (the binary, started twice) on one database against the
//! fake Discord, each running one shard of two: every due task, a deadline, a reminder,
//! an AI seat's move and a start never posted, happens exactly once. On PostgreSQL when
//! `MANAWELL_TEST_POSTGRES` names a server, else on SQLite.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use manawell::frontends::discord::desk::Status;

use super::fake_discord::{FakeDiscord, FakeUser, BOT_TOKEN};
use super::two_processes::{
    due_games, every_due_post, posts_saying, DueGames, AI_THREADS, HOUR_MS,
};
use super::world::{posts_in, World};
use super::WAIT;

/// A `manawell bot` process running shard `shard` of two, on `world`'s database.
struct BotProcess(Child);

impl BotProcess {
    fn start(fake: &FakeDiscord, world: &World, shard: u32) -> BotProcess {
        let child = Command::new(env!("CARGO_BIN_EXE_manawell"))
            .arg("bot")
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("DISCORD_TOKEN", BOT_TOKEN)
            .env("DISCORD_API_BASE", &fake.api_base)
            .env("DATABASE_URL", world.url())
            .env("SHARDS", format!("{shard}-{shard}"))
            .env("SHARD_COUNT", "2")
            .env("SWEEP_EVERY_MS", "50")
            .env("AI_LEVEL", "easy")
            .env("RUST_LOG", "warn")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start manawell bot");
        BotProcess(child)
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_manawell_bot_processes_on_one_database_do_every_due_task_once() {
    let fake = FakeDiscord::start().await;
    let world = World::on_postgres_if_set("bot-processes").await;
    let alice = FakeUser::new(1, "alice");
    // The games are made two and a half hours ago: on the real clock the processes run
    // on, the one-hour deadline has passed and the three-hour one is due a reminder.
    world.move_clock(-5 * HOUR_MS / 2);
    let (store, desk) = world.open(false).await;
    let (deadline, reminder, pending) = (6_001, 6_002, 6_004);
    let DueGames {
        late,
        nudged,
        against_ai,
        unposted,
    } = due_games(&desk, &alice, (deadline, reminder, pending)).await;

    let identified = fake.identifies();
    let processes = [
        BotProcess::start(&fake, &world, 0),
        BotProcess::start(&fake, &world, 1),
    ];
    fake.wait(WAIT, "both shards' IDENTIFY", |f| {
        (f.identifies() >= identified + 2).then_some(())
    })
    .await;
    every_due_post(&fake, deadline, reminder, pending).await;
    // Many sweeps of both processes later (one every 50 ms), still once each.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    for thread in [deadline, reminder, pending].into_iter().chain(AI_THREADS) {
        let posts = posts_in(&fake, thread);
        assert_eq!(posts.len(), 1, "thread {thread}: {posts:?}");
    }
    assert_eq!(posts_saying(&fake, deadline, "ran out of time"), 1);
    assert_eq!(posts_saying(&fake, reminder, "Reminder"), 1);
    assert_eq!(posts_saying(&fake, pending, "starts"), 1);
    drop(processes);

    // And in the games: one forfeit, one move per AI seat, nothing else.
    assert_eq!(desk.view(late).await.unwrap().status, Status::Finished);
    assert_eq!(desk.view(nudged).await.unwrap().status, Status::Running);
    for (table, _, version) in &against_ai {
        let after = desk.view(*table).await.unwrap();
        assert_eq!(after.version, version + 1, "the AI moved once");
        assert_eq!(after.to_move, Some(alice.id));
    }
    assert_eq!(desk.view(unposted).await.unwrap().version, 0);
    store.close().await;
    fake.assert_no_problems();
}
