//! Per-move deadlines: a reminder before, the table's policy after. Due times are columns
//! of the table row, written with each move, so a restart loses none; a sweep finds
//! everything that fell due, even while the bot was down.

use serde::{Deserialize, Serialize};

use super::error::TableError;
use super::ids::TableId;
use super::kinds::Seat;
use super::play::Action;
use super::service::TableService;
use super::show::Show;
use crate::store::Status;

/// What happens when the player to move lets their deadline pass.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeadlinePolicy {
    /// The seat forfeits: the game ends as if they resigned.
    #[default]
    Forfeit,
    /// The bot plays for them (the [`super::BotPlayer`] given to the service); forfeit
    /// when the service has no bot or the bot has no move.
    BotPlays,
}

impl DeadlinePolicy {
    pub fn as_str(self) -> &'static str {
        match self {
            DeadlinePolicy::Forfeit => "forfeit",
            DeadlinePolicy::BotPlays => "bot_plays",
        }
    }

    pub fn parse(text: &str) -> Option<DeadlinePolicy> {
        match text {
            "forfeit" => Some(DeadlinePolicy::Forfeit),
            "bot_plays" => Some(DeadlinePolicy::BotPlays),
            _ => None,
        }
    }
}

/// The bot beats every sweep (seconds apart): at start-up, a gap longer than this since
/// the last beat was downtime.
pub const DOWN_AFTER_MS: i64 = 2 * 60_000;

/// How long a process holds a table's background work (a reminder, a deadline, an AI
/// seat's moves) before another may take it over: far longer than the work takes (the
/// AI thinks for seconds), short beside deadlines counted in hours.
pub const WORK_LEASE_MS: i64 = 5 * 60_000;

/// A reminder whose post failed is tried again this much later.
pub const REMIND_AGAIN_MS: i64 = 60_000;

/// At most this many tables are handled per sweep; the rest wait for the next one.
const SWEEP_LIMIT: i64 = 100;

impl TableService {
    /// Sends the reminders and applies the deadlines that are due now, each under a lease
    /// on its table (`store::claims`): several processes sweeping one database each take
    /// different tables. Each change is also saved against the version it was due for: a
    /// move that lands first wins, and a task whose lease ran out after it was done is
    /// not done again.
    pub async fn run_due(&self) -> Result<Vec<Show>, TableError> {
        let now = self.now();
        let mut shows = Vec::new();
        let claimed = self
            .store
            .claim_due(&self.worker, now, now + WORK_LEASE_MS, SWEEP_LIMIT)
            .await?;
        for due in claimed {
            let id = TableId(due.table_id);
            let result = if due.deadline_at.is_some_and(|d| d <= now) {
                self.expire(id, due.version).await
            } else {
                self.remind(id, due.version).await
            };
            // Done (or failed: the next sweep tries again): the lease goes. Its change,
            // if any, is saved with the mover's lease on its post (`announce_at`).
            self.store.release_claim(id.0, &self.worker).await?;
            match result {
                Ok(Some(show)) => shows.push(show),
                Ok(None) | Err(TableError::MovedOn(_)) => {}
                Err(e @ TableError::Corrupt { .. }) => {
                    // Only ids in logs: the error text names no hidden tile, but keep it short.
                    tracing::warn!(table = id.0, "deadline skipped, damaged row: {e}");
                    self.store.clear_due(id.0).await?;
                }
                // The database itself failing stops the sweep; anything else concerns this
                // table alone and must not keep the others from their deadlines.
                Err(e @ TableError::Store(_)) => return Err(e),
                Err(e) => tracing::warn!(table = id.0, "deadline not applied: {e}"),
            }
        }
        // Games that ended while the process stopped before rating them.
        if let Err(e) = self.rate_unrated().await {
            tracing::warn!("ratings not brought up to date: {e}");
        }
        // Tournaments: games ended by a deadline recorded, rounds paired, due starts.
        if let Err(e) = self.sweep_tournaments().await {
            tracing::warn!("tournaments not brought up to date: {e}");
        }
        Ok(shows)
    }

    /// The reminder posted for game `id` at `version` did not reach its place: it is due
    /// again after [`REMIND_AGAIN_MS`] rather than counted as sent. Returns whether it
    /// was put back (not when the game moved on meanwhile).
    pub async fn reminder_failed(&self, id: TableId, version: i64) -> Result<bool, TableError> {
        let at = self.now() + REMIND_AGAIN_MS;
        Ok(self.store.remind_again(id.0, version, at).await?)
    }

    /// Records that the front end running the deadlines is up (each sweep).
    pub async fn heartbeat(&self) -> Result<(), TableError> {
        self.store.heartbeat(self.now()).await?;
        Ok(())
    }

    /// At start-up: the time since the last heartbeat, when the bot was down and nobody
    /// could play or be told, is given back to every running clock (a gap of a few sweeps
    /// is not downtime). The heartbeat is shared: a process starting while another runs
    /// gives nothing back, and processes starting together give it back once. Returns the
    /// time given back (ms).
    pub async fn resume_clocks(&self) -> Result<i64, TableError> {
        let Some((down, games)) = self.store.resume_clocks(self.now(), DOWN_AFTER_MS).await? else {
            return Ok(0);
        };
        tracing::info!(
            down_ms = down,
            games,
            "time the bot was down given back to the clocks"
        );
        Ok(down)
    }

    /// At start-up: the running tables saved before the store kept every seat that must
    /// act get them from their state, so that the background work (an AI seat to play, a
    /// vacation stopping a clock) sees each of them. Returns how many were filled.
    pub async fn fill_waiting(&self) -> Result<usize, TableError> {
        let mut filled = 0;
        for (id, _) in self.store.without_waiting().await? {
            let t = match self.load(TableId(id)).await {
                Ok(t) => t,
                // Its own reads report it; the others are filled.
                Err(e) => {
                    tracing::warn!(table = id, "seats to act not filled: {e}");
                    continue;
                }
            };
            let Some(game) = t.game.as_deref() else {
                continue;
            };
            let seats: Vec<i64> = game.waiting_for().into_iter().map(i64::from).collect();
            // Against the version read: a move saved since wrote them itself.
            if self.store.fill_waiting(id, t.row.version, &seats).await? {
                filled += 1;
            }
        }
        Ok(filled)
    }

    /// When the next reminder or deadline falls due (Unix ms), to sleep until then; a
    /// move may bring it closer, so sleep at most a minute or so.
    pub async fn next_due(&self) -> Result<Option<i64>, TableError> {
        Ok(self.store.next_due().await?)
    }

    async fn remind(&self, id: TableId, version: i64) -> Result<Option<Show>, TableError> {
        if !self.store.take_reminder(id.0, version, self.now()).await? {
            return Ok(None);
        }
        let t = self.load(id).await?;
        let Some(game) = t.game.as_deref() else {
            return Ok(None);
        };
        // Every seat that must act and has not, each named once; an AI seat needs no
        // reminder (the sweeper lets it play), nor a seat whose sealed move is in.
        let missing: Vec<Seat> = game
            .waiting_for()
            .into_iter()
            .filter(|seat| !t.seats.iter().any(|s| s.seat == i64::from(*seat) && s.ai))
            .collect();
        if missing.is_empty() {
            return Ok(None);
        }
        // A game without a deadline nudges now and then; one with a deadline warns.
        let texts: Vec<String> = missing
            .iter()
            .map(|seat| {
                if t.row.deadline_at.is_some() {
                    crate::tr!(
                        t.lang,
                        "reminder-time-runs-out",
                        player = t.names.of(*seat),
                        game = id.to_string()
                    )
                } else {
                    crate::tr!(
                        t.lang,
                        "reminder-waiting",
                        player = t.names.of(*seat),
                        game = id.to_string()
                    )
                }
            })
            .collect();
        Ok(Some(self.show(
            &t,
            Some(game),
            t.status,
            t.row.version,
            texts,
            &[],
            t.row.deadline_at,
        )))
    }

    async fn expire(&self, id: TableId, version: i64) -> Result<Option<Show>, TableError> {
        let t = self.load(id).await?;
        if t.status != Status::Running || t.row.version != version {
            return Ok(None);
        }
        let game = t.game.as_deref().ok_or_else(|| t.corrupt("no state"))?;
        // One deadline for the step: every seat still missing gets the policy, in seat
        // order (at a step of sealed moves, several).
        let missing = game.waiting_for();
        let Some(&first) = missing.first() else {
            return Ok(None);
        };
        let policy = DeadlinePolicy::parse(&t.row.deadline_policy).ok_or_else(|| {
            t.corrupt(format!(
                "unknown deadline policy `{}`",
                t.row.deadline_policy
            ))
        })?;
        if policy != DeadlinePolicy::BotPlays {
            return self
                .end_for(&t, first, None, Action::Forfeit { seat: first })
                .await
                .map(Some);
        }
        let mut told: Option<Show> = None;
        let mut t = t;
        for seat in missing {
            let game = t.game.as_deref().ok_or_else(|| t.corrupt("no state"))?;
            let played = match self.bot_choice(game, seat, t.ai_level()).await {
                Some(text) => match self.play(&t, seat, None, &text).await {
                    Ok(show) => Some(show),
                    Err(TableError::MovedOn(_)) => return Ok(told),
                    // A bad bot move must not block the table: fall back to forfeit.
                    // The reason may name a tile the bot tried: not for the logs.
                    Err(_) => {
                        tracing::warn!(table = id.0, "bot move refused");
                        None
                    }
                },
                None => None,
            };
            let Some(mut show) = played else {
                let ended = self
                    .end_for(&t, seat, None, Action::Forfeit { seat })
                    .await?;
                return Ok(Some(merged(told, ended)));
            };
            show.public.insert(
                0,
                crate::tr!(
                    t.lang,
                    "ran-out-of-time-ai-played",
                    player = t.names.of(seat)
                ),
            );
            told = Some(merged(told, show));
            t = self.load(id).await?;
        }
        match told {
            Some(show) => self.bots_play(show).await.map(Some),
            None => Ok(None),
        }
    }
}

/// `next` told after `before`: the public lines of both, from `before`'s start.
fn merged(before: Option<Show>, mut next: Show) -> Show {
    if let Some(before) = before {
        let mut public = before.public;
        public.append(&mut next.public);
        next.public = public;
        next.since = before.since;
    }
    next
}
