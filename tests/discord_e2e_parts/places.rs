//! Where a game can be played: a missing permission is named before anything is
//! created; a command from a place the bot cannot post in is played in the player's DM
//! with the bot, which the answer says.

use serde_json::{json, Value};

use super::fake_discord::payloads::{self, with_app_permissions, APP_PERMISSIONS};
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place};
use super::real_bot::RealBot;
use super::{ephemeral_text, WAIT};

const ATTACH_FILES: u64 = 1 << 15;
const CREATE_PUBLIC_THREADS: u64 = 1 << 35;

fn run(
    fake: &FakeDiscord,
    user: &FakeUser,
    place: Place,
    command: &str,
    options: Value,
    permissions: Option<u64>,
) -> Injected {
    fake.inject(|id, token| {
        let payload = payloads::slash_command(id, token, user, place, command, options.clone());
        match permissions {
            Some(p) => with_app_permissions(payload, p),
            None => payload,
        }
    })
}

async fn answer(fake: &FakeDiscord, injected: &Injected) -> Value {
    fake.callback(injected, WAIT).await;
    fake.wait(WAIT, "the answer's text", |f| {
        f.original(injected)
            .filter(|m| m["content"].as_str().is_some_and(|c| !c.is_empty()))
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_permission_is_named_before_a_game_is_made() {
    let real = RealBot::start("missing-permission").await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let new = json!([{"name": "new", "type": 1, "options": [{"name": "players", "type": 4, "value": 2}]}]);
    let no_files = Some(APP_PERMISSIONS & !ATTACH_FILES);
    let refused = answer(fake, &run(fake, &alice, channel, "rivality", new, no_files)).await;
    let text = ephemeral_text(&refused);
    assert!(
        text.contains("I need the **Attach Files** permission"),
        "{text}"
    );
    let start = json!([{"name": "start", "type": 1, "options": []}]);
    let no_threads = Some(APP_PERMISSIONS & !CREATE_PUBLIC_THREADS);
    let refused = answer(
        fake,
        &run(fake, &alice, channel, "suramun", start, no_threads),
    )
    .await;
    let text = ephemeral_text(&refused);
    assert!(text.contains("**Create Public Threads**"), "{text}");
    assert!(fake.public_texts().is_empty(), "no lobby, no game");
    assert!(fake.threads().is_empty(), "no thread");
    real.finish_without_boards().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_from_where_the_bot_cannot_post_is_played_in_its_dm() {
    let real = RealBot::start("played-in-the-dm").await;
    let fake = &real.fake;
    let start = json!([{"name": "start", "type": 1, "options": []}]);
    let places = [
        (FakeUser::new(1, "alice"), Place::Private { channel: 7000 }),
        (
            FakeUser::new(2, "bob"),
            Place::ForeignGuild { channel: 7001 },
        ),
    ];
    for (user, place) in &places {
        let started = answer(
            fake,
            &run(fake, user, *place, "suramun", start.clone(), None),
        )
        .await;
        let text = ephemeral_text(&started);
        let dm = user.id + 1_000_000;
        assert!(
            text.contains(&format!(
                "I can't post in this channel, so your game is in our DM: https://discord.com/channels/@me/{dm}"
            )),
            "{text}"
        );
        let board = fake
            .wait(WAIT, "the board in the DM", |f| f.last_message_in(dm))
            .await;
        assert!(
            board["content"].as_str().unwrap().contains("your turn"),
            "{board}"
        );
        assert_eq!(
            fake.last_message_in(place.channel()),
            None,
            "nothing posted there"
        );
    }
    assert!(fake.threads().is_empty());
    real.finish().await;
}
