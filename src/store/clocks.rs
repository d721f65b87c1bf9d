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

/// The vacation of `?1` running at `?2`.
const RUNNING_VACATION: &str = "SELECT starts_at, ends_at FROM vacations \
     WHERE user_id = ?1 AND starts_at <= ?2 AND ends_at > ?2 ORDER BY starts_at DESC LIMIT 1";

/// The vacations of `?1` that overlap `[?2, ?3)`.
const VACATIONS_BETWEEN: &str = "SELECT starts_at, ends_at FROM vacations \
     WHERE user_id = ?1 AND ends_at > ?2 AND starts_at < ?3 ORDER BY starts_at";

/// Pushes the reminder and deadline of `?1`'s running games where they must act by `?2`
/// ms, none before `?3` (now).
fn shift_clocks_sql() -> String {
    let waits = super::waiting::holds(super::waiting::LIST, "s.seat");
    format!(
        "UPDATE tables \
         SET remind_at = CASE WHEN remind_at + ?2 < ?3 THEN ?3 ELSE remind_at + ?2 END, \
         deadline_at = CASE WHEN deadline_at + ?2 < ?3 THEN ?3 ELSE deadline_at + ?2 END \
         WHERE status = 'running' AND id IN ( \
           SELECT t.id FROM tables t JOIN seats s ON s.table_id = t.id AND {waits} \
           WHERE s.user_id = ?1)"
    )
}

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
        sqlx::query(&d.sql(&shift_clocks_sql()))
            .bind(user)
            .bind(ms)
            .bind(now)
            .execute(pool)
            .await?;
        Ok(())
        })
    }

    /// Starts a vacation of `user` at `now`, in one transaction that holds `user`'s row
    /// (two at once are one after the other: the second sees the first): `decide` is
    /// given the vacation running at `now` and those begun after `since`, and answers
    /// the vacation to take, or why not. Taken, it is written and the clocks of `user`'s
    /// running games are pushed by its length.
    pub async fn take_vacation<R>(
        &self,
        user: &str,
        now: i64,
        since: i64,
        decide: impl Fn(Option<Vacation>, &[Vacation]) -> Result<Vacation, R>,
    ) -> Result<Result<Vacation, R>, StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        // A write first: SQLite's write lock, PostgreSQL's lock of this user's row.
        sqlx::query(&d.sql("INSERT INTO user_settings (user_id) VALUES (?1) \
             ON CONFLICT (user_id) DO UPDATE SET dm_pings = user_settings.dm_pings"))
            .bind(user)
            .execute(&mut *tx)
            .await?;
        let running: Option<Vacation> = sqlx::query_as(&d.sql(RUNNING_VACATION))
            .bind(user)
            .bind(now)
            .fetch_optional(&mut *tx)
            .await?;
        let taken: Vec<Vacation> = sqlx::query_as(&d.sql(VACATIONS_BETWEEN))
            .bind(user)
            .bind(since)
            .bind(now + 1)
            .fetch_all(&mut *tx)
            .await?;
        let vacation = match decide(running, &taken) {
            Ok(vacation) => vacation,
            Err(refusal) => return Ok(Err(refusal)),
        };
        sqlx::query(&d.sql("INSERT INTO vacations (user_id, starts_at, ends_at) VALUES (?, ?, ?)"))
            .bind(user)
            .bind(vacation.starts_at)
            .bind(vacation.ends_at)
            .execute(&mut *tx)
            .await?;
        sqlx::query(&d.sql(&shift_clocks_sql()))
            .bind(user)
            .bind(vacation.ends_at - vacation.starts_at)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Ok(vacation))
        })
    }

    /// The vacation of `user` running at `now`, if any.
    pub async fn vacation_at(&self, user: &str, now: i64) -> Result<Option<Vacation>, StoreError> {
        with_pool!(self, pool, d => {
        let row = sqlx::query_as(
            &d.sql(RUNNING_VACATION)
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
            &d.sql(VACATIONS_BETWEEN)
        )
        .bind(user)
        .bind(from)
        .bind(to)
        .fetch_all(pool)
        .await?;
        Ok(rows)
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
