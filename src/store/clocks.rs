//! Fair clocks: the bot's heartbeat (time it was down is given back to every player to
//! move) and vacations (a player's clocks stop while one runs).

use super::backend::with_pool;
use super::{Store, StoreError};

/// A game without a deadline nudges its player to move after this long...
pub const FIRST_NUDGE_MS: i64 = 24 * 3_600_000;
/// ...then again every this long.
pub const NEXT_NUDGE_MS: i64 = 3 * 24 * 3_600_000;

/// Moves every running clock on by `?1` ms; games whose turn is not announced yet are
/// left out (the announcement gives them their time back).
pub(crate) const GIVE_TIME_BACK: &str =
    "UPDATE tables SET remind_at = remind_at + ?1, deadline_at = deadline_at + ?1 \
     WHERE status = 'running' AND announced_version >= version AND paused_at IS NULL \
       AND (remind_at IS NOT NULL OR deadline_at IS NOT NULL)";

/// A vacation on record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Vacation {
    pub starts_at: i64,
    pub ends_at: i64,
}

impl Store {
    /// Records that the bot is up at `now`; returns the previous heartbeat.
    pub async fn heartbeat(&self, now: i64) -> Result<Option<i64>, StoreError> {
        with_pool!(self, pool, d => {
        // One writer (the bot's background task): no need for a transaction.
        let last: Option<i64> = sqlx::query_scalar(&d.sql("SELECT at FROM heartbeat WHERE id = 1"))
            .fetch_optional(pool)
            .await?;
        sqlx::query(
            &d.sql("INSERT INTO heartbeat (id, at) VALUES (1, ?1) \
             ON CONFLICT (id) DO UPDATE SET at = GREATEST(heartbeat.at, ?1)",)
        )
        .bind(now)
        .execute(pool)
        .await?;
        Ok(last)
        })
    }

    /// Moves every running clock on by `ms` (the time the bot was down). Games whose turn
    /// is not announced yet are left out: the announcement gives them their time back.
    pub async fn give_time_back(&self, ms: i64) -> Result<u64, StoreError> {
        with_pool!(self, pool, d => {
        let done = sqlx::query(&d.sql(GIVE_TIME_BACK))
        .bind(ms)
        .execute(pool)
        .await?;
        Ok(done.rows_affected())
        })
    }

    /// Moves the clocks of the running games where `user` is to act (alone, or with others
    /// at a step of simultaneous moves) on by `ms` (negative: back, never before `now`).
    pub async fn shift_clocks_of(&self, user: &str, ms: i64, now: i64) -> Result<(), StoreError> {
        with_pool!(self, pool, d => {
        let waits = super::waiting::holds(super::waiting::LIST, "s.seat");
        sqlx::query(
            &d.sql(&format!("UPDATE tables \
               SET remind_at = CASE WHEN remind_at + ?2 < ?3 THEN ?3 ELSE remind_at + ?2 END, \
               deadline_at = CASE WHEN deadline_at + ?2 < ?3 THEN ?3 ELSE deadline_at + ?2 END \
             WHERE status = 'running' AND id IN ( \
               SELECT t.id FROM tables t JOIN seats s ON s.table_id = t.id AND {waits} \
               WHERE s.user_id = ?1)"))
        )
        .bind(user)
        .bind(ms)
        .bind(now)
        .execute(pool)
        .await?;
        Ok(())
        })
    }

    /// The vacation of `user` running at `now`, if any.
    pub async fn vacation_at(&self, user: &str, now: i64) -> Result<Option<Vacation>, StoreError> {
        with_pool!(self, pool, d => {
        let row = sqlx::query_as(
            &d.sql("SELECT starts_at, ends_at FROM vacations \
             WHERE user_id = ?1 AND starts_at <= ?2 AND ends_at > ?2 \
             ORDER BY starts_at DESC LIMIT 1",)
        )
        .bind(user)
        .bind(now)
        .fetch_optional(pool)
        .await?;
        Ok(row)
        })
    }

    /// The vacations of `user` that overlap `[from, to)`.
    pub async fn vacations_between(
        &self,
        user: &str,
        from: i64,
        to: i64,
    ) -> Result<Vec<Vacation>, StoreError> {
        with_pool!(self, pool, d => {
        let rows = sqlx::query_as(
            &d.sql("SELECT starts_at, ends_at FROM vacations \
             WHERE user_id = ?1 AND ends_at > ?2 AND starts_at < ?3 ORDER BY starts_at",)
        )
        .bind(user)
        .bind(from)
        .bind(to)
        .fetch_all(pool)
        .await?;
        Ok(rows)
        })
    }

    pub async fn add_vacation(&self, user: &str, v: Vacation) -> Result<(), StoreError> {
        with_pool!(self, pool, d => {
        sqlx::query(&d.sql("INSERT INTO vacations (user_id, starts_at, ends_at) VALUES (?, ?, ?)"))
            .bind(user)
            .bind(v.starts_at)
            .bind(v.ends_at)
            .execute(pool)
            .await?;
        Ok(())
        })
    }

    /// Ends the vacation that started at `starts_at` at `now`.
    pub async fn end_vacation(
        &self,
        user: &str,
        starts_at: i64,
        now: i64,
    ) -> Result<(), StoreError> {
        with_pool!(self, pool, d => {
        sqlx::query(
            &d.sql("UPDATE vacations SET ends_at = GREATEST(?3, starts_at) \
             WHERE user_id = ?1 AND starts_at = ?2",)
        )
        .bind(user)
        .bind(starts_at)
        .bind(now)
        .execute(pool)
        .await?;
        Ok(())
        })
    }
}
