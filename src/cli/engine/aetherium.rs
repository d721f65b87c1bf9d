//! Aetherium through the protocol: two seats, a whole turn per move.

use serde::Deserialize;
use serde_json::{json, Map, Value};

use super::aetherium_words::{out, to_engine};
use super::failure::{Code, Failure};
use super::request::{fields, Request};
use super::table::Table;
use crate::engines::aetherium::notation::{
    format_move, format_position, parse_move, parse_position_checked,
};
use crate::engines::aetherium::{new_game as deal, Game, Move, Options};

pub const GAME: &str = "aetherium";

/// An engine's JSON in the protocol's words (tokens and actions as the notation writes
/// them).
fn worded(value: impl serde::Serialize) -> Value {
    let mut value = serde_json::to_value(value).unwrap_or(Value::Null);
    out(&mut value);
    value
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewRequest {
    #[serde(rename = "cmd")]
    _cmd: String,
    #[serde(rename = "game")]
    _game: String,
    #[serde(default)]
    seed: u64,
    /// The seat that starts; left out, the seed flips the initiative relic.
    #[serde(default)]
    first: Option<u8>,
}

pub fn new_game(request: &Request) -> Result<Box<dyn Table>, Failure> {
    let new: NewRequest = fields(request, Code::BadOptions)?;
    let game = deal(Options { first: new.first }, new.seed)
        .map_err(|e| Failure::new(Code::BadOptions, e.to_string()))?;
    Ok(Box::new(Aetherium(game)))
}

pub fn position(text: &str) -> Result<Box<dyn Table>, Failure> {
    let game = super::states::from_text(text, parse_position_checked)?;
    Ok(Box::new(Aetherium(game)))
}

pub fn load(mut state: Value) -> Result<Box<dyn Table>, Failure> {
    to_engine(&mut state);
    let game: Game = super::states::checked(state, "an Aetherium", Game::validate)?;
    Ok(Box::new(Aetherium(game)))
}

/// The engine's game for a table service game of this kind (`replay`), if it is one.
pub fn from_game(game: &dyn crate::table::AnyGame) -> Option<Box<dyn Table>> {
    game.as_any()
        .downcast_ref::<crate::engines::aetherium::Game>()
        .map(|g| Box::new(Aetherium(g.clone())) as Box<dyn Table>)
}

struct Aetherium(Game);

impl Table for Aetherium {
    fn status(&self) -> Map<String, Value> {
        let g = &self.0;
        let pending = match g.to_act() {
            Some(seat) => json!({ "seat": seat, "step": "turn", "round": g.round }),
            None => Value::Null,
        };
        super::table::status_of(
            GAME,
            json!(g.to_act()),
            pending,
            (g.is_over(), worded(g.outcome)),
            [
                ("players", json!(2)),
                ("round", json!(g.round)),
                // A finished game has no turn: the state keeps whose it was.
                ("turn", json!((!g.is_over()).then_some(g.turn))),
                ("aether", json!(g.aether)),
            ],
        )
    }

    fn moves(&self) -> Value {
        let mut moves = Vec::new();
        self.0.legal_moves(&mut moves);
        worded(super::moves::listed(&moves, format_move))
    }

    fn apply(&mut self, mv: &Value) -> Result<Value, Failure> {
        let mut mv = mv.clone();
        if mv.is_object() {
            to_engine(&mut mv);
        }
        let mv: Move = super::moves::read(&mv, parse_move, "\"fire surge B\"")?;
        let (next, events) = self
            .0
            .apply(mv)
            .map_err(|e| Failure::new(Code::IllegalMove, e.to_string()))?;
        self.0 = next;
        Ok(worded(events))
    }

    fn state(&self) -> Value {
        json!({ "state": worded(&self.0), "position": format_position(&self.0) })
    }

    fn view(&self, seat: Option<u8>) -> Result<Value, Failure> {
        match seat {
            None | Some(0) | Some(1) => Ok(worded(self.0.view(seat))),
            Some(seat) => Err(Failure::new(
                Code::BadRequest,
                format!("seat {seat} does not exist: Aetherium has seats 0 and 1"),
            )),
        }
    }

    fn score(&self) -> Value {
        let g = &self.0;
        // Were the game to end now: the Aether token's side, or on the centre the player
        // who played last (as after the last round).
        let leader = g.outcome.map(|o| o.winner).or(g.aether_side()).or(g.last);
        json!({ "score": { "aether": g.aether, "leader": leader, "outcome": worded(g.outcome) } })
    }
}
