//! Whole games through the bot, as fake users play them: `/rivality new`, Join, the game
//! thread, "Take my turn", the panel's menus, the preview, Confirm, until the end; with
//! the refusals on the way, and the checks that hands stay private.

use std::time::Duration;

use serde_json::{json, Value};

use super::fake_discord::payloads::{self, EPHEMERAL};
use super::fake_discord::{FakeDiscord, FakeUser, Place, Recorded};
use super::real::{seat_of, Recording};
use super::real_bot::RealBot;
use super::{response, WAIT};
use manawell::table::TableId;

pub(super) use super::message_parts::find;

pub(super) fn png_width(bytes: &[u8]) -> u32 {
    image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .expect("a PNG")
        .width()
}

pub(super) struct Players<'a> {
    pub(super) fake: &'a FakeDiscord,
    pub(super) latencies: Vec<Duration>,
}

impl<'a> Players<'a> {
    pub(super) fn new(fake: &'a FakeDiscord) -> Players<'a> {
        Players {
            fake,
            latencies: Vec::new(),
        }
    }

    /// "Take my turn" pressed by the player who is not to move, and by someone not
    /// playing: both refused, each with its own reason.
    pub(super) async fn refuse_the_others(
        &mut self,
        users: &[FakeUser],
        mover: &FakeUser,
        outsider: &FakeUser,
        place: Place,
        post: &Value,
        turn_button: &str,
    ) {
        let other = users
            .iter()
            .find(|u| u.id != mover.id)
            .expect("another player");
        self.refused(other, place, post, turn_button, "It is not your turn")
            .await;
        self.refused(
            outsider,
            place,
            post,
            turn_button,
            "You are not playing in game #1",
        )
        .await;
    }

    /// `user` clicks `custom_id` (choosing `values` in a menu) on `message` at `place`.
    pub(super) async fn click(
        &mut self,
        user: &FakeUser,
        place: Place,
        message: &Value,
        custom_id: &str,
        values: &[&str],
    ) -> Recorded {
        let injected = self.fake.inject(|id, token| {
            payloads::component(id, token, user, place, custom_id, values, message.clone())
        });
        let callback = self.fake.callback(&injected, WAIT).await;
        self.latencies.push(callback.at - injected.at);
        callback
    }

    /// A click that must be refused: an ephemeral message saying `why`.
    pub(super) async fn refused(
        &mut self,
        user: &FakeUser,
        place: Place,
        message: &Value,
        custom_id: &str,
        why: &str,
    ) {
        let callback = self.click(user, place, message, custom_id, &[]).await;
        let (kind, data) = response(&callback);
        assert_eq!(kind, 4, "a refusal is a new message: {data}");
        assert_eq!(
            data["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
            EPHEMERAL,
            "{data}"
        );
        let text = data["content"].as_str().unwrap_or("");
        assert!(text.contains(why), "expected {why:?}, got {text:?}");
    }
}

/// The user a turn message pings.
pub(super) fn pinged<'a>(post: &Value, users: &'a [FakeUser]) -> &'a FakeUser {
    let content = post["content"].as_str().unwrap_or("");
    users
        .iter()
        .find(|u| content.contains(&format!("<@{}>, your turn", u.id)))
        .unwrap_or_else(|| panic!("nobody pinged: {content}"))
}

/// A whole game for `seats` players: alice opens it, the others join, everyone plays
/// through the panel until the end. Bob asked for DMs.
async fn whole_game(seats: usize) {
    // Plain pictures: a whole game on the real ones is `real.rs`'s.
    let pictures = Recording::plain();
    let real = RealBot::start_drawing(&format!("whole-game-{seats}"), pictures).await;
    let (fake, desk, pictures) = (&real.fake, &*real.desk, &*real.pictures);
    let names = ["alice", "bob", "carol", "dave"];
    let users: Vec<FakeUser> = (0..seats)
        .map(|i| FakeUser::new(i as u64 + 1, names[i]))
        .collect();
    let (alice, bob) = (&users[0], &users[1]);
    let outsider = FakeUser::new(9, "erin");
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(fake);

    // Bob asks to be told by DM when it is his turn.
    let notify = json!([{"name": "notify", "type": 1, "options": [{"name": "dm", "type": 5, "value": true}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, bob, channel, "rivality", notify.clone())
    });
    let (_, data) = response(&fake.callback(&injected, WAIT).await);
    assert_eq!(data["content"], "I will also DM you when it is your turn.");

    // Alice opens a table: a public lobby with Join / Leave / Cancel.
    let options = json!([{"name": "new", "type": 1, "options": [{"name": "players", "type": 4, "value": seats}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, alice, channel, "rivality", options.clone())
    });
    let (kind, data) = response(&fake.callback(&injected, WAIT).await);
    assert_eq!(kind, 4);
    assert_eq!(
        data["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        0,
        "the lobby is public"
    );
    let lobby = fake.original(&injected).expect("the lobby message");
    let lobby_id: u64 = lobby["id"].as_str().unwrap().parse().unwrap();
    let (cancel, _) = find(&lobby, "cancel").expect("a Cancel button");
    players
        .refused(
            bob,
            channel,
            &lobby,
            &cancel,
            "Only the player who opened game #1",
        )
        .await;
    let (join, _) = find(&lobby, "join").expect("a Join button");
    players
        .refused(alice, channel, &lobby, &join, "You already have a seat")
        .await;

    // The others join; with the last seat the game starts in a thread named after it.
    let mut data = Value::Null;
    for user in &users[1..] {
        let lobby = fake.message(lobby_id).expect("the lobby");
        let (join, _) = find(&lobby, "join").expect("a Join button");
        let callback = players.click(user, channel, &lobby, &join, &[]).await;
        let (kind, answer) = response(&callback);
        assert_eq!(kind, 7, "the lobby message is updated: {answer}");
        data = answer;
    }
    let (thread, _, name) = fake
        .wait(WAIT, "the game thread", |f| f.threads().first().cloned())
        .await;
    // The players in their seats' order, which the deal draws.
    let mut seated: Vec<&str> = name
        .strip_prefix("Rivality #1 · ")
        .unwrap_or_else(|| panic!("{name}"))
        .split(", ")
        .collect();
    seated.sort();
    assert_eq!(seated, names[..seats], "{name}");
    assert!(
        data["content"]
            .as_str()
            .unwrap()
            .contains(&format!("<#{thread}>")),
        "{data}"
    );
    let in_thread = Place::Guild { channel: thread };

    let mut last_seen = 0u64;
    let (mut turns, mut bobs_turns) = (0, 0);
    let mut old_turn_button: Option<(Value, String)> = None;
    loop {
        // The new board and the ping, in the thread.
        let post = fake
            .wait(WAIT, "the board in the thread", |f| {
                f.last_message_in(thread)
                    .filter(|m| m["id"].as_str().unwrap().parse::<u64>().unwrap() > last_seen)
            })
            .await;
        last_seen = post["id"].as_str().unwrap().parse().unwrap();
        assert_eq!(
            post["attachments"].as_array().unwrap().len(),
            1,
            "a board picture: {post}"
        );
        let Some((turn_button, _)) = find(&post, "turn") else {
            // The final post carries the result, as the table service wrote it.
            let info = desk.service().table_info(TableId(1)).await.unwrap();
            let result = info.result.expect("a finished game has a result");
            assert!(
                post["content"].as_str().unwrap().contains(&result),
                "{post}"
            );
            break;
        };
        let mover = pinged(&post, &users);
        if mover.id == bob.id {
            bobs_turns += 1;
        }
        if turns == 0 {
            players
                .refuse_the_others(&users, mover, &outsider, in_thread, &post, &turn_button)
                .await;
        }
        if let Some((message, button)) = old_turn_button.take() {
            players
                .refused(mover, in_thread, &message, &button, "from an earlier turn")
                .await;
        }

        // "Take my turn": the panel, ephemeral, with the player's own view.
        let callback = players
            .click(mover, in_thread, &post, &turn_button, &[])
            .await;
        let (kind, data) = response(&callback);
        assert_eq!(
            (kind, data["flags"].as_u64().unwrap() & EPHEMERAL),
            (4, EPHEMERAL),
            "{data}"
        );
        let seat = seat_of(desk, 1, mover.id).await;
        let drawn = pictures.drawn_for(&callback.files[0].2).expect("drawn");
        assert!(
            drawn.iter().all(|viewer| *viewer == Some(seat)),
            "the hand picture is the player's view: {drawn:?}"
        );
        let mut panel = fake
            .wait(WAIT, "the panel", |f| created_by(f, &callback))
            .await;
        let panel_id: u64 = panel["id"].as_str().unwrap().parse().unwrap();
        if turns == 0 {
            // Pick a tile, then Back: the panel is at the tile again.
            let (menu, values) = find(&panel, "tile").expect("a tile menu");
            players
                .click(mover, in_thread, &panel, &menu, &[values[0].as_str()])
                .await;
            let spots = fake.message(panel_id).expect("the panel");
            let (back, _) = find(&spots, "back").expect("a Back button");
            let (kind, data) = response(&players.click(mover, in_thread, &spots, &back, &[]).await);
            assert_eq!(kind, 7);
            assert!(find(&data, "tile").is_some(), "back at the tile: {data}");
            panel = fake.message(panel_id).expect("the panel");
        }
        loop {
            let step = ["tile", "spot", "facing", "order"]
                .iter()
                .find_map(|a| find(&panel, a));
            let callback = if let Some((menu, values)) = step {
                players
                    .click(mover, in_thread, &panel, &menu, &[values[0].as_str()])
                    .await
            } else if let Some((confirm, _)) =
                find(&panel, "confirm").or_else(|| find(&panel, "remove"))
            {
                let callback = players.click(mover, in_thread, &panel, &confirm, &[]).await;
                assert_eq!(response(&callback).0, 7, "the panel says what was played");
                break;
            } else {
                panic!("a panel with nothing to do: {panel}");
            };
            let (kind, data) = response(&callback);
            assert_eq!(kind, 7, "panel steps update the panel: {data}");
            if find(&data, "confirm").is_some() {
                assert!(
                    pictures.is_preview_for(&callback.files[0].2, seat),
                    "the preview comes with Confirm"
                );
            }
            // The fake holds the panel as Discord would show it after the update.
            panel = fake.message(panel_id).expect("the panel");
        }
        old_turn_button = Some((post, turn_button));
        turns += 1;
        assert!(turns <= 60, "the game ends");
    }
    assert!(turns >= seats, "a real game: {turns} turns");

    // After the end, an old button says so.
    let (message, button) = old_turn_button.expect("a last turn button");
    players
        .refused(alice, in_thread, &message, &button, "has ended")
        .await;

    // Bob's DMs (his DM channel with the bot is his id + 1,000,000 in the fake), sent
    // after each board: wait for the last ones.
    let bobs_dms = |f: &FakeDiscord| {
        let dms = f
            .messages()
            .into_iter()
            .filter(|m| m["channel_id"] == "1000002")
            .count();
        (dms == bobs_turns).then_some(())
    };
    fake.wait(WAIT, "a DM on each of bob's turns", bobs_dms)
        .await;
    assert!(
        fake.messages().iter().all(|m| m["channel_id"] != "1000001"),
        "alice asked for none"
    );

    // Hands are private: public messages carry only the public board, never a hand.
    for text in fake.public_texts() {
        assert!(
            !text.contains("Your hand") && !text.contains(" VP)"),
            "a hand in public: {text}"
        );
    }
    players.latencies.sort();
    let max = *players.latencies.last().unwrap();
    eprintln!(
        "a whole {seats}-player game: {turns} turns, {} clicks, slowest callback {max:?}",
        players.latencies.len()
    );
    assert!(max < Duration::from_secs(1));
    real.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_two_player_game() {
    whole_game(2).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_three_player_game() {
    whole_game(3).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_four_player_game() {
    whole_game(4).await;
}

/// The message a callback created (its interaction's original response).
pub(super) fn created_by(fake: &FakeDiscord, callback: &Recorded) -> Option<Value> {
    let token = callback.path.split('/').nth(3)?;
    fake.original_of(token)
}
