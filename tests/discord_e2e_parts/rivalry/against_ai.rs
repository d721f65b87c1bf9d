//! A game against the AI on Discord, past the reveal: the AI's turns are posted and the
//! human's comes back, turn after turn; then the human capitulates: the result post, its
//! Rematch (a new game against the AI at once), `/replay` of the finished game with its
//! export, and `/profile` (a game against the AI is not rated).

use manawell::table::replay::Export;
use manawell::table::TableId;
use serde_json::{json, Value};

use crate::fake_discord::FakeDiscord;
use crate::game::{find, Players};
use crate::{ephemeral_text, message_answer, response, WAIT};

use super::*;

/// `/name` (a top-level command) by `user`: its answer once it has text.
async fn ask(
    fake: &FakeDiscord,
    user: &FakeUser,
    place: Place,
    name: &str,
    options: Value,
) -> Value {
    let injected = fake
        .inject(|id, token| payloads::slash_command(id, token, user, place, name, options.clone()));
    fake.callback(&injected, WAIT).await;
    fake.wait(WAIT, "the answer's text", |f| {
        f.original(&injected).filter(|m| !text_of(m).is_empty())
    })
    .await
}

fn files(message: &Value) -> Vec<String> {
    message["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|a| a["filename"].as_str().map(String::from))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn against_the_ai_turns_go_back_and_forth_then_the_result_rematch_replay_and_profile() {
    let real = start("rivalry-ai-turns").await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let here = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);
    let vs_ai = json!([{"name": "vs_ai", "type": 5, "value": true}]);
    let new = command(fake, &alice, here, "new", vs_ai);
    message_answer(fake, &new, false).await;
    let (thread, _, _) = fake.threads().first().cloned().expect("a thread");
    let place = Place::Guild { channel: thread };
    fake.wait(WAIT, "the AI's set-up", |f| {
        f.public_texts()
            .into_iter()
            .find(|t| t.contains("has sent their set-up; waiting for alice"))
    })
    .await;
    let view = real.desk.view(1).await.unwrap();
    let ai_side = if view.seated[0].id == alice.id {
        "The Kingdom"
    } else {
        "The Republic"
    };
    let panel = play_panel(&mut players, &alice, place).await;
    let (seal, _) = op(&panel, "seal");
    players.click(&alice, place, &panel, &seal, &[]).await;
    changed(fake, id_of(&panel), &panel).await;

    // Turns until the AI has ended two of its turns and alice's has come back after.
    let ai_turns = |f: &FakeDiscord| {
        f.public_texts()
            .iter()
            .map(|t| t.matches(&format!("{ai_side} ends its turn")).count())
            .sum::<usize>()
    };
    let mut seen = 0;
    let mut human_steps = 0;
    while ai_turns(fake) < 2 {
        let post = next_post(&real, thread, seen).await;
        seen = version_of(&post);
        if !text_of(&post).contains(&format!("<@{}>, your turn", alice.id)) {
            continue;
        }
        assert!(human_steps < 80, "the AI's turns never came");
        let prefer = ["roll", "end the moves", "end the battles", "end the turn"];
        let played = take_turn(&mut players, &alice, place, &post, &prefer).await;
        assert!(played.starts_with("You played **"), "{played}");
        human_steps += 1;
    }
    let back = next_post(&real, thread, seen).await;
    assert!(
        text_of(&back).contains(&format!("<@{}>, your turn", alice.id)),
        "alice's turn comes back: {back}"
    );
    let log = command(fake, &alice, place, "log", json!([]));
    let (_, message) = message_answer(fake, &log, false).await;
    let latest = ephemeral_text(&message);
    let log = whole_log(fake, &log).unwrap_or(latest);
    assert!(
        log.contains(&format!("{ai_side} rolls ")),
        "the AI's rolls: {log}"
    );

    // Capitulation: the result post, with Rematch.
    let resign = command(fake, &alice, place, "resign", json!([]));
    let (_, message) = message_answer(fake, &resign, false).await;
    let (yes, _) = find(&message, "resign").expect("confirm");
    players.click(&alice, place, &message, &yes, &[]).await;
    let result = fake
        .wait(WAIT, "the result", |f| {
            f.last_message_in(thread)
                .filter(|m| text_of(m).contains("alice resigned: AI wins"))
        })
        .await;
    assert!(!text_of(&result).contains(".."), "one full stop: {result}");
    let (rematch, _) = find(&result, "rematch").expect("a Rematch button");
    let callback = players.click(&alice, place, &result, &rematch, &[]).await;
    let (_, data) = response(&callback);
    assert!(text_of(&data).contains("Game #2 has started"), "{data}");
    let second = real.desk.view(2).await.expect("the rematch");
    assert_eq!(second.game, "Rivalry");
    // The finished game's moves as text read back to the same game: the set-ups, every
    // step, the capitulation.
    let text = real
        .desk
        .service()
        .export(TableId(1))
        .await
        .expect("the export");
    assert!(
        text.contains("republic cities ") && text.contains("kingdom cities "),
        "{text}"
    );
    let replay = Export::parse(&text).and_then(|e| e.replay()).expect(&text);
    let played = real.desk.view(1).await.unwrap().version;
    assert_eq!(replay.len() as u64, played + 1, "{text}");

    // The rematch: alice capitulates at the set-up, the AI's sealed: nothing of it is
    // shown, in the result nor in the replay's captions. The replay is short (a long
    // game's takes a while to draw in a debug build).
    let (thread, _, _) = fake
        .wait(WAIT, "the rematch's thread", |f| {
            f.threads().get(1).cloned()
        })
        .await;
    fake.wait(WAIT, "the AI's set-up", |f| {
        crate::world::posts_in(f, thread)
            .into_iter()
            .find(|m| text_of(m).contains("has sent their set-up"))
    })
    .await;
    let place = Place::Guild { channel: thread };
    let resign = command(fake, &alice, place, "resign", json!([]));
    let (_, message) = message_answer(fake, &resign, false).await;
    let (yes, _) = find(&message, "resign").expect("confirm");
    players.click(&alice, place, &message, &yes, &[]).await;
    fake.wait(WAIT, "the result", |f| {
        f.last_message_in(thread)
            .filter(|m| text_of(m).contains("alice resigned: AI wins."))
    })
    .await;
    let replay = ask(
        fake,
        &alice,
        here,
        "replay",
        json!([{"name": "game", "type": 4, "value": 2}]),
    )
    .await;
    assert!(text_of(&replay).contains("the whole game"), "{replay}");
    assert_eq!(files(&replay), ["replay-2.gif"]);
    let export = fake
        .wait(WAIT, "the export", |f| {
            f.messages()
                .into_iter()
                .find(|m| text_of(m).starts_with("Game #2's moves as text"))
        })
        .await;
    assert_eq!(files(&export), ["manawell-game-2.txt"]);
    let posts = crate::world::posts_in(fake, thread);
    assert!(
        posts.iter().all(|m| !text_of(m).contains("(@")),
        "{posts:?}"
    );
    let step = replay["components"].to_string();
    assert!(!step.contains("(@"), "{step}");

    // Not rated: a game against the AI.
    let profile = ephemeral_text(&ask(fake, &alice, here, "profile", json!([])).await);
    assert!(profile.contains("No rating yet"), "{profile}");
    real.finish().await;
}
