//! `/replay` over the table service: the history rebuilt from the seed, each frame the
//! public picture, the animation encoded on the blocking pool (seconds of CPU for a
//! long game).

use crate::table::{ShowStatus, TableError, TableId};

use crate::frontends::discord::desk::convert::{refusal, user_id};
use crate::frontends::discord::desk::{table_id, Desk};
use crate::frontends::discord::desk::{Refusal, ReplayFrameView, ReplayView};

impl Desk {
    /// The whole game from its start, animated, as `viewer` may see it (another
    /// player's game of today's daily challenge: not yet).
    pub async fn replay(&self, table: u64, viewer: u64) -> Result<ReplayView, Refusal> {
        let id = table_id(table)?;
        self.service
            .may_see_moves(id, &user_id(viewer))
            .await
            .map_err(refusal)?;
        let info = self.service.table_info(id).await.map_err(refusal)?;
        let replay = self.service.replay_of(id).await.map_err(refusal)?;
        let frames = replay.len() as u64;
        let gif = self
            .off_runtime(move |r| replay.animation(r))
            .await?
            .map_err(|e| refusal(TableError::Picture(e)))?;
        let finished = info.status == ShowStatus::Finished;
        let export = if finished {
            Some(self.service.export(id).await.map_err(refusal)?)
        } else {
            None
        };
        Ok(ReplayView {
            table,
            title: info.title,
            frames,
            gif,
            finished,
            export,
        })
    }

    /// Frame `frame` of the replay (0: the start), as `viewer` may see it.
    pub async fn replay_frame(
        &self,
        table: u64,
        frame: u64,
        viewer: u64,
    ) -> Result<ReplayFrameView, Refusal> {
        let id: TableId = table_id(table)?;
        self.service
            .may_see_moves(id, &user_id(viewer))
            .await
            .map_err(refusal)?;
        let replay = self.service.replay_of(id).await.map_err(refusal)?;
        let frames = replay.len() as u64;
        // A frame past the end (a button from before a take-back's history… or a typed
        // id) shows the last one.
        let at = usize::try_from(frame.min(frames.saturating_sub(1))).unwrap_or(0);
        let caption = replay
            .version(at)
            .map(|v| v.caption.clone())
            .unwrap_or_default();
        let png = self
            .off_runtime(move |r| replay.frame_png(at, r))
            .await?
            .map_err(|e| refusal(TableError::Picture(e)))?;
        Ok(ReplayFrameView {
            table,
            frame: at as u64,
            frames,
            caption,
            png,
        })
    }
}
