//! The bot's posts kept in step with the games: what is behind, what was posted, what
//! failed, the AI seats left waiting, and the clocks at start-up.

use crate::table::{ShowStatus, TableId};

use crate::frontends::discord::desk::convert::{
    discord_id, due_secs, place_id, refusal, user_id, FRONTEND,
};
use crate::frontends::discord::desk::{table_id, Desk};
use crate::frontends::discord::desk::{Behind, Refusal, TableView, VacationView};

impl Desk {
    pub async fn start_up(&self) -> Result<(), Refusal> {
        self.service.resume_clocks().await.map_err(refusal)?;
        self.service.fill_waiting().await.map_err(refusal)?;
        self.service.forget_claims().await.map_err(refusal)
    }

    /// The bot is up and reaches Discord: the heartbeat.
    pub async fn heartbeat(&self) -> Result<(), Refusal> {
        self.service.heartbeat().await.map_err(refusal)
    }

    /// Discord answers again after it did not: the heartbeat, giving back to every clock
    /// the time since the last beat (of any process) if it is long enough to be downtime.
    /// Nobody could play or be told meanwhile, as when the bot itself is down.
    pub async fn heartbeat_after_outage(&self) -> Result<(), Refusal> {
        self.service
            .resume_clocks()
            .await
            .map(drop)
            .map_err(refusal)
    }

    /// Whether the database answers, without beating (Discord unreachable: the
    /// heartbeat waits, so that the time is given back).
    pub async fn database_answers(&self) -> Result<(), Refusal> {
        self.service.next_due().await.map(drop).map_err(refusal)
    }

    pub async fn behind(&self) -> Result<Vec<Behind>, Refusal> {
        let mut behind = Vec::new();
        for late in self.service.behind(FRONTEND).await.map_err(refusal)? {
            let id = TableId(late.table_id);
            if !self.service.claim_announcement(id).await.map_err(refusal)? {
                continue; // another poster has it
            }
            // One game that cannot be read does not hold back the others.
            match self.behind_one(id, late.announced_version).await {
                Ok(one) => behind.push(one),
                Err(e) => {
                    tracing::warn!(table = id.0, ?e, "a game behind left out");
                    // Back off, as for a failed post.
                    if let Err(e) = self.service.announce_failed(id, false).await {
                        tracing::warn!(table = id.0, "{e}");
                    }
                }
            }
        }
        Ok(behind)
    }

    async fn behind_one(&self, id: TableId, announced: i64) -> Result<Behind, Refusal> {
        let show = self
            .service
            .catch_up(id, announced)
            .await
            .map_err(refusal)?;
        let info = self.service.table_info(id).await.map_err(refusal)?;
        let view = self.view_of(id, Some(&show)).await?;
        Ok(Behind {
            view,
            channel: place_id(info.place.channel.as_ref()),
            dm: info.place.dm.as_ref().and_then(discord_id),
        })
    }

    /// Plays the AI seats left to act (the process stopped while the AI thought): what
    /// to announce. One table's failure is logged and the round goes on; every claimed
    /// table's claim is let go, played or not.
    pub async fn ai_turns(&self) -> Result<Vec<TableView>, Refusal> {
        let mut views = Vec::new();
        for id in self
            .service
            .ai_turns_waiting(FRONTEND)
            .await
            .map_err(refusal)?
        {
            match self.ai_turn(id).await {
                Ok(Some(view)) => views.push(view),
                Ok(None) => {}
                Err(e) => tracing::warn!(table = id.0, "the AI could not resume: {e}"),
            }
        }
        Ok(views)
    }

    /// The claimed table `id`'s AI seats played (the claim let go whatever happens): its
    /// view when something was played; what went wrong, for the log.
    async fn ai_turn(&self, id: TableId) -> Result<Option<TableView>, String> {
        let before = self.service.table_info(id).await.map(|info| info.version);
        // Played (or tried) and released even when the table could not be read above.
        let show = self
            .service
            .play_claimed_ai(id)
            .await
            .map_err(|e| e.to_string())?;
        // Nothing played (no move for the AI): nothing new to post.
        if before.map_err(|e| e.to_string())? == show.version || show.status == ShowStatus::Lobby {
            return Ok(None);
        }
        tracing::info!(table = id.0, "an AI seat left waiting played");
        self.view_of(id, Some(&show))
            .await
            .map(Some)
            .map_err(|refusal| format!("{refusal:?}"))
    }

    pub async fn announced(
        &self,
        table: u64,
        since: Option<u64>,
        version: u64,
    ) -> Result<(), Refusal> {
        let version = i64::try_from(version).map_err(|_| Refusal::UnknownGame)?;
        let since = match since {
            Some(since) => i64::try_from(since).map_err(|_| Refusal::UnknownGame)?,
            None => -1,
        };
        self.service
            .announced(table_id(table)?, since, version)
            .await
            .map(drop)
            .map_err(refusal)
    }

    pub async fn announce_failed(&self, table: u64, lost: bool) -> Result<bool, Refusal> {
        self.service
            .announce_failed(table_id(table)?, lost)
            .await
            .map_err(refusal)
    }

    /// A reminder of `table` at `version` could not be posted: it is sent again later.
    pub async fn reminder_failed(&self, table: u64, version: u64) -> Result<bool, Refusal> {
        let version = i64::try_from(version).map_err(|_| Refusal::UnknownGame)?;
        self.service
            .reminder_failed(table_id(table)?, version)
            .await
            .map_err(refusal)
    }

    pub async fn vacation(&self, who: u64, days: Option<u32>) -> Result<VacationView, Refusal> {
        let me = user_id(who);
        let done = match days {
            Some(days) => self.service.take_vacation(&me, days).await,
            None => self.service.end_vacation(&me).await,
        };
        let info = done.map_err(refusal)?.map_err(Refusal::Vacation)?;
        Ok(VacationView {
            until: due_secs(info.until),
            days_left: info.days_left,
        })
    }
}
