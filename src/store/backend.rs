//! The two databases the store runs on, SQLite and PostgreSQL, behind one query text each.
//!
//! Each store method is written once, inside [`with_pool!`], which compiles its body for
//! each backend's own pool: sqlx's native drivers keep their exact types (SQLite's
//! integer booleans, PostgreSQL's `BOOLEAN` and `BIGINT`) and SQLite keeps its
//! connection settings (WAL, busy timeout, foreign keys), which sqlx's `Any` driver would
//! lose. The query text is one portable dialect, turned into each backend's by
//! [`Dialect::sql`]:
//!
//! - placeholders are SQLite's `?` and `?N`; PostgreSQL gets `$k` and `$N`;
//! - `GREATEST(a, b)` / `LEAST(a, b)` are PostgreSQL's; SQLite gets its scalar `MAX` /
//!   `MIN`. They differ on NULL (PostgreSQL skips it, SQLite returns it), so where an
//!   argument may be NULL the store says what it wants (`COALESCE`, `CASE`);
//! - `json_extract(col, '$.key')` is SQLite's; PostgreSQL gets `(col::jsonb ->> 'key')`;
//! - `FOR UPDATE [OF t] SKIP LOCKED` is PostgreSQL's; SQLite, one writer at a time,
//!   drops it;
//! - booleans are compared with `TRUE`, never `1`; new ids come back with `RETURNING id`;
//!   upserts are `ON CONFLICT ... DO NOTHING / DO UPDATE` (both speak it).

use sqlx::{PgPool, SqlitePool};

/// The connection pool of the backend in use.
#[derive(Clone, Debug)]
pub enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

impl Pool {
    /// The SQLite pool, when that is the backend (its settings are SQLite's own).
    pub fn sqlite(&self) -> Option<&SqlitePool> {
        match self {
            Pool::Sqlite(pool) => Some(pool),
            Pool::Postgres(_) => None,
        }
    }

    pub fn dialect(&self) -> Dialect {
        match self {
            Pool::Sqlite(_) => Dialect::Sqlite,
            Pool::Postgres(_) => Dialect::Postgres,
        }
    }

    pub async fn close(&self) {
        match self {
            Pool::Sqlite(pool) => pool.close().await,
            Pool::Postgres(pool) => pool.close().await,
        }
    }
}

/// Which SQL a query text is turned into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    Sqlite,
    Postgres,
}

impl Dialect {
    /// The portable `text` in this dialect.
    pub fn sql(self, text: &str) -> String {
        match self {
            Dialect::Sqlite => without_row_locks(text)
                .replace("GREATEST(", "MAX(")
                .replace("LEAST(", "MIN("),
            Dialect::Postgres => postgres_json(&postgres_placeholders(text)),
        }
    }

    /// The statement that makes the rating of games one at a time in the database (its
    /// transaction's first): SQLite's write lock does it already; PostgreSQL takes an
    /// advisory lock until the commit, as ratings read then written must not interleave.
    pub fn ratings_lock(self) -> Option<&'static str> {
        match self {
            Dialect::Sqlite => None,
            Dialect::Postgres => Some("SELECT pg_advisory_xact_lock(17170001)"),
        }
    }

    /// The statement that makes the reads of a transaction one snapshot (its first
    /// statement). SQLite's transactions are snapshots already; PostgreSQL's default
    /// (read committed) takes a new one per statement.
    pub fn snapshot(self) -> Option<&'static str> {
        match self {
            Dialect::Sqlite => None,
            Dialect::Postgres => Some("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ"),
        }
    }
}

/// SQLite has no row locks (one writer at a time): `FOR UPDATE [OF t] SKIP LOCKED` goes.
fn without_row_locks(text: &str) -> String {
    const OPEN: &str = " FOR UPDATE";
    const CLOSE: &str = "SKIP LOCKED";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(OPEN) {
        let Some(len) = rest[at..].find(CLOSE) else {
            break;
        };
        out.push_str(&rest[..at]);
        rest = &rest[at + len + CLOSE.len()..];
    }
    out.push_str(rest);
    out
}

/// `?` becomes `$k` (its rank among the bare ones), `?N` becomes `$N`.
fn postgres_placeholders(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut bare = 0;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '?' {
            out.push(c);
            continue;
        }
        out.push('$');
        if chars.peek().is_some_and(char::is_ascii_digit) {
            while let Some(d) = chars.next_if(char::is_ascii_digit) {
                out.push(d);
            }
        } else {
            bare += 1;
            out.push_str(&bare.to_string());
        }
    }
    out
}

/// `json_extract(col, '$.key')` becomes `(col::jsonb ->> 'key')`.
fn postgres_json(text: &str) -> String {
    const OPEN: &str = "json_extract(";
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(at) = rest.find(OPEN) {
        out.push_str(&rest[..at]);
        let after = &rest[at + OPEN.len()..];
        let parsed = after.split_once(", '$.").and_then(|(column, tail)| {
            let (key, tail) = tail.split_once("')")?;
            Some((column, key, tail))
        });
        match parsed {
            Some((column, key, tail)) => {
                out.push_str(&format!("({column}::jsonb ->> '{key}')"));
                rest = tail;
            }
            None => {
                out.push_str(OPEN);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Runs `$body` with `$pool` the backend's own pool and `$d` its [`Dialect`]: the body
/// is written once and compiled for each backend.
macro_rules! with_pool {
    ($store:expr, $pool:ident, $d:ident => $body:expr) => {
        match &$store.pool {
            $crate::store::backend::Pool::Sqlite($pool) => {
                let $d = $crate::store::backend::Dialect::Sqlite;
                $body
            }
            $crate::store::backend::Pool::Postgres($pool) => {
                let $d = $crate::store::backend::Dialect::Postgres;
                $body
            }
        }
    };
}
pub(crate) use with_pool;

#[cfg(test)]
mod tests {
    use super::Dialect;

    #[test]
    fn placeholders_are_numbered_for_postgresql() {
        assert_eq!(
            Dialect::Postgres.sql("SELECT ? , ?, ?2 FROM t WHERE a = ?10"),
            "SELECT $1 , $2, $2 FROM t WHERE a = $10"
        );
        assert_eq!(Dialect::Sqlite.sql("SELECT ?, ?2"), "SELECT ?, ?2");
    }

    #[test]
    fn greatest_and_least_are_sqlites_scalar_max_and_min() {
        assert_eq!(
            Dialect::Sqlite.sql("SET a = GREATEST(a, ?1), b = LEAST(MAX(c), 2)"),
            "SET a = MAX(a, ?1), b = MIN(MAX(c), 2)"
        );
        assert_eq!(Dialect::Postgres.sql("GREATEST(a, ?1)"), "GREATEST(a, $1)");
    }

    #[test]
    fn row_locks_are_postgresqls_only() {
        let text = "WHERE id IN (SELECT id FROM t LIMIT ?4 FOR UPDATE SKIP LOCKED) AND \
                    b IN (SELECT t.id FROM t JOIN s LIMIT 2 FOR UPDATE OF t SKIP LOCKED)";
        assert_eq!(
            Dialect::Sqlite.sql(text),
            "WHERE id IN (SELECT id FROM t LIMIT ?4) AND \
                    b IN (SELECT t.id FROM t JOIN s LIMIT 2)"
        );
        assert!(Dialect::Postgres
            .sql(text)
            .contains("LIMIT $4 FOR UPDATE SKIP LOCKED) AND"));
    }

    #[test]
    fn json_paths_become_postgresql_operators() {
        assert_eq!(
            Dialect::Postgres.sql(
                "WHERE json_extract(t.place, '$.frontend') = ?1 AND json_extract(options, '$.daily') IS NULL"
            ),
            "WHERE (t.place::jsonb ->> 'frontend') = $1 AND (options::jsonb ->> 'daily') IS NULL"
        );
        let sqlite = "WHERE json_extract(t.place, '$.frontend') = ?1";
        assert_eq!(Dialect::Sqlite.sql(sqlite), sqlite);
    }
}
