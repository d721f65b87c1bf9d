//! Rivality for 2, 3 or 4 players through the protocol.

use serde::Deserialize;
use serde_json::{json, Map, Value};

use super::failure::{Code, Failure};
use super::request::{fields, Request};
use super::table::Table;
use super::wire;
use crate::engines::rivality::notation::{
    format_move, format_position, parse_move, parse_position_checked,
};
use crate::engines::rivality::{new_game as deal, Game, Move, Options};

pub const GAME: &str = "rivality";

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewRequest {
    #[serde(rename = "cmd")]
    _cmd: String,
    #[serde(default, rename = "game")]
    _game: Option<String>,
    players: u8,
    #[serde(default)]
    expert: bool,
    #[serde(default)]
    seed: u64,
    /// The seat that places first (the rulebook's first player); left out, seat 0.
    #[serde(default)]
    first: Option<u8>,
}

pub fn new_game(request: &Request) -> Result<Box<dyn Table>, Failure> {
    let new: NewRequest = fields(request, Code::BadOptions)?;
    let options = Options {
        players: new.players,
        expert: new.expert,
    };
    let mut game =
        deal(options, new.seed).map_err(|e| Failure::new(Code::BadOptions, e.to_string()))?;
    if let Some(first) = new.first {
        if first >= new.players {
            return Err(Failure::new(
                Code::BadOptions,
                format!(
                    "`first` is a seat, 0 to {}, not {first}",
                    new.players.saturating_sub(1)
                ),
            ));
        }
        // Nobody has played yet: the first player is the seat to place.
        game.turn = first;
    }
    Ok(Box::new(Rivality(game)))
}

pub fn position(text: &str) -> Result<Box<dyn Table>, Failure> {
    let game = super::states::from_text(text, parse_position_checked)?;
    Ok(Box::new(Rivality(game)))
}

pub fn load(mut state: Value) -> Result<Box<dyn Table>, Failure> {
    let players = state
        .get("options")
        .and_then(|o| o.get("players"))
        .and_then(Value::as_u64)
        .filter(|p| (2..=4).contains(p))
        .ok_or_else(|| Failure::new(Code::BadState, "`options.players` must be 2, 3 or 4"))?;
    let sides = if players == 3 { 3 } else { 2 };
    wire::pad(&mut state, sides)?;
    let game: Game = super::states::checked(state, "a Rivality", Game::validate)?;
    Ok(Box::new(Rivality(game)))
}

/// The engine's game for a table service game of this kind (`replay`), if it is one.
pub fn from_game(game: &dyn crate::table::AnyGame) -> Option<Box<dyn Table>> {
    game.as_any()
        .downcast_ref::<crate::engines::rivality::Game>()
        .map(|g| Box::new(Rivality(g.clone())) as Box<dyn Table>)
}

struct Rivality(Game);

impl Rivality {
    /// Who must act and why: a placement (or a mulligan), or a removal choice. The spell
    /// order is chosen with the placement (the move's `order`), never on its own.
    fn pending(&self) -> Value {
        let g = &self.0;
        if g.is_over() {
            return Value::Null;
        }
        match &g.pending {
            Some(p) => json!({
                "seat": p.seat,
                "step": "removal_choice",
                "cell": p.cell,
                "sides": p.sides,
            }),
            None => json!({
                "seat": g.turn,
                "step": "place",
                "mulligan": g.mulligan_allowed().is_ok(),
            }),
        }
    }

    fn sides(&self) -> usize {
        self.0.side_count()
    }

    fn to_wire(&self, value: impl serde::Serialize) -> Value {
        let mut value = serde_json::to_value(value).unwrap_or(Value::Null);
        wire::trim(&mut value, self.sides());
        value
    }
}

impl Table for Rivality {
    fn status(&self) -> Map<String, Value> {
        let g = &self.0;
        super::table::status_of(
            GAME,
            json!(g.to_act()),
            self.pending(),
            (g.is_over(), json!(g.outcome)),
            [
                ("players", json!(g.players())),
                ("sides", json!(g.side_count())),
                ("expert", json!(g.options.expert)),
                // A finished game has no turn: the state keeps whose it was.
                ("turn", json!((!g.is_over()).then_some(g.turn))),
            ],
        )
    }

    fn moves(&self) -> Value {
        let mut moves = Vec::new();
        self.0.legal_moves(&mut moves);
        super::moves::listed(&moves, format_move)
    }

    fn apply(&mut self, mv: &Value) -> Result<Value, Failure> {
        let mv: Move = super::moves::read(mv, parse_move, "\"A7 M14 east\"")?;
        let (next, events) = self
            .0
            .apply(mv)
            .map_err(|e| Failure::new(Code::IllegalMove, e.to_string()))?;
        self.0 = next;
        Ok(self.to_wire(events))
    }

    fn state(&self) -> Value {
        json!({
            "state": self.to_wire(&self.0),
            "position": format_position(&self.0),
        })
    }

    fn view(&self, seat: Option<u8>) -> Result<Value, Failure> {
        let players = self.0.players();
        if let Some(seat) = seat.filter(|s| *s >= players) {
            return Err(Failure::new(
                Code::BadRequest,
                format!(
                    "seat {seat} does not exist: the seats are 0 to {}",
                    players - 1
                ),
            ));
        }
        Ok(self.to_wire(self.0.view(seat)))
    }

    fn score(&self) -> Value {
        let now = self.0.scores_now();
        json!({
            "score": { "scores": now.scores, "winners": now.winners },
        })
    }
}
