//! Per-user settings, and finding a table by where it is played.

use super::backend::with_pool;
use super::{Store, StoreError};

impl Store {
    /// Whether `user` wants a direct message when it is their turn.
    pub async fn set_dm_pings(&self, user: &str, on: bool) -> Result<(), StoreError> {
        with_pool!(self, pool, d => {
        sqlx::query(
            &d.sql("INSERT INTO user_settings (user_id, dm_pings) VALUES (?1, ?2) \
             ON CONFLICT (user_id) DO UPDATE SET dm_pings = ?2",)
        )
        .bind(user)
        .bind(on)
        .execute(pool)
        .await?;
        Ok(())
        })
    }

    /// `false` for a user who never said.
    pub async fn dm_pings(&self, user: &str) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let on: Option<bool> =
            sqlx::query_scalar(&d.sql("SELECT dm_pings FROM user_settings WHERE user_id = ?"))
                .bind(user)
                .fetch_optional(pool)
                .await?;
        Ok(on.unwrap_or(false))
        })
    }

    /// The table played at `thread` (`place.thread`) of front end `frontend`: the running
    /// one, else the most recently finished one.
    pub async fn table_in_thread(
        &self,
        frontend: &str,
        thread: &str,
    ) -> Result<Option<i64>, StoreError> {
        with_pool!(self, pool, d => {
        let id = sqlx::query_scalar(
            &d.sql("SELECT id FROM tables \
             WHERE json_extract(place, '$.thread') = ?1 \
               AND json_extract(place, '$.frontend') = ?2 \
               AND status IN ('running', 'finished') \
             ORDER BY status = 'running' DESC, id DESC LIMIT 1",)
        )
        .bind(thread)
        .bind(frontend)
        .fetch_optional(pool)
        .await?;
        Ok(id)
        })
    }
}
