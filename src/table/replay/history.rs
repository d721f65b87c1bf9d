//! A stored table's history, version by version: the seed's game and each stored action
//! played in turn (a take-back returns to the version it names).

use super::export::Export;
use super::Replay;
use crate::store::Status;
use crate::table::error::TableError;
use crate::table::ids::TableId;
use crate::table::kinds::{self, AnyGame};
use crate::table::play::Action;
use crate::table::service::{Loaded, TableService};

impl TableService {
    /// Every version of `t` up to `upto` (all when `None`), rebuilt from the seed.
    pub(crate) async fn history(
        &self,
        t: &Loaded,
        upto: Option<i64>,
    ) -> Result<Replay, TableError> {
        if t.row.state.is_none() {
            return Err(TableError::NotStarted(t.id));
        }
        let start = kinds::new_game(&t.row.kind, &t.row.options, t.row.seed())
            .map_err(|what| t.corrupt(what))?;
        let moves = self
            .store
            .moves(t.id.0)
            .await
            .map_err(|e| TableError::from_store(t.id, e))?;
        let mut replay = Replay::new(&t.row.kind, t.names.clone(), start, t.lang);
        for m in moves.iter().take_while(|m| upto.is_none_or(|v| m.ply <= v)) {
            let action: Action = serde_json::from_str(&m.action)
                .map_err(|_| t.corrupt(format!("move {} is not readable", m.ply)))?;
            let mut game: Box<dyn AnyGame> = replay.last().game.clone_box();
            match &action {
                Action::Play { mv } => {
                    game.play_json(&mv.to_string(), &t.names, t.lang)
                        .map_err(|_| t.corrupt(format!("move {} does not replay", m.ply)))?;
                }
                Action::TakeBack { to, .. } => {
                    let back = usize::try_from(*to)
                        .ok()
                        .and_then(|to| replay.version(to))
                        .ok_or_else(|| t.corrupt(format!("move {} takes back to {to}", m.ply)))?;
                    game = back.game.clone_box();
                }
                Action::Resign { .. } | Action::Forfeit { .. } => {}
            }
            replay.push(game, action, m.summary.clone());
        }
        Ok(replay)
    }

    /// The game `id` from its start, for a replay: open to anyone (each frame is the
    /// public picture), a running game as well as a finished one.
    pub async fn replay_of(&self, id: TableId) -> Result<Replay, TableError> {
        let t = self.load(id).await?;
        self.history(&t, None).await
    }

    /// A finished game as text (`docs/replay-format.md`): its options, its seed and the
    /// moves that stand. Refused while the game runs: the seed tells every hidden tile.
    pub async fn export(&self, id: TableId) -> Result<String, TableError> {
        let t = self.load(id).await?;
        match t.status {
            Status::Finished => {}
            Status::Running => return Err(TableError::StillPlaying(id)),
            _ => return Err(TableError::NotStarted(id)),
        }
        let replay = self.history(&t, None).await?;
        let export = Export::of(&replay, &t.row.options, t.row.seed());
        Ok(export.to_text())
    }
}

impl TableService {
    /// The animation of finished game `id` kept when it was first encoded, if any: a
    /// finished game's history never changes, so its animation is encoded once.
    pub async fn kept_animation(&self, id: TableId) -> Result<Option<Vec<u8>>, TableError> {
        let t = self.load(id).await?;
        if t.status != Status::Finished {
            return Ok(None);
        }
        self.store
            .kept_replay(id.0, t.row.version)
            .await
            .map_err(|e| TableError::from_store(id, e))
    }

    /// Keeps `gif` as the animation of `id`, when it is finished (a running game's
    /// animation is never kept: its next move changes it).
    pub async fn keep_animation(&self, id: TableId, gif: &[u8]) -> Result<(), TableError> {
        let t = self.load(id).await?;
        if t.status != Status::Finished {
            return Ok(());
        }
        self.store
            .keep_replay(id.0, t.row.version, gif)
            .await
            .map_err(|e| TableError::from_store(id, e))
    }
}
