//! `replay`: a game exported as text (`docs/replay-format.md`) replayed through the
//! table service's rules from its seed, move by move; the final position becomes the
//! session's game, as `load` would make it.

use serde::Deserialize;
use serde_json::{json, Value};

use super::failure::{Code, Failure};
use super::games::{self, GAMES};
use super::request::{fields, Request};
use super::table::Table;
use crate::table::replay::export::End;
use crate::table::Export;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ReplayRequest {
    #[serde(rename = "cmd")]
    _cmd: String,
    text: String,
}

/// The game at the end of the export, and the answer: how many moves were played, how
/// the game ended if a player gave up, and the final `state` and `position`.
pub fn replay(request: &Request) -> Result<(Box<dyn Table>, Value), Failure> {
    let asked: ReplayRequest = fields(request, Code::BadRequest)?;
    let bad = |why: String| Failure::new(Code::BadReplay, why);
    let export = Export::parse(&asked.text).map_err(bad)?;
    let replay = export.replay().map_err(bad)?;
    let mut game = games::from_game(&*replay.last().game).ok_or_else(|| {
        Failure::new(
            Code::UnknownGame,
            format!("`{}` is not a game here: {}", export.kind, GAMES.join(", ")),
        )
    })?;
    if let Some(End::Resigned(seat) | End::RanOutOfTime(seat)) = export.end {
        game.gave_up(seat);
    }
    let gave_up = match export.end {
        Some(End::Resigned(seat)) => json!({"seat": seat, "how": "resigned"}),
        Some(End::RanOutOfTime(seat)) => json!({"seat": seat, "how": "ran_out_of_time"}),
        None => Value::Null,
    };
    let mut answer = json!({ "played": export.moves.len(), "gave_up": gave_up });
    if let (Value::Object(fields), Value::Object(state)) =
        (&mut answer, super::numbers::state_answer(game.as_ref()))
    {
        fields.extend(state);
    }
    Ok((game, answer))
}
