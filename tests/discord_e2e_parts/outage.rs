//! Discord down counts as downtime: while the bot cannot reach Discord no deadline runs
//! and no reminder is spent, and the time is given back to every clock; a reminder whose
//! post failed is sent again; the health file says what is reachable, and a bot
//! unhealthy for too long stops for its supervisor to start it again.

use std::time::Duration;

use manawell::frontends::discord::desk::Status;
use manawell::frontends::discord::BotError;

use super::fake_discord::faults::{DiscordError, Fault};
use super::fake_discord::{FakeDiscord, FakeUser, BOT_TOKEN};
use super::rehoming::{games_in_threads, running, DAY_MS};
use super::world::{posts_in, World};
use super::{config, start_bot_with, WAIT};

const HOUR_MS: i64 = 3_600_000;

/// How many checks of Discord (`GET /users/@me`) a fault answered so far.
fn failed_checks(fake: &FakeDiscord) -> usize {
    fake.faulted()
        .iter()
        .filter(|(method, path, _)| method == "GET" && path == "/users/@me")
        .count()
}

async fn checks_fail(fake: &FakeDiscord, more: usize) {
    let now = failed_checks(fake);
    fake.wait(WAIT, "sweeps that cannot reach Discord", |f| {
        (failed_checks(f) >= now + more).then_some(())
    })
    .await;
}

fn discord_down(fake: &FakeDiscord) {
    fake.fault(Fault::on("GET", "/users/@me").answer(DiscordError::ServerError(503)));
    fake.fault(
        Fault::on("POST", "/channels/{channel_id}/messages").answer(DiscordError::ServerError(503)),
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hours_without_discord_are_given_back_to_a_one_hour_clock() {
    let (fake, world, store, desk, bot) = running("outage", false).await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let pairs = [(alice, Some(bob))];
    let games = games_in_threads(&fake, &world, &store, &desk, &pairs, Some(3600)).await;
    let (table, _) = games[0];
    let due = desk.view(table).await.unwrap().due.expect("a deadline");
    discord_down(&fake);
    checks_fail(&fake, 1).await;
    world.move_clock(2 * HOUR_MS);
    checks_fail(&fake, 3).await;
    let view = desk.view(table).await.unwrap();
    assert_eq!(view.status, Status::Running, "nobody forfeits unreached");
    // Discord answers again: the two hours are given back.
    fake.clear_faults();
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let now = desk.view(table).await.unwrap().due.expect("a deadline");
        if now >= due + 2 * 3600 - 60 {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the deadline {now} never moved on from {due}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(desk.view(table).await.unwrap().status, Status::Running);
    bot.shut_down().await;
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_discord_failed_to_take_is_sent_again() {
    let (fake, world, store, desk, bot) = running("reminder-again", false).await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let pairs = [(alice, Some(bob))];
    let games = games_in_threads(&fake, &world, &store, &desk, &pairs, None).await;
    let (_, thread) = games[0];
    fake.fault(
        Fault::on("POST", "/channels/{channel_id}/messages")
            .at(&format!("/channels/{thread}/messages"))
            .answer(DiscordError::ServerError(502))
            .times(1),
    );
    // A day later the nudge is due; its post fails once.
    world.move_clock(2 * DAY_MS);
    fake.wait(WAIT, "the nudge refused", |f| {
        (!f.faulted().is_empty()).then_some(())
    })
    .await;
    // Not counted as sent: due again within minutes (not in three days).
    let deadline = tokio::time::Instant::now() + WAIT;
    while store
        .due(world.now() + 2 * 60_000, 10)
        .await
        .unwrap()
        .is_empty()
    {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the nudge was spent"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    world.move_clock(2 * 60_000);
    let nudge = fake
        .wait(WAIT, "the nudge, sent again", |f| {
            posts_in(f, thread).get(1).cloned()
        })
        .await;
    let text = nudge["content"].as_str().unwrap_or("");
    assert!(text.contains("<@"), "it pings the player: {text}");
    bot.shut_down().await;
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_that_cannot_reach_discord_says_so_then_stops_for_its_supervisor() {
    let fake = FakeDiscord::start().await;
    let world = World::new("unhealthy");
    let (_store, desk) = world.open(false).await;
    let file = std::env::temp_dir().join(format!(
        "manawell-health-{}-{}",
        std::process::id(),
        manawell::store::now_ms()
    ));
    let config = super::Config {
        health_file: Some(file.clone()),
        unhealthy_exit_after: Duration::from_millis(500),
        ..config(&fake, BOT_TOKEN)
    };
    let bot = start_bot_with(config, desk);
    fake.wait_ready(WAIT).await;
    let read = || std::fs::read_to_string(&file).unwrap_or_default();
    let deadline = tokio::time::Instant::now() + WAIT;
    while !read().starts_with("healthy\n") {
        assert!(tokio::time::Instant::now() < deadline, "{}", read());
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(read().contains("discord: reachable"), "{}", read());
    discord_down(&fake);
    while !read().contains("discord: unreachable") {
        assert!(tokio::time::Instant::now() < deadline, "{}", read());
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(
        read().starts_with("unhealthy\ndatabase: reachable\n"),
        "{}",
        read()
    );
    let ended = tokio::time::timeout(WAIT, bot.task)
        .await
        .expect("the bot stops by itself")
        .expect("the bot task does not panic");
    assert!(matches!(ended, Err(BotError::Unhealthy(_))), "{ended:?}");
    let _ = std::fs::remove_file(&file);
    fake.assert_no_problems();
}
