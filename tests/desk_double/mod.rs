//! A stand-in for the table service, in memory, over the real Rivality engine: enough
//! for the end-to-end tests to play whole games through the bot before the real service
//! is wired in. Seats in join order; a fixed deal.
//!
//! Pictures are tiny real PNGs whose size tells what they show, so that the tests can
//! check where each one went: 8×8 the public board, 16×16 a player's own view (with
//! their hand), 12×12 a preview.

#![allow(dead_code)]

mod away;
mod early;
mod inspect;
mod lobby;
mod solo;
mod turns;

use solo::{solo_mover, solo_preview};
pub(crate) use turns::seat_of;
use turns::{legal, mover, start};

use std::io::Cursor;
use std::sync::Mutex;

use manawell::engines::rivality::notation::parse_move;
use manawell::engines::rivality::solo::SoloGame;
use manawell::engines::rivality::Game;
use manawell::frontends::discord::desk::{
    Behind, DailyView, Desk, DeskFuture, HintView, LeaderboardView, NewSolo, NewTable, Player,
    PreviewView, ProfileView, Refusal, ServerView, Status, TableView, TurnView, VacationView,
};
use manawell::frontends::discord::views::messages::GameLine;
use manawell::frontends::discord::views::rivality::panel_view::tile_label;

pub const PUBLIC_SIZE: u32 = 8;
pub const PRIVATE_SIZE: u32 = 16;
pub const PREVIEW_SIZE: u32 = 12;

pub(crate) struct Table {
    pub(crate) view: TableView,
    pub(crate) game: Option<Game>,
    /// A solo game against Suramun instead.
    pub(crate) solo: Option<SoloGame>,
    pub(crate) log: Vec<String>,
    pub(crate) guild: Option<u64>,
}

#[derive(Default)]
pub struct DeskDouble {
    tables: Mutex<Vec<Table>>,
    /// What the next deadline sweep reports.
    due: Mutex<Vec<TableView>>,
    /// Who asked for DMs on their turn.
    dms: Mutex<Vec<u64>>,
    /// The posts the bot reported: (table, version) posted, (table, lost) failed. The
    /// double keeps no backlog: a failed post is not offered again (the real service's
    /// catching up is tested over SQLite).
    posted: Mutex<Vec<(u64, u64)>>,
    failed: Mutex<Vec<(u64, bool)>>,
    /// `/games` takes this long (work in flight at a shutdown), and how often it was asked.
    slow_games: Mutex<Option<std::time::Duration>>,
    games_asked: std::sync::atomic::AtomicUsize,
    /// Each server's defaults for new games.
    servers: Mutex<std::collections::HashMap<u64, ServerView>>,
    /// Each picture asked for: its viewer and the language of its words.
    pictures: Mutex<Vec<(Option<u64>, manawell::i18n::Lang)>>,
}

pub fn png(size: u32) -> Vec<u8> {
    let mut bytes = Vec::new();
    image::RgbaImage::new(size, size)
        .write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Png)
        .expect("encode a PNG");
    bytes
}

fn ready<T: Send + 'static>(result: Result<T, Refusal>) -> DeskFuture<'static, T> {
    Box::pin(async move { result })
}

impl DeskDouble {
    /// Each picture asked for so far: its viewer and the language of its words.
    pub fn pictures_asked(&self) -> Vec<(Option<u64>, manawell::i18n::Lang)> {
        self.pictures.lock().unwrap().clone()
    }

    fn with<T>(
        &self,
        table: u64,
        f: impl FnOnce(&mut Table) -> Result<T, Refusal>,
    ) -> Result<T, Refusal> {
        let mut tables = self.tables.lock().unwrap();
        let t = tables
            .get_mut((table as usize).wrapping_sub(1))
            .ok_or(Refusal::UnknownGame)?;
        f(t)
    }
}

impl Desk for DeskDouble {
    fn open(&self, new: NewTable) -> DeskFuture<'_, TableView> {
        ready(lobby::open(&mut self.tables.lock().unwrap(), new))
    }

    fn open_solo(&self, new: NewSolo) -> DeskFuture<'_, TableView> {
        let mut tables = self.tables.lock().unwrap();
        let table = solo::open(new, tables.len() as u64 + 1);
        ready(table.map(|t| {
            let view = t.view.clone();
            tables.push(t);
            view
        }))
    }

    fn join(&self, table: u64, who: Player) -> DeskFuture<'_, TableView> {
        let dms = self.dms.lock().unwrap().clone();
        ready(self.with(table, |t| lobby::join(t, who, &dms)))
    }

    fn leave(&self, table: u64, who: u64) -> DeskFuture<'_, TableView> {
        ready(self.with(table, |t| lobby::leave(t, who)))
    }

    fn start_now(&self, table: u64, who: u64) -> DeskFuture<'_, TableView> {
        ready(self.with(table, |t| early::start_now(t, who)))
    }

    fn hint(&self, table: u64, who: u64, _lang: manawell::i18n::Lang) -> DeskFuture<'_, HintView> {
        ready(self.with(table, |t| early::hint(t, who)))
    }

    fn cancel(&self, table: u64, who: u64) -> DeskFuture<'_, TableView> {
        ready(self.with(table, |t| lobby::cancel(t, who)))
    }

    fn set_place(&self, table: u64, channel: u64) -> DeskFuture<'_, ()> {
        ready(self.with(table, |t| {
            t.view.place = Some(channel);
            Ok(())
        }))
    }

    fn view(&self, table: u64) -> DeskFuture<'_, TableView> {
        ready(self.with(table, |t| Ok(t.view.clone())))
    }

    fn turn(&self, table: u64, who: u64, _lang: manawell::i18n::Lang) -> DeskFuture<'_, TurnView> {
        ready(self.with(table, |t| turns::turn(t, table, who)))
    }

    // The double's refusals are the engine's own English: the language is not checked here
    // (the real desk's are, in discord_e2e's typed_languages).
    fn play(
        &self,
        table: u64,
        who: u64,
        notation: String,
        seen: u64,
        _lang: manawell::i18n::Lang,
    ) -> DeskFuture<'_, TableView> {
        let dms = self.dms.lock().unwrap().clone();
        ready(self.with(table, |t| turns::play(t, who, notation, seen, &dms)))
    }

    fn picture(
        &self,
        table: u64,
        _version: u64,
        viewer: Option<u64>,
        lang: manawell::i18n::Lang,
    ) -> DeskFuture<'_, Vec<u8>> {
        self.pictures.lock().unwrap().push((viewer, lang));
        ready(self.with(table, |_| {
            Ok(png(if viewer.is_some() {
                PRIVATE_SIZE
            } else {
                PUBLIC_SIZE
            }))
        }))
    }

    fn preview(
        &self,
        table: u64,
        who: u64,
        notation: String,
        _lang: manawell::i18n::Lang,
    ) -> DeskFuture<'_, PreviewView> {
        ready(self.with(table, |t| {
            let words = if let Some(solo) = solo_mover(t, who) {
                solo_preview(solo?, &notation)?
            } else {
                let (game, _) = mover(t, who)?;
                let mv = parse_move(&notation).map_err(|e| Refusal::Illegal(e.to_string()))?;
                game.apply(mv)
                    .map_err(|e| Refusal::Illegal(e.to_string()))?;
                format!("You would play {notation}.")
            };
            Ok(PreviewView {
                png: png(PREVIEW_SIZE),
                words,
            })
        }))
    }

    fn at_place(&self, channel: u64) -> DeskFuture<'_, u64> {
        let tables = self.tables.lock().unwrap();
        let found = tables
            .iter()
            .find(|t| t.view.place == Some(channel))
            .map(|t| t.view.table);
        ready(found.ok_or(Refusal::UnknownGame))
    }

    fn hand(&self, table: u64, who: u64, _lang: manawell::i18n::Lang) -> DeskFuture<'_, TurnView> {
        ready(self.with(table, |t| {
            let seat = seat_of(t, who)?;
            let game = t.game.as_ref().ok_or(Refusal::NotALobby)?;
            let hand: Vec<String> = game
                .hand(seat)
                .iter()
                .map(|tile| tile_label(manawell::i18n::Lang::En, &tile.to_string()))
                .collect();
            Ok(TurnView {
                table,
                version: t.view.version,
                hand: hand.join(", "),
                moves: vec![],
                steps: Vec::new(),
                sealed: false,
            })
        }))
    }

    fn log(&self, table: u64) -> DeskFuture<'_, Vec<String>> {
        ready(self.with(table, |t| Ok(t.log.clone())))
    }

    fn resign(&self, table: u64, who: u64) -> DeskFuture<'_, TableView> {
        ready(self.with(table, |t| {
            let seat = seat_of(t, who)?;
            if t.view.status != Status::Running {
                return Err(Refusal::GameOver);
            }
            let name = t.view.seated[seat as usize].name.clone();
            t.view.account = vec![format!("{name} resigned."), "The game is over.".to_string()];
            t.view.status = Status::Finished;
            t.view.to_move = None;
            t.view.version += 1;
            Ok(t.view.clone())
        }))
    }

    fn games_of(&self, who: u64) -> DeskFuture<'_, Vec<GameLine>> {
        let tables = self.tables.lock().unwrap();
        let games = tables
            .iter()
            .filter(|t| {
                t.view.status == Status::Running && t.view.seated.iter().any(|p| p.id == who)
            })
            .map(|t| GameLine {
                title: format!("{} (game #{})", t.view.title, t.view.table),
                my_turn: t.view.to_move == Some(who),
                place: (t.guild, t.view.place.unwrap_or(0)),
                due: None,
                paused: false,
            })
            .collect();
        let slow = *self.slow_games.lock().unwrap();
        let asked = &self.games_asked;
        Box::pin(async move {
            asked.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            if let Some(delay) = slow {
                tokio::time::sleep(delay).await;
            }
            Ok(games)
        })
    }

    fn run_due(&self) -> DeskFuture<'_, Vec<TableView>> {
        ready(Ok(std::mem::take(&mut *self.due.lock().unwrap())))
    }

    fn set_dm_pings(&self, who: u64, on: bool) -> DeskFuture<'_, ()> {
        let mut dms = self.dms.lock().unwrap();
        dms.retain(|u| *u != who);
        if on {
            dms.push(who);
        }
        ready(Ok(()))
    }

    fn start_up(&self) -> DeskFuture<'_, ()> {
        ready(Ok(()))
    }

    fn heartbeat(&self) -> DeskFuture<'_, ()> {
        ready(Ok(()))
    }

    fn behind(&self) -> DeskFuture<'_, Vec<Behind>> {
        ready(Ok(Vec::new()))
    }

    fn ai_turns(&self) -> DeskFuture<'_, Vec<TableView>> {
        // The double's AI seats move within the call that gives them the turn.
        ready(Ok(Vec::new()))
    }

    fn announced(&self, table: u64, _since: Option<u64>, version: u64) -> DeskFuture<'_, ()> {
        self.posted.lock().unwrap().push((table, version));
        ready(Ok(()))
    }

    fn announce_failed(&self, table: u64, lost: bool) -> DeskFuture<'_, bool> {
        ready(Ok(self.record_failure(table, lost)))
    }

    fn vacation(&self, _who: u64, days: Option<u32>) -> DeskFuture<'_, VacationView> {
        ready(away::vacation(days))
    }

    fn profile(&self, who: u64) -> DeskFuture<'_, ProfileView> {
        // The double rates nobody: the real service's ratings are tested on the real desk.
        ready(Ok(ProfileView {
            user: who,
            standings: Vec::new(),
            finished: 0,
            current: 0,
            favourite: None,
        }))
    }

    fn leaderboard(
        &self,
        _pool: Option<String>,
        _guild: Option<u64>,
    ) -> DeskFuture<'_, LeaderboardView> {
        ready(Ok(LeaderboardView {
            pool: None,
            rows: Vec::new(),
        }))
    }

    fn server_settings(&self, guild: u64) -> DeskFuture<'_, ServerView> {
        ready(Ok(self
            .servers
            .lock()
            .unwrap()
            .get(&guild)
            .copied()
            .unwrap_or_default()))
    }

    fn set_server_settings(&self, guild: u64, settings: ServerView) -> DeskFuture<'_, ()> {
        self.servers.lock().unwrap().insert(guild, settings);
        ready(Ok(()))
    }

    fn remember_discord_language(
        &self,
        guild: u64,
        language: Option<manawell::i18n::Lang>,
    ) -> DeskFuture<'_, ()> {
        let mut servers = self.servers.lock().unwrap();
        servers.entry(guild).or_default().discord_language = language;
        ready(Ok(()))
    }

    fn daily_board(&self) -> DeskFuture<'_, DailyView> {
        ready(Ok(DailyView {
            day: "2026-11-22".into(),
            rows: Vec::new(),
        }))
    }
}
