//! On the real table service: a game against the AI in a DM with the bot (no thread),
//! hints, and the lobby's "Start now" posting the game as a normal start does.

use serde_json::{json, Value};

use manawell::frontends::discord::flows::game_start::HUMANS_NEED_A_SERVER;

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place};
use super::game::{find, pinged, png_width, Players};
use super::real::through_the_panel;
use super::real_bot::RealBot;
use super::{answer_message, ephemeral_text, message_answer, response, WAIT};

fn command(
    fake: &FakeDiscord,
    user: &FakeUser,
    place: Place,
    sub: &str,
    options: Value,
) -> Injected {
    let data = json!([{"name": sub, "type": 1, "options": options}]);
    fake.inject(|id, token| {
        payloads::slash_command(id, token, user, place, "rivality", data.clone())
    })
}

/// The newest message in `channel` after `after` (a message id).
async fn next_post(fake: &FakeDiscord, channel: u64, after: u64) -> Value {
    fake.wait(WAIT, "a post", |f| {
        f.last_message_in(channel)
            .filter(|m| m["id"].as_str().unwrap().parse::<u64>().unwrap() > after)
    })
    .await
}

fn id_of(message: &Value) -> u64 {
    message["id"].as_str().unwrap().parse().unwrap()
}

/// The PNGs uploaded with the request that created message `id`'s answer, decoded.
fn uploaded_widths(fake: &FakeDiscord, token: &str) -> Vec<u32> {
    fake.requests()
        .iter()
        .filter(|r| r.path.contains(token))
        .flat_map(|r| r.files.iter().map(|(_, _, png)| png_width(png)))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_ai_in_a_dm_with_hints() {
    let real = RealBot::start("dm-ai").await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let dm_channel = 1_000_001;
    let dm = Place::Dm {
        channel: dm_channel,
    };
    let mut players = Players::new(fake);

    // Without vs_ai, a DM cannot hold a lobby: said ephemerally, with what works here.
    let players_2 = json!({"name": "players", "type": 4, "value": 2});
    let injected = command(fake, &alice, dm, "new", json!([players_2]));
    let message = answer_message(fake, &injected).await;
    assert_eq!(ephemeral_text(&message), HUMANS_NEED_A_SERVER);
    // A hint where there is no game.
    let injected = command(fake, &alice, dm, "hint", json!([]));
    let (_, message) = message_answer(fake, &injected, true).await;
    assert!(ephemeral_text(&message).contains("There is no game in this channel"));

    let vs_ai = json!({"name": "vs_ai", "type": 5, "value": true});
    let injected = command(fake, &alice, dm, "new", json!([players_2, vs_ai]));
    let message = answer_message(fake, &injected).await;
    let text = message["content"].as_str().unwrap();
    assert!(text.contains("against the AI has started here"), "{text}");
    assert!(fake.threads().is_empty(), "no thread in a DM");

    let mut last_seen = 0;
    let mut turns = 0;
    while turns < 3 {
        let post = next_post(fake, dm_channel, last_seen).await;
        last_seen = id_of(&post);
        let Some((turn_button, _)) = find(&post, "turn") else {
            break;
        };
        assert_eq!(pinged(&post, std::slice::from_ref(&alice)).id, 1);
        if turns == 0 {
            // The hint: deferred at once, ephemeral, a move of the panel's.
            let injected = command(fake, &alice, dm, "hint", json!([]));
            let (_, message) = message_answer(fake, &injected, true).await;
            let hint = ephemeral_text(&message);
            assert!(
                hint.contains("Hard would play **") && hint.contains("playouts"),
                "{hint}"
            );
            // The hand: ephemeral, with a picture that decodes.
            let injected = command(fake, &alice, dm, "hand", json!([]));
            let message = answer_message(fake, &injected).await;
            assert!(ephemeral_text(&message).starts_with("Your hand: "));
            assert_eq!(uploaded_widths(fake, &injected.token).len(), 1);
            let injected = command(fake, &alice, dm, "board", json!([]));
            let message = answer_message(fake, &injected).await;
            assert!(ephemeral_text(&message).contains("(game #1)"));
        }
        let callback = players.click(&alice, dm, &post, &turn_button, &[]).await;
        through_the_panel(&mut players, &alice, dm, &callback).await;
        turns += 1;
    }
    assert_eq!(turns, 3, "three moves and the AI's answers, in the DM");
    // The start and each move are posted in the DM, each with its board.
    let board_posts = |f: &FakeDiscord| {
        f.requests()
            .iter()
            .filter(|r| r.method == "POST" && r.path == format!("/channels/{dm_channel}/messages"))
            .filter(|r| !r.files.is_empty())
            .count()
    };
    fake.wait(WAIT, "the third move's board", |f| {
        (board_posts(f) >= 4).then_some(())
    })
    .await;

    real.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn start_now_fills_the_lobby_with_the_ai_and_posts_the_game() {
    let real = RealBot::start("start-now").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let users = [alice.clone(), bob.clone()];
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);

    // 3 players, an hour per move, the AI plays for whoever runs out of time.
    let options = json!([
        {"name": "players", "type": 4, "value": 3},
        {"name": "deadline", "type": 4, "value": 0},
        {"name": "when_late", "type": 4, "value": 1}
    ]);
    let injected = command(fake, &alice, channel, "new", options);
    let lobby = answer_message(fake, &injected).await;
    let text = lobby["content"].as_str().unwrap();
    assert!(
        text.contains("Time per move: 1 hour. When it runs out, the AI plays that move"),
        "{text}"
    );
    let (start, _) = find(&lobby, "start").expect("a Start now button");
    assert_eq!(start, "mw:1:0:start");
    players
        .refused(
            &bob,
            channel,
            &lobby,
            &start,
            "Only the player who opened game #1 can start it early.",
        )
        .await;
    let (join, _) = find(&lobby, "join").unwrap();
    let (kind, _) = response(&players.click(&bob, channel, &lobby, &join, &[]).await);
    assert_eq!(kind, 7);
    let lobby = fake.message(id_of(&lobby)).expect("the lobby");
    let (kind, data) = response(&players.click(&alice, channel, &lobby, &start, &[]).await);
    assert_eq!(kind, 7, "{data}");
    let (thread, _, name) = fake
        .wait(WAIT, "the game thread", |f| f.threads().first().cloned())
        .await;
    assert!(name.contains("AI") && name.contains("alice"), "{name}");
    let updated = fake.message(id_of(&lobby)).expect("the lobby");
    assert!(
        updated["content"]
            .as_str()
            .unwrap()
            .contains(&format!("has started in <#{thread}>")),
        "{updated}"
    );
    assert_eq!(fake.threads().len(), 1, "one thread");
    // The start is posted as any start: the board, and a ping for the human to move.
    let post = next_post(fake, thread, 0).await;
    let mover = pinged(&post, &users);
    assert!(find(&post, "turn").is_some(), "{post}");
    let waiting = if mover.id == 1 { &bob } else { &alice };
    let in_thread = Place::Guild { channel: thread };
    let injected = command(fake, waiting, in_thread, "hint", json!([]));
    let (_, message) = message_answer(fake, &injected, true).await;
    assert!(
        ephemeral_text(&message).starts_with("It is not your turn"),
        "{message}"
    );
    // An old lobby's Start button after the start.
    players
        .refused(&alice, channel, &lobby, &start, "has already started")
        .await;

    real.finish().await;
}
