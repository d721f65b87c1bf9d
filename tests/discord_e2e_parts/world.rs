//! The real table service over a SQLite file of its own, with a clock the tests move,
//! and readers of what the fake Discord holds: shared by `durable.rs` and `clocks.rs`.

use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

use manawell::ai::Level;
use manawell::frontends::discord::desk::Desk;
use manawell::frontends::pictures::BoardPictures;
use manawell::store::{now_ms, Store, StoreConfig};
use manawell::table::{AiBot, BotPlayer, TableService};
use serde_json::Value;

use manawell::frontends::discord::desk::{NewTable, Player, TableView, WhenLate};
use manawell::store::announcements::MOVER_POSTS_WITHIN_MS;

use super::fake_discord::{payloads, FakeDiscord, FakeUser};
use super::WAIT;

/// A database file and a clock the test moves (milliseconds ahead of the real one).
pub(super) struct World {
    file: PathBuf,
    /// The server and a schema of this world's own, on PostgreSQL (instead of the file).
    postgres: Option<(String, String)>,
    pub(super) ahead: Arc<AtomicI64>,
}

impl World {
    pub(super) fn new(name: &str) -> World {
        let nanos = now_ms();
        let file = format!("manawell-durable-{name}-{}-{nanos}.db", std::process::id());
        World {
            file: std::env::temp_dir().join(file),
            postgres: None,
            ahead: Arc::default(),
        }
    }

    /// As [`World::new`], on the PostgreSQL server of `MANAWELL_TEST_POSTGRES` when it is
    /// set (a schema of its own, dropped with the world); else on a SQLite file.
    pub(super) async fn on_postgres_if_set(name: &str) -> World {
        let mut world = World::new(name);
        let Some(server) = std::env::var("MANAWELL_TEST_POSTGRES")
            .ok()
            .filter(|s| !s.trim().is_empty())
        else {
            return world;
        };
        let schema = format!(
            "e2e{}_{}_{}",
            std::process::id(),
            now_ms(),
            name.replace('-', "_")
        );
        use sqlx::Connection;
        let mut conn = sqlx::PgConnection::connect(&server).await.unwrap();
        sqlx::raw_sql(&format!("CREATE SCHEMA {schema}"))
            .execute(&mut conn)
            .await
            .unwrap();
        conn.close().await.unwrap();
        world.postgres = Some((server, schema));
        world
    }

    /// The database's URL, as `DATABASE_URL` would give it.
    pub(super) fn url(&self) -> String {
        match &self.postgres {
            Some((server, schema)) => {
                let join = if server.contains('?') { '&' } else { '?' };
                format!("{server}{join}options=-c%20search_path%3D{schema}")
            }
            None => self.file.to_str().unwrap().to_string(),
        }
    }

    /// The store and the desk over it; `ai`: with the AI to play the AI seats.
    pub(super) async fn open(&self, ai: bool) -> (Store, Arc<Desk>) {
        let bot: Option<Arc<dyn BotPlayer>> = ai.then(|| Arc::new(AiBot::new(Level::Easy)) as _);
        self.open_with(bot).await
    }

    /// As [`World::open`] without AI, drawing with `pictures`.
    pub(super) async fn open_drawing(
        &self,
        pictures: Arc<dyn manawell::frontends::pictures::Pictures>,
    ) -> (Store, Arc<Desk>) {
        let store = Store::open(&StoreConfig::at(&self.url()))
            .await
            .expect("open the database");
        let ahead = self.ahead.clone();
        let service = TableService::new(store.clone())
            .with_clock(Arc::new(move || now_ms() + ahead.load(Ordering::SeqCst)));
        (store, Arc::new(Desk::new(service, pictures)))
    }

    /// As [`World::open`], with `bot` playing the AI seats (on a pool of its own).
    pub(super) async fn open_with(&self, bot: Option<Arc<dyn BotPlayer>>) -> (Store, Arc<Desk>) {
        let store = Store::open(&StoreConfig::at(&self.url()))
            .await
            .expect("open the database");
        let ahead = self.ahead.clone();
        let mut service = TableService::new(store.clone())
            .with_clock(Arc::new(move || now_ms() + ahead.load(Ordering::SeqCst)));
        if let Some(bot) = bot {
            service = service.with_bot(bot);
        }
        let desk = Desk::new(service, Arc::new(BoardPictures));
        (store, Arc::new(desk))
    }

    pub(super) fn move_clock(&self, ms: i64) {
        self.ahead.fetch_add(ms, Ordering::SeqCst);
    }

    pub(super) fn now(&self) -> i64 {
        now_ms() + self.ahead.load(Ordering::SeqCst)
    }
}

impl Drop for World {
    fn drop(&mut self) {
        for end in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{end}", self.file.display()));
        }
        if let Some((server, schema)) = self.postgres.clone() {
            // On a thread of its own: `drop` cannot wait on a future.
            let _ = std::thread::spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .unwrap();
                runtime.block_on(async {
                    use sqlx::Connection;
                    if let Ok(mut conn) = sqlx::PgConnection::connect(&server).await {
                        let drop = format!("DROP SCHEMA IF EXISTS {schema} CASCADE");
                        let _ = sqlx::raw_sql(&drop).execute(&mut conn).await;
                    }
                });
            })
            .join();
        }
    }
}

impl World {
    /// A 2-player Rivality game of `creator` and `other` over `desk`, opened in the test
    /// server's channel and started, once the bot posted its first board in its new
    /// thread: the game as it started, and the thread.
    pub(super) async fn a_game_in_its_thread(
        &self,
        fake: &FakeDiscord,
        desk: &Desk,
        creator: &FakeUser,
        other: &FakeUser,
    ) -> (TableView, u64) {
        let new = two_players(creator, false, None);
        let lobby = desk.open(new).await.unwrap();
        let started = desk.join(lobby.table, player(other)).await.unwrap();
        self.move_clock(MOVER_POSTS_WITHIN_MS + 1);
        let (thread, _, _) = fake
            .wait(WAIT, "the game's thread", |f| f.threads().first().cloned())
            .await;
        fake.wait(WAIT, "the first board", |f| {
            posts_in(f, thread).first().cloned()
        })
        .await;
        (started, thread)
    }
}

/// The messages posted in `channel` (not interaction answers), oldest first.
pub(super) fn posts_in(fake: &FakeDiscord, channel: u64) -> Vec<Value> {
    let channel = channel.to_string();
    let mut posts: Vec<Value> = fake
        .messages()
        .into_iter()
        .filter(|m| m["channel_id"].as_str() == Some(channel.as_str()))
        .collect();
    posts.sort_by_key(|m| m["id"].as_str().and_then(|i| i.parse::<u64>().ok()));
    posts
}

/// Waits until the tables due before `at` number `count` (the bot marks a post made
/// just after Discord took it).
pub(super) async fn until_due(store: &Store, at: impl Fn() -> i64, count: usize) {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let due = store.due(at(), 10).await.unwrap().len();
        if due == count {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{due} tables due, not {count}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

/// `user` as the desk seats them.
pub(super) fn player(user: &FakeUser) -> Player {
    Player {
        id: user.id,
        name: user.name.clone(),
    }
}

/// A 2-player Rivality game opened by `creator` in the fake's channel.
pub(super) fn two_players(creator: &FakeUser, vs_ai: bool, deadline_secs: Option<u64>) -> NewTable {
    NewTable {
        creator: player(creator),
        options: manawell::table::kinds::GameOptions::Rivality(
            manawell::engines::rivality::Options {
                players: 2,
                expert: false,
            },
        ),
        deadline_secs,
        invited: Vec::new(),
        guild: Some(payloads::GUILD_ID),
        channel: payloads::CHANNEL_ID,
        vs_ai,
        when_late: WhenLate::Forfeit,
        hints: false,
    }
}
