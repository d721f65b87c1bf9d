//! Rematch on the fake Discord, over the real table service: a finished game's result
//! post offers it; each player's click is answered privately and shown on the post (who is in, who is awaited),
//! an outsider is refused privately, a restart in between loses nothing, and the last
//! accept starts the rematch in a new thread of the same channel, seats rotated; a click
//! after that says where it is. A solo game's result post offers none.

use serde_json::Value;

use manawell::frontends::discord::desk::RematchView;
use manawell::store::announcements::MOVER_POSTS_WITHIN_MS;

use super::fake_discord::payloads::{self, EPHEMERAL};
use super::fake_discord::{FakeDiscord, FakeUser, Place, BOT_TOKEN};
use super::game::{find, Players};
use super::world::{player, posts_in, two_players, World};
use super::{config, response, start_bot_with, WAIT};

fn content(message: &Value) -> &str {
    message["content"].as_str().unwrap_or("")
}

/// The label of the component whose action is `action`.
fn label(message: &Value, action: &str) -> String {
    let rows = message["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    rows.iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .find(|c| c["custom_id"].as_str().unwrap_or("").split(':').nth(3) == Some(action))
        .and_then(|c| c["label"].as_str().map(String::from))
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn both_players_accept_across_a_restart_and_the_rematch_starts_in_a_new_thread() {
    let fake = FakeDiscord::start().await;
    let world = World::new("rematch");
    let (store, desk) = world.open(false).await;
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    let (alice, bob, carol) = (
        FakeUser::new(1, "alice"),
        FakeUser::new(2, "bob"),
        FakeUser::new(3, "carol"),
    );
    // Opened and joined through the desk; the background task opens the thread.
    let lobby = desk
        .open(two_players(&alice, false, Some(86_400)))
        .await
        .unwrap();
    desk.join(lobby.table, player(&bob)).await.unwrap();
    // Past the time the mover's own request has to post it: the background task's turn.
    world.move_clock(MOVER_POSTS_WITHIN_MS + 1);
    let (thread, _, _) = fake
        .wait(WAIT, "the game's thread", |f| f.threads().first().cloned())
        .await;
    fake.wait(WAIT, "the first board", |f| {
        posts_in(f, thread).first().cloned()
    })
    .await;
    let old = desk.view(1).await.unwrap();
    desk.resign(1, alice.id).await.unwrap();
    world.move_clock(MOVER_POSTS_WITHIN_MS + 1);
    let result = fake
        .wait(WAIT, "the result post", |f| {
            posts_in(f, thread)
                .into_iter()
                .find(|m| find(m, "rematch").is_some())
        })
        .await;
    assert!(find(&result, "turn").is_none(), "no turn left: {result}");
    let (rematch, _) = find(&result, "rematch").unwrap();
    assert_eq!(label(&result, "rematch"), "Rematch");
    let here = Place::Guild { channel: thread };
    let mut players = Players::new(&fake);

    // Someone who did not play: refused, privately; the post stays as it is.
    players
        .refused(
            &carol,
            here,
            &result,
            &rematch,
            "You are not playing in game #1",
        )
        .await;
    // Alice is in: told privately; the post says so, and whom it waits for, its final
    // board kept.
    let callback = players.click(&alice, here, &result, &rematch, &[]).await;
    let (kind, data) = response(&callback);
    assert_eq!(kind, 4, "{data}");
    assert_eq!(data["flags"].as_u64().unwrap_or(0) & EPHEMERAL, EPHEMERAL);
    assert!(content(&data).contains("You are in"), "{data}");
    let result_id: u64 = result["id"].as_str().unwrap().parse().unwrap();
    let updated = fake
        .wait(WAIT, "the result post updated", |f| {
            f.message(result_id)
                .filter(|m| content(m).contains("**Rematch**"))
        })
        .await;
    let text = content(&updated);
    assert!(
        text.contains("**Rematch**: in: alice; awaited: bob"),
        "{text}"
    );
    assert!(
        text.starts_with(content(&result)),
        "the result stays: {text}"
    );
    assert_eq!(label(&updated, "rematch"), "Rematch (1/2 in)");
    assert_eq!(result["attachments"].as_array().map(Vec::len), Some(1));
    assert_eq!(
        updated["attachments"], result["attachments"],
        "the final board stays on the result post"
    );

    // The bot restarts in between: the accept is in the database.
    bot.shut_down().await;
    store.close().await;
    let (store, desk) = world.open(false).await;
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;

    let callback = players.click(&bob, here, &updated, &rematch, &[]).await;
    let (kind, data) = response(&callback);
    assert_eq!(kind, 4, "{data}");
    let (new_thread, parent, name) = fake
        .wait(WAIT, "the rematch's thread", |f| {
            f.threads().get(1).cloned()
        })
        .await;
    assert_eq!(parent, payloads::CHANNEL_ID, "in the same channel");
    assert!(name.starts_with("Rivality #2"), "{name}");
    let started = format!("Game #2 has started, in <#{new_thread}>");
    assert!(content(&data).contains(&started), "{data}");
    let post = fake
        .wait(WAIT, "the result post saying so", |f| {
            f.message(result_id)
                .filter(|m| content(m).contains(&started))
        })
        .await;
    assert!(find(&post, "rematch").is_none(), "offered once: {post}");
    assert_eq!(post["attachments"], result["attachments"]);
    let board = fake
        .wait(WAIT, "the rematch's first board", |f| {
            posts_in(f, new_thread).first().cloned()
        })
        .await;
    let first = content(&board);
    assert!(
        first.contains("Rematch of game #1") && first.contains("Game #2 starts"),
        "{first}"
    );
    assert!(find(&board, "turn").is_some(), "{board}");

    // The same players, one seat on, the same deadline.
    let new = desk.view(2).await.unwrap();
    let old_order: Vec<u64> = old.seated.iter().map(|p| p.id).collect();
    let new_order: Vec<u64> = new.seated.iter().map(|p| p.id).collect();
    assert_eq!(new_order, [old_order[1], old_order[0]]);
    assert_eq!(new.deadline_secs, Some(86_400));
    assert_eq!(new.place, Some(new_thread));

    // A click on the old button after it started says where the rematch is.
    let callback = players.click(&alice, here, &result, &rematch, &[]).await;
    let (kind, data) = response(&callback);
    assert_eq!(kind, 4);
    assert_eq!(data["flags"].as_u64().unwrap_or(0) & EPHEMERAL, EPHEMERAL);
    assert!(
        content(&data).contains(&format!("game #2, in <#{new_thread}>")),
        "{data}"
    );
    assert_eq!(fake.threads().len(), 2, "one rematch");

    bot.shut_down().await;
    store.close().await;
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_made_while_discord_was_away_gets_its_thread_from_the_background_task() {
    let fake = FakeDiscord::start().await;
    let world = World::new("rematch-later");
    let (store, desk) = world.open(false).await;
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let lobby = desk
        .open(two_players(&alice, false, Some(86_400)))
        .await
        .unwrap();
    desk.join(lobby.table, player(&bob)).await.unwrap();
    desk.resign(1, bob.id).await.unwrap();
    // Both accept, but the process stops before any thread is opened for the rematch.
    desk.rematch(1, alice.id).await.unwrap();
    let made = desk.rematch(1, bob.id).await.unwrap();
    let RematchView::Started(view) = made else {
        panic!("both are in: {made:?}")
    };
    assert_eq!((view.table, view.place), (2, None));
    world.move_clock(MOVER_POSTS_WITHIN_MS + 1);
    let (thread, parent, _) = fake
        .wait(WAIT, "the rematch's thread", |f| {
            f.threads()
                .into_iter()
                .find(|(_, _, name)| name.starts_with("Rivality #2"))
        })
        .await;
    assert_eq!(parent, payloads::CHANNEL_ID);
    let board = fake
        .wait(WAIT, "the rematch's first board", |f| {
            posts_in(f, thread).first().cloned()
        })
        .await;
    assert!(content(&board).contains("Rematch of game #1"), "{board}");
    assert_eq!(desk.view(2).await.unwrap().place, Some(thread));
    bot.shut_down().await;
    store.close().await;
    fake.assert_no_problems();
}
