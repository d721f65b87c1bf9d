//! The bot over the REAL table service and a SQLite file: a whole 2-player game with the
//! bot restarted halfway (same database), and a whole solo game in a DM. Pictures come
//! through a recording wrapper, so that the tests know who each uploaded picture was
//! drawn for: public posts must only carry pictures drawn for nobody.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use manawell::ai::Level;
use manawell::frontends::discord::desk::Desk;
use manawell::frontends::discord::table_desk::TableDesk;
use manawell::frontends::pictures::{BoardPictures, Pictures};
use manawell::store::{Store, StoreConfig};
use manawell::table::{AiBot, AnyGame, BoardRenderer, Seat, TableId, TableService};
use serde_json::{json, Value};

use super::fake_discord::payloads::{self, EPHEMERAL};
use super::fake_discord::{FakeDiscord, FakeUser, Place, BOT_TOKEN};
use super::game::{created_by, find, pinged, Players};
use super::{config, response, start_bot_with, Bot, WAIT};

/// A database file of its own, removed at the end.
pub(super) struct Db(PathBuf);

impl Db {
    pub(super) fn new(name: &str) -> Db {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos();
        let file = format!("manawell-e2e-{name}-{}-{nanos}.db", std::process::id());
        Db(std::env::temp_dir().join(file))
    }

    /// Opens the database (migrations run) and the desk over it, as `manawell bot` does.
    pub(super) async fn open(&self, pictures: Arc<Recording>) -> (Store, Arc<TableDesk>) {
        let store = Store::open(&StoreConfig::at(self.0.to_str().unwrap()))
            .await
            .expect("open the database");
        let ai = Arc::new(AiBot::new(Level::Easy));
        // A small hint budget: a debug build thinks slowly.
        let desk = TableDesk::new(TableService::new(store.clone()).with_bot(ai), pictures)
            .with_hint_budget(manawell::ai::Budget::iterations(40));
        (store, Arc::new(desk))
    }
}

impl Drop for Db {
    fn drop(&mut self) {
        for end in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{end}", self.0.display()));
        }
    }
}

/// The renderer, recording for whom each picture was drawn.
pub(super) struct Recording {
    inner: Box<dyn Pictures>,
    drawn: Mutex<Vec<(Vec<u8>, Option<Seat>)>>,
}

impl Recording {
    pub(super) fn real() -> Arc<Recording> {
        Recording::over(Box::new(BoardPictures))
    }

    pub(super) fn over(inner: Box<dyn Pictures>) -> Arc<Recording> {
        Arc::new(Recording {
            inner,
            drawn: Mutex::default(),
        })
    }

    /// Who the picture `png` was drawn for; `None` if it was never drawn here.
    pub(super) fn drawn_for(&self, png: &[u8]) -> Option<Vec<Option<Seat>>> {
        let drawn = self.drawn.lock().unwrap();
        let viewers: Vec<Option<Seat>> = drawn
            .iter()
            .filter(|(bytes, _)| bytes == png)
            .map(|(_, viewer)| *viewer)
            .collect();
        (!viewers.is_empty()).then_some(viewers)
    }
}

impl BoardRenderer for Recording {
    fn board_png(
        &self,
        game: &dyn AnyGame,
        viewer: Option<Seat>,
        names: &[String],
        lang: manawell::i18n::Lang,
    ) -> Result<Vec<u8>, String> {
        let png = self.inner.board_png(game, viewer, names, lang)?;
        self.drawn.lock().unwrap().push((png.clone(), viewer));
        Ok(png)
    }
}

impl Pictures for Recording {
    fn move_png(
        &self,
        before: &dyn AnyGame,
        notation: &str,
        viewer: Option<Seat>,
        names: &[String],
        lang: manawell::i18n::Lang,
        preview: bool,
    ) -> Result<Option<Vec<u8>>, String> {
        let png = self
            .inner
            .move_png(before, notation, viewer, names, lang, preview)?;
        Ok(self.record(png, viewer))
    }

    fn resigned_png(
        &self,
        game: &dyn AnyGame,
        seat: Seat,
        forfeit: bool,
        viewer: Option<Seat>,
        names: &[String],
        lang: manawell::i18n::Lang,
    ) -> Result<Option<Vec<u8>>, String> {
        let png = self
            .inner
            .resigned_png(game, seat, forfeit, viewer, names, lang)?;
        Ok(self.record(png, viewer))
    }
}

impl Recording {
    fn record(&self, png: Option<Vec<u8>>, viewer: Option<Seat>) -> Option<Vec<u8>> {
        if let Some(png) = &png {
            self.drawn.lock().unwrap().push((png.clone(), viewer));
        }
        png
    }
}

/// Every picture posted in a channel (not an interaction answer) was drawn for nobody.
pub(super) fn public_pictures_show_no_hand(fake: &FakeDiscord, pictures: &Recording) {
    let mut seen = 0;
    for request in fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.starts_with("/channels/"))
    {
        for (_, _, png) in &request.files {
            let viewers = pictures
                .drawn_for(png)
                .expect("a picture from the renderer");
            // The same bytes as a picture for nobody show nothing more (solo has no hand:
            // its seat's picture is the public one).
            assert!(
                viewers.contains(&None),
                "a public picture drawn only for a seat: {viewers:?}"
            );
            seen += 1;
        }
    }
    assert!(seen > 0, "public boards were posted");
    for text in fake.public_texts() {
        assert!(!text.contains("Your hand"), "a hand in public: {text}");
    }
}

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
            let (kind, data) = response(&callback);
            assert_eq!(kind, 7, "panel steps update the panel: {data}");
            panel = fake.message(panel_id).expect("the panel");
        } else if let Some((confirm, _)) =
            find(&panel, "confirm").or_else(|| find(&panel, "remove"))
        {
            let callback = players.click(mover, place, &panel, &confirm, &[]).await;
            assert_eq!(response(&callback).0, 7, "the panel says what was played");
            return;
        } else {
            panic!("a panel with nothing to do: {panel}");
        }
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
) -> (Bot, Store, Arc<TableDesk>) {
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
