//! Magistrar through the protocol: the examples of `docs/magistrar-notation.md`, states
//! and positions checked before they are accepted, hostile moves, a whole game.

use manawell::engines::magistrar::notation::{format_position, parse_move, parse_position_checked};
use serde_json::{json, Value};

use super::{code, error, request, run};

fn doc() -> String {
    let path = format!("{}/docs/magistrar-notation.md", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn the_notation_doc_positions_are_read_checked_and_written_back() {
    let text = doc();
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        match (&mut current, line.trim()) {
            (Some(_), "```") => blocks.extend(current.take()),
            (Some(block), _) => {
                block.push_str(line);
                block.push('\n');
            }
            (None, "```text") => current = Some(String::new()),
            _ => {}
        }
    }
    assert_eq!(blocks.len(), 2, "the doc has its two positions");
    for block in blocks {
        let game = parse_position_checked(&block).unwrap_or_else(|e| panic!("{e}\n{block}"));
        let again = parse_position_checked(&format_position(&game)).unwrap();
        assert_eq!(again, game);
    }
}

#[test]
fn the_notation_doc_moves_are_read() {
    let text = doc();
    let section = text
        .split("## Moves")
        .nth(1)
        .unwrap()
        .split("## Positions")
        .next()
        .unwrap();
    let moves: Vec<&str> = section
        .lines()
        .filter(|l| l.starts_with("| `"))
        .filter_map(|l| l.split('`').nth(1))
        .collect();
    assert_eq!(moves, [".mmmsw", "3m", "dark"]);
    for m in moves {
        parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn new_game() -> String {
    request(json!({"cmd":"new","game":"magistrar","seed":3}))
}

#[test]
fn a_state_is_loaded_only_if_a_game_can_reach_it() {
    let answers = run(&[&new_game(), r#"{"cmd":"state"}"#]);
    let state = answers[1]["state"].clone();
    let reload = request(json!({"cmd":"load","game":"magistrar","state":state}));
    let mut damaged = state.clone();
    damaged["track"] = json!([16, 0]);
    let bad_track = request(json!({"cmd":"load","game":"magistrar","state":damaged}));
    let mut extra = state.clone();
    extra["bags"][0]
        .as_array_mut()
        .unwrap()
        .push(json!("super"));
    let bad_bag = request(json!({"cmd":"load","game":"magistrar","state":extra}));
    let mut pawns = state.clone();
    pawns["pawns"][1]["strong"] = json!(6);
    let bad_pawns = request(json!({"cmd":"load","game":"magistrar","state":pawns}));
    let wrong = request(json!({"cmd":"load","game":"magistrar","state":{"duel":"x"}}));
    let answers = run(&[
        &reload,
        r#"{"cmd":"state"}"#,
        &bad_track,
        &bad_bag,
        &bad_pawns,
        &wrong,
    ]);
    assert_eq!(answers[1]["state"], state, "loaded as it was");
    for (answer, words) in [
        (&answers[2], "energy track"),
        (&answers[3], "drawn once"),
        (&answers[4], "conserved"),
        (&answers[5], "not a Magistrar state"),
    ] {
        assert_eq!(code(answer), "bad_state");
        assert!(
            answer["error"].as_str().unwrap().contains(words),
            "{answer}"
        );
    }
}

#[test]
fn a_position_that_no_game_reaches_is_refused_with_the_rule() {
    let text = "magistrar\nduel 1 white\ntrack d16 0\narena LLLLLL ...... DDDDDD ......\nphase place white";
    let garbage = request(json!({"cmd":"position","text":"magistrar\nduel x"}));
    let over_cap = request(json!({"cmd":"position","text":text}));
    let answers = run(&[&garbage, &over_cap]);
    assert_eq!(code(&answers[0]), "bad_position");
    assert_eq!(code(&answers[1]), "bad_position");
}

#[test]
fn hostile_moves_and_seats_are_refused_and_change_nothing() {
    let lines = [
        new_game(),
        r#"{"cmd":"apply","move":""}"#.into(),
        r#"{"cmd":"apply","move":"sssssssssssss"}"#.into(),
        r#"{"cmd":"apply","move":"9m"}"#.into(),
        r#"{"cmd":"apply","move":"ééé"}"#.into(),
        r#"{"cmd":"apply","move":{"kind":"pawn","encounter":200,"strength":"weak"}}"#.into(),
        r#"{"cmd":"apply","move":{"kind":"steer"}}"#.into(),
        r#"{"cmd":"view","seat":2}"#.into(),
        r#"{"cmd":"state"}"#.into(),
    ];
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    let answers = run(&refs);
    for a in &answers[1..5] {
        assert_eq!(code(a), "unreadable_move", "{a}");
    }
    assert_eq!(code(&answers[5]), "illegal_move");
    assert_eq!(code(&answers[6]), "unreadable_move");
    assert_eq!(code(&answers[7]), "bad_request");
    assert_eq!(answers[8]["state"]["duel"], 1);
    assert_eq!(
        answers[8]["state"]["arena"]["pawns"],
        json!([
            [null, null, null, null, null, null],
            [null, null, null, null, null, null]
        ])
    );
}

#[test]
fn a_whole_grand_mage_match_through_the_protocol() {
    let mut session = manawell::cli::engine::Session::default();
    let mut ask = |line: String| session.answer_bytes(line.as_bytes());
    let answer = ask(request(
        json!({"cmd":"new","game":"magistrar","grand_mage":true,"seed":5}),
    ));
    assert_eq!(answer["grand_mage"], true);
    let mut played = 0;
    loop {
        let moves = ask(r#"{"cmd":"moves"}"#.into());
        let list = moves["moves"].as_array().unwrap().clone();
        if list.is_empty() {
            assert_eq!(moves["over"], true);
            break;
        }
        let pick: &Value = &list[played % list.len()];
        let answer = ask(request(json!({"cmd":"apply","move":pick["text"]})));
        assert_eq!(answer["ok"], true, "{answer}");
        played += 1;
        assert!(played < 400, "the match ends");
    }
    let score = ask(r#"{"cmd":"state"}"#.into());
    let wins = &score["outcome"]["wins"];
    let (w, b) = (wins[0].as_u64().unwrap(), wins[1].as_u64().unwrap());
    assert!(w >= 3 || b >= 3 || score["state"]["games"].as_array().unwrap().len() == 5);
}

/// Every number in a state, one at a time, changed to another value: loading answers
/// (never `internal`), and a state accepted plays on.
#[test]
fn damaged_states_are_refused_or_play_on_never_internal() {
    let answers = run(&[
        &request(json!({"cmd":"new","game":"magistrar","grand_mage":true,"seed":9})),
        r#"{"cmd":"apply","move":{"kind":"place","pawns":["weak","weak","weak","weak","weak","weak"]}}"#,
        r#"{"cmd":"state"}"#,
    ]);
    let state = answers[2]["state"].clone();
    let mut paths = Vec::new();
    fn numbers(v: &Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        match v {
            Value::Number(_) => out.push(path.clone()),
            Value::Array(items) => items.iter().enumerate().for_each(|(i, x)| {
                path.push(i.to_string());
                numbers(x, path, out);
                path.pop();
            }),
            Value::Object(map) => map.iter().for_each(|(k, x)| {
                path.push(k.clone());
                numbers(x, path, out);
                path.pop();
            }),
            _ => {}
        }
    }
    numbers(&state, &mut Vec::new(), &mut paths);
    assert!(paths.len() > 10);
    let mut lines = Vec::new();
    for path in &paths {
        for value in [
            json!(0),
            json!(1),
            json!(255),
            json!(-1),
            json!(16),
            json!(7),
        ] {
            let mut damaged = state.clone();
            let mut at = &mut damaged;
            for key in path {
                at = match at {
                    Value::Array(items) => &mut items[key.parse::<usize>().unwrap()],
                    other => &mut other[key.as_str()],
                };
            }
            *at = value;
            lines.push(request(
                json!({"cmd":"load","game":"magistrar","state":damaged}),
            ));
            lines.push(r#"{"cmd":"moves"}"#.to_string());
            lines.push(r#"{"cmd":"apply","move":"dark"}"#.to_string());
            lines.push(r#"{"cmd":"apply","move":"wwwwww"}"#.to_string());
            lines.push(r#"{"cmd":"score"}"#.to_string());
        }
    }
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    run(&refs);
}

#[test]
fn a_finished_duel_where_player_2_matched_a_strength_needlessly_is_refused() {
    // The notation doc's position, with black's reply to duel 1 matching white's strong.
    let good = "magistrar\nduel 2 black\ntrack d2 d1\nplayed SLLDDD .mmmsw LLLDDD wwwwmm\narena DLLLLS ...... LDDLLS ......\nphase place black";
    let bad = good
        .replace("wwwwmm", "wwwwsm")
        .replace("track d2 d1", "track d1 d1");
    let answers = run(&[
        &request(json!({"cmd":"position","text":good})),
        &request(json!({"cmd":"position","text":bad})),
    ]);
    assert_eq!(answers[0]["ok"], true, "{}", answers[0]);
    assert_eq!(code(&answers[1]), "bad_position");
    assert!(
        answers[1]["error"].as_str().unwrap().contains("matched"),
        "{}",
        answers[1]
    );
}

#[test]
fn new_takes_the_first_player_as_aetherium_does() {
    for seed in 0..6 {
        for first in [0, 1] {
            let answers = run(&[&request(
                json!({"cmd":"new","game":"magistrar","seed":seed,"first":first}),
            )]);
            assert_eq!(answers[0]["ok"], true, "{}", answers[0]);
            assert_eq!(answers[0]["starting"], first, "{}", answers[0]);
            assert_eq!(answers[0]["to_act"], first, "{}", answers[0]);
        }
    }
    let answers = run(&[r#"{"cmd":"new","game":"magistrar","first":2}"#]);
    assert_eq!(code(&answers[0]), "bad_options");
    assert!(error(&answers[0]).contains("first"), "{}", answers[0]);
}
