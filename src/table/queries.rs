//! Reading without playing: a user's games, a game's log, a past position, and the check
//! that the history rebuilds the saved state.

use serde::{Deserialize, Serialize};

use super::error::TableError;
use super::ids::{Place, TableId, UserId};
use super::kinds::{AnyGame, Seat};
use super::play::Action;
use super::service::{Loaded, TableService};
use super::show::{BoardRenderer, ImageRequest, ShowStatus};
use crate::store::{Status, UserGameRow};

/// One of a user's games, for "my games".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    pub table: TableId,
    pub kind: String,
    pub place: Place,
    pub status: ShowStatus,
    pub seat: Seat,
    pub your_turn: bool,
    pub version: i64,
    pub updated_at: i64,
    pub deadline_at: Option<i64>,
    /// What is wrong with its saved row when it is damaged (a status this version does not
    /// know): the game is listed, named as damaged, rather than hidden.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damaged: Option<String>,
}

/// One line of a game's history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogLine {
    pub ply: i64,
    pub at: i64,
    pub seat: Option<Seat>,
    /// The move in notation (public once played), if it was a move.
    pub notation: Option<String>,
    /// What happened, in words.
    pub text: String,
    /// The seat at `seat` gave the game up here.
    pub gave_up: Option<GaveUp>,
}

/// How a seat left a running game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GaveUp {
    Resigned,
    /// Its deadline passed.
    RanOutOfTime,
}

impl TableService {
    /// The user's open and running games, those where it is their turn first (theirs
    /// among others' too, at a step of simultaneous moves). A damaged row is listed (with
    /// what can be read) rather than hiding the others.
    pub async fn my_games(&self, user: &UserId) -> Result<Vec<GameSummary>, TableError> {
        let rows = self.store.user_games(&user.0).await?;
        let mut games = Vec::with_capacity(rows.len());
        for r in rows {
            let parsed = Status::parse(&r.status);
            let damaged = parsed
                .is_none()
                .then(|| format!("its status `{}` is not one this version knows", r.status));
            let status = parsed.unwrap_or(Status::Running);
            let your_turn = damaged.is_none()
                && status == Status::Running
                && self.waiting_in(&r).await.contains(&r.seat);
            games.push(GameSummary {
                table: TableId(r.table_id),
                kind: r.kind,
                place: serde_json::from_str(&r.place).unwrap_or_default(),
                status: status.into(),
                seat: Seat::try_from(r.seat).unwrap_or(Seat::MAX),
                your_turn,
                version: r.version,
                updated_at: r.updated_at,
                deadline_at: r.deadline_at,
                damaged,
            });
        }
        // Stable: keeps the most recent first within each group.
        games.sort_by_key(|g| !g.your_turn);
        Ok(games)
    }

    /// Every seat that must act at the running table of `r`: as written with its state,
    /// or, on a row from before that column (or a damaged one), read from the state
    /// itself; failing that, its one seat to act.
    async fn waiting_in(&self, r: &UserGameRow) -> Vec<i64> {
        if let Some(seats) = r.waiting.as_deref().and_then(crate::store::waiting::decode) {
            return seats;
        }
        match self.load(TableId(r.table_id)).await {
            Ok(Loaded {
                game: Some(game), ..
            }) => game.waiting_for().into_iter().map(i64::from).collect(),
            _ => r.to_act.into_iter().collect(),
        }
    }

    /// The history of a game in words, first move first.
    pub async fn log(&self, id: TableId) -> Result<Vec<LogLine>, TableError> {
        let t = self.load(id).await?;
        let moves = self
            .store
            .moves(id.0)
            .await
            .map_err(|e| TableError::from_store(id, e))?;
        Ok(moves
            .into_iter()
            .map(|m| {
                let action = serde_json::from_str::<Action>(&m.action);
                let notation = match (&action, &t.game) {
                    // While a step of sealed moves runs, its moves are told only by
                    // their summaries ("has sent their set-up"), never in notation.
                    (Ok(Action::Play { mv }), Some(game)) if !game.sealed() => {
                        game.notation_of(&mv.to_string())
                    }
                    _ => None,
                };
                let gave_up = match action {
                    Ok(Action::Resign { .. }) => Some(GaveUp::Resigned),
                    Ok(Action::Forfeit { .. }) => Some(GaveUp::RanOutOfTime),
                    _ => None,
                };
                LogLine {
                    ply: m.ply,
                    at: m.at,
                    seat: m.seat.and_then(|s| Seat::try_from(s).ok()),
                    notation,
                    text: m.summary,
                    gave_up,
                }
            })
            .collect())
    }

    /// The game as it was at `version`, rebuilt from the seed and the moves (for the
    /// picture of an older message, or a replay).
    pub async fn game_at(&self, id: TableId, version: i64) -> Result<Box<dyn AnyGame>, TableError> {
        let t = self.load(id).await?;
        self.replay(&t, Some(version)).await
    }

    /// The picture an [`ImageRequest`] asks for, drawn by `renderer`: the position at the
    /// request's version (rebuilt from the history if the game has moved on since), with
    /// what brought it there: the move highlighted, or the panel saying who gave up. A
    /// game that ended says so in the picture of its last version. Its words are in the
    /// table's language (or the one [`TableService::speaking`] asked for).
    pub async fn picture(
        &self,
        request: &ImageRequest,
        renderer: &dyn BoardRenderer,
    ) -> Result<Vec<u8>, TableError> {
        let ImageRequest::Board {
            table,
            version,
            viewer,
        } = *request;
        let t = self.load(table).await?;
        let game = match &t.game {
            Some(game) if t.row.version == version => game.clone_box(),
            Some(_) => self.replay(&t, Some(version)).await?,
            None => return Err(TableError::NotStarted(table)),
        };
        let names = &t.names.0;
        let action = self.last_action(&t, version).await?;
        let before = match action {
            Some(Action::Play { .. }) => Some(self.replay(&t, Some(version - 1)).await?),
            _ => None,
        };
        let drawn = super::replay::draw(
            renderer,
            &*game,
            before.as_deref(),
            action.as_ref(),
            viewer,
            names,
            t.lang,
        );
        drawn.map_err(TableError::Picture)
    }

    /// The action that brought the table to `version`, if the history holds one.
    async fn last_action(&self, t: &Loaded, version: i64) -> Result<Option<Action>, TableError> {
        if version < 1 {
            return Ok(None);
        }
        let moves = self
            .store
            .moves(t.id.0)
            .await
            .map_err(|e| TableError::from_store(t.id, e))?;
        let Some(m) = moves.iter().find(|m| m.ply == version) else {
            return Ok(None);
        };
        let action = serde_json::from_str::<Action>(&m.action)
            .map_err(|_| t.corrupt(format!("move {} is not readable", m.ply)))?;
        Ok(Some(action))
    }

    /// The current game, for renderers (downcast with `as_any`).
    pub async fn game(&self, id: TableId) -> Result<(i64, Box<dyn AnyGame>), TableError> {
        let t = self.load(id).await?;
        match t.game {
            Some(game) => Ok((t.row.version, game)),
            None => Err(TableError::NotStarted(id)),
        }
    }

    /// The board as text (the terminal mode), as `viewer` may see it, with the names.
    pub async fn board_text(
        &self,
        id: TableId,
        viewer: Option<&UserId>,
    ) -> Result<String, TableError> {
        let t = self.load(id).await?;
        let game = t.game.as_deref().ok_or(TableError::NotStarted(id))?;
        let seat = viewer.and_then(|u| t.seat_of(u));
        Ok(game.board_text(seat, &t.names, t.lang))
    }

    /// The most recent table at `place` with one of `statuses` (the local mode resumes it).
    pub async fn latest_at(
        &self,
        place: &Place,
        statuses: &[crate::store::Status],
    ) -> Result<Option<TableId>, TableError> {
        let id = self.store.latest_at(&place.to_json(), statuses).await?;
        Ok(id.map(TableId))
    }

    /// The names of the seats, in seat order.
    pub async fn names(&self, id: TableId) -> Result<Vec<String>, TableError> {
        Ok(self.load(id).await?.names.0)
    }

    /// Whether replaying the history from the seed gives exactly the saved state.
    pub async fn verify_replay(&self, id: TableId) -> Result<bool, TableError> {
        let t = self.load(id).await?;
        let saved = match &t.row.state {
            Some(s) => s.clone(),
            None => return Ok(true),
        };
        let rebuilt = self.replay(&t, None).await?;
        let rebuilt = rebuilt.encode().map_err(|e| t.corrupt(e.to_string()))?;
        let as_value = |s: &str| serde_json::from_str::<serde_json::Value>(s).ok();
        Ok(as_value(&rebuilt).is_some() && as_value(&rebuilt) == as_value(&saved))
    }

    async fn replay(&self, t: &Loaded, upto: Option<i64>) -> Result<Box<dyn AnyGame>, TableError> {
        let history = self.history(t, upto).await?;
        Ok(history.last().game.clone_box())
    }
}
