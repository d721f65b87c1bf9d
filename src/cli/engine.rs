//! `manawell engine`: the rules engine behind a line-by-line JSON protocol on stdin and
//! stdout (`docs/engine-protocol.md`), so that other programs can drive it.

use std::io::{BufRead, Write};

use clap::Args;
use serde::Deserialize;
use serde_json::{json, Value};

use crate::engines::rivality::notation::{
    format_move, format_position, parse_move, parse_position,
};
use crate::engines::rivality::{new_game, Game, Move, Options};

#[derive(Args)]
pub struct EngineArgs {}

/// One request: a JSON object on one line.
#[derive(Deserialize)]
#[serde(tag = "cmd", rename_all = "snake_case", deny_unknown_fields)]
enum Request {
    New {
        players: u8,
        #[serde(default)]
        expert: bool,
        #[serde(default)]
        seed: u64,
    },
    Position {
        text: String,
    },
    Load {
        state: Box<Game>,
    },
    Moves,
    Apply {
        r#move: MoveInput,
    },
    State,
    View {
        seat: Option<u8>,
    },
    Score,
}

/// A move as notation text or as its JSON form.
#[derive(Deserialize)]
#[serde(untagged)]
enum MoveInput {
    Text(String),
    Json(Move),
}

pub fn run(_args: EngineArgs) -> Result<(), String> {
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout().lock();
    serve(stdin.lock(), &mut stdout).map_err(|e| e.to_string())
}

/// Answers every request line with one response line until the input ends.
pub fn serve(input: impl BufRead, output: &mut impl Write) -> std::io::Result<()> {
    let mut game: Option<Game> = None;
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let response = match answer(&mut game, &line) {
            Ok(value) => value,
            Err(message) => json!({ "ok": false, "error": message }),
        };
        writeln!(output, "{response}")?;
        output.flush()?;
    }
    Ok(())
}

fn answer(game: &mut Option<Game>, line: &str) -> Result<Value, String> {
    let request: Request = serde_json::from_str(line).map_err(|e| format!("not a request: {e}"))?;
    let current = |g: &Option<Game>| -> Result<Game, String> {
        g.clone()
            .ok_or_else(|| "no game yet: send `new`, `position` or `load` first".to_string())
    };
    match request {
        Request::New {
            players,
            expert,
            seed,
        } => {
            let started = new_game(Options { players, expert }, seed).map_err(|e| e.to_string())?;
            *game = Some(started);
            summary(game)
        }
        Request::Position { text } => {
            *game = Some(parse_position(&text).map_err(|e| e.to_string())?);
            summary(game)
        }
        Request::Load { state } => {
            *game = Some(*state);
            summary(game)
        }
        Request::Moves => {
            let g = current(game)?;
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            let listed: Vec<Value> = moves
                .iter()
                .map(|m| json!({ "text": format_move(m), "move": m }))
                .collect();
            Ok(json!({ "ok": true, "to_act": g.to_act(), "moves": listed }))
        }
        Request::Apply { r#move } => {
            let g = current(game)?;
            let mv = match r#move {
                MoveInput::Text(text) => parse_move(&text).map_err(|e| e.to_string())?,
                MoveInput::Json(mv) => mv,
            };
            let (next, events) = g.apply(mv).map_err(|e| e.to_string())?;
            *game = Some(next);
            let mut response = summary(game)?;
            response["events"] = json!(events);
            Ok(response)
        }
        Request::State => {
            let g = current(game)?;
            Ok(json!({ "ok": true, "state": g, "position": format_position(&g) }))
        }
        Request::View { seat } => {
            let g = current(game)?;
            if seat.is_some_and(|s| s >= g.players()) {
                return Err(format!("the game has seats 0 to {}", g.players() - 1));
            }
            Ok(json!({ "ok": true, "view": g.view(seat) }))
        }
        Request::Score => {
            let g = current(game)?;
            Ok(json!({ "ok": true, "score": g.scores_now(), "outcome": g.outcome }))
        }
    }
}

fn summary(game: &Option<Game>) -> Result<Value, String> {
    let g = game.as_ref().ok_or("no game")?;
    Ok(json!({
        "ok": true,
        "to_act": g.to_act(),
        "turn": g.turn,
        "over": g.is_over(),
        "outcome": g.outcome,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(lines: &[&str]) -> Vec<Value> {
        let input = lines.join("\n");
        let mut out = Vec::new();
        serve(input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    }

    #[test]
    fn a_session_starts_lists_applies_and_prints() {
        let replies = session(&[
            r#"{"cmd":"new","players":2,"seed":7}"#,
            r#"{"cmd":"moves"}"#,
            r#"{"cmd":"state"}"#,
        ]);
        assert_eq!(replies[0]["ok"], true);
        let first = replies[1]["moves"][0]["text"].as_str().unwrap().to_string();
        let replies = session(&[
            r#"{"cmd":"new","players":2,"seed":7}"#,
            &format!(r#"{{"cmd":"apply","move":"{first}"}}"#),
            r#"{"cmd":"state"}"#,
        ]);
        assert_eq!(replies[1]["ok"], true, "{}", replies[1]);
        assert_eq!(replies[1]["turn"], 1);
        assert!(replies[1]["events"].as_array().unwrap().len() >= 2);
        assert!(replies[2]["position"]
            .as_str()
            .unwrap()
            .starts_with("rivality 2p"));
    }

    #[test]
    fn errors_are_answered_and_the_session_goes_on() {
        let replies = session(&[
            r#"{"cmd":"moves"}"#,
            r#"not json"#,
            r#"{"cmd":"position","text":"rivality 2p\nhand 1: A5\nhand 2: B1\nM13 W"}"#,
            r#"{"cmd":"apply","move":"A5 M15 north"}"#,
            r#"{"cmd":"apply","move":{"type":"place","tile":"A5","cell":"M14","facing":"north"}}"#,
            r#"{"cmd":"view","seat":1}"#,
            r#"{"cmd":"view","seat":5}"#,
        ]);
        assert!(replies[0]["error"]
            .as_str()
            .unwrap()
            .contains("no game yet"));
        assert!(replies[1]["error"]
            .as_str()
            .unwrap()
            .contains("not a request"));
        assert_eq!(replies[2]["ok"], true);
        assert!(replies[3]["error"]
            .as_str()
            .unwrap()
            .contains("does not touch"));
        assert_eq!(replies[4]["ok"], true, "{}", replies[4]);
        assert_eq!(replies[5]["view"]["hand"], json!(["B1"]));
        assert_eq!(replies[6]["ok"], false);
    }
}
