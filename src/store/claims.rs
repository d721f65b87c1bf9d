//! Background work done once across processes: a process claims a table's due work (its
//! reminder, its deadline, its AI seat's move) with a lease, `claimed_by` until
//! `claimed_until`, does it, then lets go. Another process skips a table under a lease;
//! once the lease runs out (its holder died mid-task) anyone may take the work over, and
//! the versioned writes make sure a task finished just before is not done again.
//!
//! Claiming is one statement: PostgreSQL picks the rows `FOR UPDATE SKIP LOCKED` (two
//! processes claiming at once take different tables, and neither waits on a table a
//! move holds); SQLite has one writer at a time, so the same statement is atomic there.

use super::backend::with_pool;
use super::deadlines::Due;
use super::{Store, StoreError};

impl Store {
    /// Claims, for `worker` until `until`, the running tables whose reminder or deadline is
    /// due at `now` and that nobody holds (at most `limit`), and returns them. A game
    /// whose turn could not be posted (paused, or its post failing) waits, as in
    /// [`Store::due`].
    pub async fn claim_due(
        &self,
        worker: &str,
        now: i64,
        until: i64,
        limit: i64,
    ) -> Result<Vec<Due>, StoreError> {
        with_pool!(self, pool, d => {
        let mut rows: Vec<Due> = sqlx::query_as(&d.sql(&super::sweeps::claim_due()))
        .bind(worker)
        .bind(now)
        .bind(until)
        .bind(limit)
        .fetch_all(pool)
        .await?;
        // RETURNING keeps no order: the most overdue first.
        rows.sort_by_key(|r| {
            (
                r.remind_at.into_iter().chain(r.deadline_at).min(),
                r.table_id,
            )
        });
        Ok(rows)
        })
    }

    /// Claims, for `worker` until `until`, the running tables of `frontend` where an AI
    /// seat is to act (one of several, at a step of simultaneous moves), unchanged since
    /// `before` (a move being made now plays its AI answer itself) and that nobody holds
    /// at `now`; at most `limit`.
    pub async fn claim_ai_to_act(
        &self,
        frontend: &str,
        worker: &str,
        (before, now, until): (i64, i64, i64),
        limit: i64,
    ) -> Result<Vec<i64>, StoreError> {
        with_pool!(self, pool, d => {
        let mut ids: Vec<i64> = sqlx::query_scalar(&d.sql(&super::sweeps::claim_ai_to_act()))
        .bind(worker)
        .bind(now)
        .bind(until)
        .bind(limit)
        .bind(before)
        .bind(frontend)
        .fetch_all(pool)
        .await?;
        ids.sort_unstable();
        Ok(ids)
        })
    }

    /// `worker` is done with `table`'s background work: its lease ends now. Nothing if
    /// the lease ran out and another process holds it.
    pub async fn release_claim(&self, table: i64, worker: &str) -> Result<(), StoreError> {
        with_pool!(self, pool, d => {
        sqlx::query(&d.sql(
            "UPDATE tables SET claimed_by = NULL, claimed_until = NULL \
             WHERE id = ?1 AND claimed_by = ?2",
        ))
        .bind(table)
        .bind(worker)
        .execute(pool)
        .await?;
        Ok(())
        })
    }

    /// Who holds `table`'s background work, and until when (tests, diagnostics).
    pub async fn claim_of(&self, table: i64) -> Result<Option<(String, i64)>, StoreError> {
        with_pool!(self, pool, d => {
        let row: Option<(Option<String>, Option<i64>)> = sqlx::query_as(&d.sql(
            "SELECT claimed_by, claimed_until FROM tables WHERE id = ?1",
        ))
        .bind(table)
        .fetch_optional(pool)
        .await?;
        Ok(row.and_then(|(by, until)| by.zip(until)))
        })
    }

    /// At start-up: the heartbeat is brought to `now` and, if the last one is more than
    /// `down_after` old (every process was down), that time is given back to the running
    /// clocks, in one transaction under the heartbeat's lock: processes starting together
    /// give it back once. Returns the time given back (ms) and the games it went to.
    pub async fn resume_clocks(
        &self,
        now: i64,
        down_after: i64,
    ) -> Result<Option<(i64, u64)>, StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        // The write first: SQLite's write lock, PostgreSQL's row lock, before the read.
        sqlx::query(&d.sql("UPDATE heartbeat SET at = at WHERE id = 1"))
            .execute(&mut *tx)
            .await?;
        let last: Option<i64> = sqlx::query_scalar(&d.sql("SELECT at FROM heartbeat WHERE id = 1"))
            .fetch_optional(&mut *tx)
            .await?;
        sqlx::query(&d.sql(
            "INSERT INTO heartbeat (id, at) VALUES (1, ?1) \
             ON CONFLICT (id) DO UPDATE SET at = GREATEST(heartbeat.at, ?1)",
        ))
        .bind(now)
        .execute(&mut *tx)
        .await?;
        let given = match last {
            Some(last) if now - last > down_after => {
                let down = now - last;
                let games = sqlx::query(&d.sql(super::clocks::GIVE_TIME_BACK))
                    .bind(down)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
                Some((down, games))
            }
            _ => None,
        };
        tx.commit().await?;
        Ok(given)
        })
    }
}
