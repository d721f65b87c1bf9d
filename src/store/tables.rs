//! Tables and seats: creating, reading, the lobby, starting and cancelling.

use sqlx::Row;

use super::backend::{with_pool, Dialect};
use super::rows::{SeatRow, Status, TableRow, UserGameRow};
use super::{Store, StoreError, LOCK_TABLE};

/// What a new table is made of.
#[derive(Clone, Debug)]
pub struct NewTable {
    pub kind: String,
    pub options: String,
    pub place: String,
    pub seats_wanted: u8,
    pub shuffle_seats: bool,
    pub seed: u64,
    pub created_by: String,
    pub move_deadline_secs: Option<i64>,
    pub deadline_policy: String,
    /// When not empty, only these users (and the creator) may join.
    pub invited: Vec<String>,
    pub now: i64,
}

/// A player taking a seat in the lobby.
#[derive(Clone, Debug)]
pub struct NewSeat {
    pub user_id: Option<String>,
    pub name: String,
    pub ai: bool,
}

/// How a lobby seat is dealt at the start: the row that joined as `lobby_seat` plays
/// `seat`, for `team`.
#[derive(Clone, Copy, Debug)]
pub struct StartSeat {
    pub lobby_seat: i64,
    pub seat: i64,
    pub team: i64,
}

const TABLE_COLUMNS: &str = "id, kind, options, place, status, seats_wanted, shuffle_seats, seed, \
    created_by, created_at, updated_at, state, state_format, version, to_act, waiting, result, \
    move_deadline_secs, deadline_policy, remind_at, deadline_at, paused_at";

impl Store {
    /// Creates a lobby; returns its id.
    pub async fn create_table(&self, t: &NewTable) -> Result<i64, StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        let id = tx.insert_table(d, t).await?;
        tx.commit().await?;
        Ok(id)
        })
    }

    /// The table and its seats (in seat order), read in one snapshot.
    pub async fn load_table(&self, id: i64) -> Result<(TableRow, Vec<SeatRow>), StoreError> {
        with_pool!(self, pool, d => {
        // A read transaction, so that the seats match the table row even if a join lands
        // between the two queries.
        let mut tx = pool.begin().await?;
        if let Some(snapshot) = d.snapshot() {
            sqlx::query(snapshot).execute(&mut *tx).await?;
        }
        let table: Option<TableRow> =
            sqlx::query_as(&d.sql(&format!("SELECT {TABLE_COLUMNS} FROM tables WHERE id = ?")))
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?;
        let table = table.ok_or(StoreError::NoTable(id))?;
        let seats = sqlx::query_as(
            &d.sql("SELECT table_id, seat, user_id, name, team, ai, joined_at FROM seats \
             WHERE table_id = ? ORDER BY seat",)
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok((table, seats))
        })
    }

    /// Whether `user` may join: the table has no invitations, or names them.
    pub async fn is_invited(&self, table: i64, user: &str) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let row = sqlx::query(
            &d.sql("SELECT NOT EXISTS (SELECT 1 FROM invites WHERE table_id = ?1) \
             OR EXISTS (SELECT 1 FROM invites WHERE table_id = ?1 AND user_id = ?2)",)
        )
        .bind(table)
        .bind(user)
        .fetch_one(pool)
        .await?;
        Ok(row.try_get::<bool, _>(0)?)
        })
    }

    /// The users invited to a table (empty: open to all).
    pub async fn invites(&self, table: i64) -> Result<Vec<String>, StoreError> {
        with_pool!(self, pool, d => {
        let users =
            sqlx::query_scalar(&d.sql("SELECT user_id FROM invites WHERE table_id = ? ORDER BY user_id"))
                .bind(table)
                .fetch_all(pool)
                .await?;
        Ok(users)
        })
    }

    /// Takes the next seat of a lobby, the table locked, so that two players racing for
    /// the last seat cannot both get it. `Ok(false)`: the lobby is full or not open.
    pub async fn join(&self, table: i64, seat: &NewSeat, now: i64) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        sqlx::query(&d.sql(LOCK_TABLE)).bind(table).execute(&mut *tx).await?;
        let done = sqlx::query(
            &d.sql("INSERT INTO seats (table_id, seat, user_id, name, ai, joined_at) \
             SELECT t.id, COALESCE((SELECT MAX(seat) + 1 FROM seats WHERE table_id = t.id), 0), \
                    ?, ?, ?, ? \
             FROM tables t WHERE t.id = ? AND t.status = 'lobby' \
               AND (SELECT COUNT(*) FROM seats WHERE table_id = t.id) < t.seats_wanted",)
        )
        .bind(&seat.user_id)
        .bind(&seat.name)
        .bind(seat.ai)
        .bind(now)
        .bind(table)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
        })
    }

    /// Leaves a lobby. `Ok(false)`: not seated there, or the game has started.
    pub async fn leave(&self, table: i64, user: &str) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        sqlx::query(&d.sql(LOCK_TABLE)).bind(table).execute(&mut *tx).await?;
        let done = sqlx::query(
            &d.sql("DELETE FROM seats WHERE table_id = ? AND user_id = ? \
             AND (SELECT status FROM tables WHERE tables.id = seats.table_id) = 'lobby'",)
        )
        .bind(table)
        .bind(user)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(done.rows_affected() == 1)
        })
    }

    /// Starts a full lobby with its first state, dealing the seats, `waiting` the seats
    /// that must act first. `Ok(false)`: someone else started or cancelled it first, or a
    /// seat changed since it was read.
    #[allow(clippy::too_many_arguments)]
    pub async fn start(
        &self,
        table: i64,
        seats: &[StartSeat],
        state: &str,
        waiting: &[i64],
        remind_at: Option<i64>,
        deadline_at: Option<i64>,
        now: i64,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        let dealt = tx.start_in(
            d,
            &Start {
                table,
                seats,
                state,
                waiting,
                remind_at,
                deadline_at,
                now,
            },
        )
        .await?;
        if dealt {
            tx.commit().await?;
            self.changed(table, 0);
        }
        Ok(dealt)
        })
    }

    /// Cancels a lobby. `Ok(false)`: it is not a lobby any more.
    pub async fn cancel(&self, table: i64, now: i64) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let done = sqlx::query(
            &d.sql("UPDATE tables SET status = 'cancelled', updated_at = ? WHERE id = ? AND status = 'lobby'",)
        )
        .bind(now)
        .bind(table)
        .execute(pool)
        .await?;
        Ok(done.rows_affected() == 1)
        })
    }

    /// Moves a table to another place (the thread a Discord game starts in).
    pub async fn set_place(&self, table: i64, place: &str) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let done = sqlx::query(&d.sql("UPDATE tables SET place = ? WHERE id = ?"))
            .bind(place)
            .bind(table)
            .execute(pool)
            .await?;
        Ok(done.rows_affected() == 1)
        })
    }

    /// The user's tables in the lobby or running, the most recently active first; also a
    /// table whose status this version does not know (a damaged row), so that a list
    /// names it rather than hides it.
    pub async fn user_games(&self, user: &str) -> Result<Vec<UserGameRow>, StoreError> {
        with_pool!(self, pool, d => {
        let rows = sqlx::query_as(
            &d.sql("SELECT t.id AS table_id, t.kind, t.place, t.status, s.seat, t.to_act, t.waiting, \
                    t.version, t.updated_at, t.deadline_at \
             FROM seats s JOIN tables t ON t.id = s.table_id \
             WHERE s.user_id = ? AND t.status NOT IN ('finished', 'cancelled') \
             ORDER BY t.updated_at DESC, t.id DESC",)
        )
        .bind(user)
        .fetch_all(pool)
        .await?;
        Ok(rows)
        })
    }

    /// The most recent table at `place` with one of `statuses` (the local mode resumes it).
    pub async fn latest_at(
        &self,
        place: &str,
        statuses: &[Status],
    ) -> Result<Option<i64>, StoreError> {
        with_pool!(self, pool, d => {
        let mut best = None;
        for status in statuses {
            let id: Option<i64> = sqlx::query_scalar(
                &d.sql("SELECT id FROM tables WHERE place = ? AND status = ? ORDER BY id DESC LIMIT 1",)
            )
            .bind(place)
            .bind(status.as_str())
            .fetch_optional(pool)
            .await?;
            best = best.max(id);
        }
        // A newer table whose status this version does not know would be skipped, and
        // its place's game silently replaced: report it instead.
        let unknown: Option<(i64, String)> = sqlx::query_as(
            &d.sql("SELECT id, status FROM tables WHERE place = ? \
             AND status NOT IN ('lobby', 'running', 'finished', 'cancelled') \
             ORDER BY id DESC LIMIT 1",)
        )
        .bind(place)
        .fetch_optional(pool)
        .await?;
        if let Some((table, status)) = unknown.filter(|(id, _)| Some(*id) > best) {
            return Err(StoreError::Corrupt {
                table,
                what: format!("its status `{status}` is not one this version knows"),
            });
        }
        Ok(best)
        })
    }
}

/// A full lobby's start: its first state, and how its seats are dealt.
pub(super) struct Start<'a> {
    pub table: i64,
    pub seats: &'a [StartSeat],
    pub state: &'a str,
    /// The seats that must act first (`to_act` is the first).
    pub waiting: &'a [i64],
    pub remind_at: Option<i64>,
    pub deadline_at: Option<i64>,
    pub now: i64,
}

/// The writes a lobby's life shares between its transactions, for either backend.
pub(super) trait Deal {
    /// Writes a new lobby and its invitations; returns its id.
    async fn insert_table(&mut self, d: Dialect, t: &NewTable) -> Result<i64, StoreError>;
    /// Starts a full lobby. `Ok(false)`: it is not a full lobby any more, or a seat changed
    /// since it was read; the caller then drops the transaction (nothing written).
    async fn start_in(&mut self, d: Dialect, s: &Start<'_>) -> Result<bool, StoreError>;
}

macro_rules! deal_on {
    ($db:ty) => {
        impl Deal for sqlx::Transaction<'_, $db> {
                        async fn insert_table(&mut self, d: Dialect, t: &NewTable) -> Result<i64, StoreError> {
                let tx = self;
                let id: i64 = sqlx::query_scalar(
                    &d.sql("INSERT INTO tables (kind, options, place, status, seats_wanted, shuffle_seats, seed, \
                     created_by, created_at, updated_at, move_deadline_secs, deadline_policy) \
                     VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",)
                )
                .bind(&t.kind)
                .bind(&t.options)
                .bind(&t.place)
                .bind(i64::from(t.seats_wanted))
                .bind(t.shuffle_seats)
                .bind(t.seed as i64)
                .bind(&t.created_by)
                .bind(t.now)
                .bind(t.now)
                .bind(t.move_deadline_secs)
                .bind(&t.deadline_policy)
                .fetch_one(&mut **tx)
                .await?;
                for user in &t.invited {
                    sqlx::query(&d.sql("INSERT INTO invites (table_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING"))
                        .bind(id)
                        .bind(user)
                        .execute(&mut **tx)
                        .await?;
                }
                Ok(id)
            }

            async fn start_in(&mut self, d: Dialect, s: &Start<'_>) -> Result<bool, StoreError> {
                let tx = self;
                // The lock first: the checks below then see every join committed before.
                sqlx::query(&d.sql(LOCK_TABLE)).bind(s.table).execute(&mut **tx).await?;
                let done = sqlx::query(
                    &d.sql("UPDATE tables SET status = 'running', state = ?1, version = 0, to_act = ?2, \
                     waiting = ?9, remind_at = COALESCE(?3, CASE WHEN COALESCE(move_deadline_secs, 0) <= 0 AND seats_wanted > 1 \
                       THEN ?5 + ?8 END), \
                     deadline_at = ?4, updated_at = ?5, announce_at = ?5 + ?6 \
                     WHERE id = ?7 AND status = 'lobby' \
                       AND (SELECT COUNT(*) FROM seats WHERE seats.table_id = tables.id) = seats_wanted",)
                )
                .bind(s.state)
                .bind(s.waiting.first().copied())
                .bind(s.remind_at)
                .bind(s.deadline_at)
                .bind(s.now)
                .bind(crate::store::announcements::MOVER_POSTS_WITHIN_MS)
                .bind(s.table)
                .bind(crate::store::clocks::FIRST_NUDGE_MS)
                .bind(crate::store::waiting::encode(s.waiting))
                .execute(&mut **tx)
                .await?;
                if done.rows_affected() != 1 {
                    return Ok(false);
                }
                // Two passes, as (table_id, seat) is unique at every step of an UPDATE: first out
                // of the way, then to the dealt seat.
                const AWAY: i64 = 1_000;
                for seat in s.seats {
                    let moved =
                        sqlx::query(&d.sql("UPDATE seats SET seat = ?, team = ? WHERE table_id = ? AND seat = ?"))
                            .bind(AWAY + seat.seat)
                            .bind(seat.team)
                            .bind(s.table)
                            .bind(seat.lobby_seat)
                            .execute(&mut **tx)
                            .await?;
                    if moved.rows_affected() != 1 {
                        return Ok(false); // the caller drops `tx`: rolled back
                    }
                }
                sqlx::query(&d.sql("UPDATE seats SET seat = seat - ? WHERE table_id = ? AND seat >= ?"))
                    .bind(AWAY)
                    .bind(s.table)
                    .bind(AWAY)
                    .execute(&mut **tx)
                    .await?;
                // Seats dealt: a first player on vacation has their clock start when it ends.
                let on_vacation = crate::store::moves::on_vacation("?1", "?2", "waiting");
                sqlx::query(&d.sql(&format!(
                    "UPDATE tables SET deadline_at = deadline_at + {on_vacation}, \
                       remind_at = remind_at + {on_vacation} WHERE id = ?2"
                )))
                .bind(s.now)
                .bind(s.table)
                .execute(&mut **tx)
                .await?;
                sqlx::query(&d.sql(&crate::store::sweeps::ai_turn()))
                    .bind(s.table)
                    .execute(&mut **tx)
                    .await?;
                Ok(true)
            }
        }
    };
}
deal_on!(sqlx::Sqlite);
deal_on!(sqlx::Postgres);
