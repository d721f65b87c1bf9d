//! The gateway survives load: while games are played, Discord asks the bot to reconnect
//! (op 7) and drops its connection (close 4000); the bot RESUMEs its session each time,
//! and every click sent while it was away is replayed to it and answered. A connection
//! that goes silent (no heartbeat ACK: "zombied") is closed by the bot, which RESUMEs too.

use super::figures::{one_game, WAIT as PATIENCE};
use super::real::Recording;
use super::real_bot::RealBot;
use super::FakeDiscord;
use super::WAIT;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clicks_sent_while_the_gateway_reconnects_are_answered() {
    const BREAKS: u64 = 4;

    let real = RealBot::start_drawing("gateway-load", Recording::plain()).await;
    let fake = &real.fake;
    play_through_breaks(fake, 6, 3, BREAKS, 0, |n| {
        if n % 2 == 0 {
            fake.ask_to_reconnect();
        } else {
            fake.drop_connection();
        }
    })
    .await;
    assert_eq!(fake.resumes(), BREAKS, "every break resumed");
    assert_eq!(fake.identifies(), 1, "the session was never lost");
    real.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_connection_is_closed_and_the_session_resumed() {
    const SILENCES: u64 = 2;

    let real = RealBot::start_drawing("gateway-zombie", Recording::plain()).await;
    let fake = &real.fake;
    // Short heartbeats on the next connection, so that a silence is found out within a
    // click's 3 s: the first RESUME brings them.
    fake.set_heartbeat_interval(std::time::Duration::from_millis(250));
    fake.drop_connection();
    fake.wait(WAIT, "a RESUME", |f| (f.resumes() == 1).then_some(()))
        .await;
    fake.wait_ready(WAIT).await;
    play_through_breaks(fake, 4, 3, SILENCES, 1, |_| fake.zombify_connection()).await;
    assert_eq!(fake.resumes(), 1 + SILENCES, "every silence resumed");
    assert_eq!(fake.identifies(), 1, "the session was never lost");
    real.finish().await;
}

/// Plays `games` games of `turns` turns while the connection is broken `breaks` times by
/// `interrupt`, each once the games are under way, each followed by a RESUME (the `resumed`
/// before them counted); then every game had every interaction answered.
async fn play_through_breaks(
    fake: &FakeDiscord,
    games: u64,
    turns: usize,
    breaks: u64,
    resumed: u64,
    interrupt: impl Fn(u64),
) {
    let played =
        futures_util::future::join_all((0..games).map(|n| one_game(fake, n, turns, PATIENCE)));
    let breaking = async {
        for n in 0..breaks {
            // Wait for some clicks between two breaks, so that the games are under way.
            let seen = fake.request_count();
            fake.wait(WAIT, "more answers", |f| {
                (f.request_count() > seen + 10).then_some(())
            })
            .await;
            interrupt(n);
            fake.wait(WAIT, "a RESUME", |f| {
                (f.resumes() == resumed + n + 1).then_some(())
            })
            .await;
            fake.wait_ready(WAIT).await;
        }
    };
    let (played, ()) = tokio::join!(played, breaking);
    // The lobby, the join, then per turn: "Take my turn", tile, spot, facing, Confirm.
    for (n, game) in played.iter().enumerate() {
        assert!(
            game.first.len() >= 2 + turns * 5,
            "game {n}: only {} interactions answered",
            game.first.len()
        );
    }
}
