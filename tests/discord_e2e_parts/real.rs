//! The bot over the REAL table service and a SQLite file: a whole 2-player game with the
//! bot restarted halfway (same database), and a whole solo game in a DM. Pictures come
//! through a recording wrapper, so that the tests know who each uploaded picture was
//! drawn for: public posts must only carry pictures drawn for nobody.

use manawell::frontends::discord::desk::Desk;
use manawell::store::Store;
use manawell::table::TableId;
use serde_json::{json, Value};
use std::sync::Arc;

use super::fake_discord::payloads::{self, EPHEMERAL};
use super::fake_discord::{FakeDiscord, FakeUser, Place, BOT_TOKEN};
use super::game::{created_by, find, pinged, Players};
use super::{config, response, start_bot_with, Bot, WAIT};

#[path = "real_recording.rs"]
mod recording;
pub(super) use recording::{
    hand_of, legal_for, log_of, play_first_move, public_pictures_show_no_hand, seat_of, Db,
    Recording,
};

/// Plays the panel opened by `callback` to Confirm, taking the first choice each time.
pub(super) async fn through_the_panel(
    players: &mut Players<'_>,
    mover: &FakeUser,
    place: Place,
    callback: &super::fake_discord::Recorded,
) {
    let fake = players.fake;
    let panel_id: u64 = fake
        .wait(WAIT, "the panel", |f| created_by(f, callback))
        .await["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let mut panel = fake.message(panel_id).expect("the panel");
    loop {
        let step = ["tile", "spot", "facing", "order"]
            .iter()
            .find_map(|a| find(&panel, a));
        if let Some((menu, values)) = step {
            let callback = players
                .click(mover, place, &panel, &menu, &[values[0].as_str()])
                .await;
            panel = updated(
                fake,
                panel_id,
                &panel,
                &callback,
                "panel steps update the panel",
            )
            .await;
        } else if let Some((confirm, _)) =
            find(&panel, "confirm").or_else(|| find(&panel, "remove"))
        {
            let callback = players.click(mover, place, &panel, &confirm, &[]).await;
            updated(
                fake,
                panel_id,
                &panel,
                &callback,
                "the panel says what was played",
            )
            .await;
            return;
        } else {
            panic!("a panel with nothing to do: {panel}");
        }
    }
}

/// The panel once a click on it is answered: updated at once (type 7), or, on a loaded
/// machine, deferred (type 6) and edited when the work is done.
async fn updated(
    fake: &FakeDiscord,
    panel_id: u64,
    before: &Value,
    callback: &super::fake_discord::Recorded,
    what: &str,
) -> Value {
    let (kind, data) = response(callback);
    match kind {
        7 => fake.message(panel_id).expect("the panel"),
        6 => {
            fake.wait(WAIT, what, |f| f.message(panel_id).filter(|m| m != before))
                .await
        }
        _ => panic!("{what}: callback type {kind}: {data}"),
    }
}

/// `/games`, `/rivality board` and `/rivality hand`, answered from the database.
async fn game_commands_after_the_restart(
    fake: &FakeDiscord,
    pictures: &Recording,
    users: &[FakeUser],
    mover: &FakeUser,
    thread: u64,
) {
    let here = Place::Guild { channel: thread };
    let ask = |user: &FakeUser, command: &str, options: Value| {
        fake.inject(|id, token| payloads::slash_command(id, token, user, here, command, options))
    };
    let sub = |name: &str| json!([{"name": name, "type": 1, "options": []}]);
    let injected = ask(mover, "games", json!([]));
    let (_, data) = response(&fake.callback(&injected, WAIT).await);
    let text = data["content"].as_str().unwrap();
    let link = format!(
        "https://discord.com/channels/{}/{thread}",
        payloads::GUILD_ID
    );
    assert!(
        text.contains("Rivality, 2 players (game #1) · ▶ your turn") && text.contains(&link),
        "{text}"
    );
    for user in users {
        let injected = ask(user, "rivality", sub("hand"));
        let callback = fake.callback(&injected, WAIT).await;
        let (_, data) = response(&callback);
        assert_eq!(
            data["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
            EPHEMERAL,
            "{data}"
        );
        assert!(
            data["content"].as_str().unwrap().starts_with("Your hand: "),
            "{data}"
        );
        let drawn = pictures.drawn_for(&callback.files[0].2).expect("drawn");
        assert!(
            drawn.iter().all(Option::is_some),
            "a hand picture is the seat's own"
        );
    }
    let injected = ask(mover, "rivality", sub("board"));
    let callback = fake.callback(&injected, WAIT).await;
    let drawn = pictures.drawn_for(&callback.files[0].2).expect("drawn");
    assert!(
        drawn.contains(&None),
        "the board on demand is the public one"
    );
}

async fn restart(
    bot: Bot,
    store: Store,
    db: &Db,
    fake: &FakeDiscord,
    pictures: &Arc<Recording>,
) -> (Bot, Store, Arc<Desk>) {
    bot.shut_down().await;
    store.close().await;
    let (store, desk) = db.open(pictures.clone()).await;
    let bot = start_bot_with(config(fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    (bot, store, desk)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_on_the_real_table_service_across_a_restart() {
    const RESTART_AT: usize = 3;
    let fake = FakeDiscord::start().await;
    let db = Db::new("game");
    let pictures = Recording::real();
    let (store, desk) = db.open(pictures.clone()).await;
    let mut bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    let mut store = store;
    let mut desk = desk;
    fake.wait_ready(WAIT).await;
    let users = [FakeUser::new(1, "alice"), FakeUser::new(2, "bob")];
    let (alice, bob) = (&users[0], &users[1]);
    let outsider = FakeUser::new(9, "erin");
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut players = Players::new(&fake);

    // Bob wants DMs: a setting kept in the database, so it survives the restart.
    let notify = json!([{"name": "notify", "type": 1, "options": [{"name": "dm", "type": 5, "value": true}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, bob, channel, "rivality", notify.clone())
    });
    let (_, data) = response(&fake.callback(&injected, WAIT).await);
    assert_eq!(data["content"], "I will also DM you when it is your turn.");

    // The lobby, a refusal, and the start in a thread.
    let options = json!([{"name": "new", "type": 1, "options": [{"name": "players", "type": 4, "value": 2}]}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, alice, channel, "rivality", options.clone())
    });
    let (kind, _) = response(&fake.callback(&injected, WAIT).await);
    assert_eq!(kind, 4);
    let lobby = fake.original(&injected).expect("the lobby message");
    assert!(
        lobby["content"]
            .as_str()
            .unwrap()
            .contains("Seated (1/2): <@1>"),
        "{lobby}"
    );
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
    let (kind, data) = response(&players.click(bob, channel, &lobby, &join, &[]).await);
    assert_eq!(kind, 7, "{data}");
    let (thread, _, name) = fake
        .wait(WAIT, "the game thread", |f| f.threads().first().cloned())
        .await;
    // Seats are dealt from the seed: either may come first.
    assert!(
        ["Rivality #1 · alice, bob", "Rivality #1 · bob, alice"].contains(&name.as_str()),
        "{name}"
    );
    let in_thread = Place::Guild { channel: thread };

    let mut last_seen = 0u64;
    let (mut turns, mut bobs_turns) = (0, 0);
    let mut old_turn_button: Option<(Value, String)> = None;
    let final_post = loop {
        let post = fake
            .wait(WAIT, "the board in the thread", |f| {
                f.last_message_in(thread)
                    .filter(|m| m["id"].as_str().unwrap().parse::<u64>().unwrap() > last_seen)
            })
            .await;
        last_seen = post["id"].as_str().unwrap().parse().unwrap();
        assert_eq!(post["attachments"].as_array().unwrap().len(), 1, "{post}");
        let Some((turn_button, _)) = find(&post, "turn") else {
            break post;
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
        if turns == RESTART_AT {
            // A new process over the same file: the game, the buttons and bob's setting
            // are all still there.
            (bot, store, desk) = restart(bot, store, &db, &fake, &pictures).await;
            game_commands_after_the_restart(&fake, &pictures, &users, mover, thread).await;
        }
        if let Some((message, button)) = old_turn_button.take() {
            players
                .refused(mover, in_thread, &message, &button, "from an earlier turn")
                .await;
        }

        // "Take my turn" (after the restart: a button the previous process posted).
        let callback = players
            .click(mover, in_thread, &post, &turn_button, &[])
            .await;
        let (kind, data) = response(&callback);
        assert_eq!(
            (kind, data["flags"].as_u64().unwrap() & EPHEMERAL),
            (4, EPHEMERAL),
            "{data}"
        );
        let hand = pictures.drawn_for(&callback.files[0].2).expect("drawn");
        assert!(
            hand.iter().all(Option::is_some),
            "the panel shows the mover's view"
        );
        through_the_panel(&mut players, mover, in_thread, &callback).await;
        old_turn_button = Some((post, turn_button));
        turns += 1;
        assert!(turns <= 80, "the game ends");
    };
    assert!(turns > RESTART_AT, "a real game: {turns} turns");

    // The final post carries the scores, as the table service wrote them.
    let info = desk.service().table_info(TableId(1)).await.unwrap();
    let result = info.result.expect("a finished game has a result");
    assert!(
        final_post["content"].as_str().unwrap().contains(&result),
        "{final_post}"
    );
    assert!(desk.service().verify_replay(TableId(1)).await.unwrap());
    // After the end, an old button says so.
    let (message, button) = old_turn_button.expect("a last turn button");
    players
        .refused(alice, in_thread, &message, &button, "has ended")
        .await;
    // The thread's game is found by its place: its log, from the database.
    assert_eq!(desk.at_place(thread).await, Ok(1));
    let log = json!([{"name": "log", "type": 1, "options": []}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, alice, in_thread, "rivality", log.clone())
    });
    let (_, data) = response(&fake.callback(&injected, WAIT).await);
    assert!(
        data["content"].as_str().unwrap().contains(&result),
        "{data}"
    );

    // Bob was DMed on each of his turns, before and after the restart.
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

    bot.shut_down().await;
    store.close().await;
    fake.assert_no_problems();
    public_pictures_show_no_hand(&fake, &pictures);
    eprintln!(
        "a whole game on the real table service: {turns} turns, {} clicks",
        players.latencies.len()
    );
}
