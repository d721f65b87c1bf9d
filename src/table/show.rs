//! What a front end should show after a change: it only translates this into messages.

use serde::{Deserialize, Serialize};

use super::ids::{TableId, UserId};
use super::kinds::{Choice, Seat};
use crate::store::Status;

/// A picture to draw. The service names what to draw, the front end renders it (the
/// renderer turns the state at `version`, seen by `viewer`, into a PNG), so the service
/// stays free of rendering and testable without it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "image", rename_all = "snake_case")]
pub enum ImageRequest {
    /// The board; `viewer: None` is the public picture (no hand shown).
    Board {
        table: TableId,
        version: i64,
        viewer: Option<Seat>,
    },
}

/// What only one seat may see (their hand), to show ephemerally or in a DM.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Private {
    pub seat: Seat,
    pub user: Option<UserId>,
    pub text: String,
    pub image: Option<ImageRequest>,
}

/// Who must act now, and what they can do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToAct {
    pub seat: Seat,
    pub user: Option<UserId>,
    pub name: String,
    /// The legal moves, to offer as menus or autocomplete (private to `user`: they may
    /// reveal the hand, so never post them publicly).
    pub choices: Vec<Choice>,
    /// When the move is due (Unix ms), if the table has a deadline.
    pub deadline_at: Option<i64>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Show {
    pub table: TableId,
    pub version: i64,
    pub status: ShowStatus,
    /// For everyone at the place, in order.
    pub public: Vec<String>,
    /// `public` tells what happened after this version (-1: from the start), up to
    /// `version`: a front end that posts it has announced everything in between.
    pub since: i64,
    pub image: Option<ImageRequest>,
    pub private: Vec<Private>,
    pub to_act: Option<ToAct>,
    /// Every seat that must act now, `to_act` first: several at a step of simultaneous
    /// hidden moves (each sends theirs privately; front ends ping each one).
    #[serde(default)]
    pub waiting: Vec<ToAct>,
    /// This change started the game from its lobby. When two last seats fill at once,
    /// only one answer has it: the one front end call that should announce the start.
    pub started: bool,
}

/// [`Status`] for front ends (serde-friendly).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShowStatus {
    Lobby,
    Running,
    Finished,
    Cancelled,
}

impl From<Status> for ShowStatus {
    fn from(s: Status) -> ShowStatus {
        match s {
            Status::Lobby => ShowStatus::Lobby,
            Status::Running => ShowStatus::Running,
            Status::Finished => ShowStatus::Finished,
            Status::Cancelled => ShowStatus::Cancelled,
        }
    }
}

/// What brought a game to the position a picture shows.
#[derive(Clone, Copy)]
pub enum LastAction<'a> {
    /// `notation` played on `before`: drawn highlighted.
    Move {
        before: &'a dyn super::kinds::AnyGame,
        notation: &'a str,
    },
    /// `seat` resigned, or ran out of time (`forfeit`): the game is over.
    GaveUp { seat: Seat, forfeit: bool },
}

/// Turns a game into a picture: implemented by the renderer (`src/render/`), faked in
/// tests. The service only calls it through [`super::TableService::picture`].
pub trait BoardRenderer: Send + Sync {
    /// The PNG of `game` as `viewer` may see it (`None`: the public picture).
    fn board_png(
        &self,
        game: &dyn super::kinds::AnyGame,
        viewer: Option<Seat>,
        names: &[String],
    ) -> Result<Vec<u8>, String>;

    /// The PNG of `game` as `last` left it: the move highlighted, or the panel saying
    /// who gave up and who wins. A renderer that cannot tell draws the plain board.
    fn last_png(
        &self,
        game: &dyn super::kinds::AnyGame,
        _last: LastAction<'_>,
        viewer: Option<Seat>,
        names: &[String],
    ) -> Result<Vec<u8>, String> {
        self.board_png(game, viewer, names)
    }
}
