//! What was announced, and what is behind: each version of a game a front end posts is
//! marked here, so that a post lost to a crash or to Discord is made again later.

use super::backend::with_pool;
use super::{Store, StoreError};

/// A late announcement is one made this long after its move: its clocks start again.
pub const ANNOUNCE_GRACE_MS: i64 = 60_000;
/// How long the request that made a move has to post it before the background task may.
pub const MOVER_POSTS_WITHIN_MS: i64 = 20_000;

/// How late the post of version `?2` made at `?3` is, for its clocks: since the pause
/// of a game whose turn was posted before (a reminder found the place gone), else since
/// the move, past the grace `?4`.
const LATENESS: &str = "CASE WHEN version <> ?2 THEN 0 \
    WHEN announced_version >= version AND paused_at IS NOT NULL THEN GREATEST(?3 - paused_at, 0) \
    WHEN ?3 - updated_at > ?4 THEN ?3 - updated_at ELSE 0 END";

/// A game whose latest version is not announced yet (or paused: its place was lost).
#[derive(Clone, Copy, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Behind {
    pub table_id: i64,
    pub version: i64,
    /// -1: nothing announced yet (the start).
    pub announced_version: i64,
    pub announce_failures: i64,
    pub paused: bool,
}

impl Store {
    /// Games of `frontend` (running or just finished) with a version not announced, whose
    /// next attempt is due at `now`.
    pub async fn behind(
        &self,
        frontend: &str,
        now: i64,
        limit: i64,
    ) -> Result<Vec<Behind>, StoreError> {
        with_pool!(self, pool, d => {
        let rows = sqlx::query_as(
            &d.sql(super::sweeps::BEHIND)
        )
        .bind(frontend)
        .bind(now)
        .bind(limit)
        .fetch_all(pool)
        .await?;
        Ok(rows)
        })
    }

    /// Takes the right to post `table` until `until`: `false` if someone else has it, or
    /// it was announced meanwhile.
    pub async fn claim_announcement(
        &self,
        table: i64,
        now: i64,
        until: i64,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let done = sqlx::query(
            &d.sql("UPDATE tables SET announce_at = ?3 \
             WHERE id = ?1 AND (announced_version < version OR paused_at IS NOT NULL) \
               AND (announce_at IS NULL OR announce_at <= ?2)",)
        )
        .bind(table)
        .bind(now)
        .bind(until)
        .execute(pool)
        .await?;
        Ok(done.rows_affected() == 1)
        })
    }

    /// `version` of `table` was posted at `now`, with every public line after version
    /// `since` (-1: from the start). A later version made meanwhile keeps its mover's time
    /// to post it (`announce_at`): two players acting at once (a sealed step) are each
    /// posted once, not again by the background task. A post that leaves a gap (an earlier version never
    /// posted) marks nothing: the background task posts the gap and what follows it, so a
    /// line may come twice but is never lost. A late post (after a failure, a pause or a
    /// crash) gives the player to move back the time they could not know it was their
    /// turn: the reminder and the deadline move on by that much.
    pub async fn mark_announced(
        &self,
        table: i64,
        since: i64,
        version: i64,
        now: i64,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let done = sqlx::query(&d.sql(&format!(
            "UPDATE tables SET \
               remind_at = remind_at + ({LATENESS}), deadline_at = deadline_at + ({LATENESS}), \
               announced_version = GREATEST(announced_version, ?2), \
               announce_at = CASE WHEN version > ?2 THEN announce_at ELSE NULL END, \
               announce_failures = 0, paused_at = NULL \
             WHERE id = ?1 AND (announced_version < ?2 OR paused_at IS NOT NULL) \
               AND version >= ?2 AND announced_version >= ?5"
        )))
        .bind(table)
        .bind(version)
        .bind(now)
        .bind(ANNOUNCE_GRACE_MS)
        .bind(since)
        .execute(pool)
        .await?;
        Ok(done.rows_affected() == 1)
        })
    }

    /// A post of `table` failed. The next attempt waits `base` doubled for each failure
    /// in a row, at most `max`. `lost`: its place cannot be posted in any more: the game is
    /// paused (its clocks stop). Returns whether this failure paused it (so that the
    /// players are told once).
    pub async fn announce_failed(
        &self,
        table: i64,
        now: i64,
        (base, max): (i64, i64),
        lost: bool,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        let paused = if lost {
            sqlx::query(&d.sql("UPDATE tables SET paused_at = ?2 WHERE id = ?1 AND paused_at IS NULL"))
                .bind(table)
                .bind(now)
                .execute(&mut *tx)
                .await?
                .rows_affected()
                == 1
        } else {
            false
        };
        sqlx::query(
            &d.sql("UPDATE tables SET announce_failures = announce_failures + 1, \
               announce_at = ?2 + LEAST(?4, \
                 ?3 * CAST(1 << CAST(LEAST(announce_failures, 20) AS INTEGER) AS BIGINT)) \
             WHERE id = ?1 AND (announced_version < version OR paused_at IS NOT NULL)",)
        )
        .bind(table)
        .bind(now)
        .bind(base)
        .bind(max)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(paused)
        })
    }

    /// At start-up: the waits after failed posts are over, what was behind is due now.
    /// Not a live claim, though: one ending before `leases_end` (the longest a claim or a
    /// mover's post may last from now) may be another process's, still posting.
    pub async fn forget_waits(&self, leases_end: i64) -> Result<(), StoreError> {
        with_pool!(self, pool, d => {
        sqlx::query(
            &d.sql("UPDATE tables SET announce_at = NULL \
             WHERE (announced_version < version OR paused_at IS NOT NULL) AND announce_at > ?1",)
        )
        .bind(leases_end)
        .execute(pool)
        .await?;
        Ok(())
        })
    }
}
