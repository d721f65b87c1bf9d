//! A game the protocol can drive: what each game's module implements, and the fields
//! every game's status carries.

use serde_json::{Map, Value};

use super::failure::Failure;

/// A game in play, whatever it is.
pub trait Table: Send {
    /// Fields every answer carries: `game`, `to_act`, `pending`, `over`, `outcome`, and
    /// what the game adds (`turn`, `players`, `sides` for Rivality).
    fn status(&self) -> Map<String, Value>;
    /// Every legal move for the one who must act: `[{"text":…,"move":…}]`.
    fn moves(&self) -> Value;
    /// Plays a move given as notation text or JSON; the events, in order.
    fn apply(&mut self, mv: &Value) -> Result<Value, Failure>;
    /// `state` (JSON, hidden parts included) and `position` (notation).
    fn state(&self) -> Value;
    /// What `seat` (or nobody) may see.
    fn view(&self, seat: Option<u8>) -> Result<Value, Failure>;
    /// The score if the game ended now, and the outcome once over.
    fn score(&self) -> Value;
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
