//! What the desk answers: the table service's answers in the shapes the bot shows.
//!
//! Everything here is public information except [`TurnView`], which is for the player
//! it was asked for and only ever shown ephemerally.

pub mod refusal;
pub mod replay;
pub mod standings;

pub use crate::table::kinds::{GameOptions, MoveStep};

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

/// One line of `/games`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLine {
    /// The game's number.
    pub table: u64,
    pub title: String,
    pub my_turn: bool,
    /// Where the game is played: (guild id, or `None` for a DM; channel or thread id).
    pub place: (Option<u64>, u64),
    /// When the time for the move being waited for runs out (Unix seconds).
    pub due: Option<u64>,
    /// The bot cannot post in its place: paused, no clock runs.
    pub paused: bool,
    /// Its saved row cannot be read (a status this version does not know…): what is
    /// wrong, for the operator; the game is listed as damaged, never as anyone's turn.
    pub damaged: Option<String>,
}

/// Whether a game of `kind` plays with this panel (Rivality and its solo mode); every
/// other game builds its moves step by step (the step panel).
pub fn has_own_panel(kind: &str) -> bool {
    matches!(kind, "rivality" | "suramun")
}
