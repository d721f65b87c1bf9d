//! Rivalry on Discord over the real table service: `/rivalry new` between two players,
//! both sealed set-ups drafted privately in the set-up panel (nothing of the first in any
//! public message before the second), the reveal, a turn through the step panel, board
//! and log with every die, resign; and a game against the AI.

use serde_json::{json, Value};

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place, Recorded};
use super::game::{created_by, Players};
use super::message_parts::components;
use super::real_bot::RealBot;
use super::{ephemeral_text, message_answer, response, WAIT};

fn command(
    fake: &FakeDiscord,
    user: &FakeUser,
    place: Place,
    sub: &str,
    options: Value,
) -> Injected {
    let data = json!([{"name": sub, "type": 1, "options": options}]);
    fake.inject(|id, token| {
        payloads::slash_command(id, token, user, place, "rivalry", data.clone())
    })
}

fn id_of(message: &Value) -> u64 {
    message["id"].as_str().unwrap().parse().unwrap()
}

fn text_of(message: &Value) -> String {
    message["content"].as_str().unwrap_or("").to_string()
}

/// The set-up panel's component doing `op` (`aa`, `tile`, `seal`…): its id and values.
fn op(panel: &Value, name: &str) -> (String, Vec<String>) {
    components(panel)
        .into_iter()
        .find(|(id, _)| {
            let arg = id.split(':').nth(4).unwrap_or("");
            id.split(':').nth(3) == Some("setup") && arg.split('.').next() == Some(name)
        })
        .unwrap_or_else(|| panic!("no `{name}` in {panel}"))
}

/// Whether a component of the message is disabled.
fn disabled(panel: &Value, id: &str) -> bool {
    panel["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .find(|c| c["custom_id"].as_str() == Some(id))
        .map(|c| c["disabled"].as_bool().unwrap_or(false))
        .unwrap_or_else(|| panic!("no {id}"))
}

/// The message `id` once it differs from `before`.
async fn changed(fake: &FakeDiscord, id: u64, before: &Value) -> Value {
    fake.wait(WAIT, "the panel updated", |f| {
        f.message(id).filter(|m| {
            !text_of(m).is_empty()
                && (m["content"] != before["content"] || m["components"] != before["components"])
        })
    })
    .await
}

/// The panel an answer opened (`/rivalry play` or a button).
async fn opened(fake: &FakeDiscord, callback: &Recorded) -> Value {
    fake.wait(WAIT, "the panel", |f| {
        created_by(f, callback).filter(|m| !text_of(m).is_empty())
    })
    .await
}

async fn play_panel(players: &mut Players<'_>, user: &FakeUser, place: Place) -> Value {
    let fake = players.fake;
    let play = command(fake, user, place, "play", json!([]));
    let callback = fake.callback(&play, WAIT).await;
    let (kind, data) = response(&callback);
    assert!(kind == 4 || kind == 5, "{data}");
    fake.wait(WAIT, "the panel", |f| {
        f.original(&play).filter(|m| !text_of(m).is_empty())
    })
    .await
}

/// Clicks `op` on the panel (with `values` for a menu) and returns the panel updated.
async fn edit(
    players: &mut Players<'_>,
    user: &FakeUser,
    place: Place,
    panel: &Value,
    name: &str,
    values: &[&str],
) -> Value {
    let (id, _) = op(panel, name);
    let callback = players.click(user, place, panel, &id, values).await;
    let (kind, data) = response(&callback);
    assert!(kind == 7 || kind == 6, "an edit updates the panel: {data}");
    changed(players.fake, id_of(panel), panel).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rivalry_between_two_players_from_the_sealed_set_ups_to_resign() {
    let real = RealBot::start("rivalry-two").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let here = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);

    let new = command(fake, &alice, here, "new", json!([]));
    let (_, lobby) = message_answer(fake, &new, false).await;
    assert!(text_of(&lobby).contains("Rivalry"), "{lobby}");
    let (join, _) = super::game::find(&lobby, "join").expect("a Join button");
    players.click(&bob, here, &lobby, &join, &[]).await;
    let (thread, _, name) = fake
        .wait(WAIT, "the game's thread", |f| f.threads().first().cloned())
        .await;
    assert!(name.starts_with("Rivalry #1 · "), "{name}");
    let place = Place::Guild { channel: thread };

    // Alice drafts hers: a tile chosen, one army off it (not ready: 24 units), one
    // cavalry on (ready), another capital; then sealed.
    let panel = play_panel(&mut players, &alice, place).await;
    let words = ephemeral_text(&panel);
    assert!(words.contains("Your set-up for the"), "{words}");
    assert!(words.contains("✅ Ready to seal."), "{words}");
    let (_, tiles) = op(&panel, "tile");
    let tile = tiles[0].clone();
    let panel = edit(&mut players, &alice, place, &panel, "tile", &[&tile]).await;
    assert!(
        text_of(&panel).contains(&format!("Placing on **{tile}**")),
        "{panel}"
    );
    let panel = edit(&mut players, &alice, place, &panel, "ra", &[]).await;
    let words = text_of(&panel);
    assert!(words.contains("place exactly 25 units, not 24"), "{words}");
    let (seal, _) = op(&panel, "seal");
    assert!(disabled(&panel, &seal), "Seal waits for a sound set-up");
    let panel = edit(&mut players, &alice, place, &panel, "ac", &[]).await;
    assert!(text_of(&panel).contains("✅ Ready to seal."), "{panel}");
    let (_, capitals) = op(&panel, "capital");
    let panel = edit(
        &mut players,
        &alice,
        place,
        &panel,
        "capital",
        &[&capitals[1]],
    )
    .await;
    let line = text_of(&panel)
        .lines()
        .last()
        .unwrap()
        .trim_matches('`')
        .to_string();
    assert!(line.contains(&format!("*@{}", capitals[1])), "{line}");
    let (seal, _) = op(&panel, "seal");
    players.click(&alice, place, &panel, &seal, &[]).await;
    let sealed = changed(fake, id_of(&panel), &panel).await;
    assert!(
        text_of(&sealed).starts_with("Your set-up is sealed."),
        "{sealed}"
    );

    // Nothing of it in any public message while Bob's is missing.
    let units = line.split(" units ").nth(1).unwrap().to_string();
    let leaked = |f: &FakeDiscord| f.public_texts().iter().any(|t| t.contains(&units));
    assert!(!leaked(fake), "alice's set-up shows before bob's is in");

    // Bob seals the suggested one at once.
    let panel = play_panel(&mut players, &bob, place).await;
    let (seal, _) = op(&panel, "seal");
    players.click(&bob, place, &panel, &seal, &[]).await;
    changed(fake, id_of(&panel), &panel).await;

    // The reveal: both set-ups public together.
    fake.wait(WAIT, "the reveal", |f| leaked(f).then_some(()))
        .await;

    let board = command(fake, &alice, place, "board", json!([]));
    let (_, message) = message_answer(fake, &board, false).await;
    assert!(ephemeral_text(&message).contains("(game #1)"), "{message}");
    let resign = command(fake, &bob, place, "resign", json!([]));
    let (_, message) = message_answer(fake, &resign, false).await;
    let (yes, _) = super::game::find(&message, "resign").expect("confirm");
    players.click(&bob, place, &message, &yes, &[]).await;
    fake.wait(WAIT, "the result", |f| {
        f.public_texts()
            .iter()
            .any(|t| t.contains("resigned"))
            .then_some(())
    })
    .await;
    real.finish_without_boards().await;
}
