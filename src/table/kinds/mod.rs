//! The games a table can hold. Each kind implements [`Rules`]; the service sees them through
//! [`AnyGame`], so it never depends on one engine's types. Adding a kind (the Suramun solo
//! mode, Magistrar, Aetherium, Rivalry) is an impl of `Rules`, one arm in [`GameOptions`],
//! [`new_game`] and [`decode`], and its rules help in [`rules_help`].

pub mod aetherium;
mod any_game;
pub mod magistrar;
mod options_error;
pub mod rivality;
pub mod rivalry;
mod rules_help;
pub mod suramun;
pub mod two_players;

pub use any_game::{AnyGame, Refusal, Typed};
pub use options_error::OptionsError;
pub use rules_help::{rules_help, HelpTopic};

use crate::i18n::Lang;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A seat at the table, in turn order from 0.
pub type Seat = u8;

/// The names of the seated players, by seat, to write accounts with.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names(pub Vec<String>);

impl Names {
    pub fn of(&self, seat: Seat) -> &str {
        self.0.get(seat as usize).map_or("someone", |n| n.as_str())
    }
}

/// A game's rules, as the table service needs them. What it writes for people (accounts,
/// boards, results) comes in the `lang` asked for: the language of the post it goes in.
pub trait Rules: 'static {
    /// The name stored in the `kind` column.
    const KIND: &'static str;
    type Options: Serialize + DeserializeOwned + Clone + std::fmt::Debug + Send + Sync;
    type State: Serialize + DeserializeOwned + Clone + Send + Sync;
    type Move: Serialize + DeserializeOwned + Clone + Send + Sync;

    /// How many seats these options need, or why they are wrong.
    fn seats(options: &Self::Options) -> Result<u8, OptionsError>;
    fn new_game(options: &Self::Options, seed: u64) -> Result<Self::State, String>;
    /// Whether a state read back from the database is one the game can reach: the broken
    /// rule, in words that name no hidden tile.
    fn check(state: &Self::State) -> Result<(), String>;
    /// The side (team) a seat plays for.
    fn team_of(state: &Self::State, seat: Seat) -> u8;
    /// The seat that must act now; `None` once the game is over. When several must
    /// ([`Rules::waiting_for`]), one of them.
    fn to_act(state: &Self::State) -> Option<Seat>;
    /// Every seat that must act now: by default the one to act. Several at a step played
    /// by simultaneous hidden moves (Rivalry's set-up): each sends theirs in private, the
    /// kind keeps it SEALED in the state (its account says only that the seat has sent
    /// it) and reveals them all together in the account of the last one.
    fn waiting_for(state: &Self::State) -> Vec<Seat> {
        Self::to_act(state).into_iter().collect()
    }
    /// Whether a move played now is sealed: the log and exports of a running game must
    /// not show its notation (its account is written to say nothing of it).
    fn sealed(_state: &Self::State) -> bool {
        false
    }
    /// Applies `mv` for the seat to act and tells what happened, in public words.
    /// On error (the engine's reason) the state is unchanged.
    fn apply(
        state: &mut Self::State,
        mv: &Self::Move,
        names: &Names,
        lang: Lang,
    ) -> Result<String, String>;
    /// What `mv` would do, in words for the mover before they confirm it, with the same
    /// refusals as [`Rules::apply`]; nothing changes. By default the account of the move
    /// played on a copy: a kind whose move turns up hidden things says less.
    fn preview(
        state: &Self::State,
        mv: &Self::Move,
        names: &Names,
        lang: Lang,
    ) -> Result<String, String> {
        Self::apply(&mut state.clone(), mv, names, lang)
    }
    /// What `mv` puts at stake, said with its preview, when it may lose the game at once
    /// (a capital handed over, a resignation): front ends then ask for an explicit
    /// confirmation. `None` for any other move.
    fn stake(_state: &Self::State, _mv: &Self::Move, _lang: Lang) -> Option<String> {
        None
    }
    /// `text` read as a move, or why it is not one in `lang`: the reader's language
    /// (the engine's typed reason, worded by the kind).
    fn parse_move(state: &Self::State, text: &str, lang: Lang) -> Result<Self::Move, String>;
    /// `text` read as the move of `seat`, which must act now: a kind whose moves name
    /// their seat (a sealed set-up) fills it in, and refuses another seat's.
    fn parse_move_of(
        state: &Self::State,
        _seat: Seat,
        text: &str,
        lang: Lang,
    ) -> Result<Self::Move, String> {
        Self::parse_move(state, text, lang)
    }
    fn print_move(mv: &Self::Move) -> String;
    /// A short human label for a move, for buttons and lists, in `lang`.
    fn label_move(mv: &Self::Move, lang: Lang) -> String;
    /// The decisions a turn panel asks, one at a time, to build `mv` (in `state`): a
    /// panel offers at each step the answers of the legal moves that agree with the steps
    /// picked so far. By default a single step, the whole move. Questions and labels
    /// are in `lang`; the keys are the same in every language (panels carry them).
    fn steps_of(_state: &Self::State, mv: &Self::Move, lang: Lang) -> Vec<MoveStep> {
        vec![MoveStep::new(
            crate::tr!(lang, "steps-your-move"),
            Self::print_move(mv).replace(' ', "_"),
            Self::label_move(mv, lang),
        )]
    }
    fn legal_moves(state: &Self::State) -> Vec<Self::Move>;
    /// The legal moves of `seat`, one of those [`Rules::waiting_for`]; by default all.
    fn legal_moves_of(state: &Self::State, _seat: Seat) -> Vec<Self::Move> {
        Self::legal_moves(state)
    }
    /// The board as text, as `viewer` may see it (`None`: everyone).
    fn board_text(state: &Self::State, viewer: Option<Seat>, names: &Names, lang: Lang) -> String;
    /// What only `seat` may see (their hand).
    fn private_text(state: &Self::State, seat: Seat, lang: Lang) -> String;
    /// The public result, once the game is over.
    fn result_text(state: &Self::State, names: &Names, lang: Lang) -> Option<String>;
    /// The public result when `seat` resigns (or forfeits): their side loses.
    fn resign_text(state: &Self::State, seat: Seat, names: &Names, lang: Lang) -> String;
    /// Once the game is over, each seat's place (0: first; a team's seats and a shared
    /// win share one), to rate it by; `None`: this game is not rated (solo).
    fn places(_state: &Self::State) -> Option<Vec<u8>> {
        None
    }
    /// Once a solo game is played to its end, the player's score, for the daily
    /// challenge's leaderboard; `None` for other games.
    fn solo_score(_state: &Self::State) -> Option<i64> {
        None
    }
    /// The AI's move for `seat`, which must be to act, thought out at `level` from that
    /// seat's view alone (`crate::ai::any` plays any game that describes itself to it);
    /// `None`: this game has no AI, or found no move. The same state gets the same move.
    fn ai_move(
        _state: &Self::State,
        _seat: Seat,
        _level: crate::ai::Level,
        _budget: crate::ai::Budget,
    ) -> Option<Self::Move> {
        None
    }
}

/// A move the service could offer as a button or a menu entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    /// What to submit (the move in notation).
    pub notation: String,
    pub label: String,
    /// The panel's decisions that build it ([`Rules::steps_of`]).
    #[serde(default)]
    pub steps: Vec<MoveStep>,
}

/// One decision of a move as a turn panel asks it: "Which pawn?" answered "fire".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveStep {
    /// The question, the same for every move that reaches this step the same way.
    pub question: String,
    /// This move's answer, short, with no space or `|`: panels carry the answers picked
    /// so far in a component's id (100 characters for everything).
    pub key: String,
    /// The answer in words, for a button or a menu entry.
    pub label: String,
}

impl MoveStep {
    pub fn new(
        question: impl Into<String>,
        key: impl Into<String>,
        label: impl Into<String>,
    ) -> MoveStep {
        MoveStep {
            question: question.into(),
            key: key.into(),
            label: label.into(),
        }
    }
}

/// The options of a new table, by kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "options", rename_all = "snake_case")]
pub enum GameOptions {
    Rivality(crate::engines::rivality::Options),
    /// Solo against Suramun: one seat.
    Suramun(suramun::SoloOptions),
    /// Two mages; Grand Mage is a best-of-five match.
    Magistrar(crate::engines::magistrar::Options),
    Aetherium(crate::engines::aetherium::Options),
    /// The Republic against the Kingdom.
    Rivalry(rivalry::Options),
}

impl GameOptions {
    pub fn kind(&self) -> &'static str {
        match self {
            GameOptions::Rivality(_) => rivality::Rivality::KIND,
            GameOptions::Suramun(_) => suramun::Suramun::KIND,
            GameOptions::Magistrar(_) => magistrar::Magistrar::KIND,
            GameOptions::Aetherium(_) => aetherium::Aetherium::KIND,
            GameOptions::Rivalry(_) => rivalry::Rivalry::KIND,
        }
    }

    pub fn seats(&self) -> Result<u8, OptionsError> {
        match self {
            GameOptions::Rivality(o) => rivality::Rivality::seats(o),
            GameOptions::Suramun(o) => suramun::Suramun::seats(o),
            GameOptions::Magistrar(o) => magistrar::Magistrar::seats(o),
            GameOptions::Aetherium(o) => aetherium::Aetherium::seats(o),
            GameOptions::Rivalry(o) => rivalry::Rivalry::seats(o),
        }
    }

    /// The options of a stored table.
    pub fn from_stored(kind: &str, options: &str) -> Result<GameOptions, String> {
        fn read<O: DeserializeOwned>(
            options: &str,
            kind: fn(O) -> GameOptions,
        ) -> Result<GameOptions, String> {
            serde_json::from_str(options)
                .map(kind)
                .map_err(|e| format!("unreadable options: {e}"))
        }
        match kind {
            rivality::Rivality::KIND => read(options, GameOptions::Rivality),
            suramun::Suramun::KIND => read(options, GameOptions::Suramun),
            magistrar::Magistrar::KIND => read(options, GameOptions::Magistrar),
            aetherium::Aetherium::KIND => read(options, GameOptions::Aetherium),
            rivalry::Rivalry::KIND => read(options, GameOptions::Rivalry),
            other => Err(format!("unknown game kind `{other}`")),
        }
    }

    /// "Rivality, 3 players, Expert rules", in `lang`.
    pub fn title(&self, lang: Lang) -> String {
        use crate::tr;
        match self {
            GameOptions::Rivality(o) if o.expert => {
                tr!(lang, "title-rivality-expert", players = o.players)
            }
            GameOptions::Rivality(o) => tr!(lang, "title-rivality", players = o.players),
            GameOptions::Suramun(o) => tr!(
                lang,
                "title-suramun",
                difficulty = suramun::describe::difficulty_name(o.difficulty, lang)
            ),
            GameOptions::Magistrar(o) if o.grand_mage => tr!(lang, "title-magistrar-grand-mage"),
            GameOptions::Magistrar(_) => "Magistrar".to_string(),
            GameOptions::Aetherium(o) => match o.first {
                Some(seat) => tr!(lang, "title-aetherium-first", n = seat + 1),
                None => "Aetherium".to_string(),
            },
            GameOptions::Rivalry(_) => "Rivalry".to_string(),
        }
    }

    /// The options alone, as stored in the `options` column.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        match self {
            GameOptions::Rivality(o) => serde_json::to_string(o),
            GameOptions::Suramun(o) => serde_json::to_string(o),
            GameOptions::Magistrar(o) => serde_json::to_string(o),
            GameOptions::Aetherium(o) => serde_json::to_string(o),
            GameOptions::Rivalry(o) => serde_json::to_string(o),
        }
    }
}

/// The game's name as players know it, for thread names and lists: "Rivality",
/// "Rivality solo", "Magistrar".
pub fn game_name(kind: &str) -> String {
    if kind == suramun::Suramun::KIND {
        return "Rivality solo".to_string();
    }
    crate::words::capitalised(kind)
}

/// The current format of stored states; a row with another one is refused, not guessed.
pub const STATE_FORMAT: i64 = 1;

fn fresh<R: Rules>(options: &str, seed: u64) -> Result<Box<dyn AnyGame>, String> {
    let options: R::Options = serde_json::from_str(options).map_err(|e| e.to_string())?;
    Ok(Box::new(Typed::<R>(R::new_game(&options, seed)?)))
}

fn load<R: Rules>(state: &str) -> Result<Box<dyn AnyGame>, String> {
    // serde's message may quote a value (a tile in a hand): keep only where it broke.
    let state: R::State = serde_json::from_str(state).map_err(|e| {
        format!(
            "the state is not readable ({:?} error at line {}, column {})",
            e.classify(),
            e.line(),
            e.column()
        )
    })?;
    // A row that reads but breaks a rule would make the engine fail later, anywhere.
    R::check(&state).map_err(|why| format!("the {} state is impossible: {why}", R::KIND))?;
    Ok(Box::new(Typed::<R>(state)))
}

/// A new game of `kind` from its stored options and the table's seed.
pub fn new_game(kind: &str, options: &str, seed: u64) -> Result<Box<dyn AnyGame>, String> {
    match kind {
        rivality::Rivality::KIND => fresh::<rivality::Rivality>(options, seed),
        suramun::Suramun::KIND => fresh::<suramun::Suramun>(options, seed),
        magistrar::Magistrar::KIND => fresh::<magistrar::Magistrar>(options, seed),
        aetherium::Aetherium::KIND => fresh::<aetherium::Aetherium>(options, seed),
        rivalry::Rivalry::KIND => fresh::<rivalry::Rivalry>(options, seed),
        other => Err(format!("unknown game kind `{other}`")),
    }
}

/// How many seats a game of `kind` with these stored options has.
pub fn seats_of(kind: &str, options: &str) -> Result<u8, String> {
    GameOptions::from_stored(kind, options)?
        .seats()
        .map_err(|e| e.to_string())
}

/// A stored state. Errors say what is wrong without quoting the state (it holds hands).
pub fn decode(kind: &str, format: i64, state: &str) -> Result<Box<dyn AnyGame>, String> {
    if format != STATE_FORMAT {
        return Err(format!("unknown state format {format}"));
    }
    match kind {
        rivality::Rivality::KIND => load::<rivality::Rivality>(state),
        suramun::Suramun::KIND => load::<suramun::Suramun>(state),
        magistrar::Magistrar::KIND => load::<magistrar::Magistrar>(state),
        aetherium::Aetherium::KIND => load::<aetherium::Aetherium>(state),
        rivalry::Rivalry::KIND => load::<rivalry::Rivalry>(state),
        other => Err(format!("unknown game kind `{other}`")),
    }
}
