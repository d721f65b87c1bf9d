//! The sign-up: a tournament opened with its options, players entering and leaving, and
//! its start, by its creator or at its set time; its creator or a moderator may remove a
//! player or cancel it.

use std::time::Duration;

use super::super::deadlines::DeadlinePolicy;
use super::super::ids::{Place, TableId, User, UserId};
use super::super::kinds::GameOptions;
use super::super::ratings::pool_of;
use super::super::service::TableService;
use super::error::TournamentError;
use super::read::{Tournament, TournamentFormat, TournamentStatus};
use super::rounds::Progress;
use crate::store::{Entry, NewTournament};

/// Everything needed to open a tournament.
#[derive(Clone, Debug)]
pub struct TournamentSpec {
    /// The game every pairing plays (for tables of 3 or 4, Rivality: the player count is
    /// each table's).
    pub options: GameOptions,
    pub format: TournamentFormat,
    /// `None`: as many as the format needs for the players who start.
    pub rounds: Option<u32>,
    pub place: Place,
    pub creator: User,
    pub max_players: Option<u32>,
    /// Its games rated as other games are.
    pub rated: bool,
    pub move_deadline: Option<Duration>,
    /// What a missed deadline does: the seat forfeits, or the AI plays for it.
    pub policy: DeadlinePolicy,
    /// Starts by itself at this time (Unix ms); `None`: when its creator says.
    pub starts_at: Option<i64>,
}

impl TableService {
    /// Opens a tournament's sign-up; returns its id.
    pub async fn create_tournament(&self, spec: TournamentSpec) -> Result<i64, TournamentError> {
        let two_players = spec.options.seats().ok() == Some(2);
        let fits = match spec.format {
            TournamentFormat::Tables(_) => matches!(spec.options, GameOptions::Rivality(_)),
            _ => two_players,
        };
        if !fits {
            return Err(TournamentError::BadOptions(format!(
                "{} is not for {}",
                spec.format.as_str(),
                spec.options.kind()
            )));
        }
        if spec
            .max_players
            .is_some_and(|m| (m as usize) < spec.format.min_players())
        {
            return Err(TournamentError::BadOptions("max_players too small".into()));
        }
        let options = spec
            .options
            .to_json()
            .map_err(|e| TournamentError::BadOptions(e.to_string()))?;
        let now = self.now();
        let id = self
            .store
            .create_tournament(&NewTournament {
                kind: spec.options.kind().to_string(),
                options,
                format: spec.format.as_str().to_string(),
                rounds: i64::from(spec.rounds.unwrap_or(0)),
                place: spec.place.to_json(),
                created_by: spec.creator.id.0.clone(),
                max_players: spec.max_players.map(i64::from),
                rated: spec.rated,
                move_deadline_secs: spec
                    .move_deadline
                    .map(|d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX)),
                deadline_policy: spec.policy.as_str().to_string(),
                starts_at: spec.starts_at,
                now,
            })
            .await?;
        tracing::info!(
            tournament = id,
            format = spec.format.as_str(),
            "tournament opened"
        );
        Ok(id)
    }

    /// `user` enters tournament `id` while it signs up; returns their entrant number.
    pub async fn enter_tournament(&self, id: i64, user: &User) -> Result<i64, TournamentError> {
        match self
            .store
            .enter_tournament(id, &user.id.0, &user.name, self.now())
            .await?
        {
            Entry::In(n) => Ok(n),
            Entry::Already => Err(TournamentError::AlreadyIn(id)),
            Entry::Full => Err(TournamentError::Full(id)),
            Entry::Closed => {
                self.tournament(id).await?;
                Err(TournamentError::NotSigningUp(id))
            }
        }
    }

    /// `user` leaves tournament `id`: out of the sign-up, or, once it runs, out of the
    /// rounds to come, their games in play forfeited (resigned for them) so that the
    /// round does not wait for them.
    pub async fn leave_tournament(
        &self,
        id: i64,
        user: &UserId,
    ) -> Result<Progress, TournamentError> {
        let t = self.tournament(id).await?;
        if matches!(
            t.status,
            TournamentStatus::Finished | TournamentStatus::Cancelled
        ) {
            return Err(TournamentError::Over(id));
        }
        if !self.store.withdraw(id, &user.0, self.now()).await? {
            return Err(TournamentError::NotIn(id));
        }
        if t.status == TournamentStatus::SigningUp {
            return Ok(Progress::Nothing);
        }
        // A forfeit ends a game, which moves the tournament on by itself (the round may be
        // paired inside it): what changed is told from the round before and after.
        self.forfeit_games_of(&self.tournament(id).await?).await?;
        self.advance_tournament(id).await?;
        let after = self.tournament(id).await?;
        Ok(if after.status == TournamentStatus::Finished {
            Progress::Finished
        } else if after.row.round > t.row.round {
            let round = after.row.round;
            let tables = after.games.iter().filter(|g| g.round == round);
            Progress::Paired {
                round,
                tables: tables.filter_map(|g| g.table_id.map(TableId)).collect(),
            }
        } else {
            Progress::Nothing
        })
    }

    /// The creator or a moderator removes `who` from tournament `id`, as if they left.
    pub async fn remove_from_tournament(
        &self,
        id: i64,
        by: &UserId,
        moderator: bool,
        who: &UserId,
    ) -> Result<Progress, TournamentError> {
        let t = self.tournament(id).await?;
        if !moderator && t.row.created_by != by.0 {
            return Err(TournamentError::NotAllowed(id));
        }
        self.leave_tournament(id, who).await
    }

    /// The creator or a moderator cancels tournament `id`. Its games in play go on as
    /// ordinary games.
    pub async fn cancel_tournament(
        &self,
        id: i64,
        by: &UserId,
        moderator: bool,
    ) -> Result<(), TournamentError> {
        let t = self.tournament(id).await?;
        if !moderator && t.row.created_by != by.0 {
            return Err(TournamentError::NotAllowed(id));
        }
        if !self
            .store
            .end_tournament(id, "cancelled", self.now())
            .await?
        {
            return Err(TournamentError::Over(id));
        }
        tracing::info!(tournament = id, "tournament cancelled");
        Ok(())
    }

    /// Its creator (or a moderator) starts tournament `id`: the first round is paired.
    pub async fn start_tournament(
        &self,
        id: i64,
        by: &UserId,
        moderator: bool,
    ) -> Result<Progress, TournamentError> {
        let t = self.tournament(id).await?;
        if !moderator && t.row.created_by != by.0 {
            return Err(TournamentError::NotAllowed(id));
        }
        self.begin(&t).await
    }

    /// Fixes the entrants' ratings (their rating in the game's pool, 1500 without one)
    /// and pairs the first round.
    pub(super) async fn begin(&self, t: &Tournament) -> Result<Progress, TournamentError> {
        if t.status != TournamentStatus::SigningUp {
            return Err(TournamentError::NotSigningUp(t.id));
        }
        let need = t.format.min_players();
        if t.entrants.len() < need {
            return Err(TournamentError::TooFew(t.id, need));
        }
        let seats = match t.format {
            TournamentFormat::Tables(n) => i64::from(n),
            _ => 2,
        };
        let pool = pool_of(&t.row.kind, seats);
        let mut ratings = Vec::with_capacity(t.entrants.len());
        for e in &t.entrants {
            let rows = self.store.ratings_of(&e.user_id).await?;
            let rating = rows
                .iter()
                .find(|r| r.pool == pool)
                .map_or(1500.0, |r| r.rating);
            ratings.push((e.entrant, rating.round() as i64));
        }
        self.store.rate_entrants(t.id, &ratings).await?;
        self.advance(t.id, true).await
    }

    /// The tables of tournament `id`'s games still in play for `user`.
    pub async fn tournament_games_of(
        &self,
        id: i64,
        user: &UserId,
    ) -> Result<Vec<TableId>, TournamentError> {
        let t = self.tournament(id).await?;
        let Some(me) = t.entrant_of(user) else {
            return Ok(Vec::new());
        };
        Ok(in_play_of(&t, me.entrant))
    }
}

/// The tables of `entrant`'s games in play.
pub(super) fn in_play_of(t: &Tournament, entrant: i64) -> Vec<TableId> {
    t.games
        .iter()
        .filter(|g| g.places.is_none())
        .filter(|g| {
            serde_json::from_str::<Vec<i64>>(&g.entrants).is_ok_and(|s| s.contains(&entrant))
        })
        .filter_map(|g| g.table_id.map(TableId))
        .collect()
}
