//! The rows as they are stored. JSON columns stay text here: decoding them is the table
//! service's job, so that a damaged one only fails the game it belongs to.

use super::StoreError;

/// Where a table is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Waiting for players.
    Lobby,
    Running,
    Finished,
    Cancelled,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Lobby => "lobby",
            Status::Running => "running",
            Status::Finished => "finished",
            Status::Cancelled => "cancelled",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        match text {
            "lobby" => Some(Status::Lobby),
            "running" => Some(Status::Running),
            "finished" => Some(Status::Finished),
            "cancelled" => Some(Status::Cancelled),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct TableRow {
    pub id: i64,
    pub kind: String,
    pub options: String,
    pub place: String,
    pub status: String,
    pub seats_wanted: i64,
    pub shuffle_seats: bool,
    pub seed: i64,
    pub created_by: String,
    pub created_at: i64,
    pub updated_at: i64,
    pub state: Option<String>,
    pub state_format: i64,
    pub version: i64,
    pub to_act: Option<i64>,
    /// Every seat that must act, "0,1" ([`super::waiting`]); NULL on a row from before.
    pub waiting: Option<String>,
    pub result: Option<String>,
    pub move_deadline_secs: Option<i64>,
    pub deadline_policy: String,
    pub remind_at: Option<i64>,
    pub deadline_at: Option<i64>,
    /// Since when its place cannot be posted in (the game is paused).
    pub paused_at: Option<i64>,
}

impl TableRow {
    /// The status, or a corrupt-row error naming this table.
    pub fn status(&self) -> Result<Status, StoreError> {
        Status::parse(&self.status).ok_or_else(|| StoreError::Corrupt {
            table: self.id,
            what: format!("unknown status `{}`", self.status),
        })
    }

    /// The seed as the engines take it (stored as SQLite's signed integer).
    pub fn seed(&self) -> u64 {
        self.seed as u64
    }
}

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct SeatRow {
    pub table_id: i64,
    pub seat: i64,
    pub user_id: Option<String>,
    pub name: String,
    pub team: Option<i64>,
    pub ai: bool,
    pub joined_at: i64,
}

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct MoveRow {
    pub table_id: i64,
    pub ply: i64,
    pub seat: Option<i64>,
    pub user_id: Option<String>,
    pub at: i64,
    pub action: String,
    pub summary: String,
}

/// One line of a user's list of games.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct UserGameRow {
    pub table_id: i64,
    pub kind: String,
    pub place: String,
    pub status: String,
    pub seat: i64,
    pub to_act: Option<i64>,
    /// Every seat that must act, "0,1" ([`super::waiting`]); NULL on a row from before.
    pub waiting: Option<String>,
    pub version: i64,
    pub updated_at: i64,
    pub deadline_at: Option<i64>,
}
