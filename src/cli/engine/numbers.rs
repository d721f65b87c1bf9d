//! Safe numbers on the wire: a client whose numbers are doubles (JavaScript, most JSON
//! libraries by default) holds integers up to 2^53 exactly. The random source `dice` and a
//! solo game's `seed` run to 2^64 − 1, so answers write them as decimal strings; `load`
//! reads them as strings or, as older clients sent them, as numbers.

use serde_json::Value;

use super::failure::{Code, Failure};
use super::table::Table;

/// The fields of a state that may exceed 2^53.
const LARGE: [&str; 2] = ["dice", "seed"];

/// `table.state()` (`state` and `position`), its large numbers written as strings.
pub fn state_answer(table: &dyn Table) -> Value {
    let mut answer = table.state();
    if let Some(Value::Object(fields)) = answer.get_mut("state") {
        for key in LARGE {
            if let Some(value) = fields.get_mut(key) {
                if let Some(n) = value.as_u64() {
                    *value = Value::String(n.to_string());
                }
            }
        }
    }
    answer
}

/// A state from a client, its large numbers given as strings read back as numbers; a
/// string that is not a whole number is refused, naming its field.
pub fn read_large(state: &mut Value) -> Result<(), Failure> {
    let Value::Object(fields) = state else {
        return Ok(());
    };
    for key in LARGE {
        if let Some(value) = fields.get_mut(key) {
            if let Value::String(text) = value {
                let n: u64 = text.trim().parse().map_err(|_| {
                    Failure::new(
                        Code::BadState,
                        format!("`{key}` is a whole number from 0 to 18446744073709551615 (a string or a number), not \"{text}\""),
                    )
                })?;
                *value = Value::from(n);
            }
        }
    }
    Ok(())
}
