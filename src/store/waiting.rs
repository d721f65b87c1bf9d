//! Every seat that must act now, kept in the `waiting` column beside `to_act` (the first
//! of them): at a step of simultaneous hidden moves several seats act at once, and each
//! is owed what a seat to act is owed (its games listed as its turn, its AI played, its
//! vacation stopping the clock).
//!
//! The list is text, "0,1" ("" when nobody), so that both databases read it with the
//! same portable SQL ([`holds`]). A row written before the column has it NULL: read as
//! its `to_act` ([`LIST`]) until [`Store::fill_waiting`] writes it from the state.

use super::backend::with_pool;
use super::{Store, StoreError};

/// The waiting seats of table `t` as SQL text: the column, or `to_act` for an old row.
pub(crate) const LIST: &str = "COALESCE(t.waiting, CAST(t.to_act AS TEXT))";

/// The column's text for `seats`.
pub fn encode(seats: &[i64]) -> String {
    seats
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// The seats of a column's text; `None` when it is not such a list (a damaged row).
pub fn decode(text: &str) -> Option<Vec<i64>> {
    if text.is_empty() {
        return Some(Vec::new());
    }
    text.split(',').map(|s| s.parse().ok()).collect()
}

/// The SQL condition "seat `seat` is in the list `list`" (both SQL expressions); false
/// when the list is NULL. Commas on both sides, so that seat 1 is not found in "11".
pub(crate) fn holds(list: &str, seat: &str) -> String {
    format!("(',' || {list} || ',') LIKE ('%,' || CAST({seat} AS TEXT) || ',%')")
}

impl Store {
    /// The running tables whose waiting seats were never written (rows from before the
    /// column), with the version they were read at.
    pub async fn without_waiting(&self) -> Result<Vec<(i64, i64)>, StoreError> {
        with_pool!(self, pool, d => {
        let rows = sqlx::query_as(&d.sql(
            "SELECT id, version FROM tables WHERE status = 'running' AND waiting IS NULL ORDER BY id",
        ))
        .fetch_all(pool)
        .await?;
        Ok(rows)
        })
    }

    /// Writes the waiting seats of `table` as computed from its state at `version`, if it
    /// is still there and still has none. `Ok(false)`: a move got there first (and wrote
    /// them).
    pub async fn fill_waiting(
        &self,
        table: i64,
        version: i64,
        seats: &[i64],
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let done = sqlx::query(&d.sql(
            "UPDATE tables SET waiting = ?1 WHERE id = ?2 AND version = ?3 AND waiting IS NULL",
        ))
        .bind(encode(seats))
        .bind(table)
        .bind(version)
        .execute(pool)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        sqlx::query(&d.sql(&super::sweeps::ai_turn()))
            .bind(table)
            .execute(pool)
            .await?;
        Ok(true)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_reads_back_as_written() {
        for seats in [vec![], vec![0], vec![0, 1], vec![2, 11]] {
            assert_eq!(decode(&encode(&seats)), Some(seats.clone()));
        }
        assert_eq!(encode(&[0, 1]), "0,1");
        assert_eq!(decode("0,x"), None);
        assert_eq!(decode(",1"), None);
    }
}
