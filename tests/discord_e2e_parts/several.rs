//! Several games in one place (here, two games against the AI in a DM with the bot): the
//! commands ask which one unless the `game` option names it, suggest the player's games,
//! and default to the only one left; resigning asks for confirmation.

use serde_json::{json, Value};

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place};
use super::game::find;
use super::real_bot::RealBot;
use super::{ephemeral_text, response, WAIT};

fn command(
    fake: &FakeDiscord,
    user: &FakeUser,
    place: Place,
    sub: &str,
    options: Value,
) -> Injected {
    let data = json!([{"name": sub, "type": 1, "options": options}]);
    fake.inject(|id, token| {
        payloads::slash_command(id, token, user, place, "rivality", data.clone())
    })
}

/// The answer as it stands once it has text, deferred or not.
async fn answer(fake: &FakeDiscord, injected: &Injected) -> Value {
    fake.callback(injected, WAIT).await;
    fake.wait(WAIT, "the answer's text", |f| {
        f.original(injected)
            .filter(|m| m["content"].as_str().is_some_and(|c| !c.is_empty()))
    })
    .await
}

fn game(table: u64) -> Value {
    json!({"name": "game", "type": 4, "value": table})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn several_games_in_one_dm_are_told_apart() {
    let real = RealBot::start("several").await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let dm = Place::Dm { channel: 1_000_001 };
    let new = json!([{"name": "players", "type": 4, "value": 2},
                     {"name": "vs_ai", "type": 5, "value": true}]);
    for _ in 0..2 {
        let started = answer(fake, &command(fake, &alice, dm, "new", new.clone())).await;
        assert!(started["content"]
            .as_str()
            .unwrap()
            .contains("has started here"));
    }

    // No `game`: which one?
    let asked = answer(fake, &command(fake, &alice, dm, "board", json!([]))).await;
    let text = ephemeral_text(&asked);
    assert!(
        text.starts_with("You play 2 games here: pick one with the `game` option."),
        "{text}"
    );
    assert!(
        text.contains("(game #1)") && text.contains("(game #2)"),
        "{text}"
    );

    // The option suggests both.
    let typing = json!([{"name": "board", "type": 1,
        "options": [{"name": "game", "type": 4, "value": "", "focused": true}]}]);
    let injected = fake.inject(|id, token| {
        payloads::autocomplete(id, token, &alice, dm, "rivality", typing.clone())
    });
    let (kind, data) = response(&fake.callback(&injected, WAIT).await);
    assert_eq!(kind, 8);
    let mut values: Vec<u64> = data["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_u64().unwrap())
        .collect();
    values.sort();
    assert_eq!(values, [1, 2], "{data}");

    // Named: that game.
    let board = answer(fake, &command(fake, &alice, dm, "board", json!([game(2)]))).await;
    assert!(ephemeral_text(&board).contains("(game #2)"), "{board}");

    // Resigning game #1 asks first, then resigns it.
    let confirm = answer(fake, &command(fake, &alice, dm, "resign", json!([game(1)]))).await;
    assert!(
        ephemeral_text(&confirm).starts_with("Resign from **"),
        "{confirm}"
    );
    let (resign, _) = find(&confirm, "resign").expect("a Resign button");
    let click = fake.inject(|id, token| {
        payloads::component(id, token, &alice, dm, &resign, &[], confirm.clone())
    });
    let (kind, data) = response(&fake.callback(&click, WAIT).await);
    assert_eq!(
        (kind, data["content"].as_str()),
        (7, Some("You resigned from game #1."))
    );

    // One game left here: the default.
    let board = answer(fake, &command(fake, &alice, dm, "board", json!([]))).await;
    assert!(ephemeral_text(&board).contains("(game #2)"), "{board}");
    real.finish().await;
}
