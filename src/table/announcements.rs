//! Announcements that cannot be lost: a front end that posts each version of a game marks
//! it announced; what is behind (a crash between the move and its post, Discord failing)
//! is found again and posted, with retries and backoff. A place that cannot be posted in
//! any more pauses the game: its clocks stop until a post gets through.

use super::deadlines::WORK_LEASE_MS;
use super::error::TableError;
use super::ids::TableId;
use super::service::TableService;
use super::show::Show;
use crate::store::announcements::{ANNOUNCE_GRACE_MS, MOVER_POSTS_WITHIN_MS};
use crate::store::Behind;

/// The first retry after a failed post; each failure in a row doubles it...
pub const RETRY_FIRST_MS: i64 = 2_000;
/// ...up to this.
pub const RETRY_MAX_MS: i64 = 30 * 60_000;
/// A game whose place is lost is tried again this often (permissions may come back).
pub const RETRY_LOST_MS: i64 = 60 * 60_000;
/// How long a claimed post is left to its poster before someone else may try.
pub const CLAIM_MS: i64 = 60_000;
/// At most this many games are caught up per round.
const ROUND_LIMIT: i64 = 50;

impl TableService {
    /// Games of `frontend` with a version not posted yet (or paused), due for an attempt
    /// now.
    pub async fn behind(&self, frontend: &str) -> Result<Vec<Behind>, TableError> {
        Ok(self.store.behind(frontend, self.now(), ROUND_LIMIT).await?)
    }

    /// Takes the right to post game `id` for a while: `false` if another poster has it.
    pub async fn claim_announcement(&self, id: TableId) -> Result<bool, TableError> {
        let now = self.now();
        Ok(self
            .store
            .claim_announcement(id.0, now, now + CLAIM_MS)
            .await?)
    }

    /// What to post for game `id` whose posts stopped at `announced` (-1: its start):
    /// every public line since, and the game as it is now (board, player to act).
    pub async fn catch_up(&self, id: TableId, announced: i64) -> Result<Show, TableError> {
        let mut show = self.current(id, None).await?;
        let lines = self.log(id).await?;
        let mut public = Vec::new();
        if announced < 0 {
            let lang = self.lang_of(&self.load(id).await?.row.place).await;
            if let Some(of) = self.store.rematch_source(id.0).await? {
                public.push(super::rematch::rematch_line(lang, TableId(of)));
            }
            let names = self.names(id).await?;
            public.push(super::lobby::starts_line(lang, id, &names));
        }
        public.extend(
            lines
                .into_iter()
                .filter(|l| l.ply > announced)
                .map(|l| l.text),
        );
        show.public = public;
        show.since = announced;
        show.started = announced < 0;
        // Posted late, the turn's clock starts now (`announced` moves it): say so.
        let t = self.load(id).await?;
        let now = self.now();
        let late = match t.row.paused_at {
            // Posted before, then paused (a reminder found the place gone).
            Some(paused) if announced >= t.row.version => now - paused,
            _ => now - t.row.updated_at,
        };
        if late > ANNOUNCE_GRACE_MS && t.row.version == show.version {
            // Every seat that must act: one clock for the step.
            for to_act in show.to_act.iter_mut().chain(show.waiting.iter_mut()) {
                to_act.deadline_at = to_act.deadline_at.map(|d| d + late);
            }
        }
        Ok(show)
    }

    /// `version` of game `id` was posted, with its public lines since version `since`
    /// ([`Show::since`]). `false` when that left a gap, which the background task fills.
    /// A late post gives the player to move back the time they could not know it was
    /// their turn.
    pub async fn announced(
        &self,
        id: TableId,
        since: i64,
        version: i64,
    ) -> Result<bool, TableError> {
        Ok(self
            .store
            .mark_announced(id.0, since, version, self.now())
            .await?)
    }

    /// A post of game `id` failed; `lost` when its place cannot be posted in any more
    /// (the game is then paused). Returns whether this failure paused it.
    pub async fn announce_failed(&self, id: TableId, lost: bool) -> Result<bool, TableError> {
        let backoff = if lost {
            (RETRY_LOST_MS, RETRY_LOST_MS)
        } else {
            (RETRY_FIRST_MS, RETRY_MAX_MS)
        };
        let paused = self
            .store
            .announce_failed(id.0, self.now(), backoff, lost)
            .await?;
        if paused {
            tracing::warn!(table = id.0, "game paused: its place cannot be posted in");
        }
        Ok(paused)
    }

    /// At start-up: the waits after failed posts are over; claims still running may be
    /// another process's, and are left to run out. The margin (twice the longest claim)
    /// covers a claim taken while this runs and clocks a little apart across machines;
    /// shorter waits run out by themselves.
    pub async fn forget_claims(&self) -> Result<(), TableError> {
        let leases_end = self.now() + 2 * CLAIM_MS.max(MOVER_POSTS_WITHIN_MS);
        Ok(self.store.forget_waits(leases_end).await?)
    }

    /// Running games of `frontend` where an AI seat is to act and nothing happened for a
    /// while (a request playing now answers for its AI itself): after a restart, the AI
    /// was thinking when the process stopped. Each is claimed for this service (as
    /// [`TableService::run_due`] does): play it with [`TableService::play_claimed_ai`].
    pub async fn ai_turns_waiting(&self, frontend: &str) -> Result<Vec<TableId>, TableError> {
        let now = self.now();
        let times = (now - MOVER_POSTS_WITHIN_MS, now, now + WORK_LEASE_MS);
        let ids = self
            .store
            .claim_ai_to_act(frontend, &self.worker, times, ROUND_LIMIT)
            .await?;
        Ok(ids.into_iter().map(TableId).collect())
    }

    /// Plays the AI seats of a table claimed by [`TableService::ai_turns_waiting`], then
    /// lets the claim go.
    pub async fn play_claimed_ai(&self, id: TableId) -> Result<Show, TableError> {
        let played = self.play_ai_turns(id).await;
        self.store.release_claim(id.0, &self.worker).await?;
        played
    }
}
