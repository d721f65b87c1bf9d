//! Nothing stuck: a move saved but not posted (Discord failing, the process stopping) is
//! posted later; a game started before its thread gets one; an AI seat left to move
//! plays; a place that is gone pauses the game and tells its players. On the real table
//! service over SQLite, with a clock the tests can move.

use manawell::frontends::discord::desk::{Desk, NewTable, Player, Status, WhenLate};
use std::sync::Arc;

use manawell::store::Store;

use super::fake_discord::faults::{DiscordError, Fault};
use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Place, BOT_TOKEN};
use super::game::{find, Players};
use super::opening::{open_two_player_game, FirstBoard};
use super::real::through_the_panel;
use super::world::{posts_in, until_due, World};
use super::{config, response, start_bot_with, Bot, WAIT};

const HOUR_MS: i64 = 3_600_000;

fn new_table(creator: &FakeUser, vs_ai: bool, deadline_secs: Option<u64>) -> NewTable {
    NewTable {
        creator: Player {
            id: creator.id,
            name: creator.name.clone(),
        },
        options: manawell::table::kinds::GameOptions::Rivality(
            manawell::engines::rivality::Options {
                players: 2,
                expert: false,
            },
        ),
        deadline_secs,
        invited: Vec::new(),
        guild: Some(payloads::GUILD_ID),
        channel: payloads::CHANNEL_ID,
        vs_ai,
        when_late: WhenLate::Forfeit,
        hints: false,
    }
}

/// The fake Discord, a database whose clock the test moves, and the bot on both, ready.
async fn running(name: &str) -> (FakeDiscord, World, Store, Arc<Desk>, Bot) {
    let fake = FakeDiscord::start().await;
    let world = World::new(name);
    let (store, desk) = world.open(false).await;
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    (fake, world, store, desk, bot)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_discord_failed_to_take_is_posted_again_once() {
    let (fake, _world, _store, _desk, bot) = running("retry").await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(&fake);
    let (
        _,
        FirstBoard {
            thread,
            here,
            post,
            mover,
        },
    ) = open_two_player_game(&mut players, &alice, &bob, channel).await;
    // Discord fails the next two posts in the thread (a bad gateway, then rate limited).
    let route = format!("/channels/{thread}/messages");
    let template = "/channels/{channel_id}/messages";
    fake.fault(
        Fault::on("POST", template)
            .at(&route)
            .answer(DiscordError::ServerError(502))
            .times(1),
    );
    fake.fault(
        Fault::on("POST", template)
            .at(&route)
            .answer(DiscordError::RateLimited { retry_after: 0.5 })
            .times(1),
    );
    let (turn, _) = find(&post, "turn").expect("Take my turn");
    let callback = players.click(mover, here, &post, &turn, &[]).await;
    through_the_panel(&mut players, mover, here, &callback).await;

    // The move is saved; its board comes, later, exactly once.
    let board = fake
        .wait(WAIT, "the second board, posted again", |f| {
            posts_in(f, thread).get(1).cloned()
        })
        .await;
    assert_eq!(fake.faulted().len(), 2, "{:?}", fake.faulted());
    let other = if mover.id == alice.id { &bob } else { &alice };
    let content = board["content"].as_str().unwrap_or("");
    assert!(content.contains(&format!("<@{}>", other.id)), "{content}");
    assert!(find(&board, "turn").is_some(), "with its button: {board}");
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(posts_in(&fake, thread).len(), 2, "posted once");
    bot.shut_down().await;
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_started_before_its_thread_gets_one_and_its_clock_starts_then() {
    let fake = FakeDiscord::start().await;
    let world = World::new("lobby");
    let (store, desk) = world.open(false).await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    // A bot ran (its heartbeat is recorded), then the game started and the process
    // stopped before the thread was opened: running, with no place.
    let first = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    first.shut_down().await;
    let lobby = desk
        .open(new_table(&alice, false, Some(3600)))
        .await
        .unwrap();
    let who = Player {
        id: bob.id,
        name: bob.name.clone(),
    };
    let started = desk.join(lobby.table, who).await.unwrap();
    assert_eq!(started.status, Status::Running);
    assert_eq!(started.place, None);
    // Down for two hours: more than the hour each move has.
    world.move_clock(2 * HOUR_MS);

    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    let (thread, parent, name) = fake
        .wait(WAIT, "the game's thread", |f| f.threads().first().cloned())
        .await;
    assert_eq!(parent, payloads::CHANNEL_ID);
    assert!(name.contains("#1"), "{name}");
    let board = fake
        .wait(WAIT, "the first board", |f| {
            posts_in(f, thread).first().cloned()
        })
        .await;
    let content = board["content"].as_str().unwrap_or("");
    assert!(content.contains("starts"), "{content}");
    assert!(
        content.contains("<@1>") || content.contains("<@2>"),
        "the first player is pinged: {content}"
    );
    // The hour for the first move counts from the post, not from the start.
    let view = desk.view(1).await.unwrap();
    assert_eq!(view.status, Status::Running, "not forfeited");
    assert_eq!(view.place, Some(thread));
    // (Before the post is marked, the old reminder and deadline are long past.)
    until_due(&store, || world.now() + HOUR_MS / 2, 0).await;
    let due = store.due(world.now() + HOUR_MS + 1000, 10).await.unwrap();
    assert_eq!(due.len(), 1);
    bot.shut_down().await;
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ai_seat_left_to_move_plays_after_a_restart() {
    let fake = FakeDiscord::start().await;
    let world = World::new("ai");
    let alice = FakeUser::new(1, "alice");
    // The process stops while the AI thinks: played here by a service without the AI.
    let (_, without_ai) = world.open(false).await;
    let view = without_ai
        .open(new_table(&alice, true, None))
        .await
        .unwrap();
    let thread = 4_242;
    without_ai.set_place(view.table, thread).await.unwrap();
    if view.to_move == Some(alice.id) {
        let turn = without_ai
            .turn(view.table, alice.id, manawell::i18n::Lang::En)
            .await
            .unwrap();
        let first = turn.moves.first().cloned().expect("a legal move");
        without_ai
            .play(
                view.table,
                alice.id,
                first,
                turn.version,
                manawell::i18n::Lang::En,
            )
            .await
            .unwrap();
    }
    let waiting = without_ai.view(view.table).await.unwrap();
    assert_eq!(waiting.to_move, None, "the AI is to move");
    world.move_clock(60_000);

    let (_, desk) = world.open(true).await;
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    let answer = fake
        .wait(WAIT, "the AI's move, posted", |f| {
            posts_in(f, thread)
                .into_iter()
                .find(|m| m["content"].as_str().unwrap_or("").contains("<@1>"))
        })
        .await;
    assert!(find(&answer, "turn").is_some(), "{answer}");
    let now = desk.view(view.table).await.unwrap();
    assert_eq!(now.to_move, Some(alice.id));
    assert!(now.version > waiting.version);
    bot.shut_down().await;
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_with_nowhere_left_to_post_pauses_tells_the_players_and_resumes() {
    let (fake, world, store, _desk, bot) = running("lost").await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(&fake);
    let (
        _,
        FirstBoard {
            thread,
            here,
            post,
            mover,
        },
    ) = open_two_player_game(&mut players, &alice, &bob, channel).await;
    // Someone deletes the thread, and the bot loses access to the lobby's channel: no
    // new home in the server, and two players have no one DM to share.
    fake.fault(
        Fault::on("POST", "/channels/{channel_id}/messages")
            .at(&format!("/channels/{thread}/messages"))
            .answer(DiscordError::UnknownChannel),
    );
    fake.fault(
        Fault::on("POST", "/channels/{channel_id}/messages")
            .at(&format!("/channels/{}/messages", payloads::CHANNEL_ID))
            .answer(DiscordError::MissingAccess),
    );
    fake.fault(
        Fault::on("POST", "/channels/{channel_id}/threads").answer(DiscordError::MissingAccess),
    );
    let (turn, _) = find(&post, "turn").expect("Take my turn");
    let callback = players.click(mover, here, &post, &turn, &[]).await;
    through_the_panel(&mut players, mover, here, &callback).await;

    // Both players are told by DM (their DM channels are their ids plus 1,000,000).
    for user in [&alice, &bob] {
        let dm = fake
            .wait(WAIT, "the DM saying the game is paused", |f| {
                posts_in(f, user.id + 1_000_000).first().cloned()
            })
            .await;
        let text = dm["content"].as_str().unwrap_or("");
        assert!(
            text.contains("paused") && text.contains("game #1"),
            "{text}"
        );
    }
    // Paused: no reminder, no deadline, however long it takes.
    assert!(store
        .due(world.now() + 30 * 24 * HOUR_MS, 10)
        .await
        .unwrap()
        .is_empty());
    // `/games` says so.
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, here, "games", serde_json::json!([]))
    });
    let (_, data) = response(&fake.callback(&injected, WAIT).await);
    let games = data["content"].as_str().unwrap_or("");
    assert!(games.contains("paused"), "{games}");
    let tried = fake.faulted().len();
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_eq!(fake.faulted().len(), tried, "no hammering a lost place");

    // Access comes back; the next attempt (an hour later) posts and resumes.
    fake.clear_faults();
    world.move_clock(2 * HOUR_MS);
    let board = fake
        .wait(WAIT, "the board, once the thread is back", |f| {
            posts_in(f, thread).get(1).cloned()
        })
        .await;
    assert!(find(&board, "turn").is_some(), "{board}");
    // The clocks run again (a nudge after a day).
    until_due(&store, || world.now() + 30 * 24 * HOUR_MS, 1).await;
    bot.shut_down().await;
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_discord_failed_to_open_is_opened_later_not_swapped_for_the_channel() {
    let (fake, _world, _store, desk, bot) = running("thread-later").await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let options = serde_json::json!([{"name": "new", "type": 1, "options": [
        {"name": "players", "type": 4, "value": 2},
        {"name": "deadline", "type": 4, "value": 0}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, channel, "rivality", options.clone())
    });
    fake.callback(&injected, WAIT).await;
    let lobby = fake
        .wait(WAIT, "the lobby", |f| f.original(&injected))
        .await;
    // Discord is down for a moment when bob's join starts the game.
    fake.fault(
        Fault::on(
            "POST",
            "/channels/{channel_id}/messages/{message_id}/threads",
        )
        .answer(DiscordError::ServerError(503))
        .times(1),
    );
    let mut players = Players::new(&fake);
    let callback = players
        .click(&bob, channel, &lobby, "mw:1:1:join", &[])
        .await;
    let (_, data) = response(&callback);
    let text = data["content"].as_str().unwrap_or("");
    assert!(text.contains("its thread opens in a moment"), "{text}");
    // The game waits for its thread: the lobby's channel gets no board.
    let (thread, parent, _) = fake
        .wait(WAIT, "the thread, opened later", |f| {
            f.threads().first().cloned()
        })
        .await;
    assert_eq!(parent, payloads::CHANNEL_ID);
    let board = fake
        .wait(WAIT, "the first board", |f| {
            posts_in(f, thread).first().cloned()
        })
        .await;
    assert!(find(&board, "turn").is_some(), "{board}");
    assert!(posts_in(&fake, payloads::CHANNEL_ID)
        .iter()
        .all(|m| find(m, "turn").is_none()));
    assert_eq!(desk.view(1).await.unwrap().place, Some(thread));
    bot.shut_down().await;
    fake.assert_no_problems();
}

/// A slash command's options: one subcommand with its own.
fn sub(name: &str, options: serde_json::Value) -> serde_json::Value {
    serde_json::json!([{"name": name, "type": 1, "options": options}])
}

/// The first legal move of `who`'s turn that needs no spell order: (tile, cell, facing).
async fn a_plain_move(desk: &Desk, who: u64) -> (String, String, String, u64) {
    let turn = desk
        .turn(1, who, manawell::i18n::Lang::En)
        .await
        .expect("their turn");
    let notation = turn
        .moves
        .iter()
        .find(|m| m.split(' ').count() == 3)
        .expect("a move without a spell order")
        .clone();
    let parts: Vec<&str> = notation.split(' ').collect();
    (
        notation.clone(),
        parts[0].to_string(),
        parts[1].to_string(),
        turn.version,
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_saved_but_not_posted_is_posted_even_when_the_next_move_is_posted_first() {
    let (fake, world, _store, desk, bot) = running("gap").await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(&fake);
    let (
        _,
        FirstBoard {
            thread,
            here,
            mover,
            ..
        },
    ) = open_two_player_game(&mut players, &alice, &bob, channel).await;
    let other = if mover.id == alice.id { &bob } else { &alice };

    // The first move is saved, and the process stops before its post.
    let (first, tile, cell, seen) = a_plain_move(desk.as_ref(), mover.id).await;
    desk.play(1, mover.id, first, seen, manawell::i18n::Lang::En)
        .await
        .expect("saved");
    // The next player moves with a command; their post goes through at once.
    let (second, _, next_cell, _) = a_plain_move(desk.as_ref(), other.id).await;
    let parts: Vec<&str> = second.split(' ').collect();
    let facing = ["n", "e", "s", "w"]
        .iter()
        .position(|f| parts[2].starts_with(f))
        .expect("a facing");
    let line = sub(
        "play",
        serde_json::json!([
            {"name": "tile", "type": 3, "value": parts[0]},
            {"name": "spot", "type": 3, "value": next_cell},
            {"name": "facing", "type": 4, "value": facing}
        ]),
    );
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, other, here, "rivality", line.clone())
    });
    fake.callback(&injected, WAIT).await;
    fake.wait(WAIT, "the second move's board", |f| {
        (posts_in(f, thread).len() >= 2).then_some(())
    })
    .await;

    // Once the mover's own time to post is past, the first move's line is posted too.
    world.move_clock(60_000);
    let told = fake
        .wait(WAIT, "the first move's line", |f| {
            posts_in(f, thread).into_iter().find(|p| {
                let content = p["content"].as_str().unwrap_or("");
                content.contains(&tile) && content.contains(&format!("at {cell}"))
            })
        })
        .await;
    assert!(find(&told, "turn").is_some(), "with the turn: {told}");
    bot.shut_down().await;
    fake.assert_no_problems();
}
