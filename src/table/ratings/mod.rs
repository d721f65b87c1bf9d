//! Ratings for finished games between humans, one per game and player count (a pool:
//! `rivality-2p`), and what a player's profile and a leaderboard show. A game is rated
//! once, in the transaction that marks it rated: right after it ends, and by every sweep
//! for a game the process stopped before rating (nothing stuck).

pub mod maths;

use serde::{Deserialize, Serialize};

use super::error::TableError;
use super::ids::{TableId, UserId};
use super::play::Action;
use super::service::TableService;
use super::settings;
use crate::store::{RatedSide, RatingRow, Status};

use maths::{shown, System, PROVISIONAL_DEVIATION};

/// Tables rated per sweep at most.
const RATE_LIMIT: i64 = 50;

/// A player's standing in one pool, as shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub user: UserId,
    /// `rivality-2p`.
    pub pool: String,
    /// On Glicko's scale (1500 to start).
    pub rating: i64,
    /// Too few games, or too long ago, to trust it yet.
    pub provisional: bool,
    pub games: i64,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}

impl Standing {
    fn of(row: RatingRow) -> Standing {
        let (rating, deviation) = shown(row.rating, row.deviation, row.volatility);
        Standing {
            user: UserId(row.user_id),
            pool: row.pool,
            rating,
            provisional: deviation as f64 > PROVISIONAL_DEVIATION,
            games: row.games,
            wins: row.wins,
            draws: row.draws,
            losses: row.losses,
        }
    }

    /// "1523" or "1523?" while provisional.
    pub fn rating_text(&self) -> String {
        format!("{}{}", self.rating, if self.provisional { "?" } else { "" })
    }
}

/// A player's best score in a daily challenge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyScore {
    pub user: UserId,
    pub score: i64,
    /// When the game that reached it ended (Unix ms).
    pub finished_at: i64,
}

/// What `/profile` shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profile {
    pub user: UserId,
    /// The most games first.
    pub standings: Vec<Standing>,
    /// Finished games of every kind, rated or not.
    pub finished: i64,
    /// Games in a lobby or running.
    pub current: i64,
    /// The kind most played to the end.
    pub favourite: Option<String>,
}

/// The pool of a game: its kind and its player count.
pub fn pool_of(kind: &str, seats: i64) -> String {
    format!("{kind}-{seats}p")
}

/// A kind as players name it: "Rivality".
pub fn kind_title(kind: &str) -> String {
    crate::words::capitalised(kind)
}

/// A pool as players name it: "Rivality, 2 players".
pub fn pool_title(pool: &str) -> String {
    match pool.rsplit_once('-') {
        Some((kind, count)) => match count.strip_suffix('p') {
            Some(n) if n.parse::<u8>().is_ok() => format!("{}, {n} players", kind_title(kind)),
            _ => kind_title(pool),
        },
        None => kind_title(pool),
    }
}

impl TableService {
    /// Rates table `id` if it is finished and not rated yet; `true` when this call rated
    /// (or marked as not rated) it. A game with an AI seat, or one its rules do not rate,
    /// is only marked.
    pub async fn rate_finished(&self, id: TableId) -> Result<bool, TableError> {
        let t = self.load(id).await?;
        if t.status != Status::Finished {
            return Ok(false);
        }
        let now = self.now();
        self.record_daily(&t).await?;
        let humans = t.seats.len() >= 2 && t.seats.iter().all(|s| !s.ai && s.user_id.is_some());
        let humans =
            humans && settings::get::<bool>(&t.row.options, settings::UNRATED) != Some(true);
        let places = if humans {
            self.final_places(&t).await?
        } else {
            None
        };
        let Some(places) = places else {
            return Ok(self
                .store
                .rate_table(id.0, None, &[], now, |_| Vec::new())
                .await?);
        };
        // One side per team, in team order.
        let mut sides: Vec<(i64, RatedSide)> = Vec::new();
        for seat in &t.seats {
            let team = seat.team.unwrap_or(seat.seat);
            let place = usize::try_from(seat.seat)
                .ok()
                .and_then(|s| places.get(s).copied())
                .ok_or_else(|| t.corrupt("a seat without a place at the end"))?;
            let user = seat.user_id.clone().unwrap_or_default();
            match sides.iter_mut().find(|(t, _)| *t == team) {
                Some((_, side)) => side.users.push(user),
                None => sides.push((
                    team,
                    RatedSide {
                        users: vec![user],
                        place,
                    },
                )),
            }
        }
        sides.sort_by_key(|(team, _)| *team);
        let sides: Vec<RatedSide> = sides.into_iter().map(|(_, s)| s).collect();
        let sizes: Vec<usize> = sides.iter().map(|s| s.users.len()).collect();
        let system = System::for_sides(&sizes);
        let side_places: Vec<u8> = sides.iter().map(|s| s.place).collect();
        let pool = pool_of(&t.row.kind, t.seats.len() as i64);
        let rated = self
            .store
            .rate_table(id.0, Some(&pool), &sides, now, |before| {
                maths::rate(system, before, &side_places)
            })
            .await?;
        if rated {
            tracing::info!(table = id.0, pool, "game rated");
        }
        Ok(rated)
    }

    /// A daily challenge played to its end goes on that day's board (again: no change).
    async fn record_daily(&self, t: &super::service::Loaded) -> Result<(), TableError> {
        let Some(day) = settings::get::<String>(&t.row.options, settings::DAILY) else {
            return Ok(());
        };
        let score = t.game.as_deref().and_then(|g| g.solo_score());
        let player = t.seats.first().and_then(|s| s.user_id.clone());
        if let (Some(score), Some(player)) = (score, player) {
            self.store
                .record_daily(t.id.0, &day, &player, score, t.row.updated_at)
                .await?;
        }
        Ok(())
    }

    /// The daily challenge of `day` (`YYYY-MM-DD`): best score first, then the earliest.
    pub async fn daily_board(&self, day: &str, limit: i64) -> Result<Vec<DailyScore>, TableError> {
        Ok(self
            .store
            .daily_board(day, limit)
            .await?
            .into_iter()
            .map(|r| DailyScore {
                user: UserId(r.user_id),
                score: r.score,
                finished_at: r.finished_at,
            })
            .collect())
    }

    /// Each seat's place at the end: a resignation or a forfeit puts that seat's side
    /// last and the others first; otherwise the rules say.
    pub(crate) async fn final_places(
        &self,
        t: &super::service::Loaded,
    ) -> Result<Option<Vec<u8>>, TableError> {
        let Some(game) = t.game.as_deref() else {
            return Ok(None);
        };
        let moves = self.store.moves(t.id.0).await?;
        let ended_by = moves
            .last()
            .and_then(|m| serde_json::from_str::<Action>(&m.action).ok())
            .and_then(|a| match a {
                Action::Resign { seat } | Action::Forfeit { seat } => Some(seat),
                Action::Play { .. } | Action::TakeBack { .. } => None,
            });
        Ok(match ended_by {
            Some(gave_up) => {
                let losers = game.team_of(gave_up);
                Some(
                    (0..t.seats.len() as u8)
                        .map(|seat| u8::from(game.team_of(seat) == losers))
                        .collect(),
                )
            }
            None => game.places(),
        })
    }

    /// Rates a game that just ended. Its end is saved already: a failure here is only
    /// logged, and the next sweep rates it.
    pub(crate) async fn rate_now(&self, id: TableId) {
        if let Err(e) = self.rate_finished(id).await {
            tracing::warn!(table = id.0, "rating left to the next sweep: {e}");
        }
        // A tournament's game: its result recorded, the next round paired if it was the last.
        self.tournament_game_ended(id).await;
    }

    /// Rates every finished game left unrated (the process stopped in between); each
    /// sweep calls it. One table that cannot be read does not hold back the others.
    pub async fn rate_unrated(&self) -> Result<usize, TableError> {
        let mut rated = 0;
        for id in self.store.unrated(RATE_LIMIT).await? {
            match self.rate_finished(TableId(id)).await {
                Ok(true) => rated += 1,
                Ok(false) => {}
                Err(e @ TableError::Store(_)) => return Err(e),
                Err(e) => {
                    tracing::warn!(table = id, "a game left unrated: {e}");
                    // Marked, so that it is not tried at every sweep.
                    self.store
                        .rate_table(id, None, &[], self.now(), |_| Vec::new())
                        .await?;
                }
            }
        }
        Ok(rated)
    }

    /// `user`'s profile: standings, games finished and current, favourite game.
    pub async fn profile(&self, user: &UserId) -> Result<Profile, TableError> {
        let standings = self
            .store
            .ratings_of(&user.0)
            .await?
            .into_iter()
            .map(Standing::of)
            .collect();
        let by_kind = self.store.finished_by_kind(&user.0).await?;
        let current = self.store.user_games(&user.0).await?.len() as i64;
        Ok(Profile {
            user: user.clone(),
            standings,
            finished: by_kind.iter().map(|(_, n)| n).sum(),
            current,
            favourite: by_kind.first().map(|(kind, _)| kind.clone()),
        })
    }

    /// The best `limit` of `pool`, in `guild` only when given.
    pub async fn leaderboard(
        &self,
        pool: &str,
        guild: Option<&str>,
        limit: i64,
    ) -> Result<Vec<Standing>, TableError> {
        Ok(self
            .store
            .leaderboard(pool, guild, limit)
            .await?
            .into_iter()
            .map(Standing::of)
            .collect())
    }

    /// The pools with at least one rating.
    pub async fn rated_pools(&self) -> Result<Vec<String>, TableError> {
        Ok(self.store.pools().await?)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn pools_read_as_players_name_them() {
        assert_eq!(super::pool_title("rivality-2p"), "Rivality, 2 players");
        assert_eq!(super::pool_title("odd"), "Odd");
        assert_eq!(super::pool_title("a-bp"), "A-bp");
    }
}
