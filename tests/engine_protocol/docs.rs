//! The examples of `docs/engine-protocol.md` and `docs/notation.md`, run: read from the
//! markdown itself, so that the docs cannot drift from what the engine does.
//!
//! In `engine-protocol.md`, a ```` ```protocol ```` block is a session: `>` lines are sent,
//! each `<` line is the answer expected to the request before it — every field it shows
//! must be in the answer with that value; an array ending in `"…"` may go on. Requests in
//! the table of requests are run too. In `notation.md`, every position block is read
//! (checked, and written back to the same game) and every move in a table is read.

use manawell::cli::engine::Session;
use manawell::engines::rivality::notation::{format_position, parse_move, parse_position_checked};
use manawell::engines::rivality::solo::notation::{format_solo_position, parse_solo_position};
use manawell::engines::rivality::solo::SoloMove;
use serde_json::Value;

fn doc(name: &str) -> String {
    let path = format!("{}/docs/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The fenced blocks of `text` whose info string is `info`, with their first line number.
fn blocks(text: &str, info: &str) -> Vec<(usize, Vec<String>)> {
    let mut found = Vec::new();
    let mut current: Option<(usize, Vec<String>)> = None;
    for (n, line) in text.lines().enumerate() {
        let closing = line.trim_start().starts_with("```");
        match &mut current {
            Some(_) if closing => found.extend(current.take()),
            Some((_, lines)) => lines.push(line.to_string()),
            None if line.trim() == format!("```{info}") => current = Some((n + 2, Vec::new())),
            None => {}
        }
    }
    found
}

/// Whether `actual` shows everything `expected` shows.
fn shows(expected: &Value, actual: &Value, at: &str) -> Result<(), String> {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for (key, value) in e {
                let inner = a.get(key).ok_or_else(|| format!("{at}.{key} is missing"))?;
                shows(value, inner, &format!("{at}.{key}"))?;
            }
            Ok(())
        }
        (Value::Array(e), Value::Array(a)) => {
            let open = e.last() == Some(&Value::String("…".into()));
            let e = if open { &e[..e.len() - 1] } else { &e[..] };
            if a.len() < e.len() || (!open && a.len() != e.len()) {
                return Err(format!(
                    "{at} has {} entries, the doc shows {}",
                    a.len(),
                    e.len()
                ));
            }
            for (i, (e, a)) in e.iter().zip(a).enumerate() {
                shows(e, a, &format!("{at}[{i}]"))?;
            }
            Ok(())
        }
        _ if expected == actual => Ok(()),
        _ => Err(format!("{at} is {actual}, the doc shows {expected}")),
    }
}

#[test]
fn the_protocol_examples_give_the_answers_the_doc_shows() {
    let text = doc("engine-protocol.md");
    let sessions = blocks(&text, "protocol");
    assert!(sessions.len() >= 4, "the doc has its examples");
    let mut checked = 0;
    for (first, lines) in sessions {
        let mut session = Session::default();
        let mut last: Option<Value> = None;
        for (i, line) in lines.iter().enumerate() {
            let n = first + i;
            if let Some(request) = line.strip_prefix("> ") {
                last = Some(session.answer_bytes(request.as_bytes()));
            } else if let Some(expected) = line.strip_prefix("< ") {
                let expected: Value = serde_json::from_str(expected)
                    .unwrap_or_else(|e| panic!("engine-protocol.md:{n}: not JSON: {e}"));
                let answer = last
                    .take()
                    .unwrap_or_else(|| panic!("engine-protocol.md:{n}: no request before"));
                if let Err(why) = shows(&expected, &answer, "answer") {
                    panic!("engine-protocol.md:{n}: {why}\nthe engine answered {answer}");
                }
                checked += 1;
            } else {
                assert!(
                    line.trim().is_empty(),
                    "engine-protocol.md:{n}: `>` or `<` expected"
                );
            }
        }
    }
    assert!(checked >= 8, "{checked} answers checked");
}

#[test]
fn the_requests_in_the_table_are_well_formed() {
    let text = doc("engine-protocol.md");
    let mut run = 0;
    for line in text.lines().filter(|l| l.starts_with("| `{")) {
        let request = line[3..].split('`').next().unwrap_or("");
        if request.contains('…') {
            continue;
        }
        let mut session = Session::default();
        session.answer_bytes(br#"{"cmd":"new","players":2,"seed":7}"#);
        let answer = session.answer_bytes(request.as_bytes());
        assert_eq!(answer["ok"], true, "{request}: {answer}");
        run += 1;
    }
    assert!(run >= 6, "{run} requests run");
}

#[test]
fn the_notation_examples_read_and_write_back() {
    let text = doc("notation.md");
    let mut positions = 0;
    for (first, lines) in blocks(&text, "text") {
        let block = lines.join("\n");
        let head = lines
            .iter()
            .map(|l| l.split('#').next().unwrap_or("").trim())
            .find(|l| !l.is_empty())
            .unwrap_or("");
        if head.starts_with("rivality") {
            let game = parse_position_checked(&block)
                .unwrap_or_else(|e| panic!("notation.md:{first}: {e}"));
            assert_eq!(parse_position_checked(&format_position(&game)), Ok(game));
            positions += 1;
        } else if head.starts_with("suramun") {
            let game =
                parse_solo_position(&block).unwrap_or_else(|e| panic!("notation.md:{first}: {e}"));
            assert_eq!(parse_solo_position(&format_solo_position(&game)), Ok(game));
            positions += 1;
        }
    }
    assert!(positions >= 2, "{positions} positions read");
    let mut moves = 0;
    for line in text.lines().filter(|l| l.starts_with("| `")) {
        let mv = line[3..].split('`').next().unwrap_or("");
        let read = parse_move(mv).is_ok() || mv.parse::<SoloMove>().is_ok();
        assert!(read, "notation.md: `{mv}` is not read as a move");
        moves += 1;
    }
    assert!(moves >= 7, "{moves} moves read");
}

/// The export example of `docs/replay-format.md` replays whole: every move it lists is
/// legal from its seed, and the seat that gave up is the one it names.
#[test]
fn the_replay_format_example_replays_to_its_end() {
    let text = doc("replay-format.md");
    let examples: Vec<String> = blocks(&text, "text")
        .into_iter()
        .map(|(_, lines)| lines.join("\n") + "\n")
        .filter(|block| block.starts_with("# manawell replay 1"))
        .collect();
    assert!(!examples.is_empty(), "no export example in the doc");
    for example in examples {
        let moves = example
            .lines()
            .skip_while(|l| *l != "moves:")
            .skip(1)
            .filter(|l| !l.starts_with("end:") && !l.trim().is_empty())
            .count();
        let request = serde_json::json!({"cmd":"replay","text":example}).to_string();
        let answer = Session::default().answer_bytes(request.as_bytes());
        assert_eq!(answer["ok"], true, "{example}\n{answer}");
        assert_eq!(answer["played"], moves, "{answer}");
    }
}
