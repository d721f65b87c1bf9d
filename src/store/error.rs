//! What can go wrong in the store. Texts never contain a state (it holds hidden hands).

use thiserror::Error;

#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// The game moved on since the version the write was computed from.
    #[error("the game moved on (expected version {expected})")]
    MovedOn { expected: i64 },
    #[error("no table {0}")]
    NoTable(i64),
    /// A row that cannot be read; only its table is affected.
    #[error("table {table} has a damaged row: {what}")]
    Corrupt { table: i64, what: String },
}
