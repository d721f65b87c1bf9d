//! Chance a caller dictates: Rivalry's dice carried by a move (a turn's roll, an
//! assault's dice) and its first roll set by `new`; who starts set by `new` in Rivality
//! (and in Rivalry only the Republic, as its rules say).

use manawell::cli::engine::Session;
use serde_json::{json, Value};

fn ask(session: &mut Session, request: Value) -> Value {
    session.answer_bytes(request.to_string().as_bytes())
}

#[test]
fn rivalrys_first_roll_is_dictated_by_new() {
    let mut session = Session::default();
    let new = ask(
        &mut session,
        json!({"cmd":"new","game":"rivalry","seed":7,"dice":[6,5]}),
    );
    assert_eq!(new["ok"], true, "{new}");
    assert_eq!(new["roll"], json!([6, 5]));
    assert_eq!(new["pending"]["left"], 11);
    // A 7 draws a card.
    let new = ask(
        &mut session,
        json!({"cmd":"new","game":"rivalry","seed":7,"dice":[3,4]}),
    );
    assert_eq!(new["roll"], json!([3, 4]), "{new}");
    assert_ne!(new["pending"]["step"], "move", "{new}");
    for bad in [json!([3, 4, 5]), json!([0, 4]), json!([7, 1]), json!("3 4")] {
        let refused = ask(
            &mut session,
            json!({"cmd":"new","game":"rivalry","seed":7,"dice":bad}),
        );
        assert_eq!(refused["code"], "bad_options", "{bad}: {refused}");
    }
}

#[test]
fn a_rivalry_move_carries_the_dice_it_rolls() {
    let mut session = Session::default();
    ask(
        &mut session,
        json!({"cmd":"new","game":"rivalry","seed":7,"dice":[4,5]}),
    );
    // A move that rolls nothing takes no dice: refused, the game unchanged.
    let refused = ask(
        &mut session,
        json!({"cmd":"apply","move":{"type":"end_moves","dice":[1]}}),
    );
    assert_eq!(refused["code"], "illegal_move", "{refused}");
    assert_eq!(refused["pending"]["step"], "move");
    for mv in ["end-moves", "end-battles"] {
        let played = ask(&mut session, json!({"cmd":"apply","move":mv}));
        assert_eq!(played["ok"], true, "{played}");
    }
    // The end of the Republic's turn rolls the Kingdom's dice: dictated.
    let played = ask(
        &mut session,
        json!({"cmd":"apply","move":{"type":"end_turn","dice":[2,1]}}),
    );
    assert_eq!(played["ok"], true, "{played}");
    assert_eq!(played["roll"], json!([2, 1]), "{played}");
    assert_eq!(played["pending"]["left"], 3);
    let rolled: Vec<&Value> = played["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["event"] == "rolled")
        .collect();
    assert_eq!(rolled.len(), 1, "{played}");
    assert_eq!(rolled[0]["dice"], json!([2, 1]));
    let bad = ask(
        &mut session,
        json!({"cmd":"apply","move":{"type":"end_moves","dice":[9]}}),
    );
    assert_eq!(bad["code"], "unreadable_move", "{bad}");
}

#[test]
fn an_assaults_dice_are_dictated() {
    // The doc's assault D7x@K9, with dice chosen: the attacker's two, then the defender's.
    let mut session = Session::default();
    ask(&mut session, json!({"cmd":"new","game":"rivalry","seed":7}));
    ask(&mut session, json!({"cmd":"apply","move":"end-moves"}));
    let moves = ask(&mut session, json!({"cmd":"moves","filter":"D7x@K9"}));
    let mut assault = moves["moves"][0]["move"].clone();
    assert_eq!(assault["type"], "assault", "{moves}");
    assault["dice"] = json!([6, 6, 1, 1]);
    let played = ask(&mut session, json!({"cmd":"apply","move":assault}));
    assert_eq!(played["ok"], true, "{played}");
    let event = &played["events"][0];
    assert_eq!(event["attack"], json!([6, 6]), "{played}");
    assert_eq!(event["defence"], json!([1, 1]), "{played}");
}

#[test]
fn new_takes_the_first_player_in_rivality_and_rivalry() {
    let mut session = Session::default();
    let new = ask(
        &mut session,
        json!({"cmd":"new","players":3,"seed":7,"first":2}),
    );
    assert_eq!(new["ok"], true, "{new}");
    assert_eq!(new["to_act"], 2);
    assert_eq!(new["pending"]["seat"], 2);
    let refused = ask(
        &mut session,
        json!({"cmd":"new","players":3,"seed":7,"first":3}),
    );
    assert_eq!(refused["code"], "bad_options", "{refused}");
    let republic = ask(
        &mut session,
        json!({"cmd":"new","game":"rivalry","seed":7,"first":0}),
    );
    assert_eq!(republic["to_act"], 0, "{republic}");
    let kingdom = ask(
        &mut session,
        json!({"cmd":"new","game":"rivalry","seed":7,"first":1}),
    );
    assert_eq!(kingdom["code"], "bad_options", "{kingdom}");
    assert!(
        kingdom["error"].as_str().unwrap().contains("Republic"),
        "{kingdom}"
    );
}
