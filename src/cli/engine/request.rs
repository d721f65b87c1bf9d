//! A request line read into a command, strictly: an object with a known `cmd`, the
//! fields that command takes and no other, each of the right type.

use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::failure::{Code, Failure};

/// A request: its command and all its fields (`cmd` included).
pub struct Request {
    cmd: String,
    fields: Map<String, Value>,
}

impl Request {
    /// The command: `new`, `apply`, …
    pub fn cmd(&self) -> &str {
        &self.cmd
    }

    /// The field `name` as sent, if it was.
    pub fn field(&self, name: &str) -> Option<&Value> {
        self.fields.get(name)
    }
}

/// Reads a line into a request, or says what is wrong with it.
pub fn parse(text: &str) -> Result<Request, Failure> {
    if text.trim().is_empty() {
        return Err(Failure::new(
            Code::BadRequest,
            r#"an empty line: send one JSON request per line, like {"cmd":"moves"}"#,
        ));
    }
    // serde_json refuses nesting deeper than 128 levels: deep input is an error, not a
    // stack overflow.
    let value: Value = serde_json::from_str(text)
        .map_err(|e| Failure::new(Code::NotJson, format!("not JSON: {e}")))?;
    let Value::Object(fields) = value else {
        return Err(Failure::new(
            Code::BadRequest,
            r#"a request is a JSON object, like {"cmd":"moves"}"#,
        ));
    };
    let cmd = match fields.get("cmd") {
        Some(Value::String(cmd)) => cmd.clone(),
        Some(_) => return Err(Failure::new(Code::BadRequest, "`cmd` must be a string")),
        None => {
            return Err(Failure::new(
                Code::BadRequest,
                r#"a request needs a `cmd`, like {"cmd":"moves"}"#,
            ))
        }
    };
    Ok(Request { cmd, fields })
}

/// The fields of a request as `T` (which lists every field it allows, `cmd` included).
pub fn fields<T: DeserializeOwned>(request: &Request, code: Code) -> Result<T, Failure> {
    T::deserialize(Value::Object(request.fields.clone()))
        .map_err(|e| Failure::new(code, format!("`{}`: {e}", request.cmd)))
}
