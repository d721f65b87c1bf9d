//! Saving a move: the new state and the history line, together, against a version.

use super::announcements::MOVER_POSTS_WITHIN_MS;
use super::backend::with_pool;
use super::clocks::FIRST_NUDGE_MS;
use super::rows::{MoveRow, Status};
use super::{Store, StoreError};

/// The history line of a move.
#[derive(Clone, Debug)]
pub struct NewMove {
    pub seat: Option<i64>,
    pub user_id: Option<String>,
    pub action: String,
    pub summary: String,
}

/// Everything a move changes, computed from version `from_version`.
#[derive(Clone, Debug)]
pub struct Commit {
    pub table: i64,
    pub from_version: i64,
    pub state: String,
    pub status: Status,
    /// Every seat that must act after it, in seat order (`to_act` is the first).
    pub waiting: Vec<i64>,
    pub result: Option<String>,
    pub remind_at: Option<i64>,
    pub deadline_at: Option<i64>,
    pub mv: NewMove,
    pub now: i64,
}

/// SQL for the rest of the vacation (ms) running at `now` of the users at the seats of
/// `waiting` (a list, [`super::waiting`]) of `table` (placeholders), or 0: a turn that
/// comes to a player on vacation starts counting when it ends. At a step where several
/// act, the step's one clock waits for the longest of their vacations.
pub(super) fn on_vacation(now: &str, table: &str, waiting: &str) -> String {
    let waits = super::waiting::holds(waiting, "s.seat");
    format!(
        "COALESCE((SELECT MAX(v.ends_at) - {now} FROM vacations v \
         JOIN seats s ON s.user_id = v.user_id \
         WHERE s.table_id = {table} AND {waits} AND v.starts_at <= {now} \
           AND v.ends_at > {now}), 0)"
    )
}

/// The move log already holds the ply a move would take: the table's version was set
/// back by hand or by a damaged write. Named as a damaged row (the transaction is dropped,
/// nothing is written), not the database's raw UNIQUE error.
fn behind_the_log(e: sqlx::Error, table: i64, version: i64) -> StoreError {
    match &e {
        sqlx::Error::Database(db) if db.is_unique_violation() => StoreError::Corrupt {
            table,
            what: format!(
                "its version {version} is behind its move log, which already holds move {}",
                version + 1
            ),
        },
        _ => StoreError::Db(e),
    }
}

impl Store {
    /// Saves a move in one transaction. If the table is no longer at `from_version` (or no
    /// longer running) nothing is written and the answer is [`StoreError::MovedOn`]:
    /// a concurrent writer won, and this move was computed from a stale state.
    /// Returns the new version.
    pub async fn commit_move(&self, c: &Commit) -> Result<i64, StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        // The write comes first: it takes SQLite's write lock at once, so the check of
        // the version and the update are one atomic step (no read-then-upgrade race).
        let on_vacation = on_vacation("?7", "?9", "?12");
        let sql = format!(
            "UPDATE tables SET state = ?1, version = version + 1, status = ?2, to_act = ?3, \
             waiting = ?12, result = ?4, updated_at = ?7, announce_at = ?8, \
             deadline_at = ?6 + {on_vacation}, \
             remind_at = COALESCE(?5, CASE WHEN ?2 = 'running' \
               AND COALESCE(move_deadline_secs, 0) <= 0 AND seats_wanted > 1 THEN ?7 + ?11 END) + {on_vacation} \
             WHERE id = ?9 AND version = ?10 AND status = 'running'"
        );
        let done = sqlx::query(&d.sql(&sql))
            .bind(&c.state)
            .bind(c.status.as_str())
            .bind(c.waiting.first().copied())
            .bind(&c.result)
            .bind(c.remind_at)
            .bind(c.deadline_at)
            .bind(c.now)
            // The mover's request posts it; the background task only if that one did not.
            .bind(c.now + MOVER_POSTS_WITHIN_MS)
            .bind(c.table)
            .bind(c.from_version)
            // A game without a deadline nudges the player to move after a day.
            .bind(FIRST_NUDGE_MS)
            .bind(super::waiting::encode(&c.waiting))
            .execute(&mut *tx)
            .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::MovedOn {
                expected: c.from_version,
            });
        }
        sqlx::query(&d.sql(&super::sweeps::ai_turn()))
            .bind(c.table)
            .execute(&mut *tx)
            .await?;
        let ply = c.from_version + 1;
        // The primary key (table_id, ply) is a second guard: a move can never be doubled.
        sqlx::query(
            &d.sql("INSERT INTO moves (table_id, ply, seat, user_id, at, action, summary) \
             VALUES (?, ?, ?, ?, ?, ?, ?)",)
        )
        .bind(c.table)
        .bind(ply)
        .bind(c.mv.seat)
        .bind(&c.mv.user_id)
        .bind(c.now)
        .bind(&c.mv.action)
        .bind(&c.mv.summary)
        .execute(&mut *tx)
        .await
        .map_err(|e| behind_the_log(e, c.table, c.from_version))?;
        tx.commit().await?;
        Ok(ply)
        })
        .inspect(|ply| self.changed(c.table, *ply))
    }

    /// The history of a table, first move first.
    pub async fn moves(&self, table: i64) -> Result<Vec<MoveRow>, StoreError> {
        with_pool!(self, pool, d => {
        let rows = sqlx::query_as(
            &d.sql("SELECT table_id, ply, seat, user_id, at, action, summary FROM moves \
             WHERE table_id = ? ORDER BY ply",)
        )
        .bind(table)
        .fetch_all(pool)
        .await?;
        Ok(rows)
        })
    }
}
