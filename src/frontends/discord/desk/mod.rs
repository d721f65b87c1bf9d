//! The table service as the bot asks it: each method is a call to [`TableService`], its
//! errors turned into [`Refusal`]s, its descriptions into the answers the bot shows.
//! Pictures are drawn by the [`Pictures`] given here: the public one from nobody's
//! view, a hand only in its own player's picture.

pub mod answers;
mod board;
mod calls;
pub mod convert;
mod drawing;
mod extras;
mod here;
mod kept;
pub mod later;
mod moderation;
mod posts;
mod rematch;
mod replay;
mod standings;
mod takeback;

use crate::i18n::Lang;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::ai::Budget;
use crate::engines::rivality::solo::{Challenge, ChallengeError, Difficulty};
use crate::table::kinds::suramun::SoloOptions;
use crate::table::{OptionsReason, Place, Seat, Show, TableId, TableService, TableSpec, User};

use crate::frontends::pictures::Pictures;

pub use answers::refusal::Refusal;
pub use answers::replay::{ReplayFrameView, ReplayView};
pub use answers::standings::{DailyView, LeaderboardView, ProfileView, ServerView, StandingView};
pub use answers::{
    has_own_panel, Behind, GameHere, GameLine, GameOptions, HintView, MoveStep, NewSolo, NewTable,
    Player, PreviewView, RematchView, Status, TableView, TakebackView, TurnView, VacationView,
    WhenLate,
};
use convert::{refusal, user_id, FRONTEND};

/// [`TableService`] as the bot asks it.
#[derive(Clone)]
pub struct Desk {
    service: TableService,
    renderer: Arc<dyn Pictures>,
    /// The latest pictures drawn, each drawn once (`kept`).
    drawn: Arc<kept::Kept>,
    /// How much thinking a `/rivality hint` may do (tests use a small one).
    hint_budget: Budget,
    /// Drawing runs in this pool, off the async runtime (see `drawing`).
    drawing: crate::table::Workers,
    /// The users whose replay animation is being encoded: one at a time each (`replay`).
    encoding: Arc<Mutex<std::collections::HashSet<u64>>>,
    /// The web board whose links turn posts carry (`board.rs`); `None`: off.
    web: Option<crate::frontends::web::Settings>,
}

fn table_id(table: u64) -> Result<TableId, Refusal> {
    i64::try_from(table)
        .map(TableId)
        .map_err(|_| Refusal::UnknownGame)
}

fn user(player: &Player) -> User {
    User {
        id: user_id(player.id),
        name: player.name.clone(),
    }
}

/// The name of the `n`th AI seat (from 1) of `of`: "AI" when it is the only one; in the
/// table's language (the name is kept with the seat).
fn ai_name(n: u8, of: u8, lang: Lang) -> String {
    if of == 1 {
        crate::tr!(lang, "ai-seat")
    } else {
        crate::tr!(lang, "ai-seat-numbered", n = n)
    }
}

/// A seat taken in a lobby that then started: whether this call started the game (its
/// answer then posts it), or another one did meanwhile (`StartedMeanwhile`: posting it
/// again would open a second thread).
fn started_here(show: &Show) -> Result<(), Refusal> {
    if show.status != crate::table::ShowStatus::Lobby && !show.started {
        return Err(Refusal::StartedMeanwhile);
    }
    Ok(())
}

impl Desk {
    pub fn new(service: TableService, renderer: Arc<dyn Pictures>) -> Desk {
        Desk {
            service,
            renderer,
            drawn: Arc::default(),
            hint_budget: Budget::default(),
            drawing: crate::table::Workers::per_core(),
            encoding: Arc::default(),
            web: None,
        }
    }

    /// The same desk, drawing in `pool` (a test fills it to see who waits for it).
    pub fn with_drawing(mut self, pool: crate::table::Workers) -> Desk {
        self.drawing = pool;
        self
    }

    /// The same desk, with hints thought out within `budget`.
    pub fn with_hint_budget(mut self, budget: Budget) -> Desk {
        self.hint_budget = budget;
        self
    }

    pub fn service(&self) -> &TableService {
        &self.service
    }

    /// The public view of `id`, after `show` when a change was just made.
    async fn view_of(&self, id: TableId, show: Option<&Show>) -> Result<TableView, Refusal> {
        let info = self.service.table_info(id).await.map_err(refusal)?;
        let mut view = convert::table_view(&info, show);
        if let Some(player) = view.to_move {
            view.dm_to_move = self.wants_dms(id, player).await;
        }
        for player in view.also_to_move.clone() {
            if self.wants_dms(id, player).await {
                view.dm_also_to_move.push(player);
            }
        }
        Ok(view)
    }

    /// Whether `player` asked to be told of their turns by DM too. A setting that cannot
    /// be read costs a DM, not the answer to a saved move.
    async fn wants_dms(&self, id: TableId, player: u64) -> bool {
        match self.service.dm_pings(&user_id(player)).await {
            Ok(on) => on,
            Err(e) => {
                tracing::warn!(table = id.0, "DM setting unreadable: {e}");
                false
            }
        }
    }

    /// The seat `who` plays in a started game, if any (lobby seats are join order).
    async fn seat_of(&self, id: TableId, who: u64) -> Result<Option<Seat>, Refusal> {
        let info = self.service.table_info(id).await.map_err(refusal)?;
        if info.status == crate::table::ShowStatus::Lobby {
            return Ok(None);
        }
        let me = user_id(who);
        Ok(info
            .seated
            .iter()
            .find(|s| s.user.as_ref() == Some(&me))
            .and_then(|s| Seat::try_from(s.seat).ok()))
    }

    pub async fn open(&self, new: NewTable) -> Result<TableView, Refusal> {
        if new.vs_ai && !new.invited.is_empty() {
            return Err(Refusal::BadOptions(OptionsReason::AiAndInvites));
        }
        let seats = new
            .options
            .seats()
            .map_err(|why| Refusal::BadOptions(OptionsReason::Game(why)))?;
        let options = new.options.clone();
        let place = match new.guild {
            Some(guild) => Place::channel(FRONTEND, &guild.to_string(), &new.channel.to_string()),
            // A game against the AI in a DM with the bot: played right there.
            None => Place {
                frontend: FRONTEND.to_string(),
                channel: Some(new.channel.to_string()),
                dm: Some(user_id(new.creator.id)),
                ..Place::default()
            },
        };
        let mut spec = TableSpec::new(options, place, user(&new.creator));
        spec.invited = new.invited.iter().map(|u| user_id(*u)).collect();
        spec.move_deadline = new.deadline_secs.map(Duration::from_secs);
        spec.policy = convert::policy(new.when_late);
        spec.hints = new.hints;
        let (id, mut show) = self.service.create(spec).await.map_err(refusal)?;
        if new.vs_ai {
            let creator = user_id(new.creator.id);
            let lang = match self.service.table_info(id).await {
                Ok(info) => info.lang,
                Err(_) => Lang::default(),
            };
            for n in 1..seats {
                let name = ai_name(n, seats - 1, lang);
                show = self
                    .service
                    .add_bot(id, &creator, &name)
                    .await
                    .map_err(refusal)?;
            }
        }
        self.view_of(id, Some(&show)).await
    }

    pub async fn open_solo(&self, new: NewSolo) -> Result<TableView, Refusal> {
        let bad = |e: &ChallengeError| Refusal::BadOptions(OptionsReason::Challenge(e.clone()));
        let mut daily = None;
        let (difficulty, seed) = match new.challenge.as_deref() {
            Some("daily") => {
                let today = convert::utc_date(crate::store::now_ms());
                let c = Challenge::daily(&today).map_err(|e| bad(&e))?;
                daily = Some(today);
                (c.difficulty, Some(c.seed))
            }
            Some(code) => {
                let c = code.parse::<Challenge>().map_err(|e| bad(&e))?;
                (c.difficulty, Some(c.seed))
            }
            None => (
                new.difficulty
                    .parse::<Difficulty>()
                    .map_err(|e| Refusal::BadOptions(OptionsReason::Difficulty(e.0)))?,
                None,
            ),
        };
        let place = Place {
            frontend: FRONTEND.to_string(),
            guild: new.guild.map(|g| g.to_string()),
            dm: new.guild.is_none().then(|| user_id(new.player.id)),
            ..Place::default()
        };
        let options = GameOptions::Suramun(SoloOptions { difficulty });
        let mut spec = TableSpec::new(options, place, user(&new.player));
        spec.seed = seed;
        spec.daily = daily;
        let (id, show) = self.service.create(spec).await.map_err(refusal)?;
        self.view_of(id, Some(&show)).await
    }

    pub async fn set_place(&self, table: u64, channel: u64) -> Result<(), Refusal> {
        let id = table_id(table)?;
        let info = self.service.table_info(id).await.map_err(refusal)?;
        let place = Place {
            thread: Some(channel.to_string()),
            ..info.place
        };
        self.service.move_to(id, &place).await.map_err(refusal)
    }

    pub async fn turn(&self, table: u64, who: u64, lang: Lang) -> Result<TurnView, Refusal> {
        // The panel is the player's alone: its words in their language, not the table's.
        let turn = self
            .service
            .speaking(lang)
            .turn(table_id(table)?, &user_id(who))
            .await
            .map_err(refusal)?;
        Ok(TurnView {
            table,
            version: u64::try_from(turn.version).unwrap_or(0),
            hand: convert::hand_line(&turn.hand, lang),
            steps: if crate::frontends::discord::desk::has_own_panel(turn.kind) {
                Vec::new()
            } else {
                turn.choices.iter().map(|c| c.steps.clone()).collect()
            },
            moves: turn.choices.into_iter().map(|c| c.notation).collect(),
            sealed: turn.sealed,
        })
    }

    pub async fn hand(&self, table: u64, who: u64, lang: Lang) -> Result<TurnView, Refusal> {
        let id = table_id(table)?;
        let me = user_id(who);
        let show = self
            .service
            .speaking(lang)
            .current(id, Some(&me))
            .await
            .map_err(refusal)?;
        if show.status == crate::table::ShowStatus::Lobby {
            return Err(Refusal::NotStarted);
        }
        // `current` keeps only the asker's own private part.
        let mine = show
            .private
            .iter()
            .find(|p| p.user.as_ref() == Some(&me))
            .ok_or(Refusal::NotYourGame)?;
        // Any seat that must act now: several at a step of sealed moves.
        let moves = show
            .waiting
            .iter()
            .find(|t| t.user.as_ref() == Some(&me))
            .map(|t| t.choices.iter().map(|c| c.notation.clone()).collect())
            .unwrap_or_default();
        Ok(TurnView {
            table,
            version: u64::try_from(show.version).unwrap_or(0),
            hand: convert::hand_line(&mine.text, lang),
            moves,
            // The hand alone: a panel is built from `turn_of`.
            steps: Vec::new(),
            sealed: false,
        })
    }

    pub async fn play(
        &self,
        table: u64,
        who: u64,
        notation: String,
        seen: u64,
        lang: Lang,
    ) -> Result<TableView, Refusal> {
        let id = table_id(table)?;
        let seen = i64::try_from(seen).map_err(|_| Refusal::MovedOn)?;
        let show = self
            .service
            .submit_for(id, &user_id(who), &notation, Some(seen), Some(lang))
            .await
            .map_err(refusal)?;
        self.view_of(id, Some(&show)).await
    }

    /// What `who`'s typed move puts at stake when it may lose the game at once
    /// ([`crate::table::kinds::Rules::stake`]), in `lang`; `None` for any other move, and
    /// for one the rules refuse (playing it says why).
    pub async fn stake(&self, table: u64, who: u64, notation: &str, lang: Lang) -> Option<String> {
        let id = table_id(table).ok()?;
        let preview = self
            .service
            .speaking(lang)
            .preview(id, &user_id(who), notation)
            .await
            .ok()?;
        preview.stake
    }

    pub async fn at_place(&self, channel: u64) -> Result<u64, Refusal> {
        let id = self
            .service
            .playing_in(FRONTEND, &channel.to_string())
            .await
            .map_err(refusal)?
            .ok_or(Refusal::UnknownGame)?;
        u64::try_from(id.0).map_err(|_| Refusal::UnknownGame)
    }

    /// What happened so far, one public line per move, as `viewer` may see it (another
    /// player's game of today's daily challenge: not yet).
    pub async fn log(&self, table: u64, viewer: u64) -> Result<Vec<String>, Refusal> {
        let id = table_id(table)?;
        self.service
            .may_see_moves(id, &user_id(viewer))
            .await
            .map_err(refusal)?;
        let lines = self.service.log(id).await.map_err(refusal)?;
        Ok(lines.into_iter().map(|l| l.text).collect())
    }

    pub async fn resign(&self, table: u64, who: u64) -> Result<TableView, Refusal> {
        let id = table_id(table)?;
        let show = self
            .service
            .resign(id, &user_id(who))
            .await
            .map_err(refusal)?;
        self.view_of(id, Some(&show)).await
    }

    pub async fn games_of(&self, who: u64) -> Result<Vec<GameLine>, Refusal> {
        let games = self
            .service
            .my_games(&user_id(who))
            .await
            .map_err(refusal)?;
        let mut lines = Vec::new();
        for game in games {
            // A damaged game is listed as such (never hidden, never anyone's turn), and
            // does not hide the others.
            if let Some(what) = game.damaged {
                lines.push(convert::damaged_line(game.table, &game.place, what));
                continue;
            }
            match self.service.table_info(game.table).await {
                Ok(info) => lines.push(convert::game_line(&info, game.your_turn)),
                Err(e) => {
                    tracing::warn!(
                        table = game.table.0,
                        "a game listed as damaged in /games: {e}"
                    );
                    let what = match e {
                        crate::table::TableError::Corrupt { what, .. } => what,
                        other => other.to_string(),
                    };
                    lines.push(convert::damaged_line(game.table, &game.place, what));
                }
            }
        }
        Ok(lines)
    }

    pub async fn run_due(&self) -> Result<Vec<TableView>, Refusal> {
        let shows = self.service.run_due().await.map_err(refusal)?;
        let mut views = Vec::new();
        for show in shows {
            // The change is saved already: one table that cannot be read back must not
            // hold back the others' announcements.
            match self.view_of(show.table, Some(&show)).await {
                Ok(view) => views.push(view),
                Err(refusal) => {
                    tracing::warn!(table = show.table.0, ?refusal, "a due change not announced")
                }
            }
        }
        Ok(views)
    }
}

impl std::fmt::Debug for Desk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Desk")
    }
}
