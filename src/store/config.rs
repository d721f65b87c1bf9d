//! Where the database lives and how connections are set up.

use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::SqlitePool;

use super::StoreError;

/// The default database: a file in the working directory, created on first start.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://manawell.db";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreConfig {
    /// `sqlite://path/to/file.db` (or a bare path).
    pub url: String,
    /// How long a writer waits for another one before giving up. Writers are serialised
    /// by SQLite; a few seconds covers any real burst of clicks.
    pub busy_timeout: Duration,
    pub max_connections: u32,
}

impl Default for StoreConfig {
    fn default() -> StoreConfig {
        StoreConfig {
            url: DEFAULT_DATABASE_URL.to_string(),
            busy_timeout: Duration::from_secs(5),
            max_connections: 8,
        }
    }
}

impl StoreConfig {
    /// The default settings for the database at `url`; a bare file path is accepted.
    pub fn at(url: &str) -> StoreConfig {
        let url = if url.starts_with("sqlite:") {
            url.to_string()
        } else {
            format!("sqlite://{url}")
        };
        StoreConfig {
            url,
            ..StoreConfig::default()
        }
    }

    pub(crate) async fn connect(&self) -> Result<SqlitePool, StoreError> {
        let options = SqliteConnectOptions::from_str(&self.url)?
            .create_if_missing(true)
            // WAL: readers never block the writer, and a crash mid-write loses nothing
            // that was committed.
            .journal_mode(SqliteJournalMode::Wal)
            // NORMAL is durable in WAL mode except for the last commits on power loss,
            // never corrupting; FULL would fsync on every move for little gain.
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(self.busy_timeout)
            .foreign_keys(true);
        let pool = SqlitePoolOptions::new()
            .max_connections(self.max_connections)
            .connect_with(options)
            .await?;
        Ok(pool)
    }
}
