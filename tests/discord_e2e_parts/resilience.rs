//! Buttons survive a restart (they are routed by their custom_id, not by anything the
//! bot keeps in memory), and two clicks at the same moment never play a move twice.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use manawell::frontends::pictures::{BoardPictures, Pictures};
use manawell::table::{AnyGame, BoardRenderer, Seat};
use serde_json::json;

use super::fake_discord::payloads::{self, EPHEMERAL};
use super::fake_discord::{FakeUser, Place};
use super::game::{created_by, find, Players};
use super::opening::{first_board, open_two_player_game, FirstBoard};
use super::real::{legal_for, Recording};
use super::real_bot::RealBot;
use super::{response, Config, WAIT};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_posted_before_a_restart_still_works() {
    // The table service keeps the games in its database.
    let real = RealBot::start("lobby-across-a-restart").await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };

    let fake = &real.fake;
    let options = json!([{"name": "new", "type": 1, "options": [{"name": "players", "type": 4, "value": 2}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, channel, "rivality", options.clone())
    });
    fake.callback(&injected, WAIT).await;
    let lobby = fake
        .wait(WAIT, "the lobby", |f| f.original(&injected))
        .await;

    // A new process: new gateway session, same fake Discord, same database.
    let real = real.restarted().await;
    let fake = &real.fake;
    let join = fake.inject(|id, token| {
        payloads::component(id, token, &bob, channel, "mw:1:1:join", &[], lobby.clone())
    });
    let (kind, data) = response(&fake.callback(&join, WAIT).await);
    assert_eq!(kind, 7, "the old lobby's button works: {data}");
    assert!(
        data["content"].as_str().unwrap().contains("has started"),
        "{data}"
    );
    fake.wait(WAIT, "the first board", |f| {
        f.threads().first().and_then(|t| f.last_message_in(t.0))
    })
    .await;
    real.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_confirms_at_once_play_one_move() {
    let real = RealBot::start("two-confirms").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);
    let (
        _,
        FirstBoard {
            thread,
            here,
            post,
            mover,
        },
    ) = open_two_player_game(&mut players, &alice, &bob, channel).await;
    let (turn, _) = find(&post, "turn").expect("Take my turn");
    let thread_id = thread.to_string();

    // The panel, up to Confirm.
    let callback = players.click(mover, here, &post, &turn, &[]).await;
    let mut panel = fake
        .wait(WAIT, "the panel", |f| created_by(f, &callback))
        .await;
    let panel_id: u64 = panel["id"].as_str().unwrap().parse().unwrap();
    while find(&panel, "confirm").is_none() {
        let (menu, values) = ["tile", "spot", "facing", "order"]
            .iter()
            .find_map(|a| find(&panel, a))
            .expect("a menu");
        players
            .click(mover, here, &panel, &menu, &[values[0].as_str()])
            .await;
        panel = fake.message(panel_id).expect("the panel");
    }
    let (confirm, _) = find(&panel, "confirm").unwrap();

    // Two clicks on Confirm at once (a double tap, or two devices).
    let first = fake.inject(|id, token| {
        payloads::component(id, token, mover, here, &confirm, &[], panel.clone())
    });
    let second = fake.inject(|id, token| {
        payloads::component(id, token, mover, here, &confirm, &[], panel.clone())
    });
    let mut kinds = [
        response(&fake.callback(&first, WAIT).await),
        response(&fake.callback(&second, WAIT).await),
    ];
    kinds.sort_by_key(|(kind, _)| *kind);
    assert_eq!(kinds[0].0, 4, "one is refused: {:?}", kinds[0].1);
    assert!(
        kinds[0].1["content"]
            .as_str()
            .unwrap()
            .contains("earlier turn"),
        "{:?}",
        kinds[0].1
    );
    assert_eq!(kinds[1].0, 7, "the other plays: {:?}", kinds[1].1);
    let moves = legal_for(&real.desk, 1, mover.id).await.len();
    assert_eq!(moves, 0, "it is no longer the mover's turn");
    fake.wait(WAIT, "the second board", |f| {
        let boards = f
            .messages()
            .into_iter()
            .filter(|m| m["channel_id"].as_str() == Some(thread_id.as_str()))
            .count();
        (boards == 2).then_some(())
    })
    .await;
    let fake = real.stop().await;
    let boards = fake
        .messages()
        .into_iter()
        .filter(|m| m["channel_id"].as_str() == Some(thread_id.as_str()))
        .count();
    assert_eq!(boards, 2, "one move, one new board");
    fake.assert_no_problems();
}

/// With every answer deferred (as when the work is slow), the lobby, the panel (with its
/// picture) and Confirm still end up as they should, and a refusal to a click that
/// usually updates its message arrives as an ephemeral follow-up.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_answers_are_deferred_then_completed() {
    let slow = |config| Config {
        defer_after: Duration::ZERO,
        ..config
    };
    let real = RealBot::start_with("deferred", Recording::real(), slow).await;
    let fake = &real.fake;
    let (alice, bob, carol) = (
        FakeUser::new(1, "alice"),
        FakeUser::new(2, "bob"),
        FakeUser::new(3, "carol"),
    );
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let options = json!([{"name": "new", "type": 1, "options": [{"name": "players", "type": 4, "value": 2}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, channel, "rivality", options.clone())
    });
    assert_eq!(
        response(&fake.callback(&injected, WAIT).await).0,
        5,
        "deferred"
    );
    let lobby = fake
        .wait(WAIT, "the lobby", |f| {
            f.original(&injected).filter(|m| find(m, "join").is_some())
        })
        .await;
    let lobby_id: u64 = lobby["id"].as_str().unwrap().parse().unwrap();

    // A refusal to Cancel (a click that usually updates the lobby) is a follow-up.
    let cancel = fake.inject(|id, token| {
        payloads::component(
            id,
            token,
            &bob,
            channel,
            "mw:1:1:cancel",
            &[],
            lobby.clone(),
        )
    });
    assert_eq!(
        response(&fake.callback(&cancel, WAIT).await).0,
        6,
        "acknowledged"
    );
    let followup = fake
        .wait_request(WAIT, "the refusal", 0, |r| {
            r.method == "POST" && r.path.ends_with(&cancel.token)
        })
        .await;
    let body = followup.json.unwrap();
    assert_eq!(
        body["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        EPHEMERAL,
        "{body}"
    );
    assert!(
        body["content"]
            .as_str()
            .unwrap()
            .contains("Only the player who opened"),
        "{body}"
    );

    // Join: acknowledged, then the lobby is edited to say where the game went.
    let join = fake.inject(|id, token| {
        payloads::component(id, token, &bob, channel, "mw:1:1:join", &[], lobby.clone())
    });
    assert_eq!(response(&fake.callback(&join, WAIT).await).0, 6);
    let started = fake
        .wait(WAIT, "the lobby edited", |f| {
            f.message(lobby_id)
                .filter(|m| m["content"].as_str().unwrap().contains("has started"))
        })
        .await;
    assert!(
        find(&started, "join").is_none(),
        "no buttons once started: {started}"
    );

    // "Take my turn": deferred ephemerally, then the panel and its picture.
    let FirstBoard {
        thread: _,
        here,
        post,
        mover,
    } = first_board(fake, &alice, &bob).await;
    let (turn, _) = find(&post, "turn").unwrap();
    let open = fake
        .inject(|id, token| payloads::component(id, token, mover, here, &turn, &[], post.clone()));
    let (kind, data) = response(&fake.callback(&open, WAIT).await);
    assert_eq!(
        (kind, data["flags"].as_u64().unwrap_or(0) & EPHEMERAL),
        (5, EPHEMERAL)
    );
    let panel = fake
        .wait(WAIT, "the panel", |f| {
            f.original(&open).filter(|m| find(m, "tile").is_some())
        })
        .await;
    assert_eq!(
        panel["attachments"].as_array().unwrap().len(),
        1,
        "the hand picture: {panel}"
    );
    assert_eq!(panel["flags"].as_u64().unwrap_or(0) & EPHEMERAL, EPHEMERAL);

    // A menu choice: acknowledged, then the panel is edited to the next step.
    let (menu, values) = find(&panel, "tile").unwrap();
    let panel_id: u64 = panel["id"].as_str().unwrap().parse().unwrap();
    let pick = fake.inject(|id, token| {
        payloads::component(
            id,
            token,
            mover,
            here,
            &menu,
            &[values[0].as_str()],
            panel.clone(),
        )
    });
    assert_eq!(response(&fake.callback(&pick, WAIT).await).0, 6);
    fake.wait(WAIT, "the spot step", |f| {
        f.message(panel_id).filter(|m| find(m, "spot").is_some())
    })
    .await;
    let outsider = fake
        .inject(|id, token| payloads::component(id, token, &carol, here, &turn, &[], post.clone()));
    assert_eq!(response(&fake.callback(&outsider, WAIT).await).0, 5);
    fake.wait(WAIT, "the refusal", |f| {
        f.original(&outsider)
            .filter(|m| m["content"].as_str().unwrap().contains("not playing"))
    })
    .await;

    real.finish().await;
}

/// The real pictures, each taking a second once `slow` is set, telling when one starts.
#[derive(Default)]
struct Slowed {
    slow: Arc<AtomicBool>,
    started: Arc<AtomicUsize>,
}

impl BoardRenderer for Slowed {
    fn board_png(
        &self,
        game: &dyn AnyGame,
        viewer: Option<Seat>,
        names: &[String],
        lang: manawell::i18n::Lang,
    ) -> Result<Vec<u8>, String> {
        if self.slow.load(Ordering::SeqCst) {
            self.started.fetch_add(1, Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(1_000));
        }
        BoardPictures.board_png(game, viewer, names, lang)
    }
}

impl Pictures for Slowed {}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shutdown_lets_the_interactions_in_flight_finish() {
    let slowed = Slowed::default();
    let (slow, started) = (slowed.slow.clone(), slowed.started.clone());
    let real = RealBot::start_drawing("shutdown", Recording::over(Box::new(slowed))).await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(&real.fake);
    let (_, first) = open_two_player_game(&mut players, &alice, &bob, channel).await;
    // `/rivality hand` draws the mover's view, which takes a second now: still drawing
    // when the bot is told to stop.
    slow.store(true, Ordering::SeqCst);
    let hand = json!([{"name": "hand", "type": 1, "options": []}]);
    let injected = real.fake.inject(|id, token| {
        payloads::slash_command(id, token, first.mover, first.here, "rivality", hand.clone())
    });
    let deadline = tokio::time::Instant::now() + WAIT;
    while started.load(Ordering::SeqCst) == 0 {
        assert!(tokio::time::Instant::now() < deadline, "never drawn");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // SIGTERM (the shutdown future completes) while the hand is being drawn.
    let fake = real.stop().await;
    let path = format!("/interactions/{}/{}/callback", injected.id, injected.token);
    let answered = fake.requests().iter().any(|r| r.path == path);
    assert!(
        answered,
        "the bot stopped before answering the interaction in flight"
    );
    fake.assert_no_problems();
}

/// An interaction the gateway delivered just before SIGTERM (not yet started) is answered
/// before the bot stops, not dropped with the connection.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shutdown_answers_an_interaction_received_just_before() {
    let real = RealBot::start("shutdown-received").await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(&real.fake);
    let (_, first) = open_two_player_game(&mut players, &alice, &bob, channel).await;
    let hand = json!([{"name": "hand", "type": 1, "options": []}]);
    let injected = real.fake.inject(|id, token| {
        payloads::slash_command(id, token, first.mover, first.here, "rivality", hand.clone())
    });
    // SIGTERM at once: the interaction is on its way, or just read off the connection.
    let fake = real.stop().await;
    let path = format!("/interactions/{}/{}/callback", injected.id, injected.token);
    let answered = fake.requests().iter().any(|r| r.path == path);
    assert!(
        answered,
        "the bot stopped without answering the interaction"
    );
    fake.assert_no_problems();
}
