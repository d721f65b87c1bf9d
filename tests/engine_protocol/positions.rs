//! `position` and `load` accept only states a game can reach, and say which rule a
//! refused one breaks; nothing they accept makes the engine fail later.

use serde_json::{json, Value};

use crate::{code, error, request, run};

/// A 2-player position between turns, every rule kept.
const GOOD: &str = "rivality 2p
turn 2
hand 1: A3 A7
hand 2: B2 B9
stack salmon: A1 A2
stack purple: B1
M13 W s2 p1
M14 B4 east p1 @purple
L13 A5 north s1 @salmon
";

fn position(text: &str) -> Value {
    let answers = run(&[
        &request(json!({"cmd":"position","text":text})),
        r#"{"cmd":"moves"}"#,
    ]);
    if answers[0]["ok"] == true {
        assert_eq!(answers[1]["ok"], true, "{}", answers[1]);
    }
    answers[0].clone()
}

fn refused(text: &str, rule: &str) {
    let answer = position(text);
    assert_eq!(code(&answer), "bad_position", "{text}");
    assert!(
        error(&answer).contains(rule),
        "{} for\n{text}",
        error(&answer)
    );
}

#[test]
fn a_possible_position_is_accepted() {
    let answer = position(GOOD);
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(answer["to_act"], 1);
}

#[test]
fn each_broken_rule_is_named() {
    let cases = [
        // Each tile at most once anywhere.
        (
            GOOD.replace("hand 2: B2 B9", "hand 2: B2 B4"),
            "each tile exists once",
        ),
        (
            GOOD.replace("stack purple: B1", "stack purple: B1 B2"),
            "each tile exists once",
        ),
        // The Well only on the board, at M13.
        (
            GOOD.replace("stack purple: B1", "stack purple: W"),
            "Well of Mana can only lie",
        ),
        (GOOD.replace("L13 A5", "L13 W"), "Well of Mana can only lie"),
        // Golems conserved per side.
        (
            GOOD.replace("M13 W s2 p1", "M13 W s2 p1\nsupply salmon 30 purple 28"),
            "must have 30 in all",
        ),
        // At most five per tile, and no 8-bit wrap.
        (GOOD.replace("M13 W s2 p1", "M13 W s255 p1"), "0 to 5"),
        (GOOD.replace("M13 W s2 p1", "M13 W s3 p3"), "more than five"),
        // Hand and stack sizes possible for the player count.
        (
            GOOD.replace("hand 1: A3 A7", "hand 1: A3 A7 A8"),
            "at most 2",
        ),
        (
            GOOD.replace(
                "stack salmon: A1 A2",
                "stack salmon: A1 A2 A4 A6 A8 A9 A10 A11 A12 B3 B5",
            ),
            "at most 12",
        ),
        // Cells within the range the notation and the board can hold.
        (GOOD.replace("L13 A5 north", "(0,-30) A5 north"), "too far"),
        (format!("{GOOD}(0,-127) A6 north\n"), "too far"),
        // A turn that makes sense.
        (GOOD.replace("hand 2: B2 B9", "hand 2:"), "hand 2 is empty"),
        (GOOD.replace("turn 2", "turn 3"), "not a seat"),
        // A side that is not in the game.
        (GOOD.replace("M13 W s2 p1", "M13 W s2 p1 t1"), "not a side"),
        // An outcome that is true.
        (
            format!("{GOOD}over tiles\n"),
            "hands or stacks still hold tiles",
        ),
        // Delayed spells are Expert, and only where the tile has a spell.
        (
            GOOD.replace("L13 A5 north s1", "L13 A5 north s1 ~left"),
            "no left spell",
        ),
        (
            GOOD.replace("L13 A5 north s1", "L13 A5 north s1 ~front"),
            "Expert rule",
        ),
    ];
    for (text, rule) in &cases {
        refused(text, rule);
    }
}

#[test]
fn an_expert_three_player_position_checks_delayed_spells_too() {
    let good = "rivality 3p expert
hand 1: A3
hand 2: B2
hand 3: B9
M13 W s2 p1
L13 A7 east s2 p1 @salmon ~left
";
    assert_eq!(position(good)["ok"], true, "{}", position(good));
    // A7's left spell (2 at range 3) facing east aims at L16: a tile there would have
    // taken it already.
    refused(
        &format!("{good}L14 A1 north\nL15 A2 north\nL16 A4 north\n"),
        "already lies where it was aimed",
    );
}

/// A state as `state` prints it, changed by `edit`, loaded back.
fn load_edited(edit: impl Fn(&mut Value)) -> Value {
    let answers = run(&[
        r#"{"cmd":"new","players":2,"seed":5}"#,
        r#"{"cmd":"state"}"#,
    ]);
    let mut state = answers[1]["state"].clone();
    edit(&mut state);
    let answers = run(&[
        &request(json!({"cmd":"load","state":state})),
        r#"{"cmd":"moves"}"#,
        r#"{"cmd":"score"}"#,
        r#"{"cmd":"state"}"#,
    ]);
    answers[0].clone()
}

#[test]
fn a_printed_state_loads_back() {
    assert_eq!(load_edited(|_| {})["ok"], true);
}

/// A change made to a printed state.
type Edit = Box<dyn Fn(&mut Value)>;

#[test]
fn a_loaded_state_is_checked_before_it_is_accepted() {
    let cases: Vec<(Edit, &str)> = vec![
        // Used to panic in scoring: a teal golem in a 2-player game.
        (
            Box::new(|s| s["field"][0]["golems"] = json!([0, 0, 1])),
            "2 entries, one per side",
        ),
        (Box::new(|s| s["turn"] = json!(7)), "seat 7"),
        (
            Box::new(|s| s["mulligans"] = json!([false])),
            "`mulligans` has 1",
        ),
        (
            Box::new(|s| s["hands"] = json!([["A1"], ["A1"]])),
            "each tile exists once",
        ),
        (
            Box::new(|s| {
                s["field"]
                    .as_array_mut()
                    .unwrap()
                    .push(json!({"tile":"A3","cell":"(0,-30)","facing":"north","golems":[0,0]}))
            }),
            "too far",
        ),
        (
            Box::new(|s| s["supplies"] = json!([30, 30, 0])),
            "2 entries, one per side",
        ),
        (
            Box::new(|s| s["supplies"] = json!([30, 29])),
            "must have 30 in all",
        ),
        (
            Box::new(|s| s["options"]["players"] = json!(9)),
            "2, 3 or 4",
        ),
        (
            Box::new(|s| s["tiles_played"] = json!([200, 0])),
            "has placed 200 tiles",
        ),
        (
            Box::new(|s| {
                s["pending"] = json!({"seat":0,"cell":"M13","actor":"salmon","sides":["purple"],
                    "control_before":{"state":"empty"},"then":[{"step":"end_turn"}]})
            }),
            "removal choice",
        ),
        (
            Box::new(
                |s| s["outcome"] = json!({"reason":{"kind":"supply_empty","side":"teal"},"scores":[0,0],"winners":["salmon"]}),
            ),
            "outcome",
        ),
        (
            Box::new(|s| s["field"][0]["face_down"] = json!(true)),
            "face down",
        ),
    ];
    for (i, (edit, rule)) in cases.iter().enumerate() {
        let answer = load_edited(edit);
        assert_eq!(code(&answer), "bad_state", "case {i}: {answer}");
        assert!(
            error(&answer).contains(rule),
            "case {i}: {}",
            error(&answer)
        );
    }
}

#[test]
fn a_position_with_many_lines_is_read_quickly_and_refused_past_the_tiles() {
    let mut text = String::from("rivality 2p\nhand 1: A1\nhand 2: B1\nM13 W\n");
    for i in 0..50_000 {
        text += &format!("({},{}) A2 north\n", i % 100 + 1, i / 100);
    }
    refused(&text, "more tiles than the game has");
}
