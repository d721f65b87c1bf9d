//! Magistrar (and a Grand Mage match) through the protocol: seat 0 is white (mage 1),
//! seat 1 black (mage 2).

use serde::Deserialize;
use serde_json::{json, Map, Value};

use super::failure::{Code, Failure};
use super::players::Sides;
use super::request::{fields, Request};
use super::table::Table;
use crate::engines::magistrar::notation::{
    format_move, format_position, parse_move, parse_position_checked,
};
use crate::engines::magistrar::scoring::game_result;
use crate::engines::magistrar::{new_game as deal, Game, Mage, Move, Options, Phase};

pub const GAME: &str = "magistrar";

/// White is seat 0, black seat 1: named by seat in answers, the mage beside.
const SIDES: Sides = Sides {
    names: ["white", "black"],
    side_field: "mage",
    roles: &["winner", "starting", "viewer"],
    stored: &["winner", "starting"],
};

/// An engine's JSON as the protocol answers it.
fn named(value: impl serde::Serialize) -> Value {
    let mut value = serde_json::to_value(value).unwrap_or(Value::Null);
    SIDES.out(&mut value);
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
    grand_mage: bool,
    #[serde(default)]
    mage_cards: bool,
    #[serde(default)]
    duel_cards: bool,
    #[serde(default)]
    seed: u64,
    /// The seat that starts the first duel (0 white, 1 black); left out, the seed draws
    /// it, as the rules do.
    #[serde(default)]
    first: Option<u8>,
}

pub fn new_game(request: &Request) -> Result<Box<dyn Table>, Failure> {
    let new: NewRequest = fields(request, Code::BadOptions)?;
    let options = Options {
        grand_mage: new.grand_mage,
        mage_cards: new.mage_cards,
        duel_cards: new.duel_cards,
    };
    let mut game =
        deal(options, new.seed).map_err(|e| Failure::new(Code::BadOptions, e.to_string()))?;
    if let Some(first) = new.first {
        let mage = *Mage::BOTH.get(usize::from(first)).ok_or_else(|| {
            Failure::new(
                Code::BadOptions,
                format!("`first` is seat 0 (white) or 1 (black), not {first}"),
            )
        })?;
        // Duel 1 waits for the starting player's placement: the same game, the other draw.
        game.starting = mage;
        game.phase = Phase::Place { mage };
    }
    Ok(Box::new(Magistrar(game)))
}

pub fn position(text: &str) -> Result<Box<dyn Table>, Failure> {
    let game = super::states::from_text(text, parse_position_checked)?;
    Ok(Box::new(Magistrar(game)))
}

pub fn load(mut state: Value) -> Result<Box<dyn Table>, Failure> {
    SIDES.to_engine(&mut state);
    let game: Game = super::states::checked(state, "a Magistrar", Game::validate)?;
    Ok(Box::new(Magistrar(game)))
}

/// The engine's game for a table service game of this kind (`replay`), if it is one.
pub fn from_game(game: &dyn crate::table::AnyGame) -> Option<Box<dyn Table>> {
    game.as_any()
        .downcast_ref::<crate::engines::magistrar::Game>()
        .map(|g| Box::new(Magistrar(g.clone())) as Box<dyn Table>)
}

struct Magistrar(Game);

fn seat(mage: Mage) -> u8 {
    mage.index() as u8
}

impl Magistrar {
    /// Who must act and what they do.
    fn pending(&self) -> Value {
        match self.0.phase {
            Phase::Place { mage } => json!({ "seat": seat(mage), "side": mage, "step": "place" }),
            Phase::Open { mage } => json!({ "seat": seat(mage), "side": mage, "step": "open" }),
            Phase::Answer { mage, encounter } => {
                json!({ "seat": seat(mage), "side": mage, "step": "answer", "encounter": encounter })
            }
            Phase::Steer { mage, encounter } => {
                json!({ "seat": seat(mage), "side": mage, "step": "steer", "encounter": encounter })
            }
            Phase::Over => Value::Null,
        }
    }
}

impl Table for Magistrar {
    fn status(&self) -> Map<String, Value> {
        let g = &self.0;
        let mut status = Value::Object(super::table::status_of(
            GAME,
            json!(g.to_act().map(seat)),
            self.pending(),
            (g.is_over(), json!(g.outcome)),
            [
                ("grand_mage", json!(g.options.grand_mage)),
                ("duel", json!(g.duel)),
                ("starting", json!(g.starting)),
            ],
        ));
        SIDES.out(&mut status);
        match status {
            Value::Object(status) => status,
            _ => Map::new(),
        }
    }

    fn moves(&self) -> Value {
        let mut moves = Vec::new();
        self.0.legal_moves(&mut moves);
        super::moves::tagged(super::moves::listed(&moves, format_move))
    }

    fn apply(&mut self, mv: &Value) -> Result<Value, Failure> {
        let mv = super::moves::engine_tag(mv, "kind");
        let mv: Move = super::moves::read(&mv, parse_move, "\"sm.wmw\", \"3m\", \"light\"")?;
        let (next, events) = self
            .0
            .apply(mv)
            .map_err(|e| Failure::new(Code::IllegalMove, e.to_string()))?;
        self.0 = next;
        Ok(named(events))
    }

    fn state(&self) -> Value {
        json!({
            "state": named(&self.0),
            "position": format_position(&self.0),
        })
    }

    fn view(&self, seat: Option<u8>) -> Result<Value, Failure> {
        let viewer = match seat {
            None => None,
            Some(0) => Some(Mage::White),
            Some(1) => Some(Mage::Black),
            Some(other) => {
                return Err(Failure::new(
                    Code::BadRequest,
                    format!("seat {other} does not exist: the seats are 0 (white) and 1 (black)"),
                ))
            }
        };
        Ok(named(self.0.view(viewer)))
    }

    fn score(&self) -> Value {
        let now = game_result(self.0.track, self.0.markers());
        json!({
            "score": named(json!({ "honoris": now.honoris, "markers": now.markers, "levels": now.levels, "winner": now.winner })),
        })
    }
}
