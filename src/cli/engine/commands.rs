//! What each command does to the session's game: `info`, `new`, `position`, `load`,
//! `replay`, `moves`, `apply`, `state`, `view` and `score`.

use serde::Deserialize;
use serde_json::{json, Value};

use super::failure::{Code, Failure};
use super::games::{self, GAMES};
use super::paging::MovesRequest;
use super::protocol::{MAX_LINE_BYTES, PROTOCOL_VERSION};
use super::request::{fields, Request};
use super::table::Table;

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

/// `apply`: a move as notation text or as JSON, and the seat it is played for (left
/// out: the seat to act).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ApplyRequest {
    #[serde(rename = "cmd")]
    _cmd: String,
    r#move: Value,
    #[serde(default)]
    seat: Option<u8>,
    /// Answer with the new `state` and `position` too, so one request plays a move.
    #[serde(default)]
    state: bool,
}

/// Carries out a request on the session's game.
pub fn dispatch(current: &mut Option<Box<dyn Table>>, request: Request) -> Result<Value, Failure> {
    match request.cmd() {
        "info" => {
            fields::<Bare>(&request, Code::BadRequest)?;
            Ok(json!({
                "protocol": PROTOCOL_VERSION,
                "games": GAMES,
                "max_line_bytes": MAX_LINE_BYTES,
            }))
        }
        "new" => {
            *current = Some(games::new_game(&request)?);
            Ok(json!({}))
        }
        "position" => {
            *current = Some(games::position(&request)?);
            Ok(json!({}))
        }
        "load" => {
            *current = Some(games::load(&request)?);
            Ok(json!({}))
        }
        "replay" => {
            let (game, answer) = super::replay::replay(&request)?;
            *current = Some(game);
            Ok(answer)
        }
        "moves" => {
            let moves: MovesRequest = fields(&request, Code::BadRequest)?;
            let table = current.as_ref().ok_or_else(no_game)?;
            Ok(moves.answer(table.moves()))
        }
        "state" | "score" => {
            fields::<Bare>(&request, Code::BadRequest)?;
            let table = current.as_ref().ok_or_else(no_game)?;
            Ok(match request.cmd() {
                "state" => super::numbers::state_answer(table.as_ref()),
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
            let events = match apply.seat {
                Some(seat) => table.apply_for(seat, &apply.r#move)?,
                None => table.apply(&apply.r#move)?,
            };
            let mut answer = json!({ "events": events });
            if let (true, Value::Object(fields), Value::Object(state)) = (
                apply.state,
                &mut answer,
                super::numbers::state_answer(table.as_ref()),
            ) {
                fields.extend(state);
            }
            Ok(answer)
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
