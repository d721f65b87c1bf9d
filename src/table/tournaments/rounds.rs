//! A tournament moving on: each ended game's places recorded, the games of players who
//! left forfeited, and once a round's last game has ended, the next round paired (every
//! table of it made and started in one transaction) or the tournament ended. All of it
//! under the tournament's lease (`store::claims`' pattern), and all of it idempotent, so
//! the move that ended a game, a restart's sweep or two processes at once do it once.

use super::super::ids::{TableId, UserId};
use super::super::kinds::{self, Seat};
use super::super::lobby::fresh_seed;
use super::super::play::Action;
use super::super::service::TableService;
use super::super::settings;
use super::error::TournamentError;
use super::read::{Tournament, TournamentFormat, TournamentStatus};
use super::signup::in_play_of;
use crate::store::{NewRematch, NewSeat, NewTable, NewTournamentGame, Status};
use crate::tournament::{self, Player, Round};

type Resigning<'a> = std::pin::Pin<
    Box<
        dyn std::future::Future<
                Output = Result<super::super::show::Show, super::super::error::TableError>,
            > + Send
            + 'a,
    >,
>;

/// How long a process holds a tournament's work before another may take it over.
const LEASE_MS: i64 = 5 * 60 * 1000;

/// What moving a tournament on did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Nothing to do now (a round in play, or another process at it).
    Nothing,
    /// Round `round` was paired: its games' tables, started.
    Paired { round: i64, tables: Vec<TableId> },
    /// The last round ended: the tournament is over.
    Finished,
}

impl TableService {
    /// Moves tournament `id` on as far as it can now: records the games that ended,
    /// forfeits the games of players who left, pairs the next round once this one is over,
    /// or ends the tournament after its last.
    pub async fn advance_tournament(&self, id: i64) -> Result<Progress, TournamentError> {
        self.advance(id, false).await
    }

    /// As [`TableService::advance_tournament`]; `starting`: a tournament still signing up
    /// is paired too (its start, checked by `begin`), where otherwise it is left alone.
    pub(super) async fn advance(
        &self,
        id: i64,
        starting: bool,
    ) -> Result<Progress, TournamentError> {
        let now = self.now();
        if !self
            .store
            .claim_tournament(id, &self.worker, now, now + LEASE_MS)
            .await?
        {
            return Ok(Progress::Nothing);
        }
        let out = self.advance_claimed(id, starting).await;
        self.store.release_tournament(id, &self.worker).await?;
        out
    }

    /// Every live tournament moved on (each sweep): the due starts, the ended games a
    /// restart left unrecorded, the rounds left unpaired. One tournament failing does not
    /// hold back the others.
    pub async fn sweep_tournaments(&self) -> Result<Vec<(i64, Progress)>, TournamentError> {
        let mut done = Vec::new();
        for id in self.store.live_tournaments().await? {
            let t = self.tournament(id).await?;
            let due = t.row.starts_at.is_some_and(|at| at <= self.now());
            let step = match t.status {
                TournamentStatus::SigningUp if due => match self.begin(&t).await {
                    Err(TournamentError::TooFew(..)) => {
                        self.store
                            .end_tournament(id, "cancelled", self.now())
                            .await?;
                        tracing::info!(tournament = id, "cancelled at its start: too few players");
                        continue;
                    }
                    other => other,
                },
                TournamentStatus::Running => self.advance_tournament(id).await,
                _ => continue,
            };
            match step {
                Ok(Progress::Nothing) => {}
                Ok(progress) => done.push((id, progress)),
                Err(e @ TournamentError::Store(_)) => return Err(e),
                Err(e) => tracing::warn!(tournament = id, "tournament not moved on: {e}"),
            }
        }
        Ok(done)
    }

    /// The tournament `table` is a game of moved on, after that game ended (a failure is
    /// only logged: the next sweep does it).
    pub async fn tournament_game_ended(&self, table: TableId) -> Option<(i64, Progress)> {
        let id = match self.store.tournament_of(table.0).await {
            Ok(Some(id)) => id,
            Ok(None) => return None,
            Err(e) => {
                tracing::warn!(table = table.0, "tournament left to the next sweep: {e}");
                return None;
            }
        };
        match self.advance_tournament(id).await {
            Ok(progress) => Some((id, progress)),
            Err(e) => {
                tracing::warn!(tournament = id, "tournament left to the next sweep: {e}");
                None
            }
        }
    }

    async fn advance_claimed(&self, id: i64, starting: bool) -> Result<Progress, TournamentError> {
        let t = self.tournament(id).await?;
        match t.status {
            TournamentStatus::Finished | TournamentStatus::Cancelled => {
                return Ok(Progress::Nothing)
            }
            TournamentStatus::Running => {
                self.forfeit_games_of(&t).await?;
                self.record_ended(&t).await?;
            }
            // `begin` checked the start; nothing else starts a tournament.
            TournamentStatus::SigningUp if starting => {}
            TournamentStatus::SigningUp => return Ok(Progress::Nothing),
        }
        let t = self.tournament(id).await?;
        let history = t.history()?;
        let played = usize::try_from(t.row.round).unwrap_or(0);
        if history.last().is_some_and(|r| !r.over()) {
            return Ok(Progress::Nothing);
        }
        let next = self.next_round(&t, &history, played);
        let Some(next) = next.filter(|r| !r.games.is_empty()) else {
            if self
                .store
                .end_tournament(id, "finished", self.now())
                .await?
            {
                tracing::info!(tournament = id, rounds = played, "tournament finished");
                return Ok(Progress::Finished);
            }
            return Ok(Progress::Nothing);
        };
        let games = self.games_of(&t, &next)?;
        let round = t.row.round + 1;
        if !self.store.pair_round(id, round, &games, self.now()).await? {
            return Ok(Progress::Nothing);
        }
        tracing::info!(
            tournament = id,
            round,
            games = next.games.len(),
            "round paired"
        );
        let t = self.tournament(id).await?;
        let tables = t
            .games
            .iter()
            .filter(|g| g.round == round)
            .filter_map(|g| g.table_id.map(TableId))
            .collect();
        Ok(Progress::Paired { round, tables })
    }

    /// The round after `played` rounds, `None` once the last has been played.
    fn next_round(&self, t: &Tournament, history: &[Round], played: usize) -> Option<Round> {
        let active = t.active();
        let knockout_over = t.format == TournamentFormat::Knockout && played > 0 && {
            let seeds = tournament::knockout_seeds(&t.all());
            let alive: Vec<Player> = active.iter().map(|e| e.player).collect();
            tournament::knockout_champion(&seeds, &alive, history).is_some()
                || tournament::knockout_round(&seeds, &alive, history)
                    .games
                    .is_empty()
        };
        if played >= t.rounds() || knockout_over || active.len() < 2 {
            return None;
        }
        Some(match t.format {
            TournamentFormat::Swiss => tournament::swiss_round(&active, history),
            TournamentFormat::RoundRobin => {
                let seeded = tournament::knockout_seeds(&t.all());
                let mut round = tournament::round_robin_round(&seeded, played);
                // A player who left is out of the schedule's games: the other sits out.
                let gone = |p: &Player| !active.iter().any(|e| e.player == *p);
                let mut kept = Vec::new();
                for game in round.games {
                    match game
                        .seats
                        .iter()
                        .filter(|p| !gone(p))
                        .copied()
                        .collect::<Vec<_>>()
                    {
                        both if both.len() == 2 => kept.push(game),
                        one => round.byes.extend(one),
                    }
                }
                round.games = kept;
                round.byes.retain(|p| !gone(p));
                round
            }
            TournamentFormat::Knockout => {
                let seeds = tournament::knockout_seeds(&t.all());
                let alive: Vec<Player> = active.iter().map(|e| e.player).collect();
                tournament::knockout_round(&seeds, &alive, history)
            }
            TournamentFormat::Tables(n) => {
                tournament::table_round(&active, history, usize::from(n))
            }
        })
    }

    /// The round's games and byes as the store makes them: each game's table dealt now.
    fn games_of(
        &self,
        t: &Tournament,
        round: &Round,
    ) -> Result<Vec<NewTournamentGame>, TournamentError> {
        let mut games = Vec::new();
        for (board, game) in round.games.iter().enumerate() {
            let seats: Vec<u32> = game.seats.iter().map(|p| p.0).collect();
            games.push(NewTournamentGame {
                board: board as i64,
                entrants: serde_json::to_string(&seats).map_err(|e| t.damaged(&e.to_string()))?,
                table: Some(self.table_for(t, &game.seats, board)?),
            });
        }
        for (k, p) in round.byes.iter().enumerate() {
            games.push(NewTournamentGame {
                board: (round.games.len() + k) as i64,
                entrants: format!("[{}]", p.0),
                table: None,
            });
        }
        Ok(games)
    }

    /// A started table for `seats` (in seat order), with the tournament's game, deadline,
    /// deadline policy and place; not rated when the tournament is not.
    fn table_for(
        &self,
        t: &Tournament,
        seats: &[Player],
        board: usize,
    ) -> Result<NewRematch, TournamentError> {
        let now = self.now();
        let mut options = t.row.options.clone();
        if let TournamentFormat::Tables(_) = t.format {
            options =
                settings::with(&options, "players", seats.len()).map_err(|e| t.damaged(&e))?;
        }
        if !t.row.rated {
            options =
                settings::with(&options, settings::UNRATED, true).map_err(|e| t.damaged(&e))?;
        }
        let seed = fresh_seed(now.wrapping_add(board as i64));
        let game = kinds::new_game(&t.row.kind, &options, seed).map_err(|e| t.damaged(&e))?;
        let mut new_seats = Vec::with_capacity(seats.len());
        for (s, p) in seats.iter().enumerate() {
            let user = t
                .user_of(*p)
                .ok_or_else(|| t.damaged("a seat without an entrant"))?;
            let seat = NewSeat {
                user_id: Some(user.0),
                name: t.name_of(*p),
                ai: false,
            };
            new_seats.push((seat, i64::from(game.team_of(s as Seat))));
        }
        let (remind_at, deadline_at) = match t.row.move_deadline_secs {
            Some(secs) if secs > 0 => {
                let limit = secs.saturating_mul(1000);
                (Some(now + limit / 4 * 3), Some(now + limit))
            }
            _ => (None, None),
        };
        Ok(NewRematch {
            table: NewTable {
                kind: t.row.kind.clone(),
                options,
                place: t.row.place.clone(),
                seats_wanted: u8::try_from(seats.len()).map_err(|_| t.damaged("too many seats"))?,
                shuffle_seats: false,
                seed,
                created_by: t.row.created_by.clone(),
                move_deadline_secs: t.row.move_deadline_secs,
                deadline_policy: t.row.deadline_policy.clone(),
                invited: new_seats
                    .iter()
                    .filter_map(|(s, _)| s.user_id.clone())
                    .collect(),
                now,
            },
            seats: new_seats,
            state: game.encode().map_err(|e| t.damaged(&e.to_string()))?,
            waiting: game.waiting_for().into_iter().map(i64::from).collect(),
            remind_at,
            deadline_at,
        })
    }

    /// Records the places of every game whose table has ended: its final places, a
    /// forfeit (on time, or a player gone) counted as one; a cancelled table, a forfeit
    /// for everyone at it.
    async fn record_ended(&self, t: &Tournament) -> Result<(), TournamentError> {
        for g in t.games.iter().filter(|g| g.places.is_none()) {
            let Some(table) = g.table_id.map(TableId) else {
                continue;
            };
            let loaded = self.load(table).await?;
            let places: Vec<u8> = match loaded.status {
                Status::Finished => {
                    let Some(places) = self.final_places(&loaded).await? else {
                        continue;
                    };
                    let forfeited = self.forfeited_seat(table).await?;
                    places
                        .iter()
                        .enumerate()
                        .map(|(s, p)| {
                            if forfeited == Some(s as Seat) {
                                0
                            } else {
                                p.saturating_add(1)
                            }
                        })
                        .collect()
                }
                Status::Cancelled => vec![0; loaded.seats.len()],
                Status::Lobby | Status::Running => continue,
            };
            let text = serde_json::to_string(&places).map_err(|e| t.damaged(&e.to_string()))?;
            self.store
                .record_places(t.id, g.round, g.board, &text)
                .await?;
        }
        Ok(())
    }

    /// The seat whose forfeit (a deadline passed) ended `table`, if one did.
    async fn forfeited_seat(&self, table: TableId) -> Result<Option<Seat>, TournamentError> {
        let moves = self.store.moves(table.0).await?;
        Ok(moves
            .last()
            .and_then(|m| serde_json::from_str::<Action>(&m.action).ok())
            .and_then(|a| match a {
                Action::Forfeit { seat } => Some(seat),
                _ => None,
            }))
    }

    /// `resign`, boxed: a game ending moves its tournament on, which may come back here
    /// (the box, made outside the async functions of that loop, ends the loop's type).
    fn resign_boxed<'a>(&'a self, table: TableId, user: &'a UserId) -> Resigning<'a> {
        Box::pin(self.resign(table, user))
    }

    /// Resigns, for each entrant who left, their games still in play.
    pub(super) async fn forfeit_games_of(&self, t: &Tournament) -> Result<(), TournamentError> {
        for e in t.entrants.iter().filter(|e| e.left_at.is_some()) {
            for table in in_play_of(t, e.entrant) {
                let user = UserId(e.user_id.clone());
                match self.resign_boxed(table, &user).await {
                    Ok(_) => tracing::info!(
                        tournament = t.id,
                        table = table.0,
                        "a leaver's game forfeited"
                    ),
                    Err(e @ super::super::error::TableError::Store(_)) => return Err(e.into()),
                    // Ended meanwhile: its result is recorded as it ended.
                    Err(_) => {}
                }
            }
        }
        Ok(())
    }
}
