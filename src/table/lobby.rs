//! Opening a table, joining, leaving, cancelling, and the start once every seat is taken.

use std::time::Duration;

use super::deadlines::DeadlinePolicy;
use super::error::TableError;
use super::ids::{Place, TableId, User, UserId};
use super::kinds::{self, GameOptions, Seat};
use super::reasons::OptionsReason;
use super::service::TableService;
use super::settings;
use super::show::Show;
use crate::i18n::Lang;
use crate::store::{NewSeat, NewTable, StartSeat, Status};
use crate::tr;

/// Everything needed to open a table.
#[derive(Clone, Debug)]
pub struct TableSpec {
    pub options: GameOptions,
    pub place: Place,
    pub creator: User,
    /// Whether the creator takes the first seat (they may open a table for others).
    pub creator_plays: bool,
    /// When not empty, only these users (and the creator) may join.
    pub invited: Vec<UserId>,
    /// Time allowed for each move; `None`: take all the time you need.
    pub move_deadline: Option<Duration>,
    pub policy: DeadlinePolicy,
    /// The deal; `None` draws one. Tests and challenges fix it.
    pub seed: Option<u64>,
    /// Deal seats at random when the game starts; otherwise join order is seat order.
    pub shuffle_seats: bool,
    /// `/rivality hint` allowed between human players (engine assistance; always
    /// allowed to the one human in a game against the AI).
    pub hints: bool,
    /// The level the AI seats play at, stored with the table; `None`: the level of the
    /// service's bot.
    pub ai_level: Option<crate::ai::Level>,
    /// The daily challenge this table plays (`YYYY-MM-DD`), for its leaderboard.
    pub daily: Option<String>,
}

impl TableSpec {
    /// A table with the usual settings: creator plays, seats shuffled, no deadline.
    pub fn new(options: GameOptions, place: Place, creator: User) -> TableSpec {
        TableSpec {
            options,
            place,
            creator,
            creator_plays: true,
            invited: Vec::new(),
            move_deadline: None,
            policy: DeadlinePolicy::Forfeit,
            seed: None,
            shuffle_seats: true,
            hints: false,
            ai_level: None,
            daily: None,
        }
    }
}

/// "Game #3 starts: Ann, Bob." in `lang`.
pub(crate) fn starts_line(lang: Lang, id: TableId, players: &[String]) -> String {
    tr!(
        lang,
        "service-game-starts",
        table = id.to_string(),
        players = players.join(", ")
    )
}

/// A seed from the process's random hasher keys: no extra dependency, different per table.
pub(crate) fn fresh_seed(now: i64) -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_i64(now);
    h.finish()
}

impl TableService {
    /// Opens a table; it starts at once if the creator fills it (a solo game).
    pub async fn create(&self, spec: TableSpec) -> Result<(TableId, Show), TableError> {
        let seats = spec
            .options
            .seats()
            .map_err(|why| TableError::BadOptions(OptionsReason::Game(why)))?;
        let options = spec
            .options
            .to_json()
            .map_err(|e| TableError::BadOptions(OptionsReason::Unwritable(e.to_string())))?;
        let mut options = options;
        let settings = [
            (spec.hints, settings::HINTS, serde_json::json!(true)),
            (
                spec.ai_level.is_some(),
                settings::AI_LEVEL,
                serde_json::json!(spec.ai_level),
            ),
            (
                spec.daily.is_some(),
                settings::DAILY,
                serde_json::json!(spec.daily),
            ),
        ];
        for (set, key, value) in settings {
            if set {
                options = settings::with(&options, key, value)
                    .map_err(|why| TableError::BadOptions(OptionsReason::Unwritable(why)))?;
            }
        }
        let now = self.now();
        let mut invited: Vec<String> = spec.invited.iter().map(|u| u.0.clone()).collect();
        if !invited.is_empty() {
            invited.push(spec.creator.id.0.clone());
        }
        let id = self
            .store
            .create_table(&NewTable {
                kind: spec.options.kind().to_string(),
                options,
                place: spec.place.to_json(),
                seats_wanted: seats,
                shuffle_seats: spec.shuffle_seats,
                seed: spec.seed.unwrap_or_else(|| fresh_seed(now)),
                created_by: spec.creator.id.0.clone(),
                move_deadline_secs: spec
                    .move_deadline
                    .map(|d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX)),
                deadline_policy: spec.policy.as_str().to_string(),
                invited,
                now,
            })
            .await?;
        let id = TableId(id);
        tracing::info!(table = id.0, kind = spec.options.kind(), "table opened");
        if spec.creator_plays {
            let show = self.join(id, &spec.creator).await?;
            return Ok((id, show));
        }
        let t = self.load(id).await?;
        let text = crate::tr!(
            t.lang,
            "service-opened",
            creator = spec.creator.name.as_str(),
            table = id.to_string(),
            seats = seats
        );
        Ok((id, self.show(&t, None, t.status, 0, vec![text], &[], None)))
    }

    /// Takes a seat; the game starts when the last one is taken.
    pub async fn join(&self, id: TableId, user: &User) -> Result<Show, TableError> {
        let t = self.load(id).await?;
        if t.status != Status::Lobby {
            return Err(TableError::NotALobby(id));
        }
        if t.seat_of(&user.id).is_some() {
            return Err(TableError::AlreadySeated(id));
        }
        if !self.store.is_invited(id.0, &user.id.0).await? {
            return Err(TableError::NotInvited(id));
        }
        let seat = NewSeat {
            user_id: Some(user.id.0.clone()),
            name: user.name.clone(),
            ai: false,
        };
        let lang = self.lang_of(&t.row.place).await;
        self.take_seat(id, seat, lang).await
    }

    /// Seats the bot (the AI) in a lobby; only the table's creator may. It plays through
    /// the [`super::BotPlayer`] given to the service.
    pub async fn add_bot(&self, id: TableId, by: &UserId, name: &str) -> Result<Show, TableError> {
        let t = self.load(id).await?;
        if t.row.created_by != by.0 {
            return Err(TableError::NotTheCreator(id));
        }
        if t.status != Status::Lobby {
            return Err(TableError::NotALobby(id));
        }
        let seat = NewSeat {
            user_id: None,
            name: name.to_string(),
            ai: true,
        };
        let lang = self.lang_of(&t.row.place).await;
        self.take_seat(id, seat, lang).await
    }

    /// `lang`: the table's, for the line that tells the seat taken.
    async fn take_seat(&self, id: TableId, seat: NewSeat, lang: Lang) -> Result<Show, TableError> {
        let name = seat.name.clone();
        match self.store.join(id.0, &seat, self.now()).await {
            Ok(true) => {}
            // Between our read and the insert: the last seat went, or the lobby closed.
            Ok(false) => {
                let t = self.load(id).await?;
                return Err(if t.status == Status::Lobby {
                    TableError::TableFull(id)
                } else {
                    TableError::NotALobby(id)
                });
            }
            // The unique (table, user) key: a double click on "join".
            Err(crate::store::StoreError::Db(sqlx::Error::Database(e)))
                if e.is_unique_violation() =>
            {
                return Err(TableError::AlreadySeated(id))
            }
            Err(e) => return Err(e.into()),
        }
        let table = id.to_string();
        let joined = tr!(lang, "service-joined", name = name, table = table.as_str());
        if let Some(mut show) = self.start_if_full(id).await? {
            show.public.insert(0, joined);
            // The bot may have the first move.
            return self.bots_play(show).await;
        }
        let t = self.load(id).await?;
        let left = t.row.seats_wanted - t.seats.len() as i64;
        let text = tr!(
            lang,
            "service-waiting",
            joined = joined,
            left = left.to_string()
        );
        Ok(self.show(&t, None, t.status, 0, vec![text], &[], None))
    }

    /// Leaves a lobby (in a running game, resign instead).
    pub async fn leave(&self, id: TableId, user: &UserId) -> Result<Show, TableError> {
        let t = self.load(id).await?;
        let Some(seat) = t.seat_of(user) else {
            return Err(TableError::NotYourGame(id));
        };
        if t.status != Status::Lobby || !self.store.leave(id.0, &user.0).await? {
            return Err(TableError::NotALobby(id));
        }
        let lang = self.lang_of(&t.row.place).await;
        let text = tr!(
            lang,
            "service-left",
            name = t.names.of(seat),
            table = id.to_string()
        );
        let t = self.load(id).await?;
        Ok(self.show(&t, None, t.status, 0, vec![text], &[], None))
    }

    /// Cancels a lobby; only its creator may.
    pub async fn cancel(&self, id: TableId, user: &UserId) -> Result<Show, TableError> {
        let t = self.load(id).await?;
        if t.row.created_by != user.0 {
            return Err(TableError::NotTheCreator(id));
        }
        if !self.store.cancel(id.0, self.now()).await? {
            return Err(TableError::NotALobby(id));
        }
        let t = self.load(id).await?;
        let lang = self.lang_of(&t.row.place).await;
        let text = tr!(lang, "service-cancelled", table = id.to_string());
        Ok(self.show(&t, None, t.status, 0, vec![text], &[], None))
    }

    /// Moves a table to another place (a Discord game moves into its own thread).
    pub async fn move_to(&self, id: TableId, place: &Place) -> Result<(), TableError> {
        if self.store.set_place(id.0, &place.to_json()).await? {
            Ok(())
        } else {
            Err(TableError::UnknownGame(id))
        }
    }

    /// Starts a full lobby. `None` when it is not full, or another caller started it.
    async fn start_if_full(&self, id: TableId) -> Result<Option<Show>, TableError> {
        let t = self.load(id).await?;
        let n = t.seats.len();
        if t.status != Status::Lobby || n as i64 != t.row.seats_wanted {
            return Ok(None);
        }
        let game = kinds::new_game(&t.row.kind, &t.row.options, t.row.seed())
            .map_err(|what| t.corrupt(what))?;
        // The seat order comes from the seed: who plays first is part of the deal.
        let shift = if t.row.shuffle_seats {
            (t.row.seed() % n as u64) as usize
        } else {
            0
        };
        let deal: Vec<StartSeat> = t
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let seat = (i + shift) % n;
                StartSeat {
                    lobby_seat: s.seat,
                    seat: seat as i64,
                    team: i64::from(game.team_of(seat as Seat)),
                }
            })
            .collect();
        let state = game.encode().map_err(|e| t.corrupt(e.to_string()))?;
        let (remind_at, deadline_at) = self.due_times(&t.row, true);
        let waiting: Vec<i64> = game.waiting_for().into_iter().map(i64::from).collect();
        let started = self
            .store
            .start(
                id.0,
                &deal,
                &state,
                &waiting,
                remind_at,
                deadline_at,
                self.now(),
            )
            .await?;
        if !started {
            return Ok(None);
        }
        tracing::info!(table = id.0, "game started");
        self.started_show(id).await.map(Some)
    }

    /// The start of a game just started, told from the beginning: who sits where, who
    /// plays first, everyone's hand.
    pub(crate) async fn started_show(&self, id: TableId) -> Result<Show, TableError> {
        let t = self.load(id).await?;
        let n = t.seats.len();
        let game = t.game.as_deref().ok_or_else(|| t.corrupt("no state"))?;
        let lang = self.lang_of(&t.row.place).await;
        let players: Vec<String> = (0..n as Seat)
            .map(|s| {
                tr!(
                    lang,
                    "service-seat",
                    name = t.names.of(s),
                    seat = (s + 1).to_string()
                )
            })
            .collect();
        let mut text = starts_line(lang, id, &players);
        let waiting = game.waiting_for();
        if waiting.len() > 1 {
            let players: Vec<&str> = waiting.iter().map(|s| t.names.of(*s)).collect();
            text.push(' ');
            text.push_str(&tr!(lang, "sealed-all-act", players = players.join(", ")));
        } else if let Some(first) = game.to_act() {
            text.push(' ');
            text.push_str(&tr!(lang, "service-plays-first", name = t.names.of(first)));
        }
        let all: Vec<Seat> = (0..n as Seat).collect();
        let deadline_at = t.row.deadline_at;
        let mut show = self.show(&t, Some(game), t.status, 0, vec![text], &all, deadline_at);
        show.started = true;
        show.since = -1;
        Ok(show)
    }
}
