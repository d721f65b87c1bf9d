//! Where a game can be played: a missing permission is named before anything is
//! created; a command from a place the bot cannot post in is played in the player's DM
//! with the bot, which the answer says.

use serde_json::{json, Value};

use super::fake_discord::payloads::{self, with_app_permissions, APP_PERMISSIONS};
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place};
use super::game::{find, Players};
use super::opening::open_two_player_game;
use super::real::through_the_panel;
use super::real_bot::RealBot;
use super::{ephemeral_text, WAIT};

const ATTACH_FILES: u64 = 1 << 15;
const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
const READ_MESSAGE_HISTORY: u64 = 1 << 16;

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
    let no_history = Some(APP_PERMISSIONS & !READ_MESSAGE_HISTORY);
    let start = json!([{"name": "start", "type": 1, "options": []}]);
    let refused = answer(
        fake,
        &run(fake, &alice, channel, "suramun", start, no_history),
    )
    .await;
    let text = ephemeral_text(&refused);
    assert!(text.contains("**Read Message History**"), "{text}");
    assert!(fake.public_texts().is_empty(), "no lobby, no game");
    assert!(fake.threads().is_empty(), "no thread");
    real.finish_without_boards().await;
}

/// Without the right to make threads, the channel itself will do: the game is played
/// there, and no thread is asked for.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_where_threads_cannot_be_made_is_played_in_the_channel() {
    let real = RealBot::start("no-threads-here").await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let start = json!([{"name": "start", "type": 1, "options": []}]);
    let no_threads = Some(APP_PERMISSIONS & !CREATE_PUBLIC_THREADS);
    let started = answer(
        fake,
        &run(fake, &alice, channel, "suramun", start, no_threads),
    )
    .await;
    let text = ephemeral_text(&started);
    assert!(!text.contains("permission"), "{text}");
    let board = fake
        .wait(WAIT, "the board in the channel", |f| {
            f.last_message_in(payloads::CHANNEL_ID)
                .filter(|m| m["content"].as_str().is_some_and(|c| c.contains("<@1>")))
        })
        .await;
    assert!(board["attachments"]
        .as_array()
        .is_some_and(|a| !a.is_empty()));
    assert!(fake.threads().is_empty(), "no thread asked for");
    assert!(
        !fake.requests().iter().any(|r| r.path.ends_with("/threads")),
        "nothing Discord would refuse"
    );
    real.finish().await;
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

/// A game opened in a thread lives in that thread: Discord makes no thread in a thread
/// (50024), which the bot takes as the refusal for good it is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_opened_in_a_thread_is_played_in_that_thread() {
    let real = RealBot::start("game-in-a-thread").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let thread = fake.add_thread(payloads::CHANNEL_ID, "chat");
    let here = Place::Guild { channel: thread };
    let new = json!([{"name": "new", "type": 1, "options": [
        {"name": "players", "type": 4, "value": 2}]}]);
    let lobby = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, here, "rivality", new.clone())
    });
    fake.callback(&lobby, WAIT).await;
    let lobby = fake.wait(WAIT, "the lobby", |f| f.original(&lobby)).await;
    let join = fake.inject(|id, token| {
        payloads::component(id, token, &bob, here, "mw:1:1:join", &[], lobby.clone())
    });
    fake.callback(&join, WAIT).await;
    fake.wait(WAIT, "the first board, in the thread", |f| {
        f.last_message_in(thread)
            .filter(|m| m["attachments"].as_array().is_some_and(|a| !a.is_empty()))
    })
    .await;
    assert_eq!(fake.threads().len(), 1, "no new thread");
    real.finish().await;
}

/// Switching off old buttons edits only this bot's own messages: another bot's copy of a
/// board, with the same custom ids, is left alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn old_buttons_are_switched_off_on_this_bots_messages_only() {
    let real = RealBot::start("own-buttons-only").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);
    let (_, first) = open_two_player_game(&mut players, &alice, &bob, channel).await;
    let copy = json!({"content": "a copy", "components": first.post["components"].clone()});
    let other_bot = payloads::user_json(4242, "copycat", true);
    let copied = fake.post_as(other_bot, first.thread, copy);
    let (turn, _) = find(&first.post, "turn").expect("Take my turn");
    let callback = players
        .click(first.mover, first.here, &first.post, &turn, &[])
        .await;
    through_the_panel(&mut players, first.mover, first.here, &callback).await;
    let own: u64 = first.post["id"].as_str().unwrap().parse().unwrap();
    fake.wait(WAIT, "this bot's first board switched off", |f| {
        f.requests()
            .into_iter()
            .find(|r| r.method == "PATCH" && r.path.ends_with(&format!("/messages/{own}")))
    })
    .await;
    assert!(
        !fake
            .requests()
            .iter()
            .any(|r| r.method == "PATCH" && r.path.ends_with(&format!("/messages/{copied}"))),
        "another bot's message edited"
    );
    real.finish().await;
}

/// Where the interaction says it was used decides the place before Discord is asked: a
/// voice channel's chat and a forum post (a thread) get no thread; the game is played
/// right there, and no thread is asked for.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_voice_chat_and_a_forum_post_host_their_games_themselves() {
    let real = RealBot::start("voice-and-forum").await;
    let fake = &real.fake;
    let start = json!([{"name": "start", "type": 1, "options": []}]);
    // A voice channel's chat (type 2), and a post of a forum (a public thread, type 11).
    for (user, channel, kind) in [
        (FakeUser::new(1, "alice"), 3100, 2),
        (FakeUser::new(2, "bob"), 3200, 11),
    ] {
        let place = Place::Guild { channel };
        let injected = fake.inject(|id, token| {
            let mut v = payloads::slash_command(id, token, &user, place, "suramun", start.clone());
            v["channel"]["type"] = json!(kind);
            if kind == 11 {
                v["channel"]["parent_id"] = json!("3300");
                v["channel"]["thread_metadata"] = json!({"archived": false,
                    "auto_archive_duration": 10080, "archive_timestamp": payloads::TIMESTAMP,
                    "locked": false});
            }
            v
        });
        answer(fake, &injected).await;
        fake.wait(WAIT, "the board, right there", |f| {
            f.last_message_in(channel).filter(|m| {
                m["content"]
                    .as_str()
                    .is_some_and(|c| c.contains(&format!("<@{}>", user.id)))
            })
        })
        .await;
    }
    assert!(fake.threads().is_empty(), "no thread");
    assert!(
        !fake.requests().iter().any(|r| r.path.ends_with("/threads")),
        "no thread asked for"
    );
    real.finish().await;
}
