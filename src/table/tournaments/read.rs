//! A tournament as stored, read back: its entrants and the history of its rounds in the
//! pure module's words (`Round`, `Game`, `Place`), and its standings.

use super::super::ids::UserId;
use super::super::service::TableService;
use super::error::TournamentError;
use crate::store::{EntrantRow, TournamentGameRow, TournamentRow};
use crate::tournament::{self, Entrant, Format, Game, Place, Player, Round, Standing};

/// How a tournament pairs, as stored (`swiss`, `round-robin`, `knockout`, `tables-3`,
/// `tables-4`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TournamentFormat {
    Swiss,
    RoundRobin,
    Knockout,
    /// Rivality at tables of 3 or 4.
    Tables(u8),
}

impl TournamentFormat {
    pub fn as_str(self) -> &'static str {
        match self {
            TournamentFormat::Swiss => "swiss",
            TournamentFormat::RoundRobin => "round-robin",
            TournamentFormat::Knockout => "knockout",
            TournamentFormat::Tables(3) => "tables-3",
            TournamentFormat::Tables(_) => "tables-4",
        }
    }

    pub fn parse(text: &str) -> Option<TournamentFormat> {
        Some(match text {
            "swiss" => TournamentFormat::Swiss,
            "round-robin" => TournamentFormat::RoundRobin,
            "knockout" => TournamentFormat::Knockout,
            "tables-3" => TournamentFormat::Tables(3),
            "tables-4" => TournamentFormat::Tables(4),
            _ => return None,
        })
    }

    pub(super) fn pure(self) -> Format {
        match self {
            TournamentFormat::Swiss => Format::Swiss,
            TournamentFormat::RoundRobin => Format::RoundRobin,
            TournamentFormat::Knockout => Format::Knockout,
            TournamentFormat::Tables(n) => Format::Tables(usize::from(n)),
        }
    }

    /// The fewest players it can start with.
    pub fn min_players(self) -> usize {
        match self {
            TournamentFormat::Tables(_) => 3,
            _ => 2,
        }
    }

    /// The rounds it plays for `players` when its creator named none: enough Swiss rounds
    /// for one player to win them all, everyone against everyone, the whole bracket.
    pub fn rounds_for(self, players: usize) -> usize {
        match self {
            TournamentFormat::Swiss | TournamentFormat::Knockout => {
                tournament::knockout_rounds(players).max(1)
            }
            TournamentFormat::RoundRobin => tournament::round_robin_rounds(players),
            TournamentFormat::Tables(_) => 3,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TournamentStatus {
    SigningUp,
    Running,
    Finished,
    Cancelled,
}

/// A tournament read from the store.
#[derive(Clone, Debug)]
pub struct Tournament {
    pub id: i64,
    pub row: TournamentRow,
    pub format: TournamentFormat,
    pub status: TournamentStatus,
    pub entrants: Vec<EntrantRow>,
    pub games: Vec<TournamentGameRow>,
}

impl Tournament {
    /// The rounds it plays.
    pub fn rounds(&self) -> usize {
        match usize::try_from(self.row.rounds) {
            Ok(n) if n > 0 => n,
            _ => self.format.rounds_for(self.entrants.len()),
        }
    }

    pub fn entrant_of(&self, user: &UserId) -> Option<&EntrantRow> {
        self.entrants.iter().find(|e| e.user_id == user.0)
    }

    pub fn name_of(&self, p: Player) -> String {
        self.entrants
            .iter()
            .find(|e| e.entrant == i64::from(p.0))
            .map_or_else(|| format!("#{}", p.0), |e| e.name.clone())
    }

    pub fn user_of(&self, p: Player) -> Option<UserId> {
        self.entrants
            .iter()
            .find(|e| e.entrant == i64::from(p.0))
            .map(|e| UserId(e.user_id.clone()))
    }

    /// Every entrant, those who left included.
    pub fn all(&self) -> Vec<Entrant> {
        self.entrants.iter().map(entrant).collect()
    }

    /// The entrants still playing.
    pub fn active(&self) -> Vec<Entrant> {
        self.entrants
            .iter()
            .filter(|e| e.left_at.is_none())
            .map(entrant)
            .collect()
    }

    /// The rounds paired so far, with the places recorded.
    pub fn history(&self) -> Result<Vec<Round>, TournamentError> {
        let mut rounds: Vec<Round> = Vec::new();
        for g in &self.games {
            let r = usize::try_from(g.round - 1).map_err(|_| self.damaged("a round below 1"))?;
            if rounds.len() <= r {
                rounds.resize(r + 1, Round::default());
            }
            let seats: Vec<u32> =
                serde_json::from_str(&g.entrants).map_err(|e| self.damaged(&e.to_string()))?;
            let seats: Vec<Player> = seats.into_iter().map(Player).collect();
            if g.table_id.is_none() {
                rounds[r].byes.extend(seats);
                continue;
            }
            let game = match &g.places {
                None => Game::new(seats),
                Some(text) => {
                    let places: Vec<u8> =
                        serde_json::from_str(text).map_err(|e| self.damaged(&e.to_string()))?;
                    let places = places
                        .into_iter()
                        .map(|p| if p == 0 { Place::Forfeit } else { Place::At(p) })
                        .collect();
                    Game::new(seats).ended(places)
                }
            };
            rounds[r].games.push(game);
        }
        Ok(rounds)
    }

    /// The standings now.
    pub fn standings(&self) -> Result<Vec<Standing>, TournamentError> {
        Ok(tournament::standings(
            self.format.pure(),
            &self.all(),
            &self.history()?,
        ))
    }

    pub(super) fn damaged(&self, what: &str) -> TournamentError {
        TournamentError::BadOptions(format!("tournament #{} is damaged: {what}", self.id))
    }
}

fn entrant(e: &EntrantRow) -> Entrant {
    Entrant {
        player: Player(u32::try_from(e.entrant).unwrap_or(0)),
        rating: e.rating,
    }
}

impl TableService {
    /// Tournament `id` as it is now.
    pub async fn tournament(&self, id: i64) -> Result<Tournament, TournamentError> {
        let (row, entrants, games) = self
            .store
            .tournament(id)
            .await?
            .ok_or(TournamentError::NoSuch(id))?;
        let format = TournamentFormat::parse(&row.format)
            .ok_or_else(|| TournamentError::BadOptions(format!("format {}", row.format)))?;
        let status = match row.status.as_str() {
            "signup" => TournamentStatus::SigningUp,
            "running" => TournamentStatus::Running,
            "finished" => TournamentStatus::Finished,
            _ => TournamentStatus::Cancelled,
        };
        Ok(Tournament {
            id,
            row,
            format,
            status,
            entrants,
            games,
        })
    }
}
