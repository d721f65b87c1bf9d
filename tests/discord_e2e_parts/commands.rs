//! The game commands in a game's thread: board, hand, play (with autocomplete, in one
//! line, or opening the panel), log, /games, resign; and an invitation-only lobby.

use serde_json::{json, Value};

use super::fake_discord::payloads::{self, EPHEMERAL};
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place, Recorded};
use super::game::find;
use super::real::{hand_of, legal_for, log_of, play_first_move, seat_of};
use super::real_bot::RealBot;
use super::{response, WAIT};
use manawell::frontends::discord::flows::game_start::HUMANS_NEED_A_SERVER;
use manawell::frontends::discord::flows::here::NO_GAME_HERE;

fn sub(name: &str, options: Value) -> Value {
    json!([{"name": name, "type": 1, "options": options}])
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
        text.starts_with("Resign from **Rivality, 2 players, 1 hour per move (game #1)**?"),
        "{text}"
    );
    let token = callback.path.split('/').nth(3).unwrap().to_string();
    fake.original_of(&token).expect("the confirmation")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_commands_in_the_thread() {
    let real = RealBot::start("game-commands").await;
    let (fake, desk, pictures) = (&real.fake, &*real.desk, &*real.pictures);
    let (alice, bob, carol) = (
        FakeUser::new(1, "alice"),
        FakeUser::new(2, "bob"),
        FakeUser::new(3, "carol"),
    );
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };

    // Outside a game's thread, the game commands say where they work.
    let text = private_text(&run(fake, &alice, channel, "rivality", sub("board", json!([]))).await);
    assert_eq!(text, NO_GAME_HERE);

    // A table for other players is opened in a server channel, not in a DM.
    let dm = Place::Dm { channel: 1_000_001 };
    let new = sub("new", json!([{"name": "players", "type": 4, "value": 2}]));
    let text = private_text(&run(fake, &alice, dm, "rivality", new).await);
    assert_eq!(text, HUMANS_NEED_A_SERVER);

    // An invitation-only table for alice and bob: carol may not join. An hour a move
    // (choices travel as their index), for a reminder later.
    let options = sub(
        "new",
        json!([{"name": "players", "type": 4, "value": 2}, {"name": "invite1", "type": 6, "value": "2"}, {"name": "deadline", "type": 4, "value": 0}]),
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
    let first = hand_of(desk, 1, 1).await.len() + hand_of(desk, 1, 2).await.len();
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
    let board = run(fake, &carol, here, "rivality", sub("board", json!([]))).await;
    assert!(private_text(&board).contains("is to play"));
    let drawn = pictures.drawn_for(&board.files[0].2).expect("drawn");
    assert!(drawn.contains(&None), "the public board: {drawn:?}");
    let hand = run(fake, mover, here, "rivality", sub("hand", json!([]))).await;
    assert!(private_text(&hand).starts_with("Your hand: "));
    let seat = seat_of(desk, 1, mover.id).await;
    let drawn = pictures.drawn_for(&hand.files[0].2).expect("drawn");
    assert_eq!(drawn, [Some(seat)], "the mover's own view");
    let text = private_text(&run(fake, &carol, here, "rivality", sub("hand", json!([]))).await);
    assert_eq!(text, "You are not playing in game #1.");

    // Autocomplete offers the tiles in hand, then the spots for the chosen tile.
    let tiles = hand_of(desk, 1, mover.id).await;
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
    let text = private_text(&run(fake, mover, here, "rivality", bad).await);
    assert_eq!(text, "Illegal move: Z9 is not a tile in your hand.");
    let panel = run(fake, mover, here, "rivality", sub("play", json!([]))).await;
    assert!(private_text(&panel).contains("choose the tile"));

    // One line plays the move: the new board goes to the thread.
    let turn_moves = legal_for(desk, 1, mover.id).await;
    let facing = ["n", "e", "s", "w"].iter().position(|f| {
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
    let text = private_text(&run(fake, mover, here, "rivality", line).await);
    assert!(text.starts_with("You played **"), "{text}");
    let after = fake
        .wait(WAIT, "the new board", |f| {
            f.last_message_in(thread).filter(|m| m["id"] != before)
        })
        .await;
    // "alice placed Stone circle A2 at M12 …"
    let played = |text: &str| {
        text.contains(&format!("{} placed ", mover.name)) && text.contains(&format!(" {tile} at "))
    };
    assert!(played(after["content"].as_str().unwrap()), "{after}");

    // The log, /games (the game waiting for bob... or alice), and resigning.
    let log = private_text(&run(fake, &carol, here, "rivality", sub("log", json!([]))).await);
    assert!(played(&log), "{log}");
    // A log longer than a message: its latest lines, and the whole log as a file. The
    // moves are played past the bot, which posts them once their movers' time to post
    // them is over (20 seconds).
    let mut version = 0;
    while log_of(desk, 1)
        .await
        .iter()
        .map(|l| l.len() + 1)
        .sum::<usize>()
        <= 2_000
    {
        version = play_first_move(desk, 1, &[alice.id, bob.id]).await;
    }
    real.move_clock(21_000);
    let lines = log_of(desk, 1).await;
    let (first_line, last_line) = (&lines[0], lines.last().unwrap());
    let latest_turn = format!("mw:1:{version}:turn");
    let caught_up = fake
        .wait(WAIT, "the bot caught up", |f| {
            f.last_message_in(thread)
                .filter(|m| find(m, "turn").is_some_and(|(id, _)| id == latest_turn))
        })
        .await;
    let callback = run(fake, &carol, here, "rivality", sub("log", json!([]))).await;
    let latest = private_text(&callback);
    assert!(
        latest.contains(last_line.as_str()) && !latest.contains(first_line.as_str()),
        "{latest}"
    );
    assert!(latest.ends_with("The whole log is attached."), "{latest}");
    let (_, name, whole) = &callback.files[0];
    assert_eq!(name, "game-1-log.txt");
    let whole = String::from_utf8(whole.clone()).unwrap();
    assert!(lines.iter().all(|l| whole.contains(l.as_str())), "{whole}");
    let games = private_text(&run(fake, &alice, here, "games", json!([])).await);
    assert!(games.contains("Rivality, 2 players (game #1)"), "{games}");
    // Three quarters of the hour later, the background sweep finds a reminder due: it
    // lands in the thread, with its ping.
    let to_move = ["<@1>, your turn", "<@2>, your turn"]
        .into_iter()
        .find(|ping| caught_up["content"].as_str().unwrap().contains(ping))
        .expect("a ping");
    real.until_posted().await;
    real.move_clock(46 * 60 * 1000);
    let reminder = fake
        .wait(WAIT, "the reminder", |f| {
            f.last_message_in(thread)
                .filter(|m| m["content"].as_str().unwrap().contains("Reminder"))
        })
        .await;
    assert!(
        reminder["content"].as_str().unwrap().contains(to_move),
        "{reminder}"
    );

    // Resigning asks first; Keep playing changes nothing, Resign resigns.
    let confirmation = ask_to_resign(fake, &alice, here).await;
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
    let confirmation = ask_to_resign(fake, &alice, here).await;
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
        f.last_message_in(thread).filter(|m| {
            m["content"]
                .as_str()
                .unwrap()
                .contains("alice resigned: bob wins")
        })
    })
    .await;

    real.finish().await;
}
