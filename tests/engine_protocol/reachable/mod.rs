//! Issue 30, "outcomes true of the state and steps that make sense": every kind accepts,
//! by `position` and `load`, only states its game can reach. Each test names a state no
//! game reaches that was accepted before, and sees it refused, saying why; the states a
//! game does reach still load.

mod aetherium;
mod magistrar;
mod rivality;
mod rivalry;
mod solo;

use serde_json::{json, Value};

use crate::{code, error, request, run};

/// `load` of `state` for `game`: the answer.
pub(super) fn load(game: &str, state: &Value) -> Value {
    run(&[&request(json!({"cmd":"load","game":game,"state":state}))])[0].clone()
}

/// `position` of `text`: the answer.
pub(super) fn position(text: &str) -> Value {
    run(&[&request(json!({"cmd":"position","text":text}))])[0].clone()
}

/// The answer is a refusal of a state (`bad_state` or `bad_position`) whose message
/// holds `rule`.
pub(super) fn refused(answer: &Value, rule: &str) {
    let c = code(answer);
    assert!(c == "bad_state" || c == "bad_position", "{answer}");
    assert!(error(answer).contains(rule), "{answer}");
}

/// The answer accepted the state.
pub(super) fn accepted(answer: &Value) {
    assert_eq!(answer["ok"], true, "{answer}");
}

/// The `state` of the position `text` (accepted), as the protocol prints it.
pub(super) fn state_of(text: &str) -> Value {
    let answers = run(&[
        &request(json!({"cmd":"position","text":text})),
        r#"{"cmd":"state"}"#,
    ]);
    accepted(&answers[0]);
    answers[1]["state"].clone()
}

/// A Rivality or solo state as the protocol writes it: the engine keeps room for three
/// sides in its arrays by side, the wire holds one entry per side of the game.
pub(super) fn on_the_wire(state: impl serde::Serialize, sides: usize) -> Value {
    fn trim(value: &mut Value, sides: usize) {
        match value {
            Value::Object(fields) => {
                for (key, field) in fields.iter_mut() {
                    match field {
                        Value::Array(items)
                            if ["supplies", "wizards", "golems", "returned"]
                                .contains(&key.as_str()) =>
                        {
                            items.truncate(sides)
                        }
                        _ => trim(field, sides),
                    }
                }
            }
            Value::Array(items) => items.iter_mut().for_each(|item| trim(item, sides)),
            _ => {}
        }
    }
    let mut value = serde_json::to_value(state).unwrap();
    trim(&mut value, sides);
    value
}
