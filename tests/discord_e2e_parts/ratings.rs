//! `/profile` and `/leaderboard` on the real table service: a finished game between two
//! players moves both ratings, shown on the profile and ranked on the board of the server
//! it was played in.

use serde_json::{json, Value};

use manawell::frontends::discord::desk::{NewSolo, Player, Status};

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Place};
use super::game::Players;
use super::opening::open_two_player_game;
use super::real_bot::RealBot;
use super::{ephemeral_text, WAIT};

/// Runs `/name` with `options` as `user` in `place`, and the answer's message once it has
/// text.
async fn ask(
    fake: &FakeDiscord,
    user: &FakeUser,
    place: Place,
    name: &str,
    options: Value,
) -> Value {
    let injected = fake
        .inject(|id, token| payloads::slash_command(id, token, user, place, name, options.clone()));
    fake.callback(&injected, WAIT).await;
    fake.wait(WAIT, "the answer's text", |f| {
        f.original(&injected)
            .filter(|m| m["content"].as_str().is_some_and(|c| !c.is_empty()))
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_shows_on_both_profiles_and_the_servers_leaderboard() {
    let real = RealBot::start("ratings").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    // Before any game: nobody is rated.
    let board = ask(fake, &alice, channel, "leaderboard", json!([])).await;
    assert!(board["content"]
        .as_str()
        .unwrap()
        .contains("No leaderboard yet"));

    let mut players = Players::new(fake);
    let _ = open_two_player_game(&mut players, &alice, &bob, channel).await;
    real.desk.resign(1, bob.id).await.expect("bob resigns");

    let mine = ephemeral_text(&ask(fake, &alice, channel, "profile", json!([])).await);
    assert!(mine.contains("Profile of <@1>"), "{mine}");
    assert!(
        mine.contains("Rivality, 2 players: **1662?**, 1 game (1 win, 0 losses)"),
        "{mine}"
    );
    let options = json!([{"name": "player", "type": 6, "value": bob.id.to_string()}]);
    let injected = fake.inject(|id, token| {
        let mut v = payloads::slash_command(id, token, &alice, channel, "profile", options.clone());
        v["data"]["resolved"] =
            json!({"users": {bob.id.to_string(): payloads::user_json(bob.id, &bob.name, false)}});
        v
    });
    fake.callback(&injected, WAIT).await;
    let theirs = fake
        .wait(WAIT, "bob's profile", |f| {
            f.original(&injected)
                .filter(|m| m["content"].as_str().is_some_and(|c| !c.is_empty()))
        })
        .await;
    let theirs = ephemeral_text(&theirs);
    assert!(
        theirs.contains("**1338?**, 1 game (0 wins, 1 loss)"),
        "{theirs}"
    );

    let board = ask(fake, &bob, channel, "leaderboard", json!([])).await;
    let text = board["content"].as_str().unwrap();
    assert!(
        text.starts_with("**Leaderboard: Rivality, 2 players, this server**"),
        "{text}"
    );
    let (first, second) = (text.find("1. <@1>").unwrap(), text.find("2. <@2>").unwrap());
    assert!(first < second, "{text}");
    // Nobody is pinged by a leaderboard: whatever carried its text allowed no mention.
    let carried = fake
        .requests()
        .into_iter()
        .filter_map(|r| r.json)
        .filter(|body| {
            let data = body.get("data").unwrap_or(body);
            data["content"]
                .as_str()
                .is_some_and(|c| c.starts_with("**Leaderboard: Rivality"))
        })
        .collect::<Vec<_>>();
    assert!(!carried.is_empty());
    for body in carried {
        let data = body.get("data").unwrap_or(&body);
        assert_eq!(data["allowed_mentions"]["parse"], json!([]), "{data}");
        assert!(
            data["allowed_mentions"]["users"]
                .as_array()
                .is_none_or(|u| u.is_empty()),
            "{data}"
        );
    }
    let unknown = json!([{"name": "game", "type": 3, "value": "Chess"}]);
    let refused = ask(fake, &bob, channel, "leaderboard", unknown).await;
    let refused = ephemeral_text(&refused);
    assert!(refused.contains("Rivality, 2 players"), "{refused}");
    real.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn todays_daily_challenge_has_its_own_leaderboard() {
    let real = RealBot::start("daily-board").await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let dm = Place::Dm { channel: 4000 };
    let empty = ask(
        fake,
        &alice,
        dm,
        "suramun",
        json!([{"name": "leaderboard", "type": 1, "options": []}]),
    )
    .await;
    assert!(
        empty["content"]
            .as_str()
            .unwrap()
            .contains("Nobody has finished today's challenge"),
        "{empty}"
    );
    // alice plays today's challenge to its end.
    let new = NewSolo {
        player: Player {
            id: alice.id,
            name: alice.name.clone(),
        },
        difficulty: "standard".into(),
        challenge: Some("daily".into()),
        guild: None,
    };
    let table = real.desk.open_solo(new).await.expect("a daily game").table;
    for i in 0..200usize {
        let Ok(turn) = real
            .desk
            .turn(table, alice.id, manawell::i18n::Lang::En)
            .await
        else {
            break;
        };
        let mv = turn.moves[(i * 7919) % turn.moves.len()].clone();
        real.desk
            .play(table, alice.id, mv, turn.version, manawell::i18n::Lang::En)
            .await
            .expect("a legal move");
    }
    assert_eq!(
        real.desk.view(table).await.unwrap().status,
        Status::Finished
    );
    let board = ask(
        fake,
        &alice,
        dm,
        "suramun",
        json!([{"name": "leaderboard", "type": 1, "options": []}]),
    )
    .await;
    let text = board["content"].as_str().unwrap();
    assert!(text.starts_with("**Daily challenge of "), "{text}");
    assert!(text.contains("1. <@1> **"), "{text}");
    real.finish_without_boards().await;
}
