//! The store: every table, seat and move in SQLite, so that a game outlives restarts.
//!
//! It knows rows, not rules: states and moves are JSON text written by the table service.
//! Every write that depends on what was read names the version it read
//! (`WHERE version = ?`), so two writers can never both win.

pub mod announcements;
pub mod clocks;
pub mod config;
pub mod deadlines;
pub mod error;
pub mod moderation;
pub mod moves;
pub mod ratings;
pub mod rematches;
pub mod rows;
pub mod servers;
pub mod tables;
pub mod takebacks;
pub mod users;

pub use announcements::Behind;
pub use config::StoreConfig;
pub use error::StoreError;
pub use moves::{Commit, NewMove};
pub use ratings::{RatedSide, RatingRow};
pub use rematches::{NewRematch, RematchClick};
pub use rows::{MoveRow, SeatRow, Status, TableRow, UserGameRow};
pub use tables::{NewSeat, NewTable, StartSeat};
pub use takebacks::TakebackRow;

use sqlx::SqlitePool;

/// The handle on the database. Cheap to clone (the pool is shared).
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
}

impl Store {
    /// Opens (creating it if needed) the database of `config` and runs the migrations.
    pub async fn open(config: &StoreConfig) -> Result<Store, StoreError> {
        let pool = config.connect().await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        Ok(Store { pool })
    }

    pub fn pool(&self) -> &SqlitePool {
        &self.pool
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
