//! Fair clocks seen on Discord: every turn message and `/games` say when the time for
//! the move runs out, as Discord's relative time (`<t:…:R>`).

use serde_json::{json, Value};

use super::fake_discord::payloads;
use super::fake_discord::FakeDiscord;
use super::fake_discord::{FakeUser, Place, BOT_TOKEN};
use super::game::Players;
use super::opening::first_board;
use super::world::{player, posts_in, two_players, World};
use super::{config, response, start_bot_with, WAIT};

/// The Unix seconds of the first `<t:…:R>` in `text`.
fn relative_time(text: &str) -> Option<u64> {
    let start = text.find("<t:")? + 3;
    let end = start + text[start..].find(":R>")?;
    text[start..end].parse().ok()
}

fn content(message: &Value) -> &str {
    message["content"].as_str().unwrap_or("")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turn_messages_and_games_say_when_the_time_runs_out() {
    let fake = FakeDiscord::start().await;
    let world = World::new("relative");
    let (_store, desk) = world.open(false).await;
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    // `/rivality new players:2 deadline:1 hour` (choices travel as their index).
    let options = json!([{"name": "new", "type": 1, "options": [
        {"name": "players", "type": 4, "value": 2},
        {"name": "deadline", "type": 4, "value": 0}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, channel, "rivality", options.clone())
    });
    fake.callback(&injected, WAIT).await;
    let lobby = fake
        .wait(WAIT, "the lobby", |f| f.original(&injected))
        .await;
    let mut players = Players::new(&fake);
    players
        .click(&bob, channel, &lobby, "mw:1:1:join", &[])
        .await;
    let board = first_board(&fake, &alice, &bob).await;
    let text = content(&board.post);
    let due = relative_time(text).unwrap_or_else(|| panic!("no relative time: {text}"));
    let expected = u64::try_from(world.now() / 1000).unwrap() + 3600;
    assert!(due.abs_diff(expected) < 60, "{due} vs {expected}: {text}");
    assert!(text.contains("runs out <t:"), "{text}");
    assert_eq!(posts_in(&fake, board.thread).len(), 1);

    let here = Place::Guild {
        channel: board.thread,
    };
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, board.mover, here, "games", json!([]))
    });
    let (_, data) = response(&fake.callback(&injected, WAIT).await);
    let games = data["content"].as_str().unwrap_or("");
    assert_eq!(relative_time(games), Some(due), "{games}");
    bot.shut_down().await;
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_stops_a_players_clocks_until_they_end_it() {
    let fake = FakeDiscord::start().await;
    let world = World::new("vacation");
    let (_store, desk) = world.open(false).await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let lobby = desk
        .open(two_players(&alice, false, Some(3600)))
        .await
        .unwrap();
    let started = desk.join(lobby.table, player(&bob)).await.unwrap();
    let mover = if started.to_move == Some(alice.id) {
        &alice
    } else {
        &bob
    };
    let due = started.due.expect("an hour to move");
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    let here = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let fake = &fake;
    let ask = |options: Value| {
        let injected = fake.inject(|id, token| {
            payloads::slash_command(id, token, mover, here, "vacation", options.clone())
        });
        async move {
            let (_, data) = response(&fake.callback(&injected, WAIT).await);
            assert_eq!(
                data["flags"].as_u64().unwrap_or(0) & payloads::EPHEMERAL,
                payloads::EPHEMERAL,
                "{data}"
            );
            data["content"].as_str().unwrap_or("").to_string()
        }
    };
    let start =
        json!([{"name": "start", "type": 1, "options": [{"name": "days", "type": 4, "value": 3}]}]);
    let text = ask(start.clone()).await;
    assert!(
        text.contains("until <t:") && text.contains("4 day(s) left"),
        "{text}"
    );
    let pushed = desk.view(lobby.table).await.unwrap().due.unwrap();
    assert!(pushed.abs_diff(due + 3 * 86_400) < 60, "{pushed} vs {due}");
    let text = ask(start).await;
    assert!(text.contains("on vacation already"), "{text}");
    let text = ask(json!([{"name": "end", "type": 1, "options": []}])).await;
    assert!(
        text.contains("Welcome back") && text.contains("6 day(s)"),
        "{text}"
    );
    let back = desk.view(lobby.table).await.unwrap().due.unwrap();
    assert!(back.abs_diff(due) < 60, "{back} vs {due}");
    bot.shut_down().await;
    fake.assert_no_problems();
}
