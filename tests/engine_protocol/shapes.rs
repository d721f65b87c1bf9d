//! One shape per field, and every answer saying who must act and why.

use serde_json::{json, Value};

use manawell::cli::engine::Session;

use crate::{request, run};

/// Plays the first listed move until the game ends; every answer along the way.
fn play_out(new: &str) -> Vec<Value> {
    let mut session = Session::default();
    let mut answers = vec![session.answer_bytes(new.as_bytes())];
    for _ in 0..200 {
        let moves = session.answer_bytes(br#"{"cmd":"moves"}"#);
        let Some(first) = moves["moves"].as_array().and_then(|m| m.first()) else {
            break;
        };
        let line = request(json!({"cmd":"apply","move":first["text"]}));
        let answer = session.answer_bytes(line.as_bytes());
        assert_eq!(answer["ok"], true, "{answer}");
        let over = answer["over"] == true;
        answers.push(answer);
        if over {
            break;
        }
    }
    answers
}

#[test]
fn every_answer_says_who_must_act_and_why() {
    let answers = run(&[
        r#"{"cmd":"new","players":2,"seed":7}"#,
        r#"{"cmd":"moves"}"#,
        r#"{"cmd":"view","seat":0}"#,
        r#"{"cmd":"bogus"}"#,
    ]);
    for answer in &answers {
        assert_eq!(answer["to_act"], 0, "{answer}");
        assert_eq!(answer["pending"]["seat"], 0, "{answer}");
        assert_eq!(answer["pending"]["step"], "place", "{answer}");
        assert!(answer["pending"]["mulligan"].is_boolean(), "{answer}");
    }
}

#[test]
fn a_removal_choice_is_pending_with_its_tile_and_sides() {
    // Teal's A5 (front 4 at 1) lands on M13 holding s2 p2: six golems, and salmon and
    // purple tie as the largest enemy groups: teal chooses.
    let text = "rivality 3p\nturn 3\nhand 1: A1\nhand 2: B1\nhand 3: A5\nM13 W s2 p2\n";
    let answers = run(&[
        &request(json!({"cmd":"position","text":text})),
        r#"{"cmd":"apply","move":"A5 M12 north"}"#,
        r#"{"cmd":"moves"}"#,
    ]);
    assert_eq!(answers[1]["ok"], true, "{}", answers[1]);
    let pending = &answers[1]["pending"];
    assert_eq!(pending["step"], "removal_choice", "{}", answers[1]);
    assert_eq!(pending["seat"], 2);
    assert_eq!(pending["cell"], "M13");
    assert_eq!(pending["sides"], json!(["salmon", "purple"]));
    assert_eq!(answers[1]["to_act"], 2);
    let texts: Vec<&str> = answers[2]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    assert_eq!(texts, ["remove salmon", "remove purple"]);
}

#[test]
fn outcome_reason_is_always_an_object_with_a_kind() {
    for new in [
        r#"{"cmd":"new","players":2,"seed":1}"#,
        r#"{"cmd":"new","players":3,"seed":2,"expert":true}"#,
        r#"{"cmd":"new","game":"suramun","seed":3}"#,
    ] {
        let answers = play_out(new);
        let last = answers.last().unwrap();
        assert_eq!(last["over"], true, "{last}");
        assert!(last["pending"].is_null());
        assert!(last["to_act"].is_null());
        let reason = &last["outcome"]["reason"];
        assert!(reason.is_object() && reason["kind"].is_string(), "{reason}");
    }
}

#[test]
fn arrays_by_side_are_sized_to_the_game() {
    for (players, sides) in [(2u8, 2usize), (3, 3), (4, 2)] {
        let answers = run(&[
            &request(json!({"cmd":"new","players":players,"seed":4})),
            r#"{"cmd":"apply","move":{"type":"mulligan"}}"#,
            r#"{"cmd":"state"}"#,
            r#"{"cmd":"view","seat":null}"#,
            r#"{"cmd":"score"}"#,
        ]);
        let state = &answers[2]["state"];
        assert_eq!(answers[2]["sides"], sides);
        assert_eq!(answers[2]["players"], players);
        assert_eq!(state["supplies"].as_array().unwrap().len(), sides);
        assert_eq!(state["wizards"].as_array().unwrap().len(), sides);
        assert_eq!(state["field"][0]["golems"].as_array().unwrap().len(), sides);
        assert_eq!(state["stacks"].as_array().unwrap().len(), sides);
        assert_eq!(state["hands"].as_array().unwrap().len(), players as usize);
        let view = &answers[3]["view"];
        assert_eq!(view["supplies"].as_array().unwrap().len(), sides);
        assert_eq!(view["stack_sizes"].as_array().unwrap().len(), sides);
        assert_eq!(
            answers[4]["score"]["scores"].as_array().unwrap().len(),
            sides
        );
    }
}

#[test]
fn seats_count_from_zero_in_json_and_from_one_in_the_notation() {
    let answers = run(&[
        r#"{"cmd":"new","players":3,"seed":9}"#,
        r#"{"cmd":"state"}"#,
        r#"{"cmd":"view","seat":2}"#,
    ]);
    let position = answers[1]["position"].as_str().unwrap();
    let hand_of_seat_2: Vec<String> = answers[2]["view"]["hand"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap().to_string())
        .collect();
    assert!(
        position.contains(&format!("hand 3: {}", hand_of_seat_2.join(" "))),
        "{position}"
    );
    assert!(position.contains("turn 1"));
    assert_eq!(answers[1]["turn"], 0);
}

/// Issue 30: once a game is over its status names nobody: no seat to act, no step, no
/// turn (Rivality and Aetherium named the seat whose turn it had been).
#[test]
fn a_finished_game_names_nobody_to_act_in_every_game() {
    for new in [
        r#"{"cmd":"new","players":2,"seed":1}"#,
        r#"{"cmd":"new","players":4,"seed":1,"expert":true}"#,
        r#"{"cmd":"new","game":"suramun","seed":4}"#,
        r#"{"cmd":"new","game":"magistrar","seed":3}"#,
        r#"{"cmd":"new","game":"aetherium","seed":7}"#,
    ] {
        let mut session = Session::default();
        session.answer_bytes(new.as_bytes());
        let mut last = Value::Null;
        for i in 0..5000usize {
            last = session.answer_bytes(br#"{"cmd":"moves"}"#);
            let Some(moves) = last["moves"].as_array().filter(|m| !m.is_empty()) else {
                break;
            };
            let mv = &moves[i.wrapping_mul(7919) % moves.len()]["move"];
            let answer = session.answer_bytes(request(json!({"cmd":"apply","move":mv})).as_bytes());
            assert_eq!(answer["ok"], true, "{new}: {answer}");
        }
        assert_eq!(last["over"], true, "{new}: {last}");
        for field in ["to_act", "pending", "turn"] {
            assert!(
                last.get(field).is_none_or(Value::is_null),
                "{new}: {field} in {last}"
            );
        }
    }
}

/// `apply` may name the seat it plays for: in every game only the seat to act moves (a
/// seat the game lacks is a bad request); Rivalry alone lets either seat resign.
#[test]
fn a_move_naming_its_seat_is_played_only_for_the_seat_to_act() {
    let answers = run(&[
        r#"{"cmd":"new","players":2,"seed":7}"#,
        r#"{"cmd":"apply","move":"A11 M12 north","seat":1}"#,
        r#"{"cmd":"apply","move":"A11 M12 north","seat":2}"#,
        r#"{"cmd":"apply","move":"A11 M12 north","seat":0}"#,
        r#"{"cmd":"new","game":"aetherium","seed":7,"first":0}"#,
        r#"{"cmd":"apply","move":"wild:air surge C","seat":1}"#,
    ]);
    assert_eq!(answers[1]["code"], "illegal_move", "{}", answers[1]);
    assert!(answers[1]["error"].as_str().unwrap().contains("seat 0 is"));
    assert_eq!(answers[2]["code"], "bad_request", "{}", answers[2]);
    assert_eq!(answers[3]["ok"], true, "{}", answers[3]);
    assert_eq!(answers[5]["code"], "illegal_move", "{}", answers[5]);
}

/// One word per thing: the step of placing is `place` in `pending`, in a Magistrar
/// state's `phase` and in the move's tag, in every game; and the version that says so.
#[test]
fn the_pending_step_is_named_as_the_state_and_the_move_name_it() {
    let answers = run(&[
        r#"{"cmd":"new","game":"magistrar","seed":3}"#,
        r#"{"cmd":"state"}"#,
        r#"{"cmd":"moves","limit":1}"#,
        r#"{"cmd":"new","players":2,"seed":3}"#,
        r#"{"cmd":"moves","limit":1}"#,
        r#"{"cmd":"info"}"#,
    ]);
    assert_eq!(answers[0]["pending"]["step"], "place", "{}", answers[0]);
    assert_eq!(answers[1]["state"]["phase"]["step"], "place");
    assert_eq!(answers[2]["moves"][0]["move"]["type"], "place");
    assert_eq!(answers[3]["pending"]["step"], "place", "{}", answers[3]);
    assert_eq!(answers[4]["moves"][0]["move"]["type"], "place");
    assert_eq!(
        answers[5]["protocol"], 4,
        "answers changed shape in issue 30 (4: players named by seat, moves tagged `type`)"
    );
}
