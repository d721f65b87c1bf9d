//! One word per thing: an Aetherium token is written as the notation writes it
//! (`"rise-fire"`) in states, moves and events, and an action too (`"twin"`,
//! `"step-leap"`); every game's move JSON is tagged by `type` (a Magistrar or Rivalry
//! move still tagged `kind` is read as well).

use manawell::cli::engine::Session;
use serde_json::{json, Value};

fn ask(session: &mut Session, request: Value) -> Value {
    session.answer_bytes(request.to_string().as_bytes())
}

/// Every string and object in `value` that writes a token or an action in the engine's
/// own words.
fn engine_words(value: &Value, at: &str, found: &mut Vec<String>) {
    match value {
        Value::String(s) if s == "twin_rise" || s == "step_and_leap" => {
            found.push(format!("{at} = {s}"))
        }
        Value::Object(fields) => {
            if fields.contains_key("rise") {
                found.push(format!("{at} = {value}"));
            }
            if fields.get("token") == Some(&json!("rise")) {
                found.push(format!("{at} = {value}"));
            }
            for (key, v) in fields {
                engine_words(v, &format!("{at}.{key}"), found);
            }
        }
        Value::Array(items) => items
            .iter()
            .enumerate()
            .for_each(|(i, v)| engine_words(v, &format!("{at}[{i}]"), found)),
        _ => {}
    }
}

#[test]
fn an_aetherium_token_and_action_are_one_word_everywhere() {
    let mut session = Session::default();
    let text = "aetherium\nfire 2 0 0 0\nwater 2 3 0 0\nhand 1: rise-water fall";
    let answer = ask(&mut session, json!({"cmd":"position","text":text}));
    assert_eq!(answer["ok"], true, "{answer}");
    let state = ask(&mut session, json!({"cmd":"state"}));
    assert_eq!(
        state["state"]["hands"][0],
        json!(["rise-water", "fall"]),
        "{state}"
    );
    let pouch = state["state"]["pouch"].as_array().unwrap();
    assert!(
        pouch.iter().all(Value::is_string),
        "one word per token: {state}"
    );
    let moves = ask(&mut session, json!({"cmd":"moves"}));
    let mut found = Vec::new();
    engine_words(&state, "state", &mut found);
    engine_words(&moves, "moves", &mut found);
    let list = moves["moves"].as_array().unwrap();
    let twin = list
        .iter()
        .find(|m| m["text"] == "water twin A B then rise-water A")
        .unwrap_or_else(|| panic!("a twin rise then a rise token is listed"));
    assert_eq!(
        twin["move"],
        json!({"type":"turn","pawn":"water","element":"water",
            "action":{"kind":"twin","columns":[0,1]},
            "token":{"when":"after","use":{"token":"rise-water","column":0}}})
    );
    let played = ask(
        &mut session,
        json!({"cmd":"apply","move":twin["move"],"state":true}),
    );
    assert_eq!(played["ok"], true, "{played}");
    engine_words(&played, "apply", &mut found);
    let used = played["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["event"] == "token_used")
        .cloned();
    assert_eq!(used.map(|e| e["token"].clone()), Some(json!("rise-water")));
    let placed = played["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["event"] == "pawn_placed")
        .cloned();
    assert_eq!(placed.map(|e| e["action"].clone()), Some(json!("twin")));
    assert!(
        found.is_empty(),
        "engine words in answers:\n{}",
        found.join("\n")
    );

    // The state as answered loads back as the same game.
    let state = played["state"].clone();
    let loaded = ask(
        &mut session,
        json!({"cmd":"load","game":"aetherium","state":state}),
    );
    assert_eq!(loaded["ok"], true, "{loaded}");
    assert_eq!(ask(&mut session, json!({"cmd":"state"}))["state"], state);
}

#[test]
fn every_games_moves_are_tagged_type() {
    for new in [
        json!({"cmd":"new","players":2,"seed":1}),
        json!({"cmd":"new","game":"suramun","seed":1}),
        json!({"cmd":"new","game":"magistrar","seed":1}),
        json!({"cmd":"new","game":"aetherium","seed":1}),
        json!({"cmd":"new","game":"rivalry","seed":1}),
    ] {
        let mut session = Session::default();
        ask(&mut session, new.clone());
        let moves = ask(&mut session, json!({"cmd":"moves"}));
        let first = moves["moves"][0]["move"].clone();
        assert!(first["type"].is_string(), "{new}: {first}");
        assert!(first.get("kind").is_none(), "{new}: {first}");
        let played = ask(&mut session, json!({"cmd":"apply","move":first}));
        assert_eq!(played["ok"], true, "{new}: {played}");
    }
}

#[test]
fn a_move_tagged_kind_is_still_read() {
    let mut session = Session::default();
    ask(&mut session, json!({"cmd":"new","game":"rivalry","seed":1}));
    let played = ask(
        &mut session,
        json!({"cmd":"apply","move":{"kind":"end_moves"}}),
    );
    assert_eq!(played["ok"], true, "{played}");
    let both = ask(
        &mut session,
        json!({"cmd":"apply","move":{"kind":"end_battles","type":"end_battles"}}),
    );
    assert_eq!(both["code"], "unreadable_move", "{both}");
    assert!(both["error"].as_str().unwrap().contains("`type`"), "{both}");
}
