//! A burst: 200 games whose deadlines pass at once, under Discord's global rate limit
//! (50 requests a second): every result is posted, none lost to a 429, and the bot stays
//! far under the 10,000 invalid requests in 10 minutes that get a bot banned.

use std::time::Duration;

use manawell::frontends::discord::desk::Status;
use manawell::store::announcements::MOVER_POSTS_WITHIN_MS;

use super::fake_discord::{FakeDiscord, FakeUser, BOT_TOKEN};
use super::real::Recording;
use super::rehoming::new_table;
use super::world::{posts_in, World};
use super::{config, start_bot_with};

const GAMES: u64 = 200;
const HOUR_MS: i64 = 3_600_000;
/// A bound on a stall, not a timing: 200 games under the limit take about 2 minutes alone
/// and longer beside the other tests of this binary on 2 cores.
const BURST_WAIT: Duration = Duration::from_secs(600);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_games_ending_at_once_are_all_announced_within_discords_limits() {
    let fake = FakeDiscord::start().await;
    let world = World::new("burst");
    let (store, desk) = world.open_drawing(Recording::plain()).await;
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(super::WAIT).await;
    let mut tables = Vec::new();
    for n in 0..GAMES {
        let (a, b) = (
            FakeUser::new(10 + 2 * n, "a"),
            FakeUser::new(11 + 2 * n, "b"),
        );
        let lobby = desk.open(new_table(&a, false, Some(3600))).await.unwrap();
        let seat = manawell::frontends::discord::desk::Player {
            id: b.id,
            name: b.name.clone(),
        };
        desk.join(lobby.table, seat).await.unwrap();
        tables.push(lobby.table);
    }
    world.move_clock(MOVER_POSTS_WITHIN_MS + 1);
    all_posted(&fake, &store, "the first boards").await;
    assert_eq!(fake.threads().len(), GAMES as usize);
    // Discord's global limit from now on; every deadline passes at once.
    fake.limit_rate(50);
    let invalid_before = fake.invalid_requests();
    world.move_clock(2 * HOUR_MS);
    let deadline = tokio::time::Instant::now() + BURST_WAIT;
    for table in &tables {
        while desk.view(*table).await.unwrap().status != Status::Finished {
            assert!(
                tokio::time::Instant::now() < deadline,
                "game {table} not over"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
    all_posted(&fake, &store, "every result").await;
    for (thread, _, _) in fake.threads() {
        assert_eq!(
            posts_in(&fake, thread).len(),
            2,
            "thread {thread}: board, result"
        );
    }
    let invalid = fake.invalid_requests() - invalid_before;
    eprintln!(
        "burst: {} requests refused for the rate limit, {invalid} invalid in all",
        fake.rate_limited()
    );
    assert!(invalid < 1_000, "{invalid} invalid requests");
    bot.shut_down().await;
    fake.assert_no_problems();
}

/// Waits until no game is behind (every version posted and marked).
async fn all_posted(fake: &FakeDiscord, store: &manawell::store::Store, what: &str) {
    let deadline = tokio::time::Instant::now() + BURST_WAIT;
    while !store
        .behind("discord", i64::MAX, 10)
        .await
        .unwrap()
        .is_empty()
    {
        assert!(
            tokio::time::Instant::now() < deadline,
            "{what} not all posted; problems: {:?}",
            fake.problems()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
