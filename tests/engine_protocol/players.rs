//! One way to name a player, in every answer of every game: a seat number, with the
//! side's name beside it (`side`, or `<field>_side`) where the game's sides have names
//! (Magistrar's white and black, Rivalry's Republic and Kingdom). A state answered that
//! way loads back as it was, and a state the engine (or the database) writes with names
//! loads too.

use manawell::cli::engine::Session;
use serde_json::{json, Value};

/// Every place in `answer` where a side's name stands where a seat should: a string
/// among `names` under a field other than `side` or `…_side`. Notation (`position`,
/// `text`) and words (`error`) are not JSON names.
fn names_out_of_place(answer: &Value, names: &[&str], at: &str, found: &mut Vec<String>) {
    match answer {
        Value::Object(fields) => {
            for (key, value) in fields {
                if ["position", "text", "error"].contains(&key.as_str()) {
                    continue;
                }
                let named = key == "side" || key.ends_with("_side");
                let path = format!("{at}.{key}");
                match value {
                    Value::String(s) if names.contains(&s.as_str()) && !named => {
                        found.push(format!("{path} = {s}"))
                    }
                    Value::Array(items) if !named => {
                        for (i, item) in items.iter().enumerate() {
                            match item {
                                Value::String(s) if names.contains(&s.as_str()) => {
                                    found.push(format!("{path}[{i}] = {s}"))
                                }
                                other => {
                                    names_out_of_place(other, names, &format!("{path}[{i}]"), found)
                                }
                            }
                        }
                    }
                    other if !named => names_out_of_place(other, names, &path, found),
                    _ => {}
                }
            }
        }
        Value::Array(items) => items
            .iter()
            .enumerate()
            .for_each(|(i, v)| names_out_of_place(v, names, &format!("{at}[{i}]"), found)),
        _ => {}
    }
}

/// Plays the game `new` starts, picking moves from `seed`, at most `most` moves, asking
/// every kind of request along the way; every answer, in order.
fn answers_of(new: Value, seed: u64, most: usize) -> Vec<Value> {
    let mut session = Session::default();
    let mut answers = vec![session.answer_bytes(new.to_string().as_bytes())];
    let mut pick = seed;
    for _ in 0..most {
        if answers.last().map(|a| a["over"] == true).unwrap_or(true) {
            break;
        }
        let moves = session.answer_bytes(br#"{"cmd":"moves"}"#);
        let list = moves["moves"].as_array().cloned().unwrap_or_default();
        if list.is_empty() {
            break;
        }
        pick = pick
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = &list[(pick >> 33) as usize % list.len()]["move"];
        let apply = json!({"cmd":"apply","move":mv,"state":true});
        let answer = session.answer_bytes(apply.to_string().as_bytes());
        assert_eq!(answer["ok"], true, "{mv} -> {answer}");
        answers.push(moves);
        for ask in [r#"{"cmd":"score"}"#, r#"{"cmd":"view","seat":1}"#] {
            answers.push(session.answer_bytes(ask.as_bytes()));
        }
        answers.push(answer);
    }
    answers
}

fn assert_named_by_seat(answers: &[Value], names: &[&str]) {
    let mut found = Vec::new();
    for (i, answer) in answers.iter().enumerate() {
        names_out_of_place(answer, names, &format!("answer {i}"), &mut found);
    }
    found.dedup_by(|a, b| a.split(" = ").next() == b.split(" = ").next());
    assert!(
        found.is_empty(),
        "a player named by name where a seat belongs:\n{}",
        found
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn magistrar_names_every_player_by_seat() {
    let answers = answers_of(
        json!({"cmd":"new","game":"magistrar","seed":5,"first":1}),
        5,
        400,
    );
    let last = answers.last().unwrap();
    assert_eq!(last["over"], true, "the game was played out: {last}");
    assert_named_by_seat(&answers, &["white", "black"]);
    let first = &answers[0];
    assert_eq!(first["starting"], 1);
    assert_eq!(first["starting_side"], "black");
    assert_eq!(
        first["pending"],
        json!({"seat":1,"side":"black","step":"place"})
    );
    let state = &last["state"];
    assert_eq!(state["starting"], 1, "{state}");
    assert_eq!(state["starting_side"], "black");
    let winner = &last["outcome"]["winner"];
    assert!(winner.is_null() || winner.is_u64(), "{last}");
    assert_eq!(last["outcome"]["last_game"]["winner"], *winner);
}

#[test]
fn rivalry_names_every_player_by_seat() {
    let answers = answers_of(json!({"cmd":"new","game":"rivalry","seed":3}), 3, 300);
    assert_named_by_seat(&answers, &["republic", "kingdom"]);
    let first = &answers[0];
    assert_eq!(first["turn"], 0);
    assert_eq!(first["turn_side"], "republic");
    let mut session = Session::default();
    session.answer_bytes(br#"{"cmd":"new","game":"rivalry","seed":3}"#);
    let score = session.answer_bytes(br#"{"cmd":"score"}"#);
    assert_eq!(score["score"]["cities"], json!([4, 4]), "{score}");
    let resigned = session.answer_bytes(br#"{"cmd":"apply","move":"resign","seat":1}"#);
    assert_eq!(resigned["outcome"]["winner"], 0, "{resigned}");
    assert_eq!(resigned["outcome"]["winner_side"], "republic");
}

/// A state as answered loads back to the same game, and a state in the engine's own
/// words (names, as the database keeps it) loads too.
#[test]
fn states_named_by_seat_load_back_and_named_states_still_load() {
    for (new, names) in [
        (
            json!({"cmd":"new","game":"magistrar","seed":9,"first":1}),
            ["white", "black"],
        ),
        (
            json!({"cmd":"new","game":"rivalry","seed":9}),
            ["republic", "kingdom"],
        ),
    ] {
        let game = new["game"].clone();
        let answers = answers_of(new, 9, 40);
        let state = answers.last().unwrap()["state"].clone();
        let mut session = Session::default();
        let load = json!({"cmd":"load","game":game,"state":state});
        let loaded = session.answer_bytes(load.to_string().as_bytes());
        assert_eq!(loaded["ok"], true, "{loaded}");
        let again = session.answer_bytes(br#"{"cmd":"state"}"#);
        assert_eq!(again["state"], state, "load(state(x)) == x");

        // The engine's own form: every seat written as its name.
        let mut named = state.clone();
        to_names(&mut named, &names);
        assert_ne!(named, state);
        let load = json!({"cmd":"load","game":game,"state":named});
        let loaded = session.answer_bytes(load.to_string().as_bytes());
        assert_eq!(loaded["ok"], true, "{loaded}");
        let again = session.answer_bytes(br#"{"cmd":"state"}"#);
        assert_eq!(again["state"], state, "the named state is the same game");
    }
}

/// Rewrites a protocol state in the engine's words: `seat`+`side` as the side's field,
/// `<role>`+`<role>_side` as the name.
fn to_names(value: &mut Value, names: &[&str; 2]) {
    match value {
        Value::Object(fields) => {
            let keys: Vec<String> = fields.keys().cloned().collect();
            for key in keys {
                if let Some(role) = key.strip_suffix("_side") {
                    let name = fields.remove(&key).unwrap();
                    fields.insert(role.to_string(), name);
                }
            }
            if names[0] == "white" && fields.contains_key("seat") {
                fields.remove("seat");
                if let Some(side) = fields.remove("side") {
                    fields.insert("mage".into(), side);
                }
            } else if fields.contains_key("side") {
                fields.remove("seat");
            }
            fields.values_mut().for_each(|v| to_names(v, names));
        }
        Value::Array(items) => items.iter_mut().for_each(|v| to_names(v, names)),
        _ => {}
    }
}
