//! Aetherium through the protocol: a game from a seed, positions and states checked and
//! read back, hostile moves, and the examples of `docs/aetherium-notation.md` run.

use manawell::engines::aetherium::notation::{
    format_move, format_position, parse_move, parse_position_checked,
};
use serde_json::{json, Value};

use crate::{code, error, request, run};

#[test]
fn an_aetherium_game_starts_from_a_seed_and_plays_to_its_end() {
    let mut lines = vec![r#"{"cmd":"new","game":"aetherium","seed":3}"#.to_string()];
    let answers = run(&[&lines[0], r#"{"cmd":"moves"}"#]);
    assert_eq!(answers[0]["game"], "aetherium");
    assert_eq!(answers[0]["pending"]["step"], "turn");
    assert_eq!(answers[0]["round"], 1);
    // Play the first listed move until the game ends; every answer is well formed.
    let mut session = manawell::cli::engine::Session::default();
    session.answer_bytes(lines[0].as_bytes());
    let mut turns = 0;
    loop {
        let moves = session.answer_bytes(br#"{"cmd":"moves"}"#);
        let list = moves["moves"].as_array().unwrap().clone();
        if moves["over"] == true {
            assert!(list.is_empty());
            assert_eq!(moves["to_act"], Value::Null);
            assert!(moves["outcome"]["winner"].is_u64(), "{moves}");
            break;
        }
        // Alternate between the text and the JSON forms of the move.
        let mv = if turns % 2 == 0 {
            list[turns % list.len()]["text"].clone()
        } else {
            list[turns % list.len()]["move"].clone()
        };
        let line = request(json!({"cmd":"apply","move":mv}));
        let answer = session.answer_bytes(line.as_bytes());
        assert_eq!(answer["ok"], true, "{line}: {answer}");
        assert!(answer["events"].as_array().is_some_and(|e| !e.is_empty()));
        lines.push(line);
        turns += 1;
        assert!(turns <= 30, "a game has at most 30 turns");
    }
    let state = session.answer_bytes(br#"{"cmd":"state"}"#);
    assert!(state["position"].as_str().unwrap().starts_with("aetherium"));
    assert!(state["position"].as_str().unwrap().contains("\nover "));
}

#[test]
fn an_aetherium_state_and_position_load_back_to_the_same_game() {
    let answers = run(&[
        r#"{"cmd":"new","game":"aetherium","seed":5}"#,
        r#"{"cmd":"apply","move":"fire surge A"}"#,
        r#"{"cmd":"state"}"#,
    ]);
    let state = answers[2]["state"].clone();
    let position = answers[2]["position"].clone();
    let again = run(&[
        &request(json!({"cmd":"load","game":"aetherium","state":state})),
        r#"{"cmd":"state"}"#,
        &request(json!({"cmd":"position","text":position})),
        r#"{"cmd":"state"}"#,
    ]);
    assert_eq!(again[0]["ok"], true, "{}", again[0]);
    assert_eq!(again[1]["state"], answers[2]["state"]);
    assert_eq!(again[2]["ok"], true, "{}", again[2]);
    assert_eq!(again[3]["state"], answers[2]["state"]);
}

#[test]
fn impossible_aetherium_positions_and_states_are_refused_naming_the_rule() {
    let answers = run(&[
        r#"{"cmd":"position","text":"aetherium\nfire 7 0 0 0"}"#,
        r#"{"cmd":"position","text":"aetherium\nhand 1: block block block"}"#,
        r#"{"cmd":"position","text":"aetherium\nfire 6 6 6 6"}"#,
        r#"{"cmd":"load","game":"aetherium","state":{"round":9}}"#,
        r#"{"cmd":"new","game":"aetherium","first":2}"#,
        r#"{"cmd":"new","game":"aetherium","players":2}"#,
    ]);
    assert_eq!(code(&answers[0]), "bad_position");
    assert!(error(&answers[0]).contains("spaces run from 0 to 6"));
    assert!(error(&answers[1]).contains("each token is in exactly one place"));
    assert!(error(&answers[2]).contains("all four stones"));
    assert_eq!(code(&answers[3]), "bad_state");
    assert_eq!(code(&answers[4]), "bad_options");
    assert_eq!(code(&answers[5]), "bad_options");
    // A damaged state read back: a stone off its column.
    let state = run(&[
        r#"{"cmd":"new","game":"aetherium","seed":1}"#,
        r#"{"cmd":"state"}"#,
    ])[1]["state"]
        .clone();
    let mut damaged = state.clone();
    damaged["stones"][2][1] = json!(9);
    let answer = &run(&[&request(
        json!({"cmd":"load","game":"aetherium","state":damaged}),
    )])[0];
    assert!(
        error(answer).contains("water stone of column C"),
        "{answer}"
    );
}

#[test]
fn hostile_aetherium_moves_are_refused_and_change_nothing() {
    let answers = run(&[
        r#"{"cmd":"new","game":"aetherium","seed":2,"first":0}"#,
        r#"{"cmd":"apply","move":"fire surge Z"}"#,
        r#"{"cmd":"apply","move":{"type":"turn","pawn":"fire","element":"fire","action":{"kind":"surge","column":200}}}"#,
        r#"{"cmd":"apply","move":{"type":"turn","pawn":"fire","element":"water","action":{"kind":"surge","column":0}}}"#,
        r#"{"cmd":"apply","move":"pass fire"}"#,
        r#"{"cmd":"apply","move":{"type":"dance"}}"#,
        r#"{"cmd":"view","seat":2}"#,
        r#"{"cmd":"state"}"#,
    ]);
    assert_eq!(code(&answers[1]), "unreadable_move");
    assert_eq!(code(&answers[2]), "illegal_move");
    assert!(error(&answers[2]).contains("no column 200"));
    assert!(error(&answers[3]).contains("fire stones only"));
    assert!(error(&answers[4]).contains("cannot pass"));
    assert_eq!(code(&answers[5]), "unreadable_move");
    assert_eq!(code(&answers[6]), "bad_request");
    assert!(answers[7]["position"]
        .as_str()
        .unwrap()
        .contains("fire 0 0 0 0"));
    assert_eq!(answers[7]["to_act"], 0);
}

#[test]
fn the_view_hides_only_the_order_of_the_pouch() {
    let answers = run(&[
        r#"{"cmd":"new","game":"aetherium","seed":11}"#,
        r#"{"cmd":"view","seat":0}"#,
        r#"{"cmd":"view"}"#,
        r#"{"cmd":"state"}"#,
    ]);
    let view = &answers[1]["view"];
    let state = &answers[3]["state"];
    let mut pouch: Vec<String> = state["pouch"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.to_string())
        .collect();
    let shown: Vec<String> = view["pouch"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.to_string())
        .collect();
    assert_ne!(shown, pouch, "seed 11 draws an unsorted pouch");
    pouch.sort();
    let mut sorted = shown.clone();
    sorted.sort();
    assert_eq!(sorted, pouch);
    assert!(view.get("dice").is_none());
    assert_eq!(view["marks"], state["marks"]);
    assert_eq!(answers[2]["view"]["viewer"], Value::Null);
}

fn doc() -> String {
    let path = format!("{}/docs/aetherium-notation.md", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The fenced blocks with info string `info`, with their first line number.
fn blocks(text: &str, info: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let mut current: Option<(usize, Vec<&str>)> = None;
    for (n, line) in text.lines().enumerate() {
        let fence = line.trim_start().starts_with("```");
        match &mut current {
            Some(_) if fence => {
                let (first, lines) = current.take().unwrap_or_default();
                found.push((first, lines.join("\n")));
            }
            Some((_, lines)) => lines.push(line),
            None if line.trim() == format!("```{info}") => current = Some((n + 2, Vec::new())),
            None => {}
        }
    }
    found
}

#[test]
fn the_aetherium_notation_examples_read_and_write_back() {
    let text = doc();
    let mut positions = 0;
    for (first, block) in blocks(&text, "text") {
        let game = parse_position_checked(&block)
            .unwrap_or_else(|e| panic!("aetherium-notation.md:{first}: {e}"));
        assert_eq!(parse_position_checked(&format_position(&game)), Ok(game));
        positions += 1;
    }
    assert!(positions >= 3, "{positions} positions read");
    let mut moves = 0;
    for line in text.lines().filter(|l| l.starts_with("| `")) {
        let written = line[3..].split('`').next().unwrap_or("");
        let mv = parse_move(written)
            .unwrap_or_else(|e| panic!("aetherium-notation.md: `{written}`: {e}"));
        assert_eq!(format_move(&mv), written, "written as the engine writes it");
        moves += 1;
    }
    assert!(moves >= 10, "{moves} moves read");
    let mut json_moves = 0;
    // The JSON moves are the protocol's: read by `apply` (legal or not in a new game).
    for (first, block) in blocks(&text, "json") {
        for line in block.lines() {
            let mut session = manawell::cli::engine::Session::default();
            session.answer_bytes(br#"{"cmd":"new","game":"aetherium","seed":7}"#);
            let apply = format!(r#"{{"cmd":"apply","move":{line}}}"#);
            let answer = session.answer_bytes(apply.as_bytes());
            assert!(
                answer["ok"] == true || answer["code"] == "illegal_move",
                "aetherium-notation.md:{first}: {answer}"
            );
            json_moves += 1;
        }
    }
    assert_eq!(json_moves, 2);
}

#[test]
fn the_full_position_in_the_docs_is_the_one_a_new_game_writes() {
    // The second position block of the docs is game seed 7's set-up, written out in full.
    let text = doc();
    let (_, written) = blocks(&text, "text")
        .into_iter()
        .nth(1)
        .expect("the docs have a full position");
    let game = manawell::engines::aetherium::new_game(Default::default(), 7).unwrap();
    assert_eq!(format_position(&game).trim_end(), written.trim_end());
}

/// Words an Aetherium move or position is made of, for hostile text built from them.
const WORDS: &[&str] = &[
    "aetherium",
    "fire",
    "water",
    "earth",
    "air",
    "wild",
    "wild:fire",
    "wild:smoke",
    "fall",
    "twin",
    "step-leap",
    "surge",
    "gather",
    "then",
    "pass",
    "aether",
    "block",
    "rise-air",
    "A",
    "D",
    "E",
    "0",
    "6",
    "7",
    "255",
    "-1",
    "round",
    "turn",
    "marks",
    "A2=aether",
    "A3=block",
    "hand",
    "1:",
    "2:",
    "3:",
    "played",
    "fire@surge",
    "wild@pass",
    "over",
    "elements",
    "\n",
    "#",
];

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig {
        cases: std::env::var("MANAWELL_FUZZ_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(64),
        failure_persistence: None,
        ..Default::default()
    })]

    /// Moves and positions made of the game's own words, and listed moves with a number
    /// changed: always one answer, never `internal`, and a refused move changes nothing.
    #[test]
    fn hostile_aetherium_lines_never_break_the_engine(
        seed in 0u64..1000,
        picks in proptest::collection::vec(0usize..WORDS.len(), 0..14),
        nudge in (0usize..64, -3i64..300),
    ) {
        let text: Vec<&str> = picks.iter().map(|i| WORDS[*i]).collect();
        let text = text.join(" ");
        let new = request(json!({"cmd":"new","game":"aetherium","seed":seed}));
        let answers = run(&[&new, r#"{"cmd":"moves"}"#]);
        let listed = answers[1]["moves"].as_array().cloned().unwrap_or_default();
        let mut changed = listed[nudge.0 % listed.len()]["move"].clone();
        nudge_number(&mut changed, nudge.0, nudge.1);
        let lines = [
            new.clone(),
            request(json!({"cmd":"apply","move":text})),
            request(json!({"cmd":"apply","move":changed})),
            request(json!({"cmd":"position","text":format!("aetherium\n{text}")})),
            r#"{"cmd":"state"}"#.to_string(),
        ];
        let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
        let answers = run(&refs);
        for answer in &answers {
            proptest::prop_assert!(answer["ok"].is_boolean());
        }
        if answers[1]["ok"] == false && answers[2]["ok"] == false {
            let fresh = run(&[&new, r#"{"cmd":"state"}"#]);
            if answers[3]["ok"] == false {
                proptest::prop_assert_eq!(&answers[4]["state"], &fresh[1]["state"]);
            }
        }
    }
}

/// Changes the `n`-th number found in `value` (counting round) to `to`.
fn nudge_number(value: &mut Value, n: usize, to: i64) {
    fn count(value: &Value) -> usize {
        match value {
            Value::Number(_) => 1,
            Value::Array(items) => items.iter().map(count).sum(),
            Value::Object(fields) => fields.values().map(count).sum(),
            _ => 0,
        }
    }
    fn set(value: &mut Value, left: &mut usize, to: i64) -> bool {
        match value {
            Value::Number(_) if *left == 0 => {
                *value = json!(to);
                true
            }
            Value::Number(_) => {
                *left -= 1;
                false
            }
            Value::Array(items) => items.iter_mut().any(|v| set(v, left, to)),
            Value::Object(fields) => fields.values_mut().any(|v| set(v, left, to)),
            _ => false,
        }
    }
    let total = count(value);
    if total > 0 {
        set(value, &mut (n % total), to);
    }
}
