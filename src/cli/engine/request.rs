//! A request line read into a command, strictly: an object with a known `cmd`, the
//! fields that command takes and no other, each of the right type.

use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{json, Map, Value};

use super::failure::{Code, Failure};
use super::table::{self, Table};
use super::{MAX_LINE_BYTES, PROTOCOL_VERSION};

/// A request: its command and all its fields (`cmd` included).
pub struct Request {
    cmd: String,
    fields: Map<String, Value>,
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

/// The game a request names with `game` (Rivality when left out).
pub fn game_of(request: &Request) -> Result<Option<&str>, Failure> {
    match request.fields.get("game") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(game)) => Ok(Some(game.as_str())),
        Some(_) => Err(Failure::new(
            Code::BadRequest,
            format!("`game` must be a string: {}", table::GAMES.join(", ")),
        )),
    }
}

/// A command without fields of its own.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Bare {
    #[serde(rename = "cmd")]
    _cmd: String,
}

/// `view`: a seat, or nobody (a spectator).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ViewRequest {
    #[serde(rename = "cmd")]
    _cmd: String,
    #[serde(default)]
    seat: Option<u8>,
}

/// `apply`: a move as notation text or as JSON.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ApplyRequest {
    #[serde(rename = "cmd")]
    _cmd: String,
    r#move: Value,
}

/// Carries out a request on the session's game.
pub fn dispatch(current: &mut Option<Box<dyn Table>>, request: Request) -> Result<Value, Failure> {
    match request.cmd.as_str() {
        "info" => {
            fields::<Bare>(&request, Code::BadRequest)?;
            Ok(json!({
                "protocol": PROTOCOL_VERSION,
                "games": table::GAMES,
                "max_line_bytes": MAX_LINE_BYTES,
            }))
        }
        "new" => {
            *current = Some(table::new_game(&request)?);
            Ok(json!({}))
        }
        "position" => {
            *current = Some(table::position(&request)?);
            Ok(json!({}))
        }
        "load" => {
            *current = Some(table::load(&request)?);
            Ok(json!({}))
        }
        "replay" => {
            let (game, answer) = super::replay::replay(&request)?;
            *current = Some(game);
            Ok(answer)
        }
        "moves" | "state" | "score" => {
            fields::<Bare>(&request, Code::BadRequest)?;
            let table = current.as_ref().ok_or_else(no_game)?;
            Ok(match request.cmd.as_str() {
                "moves" => json!({ "moves": table.moves() }),
                "state" => table.state(),
                _ => table.score(),
            })
        }
        "view" => {
            let view: ViewRequest = fields(&request, Code::BadRequest)?;
            let table = current.as_ref().ok_or_else(no_game)?;
            Ok(json!({ "view": table.view(view.seat)? }))
        }
        "apply" => {
            let apply: ApplyRequest = fields(&request, Code::BadRequest)?;
            let table = current.as_mut().ok_or_else(no_game)?;
            let events = table.apply(&apply.r#move)?;
            Ok(json!({ "events": events }))
        }
        other => Err(Failure::new(
            Code::BadRequest,
            format!(
                "unknown command `{other}`: info, new, position, load, replay, moves, apply, state, view or score"
            ),
        )),
    }
}

fn no_game() -> Failure {
    Failure::new(
        Code::NoGame,
        "no game yet: send `new`, `position`, `load` or `replay` first",
    )
}
