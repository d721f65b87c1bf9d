//! A game the protocol can drive: what each game's module implements, and the fields
//! every game's status carries.

use serde_json::{Map, Value};

use super::failure::{Code, Failure};

/// A game in play, whatever it is.
pub trait Table: Send {
    /// Fields every answer carries: `game`, `to_act`, `pending`, `over`, `outcome`, and
    /// what the game adds (`turn`, `players`, `sides` for Rivality).
    fn status(&self) -> Map<String, Value>;
    /// Every legal move for the one who must act: `[{"text":…,"move":…}]`.
    fn moves(&self) -> Value;
    /// Plays a move given as notation text or JSON; the events, in order.
    fn apply(&mut self, mv: &Value) -> Result<Value, Failure>;
    /// Plays a move for `seat` (`apply` naming its `seat`). Only the seat to act moves,
    /// unless the game lets another (Rivalry: either side may resign at any time).
    fn apply_for(&mut self, seat: u8, mv: &Value) -> Result<Value, Failure> {
        let status = self.status();
        seat_exists(seat, &status)?;
        match status.get("to_act") {
            Some(to_act) if to_act.as_u64() == Some(u64::from(seat)) => self.apply(mv),
            Some(Value::Number(to_act)) => Err(Failure::new(
                Code::IllegalMove,
                format!("seat {seat} is not to act: seat {to_act} is"),
            )),
            _ => Err(Failure::new(Code::IllegalMove, "the game is over")),
        }
    }
    /// The end of a replayed game given up by `seat` (a resignation or a forfeit), for a
    /// game whose rules record one; by default the game stays as its moves left it.
    fn gave_up(&mut self, _seat: u8) {}
    /// `state` (JSON, hidden parts included) and `position` (notation).
    fn state(&self) -> Value;
    /// What `seat` (or nobody) may see.
    fn view(&self, seat: Option<u8>) -> Result<Value, Failure>;
    /// The score if the game ended now, and the outcome once over.
    fn score(&self) -> Value;
}

/// Refuses a seat the game does not have (its status's `players`, else two).
pub fn seat_exists(seat: u8, status: &Map<String, Value>) -> Result<(), Failure> {
    let players = status.get("players").and_then(Value::as_u64).unwrap_or(2);
    if u64::from(seat) < players {
        return Ok(());
    }
    Err(Failure::new(
        Code::BadRequest,
        format!(
            "seat {seat} does not exist: this game has seats 0 to {}",
            players.saturating_sub(1)
        ),
    ))
}

/// The fields every game's status carries, then the game's own (`own`): which game,
/// who must act and why, whether it is over and how.
pub fn status_of(
    game: &str,
    to_act: Value,
    pending: Value,
    (over, outcome): (bool, Value),
    own: impl IntoIterator<Item = (&'static str, Value)>,
) -> Map<String, Value> {
    let mut status = Map::new();
    status.insert("game".into(), Value::from(game));
    status.insert("to_act".into(), to_act);
    status.insert("pending".into(), pending);
    status.insert("over".into(), Value::from(over));
    status.insert("outcome".into(), outcome);
    for (key, value) in own {
        status.insert(key.into(), value);
    }
    status
}
