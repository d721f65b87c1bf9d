//! Answers a client whose numbers are doubles can read: no number past 2^53 (the random
//! source `dice` and a solo `seed` are written as strings, and read back either way), and
//! `apply` that returns the new state when asked, so one request plays a move.

use serde_json::{json, Value};

use crate::{request, run};

const NEW: [&str; 5] = [
    r#"{"cmd":"new","players":2,"seed":4}"#,
    r#"{"cmd":"new","game":"suramun","seed":18446744073709551615}"#,
    r#"{"cmd":"new","game":"magistrar","seed":4}"#,
    r#"{"cmd":"new","game":"aetherium","seed":4}"#,
    r#"{"cmd":"new","game":"rivalry","seed":4}"#,
];

/// The first number in `value` that a double does not hold exactly, with its path.
fn unsafe_number(value: &Value, at: &str) -> Option<String> {
    match value {
        Value::Number(n) => match n.as_u64() {
            Some(u) if u > (1 << 53) => Some(format!("{at} = {n}")),
            _ => None,
        },
        Value::Object(fields) => fields
            .iter()
            .find_map(|(k, v)| unsafe_number(v, &format!("{at}.{k}"))),
        Value::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, v)| unsafe_number(v, &format!("{at}[{i}]"))),
        _ => None,
    }
}

#[test]
fn no_answer_holds_a_number_past_2_to_the_53_and_states_load_back() {
    for new in NEW {
        let answers = run(&[new, r#"{"cmd":"state"}"#]);
        let state = &answers[1]["state"];
        assert_eq!(unsafe_number(&answers[1], ""), None, "{new}");
        // Every game has a random source but solo, whose battlefield is dealt by a seed.
        let large = if state.get("dice").is_some() {
            "dice"
        } else {
            "seed"
        };
        assert!(state[large].is_string(), "{new}: {}", state[large]);
        let game = answers[0]["game"].clone();
        let again = run(&[
            &request(json!({"cmd":"load","game":game,"state":state})),
            r#"{"cmd":"state"}"#,
        ]);
        assert_eq!(again[0]["ok"], true, "{new}: {}", again[0]);
        assert_eq!(&again[1]["state"], state, "{new}");
        // The number form of older clients is still read, and gives the same game.
        let mut number = state.clone();
        let value: u64 = state[large].as_str().unwrap().parse().unwrap();
        number[large] = json!(value);
        let older = run(&[
            &request(json!({"cmd":"load","game":game,"state":number})),
            r#"{"cmd":"state"}"#,
        ]);
        assert_eq!(&older[1]["state"], state, "{new}");
    }
}

#[test]
fn a_random_source_that_is_not_a_whole_number_is_refused_naming_it() {
    let answers = run(&[NEW[0], r#"{"cmd":"state"}"#]);
    let mut state = answers[1]["state"].clone();
    state["dice"] = json!("seven");
    let answer = &run(&[&request(json!({"cmd":"load","state":state}))])[0];
    assert_eq!(answer["code"], "bad_state", "{answer}");
    assert!(
        answer["error"].as_str().unwrap().contains("`dice`"),
        "{answer}"
    );
}

#[test]
fn apply_returns_the_new_state_when_asked() {
    for new in NEW {
        let answers = run(&[new, r#"{"cmd":"moves"}"#]);
        let mv = answers[1]["moves"][0]["text"].clone();
        let answers = run(&[
            new,
            &request(json!({"cmd":"apply","move":mv,"state":true})),
            r#"{"cmd":"state"}"#,
        ]);
        assert_eq!(answers[1]["ok"], true, "{new}: {}", answers[1]);
        assert!(answers[1]["events"].is_array(), "{new}");
        assert_eq!(answers[1]["state"], answers[2]["state"], "{new}");
        assert_eq!(answers[1]["position"], answers[2]["position"], "{new}");
        // Without it, the answer stays small.
        let answers = run(&[new, &request(json!({"cmd":"apply","move":mv}))]);
        assert!(answers[1].get("state").is_none(), "{new}");
    }
}
