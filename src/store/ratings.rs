//! Ratings and leaderboards: what finished games between humans did to each player's
//! standing in a pool (a game and its player count).

use super::backend::with_pool;
use super::{Store, StoreError};

/// A player's standing in one pool.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct RatingRow {
    pub user_id: String,
    pub pool: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}

/// One side of a rated game: its players and its place (0: first; equal places tie).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedSide {
    pub users: Vec<String>,
    pub place: u8,
}

/// A player's standing before a game, as the maths needs it (a new player has none).
pub type Before = Option<RatingRow>;

impl Store {
    /// Finished tables not rated, nor marked as not to be rated (a solo game, a game
    /// against the AI), yet: the oldest first.
    pub async fn unrated(&self, limit: i64) -> Result<Vec<i64>, StoreError> {
        with_pool!(self, db, d => {
        let ids = sqlx::query_scalar(
            &d.sql(super::sweeps::UNRATED)
        )
        .bind(limit)
        .fetch_all(db)
        .await?;
        Ok(ids)
        })
    }

    /// Rates `table` in `pool` once: reads the sides' standings, lets `rate` work out the
    /// new ones (one per player, in the order of `sides`), and writes them with the mark
    /// that the table is rated, in one transaction. `pool: None` only marks it (a game
    /// that is not rated). `false`: it was rated already.
    pub async fn rate_table(
        &self,
        table: i64,
        pool: Option<&str>,
        sides: &[RatedSide],
        now: i64,
        rate: impl FnOnce(&[Vec<Before>]) -> Vec<Vec<(f64, f64, f64)>>,
    ) -> Result<bool, StoreError> {
        with_pool!(self, db, d => {
        let mut tx = db.begin().await?;
        // The mark first: it takes SQLite's write lock, and a second rater stops here.
        // PostgreSQL locks only that row: its ratings are written one table at a time.
        if let Some(lock) = d.ratings_lock() {
            sqlx::query(lock).execute(&mut *tx).await?;
        }
        let marked = sqlx::query(
            &d.sql("INSERT INTO rated_games (table_id, pool, rated_at) VALUES (?1, ?2, ?3) \
             ON CONFLICT (table_id) DO NOTHING",)
        )
        .bind(table)
        .bind(pool)
        .bind(now)
        .execute(&mut *tx)
        .await?
        .rows_affected()
            == 1;
        if !marked {
            return Ok(false);
        }
        sqlx::query(&d.sql("UPDATE tables SET rated = 1 WHERE id = ?"))
            .bind(table)
            .execute(&mut *tx)
            .await?;
        let Some(pool) = pool else {
            tx.commit().await?;
            return Ok(true);
        };
        let mut before = Vec::with_capacity(sides.len());
        for side in sides {
            let mut rows = Vec::with_capacity(side.users.len());
            for user in &side.users {
                let row: Option<RatingRow> = sqlx::query_as(
                    &d.sql("SELECT user_id, pool, rating, deviation, volatility, games, wins, draws, \
                            losses FROM ratings WHERE user_id = ? AND pool = ?",)
                )
                .bind(user)
                .bind(pool)
                .fetch_optional(&mut *tx)
                .await?;
                rows.push(row);
            }
            before.push(rows);
        }
        let after = rate(&before);
        let best = sides.iter().map(|s| s.place).min().unwrap_or(0);
        for (i, side) in sides.iter().enumerate() {
            let shared = sides.iter().filter(|s| s.place == side.place).count() > 1;
            let (win, draw, loss) = match (side.place == best, shared) {
                (true, false) => (1_i64, 0_i64, 0_i64),
                (true, true) => (0, 1, 0),
                (false, _) => (0, 0, 1),
            };
            for (j, user) in side.users.iter().enumerate() {
                let Some(&(rating, deviation, volatility)) = after.get(i).and_then(|s| s.get(j))
                else {
                    continue;
                };
                sqlx::query(
                    &d.sql("INSERT INTO ratings (user_id, pool, rating, deviation, volatility, games, \
                                          wins, draws, losses, updated_at) \
                     VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?7, ?8, ?9) \
                     ON CONFLICT (user_id, pool) DO UPDATE SET rating = ?3, deviation = ?4, \
                       volatility = ?5, games = ratings.games + 1, wins = ratings.wins + ?6, \
                       draws = ratings.draws + ?7, losses = ratings.losses + ?8, updated_at = ?9",)
                )
                .bind(user)
                .bind(pool)
                .bind(rating)
                .bind(deviation)
                .bind(volatility)
                .bind(win)
                .bind(draw)
                .bind(loss)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            }
        }
        tx.commit().await?;
        Ok(true)
        })
    }

    /// A player's standings, the pool with the most games first.
    pub async fn ratings_of(&self, user: &str) -> Result<Vec<RatingRow>, StoreError> {
        with_pool!(self, db, d => {
        let rows = sqlx::query_as(
            &d.sql("SELECT user_id, pool, rating, deviation, volatility, games, wins, draws, losses \
             FROM ratings WHERE user_id = ? ORDER BY games DESC, pool",)
        )
        .bind(user)
        .fetch_all(db)
        .await?;
        Ok(rows)
        })
    }

    /// The best of `pool` (in `guild` only: players with a rated game of that pool
    /// played there), best rating first.
    pub async fn leaderboard(
        &self,
        pool: &str,
        guild: Option<&str>,
        limit: i64,
    ) -> Result<Vec<RatingRow>, StoreError> {
        with_pool!(self, db, d => {
        let rows = sqlx::query_as(
            &d.sql("SELECT r.user_id, r.pool, r.rating, r.deviation, r.volatility, r.games, r.wins, \
                    r.draws, r.losses \
             FROM ratings r WHERE r.pool = ?1 AND (?2 IS NULL OR EXISTS ( \
               SELECT 1 FROM rated_games g JOIN seats s ON s.table_id = g.table_id \
               JOIN tables t ON t.id = g.table_id \
               WHERE g.pool = ?1 AND s.user_id = r.user_id \
                 AND json_extract(t.place, '$.guild') = ?2)) \
             ORDER BY r.rating DESC, r.games DESC, r.user_id LIMIT ?3",)
        )
        .bind(pool)
        .bind(guild)
        .bind(limit)
        .fetch_all(db)
        .await?;
        Ok(rows)
        })
    }

    /// The pools anyone has a rating in.
    pub async fn pools(&self) -> Result<Vec<String>, StoreError> {
        with_pool!(self, db, d => {
        let pools = sqlx::query_scalar(&d.sql("SELECT DISTINCT pool FROM ratings ORDER BY pool"))
            .fetch_all(db)
            .await?;
        Ok(pools)
        })
    }

    /// How many finished games `user` played, by kind, the most played first.
    pub async fn finished_by_kind(&self, user: &str) -> Result<Vec<(String, i64)>, StoreError> {
        with_pool!(self, db, d => {
        let rows = sqlx::query_as(
            &d.sql("SELECT t.kind, COUNT(*) AS n FROM seats s JOIN tables t ON t.id = s.table_id \
             WHERE s.user_id = ? AND t.status = 'finished' \
             GROUP BY t.kind ORDER BY n DESC, t.kind",)
        )
        .bind(user)
        .fetch_all(db)
        .await?;
        Ok(rows)
        })
    }

    /// Records the score of a finished daily challenge game (once; again is a no-op).
    pub async fn record_daily(
        &self,
        table: i64,
        day: &str,
        user: &str,
        score: i64,
        finished_at: i64,
    ) -> Result<(), StoreError> {
        with_pool!(self, db, d => {
        sqlx::query(
            &d.sql("INSERT INTO daily_results (table_id, day, user_id, score, finished_at) \
             VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (table_id) DO NOTHING",)
        )
        .bind(table)
        .bind(day)
        .bind(user)
        .bind(score)
        .bind(finished_at)
        .execute(db)
        .await?;
        Ok(())
        })
    }

    /// The daily challenge of `day`: each player's best score (the earliest game to reach
    /// it), best first, then the earliest.
    pub async fn daily_board(&self, day: &str, limit: i64) -> Result<Vec<DailyRow>, StoreError> {
        with_pool!(self, db, d => {
        let rows = sqlx::query_as(
            &d.sql("SELECT user_id, score, MIN(finished_at) AS finished_at FROM daily_results d \
             WHERE day = ?1 AND score = (SELECT MAX(score) FROM daily_results e \
                                          WHERE e.day = ?1 AND e.user_id = d.user_id) \
             GROUP BY user_id, score ORDER BY score DESC, finished_at, user_id LIMIT ?2",)
        )
        .bind(day)
        .bind(limit)
        .fetch_all(db)
        .await?;
        Ok(rows)
        })
    }
}

/// A player's best score in a daily challenge.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct DailyRow {
    pub user_id: String,
    pub score: i64,
    pub finished_at: i64,
}
