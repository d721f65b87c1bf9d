//! What a server's moderators may do to a table that is stuck: cancel it, or give a
//! player's seat to someone else.

use super::backend::with_pool;
use super::error::StoreError;
use super::Store;

impl Store {
    /// Cancels a table in the lobby or running; `Ok(false)` when it has ended already.
    /// Its reminder and deadline go with it.
    pub async fn cancel_unfinished(&self, table: i64, now: i64) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let done = sqlx::query(
            &d.sql("UPDATE tables SET status = 'cancelled', to_act = NULL, waiting = '', ai_turn = 0, \
             remind_at = NULL, \
             deadline_at = NULL, updated_at = ? \
             WHERE id = ? AND status IN ('lobby', 'running')",)
        )
        .bind(now)
        .bind(table)
        .execute(pool)
        .await?;
        Ok(done.rows_affected() == 1)
        })
    }

    /// Gives `from`'s seat to `to` (shown as `name`), in a table not ended; `Ok(false)`
    /// when `from` has no seat there or the table has ended.
    pub async fn give_seat(
        &self,
        table: i64,
        from: &str,
        to: &str,
        name: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        let done = sqlx::query(
            &d.sql("UPDATE seats SET user_id = ?, name = ? WHERE table_id = ? AND user_id = ? \
             AND EXISTS (SELECT 1 FROM tables WHERE id = ? AND status IN ('lobby', 'running'))",)
        )
        .bind(to)
        .bind(name)
        .bind(table)
        .bind(from)
        .bind(table)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        sqlx::query(&d.sql("UPDATE tables SET updated_at = ? WHERE id = ?"))
            .bind(now)
            .bind(table)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(true)
        })
    }
}
