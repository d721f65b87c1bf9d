//! The engine protocol (`manawell engine`, `docs/engine-protocol.md`) as a program sees
//! it: one answer per line whatever the line holds, positions and states checked before
//! they are accepted, the solo mode, Magistrar, Aetherium, Rivalry, the shapes of the answers, the examples of the docs,
//! fuzzing, and damaged rows read back from the database.

mod aetherium;
mod client;
mod damaged_rows;
mod dictated;
mod docs;
mod fuzz;
mod hostile;
mod magistrar;
mod paging;
mod players;
mod positions;
mod reachable;
mod replay;
mod rivalry;
mod rivalry_end;
mod safe_numbers;
mod shapes;
mod solo;
mod strict;
mod words;

#[path = "../support/mod.rs"]
mod support;

use manawell::cli::engine::serve;
use serde_json::Value;

/// Runs raw bytes through the protocol; every line must get exactly one JSON answer.
pub fn run_bytes(input: &[u8]) -> Vec<Value> {
    let mut out = Vec::new();
    serve(input, &mut out).expect("writing to memory does not fail");
    let text = String::from_utf8(out).expect("answers are UTF-8");
    let answers: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("every answer is JSON"))
        .collect();
    let lines = input.split(|b| *b == b'\n').count() - usize::from(input.ends_with(b"\n"));
    let lines = if input.is_empty() { 0 } else { lines };
    assert_eq!(answers.len(), lines, "one answer per line");
    for answer in &answers {
        assert!(answer["ok"].is_boolean(), "{answer}");
        assert_ne!(answer["code"], "internal", "the engine failed: {answer}");
    }
    answers
}

/// Runs request lines through the protocol.
pub fn run(lines: &[&str]) -> Vec<Value> {
    run_bytes(lines.join("\n").as_bytes())
}

/// A request line for `cmd` with the given fields.
pub fn request(value: Value) -> String {
    value.to_string()
}

/// The error code of a refused answer.
pub fn code(answer: &Value) -> &str {
    assert_eq!(answer["ok"], false, "{answer}");
    answer["code"].as_str().unwrap_or("")
}

/// The error text of a refused answer.
pub fn error(answer: &Value) -> String {
    assert_eq!(answer["ok"], false, "{answer}");
    answer["error"].as_str().unwrap_or("").to_string()
}
