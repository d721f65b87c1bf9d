//! A server's moderators (Manage Server) and a stuck game: they give a seat to another
//! player, who plays on, and cancel the game; anyone else is refused.

use serde_json::{json, Value};

use manawell::frontends::discord::flows::moderation::NOT_A_MODERATOR;

use super::fake_discord::payloads::{self, APP_PERMISSIONS};
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place};
use super::game::Players;
use super::opening::open_two_player_game;
use super::real_bot::RealBot;
use super::{ephemeral_text, WAIT};

const MANAGE_GUILD: u64 = 1 << 5;

/// `/moderate <sub>` by `user`, a moderator or not; `users` resolved for user options.
fn moderate(
    fake: &FakeDiscord,
    user: &FakeUser,
    moderator: bool,
    sub: &str,
    options: Value,
    users: &[&FakeUser],
) -> Injected {
    let data = json!([{"name": sub, "type": 1, "options": options}]);
    let place = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    fake.inject(|id, token| {
        let mut v = payloads::slash_command(id, token, user, place, "moderate", data.clone());
        if moderator {
            v["member"]["permissions"] = json!((APP_PERMISSIONS | MANAGE_GUILD).to_string());
        }
        let resolved: serde_json::Map<String, Value> = users
            .iter()
            .map(|u| (u.id.to_string(), payloads::user_json(u.id, &u.name, false)))
            .collect();
        v["data"]["resolved"] = json!({"users": resolved});
        v
    })
}

async fn answer(fake: &FakeDiscord, injected: &Injected) -> String {
    fake.callback(injected, WAIT).await;
    let message = fake
        .wait(WAIT, "the answer's text", |f| {
            f.original(injected)
                .filter(|m| m["content"].as_str().is_some_and(|c| !c.is_empty()))
        })
        .await;
    ephemeral_text(&message)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moderators_give_a_seat_and_cancel_a_stuck_game() {
    let real = RealBot::start("moderation").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let (carol, dave, erin) = (
        FakeUser::new(3, "carol"),
        FakeUser::new(4, "dave"),
        FakeUser::new(5, "erin"),
    );
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);
    let (_, first) = open_two_player_game(&mut players, &alice, &bob, channel).await;

    let game_1 = json!({"name": "game", "type": 4, "value": 1});
    let refused = moderate(fake, &dave, false, "cancel", json!([game_1]), &[]);
    assert_eq!(answer(fake, &refused).await, NOT_A_MODERATOR);

    // bob's seat goes to erin.
    let options = json!([game_1,
        {"name": "from", "type": 6, "value": bob.id.to_string()},
        {"name": "to", "type": 6, "value": erin.id.to_string()}]);
    let given = moderate(fake, &carol, true, "seat", options, &[&bob, &erin]);
    assert_eq!(
        answer(fake, &given).await,
        "Gave <@2>'s seat to <@5> (game #1)."
    );
    let told = fake
        .wait(WAIT, "the seat change in the thread", |f| {
            f.last_message_in(first.thread).filter(|m| {
                m["content"]
                    .as_str()
                    .is_some_and(|c| c.contains("A moderator gave bob's seat"))
            })
        })
        .await;
    assert!(
        told["content"].as_str().unwrap().contains("to erin."),
        "{told}"
    );
    let hand = json!([{"name": "hand", "type": 1, "options": []}]);
    let ask = |user: &FakeUser| {
        fake.inject(|id, token| {
            payloads::slash_command(id, token, user, first.here, "rivality", hand.clone())
        })
    };
    assert!(answer(fake, &ask(&erin)).await.starts_with("Your hand: "));
    assert_eq!(
        answer(fake, &ask(&bob)).await,
        "You are not playing in game #1."
    );

    // Then the game is cancelled.
    let cancelled = moderate(fake, &carol, true, "cancel", json!([game_1]), &[]);
    assert_eq!(answer(fake, &cancelled).await, "Cancelled (game #1).");
    fake.wait(WAIT, "the cancellation in the thread", |f| {
        f.last_message_in(first.thread).filter(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.contains("cancelled by a moderator"))
        })
    })
    .await;
    // No turn is left to take: the last board's button is off.
    fake.wait(WAIT, "the last turn button switched off", |f| {
        f.messages()
            .into_iter()
            .filter(|m| m["channel_id"].as_str() == Some(first.thread.to_string().as_str()))
            .all(|m| buttons(&m).iter().all(|(_, off)| *off))
            .then_some(())
    })
    .await;
    let again = moderate(fake, &carol, true, "cancel", json!([game_1]), &[]);
    assert_eq!(answer(fake, &again).await, "Game #1 has ended.");
    real.finish().await;
}

/// A message's buttons: (custom id, disabled).
fn buttons(message: &Value) -> Vec<(String, bool)> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|b| {
            let id = b["custom_id"].as_str().unwrap_or("").to_string();
            (id, b["disabled"] == true)
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_cancelled_by_a_moderator_says_so_and_its_buttons_go_off() {
    let real = RealBot::start("moderation-lobby").await;
    let fake = &real.fake;
    let (alice, carol) = (FakeUser::new(1, "alice"), FakeUser::new(3, "carol"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let options = json!([{"name": "new", "type": 1, "options": [{"name": "players", "type": 4, "value": 2}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, channel, "rivality", options.clone())
    });
    fake.callback(&injected, WAIT).await;
    let lobby = fake
        .wait(WAIT, "the lobby", |f| f.original(&injected))
        .await;
    assert!(buttons(&lobby)
        .iter()
        .any(|(id, off)| id.ends_with(":join") && !off));

    let game_1 = json!({"name": "game", "type": 4, "value": 1});
    let cancelled = moderate(fake, &carol, true, "cancel", json!([game_1]), &[]);
    assert_eq!(answer(fake, &cancelled).await, "Cancelled (game #1).");
    fake.wait(WAIT, "the cancellation in the lobby's channel", |f| {
        f.last_message_in(payloads::CHANNEL_ID).filter(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.contains("cancelled by a moderator"))
        })
    })
    .await;
    let id = lobby["id"].as_str().unwrap().parse::<u64>().unwrap();
    let after = fake
        .wait(WAIT, "the lobby's buttons switched off", |f| {
            f.message(id).filter(|m| {
                let all = buttons(m);
                !all.is_empty() && all.iter().all(|(_, off)| *off)
            })
        })
        .await;
    assert!(buttons(&after).len() >= 2, "{after}");
    real.finish_without_boards().await;
}

/// `/manawell settings` with `options`, by `user`, a moderator or not.
fn settings(fake: &FakeDiscord, user: &FakeUser, moderator: bool, options: Value) -> Injected {
    let data = json!([{"name": "settings", "type": 1, "options": options}]);
    let place = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    fake.inject(|id, token| {
        let mut v = payloads::slash_command(id, token, user, place, "manawell", data.clone());
        if moderator {
            v["member"]["permissions"] = json!((APP_PERMISSIONS | MANAGE_GUILD).to_string());
        }
        // Discord resolves a channel option: the one the games channel test names.
        v["data"]["resolved"] = json!({"channels": {"777": {
            "id": "777", "name": "games", "type": 0, "permissions": APP_PERMISSIONS.to_string()
        }}});
        v
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moderators_set_what_new_games_start_with() {
    let real = RealBot::start("server-settings").await;
    let fake = &real.fake;
    let (alice, carol) = (FakeUser::new(1, "alice"), FakeUser::new(3, "carol"));
    let shown = answer(fake, &settings(fake, &carol, true, json!([]))).await;
    assert!(shown.contains("Time per move: no deadline"), "{shown}");
    let refused = settings(
        fake,
        &alice,
        false,
        json!([{"name": "hints", "type": 5, "value": true}]),
    );
    assert_eq!(answer(fake, &refused).await, NOT_A_MODERATOR);

    // One day per move, the AI plays a late move, hints allowed.
    let options = json!([
        {"name": "deadline", "type": 4, "value": 2},
        {"name": "when_late", "type": 4, "value": 1},
        {"name": "hints", "type": 5, "value": true}
    ]);
    let saved = answer(fake, &settings(fake, &carol, true, options)).await;
    assert!(saved.starts_with("Saved."), "{saved}");
    assert!(saved.contains("Time per move: 1 day"), "{saved}");
    assert!(saved.contains("the AI plays the late move"), "{saved}");
    assert!(saved.contains("Hints: allowed between players"), "{saved}");

    // A new game left at its defaults takes them; a creator's own choice wins.
    let place = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let open = |options: Value| {
        let data = json!([{"name": "new", "type": 1, "options": options}]);
        fake.inject(|id, token| {
            payloads::slash_command(id, token, &alice, place, "rivality", data.clone())
        })
    };
    let lobby = |injected: Injected| async move {
        fake.callback(&injected, WAIT).await;
        fake.wait(WAIT, "the lobby", |f| {
            f.original(&injected)
                .filter(|m| m["content"].as_str().is_some_and(|c| !c.is_empty()))
        })
        .await["content"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let text = lobby(open(json!([{"name": "players", "type": 4, "value": 2}]))).await;
    assert!(text.contains("1 day"), "{text}");
    assert!(text.contains("hints allowed"), "{text}");
    assert!(text.contains("the AI plays that move for them"), "{text}");
    let text = lobby(open(json!([
        {"name": "players", "type": 4, "value": 2},
        {"name": "deadline", "type": 4, "value": 5},
        {"name": "hints", "type": 5, "value": false}
    ])))
    .await;
    assert!(
        !text.contains("1 day") && !text.contains("hints allowed"),
        "{text}"
    );
    real.finish_without_boards().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_games_channel_takes_the_lobbies_opened_elsewhere() {
    let real = RealBot::start("games-channel").await;
    let fake = &real.fake;
    let (alice, carol) = (FakeUser::new(1, "alice"), FakeUser::new(3, "carol"));
    const GAMES: u64 = 777;
    let choose = settings(
        fake,
        &carol,
        true,
        json!([{"name": "games_channel", "type": 7, "value": GAMES.to_string()}]),
    );
    let saved = answer(fake, &choose).await;
    assert!(
        saved.contains(&format!("Games are played in: <#{GAMES}>")),
        "{saved}"
    );

    // Opened in another channel: the lobby goes to the games channel, the creator is told.
    let place = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let open = || {
        let data = json!([{"name": "new", "type": 1, "options": [
            {"name": "players", "type": 4, "value": 2}
        ]}]);
        fake.inject(|id, token| {
            payloads::slash_command(id, token, &alice, place, "rivality", data.clone())
        })
    };
    let told = answer(fake, &open()).await;
    assert!(
        told.contains(&format!("its lobby is in <#{GAMES}>")),
        "{told}"
    );
    let lobby = fake
        .wait(WAIT, "the lobby in the games channel", |f| {
            f.last_message_in(GAMES)
        })
        .await;
    assert!(
        lobby["content"]
            .as_str()
            .is_some_and(|c| c.contains("Rivality")),
        "{lobby}"
    );
    assert!(!buttons(&lobby).is_empty(), "{lobby}");

    // Back to "where the game is opened".
    let clear = settings(
        fake,
        &carol,
        true,
        json!([{"name": "games_anywhere", "type": 5, "value": true}]),
    );
    let saved = answer(fake, &clear).await;
    assert!(
        saved.contains("the channel each game is opened in"),
        "{saved}"
    );
    let here = open();
    fake.callback(&here, WAIT).await;
    let lobby = fake
        .wait(WAIT, "the lobby here", |f| {
            f.original(&here)
                .filter(|m| m["content"].as_str().is_some_and(|c| !c.is_empty()))
        })
        .await;
    assert!(
        lobby["content"]
            .as_str()
            .is_some_and(|c| c.contains("Rivality")),
        "{lobby}"
    );
    real.finish_without_boards().await;
}

/// The lobby posted in the games channel: refused for good (50001, 50013), the creator
/// is told and no game is left open; Discord failing for a moment (a 5xx) is tried again
/// and the lobby posted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_the_games_channel_refuses_is_said_and_one_failed_for_a_moment_posted() {
    use super::fake_discord::faults::{DiscordError, Fault};
    let real = RealBot::start("games-channel-errors").await;
    let fake = &real.fake;
    let (alice, carol) = (FakeUser::new(1, "alice"), FakeUser::new(3, "carol"));
    const GAMES: u64 = 777;
    let choose = settings(
        fake,
        &carol,
        true,
        json!([{"name": "games_channel", "type": 7, "value": GAMES.to_string()}]),
    );
    answer(fake, &choose).await;
    let place = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let open = || {
        let data = json!([{"name": "new", "type": 1, "options": [
            {"name": "players", "type": 4, "value": 2}
        ]}]);
        fake.inject(|id, token| {
            payloads::slash_command(id, token, &alice, place, "rivality", data.clone())
        })
    };
    let lobby_posts =
        |fake: &FakeDiscord| fake.faulted().len() + super::world::posts_in(fake, GAMES).len();
    for refusal in [
        DiscordError::MissingAccess,
        DiscordError::MissingPermissions,
    ] {
        fake.fault(
            Fault::on("POST", "/channels/{channel_id}/messages")
                .at(&format!("/channels/{GAMES}/messages"))
                .answer(refusal.clone())
                .times(1),
        );
        let before = lobby_posts(fake);
        let told = answer(fake, &open()).await;
        assert!(told.contains("I could not post in"), "{refusal:?}: {told}");
        assert_eq!(lobby_posts(fake), before + 1, "{refusal:?}: asked once");
    }
    fake.fault(
        Fault::on("POST", "/channels/{channel_id}/messages")
            .at(&format!("/channels/{GAMES}/messages"))
            .answer(DiscordError::ServerError(502))
            .times(1),
    );
    let told = answer(fake, &open()).await;
    assert!(
        told.contains(&format!("its lobby is in <#{GAMES}>")),
        "{told}"
    );
    let lobby = fake
        .wait(WAIT, "the lobby in the games channel", |f| {
            f.last_message_in(GAMES)
        })
        .await;
    assert!(!buttons(&lobby).is_empty(), "{lobby}");
    real.finish_without_boards().await;
}
