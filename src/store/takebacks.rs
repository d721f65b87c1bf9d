//! Take-back requests and their accepts. The take-back itself is a move
//! ([`Store::commit_move`]): the version check there makes it happen once.

use super::backend::with_pool;
use super::{Store, StoreError, LOCK_TABLE};

/// A take-back asked for, waiting for the other players.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct TakebackRow {
    pub table_id: i64,
    pub version: i64,
    pub back_to: i64,
    pub seat: i64,
    pub user_id: String,
    pub asked_at: i64,
}

impl Store {
    /// Records a request made at `version`; `Ok(false)` when one is already waiting at
    /// that version. A request left from an earlier version is void and replaced.
    pub async fn ask_takeback(&self, r: &TakebackRow) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        // The table's lock first: requests and accepts of one table, one at a time.
        sqlx::query(&d.sql(LOCK_TABLE)).bind(r.table_id).execute(&mut *tx).await?;
        sqlx::query(&d.sql("DELETE FROM takebacks WHERE table_id = ? AND version <> ?"))
            .bind(r.table_id)
            .bind(r.version)
            .execute(&mut *tx)
            .await?;
        sqlx::query(&d.sql("DELETE FROM takeback_accepts WHERE table_id = ? AND version <> ?"))
            .bind(r.table_id)
            .bind(r.version)
            .execute(&mut *tx)
            .await?;
        let done = sqlx::query(
            &d.sql("INSERT INTO takebacks (table_id, version, back_to, seat, user_id, asked_at) \
             VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",)
        )
        .bind(r.table_id)
        .bind(r.version)
        .bind(r.back_to)
        .bind(r.seat)
        .bind(&r.user_id)
        .bind(r.asked_at)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
        })
    }

    /// The request waiting at `version` of `table`, if any.
    pub async fn takeback_at(
        &self,
        table: i64,
        version: i64,
    ) -> Result<Option<TakebackRow>, StoreError> {
        with_pool!(self, pool, d => {
        let row = sqlx::query_as(
            &d.sql("SELECT table_id, version, back_to, seat, user_id, asked_at FROM takebacks \
             WHERE table_id = ? AND version = ?",)
        )
        .bind(table)
        .bind(version)
        .fetch_optional(pool)
        .await?;
        Ok(row)
        })
    }

    /// `user` accepts the request at `version` (again: no change); the users who have.
    pub async fn accept_takeback(
        &self,
        table: i64,
        version: i64,
        user: &str,
        now: i64,
    ) -> Result<Vec<String>, StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        sqlx::query(&d.sql(LOCK_TABLE)).bind(table).execute(&mut *tx).await?;
        sqlx::query(
            &d.sql("INSERT INTO takeback_accepts (table_id, version, user_id, at) \
             VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",)
        )
        .bind(table)
        .bind(version)
        .bind(user)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        let users = sqlx::query_scalar(
            &d.sql("SELECT user_id FROM takeback_accepts WHERE table_id = ? AND version = ? \
             ORDER BY at, user_id",)
        )
        .bind(table)
        .bind(version)
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(users)
        })
    }

    /// The users who accepted the request at `version`.
    pub async fn takeback_accepts(
        &self,
        table: i64,
        version: i64,
    ) -> Result<Vec<String>, StoreError> {
        with_pool!(self, pool, d => {
        let users = sqlx::query_scalar(
            &d.sql("SELECT user_id FROM takeback_accepts WHERE table_id = ? AND version = ? \
             ORDER BY at, user_id",)
        )
        .bind(table)
        .bind(version)
        .fetch_all(pool)
        .await?;
        Ok(users)
        })
    }

    /// Removes the request of `table` (refused, or done); `true` if one was waiting at
    /// `version`.
    pub async fn drop_takeback(&self, table: i64, version: i64) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        let done = sqlx::query(&d.sql("DELETE FROM takebacks WHERE table_id = ? AND version = ?"))
            .bind(table)
            .bind(version)
            .execute(&mut *tx)
            .await?;
        sqlx::query(&d.sql("DELETE FROM takeback_accepts WHERE table_id = ?"))
            .bind(table)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
        })
    }
}
