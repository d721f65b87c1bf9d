//! Rematches: the accepts of a finished game's players, and the one rematch made of it,
//! in the transaction of the accept that completed the set.

use super::backend::with_pool;
use super::tables::{Deal, NewSeat, NewTable, Start, StartSeat};
use super::{Store, StoreError, LOCK_TABLE};

/// A rematch ready to be made: the new lobby, its seats in the order they play, and its
/// start (seat `i` of `seats` plays seat `i`).
#[derive(Clone, Debug)]
pub struct NewRematch {
    pub table: NewTable,
    pub seats: Vec<(NewSeat, i64)>,
    pub state: String,
    /// The seats that must act first.
    pub waiting: Vec<i64>,
    pub remind_at: Option<i64>,
    pub deadline_at: Option<i64>,
}

/// What a click on Rematch did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RematchClick {
    /// The clicker is in (`true`) or out again; the users in now.
    Toggled { now_in: bool, accepted: Vec<String> },
    /// This click completed the set: the rematch is this new table, started.
    Made(i64),
    /// The rematch was made before (this is a click after it started).
    MadeBefore(i64),
}

impl Store {
    /// `user` toggles their accept of a rematch of `table`; when every one of `humans`
    /// is in, `make` is written and started in the same transaction, once per table.
    pub async fn rematch_click(
        &self,
        table: i64,
        user: &str,
        humans: &[String],
        make: &NewRematch,
        now: i64,
    ) -> Result<RematchClick, StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        // The finished table's lock first, so two clicks at once are one after the other,
        // and the last one sees every accept.
        sqlx::query(&d.sql(LOCK_TABLE)).bind(table).execute(&mut *tx).await?;
        let out = sqlx::query(&d.sql("DELETE FROM rematch_accepts WHERE table_id = ? AND user_id = ?"))
            .bind(table)
            .bind(user)
            .execute(&mut *tx)
            .await?
            .rows_affected()
            == 1;
        let made: Option<i64> =
            sqlx::query_scalar(&d.sql("SELECT new_table FROM rematches WHERE table_id = ?"))
                .bind(table)
                .fetch_optional(&mut *tx)
                .await?;
        if let Some(made) = made {
            return Ok(RematchClick::MadeBefore(made)); // dropping `tx` undoes the delete
        }
        if !out {
            sqlx::query(&d.sql("INSERT INTO rematch_accepts (table_id, user_id, at) VALUES (?, ?, ?)"))
                .bind(table)
                .bind(user)
                .bind(now)
                .execute(&mut *tx)
                .await?;
        }
        let accepted: Vec<String> = sqlx::query_scalar(
            &d.sql("SELECT user_id FROM rematch_accepts WHERE table_id = ? ORDER BY at, user_id",)
        )
        .bind(table)
        .fetch_all(&mut *tx)
        .await?;
        let all_in = !out && humans.iter().all(|h| accepted.contains(h));
        if !all_in {
            tx.commit().await?;
            return Ok(RematchClick::Toggled {
                now_in: !out,
                accepted,
            });
        }
        let id = tx.insert_table(d, &make.table).await?;
        let mut deal = Vec::with_capacity(make.seats.len());
        for (i, (seat, team)) in make.seats.iter().enumerate() {
            let i = i as i64;
            sqlx::query(
                &d.sql("INSERT INTO seats (table_id, seat, user_id, name, ai, joined_at) \
                 VALUES (?, ?, ?, ?, ?, ?)",)
            )
            .bind(id)
            .bind(i)
            .bind(&seat.user_id)
            .bind(&seat.name)
            .bind(seat.ai)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            deal.push(StartSeat {
                lobby_seat: i,
                seat: i,
                team: *team,
            });
        }
        let start = Start {
            table: id,
            seats: &deal,
            state: &make.state,
            waiting: &make.waiting,
            remind_at: make.remind_at,
            deadline_at: make.deadline_at,
            now,
        };
        if !tx.start_in(d, &start).await? {
            return Err(StoreError::Corrupt {
                table,
                what: "its rematch could not be dealt".to_string(),
            });
        }
        sqlx::query(&d.sql("INSERT INTO rematches (table_id, new_table, at) VALUES (?, ?, ?)"))
            .bind(table)
            .bind(id)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(RematchClick::Made(id))
        })
    }

    /// The users who accepted a rematch of `table`, first in first.
    pub async fn rematch_accepts(&self, table: i64) -> Result<Vec<String>, StoreError> {
        with_pool!(self, pool, d => {
        let users = sqlx::query_scalar(
            &d.sql("SELECT user_id FROM rematch_accepts WHERE table_id = ? ORDER BY at, user_id",)
        )
        .bind(table)
        .fetch_all(pool)
        .await?;
        Ok(users)
        })
    }

    /// The rematch made of `table`, if any.
    pub async fn rematch_of(&self, table: i64) -> Result<Option<i64>, StoreError> {
        with_pool!(self, pool, d => {
        let id = sqlx::query_scalar(&d.sql("SELECT new_table FROM rematches WHERE table_id = ?"))
            .bind(table)
            .fetch_optional(pool)
            .await?;
        Ok(id)
        })
    }

    /// The finished game `table` is the rematch of, if it is one.
    pub async fn rematch_source(&self, table: i64) -> Result<Option<i64>, StoreError> {
        with_pool!(self, pool, d => {
        let id = sqlx::query_scalar(&d.sql("SELECT table_id FROM rematches WHERE new_table = ?"))
            .bind(table)
            .fetch_optional(pool)
            .await?;
        Ok(id)
        })
    }
}
