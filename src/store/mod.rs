//! The store: every table, seat and move in SQLite or PostgreSQL (`backend`), so that a
//! game outlives restarts.
//!
//! It knows rows, not rules: states and moves are JSON text written by the table service.
//! Every write that depends on what was read names the version it read
//! (`WHERE version = ?`), so two writers can never both win. A transaction that reads
//! before it decides takes the table's lock first ([`LOCK_TABLE`]): SQLite's write lock,
//! PostgreSQL's row lock, so that its reads see every write committed before.

pub mod announcements;
pub mod backend;
pub mod claims;
pub mod clocks;
pub mod config;
pub mod deadlines;
pub mod error;
pub mod moderation;
pub mod moves;
pub mod ratings;
pub mod rematches;
pub mod replays;
pub mod rows;
pub mod servers;
pub mod sweeps;
pub mod tables;
pub mod takebacks;
pub mod tournament_rounds;
pub mod tournaments;
pub mod users;
pub mod waiting;
pub mod web_links;

pub use announcements::Behind;
pub use backend::{Dialect, Pool};
pub use config::StoreConfig;
pub use error::StoreError;
pub use moves::{Commit, NewMove};
pub use ratings::{RatedSide, RatingRow};
pub use rematches::{NewRematch, RematchClick};
pub use rows::{MoveRow, SeatRow, Status, TableRow, UserGameRow};
pub use tables::{NewSeat, NewTable, StartSeat};
pub use takebacks::TakebackRow;
pub use tournaments::{
    EntrantRow, Entry, NewTournament, NewTournamentGame, TournamentGameRow, TournamentRow,
};
pub use web_links::WebLink;

use backend::with_pool;

/// Takes the lock on table `?1` for the rest of the transaction, before anything is read:
/// a write, so SQLite takes its write lock at once (no read-then-upgrade race) and
/// PostgreSQL locks the row (concurrent transactions on that table wait their turn).
pub(crate) const LOCK_TABLE: &str = "UPDATE tables SET version = version WHERE id = ?1";

/// The handle on the database. Cheap to clone (the pool is shared).
#[derive(Clone, Debug)]
pub struct Store {
    pool: Pool,
    /// Every new version written through this handle (or its clones): what an open web
    /// board waits on, instead of reading the database again and again.
    changes: tokio::sync::broadcast::Sender<Change>,
}

/// A game reached a new version: a move, a take-back, a resignation, its start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Change {
    pub table: i64,
    pub version: i64,
}

/// How many changes a slow listener may fall behind before it is told it missed some.
const CHANGES_KEPT: usize = 256;

impl Store {
    /// Opens (creating it if needed) the database of `config` and runs its backend's
    /// migrations (`migrations/` for SQLite, `migrations_postgres/` for PostgreSQL;
    /// PostgreSQL's are run under a lock, so processes starting together are safe).
    pub async fn open(config: &StoreConfig) -> Result<Store, StoreError> {
        let pool = config.connect().await?;
        match &pool {
            Pool::Sqlite(p) => sqlx::migrate!("./migrations").run(p).await?,
            Pool::Postgres(p) => sqlx::migrate!("./migrations_postgres").run(p).await?,
        }
        let (changes, _) = tokio::sync::broadcast::channel(CHANGES_KEPT);
        Ok(Store { pool, changes })
    }

    /// The new versions written from now on, in this process ([`Change`]).
    pub fn changes(&self) -> tokio::sync::broadcast::Receiver<Change> {
        self.changes.subscribe()
    }

    /// Tells the listeners of [`Store::changes`] that `table` is at `version` (nobody
    /// listening is no failure).
    pub(crate) fn changed(&self, table: i64, version: i64) {
        let _ = self.changes.send(Change { table, version });
    }

    pub fn pool(&self) -> &Pool {
        &self.pool
    }

    pub fn dialect(&self) -> Dialect {
        self.pool.dialect()
    }

    /// Runs one statement without parameters, in the portable dialect (for tests and
    /// maintenance); returns the rows it changed.
    pub async fn execute_sql(&self, sql: &str) -> Result<u64, StoreError> {
        let done = with_pool!(self, pool, d => sqlx::query(&d.sql(sql))
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done)
    }

    /// Closes every connection (waits for those in use).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// Milliseconds since the Unix epoch, the unit of every time in the store.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

#[cfg(test)]
mod tests {
    /// The migration names of a folder, in order.
    fn names(folder: &str) -> Vec<String> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".sql"))
            .collect();
        names.sort();
        names
    }

    #[test]
    fn both_databases_have_the_same_migrations() {
        let sqlite = names("migrations");
        assert!(sqlite.len() >= 7, "{sqlite:?}");
        assert_eq!(sqlite, names("migrations_postgres"));
    }
}
