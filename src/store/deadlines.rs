//! Due reminders and deadlines. They live in the tables' rows, so a restart loses none:
//! whatever fell due while the bot was down is found by the next sweep.

use super::backend::with_pool;
use super::{Store, StoreError};

/// A table with something due, at the version it is due for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Due {
    pub table_id: i64,
    pub version: i64,
    pub remind_at: Option<i64>,
    pub deadline_at: Option<i64>,
}

impl Store {
    /// Running tables whose reminder or deadline is at or before `now`. A game whose turn
    /// could not be posted (paused, or its post failing) waits: nobody was told to move.
    pub async fn due(&self, now: i64, limit: i64) -> Result<Vec<Due>, StoreError> {
        with_pool!(self, pool, d => {
        let rows = sqlx::query_as(
            &d.sql("SELECT id AS table_id, version, remind_at, deadline_at FROM tables \
             WHERE status = 'running' AND (remind_at <= ?1 OR deadline_at <= ?1) \
               AND paused_at IS NULL AND announce_failures = 0 \
             ORDER BY COALESCE(LEAST(remind_at, deadline_at), remind_at, deadline_at) LIMIT ?2",)
        )
        .bind(now)
        .bind(limit)
        .fetch_all(pool)
        .await?;
        Ok(rows)
        })
    }

    /// Marks the reminder of `version`, due at `now`, as sent. `Ok(false)`: already sent,
    /// or the game moved on; either way nobody should be reminded now. A game without a
    /// deadline nudges again a few days later.
    pub async fn take_reminder(
        &self,
        table: i64,
        version: i64,
        now: i64,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let done = sqlx::query(
            &d.sql("UPDATE tables SET remind_at = CASE WHEN deadline_at IS NULL \
               AND COALESCE(move_deadline_secs, 0) <= 0 AND seats_wanted > 1 THEN ?3 + ?4 END \
             WHERE id = ?1 AND version = ?2 AND remind_at <= ?3 AND status = 'running'",)
        )
        .bind(table)
        .bind(version)
        .bind(now)
        .bind(super::clocks::NEXT_NUDGE_MS)
        .execute(pool)
        .await?;
        Ok(done.rows_affected() == 1)
        })
    }

    /// The reminder of `table` at `version` could not be posted: it falls due again at
    /// `at` (unless the game moved on, or its next reminder comes sooner).
    pub async fn remind_again(
        &self,
        table: i64,
        version: i64,
        at: i64,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let done = sqlx::query(
            &d.sql("UPDATE tables SET remind_at = ?3 \
             WHERE id = ?1 AND version = ?2 AND status = 'running' \
               AND (remind_at IS NULL OR remind_at > ?3)",)
        )
        .bind(table)
        .bind(version)
        .bind(at)
        .execute(pool)
        .await?;
        Ok(done.rows_affected() == 1)
        })
    }

    /// The next time anything falls due, to sleep until then.
    pub async fn next_due(&self) -> Result<Option<i64>, StoreError> {
        with_pool!(self, pool, d => {
        let next: Option<i64> = sqlx::query_scalar(
            &d.sql(super::sweeps::NEXT_DUE)
        )
        .fetch_one(pool)
        .await?;
        Ok(next)
        })
    }
}

impl Store {
    /// Drops whatever is due for a table (one whose row cannot be read), so that it does
    /// not come back at every sweep and crowd out the others.
    pub async fn clear_due(&self, table: i64) -> Result<(), StoreError> {
        with_pool!(self, pool, d => {
        sqlx::query(&d.sql("UPDATE tables SET remind_at = NULL, deadline_at = NULL WHERE id = ?"))
            .bind(table)
            .execute(pool)
            .await?;
        Ok(())
        })
    }
}
