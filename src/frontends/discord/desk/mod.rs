//! What the Discord front end needs from the table service, as a trait: the bot is written
//! and tested against it now, and the table service plugs in through a small adapter.
//!
//! Everything here is public information except [`TurnView`], which is for the player
//! it was asked for and only ever shown ephemerally.

mod refusal;
mod replay;
mod standings;

use crate::i18n::Lang;
use std::future::Future;
use std::pin::Pin;

pub use crate::table::kinds::{GameOptions, MoveStep};

pub use refusal::Refusal;
pub use replay::{ReplayFrameView, ReplayView};
pub use standings::{DailyView, LeaderboardView, ProfileView, ServerView, StandingView};

/// A boxed future, so that the trait stays object-safe.
pub type DeskFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, Refusal>> + Send + 'a>>;

/// A Discord user, as seated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub id: u64,
    pub name: String,
}

/// `/rivality new`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTable {
    pub creator: Player,
    /// The game and its options (how many seats: [`GameOptions::seats`]).
    pub options: GameOptions,
    pub deadline_secs: Option<u64>,
    pub invited: Vec<u64>,
    pub guild: Option<u64>,
    pub channel: u64,
    /// The other seats are taken by the AI: the game starts at once.
    pub vs_ai: bool,
    /// What happens when a player lets the time for a move run out.
    pub when_late: WhenLate,
    /// `/rivality hint` allowed between the players (engine help).
    pub hints: bool,
}

/// What happens when the player to move lets their deadline pass.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WhenLate {
    /// They forfeit the game.
    #[default]
    Forfeit,
    /// The AI plays that move for them, and the game goes on.
    AiPlays,
}

/// `/suramun start` or `/suramun daily`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewSolo {
    pub player: Player,
    /// `beginner`, `standard` or `master`.
    pub difficulty: String,
    /// A challenge code, or `daily` for the day's challenge.
    pub challenge: Option<String>,
    /// The server it is played in; `None` in a DM.
    pub guild: Option<u64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Lobby,
    Running,
    Finished,
    Cancelled,
}

/// A table as everyone may see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableView {
    pub table: u64,
    pub version: u64,
    pub status: Status,
    /// "Rivality, 2 players, Expert rules".
    pub title: String,
    /// The game's name alone, for its thread's name: "Rivality", "Rivality solo".
    pub game: String,
    pub seats: usize,
    pub seated: Vec<Player>,
    pub invited: Vec<u64>,
    pub creator: u64,
    /// What just happened, in public words (a move, the start, the result).
    pub account: Vec<String>,
    /// `account` tells what happened after this version (`None`: from the start) up to
    /// `version`; posting it announces everything in between.
    pub since: Option<u64>,
    pub to_move: Option<u64>,
    /// The other players who must act now too, at a step of simultaneous hidden moves
    /// (each is pinged and may take their turn).
    pub also_to_move: Vec<u64>,
    /// Where the game is played (its thread), once started.
    pub place: Option<u64>,
    /// The channel its lobby was posted in (`None` for a game in a DM).
    pub lobby_channel: Option<u64>,
    /// The server it is played in (`None` in a DM): whose language its posts speak.
    pub guild: Option<u64>,
    /// The player to move asked to be told by DM too.
    pub dm_to_move: bool,
    /// Those of `also_to_move` who asked to be told by DM too.
    pub dm_also_to_move: Vec<u64>,
    /// The time per move, in seconds (`None`: no deadline).
    pub deadline_secs: Option<u64>,
    pub when_late: WhenLate,
    /// When the time for the move being waited for runs out (Unix seconds).
    pub due: Option<u64>,
}

/// A move tried before it is confirmed, for its mover only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PreviewView {
    /// The board with the move drawn as not played yet.
    pub png: Vec<u8>,
    /// What it would do, in words (solo: where both wizards go, nothing it turns up).
    pub words: String,
}

/// What the player to move sees: private to them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnView {
    pub table: u64,
    pub version: u64,
    /// Their hand, in words (the picture shows it too).
    pub hand: String,
    /// Every legal move, in notation.
    pub moves: Vec<String>,
    /// Each move's decisions, as the step-by-step panel asks them (`moves`' order);
    /// empty for a game with a panel of its own (Rivality's tiles and spots).
    pub steps: Vec<Vec<MoveStep>>,
    /// A step of simultaneous sealed moves: a button from before another player's
    /// submission still opens this player's panel.
    pub sealed: bool,
}

/// A hint for the player to move: private to them (it comes from their hand).
#[derive(Clone, Debug, PartialEq)]
pub struct HintView {
    pub table: u64,
    /// The move in notation ("A7 C4 e").
    pub notation: String,
    /// The move in words ("Fortress A7 at C4, facing east").
    pub words: String,
    /// The share of playouts won after the move, in [0, 1].
    pub win_probability: f32,
    /// Own VP minus the best other side's, on average.
    pub expected_margin: f32,
    pub playouts: u32,
}

/// A player's vacation: their clocks stop while it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VacationView {
    /// When it ends (Unix seconds); `None` when none runs.
    pub until: Option<u64>,
    /// Whole days still available within the current 30 days.
    pub days_left: i64,
}

/// A game whose posts are behind (the process stopped before posting, Discord failed):
/// what to post, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Behind {
    /// The game as it is now; its `account` is every public line since the last post.
    pub view: TableView,
    /// Where to open its thread when it has no place yet (its lobby's channel).
    pub channel: Option<u64>,
    /// A game played in a DM with the bot: its player.
    pub dm: Option<u64>,
}

/// One of `who`'s games played where a command was used (for the `game` option).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameHere {
    pub table: u64,
    /// "Rivality, 2 players (game #4)".
    pub title: String,
    pub my_turn: bool,
}

/// Where a take-back stands after `/rivality takeback` or an answer to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TakebackView {
    /// Waiting for the other players; answers name `version`.
    Pending {
        version: u64,
        by: Player,
        accepted: Vec<Player>,
        awaited: Vec<Player>,
    },
    /// Done: the game as it is now, back before the move (to announce).
    TakenBack(Box<TableView>),
    /// `by` refused: the move stands.
    Refused { by: Player },
}

/// What a click on a finished game's Rematch button did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RematchView {
    /// Waiting for the other players: who is in, who is awaited.
    Waiting {
        /// The clicker is in now (`false`: they took their accept back).
        now_in: bool,
        accepted: Vec<Player>,
        awaited: Vec<Player>,
    },
    /// This click completed the set: the rematch has started (no place yet: the click
    /// opens its thread).
    Started(Box<TableView>),
    /// The rematch was made before: this game, played there (once it has a place).
    MadeBefore { rematch: u64, place: Option<u64> },
}

/// The table service, as the bot uses it.
pub trait Desk: Send + Sync {
    fn open(&self, new: NewTable) -> DeskFuture<'_, TableView>;
    /// A solo game against Suramun: running at once, `who` to move.
    fn open_solo(&self, new: NewSolo) -> DeskFuture<'_, TableView>;
    fn join(&self, table: u64, who: Player) -> DeskFuture<'_, TableView>;
    fn leave(&self, table: u64, who: u64) -> DeskFuture<'_, TableView>;
    fn cancel(&self, table: u64, who: u64) -> DeskFuture<'_, TableView>;
    /// The creator starts the lobby now: the AI takes the empty seats. A human taking
    /// a seat meanwhile is fine; `NotALobby` if the game started (or ended) otherwise.
    fn start_now(&self, table: u64, who: u64) -> DeskFuture<'_, TableView>;
    /// Remembers where a started game is played (its thread).
    fn set_place(&self, table: u64, channel: u64) -> DeskFuture<'_, ()>;
    fn view(&self, table: u64) -> DeskFuture<'_, TableView>;
    /// The player's turn: refused unless it is their turn in a running game. Its hand and
    /// its steps' questions and answers are in `lang`, the player's own (the steps' keys
    /// are the same in every language).
    fn turn(&self, table: u64, who: u64, lang: crate::i18n::Lang) -> DeskFuture<'_, TurnView>;
    /// Plays `notation` for `who`, chosen while looking at version `seen`. A refusal (a
    /// mistyped or illegal move) is worded in `lang`, the player's own: only they read it;
    /// the move's public account stays in the table's language.
    fn play(
        &self,
        table: u64,
        who: u64,
        notation: String,
        seen: u64,
        lang: Lang,
    ) -> DeskFuture<'_, TableView>;
    /// The board at `version` as a PNG, seen by `viewer` (`None`: the public picture,
    /// no hand; `Some`: with that player's own hand), its words in `lang`.
    fn picture(
        &self,
        table: u64,
        version: u64,
        viewer: Option<u64>,
        lang: Lang,
    ) -> DeskFuture<'_, Vec<u8>>;
    /// The board after `notation`, as `who` would see it, and what it would do in words,
    /// without playing it, in `lang`.
    fn preview(
        &self,
        table: u64,
        who: u64,
        notation: String,
        lang: Lang,
    ) -> DeskFuture<'_, PreviewView>;
    /// The game played in `channel` (a game's thread); `UnknownGame` if none.
    fn at_place(&self, channel: u64) -> DeskFuture<'_, u64>;
    /// `who`'s running games played in `channel`: several in a DM with the bot, or in a
    /// channel where threads are refused. By default, the game of [`Desk::at_place`].
    fn games_here(&self, channel: u64, who: u64) -> DeskFuture<'_, Vec<GameHere>> {
        let _ = who;
        Box::pin(async move {
            match self.at_place(channel).await {
                Ok(table) => Ok(vec![GameHere {
                    table,
                    title: format!("game #{table}"),
                    my_turn: false,
                }]),
                Err(Refusal::UnknownGame) => Ok(Vec::new()),
                Err(refusal) => Err(refusal),
            }
        })
    }
    /// `who`'s hand at any time of a running game (`moves` empty when not their turn), in
    /// `lang`, the player's own.
    fn hand(&self, table: u64, who: u64, lang: crate::i18n::Lang) -> DeskFuture<'_, TurnView>;
    /// What happened so far, one public line per move.
    fn log(&self, table: u64) -> DeskFuture<'_, Vec<String>>;
    fn resign(&self, table: u64, who: u64) -> DeskFuture<'_, TableView>;
    /// What the AI would play for `who`, refused unless it is their turn (blocking work
    /// runs off the async runtime); the move in words in `lang`, the player's own.
    fn hint(&self, table: u64, who: u64, lang: crate::i18n::Lang) -> DeskFuture<'_, HintView>;
    /// `who`'s games, across servers and DMs.
    fn games_of(&self, who: u64)
        -> DeskFuture<'_, Vec<crate::frontends::discord::views::GameLine>>;
    /// Sends the reminders and applies the deadlines that are due now (read from the
    /// database, so nothing is forgotten across restarts): what to announce.
    fn run_due(&self) -> DeskFuture<'_, Vec<TableView>>;
    /// A moderator of `guild` cancels `table`, a game of that server in the lobby or
    /// running.
    fn cancel_as_moderator(&self, table: u64, guild: u64) -> DeskFuture<'_, TableView> {
        let _ = (table, guild);
        Box::pin(async { Err(Refusal::Failed("moderation is not offered here".into())) })
    }
    /// A moderator of `guild` gives `from`'s seat in `table` to `to`.
    fn give_seat(
        &self,
        table: u64,
        guild: u64,
        from: u64,
        to: Player,
    ) -> DeskFuture<'_, TableView> {
        let _ = (table, guild, from, to);
        Box::pin(async { Err(Refusal::Failed("moderation is not offered here".into())) })
    }
    /// Whether `who` wants a DM when it is their turn (besides the mention in the thread).
    fn set_dm_pings(&self, who: u64, on: bool) -> DeskFuture<'_, ()>;
    /// At start-up: gives the clocks back the time the bot was down, and makes whatever
    /// the previous process left unposted due now.
    fn start_up(&self) -> DeskFuture<'_, ()>;
    /// The bot is up (each sweep): a gap in the heartbeats is downtime.
    fn heartbeat(&self) -> DeskFuture<'_, ()>;
    /// Games whose posts are behind and due for another attempt, claimed for the caller.
    fn behind(&self) -> DeskFuture<'_, Vec<Behind>>;
    /// Plays the AI seats left to act (the process stopped while the AI thought): what
    /// to announce.
    fn ai_turns(&self) -> DeskFuture<'_, Vec<TableView>>;
    /// `version` of `table` was posted in its place, with what happened since version
    /// `since` (`None`: from the start). A post that leaves an earlier version unposted
    /// marks nothing: the background task posts the gap.
    fn announced(&self, table: u64, since: Option<u64>, version: u64) -> DeskFuture<'_, ()>;
    /// A post of `table` failed; `lost`: its place cannot be posted in any more (the game
    /// pauses). `true` when this failure paused it: tell the players.
    fn announce_failed(&self, table: u64, lost: bool) -> DeskFuture<'_, bool>;
    /// `who` asks to take back their last move in `table`.
    fn takeback(&self, table: u64, who: u64) -> DeskFuture<'_, TakebackView> {
        let _ = (table, who);
        Box::pin(async { Err(Refusal::Failed("take-backs are not offered here".into())) })
    }
    /// `who` accepts (or refuses) the take-back asked at `version` of `table`.
    fn answer_takeback(
        &self,
        table: u64,
        who: u64,
        version: u64,
        accept: bool,
    ) -> DeskFuture<'_, TakebackView> {
        let _ = (table, who, version, accept);
        Box::pin(async { Err(Refusal::Failed("take-backs are not offered here".into())) })
    }
    /// `who` accepts a rematch of finished game `table`, or takes their accept back; the
    /// last accept starts it.
    fn rematch(&self, table: u64, who: u64) -> DeskFuture<'_, RematchView> {
        let _ = (table, who);
        Box::pin(async { Err(Refusal::Failed("rematches are not offered here".into())) })
    }
    /// `/replay`: the whole game from its start, animated (public frames, for anyone).
    fn replay(&self, table: u64) -> DeskFuture<'_, ReplayView> {
        let _ = table;
        Box::pin(async { Err(Refusal::Failed("replays are not offered here".into())) })
    }
    /// Frame `frame` of the replay (0: the start), for the step-through.
    fn replay_frame(&self, table: u64, frame: u64) -> DeskFuture<'_, ReplayFrameView> {
        let _ = (table, frame);
        Box::pin(async { Err(Refusal::Failed("replays are not offered here".into())) })
    }
    /// `Some(days)`: `who` goes on vacation for that many days; `None`: it ends now.
    fn vacation(&self, who: u64, days: Option<u32>) -> DeskFuture<'_, VacationView>;
    /// `who`'s ratings and games.
    fn profile(&self, who: u64) -> DeskFuture<'_, ProfileView>;
    /// The best players of `pool` (`None`: the most played one), in `guild` only when
    /// given.
    fn leaderboard(
        &self,
        pool: Option<String>,
        guild: Option<u64>,
    ) -> DeskFuture<'_, LeaderboardView>;
    /// Today's daily challenge (UTC): each player's best score, then the earliest.
    fn daily_board(&self) -> DeskFuture<'_, DailyView>;
    /// What `guild`'s new games start with (the defaults when never set).
    fn server_settings(&self, guild: u64) -> DeskFuture<'_, ServerView>;
    /// Sets them (the caller checked that a moderator asks).
    fn set_server_settings(&self, guild: u64, settings: ServerView) -> DeskFuture<'_, ()>;
    /// Remembers the language of `guild`'s Discord locale as an interaction showed it
    /// (`None`: a locale manawell does not speak), for posts made with no interaction.
    fn remember_discord_language(
        &self,
        guild: u64,
        language: Option<crate::i18n::Lang>,
    ) -> DeskFuture<'_, ()>;
}
