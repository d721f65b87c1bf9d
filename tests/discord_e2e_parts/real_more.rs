//! More whole games on the real table service: solo in a DM, and against the AI.

use serde_json::json;

use manawell::table::TableId;

use super::fake_discord::payloads;
use super::fake_discord::{FakeUser, Place};
use super::game::{created_by, find, pinged, Players};
use super::real::through_the_panel;
use super::real_bot::RealBot;
use super::{response, WAIT};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_solo_game_in_a_dm_on_the_real_table_service() {
    let real = RealBot::start("solo").await;
    let (fake, desk) = (&real.fake, &real.desk);
    let alice = FakeUser::new(1, "alice");
    let dm_channel = 1_000_001;
    let dm = Place::Dm {
        channel: dm_channel,
    };
    let mut players = Players::new(fake);

    // A mistyped challenge code is refused with the reason.
    let bad = json!([{"name": "start", "type": 1, "options": [{"name": "challenge", "type": 3, "value": "7QX2-K9M"}]}]);
    let injected = fake
        .inject(|id, token| payloads::slash_command(id, token, &alice, dm, "suramun", bad.clone()));
    let (_, data) = response(&fake.callback(&injected, WAIT).await);
    let text = data["content"].as_str().unwrap();
    assert!(
        text.contains("These options do not make a game") && text.contains("8 letters"),
        "{text}"
    );

    let start = json!([{"name": "start", "type": 1, "options": [{"name": "difficulty", "type": 4, "value": 2}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, dm, "suramun", start.clone())
    });
    let (_, data) = response(&fake.callback(&injected, WAIT).await);
    assert!(
        data["content"]
            .as_str()
            .unwrap()
            .contains("Suramun, master"),
        "{data}"
    );
    assert!(fake.threads().is_empty(), "no thread in a DM");

    let mut last_seen = String::new();
    let mut turns = 0;
    let mut previews = 0;
    let final_post = loop {
        let post = fake
            .wait(WAIT, "the board in the DM", |f| {
                f.last_message_in(dm_channel)
                    .filter(|m| m["id"].as_str() != Some(&last_seen))
            })
            .await;
        last_seen = post["id"].as_str().unwrap().to_string();
        let Some((turn, _)) = find(&post, "turn") else {
            break post;
        };
        let callback = players.click(&alice, dm, &post, &turn, &[]).await;
        let mut panel = fake
            .wait(WAIT, "the panel", |f| created_by(f, &callback))
            .await;
        // The same panel as Rivality's, asking for the wizard's destination: no tile to
        // choose, no facing.
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
                    // The preview: where both wizards go (or that the game ends with
                    // the last golem), in words and in a picture of its own, not the
                    // board as it stands.
                    let words = data["content"].as_str().unwrap();
                    assert!(
                        words.contains("You go to")
                            && (words.contains("Suramun will go to")
                                || words.contains("the game ends there")),
                        "{words}"
                    );
                    let turn = desk
                        .turn(1, alice.id, manawell::i18n::Lang::En)
                        .await
                        .unwrap();
                    let board = desk
                        .picture(1, turn.version, Some(alice.id), manawell::i18n::Lang::En)
                        .await
                        .unwrap();
                    let (_, _, png) = &callback.files[0];
                    assert_ne!(png, &board, "a preview, not the board");
                    assert!(real.pictures.is_preview_for(png, 0), "drawn as a preview");
                    previews += 1;
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
        assert!(turns <= 40, "the game ends");
    };
    assert!(turns >= 2, "{turns} turns");
    assert_eq!(previews, turns, "each move previewed before Confirm");
    let info = desk.service().table_info(TableId(1)).await.unwrap();
    let result = info.result.expect("a result");
    assert!(
        final_post["content"].as_str().unwrap().contains(&result),
        "{final_post}"
    );
    // Solo has `/suramun start`: no rematch offered.
    assert!(find(&final_post, "rematch").is_none(), "{final_post}");
    // `/games` no longer lists it; the place is the DM.
    assert_eq!(desk.at_place(dm_channel).await, Ok(1));

    real.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_against_the_ai_on_the_real_table_service() {
    let real = RealBot::start("ai").await;
    let (fake, desk) = (&real.fake, &real.desk);
    let alice = FakeUser::new(1, "alice");
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);
    let options = json!([{"name": "new", "type": 1, "options": [
        {"name": "players", "type": 4, "value": 2}, {"name": "vs_ai", "type": 5, "value": true}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, channel, "rivality", options.clone())
    });
    fake.callback(&injected, WAIT).await;
    let (thread, _, name) = fake
        .wait(WAIT, "the game thread", |f| f.threads().first().cloned())
        .await;
    assert!(
        name == "Rivality #1 · alice, AI" || name == "Rivality #1 · AI, alice",
        "{name}"
    );
    let answer = fake
        .wait(WAIT, "the answer", |f| f.original(&injected))
        .await;
    assert!(
        answer["content"]
            .as_str()
            .unwrap()
            .contains("against the AI has started"),
        "{answer}"
    );
    let in_thread = Place::Guild { channel: thread };
    let mut last_seen = 0u64;
    let mut turns = 0;
    let final_post = loop {
        let post = fake
            .wait(WAIT, "the board in the thread", |f| {
                f.last_message_in(thread)
                    .filter(|m| m["id"].as_str().unwrap().parse::<u64>().unwrap() > last_seen)
            })
            .await;
        last_seen = post["id"].as_str().unwrap().parse().unwrap();
        let Some((turn_button, _)) = find(&post, "turn") else {
            break post;
        };
        assert_eq!(
            pinged(&post, std::slice::from_ref(&alice)).id,
            1,
            "always alice's turn"
        );
        let callback = players
            .click(&alice, in_thread, &post, &turn_button, &[])
            .await;
        through_the_panel(&mut players, &alice, in_thread, &callback).await;
        turns += 1;
        assert!(turns <= 60, "the game ends");
    };
    let result = desk
        .service()
        .table_info(TableId(1))
        .await
        .unwrap()
        .result
        .expect("a result");
    assert!(
        final_post["content"].as_str().unwrap().contains(&result),
        "{final_post}"
    );
    // Against the AI, the one human's click starts the rematch, in a new thread.
    let (rematch, _) = find(&final_post, "rematch").expect("Rematch offered");
    let callback = players
        .click(&alice, in_thread, &final_post, &rematch, &[])
        .await;
    let (kind, data) = response(&callback);
    assert_eq!(kind, 4, "{data}");
    assert!(
        data["content"]
            .as_str()
            .unwrap()
            .contains("Game #2 has started"),
        "{data}"
    );
    let (again, _, _) = fake
        .wait(WAIT, "the rematch's thread", |f| {
            f.threads().get(1).cloned()
        })
        .await;
    fake.wait(WAIT, "the rematch's board", |f| f.last_message_in(again))
        .await;
    let rematch = desk.service().table_info(TableId(2)).await.unwrap();
    let old = desk.service().table_info(TableId(1)).await.unwrap();
    let ai_seat =
        |info: &manawell::table::TableInfo| info.seated.iter().find(|s| s.ai).unwrap().seat;
    assert_eq!(ai_seat(&rematch), (ai_seat(&old) + 1) % 2, "seats rotated");
    real.finish().await;
}
