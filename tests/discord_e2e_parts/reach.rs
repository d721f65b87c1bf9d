//! A game is reached only from where it belongs (issue 29): its number typed in the
//! `game` option, or forged into a button, elsewhere than its thread or lobby channel,
//! by someone who does not play it and is no moderator of its server, reads as a game
//! that does not exist; nothing of it is posted there.

use serde_json::{json, Value};

use super::fake_discord::payloads::{self, APP_PERMISSIONS};
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place, BOT_TOKEN};
use super::world::World;
use super::{config, ephemeral_text, response, start_bot_with, WAIT};

const MANAGE_GUILD: u64 = 1 << 5;
/// Another channel of the game's server.
const OTHER_CHANNEL: u64 = 5_555;

/// `/<command> [sub] game:1` by `user` in `place`, a moderator of the test server when
/// `moderator`.
fn ask(
    fake: &FakeDiscord,
    user: &FakeUser,
    place: Place,
    moderator: bool,
    command: &str,
    sub: Option<&str>,
) -> Injected {
    let game = json!([{"name": "game", "type": 4, "value": 1}]);
    let options = match sub {
        Some(sub) => json!([{"name": sub, "type": 1, "options": game}]),
        None => game,
    };
    fake.inject(|id, token| {
        let mut v = payloads::slash_command(id, token, user, place, command, options.clone());
        if moderator {
            v["member"]["permissions"] = json!((APP_PERMISSIONS | MANAGE_GUILD).to_string());
        }
        v
    })
}

/// The text of the answer, once complete.
async fn answer(fake: &FakeDiscord, injected: &Injected) -> Value {
    fake.callback(injected, WAIT).await;
    fake.wait(WAIT, "the answer's text", |f| {
        f.original(injected)
            .filter(|m| m["content"].as_str().is_some_and(|c| !c.is_empty()))
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_reached_only_from_where_it_belongs() {
    let fake = FakeDiscord::start().await;
    let world = World::new("reach");
    let (store, desk) = world.open(false).await;
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    let (alice, bob, carol) = (
        FakeUser::new(1, "alice"),
        FakeUser::new(2, "bob"),
        FakeUser::new(3, "carol"),
    );
    let (_, thread) = world.a_game_in_its_thread(&fake, &desk, &alice, &bob).await;
    let unknown = manawell::frontends::discord::flows::click::unknown_table_message(1);

    // A stranger elsewhere: another channel of its server, a DM with the bot, another
    // server. Board, log and replay all read as no such game, privately.
    let elsewhere = [
        Place::Guild {
            channel: OTHER_CHANNEL,
        },
        Place::Dm { channel: 6_000 },
        Place::ForeignGuild { channel: 7_000 },
    ];
    for place in elsewhere {
        for (command, sub) in [
            ("rivality", Some("board")),
            ("rivality", Some("log")),
            ("replay", None),
        ] {
            let injected = ask(&fake, &carol, place, false, command, sub);
            let message = answer(&fake, &injected).await;
            assert_eq!(
                ephemeral_text(&message),
                unknown,
                "{command} {sub:?} in {place:?}"
            );
        }
    }
    // A step-through button forged by the stranger, outside the game's places.
    let injected = fake.inject(|id, token| {
        payloads::component(
            id,
            token,
            &carol,
            Place::Dm { channel: 6_000 },
            "mw:1:1:replay",
            &[],
            payloads::message_json(
                9,
                6_000,
                payloads::bot_user(),
                &json!({"content": "Game #1, the start"}),
                &[],
            ),
        )
    });
    let callback = fake.callback(&injected, WAIT).await;
    let (_, data) = response(&callback);
    let text = match data["content"].as_str() {
        Some(text) => text.to_string(),
        None => ephemeral_text(&answer(&fake, &injected).await),
    };
    assert_eq!(text, unknown, "a forged step-through");
    assert!(
        fake.messages()
            .iter()
            .all(|m| m["attachments"].as_array().is_none_or(|a| a.is_empty())
                || m["channel_id"].as_str() == Some(&thread.to_string())),
        "nothing of the game was posted outside its thread"
    );

    // Its players, from anywhere; a moderator of its server, from another channel of it.
    let injected = ask(
        &fake,
        &bob,
        Place::Dm { channel: 6_001 },
        false,
        "rivality",
        Some("log"),
    );
    let log = ephemeral_or_public(&answer(&fake, &injected).await);
    assert!(log.contains("game #1"), "a player's log: {log}");
    let injected = ask(
        &fake,
        &carol,
        Place::Guild {
            channel: OTHER_CHANNEL,
        },
        true,
        "rivality",
        Some("log"),
    );
    let log = ephemeral_or_public(&answer(&fake, &injected).await);
    assert!(log.contains("game #1"), "a moderator's log: {log}");
    // In the game's thread, anyone.
    let injected = ask(
        &fake,
        &carol,
        Place::Guild { channel: thread },
        false,
        "rivality",
        Some("log"),
    );
    let log = ephemeral_or_public(&answer(&fake, &injected).await);
    assert!(log.contains("game #1"), "a spectator in the thread: {log}");

    bot.shut_down().await;
    store.close().await;
    fake.assert_no_problems();
}

fn ephemeral_or_public(message: &Value) -> String {
    message["content"].as_str().unwrap_or("").to_string()
}
