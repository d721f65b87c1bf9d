//! Many games at once through the bot: every interaction of 20 games played side by side
//! gets its answer. The driver, [`one_game`], is shared with `benches/discord.rs`, which
//! measures the time from an injected interaction to its callback (p50, p99) on the real
//! table service and renderer; tests here assert behaviour, never time.

use std::time::Duration;

use serde_json::{json, Value};

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Place};
use super::message_parts::find;

/// Bound on every wait of the driver in the tests (the bench gives its own).
#[allow(dead_code)]
pub const WAIT: Duration = Duration::from_secs(30);

/// What one game measured.
#[derive(Default)]
pub struct Played {
    /// For every interaction: from its sending to its first answer (an answer or a
    /// deferral), as Discord's 3 seconds count it.
    pub first: Vec<Duration>,
    /// For every move: from the Confirm click to the new board posted in the thread.
    pub boards: Vec<Duration>,
}

/// One game, numbered `n`, from `/rivality new` to `turns` moves (or its end): when each
/// interaction was answered, and each board posted. Each wait is bounded by `patience`.
pub async fn one_game(fake: &FakeDiscord, n: u64, turns: usize, patience: Duration) -> Played {
    let mut played = Played::default();
    let latencies = &mut played.first;
    let (a, b) = (
        FakeUser::new(100 + 2 * n, "a"),
        FakeUser::new(101 + 2 * n, "b"),
    );
    let channel_id = 6000 + n;
    let channel = Place::Guild {
        channel: channel_id,
    };
    let click =
        |user: &FakeUser, place: Place, message: &Value, custom_id: &str, values: Vec<String>| {
            let values: Vec<&str> = values.iter().map(String::as_str).collect();
            let injected = fake.inject(|id, token| {
                payloads::component(id, token, user, place, custom_id, &values, message.clone())
            });
            async move {
                let callback = fake.callback(&injected, patience).await;
                (callback.at - injected.at, callback)
            }
        };
    let options = json!([{"name": "new", "type": 1, "options": [{"name": "players", "type": 4, "value": 2}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &a, channel, "rivality", options.clone())
    });
    let callback = fake.callback(&injected, patience).await;
    latencies.push(callback.at - injected.at);
    // Under load the command comes deferred: wait for the lobby itself, its Join button.
    let lobby = fake
        .wait(patience, "the lobby", |f| {
            f.original(&injected).filter(|m| find(m, "join").is_some())
        })
        .await;
    let (join, _) = find(&lobby, "join").expect("Join");
    latencies.push(click(&b, channel, &lobby, &join, vec![]).await.0);
    let thread = fake
        .wait(patience, "the thread", |f| {
            f.threads().iter().find(|t| t.1 == channel_id).map(|t| t.0)
        })
        .await;
    let here = Place::Guild { channel: thread };
    let mut last = String::new();
    // When the last move was confirmed: its board is the next post.
    let mut confirmed: Option<std::time::Instant> = None;
    for _ in 0..turns {
        let post = fake
            .wait(patience, "the board", |f| {
                f.last_message_in(thread)
                    .filter(|m| m["id"].as_str() != Some(&last))
            })
            .await;
        if let Some(at) = confirmed.take() {
            played.boards.push(at.elapsed());
        }
        let latencies = &mut played.first;
        last = post["id"].as_str().unwrap().to_string();
        let Some((turn, _)) = find(&post, "turn") else {
            break;
        };
        let mover = if post["content"]
            .as_str()
            .unwrap()
            .contains(&format!("<@{}>", a.id))
        {
            &a
        } else {
            &b
        };
        let (latency, callback) = click(mover, here, &post, &turn, vec![]).await;
        latencies.push(latency);
        let token = callback.path.split('/').nth(3).unwrap().to_string();
        // Under load the panel may come deferred: wait for its menus.
        let mut panel = fake
            .wait(patience, "the panel", |f| {
                f.original_of(&token)
                    .filter(|m| !super::message_parts::components(m).is_empty())
            })
            .await;
        let panel_id: u64 = panel["id"].as_str().unwrap().parse().unwrap();
        loop {
            let step = ["tile", "spot", "facing", "order"]
                .iter()
                .find_map(|s| find(&panel, s));
            let (id, values, done) = match (step, find(&panel, "confirm"), find(&panel, "remove")) {
                (Some((id, values)), _, _) => (id, vec![values[0].clone()], false),
                (None, Some((id, _)), _) | (None, None, Some((id, _))) => (id, vec![], true),
                _ => panic!("a panel with nothing to do: {panel}"),
            };
            let before = panel.clone();
            let sent = std::time::Instant::now();
            latencies.push(click(mover, here, &panel, &id, values).await.0);
            if done {
                confirmed = Some(sent);
                break;
            }
            // A deferred step edits the panel later: wait for the next step.
            panel = fake
                .wait(patience, "the panel's next step", |f| {
                    f.message(panel_id).filter(|m| *m != before)
                })
                .await;
        }
    }
    if let Some(at) = confirmed {
        // The last move's board, unless the game ended without one.
        let board = fake
            .wait(patience, "the last board", |f| {
                f.last_message_in(thread)
                    .filter(|m| m["id"].as_str() != Some(&last))
            })
            .await;
        drop(board);
        played.boards.push(at.elapsed());
    }
    played
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn twenty_games_at_once_all_get_their_answers() {
    const GAMES: u64 = 20;
    const TURNS: usize = 4;

    // Many pictures: plain ones (the bench draws the real ones).
    let pictures = super::real::Recording::plain();
    let real = super::real_bot::RealBot::start_drawing("twenty-games", pictures).await;
    let games =
        futures_util::future::join_all((0..GAMES).map(|n| one_game(&real.fake, n, TURNS, WAIT)))
            .await;
    real.finish().await;
    // The lobby, the join, then per turn: "Take my turn", tile, spot, facing, Confirm.
    for (n, game) in games.iter().enumerate() {
        assert!(
            game.first.len() >= 2 + TURNS * 5,
            "game {n}: only {} interactions answered",
            game.first.len()
        );
    }
}
