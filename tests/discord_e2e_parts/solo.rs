//! Solo against Suramun in a server: `/suramun daily` opens the day's challenge in the
//! player's DM, where nobody else sees its moves before the day is over. (A whole solo game, in a DM, is played in `real_more.rs`.)

use serde_json::json;

use super::fake_discord::payloads;
use super::fake_discord::{FakeUser, Place};
use super::game::find;
use super::real_bot::RealBot;
use super::WAIT;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_challenge_in_a_server_is_played_apart_in_the_dm() {
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
    let dm = alice.id + 1_000_000;
    let answer = fake
        .wait(WAIT, "the answer", |f| {
            f.original(&injected)
                .filter(|m| m["content"].as_str().is_some_and(|c| !c.is_empty()))
        })
        .await;
    let text = answer["content"].as_str().unwrap();
    assert!(
        text.contains("nobody sees your moves") && text.contains(&format!("@me/{dm}")),
        "{text}"
    );
    let board = fake
        .wait(WAIT, "the first board, in the DM", |f| {
            f.last_message_in(dm)
        })
        .await;
    assert!(
        board["content"]
            .as_str()
            .unwrap()
            .contains(&format!("<@{}>, your turn", alice.id)),
        "{board}"
    );
    assert!(find(&board, "turn").is_some(), "{board}");
    assert!(fake.threads().is_empty(), "no thread shows the moves");
    let public = format!("/channels/{}/messages", payloads::CHANNEL_ID);
    assert!(
        !fake
            .requests()
            .iter()
            .any(|r| r.method == "POST" && r.path == public),
        "nothing posted in the server"
    );
    real.finish().await;
}
