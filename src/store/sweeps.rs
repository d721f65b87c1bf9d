//! The statements the background sweeps run every few seconds, in every process: written
//! once here, used by the store's methods, and listed ([`statements`]) so that their
//! plans can be checked ([`Store::plan`]). Each reads a partial index holding only the
//! rows it looks for (migration 0014), never every stored game: a server with 100,000
//! finished games sweeps as fast as one with ten.

use super::backend::with_pool;
use super::{Store, StoreError};

/// A table whose lease is free at `?2`.
const FREE: &str = "(claimed_until IS NULL OR claimed_until <= ?2)";

/// Games of front end `?1` (running or just finished) with a version not posted, or
/// paused, whose next attempt is due at `?2`; at most `?3`.
pub(crate) const BEHIND: &str = "SELECT id AS table_id, version, announced_version, \
    announce_failures, paused_at IS NOT NULL AS paused \
    FROM tables \
    WHERE (announced_version < version OR paused_at IS NOT NULL) \
      AND status IN ('running', 'finished') \
      AND (announce_at IS NULL OR announce_at <= ?2) \
      AND json_extract(place, '$.frontend') = ?1 \
    ORDER BY COALESCE(announce_at, 0), id LIMIT ?3";

/// Claims for `?1` until `?3` the running games whose reminder or deadline is due at
/// `?2` and that nobody holds; at most `?4`. Each time column is read from its own index
/// (a union: an OR of the two would read one index whole).
pub(crate) fn claim_due() -> String {
    format!(
        "UPDATE tables SET claimed_by = ?1, claimed_until = ?3 \
         WHERE {FREE} AND id IN (SELECT id FROM tables \
           WHERE id IN (SELECT id FROM tables WHERE status = 'running' AND remind_at <= ?2 \
               UNION ALL SELECT id FROM tables WHERE status = 'running' AND deadline_at <= ?2) \
             AND status = 'running' AND paused_at IS NULL AND announce_failures = 0 AND {FREE} \
           ORDER BY COALESCE(LEAST(remind_at, deadline_at), remind_at, deadline_at) \
           LIMIT ?4 FOR UPDATE SKIP LOCKED) \
         RETURNING id AS table_id, version, remind_at, deadline_at"
    )
}

/// Claims for `?1` until `?3` the running games of front end `?6` where an AI seat is to
/// act, unchanged since `?5` and free at `?2`; at most `?4`. `ai_turn` finds them; the
/// seats are checked again, as a damaged row may have lost its AI seat.
pub(crate) fn claim_ai_to_act() -> String {
    let waits = super::waiting::holds(super::waiting::LIST, "s.seat");
    format!(
        "UPDATE tables SET claimed_by = ?1, claimed_until = ?3 \
         WHERE {FREE} AND id IN (SELECT t.id FROM tables t \
           WHERE t.ai_turn = 1 AND t.status = 'running' AND t.updated_at <= ?5 \
             AND EXISTS (SELECT 1 FROM seats s \
               WHERE s.table_id = t.id AND s.ai = TRUE AND {waits}) \
             AND json_extract(t.place, '$.frontend') = ?6 \
             AND (t.claimed_until IS NULL OR t.claimed_until <= ?2) \
           ORDER BY t.updated_at LIMIT ?4 FOR UPDATE OF t SKIP LOCKED) \
         RETURNING id"
    )
}

/// The next reminder or deadline of a running game: the smallest of each column, each
/// read from the head of its index.
pub(crate) const NEXT_DUE: &str = "SELECT MIN(at) FROM ( \
      SELECT MIN(remind_at) AS at FROM tables WHERE status = 'running' \
      UNION ALL SELECT MIN(deadline_at) AS at FROM tables WHERE status = 'running') due";

/// Finished games neither rated nor marked as not rated (the oldest first); at most `?1`.
pub(crate) const UNRATED: &str = "SELECT id FROM tables \
    WHERE status = 'finished' AND rated = 0 ORDER BY updated_at, id LIMIT ?1";

/// Brings `ai_turn` of table `?1` up to date with its status, seats to act and seats:
/// run by every write of these, in its transaction.
pub(crate) fn ai_turn() -> String {
    let waits = super::waiting::holds(
        "COALESCE(tables.waiting, CAST(tables.to_act AS TEXT))",
        "s.seat",
    );
    format!(
        "UPDATE tables SET ai_turn = CASE WHEN status = 'running' AND EXISTS ( \
           SELECT 1 FROM seats s WHERE s.table_id = tables.id AND s.ai = TRUE AND {waits}) \
         THEN 1 ELSE 0 END WHERE id = ?1"
    )
}

/// A value to bind to a statement whose plan is asked for.
#[derive(Clone, Copy, Debug)]
pub enum Arg {
    Int(i64),
    Text(&'static str),
}

/// A background statement: its name (the store method running it), its portable SQL and
/// values of the right types for its placeholders.
#[derive(Clone, Debug)]
pub struct Statement {
    pub name: &'static str,
    pub sql: String,
    pub args: Vec<Arg>,
}

/// Every statement a sweep runs, with plausible values (now, a lease, a limit).
pub fn statements(now: i64) -> Vec<Statement> {
    use Arg::{Int, Text};
    let statement = |name, sql: String, args| Statement { name, sql, args };
    vec![
        statement(
            "behind",
            BEHIND.to_string(),
            vec![Text("discord"), Int(now), Int(100)],
        ),
        statement(
            "claim_due",
            claim_due(),
            vec![Text("worker"), Int(now), Int(now + 60_000), Int(100)],
        ),
        statement(
            "claim_ai_to_act",
            claim_ai_to_act(),
            vec![
                Text("worker"),
                Int(now),
                Int(now + 60_000),
                Int(100),
                Int(now - 5_000),
                Text("discord"),
            ],
        ),
        statement("next_due", NEXT_DUE.to_string(), vec![]),
        statement("unrated", UNRATED.to_string(), vec![Int(50)]),
    ]
}

impl Store {
    /// How the database would run `statement` (SQLite's `EXPLAIN QUERY PLAN`, PostgreSQL's
    /// `EXPLAIN`), one line per step; nothing is run.
    pub async fn plan(&self, statement: &Statement) -> Result<Vec<String>, StoreError> {
        with_pool!(self, pool, d => {
        let explain = match d {
            super::Dialect::Sqlite => "EXPLAIN QUERY PLAN ",
            super::Dialect::Postgres => "EXPLAIN ",
        };
        let sql = format!("{explain}{}", d.sql(&statement.sql));
        let mut query = sqlx::query(&sql);
        for arg in &statement.args {
            query = match *arg {
                Arg::Int(n) => query.bind(n),
                Arg::Text(t) => query.bind(t),
            };
        }
        let rows = query.fetch_all(pool).await?;
        Ok(rows.iter().map(|row| plan_line(d, row)).collect())
        })
    }
}

/// One step of a plan: SQLite's `detail` column, PostgreSQL's one column.
fn plan_line<R: sqlx::Row>(dialect: super::Dialect, row: &R) -> String
where
    usize: sqlx::ColumnIndex<R>,
    for<'a> &'a str: sqlx::Decode<'a, R::Database> + sqlx::Type<R::Database>,
{
    let column = match dialect {
        super::Dialect::Sqlite => 3,
        super::Dialect::Postgres => 0,
    };
    row.try_get::<&str, _>(column)
        .unwrap_or_default()
        .to_string()
}
