//! The bot over the real table service, on a SQLite file of its own, connected to a
//! fresh fake Discord: the set-up and the closing checks every real-service test shares.

use std::sync::Arc;

use manawell::frontends::discord::desk::Desk;
use manawell::store::Store;

use super::fake_discord::{FakeDiscord, BOT_TOKEN};
use super::real::{public_pictures_show_no_hand, Db, Recording};
use super::{config, start_bot_with, Bot, WAIT};

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
        let fake = FakeDiscord::start().await;
        let db = Db::new(name);
        let (store, desk) = db.open(pictures.clone()).await;
        let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
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

    /// Stops the bot and closes the database, then checks that every request was one the
    /// fake knows and valid, and that no public picture shows a hand.
    pub(super) async fn finish(self) {
        self.bot.shut_down().await;
        self.store.close().await;
        self.fake.assert_no_problems();
        public_pictures_show_no_hand(&self.fake, &self.pictures);
    }

    /// As [`RealBot::finish`], for a scenario that posts no board.
    pub(super) async fn finish_without_boards(self) {
        self.bot.shut_down().await;
        self.store.close().await;
        self.fake.assert_no_problems();
    }
}
