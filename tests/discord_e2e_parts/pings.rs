//! The right people are pinged: Discord notifies the users a new message mentions (and
//! its allowed mentions let through), never on an edit, nor on the answer that replaces
//! a deferred "thinking" message. The fake records whom each message notifies.

use std::time::Duration;

use serde_json::json;

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place};
use super::game::Players;
use super::opening::open_two_player_game;
use super::real::Recording;
use super::real_bot::RealBot;
use super::{Config, WAIT};

fn invite(fake: &FakeDiscord, alice: &FakeUser, carol: &FakeUser) -> Injected {
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let options = json!([{"name": "new", "type": 1, "options": [
        {"name": "players", "type": 4, "value": 2},
        {"name": "invite1", "type": 6, "value": carol.id.to_string()}]}]);
    fake.inject(|id, token| {
        let mut v = payloads::slash_command(id, token, alice, channel, "rivality", options.clone());
        v["data"]["resolved"] = json!({"users": {
            carol.id.to_string(): payloads::user_json(carol.id, &carol.name, false)}});
        v
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invitation_notifies_the_invited_once_deferred_or_not() {
    for defer_after in [
        Duration::ZERO,
        manawell::frontends::discord::wire::respond::DEFAULT_DEFER_AFTER,
    ] {
        let slow = move |config| Config {
            defer_after,
            ..config
        };
        let real = RealBot::start_with("invitation-pings", Recording::real(), slow).await;
        let fake = &real.fake;
        let (alice, carol) = (FakeUser::new(1, "alice"), FakeUser::new(3, "carol"));
        let injected = invite(fake, &alice, &carol);
        fake.callback(&injected, WAIT).await;
        fake.wait(WAIT, "the lobby", |f| {
            f.original(&injected)
                .filter(|m| m["content"].as_str().is_some_and(|c| c.contains("<@3>")))
        })
        .await;
        let notified = fake
            .wait(WAIT, "carol notified", |f| {
                let n = f.notifications_of(carol.id);
                (!n.is_empty()).then_some(n)
            })
            .await;
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert_eq!(
            fake.notifications_of(carol.id).len(),
            1,
            "deferred {}: once, not {notified:?}",
            defer_after.is_zero()
        );
        assert!(
            fake.notifications_of(alice.id).is_empty(),
            "the creator is named, not pinged"
        );
        real.finish_without_boards().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_board_notifies_the_player_to_move_and_nobody_else() {
    let real = RealBot::start("board-pings").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);
    let (_, first) = open_two_player_game(&mut players, &alice, &bob, channel).await;
    let id: u64 = first.post["id"].as_str().unwrap().parse().unwrap();
    let other = if first.mover.id == alice.id {
        &bob
    } else {
        &alice
    };
    assert!(
        fake.notifications_of(first.mover.id).contains(&id),
        "the first board notifies its mover"
    );
    assert!(!fake.notifications_of(other.id).contains(&id));
    real.finish().await;
}

/// Beyond invitations: a take-back asked through a deferred answer (its "thinking"
/// message then edited, which notifies nobody) still notifies the player who must
/// answer it, once, and not the asker.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_takeback_request_notifies_the_other_player() {
    use super::fake_discord::BOT_TOKEN;
    use super::world::{player, posts_in, two_players, World};
    use manawell::store::announcements::MOVER_POSTS_WITHIN_MS;

    let fake = FakeDiscord::start().await;
    let world = World::new("deferred-takeback-ping");
    let (_store, desk) = world.open(false).await;
    let slow = Config {
        defer_after: Duration::ZERO,
        ..super::config(&fake, BOT_TOKEN)
    };
    let bot = super::start_bot_with(slow, desk.clone());
    fake.wait_ready(WAIT).await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let lobby = desk.open(two_players(&alice, false, None)).await.unwrap();
    let started = desk.join(lobby.table, player(&bob)).await.unwrap();
    world.move_clock(MOVER_POSTS_WITHIN_MS + 1);
    let (thread, _, _) = fake
        .wait(WAIT, "the game's thread", |f| f.threads().first().cloned())
        .await;
    let (mover, other) = if started.to_move == Some(alice.id) {
        (&alice, &bob)
    } else {
        (&bob, &alice)
    };
    let lang = manawell::i18n::Lang::En;
    let turn = desk.turn(lobby.table, mover.id, lang).await.unwrap();
    let first = turn.moves.first().cloned().expect("a legal move");
    desk.play(lobby.table, mover.id, first, turn.version, lang)
        .await
        .unwrap();
    world.move_clock(MOVER_POSTS_WITHIN_MS + 1);
    fake.wait(WAIT, "the move's board", |f| {
        posts_in(f, thread).get(1).cloned()
    })
    .await;
    let before = fake.notifications_of(other.id).len();

    let options = json!([{"name": "takeback", "type": 1, "options": []}]);
    let here = Place::Guild { channel: thread };
    let asked = fake.inject(|id, token| {
        payloads::slash_command(id, token, mover, here, "rivality", options.clone())
    });
    let callback = fake.callback(&asked, WAIT).await;
    assert_eq!(
        callback.json.as_ref().map(|b| b["type"].clone()),
        Some(json!(5)),
        "deferred"
    );
    fake.wait(WAIT, "the other player notified of the request", |f| {
        (f.notifications_of(other.id).len() > before).then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(fake.notifications_of(other.id).len(), before + 1, "once");
    bot.shut_down().await;
    fake.assert_no_problems();
}
