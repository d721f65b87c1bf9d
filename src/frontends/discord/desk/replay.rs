//! `/replay` over the table service: the history rebuilt from the seed, each frame the
//! public picture, the animation encoded on the blocking pool (seconds of CPU for a
//! long game).

use std::collections::HashSet;
use std::sync::Mutex;

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
        let gif = match self.service.kept_animation(id).await.map_err(refusal)? {
            Some(gif) => gif,
            None => {
                // Seconds of CPU for a long game: one at a time for each user.
                let _encoding = Encoding::start(&self.encoding, viewer)?;
                let gif = self
                    .off_runtime(move |r| replay.animation(r))
                    .await?
                    .map_err(|e| refusal(TableError::Picture(e)))?;
                if let Err(e) = self.service.keep_animation(id, &gif).await {
                    // Shown all the same; encoded again next time.
                    tracing::warn!(table, "a replay animation not kept: {e}");
                }
                gif
            }
        };
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

/// A user's replay being encoded, until dropped.
struct Encoding<'a> {
    users: &'a Mutex<HashSet<u64>>,
    user: u64,
}

impl<'a> Encoding<'a> {
    /// `user`'s encoding starts; refused while another of theirs runs.
    fn start(users: &'a Mutex<HashSet<u64>>, user: u64) -> Result<Encoding<'a>, Refusal> {
        let mut running = users
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if !running.insert(user) {
            return Err(Refusal::ReplayBusy);
        }
        Ok(Encoding { users, user })
    }
}

impl Drop for Encoding<'_> {
    fn drop(&mut self) {
        let mut running = self
            .users
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        running.remove(&self.user);
    }
}
