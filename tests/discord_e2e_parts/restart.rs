//! Buttons survive a restart: they are routed by their custom_id, not by anything the
//! bot keeps in memory.

use std::sync::Arc;

use serde_json::json;

use super::desk_double::DeskDouble;
use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Place, BOT_TOKEN};
use super::{config, response, start_bot_with, WAIT};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_posted_before_a_restart_still_works() {
    let fake = FakeDiscord::start().await;
    // The table service keeps the games (its database does, in production).
    let desk = Arc::new(DeskDouble::default());
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };

    let first = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    let options = json!([{"name": "new", "type": 1, "options": [{"name": "players", "type": 4, "value": 2}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, channel, "rivality", options.clone())
    });
    fake.callback(&injected, WAIT).await;
    let lobby = fake
        .wait(WAIT, "the lobby", |f| f.original(&injected))
        .await;
    first.shut_down().await;

    // A new process: new gateway session, same fake Discord, same games.
    let second = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    let join = fake.inject(|id, token| {
        payloads::component(id, token, &bob, channel, "mw:1:1:join", &[], lobby.clone())
    });
    let (kind, data) = response(&fake.callback(&join, WAIT).await);
    assert_eq!(kind, 7, "the old lobby's button works: {data}");
    assert!(
        data["content"].as_str().unwrap().contains("has started"),
        "{data}"
    );
    fake.wait(WAIT, "the first board", |f| {
        f.threads().first().and_then(|t| f.last_message_in(t.0))
    })
    .await;
    second.shut_down().await;
    fake.assert_no_problems();
}
