//! Fuzzing with proptest's generators, bounded so that it runs in CI: hostile lines for
//! the protocol, hostile text for the notation parsers, and real states changed at random
//! and loaded. Zero panics: every line gets one answer, none of them `internal`, and a
//! state the checks accept plays on without failing (some changes carry a golem from one
//! tile to another, so that many changed states are possible ones). Each test prints how many inputs it
//! tried (`cargo test --test engine_protocol fuzz -- --nocapture`); set
//! `MANAWELL_FUZZ_CASES` to run longer.

use std::sync::atomic::{AtomicUsize, Ordering};

use manawell::cli::engine::Session;
use manawell::engines::rivality::notation::{parse_move, parse_position, parse_position_checked};
use manawell::engines::rivality::solo::notation::parse_solo_position;
use manawell::engines::rivality::solo::SoloMove;
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use serde_json::{json, Value};

use crate::run_bytes;

fn runner(default_cases: u32) -> TestRunner {
    let cases = std::env::var("MANAWELL_FUZZ_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(default_cases);
    TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    })
}

const WORDS: &[&str] = &[
    "rivality",
    "suramun",
    "2p",
    "3p",
    "4p",
    "5p",
    "0p",
    "255p",
    "expert",
    "beginner",
    "standard",
    "master",
    "turn",
    "turns",
    "hand",
    "1:",
    "2:",
    "3:",
    "4:",
    "0:",
    "9:",
    "hand 1:",
    "stack",
    "salmon:",
    "purple:",
    "teal:",
    "supply",
    "salmon",
    "purple",
    "teal",
    "played",
    "mulligans",
    "dice",
    "seed",
    "over",
    "tiles",
    "stuck",
    "M13",
    "W",
    "A1",
    "A5",
    "A7",
    "A12",
    "B1",
    "B4",
    "B12",
    "A13",
    "Z9",
    "M14",
    "L13",
    "N13",
    "M12",
    "ZZ99",
    "A0",
    "(0,-30)",
    "(127,127)",
    "(-128,-128)",
    "(0,0)",
    "D6",
    "B1",
    "A6",
    "E1",
    "s2",
    "p1",
    "t3",
    "s255",
    "p5",
    "s0",
    "t",
    "@salmon",
    "@teal",
    "@",
    "~left",
    "~front,front",
    "~",
    "down",
    "north",
    "east",
    "s",
    "w",
    "left",
    "front",
    "right",
    "l,f,r",
    "r,r",
    "enter",
    "move",
    "mulligan",
    "remove",
    "0",
    "1",
    "2",
    "25",
    "30",
    "255",
    "256",
    "-1",
    "99999999999999999999",
    "#",
    "\n",
    "\n",
    "\n",
    "\t",
    ":",
    ",",
    "é",
    "\u{0}",
    "\u{202e}",
];

/// Words of the notations, put together any which way.
fn soup() -> impl Strategy<Value = String> {
    vec(prop::sample::select(WORDS), 0..40).prop_map(|w| w.join(" "))
}

const TOKENS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ":",
    ",",
    "\"cmd\"",
    "\"game\"",
    "\"new\"",
    "\"moves\"",
    "\"apply\"",
    "\"move\"",
    "\"position\"",
    "\"text\"",
    "\"load\"",
    "\"state\"",
    "\"view\"",
    "\"seat\"",
    "\"score\"",
    "\"info\"",
    "\"players\"",
    "\"seed\"",
    "\"level\"",
    "\"suramun\"",
    "\"rivality\"",
    "2",
    "3",
    "-1",
    "0",
    "300",
    "1e999",
    "18446744073709551616",
    "1.5",
    "null",
    "true",
    "\"A7 M14 east\"",
    "\"\\u0000\"",
    "\"\\ud800\"",
    "\"",
    "\\",
    " ",
];

/// JSON-like token soup.
fn tokens() -> impl Strategy<Value = String> {
    vec(prop::sample::select(TOKENS), 0..30).prop_map(|t| t.concat())
}

/// A JSON value of any type, small.
fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (0u64..10).prop_map(Value::from),
        any::<f64>().prop_map(|f| json!(f)),
        soup().prop_map(Value::from),
        prop::sample::select(WORDS).prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            vec(inner.clone(), 0..4).prop_map(Value::from),
            vec((prop::sample::select(WORDS), inner), 0..4).prop_map(|fields| {
                Value::Object(
                    fields
                        .into_iter()
                        .map(|(k, v)| (k.to_string(), v))
                        .collect(),
                )
            }),
        ]
    })
}

const COMMANDS: &[&str] = &[
    "new", "position", "load", "moves", "apply", "state", "view", "score", "info",
];
const FIELDS: &[&str] = &[
    "game",
    "players",
    "expert",
    "seed",
    "level",
    "challenge",
    "text",
    "state",
    "move",
    "seat",
];

/// A request with a known command and fields of any type.
fn request() -> impl Strategy<Value = String> {
    (
        prop::sample::select(COMMANDS),
        vec((prop::sample::select(FIELDS), any_json()), 0..4),
    )
        .prop_map(|(cmd, fields)| {
            let mut object = serde_json::Map::new();
            object.insert("cmd".into(), json!(cmd));
            for (k, v) in fields {
                object.insert(k.into(), v);
            }
            Value::Object(object).to_string()
        })
}

/// Notation aimed at the parsers through the protocol.
fn notation_request() -> impl Strategy<Value = String> {
    (any::<bool>(), soup()).prop_map(|(position, text)| {
        if position {
            json!({"cmd":"position","text":text}).to_string()
        } else {
            json!({"cmd":"apply","move":text}).to_string()
        }
    })
}

/// Any hostile line.
fn hostile_line() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        vec(any::<u8>(), 0..80),
        tokens().prop_map(String::into_bytes),
        request().prop_map(String::into_bytes),
        notation_request().prop_map(String::into_bytes),
    ]
}

/// A start that reaches the games, then hostile lines.
fn session() -> impl Strategy<Value = Vec<u8>> {
    let starts = prop::sample::select(vec![
        r#"{"cmd":"new","players":2,"seed":1}"#,
        r#"{"cmd":"new","players":3,"seed":2,"expert":true}"#,
        r#"{"cmd":"new","players":4,"seed":3}"#,
        r#"{"cmd":"new","game":"suramun","seed":4}"#,
        r#"{"cmd":"new","game":"rivalry","seed":5}"#,
        r#"{"cmd":"info"}"#,
    ]);
    (starts, vec(hostile_line(), 1..8)).prop_map(|(start, lines)| {
        let mut input = start.as_bytes().to_vec();
        for line in lines {
            input.push(b'\n');
            input.extend(line.into_iter().filter(|b| *b != b'\n'));
        }
        input
    })
}

#[test]
fn fuzz_hostile_lines_each_get_one_answer_and_never_an_internal_failure() {
    let tried = AtomicUsize::new(0);
    runner(400)
        .run(&session(), |input| {
            let answers = run_bytes(&input);
            tried.fetch_add(answers.len(), Ordering::Relaxed);
            Ok(())
        })
        .unwrap();
    eprintln!(
        "fuzz: {} protocol lines tried",
        tried.load(Ordering::Relaxed)
    );
}

#[test]
fn fuzz_the_notation_parsers_never_panic_and_what_they_accept_plays() {
    let tried = AtomicUsize::new(0);
    let header = prop::sample::select(vec![
        "rivality 2p\n",
        "rivality 3p expert\n",
        "rivality 4p\nM13 W\n",
        "suramun master\n",
        "",
    ]);
    runner(2000)
        .run(&(header, soup()), |(header, text)| {
            let text = format!("{header}{text}");
            tried.fetch_add(1, Ordering::Relaxed);
            let _ = parse_move(&text);
            let _ = text.parse::<SoloMove>();
            let _ = parse_position(&text);
            let _ = parse_solo_position(&text);
            if let Ok(game) = parse_position_checked(&text) {
                let mut moves = Vec::new();
                game.legal_moves(&mut moves);
                for mv in moves.iter().take(8) {
                    let _ = game.apply(*mv);
                }
                let _ = game.scores_now();
            }
            Ok(())
        })
        .unwrap();
    eprintln!(
        "fuzz: {} notation texts tried",
        tried.load(Ordering::Relaxed)
    );
}

/// Replaces the value at a random spot of `state` (chosen by `path`) with `new`.
fn mutate(state: &mut Value, path: &[usize], new: Value) {
    let Some((step, rest)) = path.split_first() else {
        *state = new;
        return;
    };
    match state {
        Value::Object(fields) if !fields.is_empty() => {
            let key = fields.keys().nth(step % fields.len()).cloned();
            if let Some(next) = key.and_then(|k| fields.get_mut(&k)) {
                mutate(next, rest, new);
            }
        }
        Value::Array(items) if !items.is_empty() => {
            let len = items.len();
            mutate(&mut items[step % len], rest, new);
        }
        _ => *state = new,
    }
}

/// Moves one golem of a side from one tile to another holding fewer than five.
fn carry_golem(state: &mut Value, path: &[usize]) {
    let Some(field) = state["field"].as_array_mut() else {
        return;
    };
    let (Some(from), Some(to), Some(side)) = (path.first(), path.get(1), path.get(2)) else {
        return;
    };
    let tiles = field.len();
    if tiles == 0 {
        return;
    }
    let sides = field[0]["golems"].as_array().map_or(1, Vec::len).max(1);
    let (from, to, side) = (from % tiles, to % tiles, side % sides);
    let count = |tile: &Value, side: usize| tile["golems"][side].as_u64().unwrap_or(0);
    let total: u64 = (0..sides).map(|s| count(&field[to], s)).sum();
    if from == to || count(&field[from], side) == 0 || total >= 5 {
        return;
    }
    let taken = count(&field[from], side) - 1;
    field[from]["golems"][side] = json!(taken);
    let given = count(&field[to], side) + 1;
    field[to]["golems"][side] = json!(given);
}

fn small_value() -> impl Strategy<Value = Value> {
    prop_oneof![
        (1000u64..1001).prop_map(Value::from),
        (1000u64..1001).prop_map(Value::from),
        prop::sample::select(vec![
            json!(0),
            json!(1),
            json!(2),
            json!(3),
            json!(5),
            json!(6),
            json!(9),
            json!(24),
            json!(25),
            json!(29),
            json!(30),
            json!(31),
            json!(255),
            json!(-1),
            json!(null),
            json!(true),
            json!([]),
            json!({}),
            json!("M13"),
            json!("M14"),
            json!("(0,-30)"),
            json!("(120,0)"),
            json!("A1"),
            json!("B12"),
            json!("W"),
            json!("salmon"),
            json!("purple"),
            json!("teal"),
            json!("north"),
            json!(["A1"]),
            json!([0, 0]),
            json!([5, 5, 5]),
            json!({"kind":"tiles_exhausted"}),
            json!("end_turn"),
            json!({"step":"sieges"}),
            json!({"state":"side","side":"teal"}),
        ]),
        any_json(),
    ]
}

/// A game after some moves, as `state` prints it, then changed in a few spots and loaded:
/// refused, or played on without any failure.
fn check_mutated(start: &str, moves: usize, edits: &[(Vec<usize>, Value)], game: &str) -> usize {
    let mut session = Session::default();
    session.answer_bytes(start.as_bytes());
    for _ in 0..moves {
        let listed = session.answer_bytes(br#"{"cmd":"moves"}"#);
        let Some(first) = listed["moves"].as_array().and_then(|m| m.first()).cloned() else {
            break;
        };
        session.answer_bytes(
            json!({"cmd":"apply","move":first["move"]})
                .to_string()
                .as_bytes(),
        );
    }
    let mut state = session.answer_bytes(br#"{"cmd":"state"}"#)["state"].clone();
    for (path, value) in edits {
        match value {
            // A golem carried from one tile to another: most such states are possible,
            // and play on from places no game of random moves reaches.
            Value::Number(n) if n.as_u64().is_some_and(|n| n >= 1000) => {
                carry_golem(&mut state, path)
            }
            _ => mutate(&mut state, path, value.clone()),
        }
    }
    let mut lines = vec![json!({"cmd":"load","game":game,"state":state}).to_string()];
    lines.extend(
        [
            r#"{"cmd":"moves"}"#,
            r#"{"cmd":"score"}"#,
            r#"{"cmd":"state"}"#,
            r#"{"cmd":"view"}"#,
            r#"{"cmd":"view","seat":0}"#,
            r#"{"cmd":"view","seat":2}"#,
        ]
        .map(String::from),
    );
    let mut fresh = Session::default();
    let loaded = fresh.answer_bytes(lines[0].as_bytes());
    assert_ne!(loaded["code"], "internal", "{loaded}");
    if loaded["ok"] != true {
        return 1;
    }
    let mut tried = 1;
    for line in &lines[1..] {
        let answer = fresh.answer_bytes(line.as_bytes());
        assert_ne!(
            answer["code"], "internal",
            "{answer} after loading {}",
            lines[0]
        );
        tried += 1;
    }
    // Play the accepted state on to its end, first listed move each time.
    for _ in 0..40 {
        let listed = fresh.answer_bytes(br#"{"cmd":"moves"}"#);
        let Some(first) = listed["moves"].as_array().and_then(|m| m.first()).cloned() else {
            break;
        };
        let answer = fresh.answer_bytes(
            json!({"cmd":"apply","move":first["move"]})
                .to_string()
                .as_bytes(),
        );
        assert_ne!(
            answer["code"], "internal",
            "{answer} after loading {}",
            lines[0]
        );
        assert_eq!(
            answer["ok"], true,
            "a listed move is legal: {answer} after loading {}",
            lines[0]
        );
        tried += 2;
    }
    tried
}

#[test]
fn fuzz_states_changed_at_random_are_refused_or_play_on_safely() {
    let tried = AtomicUsize::new(0);
    let accepted = AtomicUsize::new(0);
    let starts = prop::sample::select(vec![
        (r#"{"cmd":"new","players":2,"seed":11}"#, "rivality"),
        (
            r#"{"cmd":"new","players":3,"seed":12,"expert":true}"#,
            "rivality",
        ),
        (r#"{"cmd":"new","players":3,"seed":13}"#, "rivality"),
        (
            r#"{"cmd":"new","players":4,"seed":14,"expert":true}"#,
            "rivality",
        ),
        (
            r#"{"cmd":"new","game":"suramun","level":"master","seed":15}"#,
            "suramun",
        ),
    ]);
    let edits = vec((vec(any::<usize>(), 1..6), small_value()), 1..3);
    runner(300)
        .run(
            &(starts, 0usize..30, edits),
            |((start, game), moves, edits)| {
                let requests = check_mutated(start, moves, &edits, game);
                tried.fetch_add(requests, Ordering::Relaxed);
                accepted.fetch_add(usize::from(requests > 1), Ordering::Relaxed);
                Ok(())
            },
        )
        .unwrap();
    eprintln!(
        "fuzz: {} requests on changed states tried, {} changed states accepted and played on",
        tried.load(Ordering::Relaxed),
        accepted.load(Ordering::Relaxed)
    );
}
