//! Rivalry through the protocol: two seats (0 the Republic, 1 the Kingdom), a game started
//! from both set-ups at once, and a turn played step by step (one move each: a roll, a
//! move of units, an assault, a recruit…).

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::{json, Map, Value};

use super::failure::{Code, Failure};
use super::players::Sides;
use super::request::{fields, Request};
use super::table::Table;
use crate::ai::games::rivalry::choose_setup;
use crate::ai::Level;
use crate::engines::rivalry::notation::{
    format_move, format_position, parse_move, parse_position_checked, parse_site, parse_tile,
    parse_units,
};
use crate::engines::rivalry::{start_with_dice, suggested_setup, Game, Move, Phase, Setup, Side};

pub const GAME: &str = "rivalry";

/// The Republic is seat 0, the Kingdom seat 1: named by seat in answers, the side beside.
const SIDES: Sides = Sides {
    names: ["republic", "kingdom"],
    side_field: "side",
    roles: &["winner", "turn", "leader", "from", "owner", "viewer", "n"],
    stored: &["winner", "turn", "owner"],
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
    seed: u64,
    /// Each side's set-up: `"suggested"`, `"ai"` or a set-up object; left out, suggested.
    #[serde(default)]
    republic: Option<Value>,
    #[serde(default)]
    kingdom: Option<Value>,
    /// The seat that plays first: the Republic's (0) always, as the rules say; taken so
    /// that every game's `new` reads the same fields.
    #[serde(default)]
    first: Option<u8>,
    /// The first roll's dice, dictated (faces 1 to 6); left out, the seed rolls them.
    #[serde(default)]
    dice: Option<Value>,
}

/// A set-up as the protocol writes it: sites `R2` (or `@R2`), tiles `E3`, units `2a1c`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SetupText {
    cities: Vec<String>,
    capital: String,
    units: BTreeMap<String, String>,
    extra: String,
}

fn site(text: &str) -> Result<crate::engines::rivalry::SiteId, String> {
    let site = if text.starts_with('@') {
        parse_site(text)
    } else {
        parse_site(&format!("@{text}"))
    };
    Ok(site?)
}

fn read_setup(side: Side, given: Option<&Value>, seed: u64) -> Result<Setup, Failure> {
    let bad =
        |message: String| Failure::new(Code::BadOptions, format!("{}: {message}", side.word()));
    let text = match given {
        None => return Ok(suggested_setup(side)),
        Some(Value::String(word)) => {
            return match word.as_str() {
                "suggested" => Ok(suggested_setup(side)),
                "ai" => Ok(choose_setup(side, Level::Hard, seed ^ side.index() as u64)),
                other => Err(bad(format!(
                    "`{other}` is not a set-up: \"suggested\", \"ai\" or a set-up object"
                ))),
            }
        }
        Some(other) => SetupText::deserialize(other).map_err(|e| {
            bad(format!(
                "not a set-up: {e} (write {{\"cities\":[\"R2\",…],\"capital\":\"R2\",\"units\":{{\"E3\":\"2a1c\",…}},\"extra\":\"E3\"}})"
            ))
        })?,
    };
    let cities = text
        .cities
        .iter()
        .map(|s| site(s))
        .collect::<Result<Vec<_>, _>>()
        .map_err(bad)?;
    let units = text
        .units
        .iter()
        .map(|(t, u)| Ok((parse_tile(t)?, parse_units(u)?)))
        .collect::<Result<Vec<_>, String>>()
        .map_err(bad)?;
    Ok(Setup {
        cities,
        capital: site(&text.capital).map_err(bad)?,
        units,
        extra: parse_tile(&text.extra).map_err(|e| bad(e.into()))?,
    })
}

pub fn new_game(request: &Request) -> Result<Box<dyn Table>, Failure> {
    let new: NewRequest = fields(request, Code::BadOptions)?;
    let republic = read_setup(Side::Republic, new.republic.as_ref(), new.seed)?;
    let kingdom = read_setup(Side::Kingdom, new.kingdom.as_ref(), new.seed)?;
    if let Some(first) = new.first.filter(|f| *f != 0) {
        return Err(Failure::new(
            Code::BadOptions,
            format!("`first` is {first}, but the Republic (seat 0) plays the first turn of Rivalry, as its rules say"),
        ));
    }
    let dice = match &new.dice {
        Some(dice) => faces(dice).map_err(|e| Failure::new(Code::BadOptions, e))?,
        None => Vec::new(),
    };
    let (game, _, unused) = start_with_dice(&republic, &kingdom, new.seed, &dice)
        .map_err(|e| Failure::new(Code::BadOptions, e.to_string()))?;
    if unused > 0 {
        return Err(Failure::new(
            Code::BadOptions,
            format!(
                "{} dice were given but the first roll rolled {}",
                dice.len(),
                dice.len() - unused
            ),
        ));
    }
    Ok(Box::new(Rivalry(game)))
}

/// Dice dictated by a caller: a list of faces, 1 to 6, in the order they are rolled.
fn faces(dice: &Value) -> Result<Vec<u8>, String> {
    let bad = || format!("`dice` is a list of faces from 1 to 6, in the order rolled, not {dice}");
    dice.as_array()
        .ok_or_else(bad)?
        .iter()
        .map(|d| {
            d.as_u64()
                .filter(|f| (1..=6).contains(f))
                .map(|f| f as u8)
                .ok_or_else(bad)
        })
        .collect()
}

pub fn position(text: &str) -> Result<Box<dyn Table>, Failure> {
    let game = super::states::from_text(text, parse_position_checked)?;
    Ok(Box::new(Rivalry(game)))
}

pub fn load(mut state: Value) -> Result<Box<dyn Table>, Failure> {
    SIDES.to_engine(&mut state);
    let game: Game = super::states::checked(state, "a Rivalry", Game::validate)?;
    Ok(Box::new(Rivalry(game)))
}

/// The engine's game for a table service game of this kind (`replay`), if it is one.
pub fn from_game(game: &dyn crate::table::AnyGame) -> Option<Box<dyn Table>> {
    // A table's game is the Rivalry kind's state: a game whose set-ups are revealed.
    let any = game.as_any();
    let playing = match any.downcast_ref::<crate::table::kinds::rivalry::State>() {
        Some(crate::table::kinds::rivalry::State::Playing { game }) => Some(&**game),
        Some(crate::table::kinds::rivalry::State::SetUp { .. }) => None,
        None => any.downcast_ref::<Game>(),
    };
    playing.map(|g| Box::new(Rivalry(g.clone())) as Box<dyn Table>)
}

/// The step a phase asks for, in the notation's words.
fn step(phase: Phase) -> &'static str {
    match phase {
        Phase::Surrender => "surrender",
        Phase::Move { .. } => "move",
        Phase::Reinforce { .. } => "reinforce",
        Phase::Build => "build",
        Phase::Mutiny { .. } => "mutiny",
        Phase::Battle => "battle",
        Phase::Advance { .. } => "advance",
        Phase::Recruit => "recruit",
        Phase::Over => "over",
    }
}

/// The side a seat plays, or the refusal naming the seats there are.
fn side_of(seat: u8) -> Result<Side, Failure> {
    match seat {
        0 => Ok(Side::Republic),
        1 => Ok(Side::Kingdom),
        _ => Err(Failure::new(
            Code::BadRequest,
            format!("seat {seat} does not exist: Rivalry has seats 0 (the Republic) and 1 (the Kingdom)"),
        )),
    }
}

struct Rivalry(Game);

impl Rivalry {
    /// Plays `mv` for `side`, its dice the ones dictated (then the seed's): the events, or
    /// the engine's refusal (the game unchanged).
    fn play(&mut self, side: Side, (mv, dice): &(Move, Vec<u8>)) -> Result<Value, Failure> {
        let (next, events, unused) = self
            .0
            .apply_with_dice(side, mv, dice)
            .map_err(|e| Failure::new(Code::IllegalMove, e.to_string()))?;
        if unused > 0 {
            return Err(Failure::new(
                Code::IllegalMove,
                format!(
                    "{} dice were given but the move rolled {}",
                    dice.len(),
                    dice.len() - unused
                ),
            ));
        }
        self.0 = next;
        Ok(named(events))
    }
}

/// A move, and the dice it dictates: a move object may carry `dice`, the faces its rolls
/// give in the order rolled (a turn's roll, an assault's dice, the escape die).
fn read_move(mv: &Value) -> Result<(Move, Vec<u8>), Failure> {
    let mut mv = super::moves::engine_tag(mv, "kind");
    let dice = match mv.as_object_mut().and_then(|fields| fields.remove("dice")) {
        Some(dice) => faces(&dice).map_err(|e| Failure::new(Code::UnreadableMove, e))?,
        None => Vec::new(),
    };
    let mv = super::moves::read(&mv, parse_move, "\"roll\" or \"C5-B5:2a1c\"")?;
    Ok((mv, dice))
}

impl Table for Rivalry {
    fn status(&self) -> Map<String, Value> {
        let g = &self.0;
        let seat = g.to_act().map(Side::index);
        let pending = match g.to_act() {
            Some(side) => {
                let mut pending = json!({
                    "seat": side.index(),
                    "side": side,
                    "step": step(g.phase),
                    "round": g.round,
                });
                let left = match g.phase {
                    Phase::Move { left } | Phase::Reinforce { left } | Phase::Mutiny { left } => {
                        Some(left)
                    }
                    _ => None,
                };
                if let (Some(left), Value::Object(fields)) = (left, &mut pending) {
                    fields.insert("left".into(), json!(left));
                }
                pending
            }
            None => Value::Null,
        };
        let mut status = Value::Object(super::table::status_of(
            GAME,
            json!(seat),
            pending,
            (g.is_over(), json!(g.outcome)),
            [
                ("players", json!(2)),
                ("round", json!(g.round)),
                // A finished game has no turn and no roll (its state keeps `turn`: the
                // side whose turn it was).
                ("turn", json!(g.to_act())),
                ("roll", json!(g.roll.filter(|_| !g.is_over()))),
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
        let mv = read_move(mv)?;
        let Some(side) = self.0.to_act() else {
            return Err(Failure::new(Code::IllegalMove, "the game is over"));
        };
        self.play(side, &mv)
    }

    /// Either side may resign at any time (rivalry-readings.md, Winning); every other
    /// move is the side to act's.
    fn apply_for(&mut self, seat: u8, mv: &Value) -> Result<Value, Failure> {
        let side = side_of(seat)?;
        let mv = read_move(mv)?;
        match self.0.to_act() {
            Some(to_act) if to_act != side && mv.0 != Move::Resign => Err(Failure::new(
                Code::IllegalMove,
                format!(
                    "seat {seat} is not to act: seat {} ({}) is; only `resign` may come from either seat",
                    to_act.index(),
                    to_act.word()
                ),
            )),
            _ => self.play(side, &mv),
        }
    }

    /// A table game given up by `seat` ends as a resignation: the engine's rules record
    /// one, so the replayed game is over with nobody to act (one its moves already ended
    /// stays as it ended: the engine refuses a move after the end).
    fn gave_up(&mut self, seat: u8) {
        if let Ok(side) = side_of(seat) {
            let _ = self.play(side, &(Move::Resign, Vec::new()));
        }
    }

    fn state(&self) -> Value {
        json!({ "state": named(&self.0), "position": format_position(&self.0) })
    }

    fn view(&self, seat: Option<u8>) -> Result<Value, Failure> {
        let viewer = seat.map(side_of).transpose()?;
        Ok(named(self.0.view(viewer)))
    }

    fn score(&self) -> Value {
        let g = &self.0;
        let by_seat =
            |f: &dyn Fn(Side) -> Value| -> Value { json!([f(Side::Republic), f(Side::Kingdom)]) };
        // Were the game to end now: the round limit's tie-breaks.
        let leader = g
            .outcome
            .map(|o| o.winner)
            .unwrap_or_else(|| g.round_limit_winner());
        json!({ "score": named(json!({
            "leader_home": by_seat(&|s| json!(g.leader_home(s))),
            "cities": by_seat(&|s| json!(g.cities_of(s).count())),
            "units": by_seat(&|s| json!(g.on_board(s).total())),
            "leader": leader,
            "outcome": g.outcome,
        })) })
    }
}
