//! The game commands in a game's thread: board, hand, play (with autocomplete, in one
//! line, or opening the panel), log, /games, resign; and an invitation-only lobby.

use std::sync::Arc;

use serde_json::{json, Value};

use super::desk_double::{DeskDouble, PRIVATE_SIZE, PUBLIC_SIZE};
use super::fake_discord::payloads::{self, EPHEMERAL};
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place, Recorded, BOT_TOKEN};
use super::{config, response, start_bot_with, WAIT};
use manawell::frontends::discord::flows::game_start::HUMANS_NEED_A_SERVER;
use manawell::frontends::discord::flows::here::NO_GAME_HERE;

fn sub(name: &str, options: Value) -> Value {
    json!([{"name": name, "type": 1, "options": options}])
}

fn png_width(bytes: &[u8]) -> u32 {
    image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .expect("a PNG")
        .width()
}

/// Runs a command and returns its callback.
async fn run(
    fake: &FakeDiscord,
    user: &FakeUser,
    place: Place,
    name: &str,
    options: Value,
) -> Recorded {
    let injected: Injected = fake
        .inject(|id, token| payloads::slash_command(id, token, user, place, name, options.clone()));
    fake.callback(&injected, WAIT).await
}

/// The text of an ephemeral answer.
fn private_text(callback: &Recorded) -> String {
    let (kind, data) = response(callback);
    assert_eq!(kind, 4, "{data}");
    assert_eq!(
        data["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        EPHEMERAL,
        "ephemeral: {data}"
    );
    data["content"].as_str().unwrap_or("").to_string()
}

/// `/rivality resign`: the confirmation it answers with.
async fn ask_to_resign(fake: &FakeDiscord, user: &FakeUser, here: Place) -> Value {
    let callback = run(fake, user, here, "rivality", sub("resign", json!([]))).await;
    let text = private_text(&callback);
    assert!(
        text.starts_with("Resign from **Rivality, 2 players (game #1)**?"),
        "{text}"
    );
    let token = callback.path.split('/').nth(3).unwrap().to_string();
    fake.original_of(&token).expect("the confirmation")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_commands_in_the_thread() {
    let fake = FakeDiscord::start().await;
    let desk = Arc::new(DeskDouble::default());
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

    // Outside a game's thread, the game commands say where they work.
    let text =
        private_text(&run(&fake, &alice, channel, "rivality", sub("board", json!([]))).await);
    assert_eq!(text, NO_GAME_HERE);

    // A table for other players is opened in a server channel, not in a DM.
    let dm = Place::Dm { channel: 1_000_001 };
    let new = sub("new", json!([{"name": "players", "type": 4, "value": 2}]));
    let text = private_text(&run(&fake, &alice, dm, "rivality", new).await);
    assert_eq!(text, HUMANS_NEED_A_SERVER);

    // An invitation-only table for alice and bob: carol may not join.
    let options = sub(
        "new",
        json!([{"name": "players", "type": 4, "value": 2}, {"name": "invite1", "type": 6, "value": "2"}]),
    );
    let injected = fake.inject(|id, token| {
        let mut v =
            payloads::slash_command(id, token, &alice, channel, "rivality", options.clone());
        v["data"]["resolved"] = json!({"users": {"2": payloads::user_json(2, "bob", false)}});
        v
    });
    fake.callback(&injected, WAIT).await;
    let lobby = fake
        .wait(WAIT, "the lobby", |f| f.original(&injected))
        .await;
    assert!(
        lobby["content"].as_str().unwrap().contains("Invited: <@2>"),
        "{lobby}"
    );
    let join = "mw:1:1:join";
    let refusal = fake.inject(|id, token| {
        payloads::component(id, token, &carol, channel, join, &[], lobby.clone())
    });
    assert!(private_text(&fake.callback(&refusal, WAIT).await).contains("by invitation only"));
    let joined = fake.inject(|id, token| {
        payloads::component(id, token, &bob, channel, join, &[], lobby.clone())
    });
    fake.callback(&joined, WAIT).await;
    let thread = fake
        .wait(WAIT, "the thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let here = Place::Guild { channel: thread };
    fake.wait(WAIT, "the first board", |f| f.last_message_in(thread))
        .await;
    let first = desk.hand_of(1, 1).len() + desk.hand_of(1, 2).len();
    assert_eq!(first, 4, "two tiles each");
    let mover = if fake.last_message_in(thread).unwrap()["content"]
        .as_str()
        .unwrap()
        .contains("<@1>")
    {
        &alice
    } else {
        &bob
    };

    // The board (public picture) and the hand (the player's own view), ephemerally.
    let board = run(&fake, &carol, here, "rivality", sub("board", json!([]))).await;
    assert!(private_text(&board).contains("is to play"));
    assert_eq!(png_width(&board.files[0].2), PUBLIC_SIZE);
    let hand = run(&fake, mover, here, "rivality", sub("hand", json!([]))).await;
    assert!(private_text(&hand).starts_with("Your hand: "));
    assert_eq!(png_width(&hand.files[0].2), PRIVATE_SIZE);
    let text = private_text(&run(&fake, &carol, here, "rivality", sub("hand", json!([]))).await);
    assert_eq!(text, "You are not playing in game #1.");

    // Autocomplete offers the tiles in hand, then the spots for the chosen tile.
    let tiles = desk.hand_of(1, mover.id);
    let focused = sub(
        "play",
        json!([{"name": "tile", "type": 3, "value": "", "focused": true}]),
    );
    let injected = fake.inject(|id, token| {
        payloads::autocomplete(id, token, mover, here, "rivality", focused.clone())
    });
    let (kind, data) = response(&fake.callback(&injected, WAIT).await);
    assert_eq!(kind, 8);
    let offered: Vec<&str> = data["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert_eq!(
        offered,
        tiles.iter().map(String::as_str).collect::<Vec<_>>()
    );
    let tile = tiles[0].clone();
    let focused = sub(
        "play",
        json!([{"name": "tile", "type": 3, "value": tile}, {"name": "spot", "type": 3, "value": "", "focused": true}]),
    );
    let injected = fake.inject(|id, token| {
        payloads::autocomplete(id, token, mover, here, "rivality", focused.clone())
    });
    let (_, data) = response(&fake.callback(&injected, WAIT).await);
    let spots: Vec<String> = data["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect();
    assert!(!spots.is_empty(), "legal spots: {data}");

    // A tile not in hand is refused with the reason; the panel opens without options.
    let bad = sub(
        "play",
        json!([{"name": "tile", "type": 3, "value": "Z9"}, {"name": "spot", "type": 3, "value": spots[0]}, {"name": "facing", "type": 4, "value": 0}]),
    );
    let text = private_text(&run(&fake, mover, here, "rivality", bad).await);
    assert_eq!(text, "Illegal move: Z9 is not a tile in your hand.");
    let panel = run(&fake, mover, here, "rivality", sub("play", json!([]))).await;
    assert!(private_text(&panel).contains("choose the tile"));

    // One line plays the move: the new board goes to the thread.
    let facing = ["n", "e", "s", "w"].iter().position(|f| {
        let turn_moves = desk.legal_for(1, mover.id);
        turn_moves.iter().any(|m| {
            m.starts_with(&format!("{tile} {} ", spots[0]))
                && m.split(' ').nth(2).unwrap().starts_with(f)
        })
    });
    let line = sub(
        "play",
        json!([{"name": "tile", "type": 3, "value": tile}, {"name": "spot", "type": 3, "value": spots[0]}, {"name": "facing", "type": 4, "value": facing.unwrap()}]),
    );
    let before = fake.last_message_in(thread).unwrap()["id"].clone();
    let text = private_text(&run(&fake, mover, here, "rivality", line).await);
    assert!(text.starts_with("You played **"), "{text}");
    let after = fake
        .wait(WAIT, "the new board", |f| {
            f.last_message_in(thread).filter(|m| m["id"] != before)
        })
        .await;
    assert!(
        after["content"].as_str().unwrap().contains("played"),
        "{after}"
    );

    // The log, /games (the game waiting for bob... or alice), and resigning.
    let log = private_text(&run(&fake, &carol, here, "rivality", sub("log", json!([]))).await);
    assert!(log.contains("played"), "{log}");
    // A log longer than a message: its latest lines, and the whole log as a file.
    for n in 0..40 {
        desk.add_log_line(
            1,
            &format!("Line {n} of a long game, long enough to fill a message."),
        );
    }
    let callback = run(&fake, &carol, here, "rivality", sub("log", json!([]))).await;
    let latest = private_text(&callback);
    assert!(
        latest.contains("Line 39 of") && !latest.contains("Line 0 of"),
        "{latest}"
    );
    assert!(latest.ends_with("The whole log is attached."), "{latest}");
    let (_, name, whole) = &callback.files[0];
    assert_eq!(name, "game-1-log.txt");
    let whole = String::from_utf8(whole.clone()).unwrap();
    assert!(
        whole.contains("played") && whole.contains("Line 0 of") && whole.contains("Line 39 of")
    );
    let games = private_text(&run(&fake, &alice, here, "games", json!([])).await);
    assert!(games.contains("Rivality, 2 players (game #1)"), "{games}");
    // A reminder found by the background sweep lands in the thread, with its ping.
    desk.queue_reminder(1, "Reminder: your move in game #1 is due in 6 hours.");
    let reminder = fake
        .wait(WAIT, "the reminder", |f| {
            f.last_message_in(thread)
                .filter(|m| m["content"].as_str().unwrap().contains("Reminder"))
        })
        .await;
    assert!(
        reminder["content"]
            .as_str()
            .unwrap()
            .contains(", your turn."),
        "{reminder}"
    );

    // Resigning asks first; Keep playing changes nothing, Resign resigns.
    let confirmation = ask_to_resign(&fake, &alice, here).await;
    let (keep, _) = super::game::find(&confirmation, "keep").expect("Keep playing");
    let click = fake.inject(|id, token| {
        payloads::component(id, token, &alice, here, &keep, &[], confirmation.clone())
    });
    let (kind, data) = response(&fake.callback(&click, WAIT).await);
    assert_eq!(
        (kind, data["content"].as_str()),
        (7, Some("You keep playing game #1."))
    );
    assert!(
        !fake.last_message_in(thread).unwrap()["content"]
            .as_str()
            .unwrap()
            .contains("resigned"),
        "still playing"
    );
    let confirmation = ask_to_resign(&fake, &alice, here).await;
    let (resign, _) = super::game::find(&confirmation, "resign").expect("Resign");
    let click = fake.inject(|id, token| {
        payloads::component(id, token, &alice, here, &resign, &[], confirmation.clone())
    });
    let (kind, data) = response(&fake.callback(&click, WAIT).await);
    assert_eq!(
        (kind, data["content"].as_str()),
        (7, Some("You resigned from game #1."))
    );
    fake.wait(WAIT, "the resignation in the thread", |f| {
        f.last_message_in(thread)
            .filter(|m| m["content"].as_str().unwrap().contains("alice resigned."))
    })
    .await;

    bot.shut_down().await;
    fake.assert_no_problems();
}
