//! The service itself: the store, a clock, and reading a table into something playable.

use std::sync::Arc;

use super::error::TableError;
use super::ids::{TableId, UserId};
use super::kinds::{self, AnyGame, Names, Seat};
use super::show::{ImageRequest, Private, Show, ToAct};
use crate::ai::Level;
use crate::i18n::Lang;
use crate::store::{SeatRow, Status, Store, TableRow};

/// Milliseconds since the Unix epoch; tests drive deadlines with their own.
pub type Clock = Arc<dyn Fn() -> i64 + Send + Sync>;

/// Plays a move for a seat whose deadline passed (the AI, once it exists).
pub trait BotPlayer: Send + Sync {
    /// The move to play for `seat`, in notation; `None` to let the seat forfeit.
    fn choose(&self, game: &dyn AnyGame, seat: Seat) -> Option<String>;

    /// The move at the table's own AI level (stored with the table; `None`: the bot's
    /// default). A bot with a single way of playing ignores the level.
    fn choose_at(&self, game: &dyn AnyGame, seat: Seat, level: Option<Level>) -> Option<String> {
        let _ = level;
        self.choose(game, seat)
    }
}

#[derive(Clone)]
pub struct TableService {
    pub(crate) store: Store,
    pub(crate) clock: Clock,
    pub(crate) bot: Option<Arc<dyn BotPlayer>>,
    /// This service's name on the leases of background work (`store::claims`): unique
    /// to the process and the service, so that several processes share one database.
    pub(crate) worker: Arc<str>,
    /// The language asked for by [`TableService::speaking`]; `None`: each table's server's
    /// choice, else English.
    pub(crate) lang: Option<Lang>,
    /// Where the AI thinks: off the async runtime, a bounded number at once.
    pub(crate) thinking: super::workers::Workers,
}

/// A table read from the store, with its game decoded.
pub(crate) struct Loaded {
    pub id: TableId,
    pub row: TableRow,
    pub seats: Vec<SeatRow>,
    pub status: Status,
    pub names: Names,
    /// `Some` once started.
    pub game: Option<Box<dyn AnyGame>>,
    /// The language of what is written for this table's posts: accounts, results, boards.
    pub lang: Lang,
}

impl Loaded {
    pub fn seat_of(&self, user: &UserId) -> Option<Seat> {
        self.seats
            .iter()
            .find(|s| s.user_id.as_deref() == Some(user.0.as_str()))
            .and_then(|s| Seat::try_from(s.seat).ok())
    }

    pub fn user_at(&self, seat: Seat) -> Option<UserId> {
        self.seats
            .iter()
            .find(|s| s.seat == i64::from(seat))
            .and_then(|s| s.user_id.clone())
            .map(UserId)
    }

    /// The level this table's AI seats play at, if it was chosen when it was opened.
    pub fn ai_level(&self) -> Option<Level> {
        super::bots::stored_level(&self.row.options)
    }

    pub fn corrupt(&self, what: impl Into<String>) -> TableError {
        TableError::Corrupt {
            table: self.id,
            what: what.into(),
        }
    }
}

impl TableService {
    pub fn new(store: Store) -> TableService {
        TableService {
            store,
            clock: Arc::new(crate::store::now_ms),
            bot: None,
            worker: new_worker_name().into(),
            lang: None,
            thinking: super::workers::Workers::half_the_cores(),
        }
    }

    /// The same service writing the games' words (accounts of moves, results, boards,
    /// hands) in `lang`: the front end asks in the language of the post they go in.
    pub fn speaking(&self, lang: Lang) -> TableService {
        TableService {
            lang: Some(lang),
            ..self.clone()
        }
    }

    /// The language asked for by [`TableService::speaking`], else English: for the words
    /// of what is drawn with no table at hand (a preview's picture in the terminal).
    pub fn lang_or_default(&self) -> Lang {
        self.lang.unwrap_or_default()
    }

    /// The language this service writes `place`'s games in: the one asked for, else its
    /// server's public language (`server_lang`: the moderators' choice, else its Discord
    /// locale as last seen), else English. A setting that cannot be read is English: a
    /// language is never a reason to fail.
    pub(crate) async fn lang_of(&self, place: &str) -> Lang {
        if let Some(lang) = self.lang {
            return lang;
        }
        let guild = serde_json::from_str::<super::ids::Place>(place)
            .ok()
            .and_then(|p| p.guild);
        match guild {
            Some(guild) => self.server_lang(&guild).await,
            None => Lang::default(),
        }
    }

    /// The same service under another worker name (tests of processes sharing a
    /// database).
    pub fn with_worker(mut self, name: &str) -> TableService {
        self.worker = name.into();
        self
    }

    /// The name this service's leases on background work carry.
    pub fn worker(&self) -> &str {
        &self.worker
    }

    /// The same service with another clock (tests of deadlines).
    pub fn with_clock(mut self, clock: Clock) -> TableService {
        self.clock = clock;
        self
    }

    /// The same service with a bot to play for seats whose deadline passed.
    pub fn with_bot(mut self, bot: Arc<dyn BotPlayer>) -> TableService {
        self.bot = Some(bot);
        self
    }

    /// The same service with the AI thinking in `pool` (tests fill it).
    pub fn with_thinking(mut self, pool: super::workers::Workers) -> TableService {
        self.thinking = pool;
        self
    }

    /// The pool the AI's moves are thought out in.
    pub fn thinking(&self) -> &super::workers::Workers {
        &self.thinking
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub(crate) fn now(&self) -> i64 {
        (self.clock)()
    }

    /// Reads a table and decodes its game. A damaged row fails this table alone.
    pub(crate) async fn load(&self, id: TableId) -> Result<Loaded, TableError> {
        let (row, seats) = self
            .store
            .load_table(id.0)
            .await
            .map_err(|e| TableError::from_store(id, e))?;
        let status = row.status().map_err(|e| TableError::from_store(id, e))?;
        let names = Names(seats.iter().map(|s| s.name.clone()).collect());
        let game = match (&row.state, status) {
            (Some(state), _) => Some(
                kinds::decode(&row.kind, row.state_format, state)
                    .map_err(|what| TableError::Corrupt { table: id, what })?,
            ),
            (None, Status::Running | Status::Finished) => {
                return Err(TableError::Corrupt {
                    table: id,
                    what: "a started game without a state".to_string(),
                })
            }
            (None, _) => None,
        };
        if matches!(status, Status::Running | Status::Finished) {
            // A game starts with every seat taken; a seat gone since (a row deleted by
            // hand) would leave its turn waiting on nobody.
            if let Some(gone) = (0..row.seats_wanted).find(|s| seats.iter().all(|r| r.seat != *s)) {
                return Err(TableError::Corrupt {
                    table: id,
                    what: format!("seat {} of {} has no row", gone + 1, row.seats_wanted),
                });
            }
        }
        let lang = self.lang_of(&row.place).await;
        Ok(Loaded {
            id,
            row,
            seats,
            status,
            names,
            game,
            lang,
        })
    }

    /// The reminder and deadline of a move starting now, per the table's settings.
    pub(crate) fn due_times(&self, row: &TableRow, running: bool) -> (Option<i64>, Option<i64>) {
        match (row.move_deadline_secs, running) {
            (Some(secs), true) if secs > 0 => {
                let now = self.now();
                let limit = secs.saturating_mul(1000);
                // Remind when three quarters of the time is gone.
                (Some(now + limit / 4 * 3), Some(now + limit))
            }
            _ => (None, None),
        }
    }

    /// The description of a table as it is now, with `public` lines first.
    // Internal, called from a handful of places with everything at hand; a struct for
    // its arguments would only be built to be taken apart.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn show(
        &self,
        t: &Loaded,
        game: Option<&dyn AnyGame>,
        status: Status,
        version: i64,
        public: Vec<String>,
        private_for: &[Seat],
        deadline_at: Option<i64>,
    ) -> Show {
        let image = game.map(|_| ImageRequest::Board {
            table: t.id,
            version,
            viewer: None,
        });
        let mut private = Vec::new();
        let mut to_act = None;
        let mut waiting = Vec::new();
        if let Some(game) = game {
            let acting = if status == Status::Running {
                game.waiting_for()
            } else {
                Vec::new()
            };
            let mut seats: Vec<Seat> = private_for.to_vec();
            seats.extend(acting.iter().copied());
            seats.sort_unstable();
            seats.dedup();
            for seat in seats {
                private.push(Private {
                    seat,
                    user: t.user_at(seat),
                    text: game.private_text(seat, t.lang),
                    image: Some(ImageRequest::Board {
                        table: t.id,
                        version,
                        viewer: Some(seat),
                    }),
                });
            }
            waiting = acting
                .iter()
                .map(|&seat| ToAct {
                    seat,
                    user: t.user_at(seat),
                    name: t.names.of(seat).to_string(),
                    choices: game.choices_for(seat, t.lang),
                    deadline_at,
                })
                .collect();
            to_act = waiting.first().cloned();
        }
        Show {
            table: t.id,
            version,
            status: status.into(),
            public,
            // Tells no move unless the caller says it does.
            since: version,
            image,
            private,
            to_act,
            waiting,
            started: false,
        }
    }
}

/// A name no other running service has: the host, the process, when it started, and a
/// count within the process.
fn new_worker_name() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let host = std::env::var("HOSTNAME").unwrap_or_else(|_| "host".into());
    format!(
        "{host}:{}:{}:{}",
        std::process::id(),
        crate::store::now_ms(),
        COUNT.fetch_add(1, Ordering::SeqCst)
    )
}
