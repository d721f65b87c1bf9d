//! A step where several players act at once, on Discord (issue 18): during Rivalry's
//! sealed set-up `/games` marks the game as the turn of both players, the board's "whose
//! turn" names both, and each who asked for DMs gets one; once one has sealed theirs,
//! only the other.

use serde_json::{json, Value};

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place};
use super::game::Players;
use super::message_parts::components;
use super::real_bot::RealBot;
use super::{answer_message, ephemeral_text, response, WAIT};

fn rivalry(fake: &FakeDiscord, user: &FakeUser, place: Place, sub: &str) -> Injected {
    let data = json!([{"name": sub, "type": 1, "options": []}]);
    fake.inject(|id, token| {
        payloads::slash_command(id, token, user, place, "rivalry", data.clone())
    })
}

/// `/games` of `user`, as they read it.
async fn games(fake: &FakeDiscord, user: &FakeUser, place: Place) -> String {
    let injected = fake
        .inject(|id, token| payloads::slash_command(id, token, user, place, "games", json!([])));
    let (kind, data) = response(&fake.callback(&injected, WAIT).await);
    assert_eq!(kind, 4, "{data}");
    data["content"].as_str().unwrap_or("").to_string()
}

/// The line of `/games` naming game #1.
fn first_game(list: &str) -> &str {
    list.lines()
        .find(|l| l.contains("(game #1)"))
        .unwrap_or_else(|| panic!("no game #1 in {list}"))
}

/// `/rivalry board`'s words.
async fn board(fake: &FakeDiscord, user: &FakeUser, place: Place) -> String {
    let injected = rivalry(fake, user, place, "board");
    let message = answer_message(fake, &injected).await;
    ephemeral_text(&message)
}

/// `user` opens their set-up panel and seals the suggested set-up it starts from.
async fn seal(players: &mut Players<'_>, user: &FakeUser, place: Place) {
    let fake = players.fake;
    let play = rivalry(fake, user, place, "play");
    let (kind, data) = response(&fake.callback(&play, WAIT).await);
    assert!(kind == 4 || kind == 5, "{data}");
    let text = |m: &Value| m["content"].as_str().unwrap_or("").to_string();
    let panel = fake
        .wait(WAIT, "the set-up panel", |f| {
            f.original(&play).filter(|m| !text(m).is_empty())
        })
        .await;
    let (seal, _) = components(&panel)
        .into_iter()
        .find(|(id, _)| {
            let mut parts = id.split(':').skip(3);
            parts.next() == Some("setup")
                && parts.next().and_then(|a| a.split('.').next()) == Some("seal")
        })
        .unwrap_or_else(|| panic!("no Seal in {panel}"));
    players.click(user, place, &panel, &seal, &[]).await;
    fake.wait(WAIT, "the set-up sealed", |f| {
        f.original(&play)
            .filter(|m| text(m).starts_with("Your set-up is sealed."))
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_and_the_board_name_every_player_of_a_sealed_set_up() {
    let real = RealBot::start("waiting-seats").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let here = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);
    for user in [&alice, &bob] {
        let notify = json!([{"name": "notify", "type": 1,
            "options": [{"name": "dm", "type": 5, "value": true}]}]);
        let injected = fake.inject(|id, token| {
            payloads::slash_command(id, token, user, here, "rivality", notify.clone())
        });
        let (_, data) = response(&fake.callback(&injected, WAIT).await);
        assert_eq!(data["content"], "I will also DM you when it is your turn.");
    }
    let new = rivalry(fake, &alice, here, "new");
    let lobby = answer_message(fake, &new).await;
    let (join, _) = super::game::find(&lobby, "join").expect("a Join button");
    players.click(&bob, here, &lobby, &join, &[]).await;
    let (thread, _, _) = fake
        .wait(WAIT, "the game's thread", |f| f.threads().first().cloned())
        .await;
    let place = Place::Guild { channel: thread };

    // Both must send their set-up: it is the turn of each, and each is DMed.
    fake.wait(WAIT, "a DM to each", |f| {
        let dmed = |user: &FakeUser| {
            let channel = (1_000_000 + user.id).to_string();
            f.messages()
                .iter()
                .any(|m| m["channel_id"] == channel.as_str())
        };
        (dmed(&alice) && dmed(&bob)).then_some(())
    })
    .await;
    for user in [&alice, &bob] {
        let list = games(fake, user, here).await;
        assert!(first_game(&list).contains("your turn"), "{list}");
    }
    // In seat order, which the deal decides.
    let words = board(fake, &alice, place).await;
    assert!(
        words.contains("<@1>, <@2> are to play") || words.contains("<@2>, <@1> are to play"),
        "{words}"
    );

    // Bob seals his: only Alice's is missing.
    seal(&mut players, &bob, place).await;
    let list = games(fake, &bob, here).await;
    assert!(!first_game(&list).contains("your turn"), "{list}");
    let list = games(fake, &alice, here).await;
    assert!(first_game(&list).contains("your turn"), "{list}");
    let words = board(fake, &bob, place).await;
    assert!(words.contains("<@1> is to play"), "{words}");
    assert!(!words.contains("<@2>"), "{words}");
    real.finish().await;
}
