//! The bot over the real table service, on a SQLite file of its own, connected to a
//! fresh fake Discord: the set-up and the closing checks every e2e test of a bot with
//! games shares.

use std::sync::Arc;

use manawell::frontends::discord::desk::Desk;
use manawell::store::Store;

use super::fake_discord::{FakeDiscord, BOT_TOKEN};
use super::real::{public_pictures_show_no_hand, Db, Recording};
use super::{config, start_bot_with, Bot, Config, WAIT};

pub(super) struct RealBot {
    pub(super) fake: FakeDiscord,
    pub(super) pictures: Arc<Recording>,
    pub(super) desk: Arc<Desk>,
    store: Store,
    bot: Bot,
    // Dropped last: removes the database file.
    _db: Db,
}

impl RealBot {
    /// A connected bot, ready for interactions; `name` names its database file.
    pub(super) async fn start(name: &str) -> RealBot {
        RealBot::start_drawing(name, Recording::real()).await
    }

    /// [`RealBot::start`] with these pictures.
    pub(super) async fn start_drawing(name: &str, pictures: Arc<Recording>) -> RealBot {
        RealBot::start_with(name, pictures, |config| config).await
    }

    /// [`RealBot::start`] with these pictures and the tests' configuration changed by
    /// `configure` (for instance every answer deferred).
    pub(super) async fn start_with(
        name: &str,
        pictures: Arc<Recording>,
        configure: impl FnOnce(Config) -> Config,
    ) -> RealBot {
        let fake = FakeDiscord::start().await;
        let db = Db::new(name);
        let (store, desk) = db.open(pictures.clone()).await;
        let bot = start_bot_with(configure(config(&fake, BOT_TOKEN)), desk.clone());
        fake.wait_ready(WAIT).await;
        RealBot {
            fake,
            pictures,
            desk,
            store,
            bot,
            _db: db,
        }
    }

    /// The bot stopped and started again on the same database and fake Discord, as a new
    /// process would be.
    pub(super) async fn restarted(self) -> RealBot {
        self.bot.shut_down().await;
        self.store.close().await;
        let (store, desk) = self._db.open(self.pictures.clone()).await;
        let bot = start_bot_with(config(&self.fake, BOT_TOKEN), desk.clone());
        self.fake.wait_ready(WAIT).await;
        RealBot {
            fake: self.fake,
            pictures: self.pictures,
            desk,
            store,
            bot,
            _db: self._db,
        }
    }

    /// Moves the table service's clock `ms` ahead: deadlines and reminders fall due.
    /// Wait [`RealBot::until_posted`] first: a post marked made after the move counts as
    /// late, and its clocks start again.
    pub(super) fn move_clock(&self, ms: i64) {
        self._db.move_clock(ms);
    }

    /// Waits until every version of every game is marked posted (the bot marks a post
    /// just after Discord took it).
    pub(super) async fn until_posted(&self) {
        let deadline = tokio::time::Instant::now() + WAIT;
        // Whatever the time of its next attempt: "discord" is the bot's front end.
        while !self
            .store
            .behind("discord", i64::MAX, 10)
            .await
            .unwrap()
            .is_empty()
        {
            assert!(
                tokio::time::Instant::now() < deadline,
                "posts left unmarked"
            );
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }

    /// Stops the bot (as SIGTERM does) and closes the database: the fake Discord, to look
    /// at what was sent.
    pub(super) async fn stop(self) -> FakeDiscord {
        self.bot.shut_down().await;
        self.store.close().await;
        self.fake
    }

    /// Stops the bot and closes the database, then checks that every request was one the
    /// fake knows and valid, and that no public picture shows a hand.
    pub(super) async fn finish(self) {
        let pictures = self.pictures.clone();
        let fake = self.stop().await;
        fake.assert_no_problems();
        public_pictures_show_no_hand(&fake, &pictures);
    }

    /// As [`RealBot::finish`], for a scenario that posts no board.
    pub(super) async fn finish_without_boards(self) {
        self.stop().await.assert_no_problems();
    }
}
