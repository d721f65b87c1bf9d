//! Where the database lives and how connections are set up.

use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};

use super::{Pool, StoreError};

/// The default database: a file in the working directory, created on first start.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://manawell.db";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreConfig {
    /// `sqlite://path/to/file.db` (or a bare path), or `postgres://user@host/db`.
    pub url: String,
    /// How long a writer waits for another one before giving up. Writers are serialised
    /// by SQLite (PostgreSQL: by row; its `lock_timeout`); a few seconds covers any real
    /// burst of clicks.
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
    /// The default settings for the database at `url`: a `postgres://` (or
    /// `postgresql://`) URL is PostgreSQL; `sqlite:` or a bare file path is SQLite.
    pub fn at(url: &str) -> StoreConfig {
        let url = if url.starts_with("sqlite:") || is_postgres(url) {
            url.to_string()
        } else {
            format!("sqlite://{url}")
        };
        StoreConfig {
            url,
            ..StoreConfig::default()
        }
    }

    /// Whether this is a PostgreSQL database.
    pub fn is_postgres(&self) -> bool {
        is_postgres(&self.url)
    }

    pub(crate) async fn connect(&self) -> Result<Pool, StoreError> {
        if self.is_postgres() {
            let timeout = format!("{}ms", self.busy_timeout.as_millis());
            let options = PgConnectOptions::from_str(&self.url)?
                .options([("lock_timeout", timeout.as_str())]);
            let pool = PgPoolOptions::new()
                .max_connections(self.max_connections)
                .connect_with(options)
                .await?;
            return Ok(Pool::Postgres(pool));
        }
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
        Ok(Pool::Sqlite(pool))
    }
}

fn is_postgres(url: &str) -> bool {
    url.starts_with("postgres://") || url.starts_with("postgresql://")
}

#[cfg(test)]
mod tests {
    use super::StoreConfig;

    #[test]
    fn the_url_chooses_the_database() {
        assert!(StoreConfig::at("postgres://u@h/db").is_postgres());
        assert!(StoreConfig::at("postgresql://u@h/db").is_postgres());
        assert_eq!(
            StoreConfig::at("postgres://u@h/db").url,
            "postgres://u@h/db"
        );
        let file = StoreConfig::at("games/m.db");
        assert!(!file.is_postgres());
        assert_eq!(file.url, "sqlite://games/m.db");
        assert_eq!(StoreConfig::at("sqlite://x.db").url, "sqlite://x.db");
        assert!(!StoreConfig::default().is_postgres());
    }
}
