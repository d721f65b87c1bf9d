//! The solo mode against Suramun through the protocol: one seat (0), yours.

use serde::Deserialize;
use serde_json::{json, Map, Value};

use super::failure::{Code, Failure};
use super::request::{fields, Request};
use super::table::Table;
use super::wire;
use crate::engines::rivality::solo::notation::{format_solo_position, parse_solo_position};
use crate::engines::rivality::solo::{new_solo, Challenge, Difficulty, SoloGame, SoloMove};

pub const GAME: &str = "suramun";

/// The solo battlefield has two sides: yours (salmon) and Suramun's (purple).
const SIDES: usize = 2;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewRequest {
    #[serde(rename = "cmd")]
    _cmd: String,
    #[serde(rename = "game")]
    _game: String,
    #[serde(default)]
    level: Option<Difficulty>,
    #[serde(default)]
    seed: Option<u64>,
    /// A challenge code (`manawell` shares them): the level and the deal in one.
    #[serde(default)]
    challenge: Option<String>,
}

pub fn new_game(request: &Request) -> Result<Box<dyn Table>, Failure> {
    let new: NewRequest = fields(request, Code::BadOptions)?;
    let game = match (new.challenge, new.level, new.seed) {
        (Some(code), None, None) => Challenge::parse(&code)
            .map_err(|e| Failure::new(Code::BadOptions, e.to_string()))?
            .game(),
        (Some(_), _, _) => {
            return Err(Failure::new(
                Code::BadOptions,
                "a challenge code already sets the level and the deal: give `challenge` alone",
            ))
        }
        (None, level, seed) => new_solo(seed.unwrap_or(0), level.unwrap_or(Difficulty::Standard)),
    };
    Ok(Box::new(Suramun(game)))
}

pub fn position(text: &str) -> Result<Box<dyn Table>, Failure> {
    let game = super::states::from_text(text, parse_solo_position)?;
    Ok(Box::new(Suramun(game)))
}

pub fn load(mut state: Value) -> Result<Box<dyn Table>, Failure> {
    wire::pad(&mut state, SIDES)?;
    let game: SoloGame = super::states::checked(state, "a solo", SoloGame::validate)?;
    Ok(Box::new(Suramun(game)))
}

/// The engine's game for a table service game of this kind (`replay`), if it is one.
pub fn from_game(game: &dyn crate::table::AnyGame) -> Option<Box<dyn Table>> {
    game.as_any()
        .downcast_ref::<crate::engines::rivality::solo::SoloGame>()
        .map(|g| Box::new(Suramun(g.clone())) as Box<dyn Table>)
}

struct Suramun(SoloGame);

impl Suramun {
    fn to_wire(value: impl serde::Serialize) -> Value {
        let mut value = serde_json::to_value(value).unwrap_or(Value::Null);
        wire::trim(&mut value, SIDES);
        value
    }
}

impl Table for Suramun {
    fn status(&self) -> Map<String, Value> {
        let g = &self.0;
        let pending = if g.is_over() {
            Value::Null
        } else if let Some(pending) = g.pending {
            // The turn waits for the order of the spells of the tile just turned up.
            json!({ "seat": 0, "step": "order", "cell": Self::to_wire(pending.cell()) })
        } else if g.wizard().is_none() {
            json!({ "seat": 0, "step": "enter" })
        } else {
            json!({ "seat": 0, "step": "move" })
        };
        super::table::status_of(
            GAME,
            json!((!g.is_over()).then_some(0)),
            pending,
            (g.is_over(), json!(g.outcome)),
            [
                ("players", json!(1)),
                ("sides", json!(SIDES)),
                ("level", json!(g.difficulty)),
                ("turns", json!(g.turns)),
            ],
        )
    }

    fn moves(&self) -> Value {
        let mut moves = Vec::new();
        self.0.legal_moves(&mut moves);
        super::moves::listed(&moves, SoloMove::to_string)
    }

    fn apply(&mut self, mv: &Value) -> Result<Value, Failure> {
        let mv: SoloMove = super::moves::read(
            mv,
            str::parse::<SoloMove>,
            "\"enter B1\", \"move C2\", \"order C5 left,front\"",
        )?;
        let (next, events) = self
            .0
            .apply(mv)
            .map_err(|e| Failure::new(Code::IllegalMove, e.to_string()))?;
        self.0 = next;
        Ok(Self::to_wire(events))
    }

    fn state(&self) -> Value {
        json!({
            "state": Self::to_wire(&self.0),
            "position": format_solo_position(&self.0),
        })
    }

    fn view(&self, seat: Option<u8>) -> Result<Value, Failure> {
        match seat {
            None | Some(0) => Ok(Self::to_wire(self.0.view())),
            Some(seat) => Err(Failure::new(
                Code::BadRequest,
                format!("seat {seat} does not exist: the solo mode has one seat, 0"),
            )),
        }
    }

    fn score(&self) -> Value {
        let s = self.0.score_now();
        json!({
            "score": {
                "scores": [s.player, s.suramun],
                "winners": Self::to_wire(s.outcome(crate::engines::rivality::EndReason::NoMoveLeft).winners),
                "detail": Self::to_wire(&s),
            },
        })
    }
}
