//! Magistrar and Aetherium on Discord, over the real table service: their own commands,
//! the same lobby, thread, pings and board posts as Rivality, and the step-by-step turn
//! panel (one question at a time, Back, a previewed Confirm; stale panels refused).

use serde_json::{json, Value};

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place, Recorded};
use super::game::{created_by, find, pinged, Players};
use super::real_bot::RealBot;
use super::{answer_message, ephemeral_text, response, WAIT};

fn command(
    fake: &FakeDiscord,
    user: &FakeUser,
    place: Place,
    game: &str,
    sub: &str,
    options: Value,
) -> Injected {
    let data = json!([{"name": sub, "type": 1, "options": options}]);
    fake.inject(|id, token| payloads::slash_command(id, token, user, place, game, data.clone()))
}

/// The newest message in `channel` with a component of `action`, newer than `after`.
async fn next_with(fake: &FakeDiscord, channel: u64, after: u64, what: &str) -> Value {
    fake.wait(WAIT, what, |f| {
        f.last_message_in(channel)
            .filter(|m| id_of(m) > after && find(m, "turn").is_some())
    })
    .await
}

fn id_of(message: &Value) -> u64 {
    message["id"].as_str().unwrap().parse().unwrap()
}

/// The message `id` once it has words, and differs from `before` (an answer deferred
/// under load is edited in a moment later).
async fn settled(fake: &FakeDiscord, id: u64, before: &Value) -> Value {
    fake.wait(WAIT, "the panel's words", |f| {
        f.message(id).filter(|m| {
            m["content"].as_str().is_some_and(|c| !c.is_empty())
                && (m["content"] != before["content"] || m["components"] != before["components"])
        })
    })
    .await
}

/// The step panel opened by `callback`, played to Confirm with the first answer each
/// time; the number of questions answered.
async fn through_the_steps(
    players: &mut Players<'_>,
    mover: &FakeUser,
    place: Place,
    callback: &Recorded,
) -> usize {
    let fake = players.fake;
    let panel_id = id_of(
        &fake
            .wait(WAIT, "the panel", |f| created_by(f, callback))
            .await,
    );
    let mut panel = settled(fake, panel_id, &Value::Null).await;
    let mut answered = 0;
    loop {
        if let Some((pick, values)) = find(&panel, "pick") {
            let chosen: Vec<&str> = values.first().map(String::as_str).into_iter().collect();
            let callback = players.click(mover, place, &panel, &pick, &chosen).await;
            let (kind, data) = response(&callback);
            assert!(
                kind == 7 || kind == 6,
                "an answer updates the panel: {data}"
            );
            panel = settled(fake, panel_id, &panel).await;
            answered += 1;
        } else if let Some((play, _)) = find(&panel, "play") {
            let text = panel["content"].as_str().unwrap_or("");
            assert!(
                text.contains("Play **"),
                "the preview asks to confirm: {text}"
            );
            let callback = players.click(mover, place, &panel, &play, &[]).await;
            let (kind, data) = response(&callback);
            assert!(
                kind == 7 || kind == 6,
                "the panel says what was played: {data}"
            );
            let done = settled(fake, panel_id, &panel).await;
            assert!(
                done["content"]
                    .as_str()
                    .unwrap_or("")
                    .starts_with("You played"),
                "{done}"
            );
            return answered;
        } else {
            panic!("a panel with nothing to do: {panel}");
        }
    }
}

/// Answers every question of the panel opened by `callback` (the first answer each
/// time), then changes the first answer through "Change an answer…": the others stay.
async fn change_one_answer(
    players: &mut Players<'_>,
    mover: &FakeUser,
    place: Place,
    callback: &Recorded,
) {
    let fake = players.fake;
    let panel_id = id_of(
        &fake
            .wait(WAIT, "the panel", |f| created_by(f, callback))
            .await,
    );
    let mut panel = settled(fake, panel_id, &Value::Null).await;
    while find(&panel, "play").is_none() {
        let (pick, values) = find(&panel, "pick").expect("a question");
        let chosen: Vec<&str> = values.first().map(String::as_str).into_iter().collect();
        players.click(mover, place, &panel, &pick, &chosen).await;
        panel = settled(fake, panel_id, &panel).await;
    }
    let lines = |m: &Value| -> Vec<String> {
        m["content"]
            .as_str()
            .unwrap()
            .lines()
            .filter(|l| l.starts_with('•'))
            .map(String::from)
            .collect()
    };
    let before = lines(&panel);
    let (change, values) = find(&panel, "change").expect("Change an answer…");
    // The first answer that can change: a forced one (a rock holding the mover's own
    // super energy takes `.`) is not offered, so it is not always `c0`.
    let first = values.first().expect("an answer to change").clone();
    let k: usize = first
        .strip_prefix('c')
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{values:?}"));
    players
        .click(mover, place, &panel, &change, &[first.as_str()])
        .await;
    let asking = settled(fake, panel_id, &panel).await;
    let text = asking["content"].as_str().unwrap();
    assert!(text.starts_with("Change your answer: **"), "{text}");
    let answers: Vec<(String, Vec<String>)> = super::message_parts::components(&asking)
        .into_iter()
        .filter(|(id, _)| id.split(':').nth(3) == Some("pick"))
        .collect();
    assert!(answers.len() >= 2, "the answers: {answers:?}");
    // The second answer (the first is the one given).
    players
        .click(mover, place, &asking, &answers[1].0, &[])
        .await;
    let after = settled(fake, panel_id, &asking).await;
    let now = lines(&after);
    assert_eq!(now[..k], before[..k], "the earlier answers kept");
    assert_ne!(now[k], before[k], "the answer asked again changed");
    assert_eq!(
        now[k + 1..],
        before[k + 1..now.len()],
        "the later answers kept"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn magistrar_against_the_ai_in_its_own_thread_through_the_step_panel() {
    let real = RealBot::start("magistrar-ai").await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let here = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);

    let rules = command(fake, &alice, here, "magistrar", "rules", json!([]));
    let message = answer_message(fake, &rules).await;
    let text = ephemeral_text(&message);
    assert!(text.starts_with("**Magistrar: Overview**"), "{text}");
    let topic = json!([{"name": "topic", "type": 3, "value": "variants"}]);
    let rules = command(fake, &alice, here, "magistrar", "rules", topic);
    let message = answer_message(fake, &rules).await;
    let text = ephemeral_text(&message);
    assert!(text.contains("Variants 1 (mage cards) and 2"), "{text}");

    let vs_ai = json!([{"name": "vs_ai", "type": 5, "value": true}]);
    let new = command(fake, &alice, here, "magistrar", "new", vs_ai);
    let message = answer_message(fake, &new).await;
    let text = message["content"].as_str().unwrap();
    assert!(
        text.contains("Magistrar") && text.contains("against the AI has started"),
        "{text}"
    );
    let (thread, _, name) = fake.threads().first().cloned().expect("a thread");
    // Seats are drawn at random: the names in seat order.
    assert!(
        name.starts_with("Magistrar #1 · ") && name.contains("alice"),
        "{name}"
    );
    let place = Place::Guild { channel: thread };

    let mut seen = 0;
    for turn in 0..3 {
        let post = next_with(fake, thread, seen, "alice's turn").await;
        seen = id_of(&post);
        assert_eq!(pinged(&post, std::slice::from_ref(&alice)).id, 1);
        let (turn_button, _) = find(&post, "turn").unwrap();
        let callback = players.click(&alice, place, &post, &turn_button, &[]).await;
        if turn == 0 {
            // A placement asked rock by rock, one rock changed, then confirmed.
            change_one_answer(&mut players, &alice, place, &callback).await;
        }
        through_the_steps(&mut players, &alice, place, &callback).await;
    }
    let board = command(fake, &alice, place, "magistrar", "board", json!([]));
    let message = answer_message(fake, &board).await;
    assert!(ephemeral_text(&message).contains("(game #1)"));
    // `/games` lists it as it lists Rivality's.
    let games = fake
        .inject(|id, token| payloads::slash_command(id, token, &alice, here, "games", json!([])));
    let message = answer_message(fake, &games).await;
    let text = ephemeral_text(&message);
    assert!(text.contains("Magistrar"), "{text}");
    real.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn aetherium_between_two_players_with_back_a_typed_move_and_a_stale_panel() {
    let real = RealBot::start("aetherium-two").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let users = [alice.clone(), bob.clone()];
    let here = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);

    let new = command(fake, &alice, here, "aetherium", "new", json!([]));
    let lobby = answer_message(fake, &new).await;
    assert!(
        lobby["content"].as_str().unwrap().contains("Aetherium"),
        "{lobby}"
    );
    let (join, _) = find(&lobby, "join").expect("a Join button");
    players.click(&bob, here, &lobby, &join, &[]).await;
    let (thread, _, name) = fake
        .wait(WAIT, "the game's thread", |f| f.threads().first().cloned())
        .await;
    assert!(
        name.starts_with("Aetherium #1 · ") && name.contains("alice") && name.contains("bob"),
        "{name}"
    );
    let place = Place::Guild { channel: thread };

    // The first turn: an answer, then Back returns to the first question.
    let post = next_with(fake, thread, 0, "the first turn").await;
    let mover = pinged(&post, &users).clone();
    let (turn_button, _) = find(&post, "turn").unwrap();
    let callback = players.click(&mover, place, &post, &turn_button, &[]).await;
    let panel_id = id_of(
        &fake
            .wait(WAIT, "the panel", |f| created_by(f, &callback))
            .await,
    );
    let first = fake.message(panel_id).unwrap();
    let question = first["content"].as_str().unwrap().to_string();
    let (pick, values) = find(&first, "pick").expect("a first question");
    let chosen: Vec<&str> = values.first().map(String::as_str).into_iter().collect();
    players.click(&mover, place, &first, &pick, &chosen).await;
    let after = fake.message(panel_id).unwrap();
    assert_ne!(
        after["content"], first["content"],
        "the answer moves the panel on"
    );
    let (back, _) = find(&after, "unpick").expect("Back");
    players.click(&mover, place, &after, &back, &[]).await;
    let again = fake.message(panel_id).unwrap();
    assert_eq!(
        again["content"].as_str().unwrap(),
        question,
        "Back: the first question"
    );
    let stale = again.clone();
    // Played from a new panel: the old one is refused, never acted upon.
    let callback = players.click(&mover, place, &post, &turn_button, &[]).await;
    through_the_steps(&mut players, &mover, place, &callback).await;
    let (stale_pick, _) = find(&stale, "pick").unwrap();
    players
        .refused(&mover, place, &stale, &stale_pick, "moved on")
        .await;

    // The other player types a move that is none: a clear refusal, nothing played.
    let post = next_with(fake, thread, id_of(&post), "the second turn").await;
    let second = pinged(&post, &users).clone();
    assert_ne!(second.id, mover.id, "turns alternate");
    let typed = json!([{"name": "move", "type": 3, "value": "fire fly Z"}]);
    let nonsense = command(fake, &second, place, "aetherium", "play", typed);
    let message = answer_message(fake, &nonsense).await;
    let text = ephemeral_text(&message);
    assert!(text.contains("`fly` is not an action"), "{text}");
    // The panel still works after it.
    let (turn_button, _) = find(&post, "turn").unwrap();
    let callback = players
        .click(&second, place, &post, &turn_button, &[])
        .await;
    through_the_steps(&mut players, &second, place, &callback).await;
    next_with(fake, thread, id_of(&post), "the third turn").await;
    real.finish().await;
}
