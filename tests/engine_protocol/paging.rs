//! `moves` a client can handle: a count alone, a filter on the notation, and pages.

use serde_json::{json, Value};

use crate::{code, request, run};

/// An Aetherium turn: thousands of moves.
const NEW: &str = r#"{"cmd":"new","game":"aetherium","seed":3}"#;

fn texts(answer: &Value) -> Vec<String> {
    answer["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn moves_can_be_counted_filtered_and_paged() {
    let answers = run(&[
        NEW,
        r#"{"cmd":"moves"}"#,
        r#"{"cmd":"moves","count":true}"#,
        r#"{"cmd":"moves","filter":"FIRE SURGE"}"#,
        r#"{"cmd":"moves","offset":10,"limit":25}"#,
        r#"{"cmd":"moves","filter":"fire surge","offset":3,"limit":2}"#,
    ]);
    let all = texts(&answers[1]);
    assert!(all.len() > 100, "{}", all.len());
    assert_eq!(answers[1]["total"], all.len());
    // A count alone: no list.
    assert_eq!(answers[2]["total"], all.len());
    assert!(answers[2].get("moves").is_none(), "{}", answers[2]);
    // The filter keeps the moves whose notation holds it, whatever the case.
    let fire: Vec<String> = all
        .iter()
        .filter(|t| t.contains("fire surge"))
        .cloned()
        .collect();
    assert!(!fire.is_empty());
    assert_eq!(texts(&answers[3]), fire);
    assert_eq!(answers[3]["total"], fire.len());
    // A page of the list, in its order, with the total of the whole list.
    assert_eq!(texts(&answers[4]), all[10..35].to_vec());
    assert_eq!(answers[4]["total"], all.len());
    assert_eq!(answers[4]["offset"], 10);
    assert_eq!(texts(&answers[5]), fire[3..5].to_vec());
}

#[test]
fn a_page_past_the_end_is_empty_and_bad_paging_is_refused() {
    let answers = run(&[
        NEW,
        r#"{"cmd":"moves","offset":1000000}"#,
        r#"{"cmd":"moves","limit":-1}"#,
        &request(json!({"cmd":"moves","filter":7})),
        r#"{"cmd":"moves","page":2}"#,
    ]);
    assert_eq!(answers[1]["moves"], json!([]));
    assert!(answers[1]["total"].as_u64().unwrap() > 0);
    for answer in &answers[2..] {
        assert_eq!(code(answer), "bad_request", "{answer}");
    }
}
