//! Solo against Suramun in a server: `/suramun daily` opens the day's challenge in a thread
//! of its own. (A whole solo game, in a DM, is played in `real_more.rs`.)

use serde_json::json;

use super::fake_discord::payloads;
use super::fake_discord::{FakeUser, Place};
use super::game::find;
use super::real_bot::RealBot;
use super::WAIT;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_challenge_in_a_server_has_a_thread_of_its_own() {
    let real = RealBot::start("solo-daily").await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let daily = json!([{"name": "daily", "type": 1, "options": []}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, channel, "suramun", daily.clone())
    });
    fake.callback(&injected, WAIT).await;
    let (thread, _, name) = fake
        .wait(WAIT, "the solo thread", |f| f.threads().first().cloned())
        .await;
    assert_eq!(name, "Rivality solo #1 · alice");
    let board = fake
        .wait(WAIT, "the first board", |f| f.last_message_in(thread))
        .await;
    assert!(
        board["content"]
            .as_str()
            .unwrap()
            .contains(&format!("<@{}>, your turn", alice.id)),
        "{board}"
    );
    assert!(find(&board, "turn").is_some(), "{board}");
    real.finish().await;
}
