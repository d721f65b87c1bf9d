//! Tournaments: the sign-up, the entrants, reading a tournament back, and the lease on
//! its background work; its rounds are written by `tournament_rounds.rs`.

use super::backend::with_pool;
use super::rematches::NewRematch;
use super::{Store, StoreError};

/// What a new tournament is made of.
#[derive(Clone, Debug)]
pub struct NewTournament {
    pub kind: String,
    pub options: String,
    pub format: String,
    pub rounds: i64,
    pub place: String,
    pub created_by: String,
    pub max_players: Option<i64>,
    pub rated: bool,
    pub move_deadline_secs: Option<i64>,
    pub deadline_policy: String,
    pub starts_at: Option<i64>,
    pub now: i64,
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct TournamentRow {
    pub id: i64,
    pub kind: String,
    pub options: String,
    pub format: String,
    pub rounds: i64,
    pub place: String,
    pub created_by: String,
    pub max_players: Option<i64>,
    pub rated: bool,
    pub move_deadline_secs: Option<i64>,
    pub deadline_policy: String,
    pub starts_at: Option<i64>,
    pub status: String,
    pub round: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct EntrantRow {
    pub entrant: i64,
    pub user_id: String,
    pub name: String,
    pub rating: i64,
    pub joined_at: i64,
    pub left_at: Option<i64>,
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct TournamentGameRow {
    pub round: i64,
    pub board: i64,
    pub entrants: String,
    pub table_id: Option<i64>,
    pub places: Option<String>,
}

/// A game (or a bye, with no table) of a round being paired.
#[derive(Clone, Debug)]
pub struct NewTournamentGame {
    pub board: i64,
    /// Entrant numbers in seat order, JSON.
    pub entrants: String,
    /// The table, started, for a game; `None` for a bye.
    pub table: Option<NewRematch>,
}

/// What an entry did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// In, as this entrant number.
    In(i64),
    Already,
    Full,
    /// The sign-up is over (started, finished or cancelled), or no such tournament.
    Closed,
}

const COLUMNS: &str = "id, kind, options, format, rounds, place, created_by, max_players, rated, \
    move_deadline_secs, deadline_policy, starts_at, status, round, created_at, updated_at";

impl Store {
    /// Opens a tournament's sign-up; returns its id.
    pub async fn create_tournament(&self, t: &NewTournament) -> Result<i64, StoreError> {
        with_pool!(self, pool, d => {
        let id: i64 = sqlx::query_scalar(&d.sql(
            "INSERT INTO tournaments (kind, options, format, rounds, place, created_by, max_players, \
             rated, move_deadline_secs, deadline_policy, starts_at, status, round, created_at, updated_at) \
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'signup', 0, ?, ?) RETURNING id",
        ))
        .bind(&t.kind)
        .bind(&t.options)
        .bind(&t.format)
        .bind(t.rounds)
        .bind(&t.place)
        .bind(&t.created_by)
        .bind(t.max_players)
        .bind(t.rated)
        .bind(t.move_deadline_secs)
        .bind(&t.deadline_policy)
        .bind(t.starts_at)
        .bind(t.now)
        .bind(t.now)
        .fetch_one(pool)
        .await?;
        Ok(id)
        })
    }

    /// A tournament, its entrants (by number) and its games (by round, board).
    #[allow(clippy::type_complexity)]
    pub async fn tournament(
        &self,
        id: i64,
    ) -> Result<Option<(TournamentRow, Vec<EntrantRow>, Vec<TournamentGameRow>)>, StoreError> {
        with_pool!(self, pool, d => {
        let row: Option<TournamentRow> =
            sqlx::query_as(&d.sql(&format!("SELECT {COLUMNS} FROM tournaments WHERE id = ?")))
                .bind(id)
                .fetch_optional(pool)
                .await?;
        let Some(row) = row else { return Ok(None) };
        let entrants = sqlx::query_as(&d.sql(
            "SELECT entrant, user_id, name, rating, joined_at, left_at FROM tournament_entrants \
             WHERE tournament_id = ? ORDER BY entrant",
        ))
        .bind(id)
        .fetch_all(pool)
        .await?;
        let games = sqlx::query_as(&d.sql(
            "SELECT round, board, entrants, table_id, places FROM tournament_games \
             WHERE tournament_id = ? ORDER BY round, board",
        ))
        .bind(id)
        .fetch_all(pool)
        .await?;
        Ok(Some((row, entrants, games)))
        })
    }

    /// `user` enters tournament `id` while it signs up, unless it is full.
    pub async fn enter_tournament(
        &self,
        id: i64,
        user: &str,
        name: &str,
        now: i64,
    ) -> Result<Entry, StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        // The tournament's row first: entries one after the other, so none passes the limit.
        let open: Option<Option<i64>> = sqlx::query_scalar(&d.sql(
            "UPDATE tournaments SET updated_at = ?2 WHERE id = ?1 AND status = 'signup' \
             RETURNING max_players",
        ))
        .bind(id)
        .bind(now)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(max) = open else { return Ok(Entry::Closed) };
        let (count, last): (i64, Option<i64>) = sqlx::query_as(&d.sql(
            "SELECT COUNT(*), MAX(entrant) FROM tournament_entrants WHERE tournament_id = ?",
        ))
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
        let already: Option<i64> = sqlx::query_scalar(&d.sql(
            "SELECT entrant FROM tournament_entrants WHERE tournament_id = ? AND user_id = ?",
        ))
        .bind(id)
        .bind(user)
        .fetch_optional(&mut *tx)
        .await?;
        if already.is_some() {
            return Ok(Entry::Already);
        }
        if max.is_some_and(|m| count >= m) {
            return Ok(Entry::Full);
        }
        let entrant = last.unwrap_or(0) + 1;
        sqlx::query(&d.sql(
            "INSERT INTO tournament_entrants (tournament_id, entrant, user_id, name, joined_at) \
             VALUES (?, ?, ?, ?, ?)",
        ))
        .bind(id)
        .bind(entrant)
        .bind(user)
        .bind(name)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Entry::In(entrant))
        })
    }

    /// `user` leaves tournament `id`: out of the sign-up, or marked as gone once it runs.
    /// `false` if they were not in it (or had left).
    pub async fn withdraw(&self, id: i64, user: &str, now: i64) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let signup = sqlx::query(&d.sql(
            "DELETE FROM tournament_entrants WHERE tournament_id = ?1 AND user_id = ?2 \
             AND (SELECT status FROM tournaments WHERE id = ?1) = 'signup'",
        ))
        .bind(id)
        .bind(user)
        .execute(pool)
        .await?
        .rows_affected();
        if signup == 1 {
            return Ok(true);
        }
        let running = sqlx::query(&d.sql(
            "UPDATE tournament_entrants SET left_at = ?3 WHERE tournament_id = ?1 AND user_id = ?2 \
             AND left_at IS NULL",
        ))
        .bind(id)
        .bind(user)
        .bind(now)
        .execute(pool)
        .await?
        .rows_affected();
        Ok(running == 1)
        })
    }

    /// Sets each entrant's rating (at the start).
    pub async fn rate_entrants(&self, id: i64, ratings: &[(i64, i64)]) -> Result<(), StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        for (entrant, rating) in ratings {
            sqlx::query(&d.sql(
                "UPDATE tournament_entrants SET rating = ? WHERE tournament_id = ? AND entrant = ?",
            ))
            .bind(rating)
            .bind(id)
            .bind(entrant)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
        })
    }

    /// Claims tournament `id`'s background work for `worker` until `until`, unless
    /// anyone holds it at `now` (the holder itself too: a game ended by the work itself,
    /// a leaver's forfeit, does not start it again inside it).
    pub async fn claim_tournament(
        &self,
        id: i64,
        worker: &str,
        now: i64,
        until: i64,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let done = sqlx::query(&d.sql(
            "UPDATE tournaments SET claimed_by = ?2, claimed_until = ?4 WHERE id = ?1 \
             AND (claimed_until IS NULL OR claimed_until <= ?3)",
        ))
        .bind(id)
        .bind(worker)
        .bind(now)
        .bind(until)
        .execute(pool)
        .await?
        .rows_affected();
        Ok(done == 1)
        })
    }

    /// `worker` is done with tournament `id`'s work.
    pub async fn release_tournament(&self, id: i64, worker: &str) -> Result<(), StoreError> {
        with_pool!(self, pool, d => {
        sqlx::query(&d.sql(
            "UPDATE tournaments SET claimed_by = NULL, claimed_until = NULL \
             WHERE id = ? AND claimed_by = ?",
        ))
        .bind(id)
        .bind(worker)
        .execute(pool)
        .await?;
        Ok(())
        })
    }

    /// The tournaments signing up or running (the sweep looks at each).
    pub async fn live_tournaments(&self) -> Result<Vec<i64>, StoreError> {
        with_pool!(self, pool, d => {
        let ids = sqlx::query_scalar(&d.sql(
            "SELECT id FROM tournaments WHERE status IN ('signup', 'running') ORDER BY id",
        ))
        .fetch_all(pool)
        .await?;
        Ok(ids)
        })
    }

    /// The tournament table `table` is a game of, if any.
    pub async fn tournament_of(&self, table: i64) -> Result<Option<i64>, StoreError> {
        with_pool!(self, pool, d => {
        let id = sqlx::query_scalar(&d.sql(
            "SELECT tournament_id FROM tournament_games WHERE table_id = ?",
        ))
        .bind(table)
        .fetch_optional(pool)
        .await?;
        Ok(id)
        })
    }
}
