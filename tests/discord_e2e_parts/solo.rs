//! Solo against Suramun: `/suramun start` in a DM with the bot, played through the same
//! panel (the wizard's destination, then the spell order) to the end; `/suramun daily`
//! in a server, in a thread of its own.

use std::sync::Arc;

use serde_json::json;

use super::desk_double::{DeskDouble, PREVIEW_SIZE};
use super::fake_discord::payloads::{self, EPHEMERAL};
use super::fake_discord::{FakeDiscord, FakeUser, Place, BOT_TOKEN};
use super::game::{created_by, find, png_width, Players};
use super::{config, response, start_bot_with, WAIT};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_solo_game_in_a_dm() {
    let fake = FakeDiscord::start().await;
    let desk = Arc::new(DeskDouble::default());
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    let alice = FakeUser::new(1, "alice");
    let dm_channel = 1_000_001;
    let dm = Place::Dm {
        channel: dm_channel,
    };
    let mut players = Players::new(&fake);

    // A challenge code that is not one is refused with the reason.
    let bad = json!([{"name": "start", "type": 1, "options": [{"name": "challenge", "type": 3, "value": "nope"}]}]);
    let injected = fake
        .inject(|id, token| payloads::slash_command(id, token, &alice, dm, "suramun", bad.clone()));
    let (_, data) = response(&fake.callback(&injected, WAIT).await);
    assert!(
        data["content"]
            .as_str()
            .unwrap()
            .contains("a challenge code has 8 letters and digits, not 4"),
        "{data}"
    );

    let start = json!([{"name": "start", "type": 1, "options": [{"name": "difficulty", "type": 4, "value": 2}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, dm, "suramun", start.clone())
    });
    let (kind, data) = response(&fake.callback(&injected, WAIT).await);
    assert_eq!(
        (kind, data["flags"].as_u64().unwrap_or(0) & EPHEMERAL),
        (4, EPHEMERAL),
        "{data}"
    );
    assert!(
        data["content"].as_str().unwrap().contains("(master)"),
        "{data}"
    );
    assert!(fake.threads().is_empty(), "no thread in a DM");

    let mut last_seen = String::new();
    let mut turns = 0;
    loop {
        let post = fake
            .wait(WAIT, "the board in the DM", |f| {
                f.last_message_in(dm_channel)
                    .filter(|m| m["id"].as_str() != Some(&last_seen))
            })
            .await;
        last_seen = post["id"].as_str().unwrap().to_string();
        let Some((turn, _)) = find(&post, "turn") else {
            assert!(
                post["content"]
                    .as_str()
                    .unwrap()
                    .contains("The game is over."),
                "{post}"
            );
            break;
        };
        let callback = players.click(&alice, dm, &post, &turn, &[]).await;
        let mut panel = fake
            .wait(WAIT, "the panel", |f| created_by(f, &callback))
            .await;
        assert!(
            panel["content"]
                .as_str()
                .unwrap()
                .contains("where your wizard goes"),
            "{panel}"
        );
        assert!(
            find(&panel, "tile").is_none() && find(&panel, "facing").is_none(),
            "{panel}"
        );
        let panel_id: u64 = panel["id"].as_str().unwrap().parse().unwrap();
        loop {
            if let Some((menu, values)) = find(&panel, "spot").or_else(|| find(&panel, "order")) {
                let callback = players
                    .click(&alice, dm, &panel, &menu, &[values[0].as_str()])
                    .await;
                let (_, data) = response(&callback);
                if find(&data, "confirm").is_some() {
                    assert_eq!(png_width(&callback.files[0].2), PREVIEW_SIZE);
                    let words = data["content"].as_str().unwrap();
                    assert!(words.contains("Suramun will go to"), "{words}");
                }
                panel = fake.message(panel_id).expect("the panel");
            } else {
                let (confirm, _) = find(&panel, "confirm").expect("Confirm");
                let played = players.click(&alice, dm, &panel, &confirm, &[]).await;
                assert_eq!(response(&played).0, 7);
                break;
            }
        }
        turns += 1;
        assert!(turns <= 30, "the game ends");
    }
    assert!(turns >= 2, "{turns} turns");

    // The daily challenge, in a server: a thread of its own.
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let daily = json!([{"name": "daily", "type": 1, "options": []}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, channel, "suramun", daily.clone())
    });
    fake.callback(&injected, WAIT).await;
    let (thread, _, name) = fake
        .wait(WAIT, "the solo thread", |f| f.threads().first().cloned())
        .await;
    assert_eq!(name, "Rivality solo #2 · alice");
    fake.wait(WAIT, "the first board", |f| f.last_message_in(thread))
        .await;

    bot.shut_down().await;
    fake.assert_no_problems();
    eprintln!(
        "a whole solo game: {turns} turns, {} clicks",
        players.latencies.len()
    );
}
