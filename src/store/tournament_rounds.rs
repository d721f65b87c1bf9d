//! A tournament's rounds: each paired in one transaction that also opens and starts every
//! table of the round, once (the round number is the condition of its write, so two
//! processes pairing at once pair once); each game's places recorded once; the end.

use super::backend::with_pool;
use super::tables::{Deal, Start, StartSeat};
use super::tournaments::NewTournamentGame;
use super::{Store, StoreError};

impl Store {
    /// Pairs round `round` of tournament `id`: in one transaction, the round number moves
    /// from `round - 1` to `round` (the tournament running), and every game's table is
    /// made and started. `false` if the round was paired already (by another process),
    /// or the tournament is over: then nothing is written.
    pub async fn pair_round(
        &self,
        id: i64,
        round: i64,
        games: &[NewTournamentGame],
        now: i64,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let mut tx = pool.begin().await?;
        let moved = sqlx::query(&d.sql(
            "UPDATE tournaments SET round = ?2, status = 'running', updated_at = ?3 \
             WHERE id = ?1 AND round = ?2 - 1 AND status IN ('signup', 'running')",
        ))
        .bind(id)
        .bind(round)
        .bind(now)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if moved != 1 {
            return Ok(false);
        }
        for game in games {
            let table = match &game.table {
                None => None,
                Some(make) => {
                    let table = tx.insert_table(d, &make.table).await?;
                    let mut deal = Vec::with_capacity(make.seats.len());
                    for (i, (seat, team)) in make.seats.iter().enumerate() {
                        let i = i as i64;
                        sqlx::query(&d.sql(
                            "INSERT INTO seats (table_id, seat, user_id, name, ai, joined_at) \
                             VALUES (?, ?, ?, ?, ?, ?)",
                        ))
                        .bind(table)
                        .bind(i)
                        .bind(&seat.user_id)
                        .bind(&seat.name)
                        .bind(seat.ai)
                        .bind(now)
                        .execute(&mut *tx)
                        .await?;
                        deal.push(StartSeat { lobby_seat: i, seat: i, team: *team });
                    }
                    let start = Start {
                        table,
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
                            what: format!("tournament {id}'s game could not be dealt"),
                        });
                    }
                    Some(table)
                }
            };
            sqlx::query(&d.sql(
                "INSERT INTO tournament_games (tournament_id, round, board, entrants, table_id) \
                 VALUES (?, ?, ?, ?, ?)",
            ))
            .bind(id)
            .bind(round)
            .bind(game.board)
            .bind(&game.entrants)
            .bind(table)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
        })
    }

    /// Records how a tournament game ended (`places` JSON); `false` if it was already.
    pub async fn record_places(
        &self,
        id: i64,
        round: i64,
        board: i64,
        places: &str,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let done = sqlx::query(&d.sql(
            "UPDATE tournament_games SET places = ? WHERE tournament_id = ? AND round = ? \
             AND board = ? AND places IS NULL",
        ))
        .bind(places)
        .bind(id)
        .bind(round)
        .bind(board)
        .execute(pool)
        .await?
        .rows_affected();
        Ok(done == 1)
        })
    }

    /// Ends tournament `id` as `status` (finished or cancelled); `false` if it had ended.
    pub async fn end_tournament(
        &self,
        id: i64,
        status: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        with_pool!(self, pool, d => {
        let done = sqlx::query(&d.sql(
            "UPDATE tournaments SET status = ?, updated_at = ? WHERE id = ? \
             AND status IN ('signup', 'running')",
        ))
        .bind(status)
        .bind(now)
        .bind(id)
        .execute(pool)
        .await?
        .rows_affected();
        Ok(done == 1)
        })
    }
}
