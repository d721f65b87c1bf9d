//! `/rivality hint` between players is engine help: refused unless the game was opened
//! with `hints: True`, which its lobby, its title and its log say.

use serde_json::{json, Value};

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place};
use super::game::{find, pinged, Players};
use super::real_bot::RealBot;
use super::{ephemeral_text, WAIT};

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

async fn answer(fake: &FakeDiscord, injected: &Injected) -> Value {
    fake.callback(injected, WAIT).await;
    fake.wait(WAIT, "the answer's text", |f| {
        f.original(injected)
            .filter(|m| m["content"].as_str().is_some_and(|c| !c.is_empty()))
    })
    .await
}

/// alice opens a 2-player game (hints as given), bob joins: the lobby's text, the game's
/// thread and who is to move.
async fn open<'u>(
    fake: &FakeDiscord,
    users: &'u [FakeUser],
    hints: bool,
    games_before: usize,
) -> (String, Place, &'u FakeUser) {
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let options = json!([{"name": "players", "type": 4, "value": 2},
                         {"name": "hints", "type": 5, "value": hints}]);
    let lobby = answer(fake, &command(fake, &users[0], channel, "new", options)).await;
    let (join, _) = find(&lobby, "join").expect("Join");
    Players::new(fake)
        .click(&users[1], channel, &lobby, &join, &[])
        .await;
    let thread = fake
        .wait(WAIT, "the thread", |f| {
            f.threads().get(games_before).map(|t| t.0)
        })
        .await;
    let post = fake
        .wait(WAIT, "the first board", |f| {
            f.last_message_in(thread)
                .filter(|m| find(m, "turn").is_some())
        })
        .await;
    let text = lobby["content"].as_str().unwrap().to_string();
    (text, Place::Guild { channel: thread }, pinged(&post, users))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hints_between_players_only_when_the_game_allows_them() {
    let real = RealBot::start("hints-between-players").await;
    let fake = &real.fake;
    let users = [FakeUser::new(1, "alice"), FakeUser::new(2, "bob")];

    let (lobby, thread, mover) = open(fake, &users, false, 0).await;
    assert!(!lobby.contains("hints"), "{lobby}");
    let refused = answer(fake, &command(fake, mover, thread, "hint", json!([]))).await;
    let text = ephemeral_text(&refused);
    assert!(text.contains("played without hints"), "{text}");

    let (lobby, thread, mover) = open(fake, &users, true, 1).await;
    assert!(lobby.contains("hints allowed"), "{lobby}");
    let hint = answer(fake, &command(fake, mover, thread, "hint", json!([]))).await;
    let text = ephemeral_text(&hint);
    assert!(text.contains("Hard would play **"), "{text}");
    let log = answer(fake, &command(fake, mover, thread, "log", json!([]))).await;
    let text = ephemeral_text(&log);
    assert!(
        text.starts_with("**Rivality, 2 players, hints allowed"),
        "{text}"
    );
    real.finish().await;
}
