//! `/replay` on the fake Discord, over the real table service: a spectator asks in a
//! running game's thread and gets the animation posted for everyone (a GIF) and a
//! step-through for them alone, whose ◀ ▶ show each frame from the id alone; once the
//! game is over, asked with the `game` option elsewhere, the moves come as a text file
//! too; where no game is played, the refusal says so privately.

use serde_json::{json, Value};

use manawell::frontends::discord::desk::Desk;

use super::fake_discord::payloads::{self, EPHEMERAL};
use super::fake_discord::{FakeDiscord, FakeUser, Place, BOT_TOKEN};
use super::game::{find, Players};
use super::world::World;
use super::{config, response, start_bot_with, WAIT};

fn content(message: &Value) -> String {
    message["content"].as_str().unwrap_or("").to_string()
}

fn files(message: &Value) -> Vec<String> {
    message["attachments"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .filter_map(|a| a["filename"].as_str().map(String::from))
        .collect()
}

fn ephemeral(message: &Value) -> bool {
    message["flags"].as_u64().unwrap_or(0) & EPHEMERAL == EPHEMERAL
}

/// `/replay` by `user` in `place`: the public answer as posted.
async fn replay(fake: &FakeDiscord, user: &FakeUser, place: Place, game: Option<u64>) -> Value {
    let options = match game {
        Some(table) => json!([{"name": "game", "type": 4, "value": table}]),
        None => json!([]),
    };
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, user, place, "replay", options.clone())
    });
    fake.callback(&injected, WAIT).await;
    // A long replay is deferred first: wait for the answer itself.
    fake.wait(WAIT, "the answer", |f| {
        f.original(&injected).filter(|m| !content(m).is_empty())
    })
    .await
}

/// The newest message whose text starts with `start`.
async fn message_starting(fake: &FakeDiscord, start: &str, after: usize) -> Value {
    fake.wait(WAIT, start, |f| {
        let found: Vec<Value> = f
            .messages()
            .into_iter()
            .filter(|m| content(m).starts_with(start))
            .collect();
        (found.len() > after).then(|| found[after].clone())
    })
    .await
}

async fn play_first(desk: &Desk, table: u64, who: u64) {
    let turn = desk
        .turn(table, who, manawell::i18n::Lang::En)
        .await
        .unwrap();
    let first = turn.moves.first().cloned().expect("a legal move");
    desk.play(table, who, first, turn.version, manawell::i18n::Lang::En)
        .await
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_replays_a_running_game_and_steps_through_it_then_the_finished_one() {
    let fake = FakeDiscord::start().await;
    let world = World::new("replay");
    let (store, desk) = world.open(false).await;
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    let (alice, bob, carol) = (
        FakeUser::new(1, "alice"),
        FakeUser::new(2, "bob"),
        FakeUser::new(3, "carol"),
    );
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    // No game here yet: said privately.
    let refused = replay(&fake, &carol, channel, None).await;
    assert!(ephemeral(&refused), "{refused}");

    let (_, thread) = world.a_game_in_its_thread(&fake, &desk, &alice, &bob).await;
    let here = Place::Guild { channel: thread };
    for _ in 0..3 {
        let mover = desk
            .view(1)
            .await
            .unwrap()
            .to_move
            .expect("a player to move");
        play_first(desk.as_ref(), 1, mover).await;
    }

    // A spectator, in the thread: the animation for everyone.
    let posted = replay(&fake, &carol, here, None).await;
    assert!(!ephemeral(&posted), "{posted}");
    let text = content(&posted);
    assert!(
        text.contains("Replay of game #1") && text.contains("the game so far, 3 moves"),
        "{posted}"
    );
    assert_eq!(files(&posted), ["replay-1.gif"]);

    // The step-through, for the spectator alone, at the start.
    let step = message_starting(&fake, "Game #1, the start", 0).await;
    assert!(ephemeral(&step), "{step}");
    assert_eq!(files(&step), ["replay-frame.png"]);
    let buttons = step["components"][0]["components"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(buttons.len(), 2);
    assert_eq!(buttons[0]["disabled"], json!(true), "◀ off at the start");
    assert_eq!(buttons[1]["custom_id"], "mw:1:1:replay");
    let (forward, _) = find(&step, "replay").expect("a replay button");
    assert_eq!(forward, "mw:1:0:replay");

    let mut players = Players::new(&fake);
    let callback = players
        .click(&carol, here, &step, "mw:1:1:replay", &[])
        .await;
    let (kind, data) = response(&callback);
    assert_eq!(kind, 7, "the step-through updated in place: {data}");
    assert!(
        content(&data).starts_with("Game #1, move 1 of 3: "),
        "{data}"
    );
    let log = desk.log(1, alice.id).await.unwrap();
    assert!(content(&data).ends_with(&log[0]), "{data} vs {log:?}");
    // From the id alone (as after a restart): the last frame, ▶ off.
    let callback = players
        .click(&carol, here, &step, "mw:1:3:replay", &[])
        .await;
    let (_, data) = response(&callback);
    assert!(content(&data).starts_with("Game #1, move 3 of 3"), "{data}");
    assert_eq!(
        data["components"][0]["components"][1]["disabled"],
        json!(true)
    );
    // No moves as text while the game runs: the seed would tell the hands.
    assert!(fake
        .messages()
        .iter()
        .all(|m| files(m).iter().all(|f| !f.ends_with(".txt"))));

    // Over: asked from the channel with the game's number.
    desk.resign(1, alice.id).await.unwrap();
    let posted = replay(&fake, &alice, channel, Some(1)).await;
    let text = content(&posted);
    assert!(text.contains("the whole game, 4 moves"), "{text}");
    let export = message_starting(&fake, "Game #1's moves as text", 0).await;
    assert!(ephemeral(&export));
    assert_eq!(files(&export), ["manawell-game-1.txt"]);

    bot.shut_down().await;
    store.close().await;
    fake.assert_no_problems();
}
