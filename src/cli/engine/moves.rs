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

/// Moves as listed, each tagged `type` in every game: an engine that tags its moves
/// `kind` (Magistrar, Rivalry, and the database rows they keep) is retagged here.
pub fn tagged(mut listed: Value) -> Value {
    if let Value::Array(entries) = &mut listed {
        for entry in entries {
            if let Some(Value::Object(mv)) = entry.get_mut("move") {
                if let Some(tag) = mv.remove("kind") {
                    mv.insert("type".into(), tag);
                }
            }
        }
    }
    listed
}

/// A move object as an engine tagged `engine` (`kind`) reads it: the protocol's `type`
/// renamed; a move still tagged `kind` (protocol 3) is taken as it is. Notation text, and
/// an object with both tags (refused, naming `type`), are left alone.
pub fn engine_tag(mv: &Value, engine: &str) -> Value {
    let mut mv = mv.clone();
    if let Value::Object(fields) = &mut mv {
        if !fields.contains_key(engine) {
            if let Some(tag) = fields.remove("type") {
                fields.insert(engine.into(), tag);
            }
        }
    }
    mv
}

/// A move from the request: notation text read by `parse`, or a move object. `example`
/// is a move in notation, for the refusal.
pub fn read<M: DeserializeOwned + Serialize, E: Display>(
    mv: &Value,
    parse: impl Fn(&str) -> Result<M, E>,
    example: &str,
) -> Result<M, Failure> {
    match mv {
        Value::String(text) => {
            parse(text).map_err(|e| Failure::new(Code::UnreadableMove, e.to_string()))
        }
        other => {
            let mv = M::deserialize(other).map_err(|e| {
                Failure::new(
                    Code::UnreadableMove,
                    format!("not a move: {e} (write {example} or a move object)"),
                )
            })?;
            // A field the move does not have would be silently dropped: refuse it.
            let read = serde_json::to_value(&mv).unwrap_or(Value::Null);
            match unknown_field(other, &read, "") {
                Some(field) => Err(Failure::new(
                    Code::UnreadableMove,
                    format!(
                        "not a move: unknown field `{field}` (write {example} or a move object)"
                    ),
                )),
                None => Ok(mv),
            }
        }
    }
}

/// The first field of `given` (by its path) that the move read from it does not hold:
/// what the game ignored. A `null` stands for a field left out.
fn unknown_field(given: &Value, read: &Value, at: &str) -> Option<String> {
    match (given, read) {
        (Value::Object(given), Value::Object(read)) => given.iter().find_map(|(key, value)| {
            let path = if at.is_empty() {
                key.clone()
            } else {
                format!("{at}.{key}")
            };
            match read.get(key) {
                None if value.is_null() => None,
                None => Some(path),
                Some(kept) => unknown_field(value, kept, &path),
            }
        }),
        (Value::Array(given), Value::Array(read)) if given.len() == read.len() => given
            .iter()
            .zip(read)
            .enumerate()
            .find_map(|(i, (value, kept))| unknown_field(value, kept, &format!("{at}[{i}]"))),
        _ => None,
    }
}
