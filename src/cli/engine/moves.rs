//! What every game's [`super::table::Table`] does alike with moves: lists them as
//! `[{"text":…,"move":…}]`, and reads one given as notation text or as JSON.

use std::fmt::Display;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Value};

use super::failure::{Code, Failure};

/// The legal moves, each in notation and as JSON.
pub fn listed<M: Serialize>(moves: &[M], format: impl Fn(&M) -> String) -> Value {
    moves
        .iter()
        .map(|m| json!({ "text": format(m), "move": m }))
        .collect()
}

/// A move from the request: notation text read by `parse`, or a move object. `example`
/// is a move in notation, for the refusal.
pub fn read<M: DeserializeOwned, E: Display>(
    mv: &Value,
    parse: impl Fn(&str) -> Result<M, E>,
    example: &str,
) -> Result<M, Failure> {
    match mv {
        Value::String(text) => {
            parse(text).map_err(|e| Failure::new(Code::UnreadableMove, e.to_string()))
        }
        other => M::deserialize(other).map_err(|e| {
            Failure::new(
                Code::UnreadableMove,
                format!("not a move: {e} (write {example} or a move object)"),
            )
        }),
    }
}
