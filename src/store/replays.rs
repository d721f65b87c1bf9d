//! Kept replay animations: a finished game's GIF, encoded once.

use super::backend::with_pool;
use super::{Store, StoreError};

impl Store {
    /// The animation kept for `table` at `version`, if one was.
    pub async fn kept_replay(
        &self,
        table: i64,
        version: i64,
    ) -> Result<Option<Vec<u8>>, StoreError> {
        with_pool!(self, pool, d => {
            let gif: Option<Vec<u8>> = sqlx::query_scalar(&d.sql(
                "SELECT gif FROM kept_replays WHERE table_id = ? AND version = ?",
            ))
            .bind(table)
            .bind(version)
            .fetch_optional(pool)
            .await?;
            Ok(gif)
        })
    }

    /// Keeps `gif` as the animation of `table` at `version` (in place of any other).
    pub async fn keep_replay(
        &self,
        table: i64,
        version: i64,
        gif: &[u8],
    ) -> Result<(), StoreError> {
        with_pool!(self, pool, d => {
            sqlx::query(&d.sql(
                "INSERT INTO kept_replays (table_id, version, gif) VALUES (?, ?, ?) \
                 ON CONFLICT (table_id) DO UPDATE SET version = excluded.version, gif = excluded.gif",
            ))
            .bind(table)
            .bind(version)
            .bind(gif)
            .execute(pool)
            .await?;
            Ok(())
        })
    }
}
