//! Nothing unfair, nothing confusing: refusals stay private even when the answer was
//! deferred, a display name cannot dress itself up as markdown or ping anyone, answers
//! say whom they may ping.

use std::time::Duration;

use manawell::frontends::discord::markdown::escape_name;
use serde_json::json;

use super::fake_discord::payloads::{self, EPHEMERAL};
use super::fake_discord::{FakeUser, Place};
use super::game::{created_by, find, Players};
use super::opening::open_two_player_game;
use super::real::Recording;
use super::real_bot::RealBot;
use super::{response, Config, WAIT};

fn is_ephemeral(message: &serde_json::Value) -> bool {
    message["flags"].as_u64().unwrap_or(0) & EPHEMERAL == EPHEMERAL
}

/// `/rivality new` answers in public (the lobby); deferred, and then refused, its refusal
/// must not become a public message, which is what Discord makes of the first follow-up
/// after a deferral.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_after_a_public_deferral_stays_private() {
    let slow = |config| Config {
        defer_after: Duration::ZERO,
        ..config
    };
    let real = RealBot::start_with("refused-after-deferral", Recording::real(), slow).await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    // Five players: the table service refuses these options (Discord's own bounds on
    // the option aside, this stands for any refusal that comes after the deferral).
    let options = json!([{"name": "new", "type": 1, "options": [{"name": "players", "type": 4, "value": 5}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, channel, "rivality", options.clone())
    });
    let (kind, data) = response(&fake.callback(&injected, WAIT).await);
    assert_eq!(kind, 5, "deferred: {data}");
    assert!(
        !is_ephemeral(&data),
        "deferred in public, as the lobby would be"
    );
    let refusal = fake
        .wait(WAIT, "the refusal", |f| {
            f.messages().into_iter().find(|m| {
                m["content"]
                    .as_str()
                    .is_some_and(|c| c.contains("do not make a game"))
            })
        })
        .await;
    assert!(is_ephemeral(&refusal), "the refusal is private: {refusal}");
    assert!(
        !fake
            .public_texts()
            .iter()
            .any(|t| t.contains("do not make a game")),
        "no public trace of the refusal"
    );
    assert_eq!(
        fake.original(&injected).map(|m| m["id"].clone()),
        None,
        "the public \"thinking\" message is gone"
    );
    real.finish_without_boards().await;
}

/// A player whose display name is markdown (a masked link, a spoiler, a header, a role
/// mention): the public messages show the name as typed, the thread's name too, and the
/// lobby pings only the invited player.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn display_names_are_shown_as_typed_and_ping_nobody() {
    let real = RealBot::start("display-names").await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let hostile = "[bob](https://evil.example) ||hidden|| <@&77> @everyone";
    let bob = FakeUser::new(2, hostile);
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);
    let (_, first) = open_two_player_game(&mut players, &alice, &bob, channel).await;
    let content = first.post["content"].as_str().unwrap();
    assert!(content.contains(&escape_name(hostile)), "{content}");
    assert!(!content.contains("[bob](https://"), "{content}");
    let (_, _, thread_name) = fake.threads()[0].clone();
    // The players in their seats' order, which the deal draws.
    let seated = [format!("alice, {hostile}"), format!("{hostile}, alice")];
    assert!(
        seated
            .map(|names| format!("Rivality #1 · {names}"))
            .contains(&thread_name),
        "{thread_name}"
    );
    for request in fake.requests() {
        let Some(body) = request.json else { continue };
        let message = body
            .get("data")
            .filter(|_| request.path.ends_with("/callback"));
        let message = message.unwrap_or(&body);
        if message["content"].is_string() {
            assert_eq!(
                message["allowed_mentions"]["parse"],
                json!([]),
                "{} {}: {message}",
                request.method,
                request.path
            );
        }
    }

    // An invitation: the lobby pings the invited player, and only them.
    let carol = FakeUser::new(3, "carol");
    let options = json!([{"name": "new", "type": 1, "options": [
        {"name": "players", "type": 4, "value": 2},
        {"name": "invite1", "type": 6, "value": carol.id.to_string()}]}]);
    let injected = fake.inject(|id, token| {
        let mut v =
            payloads::slash_command(id, token, &alice, channel, "rivality", options.clone());
        v["data"]["resolved"] = json!({"users": {
            carol.id.to_string(): payloads::user_json(carol.id, &carol.name, false)}});
        v
    });
    let (kind, data) = response(&fake.callback(&injected, WAIT).await);
    assert_eq!(kind, 4, "{data}");
    let mentions = &data["allowed_mentions"];
    assert_eq!(
        (&mentions["parse"], &mentions["users"]),
        (&json!([]), &json!([carol.id.to_string()])),
        "{data}"
    );
    real.finish().await;
}

/// Once a move is played, the board before it keeps no live "Take my turn": only the
/// latest board's button works.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn earlier_turn_buttons_are_disabled_when_the_turn_passes() {
    let real = RealBot::start("earlier-turn-buttons").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);
    let (_, first) = open_two_player_game(&mut players, &alice, &bob, channel).await;
    let first_id: u64 = first.post["id"].as_str().unwrap().parse().unwrap();
    let (turn, _) = find(&first.post, "turn").expect("Take my turn");
    let turn_button = |message: &serde_json::Value| {
        message["components"][0]["components"][0]["disabled"].as_bool() == Some(true)
    };
    assert!(!turn_button(&first.post), "live at first");

    let callback = players
        .click(first.mover, first.here, &first.post, &turn, &[])
        .await;
    let mut panel = fake
        .wait(WAIT, "the panel", |f| created_by(f, &callback))
        .await;
    let panel_id: u64 = panel["id"].as_str().unwrap().parse().unwrap();
    while find(&panel, "confirm").is_none() {
        let (menu, values) = ["tile", "spot", "facing", "order"]
            .iter()
            .find_map(|a| find(&panel, a))
            .expect("a menu");
        players
            .click(
                first.mover,
                first.here,
                &panel,
                &menu,
                &[values[0].as_str()],
            )
            .await;
        panel = fake.message(panel_id).expect("the panel");
    }
    let (confirm, _) = find(&panel, "confirm").unwrap();
    players
        .click(first.mover, first.here, &panel, &confirm, &[])
        .await;
    let earlier = fake
        .wait(WAIT, "the first board's button disabled", |f| {
            f.message(first_id).filter(turn_button)
        })
        .await;
    assert_eq!(
        find(&earlier, "turn").map(|(id, _)| id),
        Some(turn),
        "the same button, off"
    );
    assert_eq!(earlier["content"], first.post["content"], "the text stays");
    let latest = fake
        .last_message_in(first.thread)
        .expect("the second board");
    assert_ne!(latest["id"], first.post["id"]);
    assert!(!turn_button(&latest), "the latest board's button is live");
    real.finish().await;
}
