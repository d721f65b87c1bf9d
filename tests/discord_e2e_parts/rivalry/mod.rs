//! Rivalry on Discord over the real table service, one module a part of the game: the
//! sealed set-ups and the reveal (`sealed`), set-ups typed as one line and a turn's
//! steps through the panel (`turn_panel`), take-backs and `notify` (`takeback`), a restart
//! in the middle of the set-up (`restart`), a game against the AI to its end (`against_ai`).
//! What they share is here: the commands, the set-up panel's edits, a turn taken step by
//! step.

mod against_ai;
mod restart;
mod sealed;
mod takeback;
mod turn_panel;

use serde_json::{json, Value};

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place, Recorded};
use super::game::{created_by, Players};
use super::message_parts::components;
use super::real_bot::RealBot;
use super::{ephemeral_text, message_answer, response, WAIT};

async fn start(name: &str) -> RealBot {
    RealBot::start(name).await
}

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

/// The version a post's "Take my turn" button is for (0 without one).
fn version_of(post: &Value) -> u64 {
    super::game::find(post, "turn")
        .and_then(|(id, _)| id.split(':').nth(2).and_then(|v| v.parse().ok()))
        .unwrap_or(0)
}

/// The post in `thread` of the game's version now, once it is there: later than version
/// `after`, with its "Take my turn" button. By version, not by arrival: a post the
/// background task makes again (when actions come faster than their posts) carries its
/// old version.
async fn next_post(real: &RealBot, thread: u64, after: u64) -> Value {
    let table = real.desk.at_place(thread).await.expect("the thread's game");
    let version = || async { real.desk.view(table).await.expect("the game").version };
    // The AI's whole turn (many steps, each weighed by rollouts) takes a while in a debug
    // build on a busy machine.
    let until = std::time::Instant::now() + 4 * WAIT;
    loop {
        // While the AI thinks, the version stays and its post has no turn to take.
        let now = version().await;
        let posted = super::world::posts_in(&real.fake, thread)
            .into_iter()
            .find(|m| now > after && version_of(m) == now);
        if let Some(post) = posted {
            if version().await == now {
                return post;
            }
        }
        assert!(
            std::time::Instant::now() < until,
            "no post of a version after {after}: {now} now; posts: {:?}",
            super::world::posts_in(&real.fake, thread)
                .iter()
                .map(|m| {
                    // The end of each post: whose turn it says.
                    let text = text_of(m);
                    let skip = text.chars().count().saturating_sub(120);
                    (version_of(m), text.chars().skip(skip).collect::<String>())
                })
                .collect::<Vec<_>>()
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

/// The step panel's answers: (component id, menu value, label).
fn answers(panel: &Value) -> Vec<(String, Option<String>, String)> {
    let mut out = Vec::new();
    for row in panel["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let id = c["custom_id"].as_str().unwrap_or("").to_string();
            if id.split(':').nth(3) != Some("pick") {
                continue;
            }
            match c["options"].as_array() {
                Some(options) => out.extend(options.iter().map(|o| {
                    (
                        id.clone(),
                        o["value"].as_str().map(String::from),
                        o["label"].as_str().unwrap_or("").to_string(),
                    )
                })),
                None => out.push((id, None, c["label"].as_str().unwrap_or("").to_string())),
            }
        }
    }
    out
}

/// "Take my turn" on `post`, then each question answered with the first answer named in
/// `prefer` (else the first), then Confirm: the panel's last words.
async fn take_turn(
    players: &mut Players<'_>,
    user: &FakeUser,
    place: Place,
    post: &Value,
    prefer: &[&str],
) -> String {
    let fake = players.fake;
    let (turn, _) = super::game::find(post, "turn").unwrap();
    let callback = players.click(user, place, post, &turn, &[]).await;
    let mut panel = opened(fake, &callback).await;
    loop {
        if let Some((play, _)) = super::game::find(&panel, "play") {
            players.click(user, place, &panel, &play, &[]).await;
            return text_of(&changed(fake, id_of(&panel), &panel).await);
        }
        let all = answers(&panel);
        assert!(!all.is_empty(), "a question: {panel}");
        let (id, value, _) = prefer
            .iter()
            .find_map(|p| all.iter().find(|(_, _, l)| l == p))
            .unwrap_or(&all[0])
            .clone();
        let values: Vec<&str> = value.as_deref().into_iter().collect();
        players.click(user, place, &panel, &id, &values).await;
        panel = changed(fake, id_of(&panel), &panel).await;
    }
}

/// A Rivalry table between alice and bob, opened by alice in the channel and joined by bob:
/// the game's thread, and the two players as the Republic and the Kingdom (the seat order
/// comes from the game's seed).
async fn between_two(real: &RealBot, players: &mut Players<'_>) -> (u64, [FakeUser; 2]) {
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let here = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let new = command(fake, &alice, here, "new", json!([]));
    let (_, lobby) = message_answer(fake, &new, false).await;
    let (join, _) = super::game::find(&lobby, "join").expect("a Join button");
    players.click(&bob, here, &lobby, &join, &[]).await;
    let (thread, _, _) = fake
        .wait(WAIT, "the game's thread", |f| f.threads().first().cloned())
        .await;
    // The start posted before anyone sends a set-up: a post of a later version made
    // before it leaves a gap, which the background task fills by posting it again.
    fake.wait(WAIT, "the start", |f| {
        f.last_message_in(thread)
            .filter(|m| text_of(m).contains("joined game #1"))
    })
    .await;
    let view = real.desk.view(1).await.expect("the table");
    let republic = view.seated[0].id;
    let sides = if republic == alice.id {
        [alice, bob]
    } else {
        [bob, alice]
    };
    (thread, sides)
}

/// `/rivalry play move:<text>` by `user`: the private answer's text.
async fn typed(fake: &FakeDiscord, user: &FakeUser, place: Place, text: &str) -> String {
    let options = json!([{"name": "move", "type": 3, "value": text}]);
    let play = command(fake, user, place, "play", options);
    let callback = fake.callback(&play, WAIT).await;
    let (kind, data) = response(&callback);
    assert!(kind == 4 || kind == 5, "{data}");
    let answer = fake
        .wait(WAIT, "the answer", |f| {
            f.original(&play).filter(|m| !text_of(m).is_empty())
        })
        .await;
    ephemeral_text(&answer)
}

/// Set-ups made to fight at once: each side's cities at sites 2, 6, 8 and 9; the
/// Republic's twelve units on B7 face two armies of the Kingdom on B8, across the border. The
/// Kingdom's is longer than 100 characters: one line, as typed.
const REPUBLIC_AT_THE_BORDER: &str = "cities *@R2 @R6 @R8 @R9 units B7:10a2c E3:2a E5:1a \
    D6:2a H5:2a E7:4a K6:2a extra E3";
const KINGDOM_AT_THE_BORDER: &str = "cities *@K2 @K6 @K8 @K9 units B8:2a J7:1a G10:2a \
    H10:1a G11:2a G8:2a F9:2a G9:1a H7:1a H8:2a I8:1a D8:2a E8:3a D9:3a extra G10";

/// The log attached to the answer to `asked`, when the latest lines were not all of it.
fn whole_log(fake: &FakeDiscord, asked: &Injected) -> Option<String> {
    let requests = fake.requests();
    let (_, _, bytes) = requests
        .iter()
        .filter(|r| r.path.contains(&asked.token))
        .flat_map(|r| r.files.iter())
        .find(|(_, name, _)| name == "game-1-log.txt")?;
    let log = String::from_utf8(bytes.clone()).expect("a text file");
    assert!(log.starts_with("**Rivalry** (game #1)"), "{log}");
    Some(log)
}
