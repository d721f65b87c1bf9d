//! Every click on a game is acknowledged at once, as in production: its work draws,
//! thinks or writes, and no timer can promise it done within Discord's 3 seconds when
//! hundreds of games are played at once. The acknowledgement comes first (a silent one
//! for a click that updates its message, a private "thinking" for one that opens a
//! panel); the answer then edits it.

use serde_json::{json, Value};

use super::fake_discord::payloads;
use super::fake_discord::{FakeUser, Place};
use super::message_parts::{components, find};
use super::real::Recording;
use super::real_bot::RealBot;
use super::{response, Config, WAIT};
use manawell::frontends::discord::wire::respond::HEAVY_DEFER_AFTER;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_on_a_game_is_acknowledged_before_its_work() {
    let real = RealBot::start_with("at-once", Recording::plain(), |config| Config {
        defer_heavy: HEAVY_DEFER_AFTER,
        ..config
    })
    .await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild { channel: 3000 };
    let click = |user: &FakeUser, place: Place, message: &Value, custom_id: &str| {
        fake.inject(|id, token| {
            payloads::component(id, token, user, place, custom_id, &[], message.clone())
        })
    };

    let options = json!([{"name": "new", "type": 1, "options": [{"name": "players", "type": 4, "value": 2}]}]);
    let opened = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, channel, "rivality", options.clone())
    });
    fake.callback(&opened, WAIT).await;
    let lobby = fake.wait(WAIT, "the lobby", |f| f.original(&opened)).await;

    // Join: it updates the lobby, so it is acknowledged silently (type 6), then the
    // lobby is edited.
    let (join, _) = find(&lobby, "join").expect("Join");
    let joined = click(&bob, channel, &lobby, &join);
    let (kind, data) = response(&fake.callback(&joined, WAIT).await);
    assert_eq!(kind, 6, "Join acknowledged at once: {data}");
    let thread = fake
        .wait(WAIT, "the thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let here = Place::Guild { channel: thread };
    let board = fake
        .wait(WAIT, "the first board", |f| f.last_message_in(thread))
        .await;
    let mover = if board["content"]
        .as_str()
        .unwrap_or("")
        .contains(&format!("<@{}>", alice.id))
    {
        &alice
    } else {
        &bob
    };

    // "Take my turn": it opens a private panel, so it is acknowledged as a private
    // "thinking" message (type 5, ephemeral), which the panel then replaces.
    let (turn, _) = find(&board, "turn").expect("Take my turn");
    let opened_panel = click(mover, here, &board, &turn);
    let (kind, data) = response(&fake.callback(&opened_panel, WAIT).await);
    assert_eq!(kind, 5, "the panel acknowledged at once: {data}");
    assert_eq!(
        data["flags"].as_u64().unwrap_or(0) & payloads::EPHEMERAL,
        payloads::EPHEMERAL,
        "the thinking is private: {data}"
    );
    let panel = fake
        .wait(WAIT, "the panel", |f| {
            f.original(&opened_panel)
                .filter(|m| !components(m).is_empty())
        })
        .await;
    assert!(
        find(&panel, "tile").is_some(),
        "the panel's first menu: {panel}"
    );
    real.finish().await;
}
