//! Helpers shared by the store and table tests: throwaway databases and quick games.
#![allow(dead_code)]

pub mod stored_games;

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use manawell::engines::rivality::Options;
use manawell::store::{Store, StoreConfig};
use manawell::table::{GameOptions, Place, TableId, TableService, TableSpec, User, UserId};

/// The PostgreSQL server the store tests also run on, when set (a URL).
pub const POSTGRES_VAR: &str = "MANAWELL_TEST_POSTGRES";

/// A fresh database (removed by `Db::drop`): a file under the system temp dir, or, when
/// `MANAWELL_TEST_POSTGRES` names a server, a schema of its own there.
pub struct Db {
    pub dir: PathBuf,
    pub path: PathBuf,
    /// The server and the schema of this test, on PostgreSQL.
    pub postgres: Option<(String, String)>,
}

impl Db {
    pub fn new(name: &str) -> Db {
        static N: AtomicU64 = AtomicU64::new(0);
        let n = N.fetch_add(1, Ordering::SeqCst);
        let dir =
            std::env::temp_dir().join(format!("manawell-test-{}-{n}-{name}", std::process::id(),));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("test.db");
        let postgres = postgres_server().map(|server| {
            let tag: String = name
                .chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() {
                        c.to_ascii_lowercase()
                    } else {
                        '_'
                    }
                })
                .collect();
            let schema = format!("t{}_{n}_{tag}", std::process::id());
            on_server(&server, format!("CREATE SCHEMA {schema}"));
            (server, schema)
        });
        Db {
            dir,
            path,
            postgres,
        }
    }

    pub fn is_postgres(&self) -> bool {
        self.postgres.is_some()
    }

    /// The database's URL, as `DATABASE_URL` would give it.
    pub fn url(&self) -> String {
        match &self.postgres {
            Some((server, schema)) => {
                let join = if server.contains('?') { '&' } else { '?' };
                format!("{server}{join}options=-c%20search_path%3D{schema}")
            }
            None => self.path.to_str().unwrap().to_string(),
        }
    }

    pub fn config(&self) -> StoreConfig {
        StoreConfig::at(&self.url())
    }

    pub async fn store(&self) -> Store {
        Store::open(&self.config()).await.unwrap()
    }

    pub async fn service(&self) -> TableService {
        TableService::new(self.store().await)
    }
}

impl Drop for Db {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
        if let Some((server, schema)) = &self.postgres {
            // Not waited for: a transaction the test dropped is rolled back by its pool's
            // task, which cannot run while this thread waits (the test's runtime has one
            // thread). A schema left when the process exits first is harmless.
            let sql = format!("SET lock_timeout = '10s'; DROP SCHEMA IF EXISTS {schema} CASCADE");
            let server = server.clone();
            std::thread::spawn(move || on_server(&server, sql));
        }
    }
}

/// The PostgreSQL server of `MANAWELL_TEST_POSTGRES`, if set, for the store and table
/// tests (the `table` binary; the others keep their files); else says once, on the
/// terminal past the test harness's capture, that PostgreSQL is not tested.
pub fn postgres_server() -> Option<String> {
    if env!("CARGO_CRATE_NAME") != "table" {
        return None;
    }
    match std::env::var(POSTGRES_VAR) {
        Ok(url) if !url.trim().is_empty() => Some(url),
        _ => {
            say_skipped();
            None
        }
    }
}

fn say_skipped() {
    use std::io::Write;
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // Straight to the file descriptor: the harness captures `eprintln!` of tests.
        let _ = writeln!(
            std::io::stderr(),
            "skipped: no PostgreSQL (set {POSTGRES_VAR}): the store and table tests ran on SQLite only"
        );
    });
}

/// Runs one statement on the server, on a thread of its own (tests call this from
/// inside their runtime, and `Drop` cannot wait on a future).
fn on_server(server: &str, sql: String) {
    let server = server.to_string();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            use sqlx::Connection;
            let mut conn = sqlx::PgConnection::connect(&server).await.unwrap();
            sqlx::raw_sql(&sql).execute(&mut conn).await.unwrap();
            conn.close().await.unwrap();
        });
    })
    .join()
    .unwrap();
}

pub fn user(n: u32) -> User {
    User::new(
        format!("test:{n}"),
        ["Mira", "Tom", "Ada", "Bo"][n as usize % 4],
    )
}

pub fn rivality(players: u8) -> GameOptions {
    GameOptions::Rivality(Options {
        players,
        expert: false,
    })
}

/// A table of `players` players, seated in join order (user 0 plays first), started.
pub async fn started(svc: &TableService, players: u8, seed: u64, expert: bool) -> TableId {
    let mut spec = TableSpec::new(
        GameOptions::Rivality(Options { players, expert }),
        Place::channel("test", "g", "c"),
        user(0),
    );
    spec.seed = Some(seed);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    for n in 1..u32::from(players) {
        svc.join(id, &user(n)).await.unwrap();
    }
    id
}

/// The user to act and the move they will play: the `pick`-th legal move, wrapping.
pub async fn next_move(svc: &TableService, id: TableId, pick: usize) -> Option<(UserId, String)> {
    let (_, game) = svc.game(id).await.unwrap();
    let seat = game.to_act()?;
    let choices = game.choices(manawell::i18n::Lang::En);
    let choice = &choices[pick % choices.len()];
    Some((user(u32::from(seat)).id, choice.notation.clone()))
}

/// Plays up to `moves` moves (fewer if the game ends); returns how many were played.
pub async fn play(svc: &TableService, id: TableId, moves: usize, salt: usize) -> usize {
    for i in 0..moves {
        let Some((who, mv)) = next_move(svc, id, i.wrapping_mul(7919) ^ salt).await else {
            return i;
        };
        svc.submit(id, &who, &mv).await.unwrap();
    }
    moves
}

/// A clock the test moves by hand.
pub fn manual_clock(start: i64) -> (Arc<AtomicU64>, manawell::table::Clock) {
    let now = Arc::new(AtomicU64::new(start as u64));
    let read = now.clone();
    (now, Arc::new(move || read.load(Ordering::SeqCst) as i64))
}

/// Whether `text` names tile `tile` (`A1` but not inside `A10`).
pub fn names_tile(text: &str, tile: &str) -> bool {
    text.match_indices(tile).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + tile.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_alphanumeric())
            && !after.is_some_and(|c| c.is_ascii_alphanumeric())
    })
}
