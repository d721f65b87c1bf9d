//! The games the protocol knows, and a game made from a request: another game plugs in
//! with a module implementing [`Table`] and one arm in each constructor below; the
//! requests and the answers' common fields stay as they are.

use serde_json::Value;

use super::failure::{Code, Failure};
use super::request::{fields, Request};
use super::table::Table;
use super::{aetherium, magistrar, rivality, rivalry, suramun};

/// The games this engine plays, by the name `game` takes.
pub const GAMES: [&str; 5] = [
    rivality::GAME,
    suramun::GAME,
    magistrar::GAME,
    aetherium::GAME,
    rivalry::GAME,
];

/// The game a request names with `game` (Rivality when left out).
pub fn game_of(request: &Request) -> Result<Option<&str>, Failure> {
    match request.field("game") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(game)) => Ok(Some(game.as_str())),
        Some(_) => Err(Failure::new(
            Code::BadRequest,
            format!("`game` must be a string: {}", GAMES.join(", ")),
        )),
    }
}

fn unknown(game: &str) -> Failure {
    Failure::new(
        Code::UnknownGame,
        format!("`{game}` is not a game here: {}", GAMES.join(", ")),
    )
}

/// `new`: a game from its options and a seed.
pub fn new_game(request: &Request) -> Result<Box<dyn Table>, Failure> {
    match game_of(request)?.unwrap_or(rivality::GAME) {
        rivality::GAME => rivality::new_game(request),
        suramun::GAME => suramun::new_game(request),
        magistrar::GAME => magistrar::new_game(request),
        aetherium::GAME => aetherium::new_game(request),
        rivalry::GAME => rivalry::new_game(request),
        other => Err(unknown(other)),
    }
}

/// `position`: a game from its notation. The text's first word names the game; `game`,
/// when given, must agree.
pub fn position(request: &Request) -> Result<Box<dyn Table>, Failure> {
    let text: PositionRequest = fields(request, Code::BadRequest)?;
    let named = text
        .text
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .find(|l| !l.is_empty())
        .and_then(|l| l.split_whitespace().next())
        .map(str::to_ascii_lowercase);
    let game = match (game_of(request)?, named.as_deref()) {
        (Some(game), Some(named)) if GAMES.contains(&named) && game != named => {
            return Err(Failure::new(
                Code::BadPosition,
                format!("`game` is {game} but the position is one of {named}"),
            ))
        }
        (Some(game), _) => game.to_string(),
        (None, Some(named)) if GAMES.contains(&named) => named.to_string(),
        (None, _) => rivality::GAME.to_string(),
    };
    match game.as_str() {
        rivality::GAME => rivality::position(&text.text),
        suramun::GAME => suramun::position(&text.text),
        magistrar::GAME => magistrar::position(&text.text),
        aetherium::GAME => aetherium::position(&text.text),
        rivalry::GAME => rivalry::position(&text.text),
        other => Err(unknown(other)),
    }
}

/// `load`: a game from a state as `state` printed it.
pub fn load(request: &Request) -> Result<Box<dyn Table>, Failure> {
    let mut state: LoadRequest = fields(request, Code::BadRequest)?;
    super::numbers::read_large(&mut state.state)?;
    load_game(game_of(request)?.unwrap_or(rivality::GAME), state.state)
}

/// The engine's game for a table service game (`replay`); `None` for a kind it does
/// not play.
pub fn from_game(game: &dyn crate::table::AnyGame) -> Option<Box<dyn Table>> {
    rivality::from_game(game)
        .or_else(|| suramun::from_game(game))
        .or_else(|| magistrar::from_game(game))
        .or_else(|| aetherium::from_game(game))
        .or_else(|| rivalry::from_game(game))
}

/// A game of `game` from a state as `state` printed it (`load`).
pub fn load_game(game: &str, state: Value) -> Result<Box<dyn Table>, Failure> {
    match game {
        rivality::GAME => rivality::load(state),
        suramun::GAME => suramun::load(state),
        magistrar::GAME => magistrar::load(state),
        aetherium::GAME => aetherium::load(state),
        rivalry::GAME => rivalry::load(state),
        other => Err(unknown(other)),
    }
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct PositionRequest {
    #[serde(rename = "cmd")]
    _cmd: String,
    #[serde(default, rename = "game")]
    _game: Option<String>,
    text: String,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct LoadRequest {
    #[serde(rename = "cmd")]
    _cmd: String,
    #[serde(default, rename = "game")]
    _game: Option<String>,
    state: Value,
}
