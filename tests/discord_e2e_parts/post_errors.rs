//! Errors at each kind of post leave no game stalled unseen and nothing behind: a new
//! home's thread whose first post fails is deleted, a "your turn" DM Discord failed for a
//! moment is sent again, a game opened in an announcement channel gets the thread Discord
//! allows there (an announcement thread), a forum games channel gets forum posts.

use serde_json::json;

use super::fake_discord::faults::{DiscordError, Fault};
use super::fake_discord::payloads::{self, GUILD_ID};
use super::fake_discord::threads::{Closed, ANNOUNCEMENT, ANNOUNCEMENT_THREAD, FORUM};
use super::fake_discord::{FakeDiscord, FakeUser, Place};
use super::rehoming::{games_in_threads, new_home, running, told, DAY_MS};
use super::world::posts_in;
use super::WAIT;

const POSTS: &str = "/channels/{channel_id}/messages";

/// Every thread the bot made holds a post or was deleted (else archived): none is left
/// empty in the channel's list.
fn no_empty_thread(fake: &FakeDiscord) {
    for (thread, _, name) in fake.threads() {
        let deleted = matches!(
            fake.closed(thread),
            Some(Closed::Deleted | Closed::Archived)
        );
        assert!(
            deleted || !posts_in(fake, thread).is_empty(),
            "thread {thread} ({name}) left empty"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_homes_thread_whose_first_post_fails_is_not_left_empty() {
    let (fake, world, store, desk, bot) = running("empty-thread", false).await;
    let pairs = pairs_of_players(2);
    let games = games_in_threads(&fake, &world, &store, &desk, &pairs, None).await;
    let (refused, failing) = (games[0], games[1]);

    // The first game's thread is locked; the bot may make a new one but not post in it
    // (50013): that thread goes, and the game lives in the lobby's channel.
    fake.fault(
        Fault::on("POST", POSTS)
            .at(&format!("/channels/{}/messages", refused.1))
            .answer(DiscordError::ThreadLocked),
    );
    fake.new_threads_refuse_posts(DiscordError::MissingPermissions, 1);
    world.move_clock(2 * DAY_MS);
    let home = new_home(&fake, &desk, refused.0, refused.1).await;
    assert_eq!(home, payloads::CHANNEL_ID, "the lobby's channel");
    let link = format!("https://discord.com/channels/{GUILD_ID}/{home}");
    let (a, b) = (&pairs[0].0, pairs[0].1.as_ref().unwrap());
    told(&fake, a, refused.0, &link).await;
    told(&fake, b, refused.0, &link).await;
    no_empty_thread(&fake);

    // The second game's new thread fails for a moment (a 5xx): it is deleted too, and
    // the next try makes the one the game then lives in.
    fake.fault(
        Fault::on("POST", POSTS)
            .at(&format!("/channels/{}/messages", failing.1))
            .answer(DiscordError::ThreadLocked),
    );
    fake.new_threads_refuse_posts(DiscordError::ServerError(502), 1);
    // Reminded again three days after the last reminder.
    world.move_clock(4 * DAY_MS);
    // The reminder not sent is due again a minute later (of the clock the bot read when
    // it failed: moved on until the game has left).
    let deadline = tokio::time::Instant::now() + WAIT;
    let home = loop {
        world.move_clock(manawell::table::deadlines::REMIND_AGAIN_MS + 1);
        let place = desk.view(failing.0).await.unwrap().place;
        if let Some(home) = place.filter(|p| *p != failing.1 && !posts_in(&fake, *p).is_empty()) {
            break home;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the game never left"
        );
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    };
    assert!(
        fake.threads().iter().any(|(t, _, _)| *t == home),
        "a new thread"
    );
    no_empty_thread(&fake);
    let deleted = fake
        .threads()
        .iter()
        .filter(|(t, _, _)| fake.closed(*t) == Some(Closed::Deleted))
        .count();
    assert_eq!(deleted, 2, "both threads whose first post failed");

    // A bot that may not delete threads (no Manage Threads) archives the empty one.
    fake.refuse_thread_deletion();
    let pairs = [(FakeUser::new(7, "a2"), Some(FakeUser::new(8, "b2")))];
    let third = games_in_threads(&fake, &world, &store, &desk, &pairs, None).await[0];
    fake.fault(
        Fault::on("POST", POSTS)
            .at(&format!("/channels/{}/messages", third.1))
            .answer(DiscordError::ThreadLocked),
    );
    fake.new_threads_refuse_posts(DiscordError::MissingPermissions, 1);
    world.move_clock(2 * DAY_MS);
    let home = new_home(&fake, &desk, third.0, third.1).await;
    assert_eq!(home, payloads::CHANNEL_ID);
    let archived = fake
        .threads()
        .iter()
        .filter(|(t, _, _)| fake.closed(*t) == Some(Closed::Archived))
        .count();
    assert_eq!(archived, 1, "the empty thread archived");
    bot.shut_down().await;
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_your_turn_dm_discord_failed_for_a_moment_is_sent_again() {
    let (fake, world, store, desk, bot) = running("dm-again", false).await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    for user in [&alice, &bob] {
        desk.set_dm_pings(user.id, true).await.unwrap();
        fake.fault(
            Fault::on("POST", POSTS)
                .at(&format!("/channels/{}/messages", user.id + 1_000_000))
                .answer(DiscordError::ServerError(502))
                .times(1),
        );
    }
    let pairs = [(alice.clone(), Some(bob.clone()))];
    let games = games_in_threads(&fake, &world, &store, &desk, &pairs, None).await;
    let table = games[0].0;
    let to_move = desk.view(table).await.unwrap().to_move.unwrap();
    let dm = to_move + 1_000_000;
    let marker = format!("game #{table})");
    fake.wait(WAIT, "the your-turn DM, sent again", |f| {
        posts_in(f, dm).into_iter().find(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.starts_with("Your turn") && c.contains(&marker))
        })
    })
    .await;
    let failed = format!("/channels/{dm}/messages");
    assert_eq!(
        fake.faulted()
            .iter()
            .filter(|(_, p, _)| *p == failed)
            .count(),
        1,
        "the first try failed"
    );
    bot.shut_down().await;
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_opened_in_an_announcement_channel_lives_in_an_announcement_thread() {
    let (fake, _world, _store, _desk, bot) = running("announcements", true).await;
    const NEWS: u64 = 3_005;
    fake.set_channel_kind(NEWS, ANNOUNCEMENT);
    let alice = FakeUser::new(1, "alice");
    let data = json!([{"name": "new", "type": 1, "options": [
        {"name": "players", "type": 4, "value": 2}, {"name": "vs_ai", "type": 5, "value": true}]}]);
    let place = Place::Guild { channel: NEWS };
    fake.inject(|id, token| {
        let mut v = payloads::slash_command(id, token, &alice, place, "rivality", data.clone());
        v["channel"]["type"] = json!(ANNOUNCEMENT);
        v
    });
    let thread = fake
        .wait(WAIT, "the game's thread with its board", |f| {
            f.threads()
                .into_iter()
                .find(|(t, parent, _)| *parent == NEWS && !posts_in(f, *t).is_empty())
                .map(|(t, _, _)| t)
        })
        .await;
    assert_eq!(fake.thread_kind(thread), Some(ANNOUNCEMENT_THREAD));
    assert!(posts_in(&fake, NEWS).is_empty(), "nothing in the channel");
    bot.shut_down().await;
    fake.assert_no_problems();
}

/// The server's games channel is a forum (type 15, where nothing is posted but posts):
/// a game against the AI opens a forum post and lives there, and a lobby opens one too,
/// its buttons on the post's first message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forum_games_channel_gets_a_forum_post_per_game_and_lobby() {
    let (fake, _world, _store, desk, bot) = running("forum", true).await;
    const FORUM_ID: u64 = 3_015;
    fake.set_channel_kind(FORUM_ID, FORUM);
    let mut server = desk.server_settings(GUILD_ID).await.unwrap();
    server.games_channel = Some(FORUM_ID);
    desk.set_server_settings(GUILD_ID, server).await.unwrap();
    let alice = FakeUser::new(1, "alice");
    let place = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let new = |options: serde_json::Value| {
        let data = json!([{"name": "new", "type": 1, "options": options}]);
        fake.inject(|id, token| {
            payloads::slash_command(id, token, &alice, place, "rivality", data.clone())
        })
    };
    new(json!([{"name": "players", "type": 4, "value": 2},
               {"name": "vs_ai", "type": 5, "value": true}]));
    let post = fake
        .wait(WAIT, "the game's forum post with its board", |f| {
            f.threads()
                .into_iter()
                .find(|(t, parent, _)| {
                    *parent == FORUM_ID
                        && posts_in(f, *t)
                            .iter()
                            .any(|m| !m["attachments"].as_array().is_none_or(Vec::is_empty))
                })
                .map(|(t, _, _)| t)
        })
        .await;
    assert!(!posts_in(&fake, post).is_empty());

    new(json!([{"name": "players", "type": 4, "value": 2}]));
    fake.wait(WAIT, "the lobby in a forum post of its own", |f| {
        f.threads().into_iter().find(|(t, parent, _)| {
            *t != post
                && *parent == FORUM_ID
                && posts_in(f, *t)
                    .first()
                    .is_some_and(|m| !m["components"].as_array().is_none_or(Vec::is_empty))
        })
    })
    .await;
    bot.shut_down().await;
    fake.assert_no_problems();
}

/// Switching off old buttons refused (50013 on one game's thread, 50001 on another's):
/// the boards are posted all the same, each game stays where it is and goes on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_edits_of_old_buttons_stall_no_game() {
    use manawell::store::announcements::MOVER_POSTS_WITHIN_MS;
    let (fake, world, store, desk, bot) = running("old-buttons", false).await;
    let pairs = pairs_of_players(3);
    let games = games_in_threads(&fake, &world, &store, &desk, &pairs, None).await;
    // The first two games' threads refuse to be read back (the buttons are found by
    // reading the latest messages); every edit of a message is refused (the third game's).
    let refusals = [
        DiscordError::MissingPermissions,
        DiscordError::MissingAccess,
    ];
    for ((_, thread), refusal) in games.iter().zip(&refusals) {
        fake.fault(
            Fault::on("GET", POSTS)
                .at(&format!("/channels/{thread}/messages"))
                .answer(refusal.clone()),
        );
    }
    fake.fault(
        Fault::on("PATCH", "/channels/{channel_id}/messages/{message_id}")
            .answer(DiscordError::MissingPermissions),
    );
    let lang = manawell::i18n::Lang::En;
    for round in 0..2 {
        for (table, _) in &games {
            let mover = desk.view(*table).await.unwrap().to_move.unwrap();
            let turn = desk.turn(*table, mover, lang).await.unwrap();
            let first = turn.moves.first().cloned().expect("a legal move");
            desk.play(*table, mover, first, turn.version, lang)
                .await
                .unwrap();
        }
        world.move_clock(MOVER_POSTS_WITHIN_MS + 1);
        for (table, thread) in &games {
            fake.wait(WAIT, "the move's board", |f| {
                (posts_in(f, *thread).len() >= 2 + round).then_some(())
            })
            .await;
            let view = desk.view(*table).await.unwrap();
            assert_eq!(view.place, Some(*thread), "game {table} stays home");
        }
    }
    assert!(!fake.faulted().is_empty(), "the edits were refused");
    bot.shut_down().await;
    fake.assert_no_problems();
}

/// A request Discord never answers gives up at the bot's request timeout (here a short
/// one, on the same client) and counts as a temporary failure: tried again later, not a
/// place lost. The route answers again once Discord does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hung_request_times_out_as_a_temporary_failure() {
    use manawell::frontends::discord::app::bot::http_client;
    use manawell::frontends::discord::wire::post::{post_public, PostError};
    use serenity::all::{ChannelId, HttpBuilder};

    let fake = FakeDiscord::start().await;
    let client = http_client(std::time::Duration::from_millis(300)).unwrap();
    let http = HttpBuilder::new(super::fake_discord::BOT_TOKEN)
        .client(client)
        .proxy(fake.api_base.clone())
        .ratelimiter_disabled(true)
        .build();
    fake.fault(Fault::on("POST", POSTS).answer(DiscordError::Hang).times(1));
    let channel = ChannelId::new(payloads::CHANNEL_ID);
    let hung = post_public(&http, channel, "hello", None, &[], vec![]).await;
    assert!(
        matches!(hung, Err(PostError::Later(_))),
        "a timeout is temporary: {hung:?}"
    );
    post_public(&http, channel, "hello again", None, &[], vec![])
        .await
        .expect("answered once Discord is back");
    fake.assert_no_problems();
}

/// Under Discord's per-route limits (here one request a second per route and channel,
/// stricter than Discord's five), every board of two games played at once is posted,
/// each request sent once its bucket allows it, never a place lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn boards_are_all_posted_under_per_route_limits() {
    use manawell::store::announcements::MOVER_POSTS_WITHIN_MS;
    let (fake, world, store, desk, bot) = running("route-limits", false).await;
    let pairs = pairs_of_players(2);
    let games = games_in_threads(&fake, &world, &store, &desk, &pairs, None).await;
    fake.limit_routes(1, std::time::Duration::from_secs(1));
    let lang = manawell::i18n::Lang::En;
    for round in 0..3 {
        for (table, _) in &games {
            let mover = desk.view(*table).await.unwrap().to_move.unwrap();
            let turn = desk.turn(*table, mover, lang).await.unwrap();
            let first = turn.moves.first().cloned().expect("a legal move");
            desk.play(*table, mover, first, turn.version, lang)
                .await
                .unwrap();
        }
        world.move_clock(MOVER_POSTS_WITHIN_MS + 1);
        for (table, thread) in &games {
            fake.wait(WAIT, "the move's board", |f| {
                (posts_in(f, *thread).len() >= 2 + round).then_some(())
            })
            .await;
            assert_eq!(desk.view(*table).await.unwrap().place, Some(*thread));
        }
    }
    eprintln!(
        "route limits: {} requests refused with a 429",
        fake.route_limited()
    );
    // serenity's own limiter reads each bucket's headers and waits before sending: no
    // request is refused (with the limiter off, each second post in a second was).
    assert_eq!(
        fake.route_limited(),
        0,
        "a route's limit was not waited out"
    );
    bot.shut_down().await;
    fake.assert_no_problems();
}

/// `count` pairs of players: a0 and b0 (ids 1 and 2), a1 and b1 (3 and 4), …
fn pairs_of_players(count: u64) -> Vec<(FakeUser, Option<FakeUser>)> {
    (0..count)
        .map(|n| {
            (
                FakeUser::new(1 + 2 * n, &format!("a{n}")),
                Some(FakeUser::new(2 + 2 * n, &format!("b{n}"))),
            )
        })
        .collect()
}
