//! Rivalry through the protocol: a game from both set-ups (suggested, the AI's or given),
//! played step by step to its end; states and positions read back; hostile set-ups, moves
//! and requests refused with one clear error each, the game unchanged; the view hiding
//! the deck's order only.

use serde_json::{json, Value};

use crate::{code, error, request, run};

const NEW: &str = r#"{"cmd":"new","game":"rivalry","seed":3}"#;

#[test]
fn a_rivalry_game_starts_from_both_set_ups_and_plays_to_its_end() {
    let answers = run(&[NEW, r#"{"cmd":"moves"}"#]);
    assert_eq!(answers[0]["ok"], true, "{}", answers[0]);
    assert_eq!(answers[0]["game"], "rivalry");
    assert_eq!(answers[0]["round"], 1);
    assert_eq!(answers[0]["turn"], 0);
    assert_eq!(answers[0]["turn_side"], "republic");
    assert_eq!(answers[0]["to_act"], 0);
    assert_eq!(answers[0]["pending"]["side"], "republic");
    // The Republic's first roll is made: it moves (or a card was drawn).
    assert!(answers[0]["roll"].is_array(), "{}", answers[0]);
    // The last listed move always ends a step (end-moves, end-battles, end-turn, roll),
    // so playing it reaches the round limit; text and JSON forms alternate.
    let mut session = manawell::cli::engine::Session::default();
    session.answer_bytes(NEW.as_bytes());
    let mut plies = 0;
    loop {
        let moves = session.answer_bytes(br#"{"cmd":"moves"}"#);
        let list = moves["moves"].as_array().unwrap().clone();
        if moves["over"] == true {
            assert!(list.is_empty());
            assert_eq!(moves["to_act"], Value::Null);
            assert_eq!(moves["pending"], Value::Null);
            assert!(moves["outcome"]["ending"].is_string(), "{moves}");
            break;
        }
        let last = &list[list.len() - 1];
        let mv = if plies % 2 == 0 {
            last["text"].clone()
        } else {
            last["move"].clone()
        };
        let line = request(json!({"cmd":"apply","move":mv}));
        let answer = session.answer_bytes(line.as_bytes());
        assert_eq!(answer["ok"], true, "{line}: {answer}");
        assert!(answer["events"].is_array());
        plies += 1;
        assert!(plies <= 2000, "a game ends by round 40");
    }
    let state = session.answer_bytes(br#"{"cmd":"state"}"#);
    let position = state["position"].as_str().unwrap();
    assert!(position.starts_with("rivalry"), "{position}");
    assert!(position.contains("\nphase over"), "{position}");
    let score = session.answer_bytes(br#"{"cmd":"score"}"#);
    assert!(score["score"]["cities"][0].is_u64(), "{score}");
    assert_eq!(score["score"]["outcome"], state["state"]["outcome"]);
}

#[test]
fn set_ups_may_be_given_as_objects_or_left_to_the_ai() {
    let given = json!({
        "cmd": "new", "game": "rivalry", "seed": 9,
        "republic": {
            "cities": ["R2", "@R6", "R8", "R9"],
            "capital": "R2",
            "units": {"E3": "6a", "E4": "3a", "F4": "2a", "E5": "1a", "D6": "3a2c", "H5": "4a2c", "H6": "2a"},
            "extra": "E3"
        },
        "kingdom": "ai"
    });
    let answers = run(&[&request(given), r#"{"cmd":"state"}"#]);
    assert_eq!(answers[0]["ok"], true, "{}", answers[0]);
    let position = answers[1]["position"].as_str().unwrap();
    assert!(
        position.contains("cities republic @R2 @R6 @R8 @R9"),
        "{position}"
    );
    assert!(position.contains("capitals @R2 @K"), "{position}");
}

#[test]
fn unsound_set_ups_are_refused_saying_why() {
    let with = |republic: Value| {
        request(json!({"cmd":"new","game":"rivalry","seed":1,"republic":republic}))
    };
    let answers = run(&[
        &with(json!("clever")),
        &with(json!({"cities":["R2"],"capital":"R2","units":{},"extra":"E3"})),
        &with(
            json!({"cities":["R2","R6","R8","K1"],"capital":"R2","units":{"E3":"25a"},"extra":"E3"}),
        ),
        &with(
            json!({"cities":["R2","R6","R8","R9"],"capital":"R2","units":{"E3":"24a"},"extra":"E3"}),
        ),
        &with(
            json!({"cities":["R2","R6","R8","R9"],"capital":"R2","units":{"Z99":"25a"},"extra":"E3"}),
        ),
        &with(
            json!({"cities":["R2","R6","R8","R9"],"capital":"R2","units":{"E3":"lots"},"extra":"E3"}),
        ),
        &with(
            json!({"cities":["R2","R6","R8","R9"],"capital":"R2","units":{"E3":"25a"},"extra":"E3","spare":1}),
        ),
        &with(json!(7)),
        r#"{"cmd":"new","game":"rivalry","seed":-1}"#,
    ]);
    for answer in &answers {
        assert_eq!(code(answer), "bad_options", "{answer}");
    }
    assert!(error(&answers[0]).contains("\"suggested\", \"ai\""));
    assert!(error(&answers[1]).contains("Republic"), "{}", answers[1]);
    assert!(error(&answers[2]).contains("K1"), "{}", answers[2]);
    assert!(error(&answers[3]).contains("24"), "{}", answers[3]);
    assert!(error(&answers[4]).contains("Z99"), "{}", answers[4]);
    assert!(error(&answers[5]).contains("lots"), "{}", answers[5]);
    assert!(error(&answers[6]).contains("spare"), "{}", answers[6]);
    assert_eq!(answers[0]["game"], Value::Null, "no game was started");
}

#[test]
fn a_rivalry_state_and_position_load_back_to_the_same_game() {
    let answers = run(&[
        NEW,
        r#"{"cmd":"apply","move":"end-moves"}"#,
        r#"{"cmd":"state"}"#,
    ]);
    let state = answers[2]["state"].clone();
    let position = answers[2]["position"].clone();
    let again = run(&[
        &request(json!({"cmd":"load","game":"rivalry","state":state})),
        r#"{"cmd":"state"}"#,
        &request(json!({"cmd":"position","text":position})),
        r#"{"cmd":"state"}"#,
    ]);
    assert_eq!(again[0]["ok"], true, "{}", again[0]);
    assert_eq!(again[1]["state"], answers[2]["state"]);
    assert_eq!(again[2]["ok"], true, "{}", again[2]);
    assert_eq!(again[2]["game"], "rivalry");
    assert_eq!(again[3]["state"], answers[2]["state"]);
}

#[test]
fn impossible_rivalry_positions_and_states_are_refused_naming_the_rule() {
    let answers = run(&[
        r#"{"cmd":"position","text":"rivalry\nround 41"}"#,
        r#"{"cmd":"position","text":"rivalry\nunits republic Q99:1a"}"#,
        r#"{"cmd":"load","game":"rivalry","state":{"round":9}}"#,
    ]);
    assert_eq!(code(&answers[0]), "bad_position");
    assert_eq!(code(&answers[1]), "bad_position");
    assert!(error(&answers[1]).contains("Q99"), "{}", answers[1]);
    assert_eq!(code(&answers[2]), "bad_state");
    let state = run(&[NEW, r#"{"cmd":"state"}"#])[1]["state"].clone();
    // Both sides on one tile.
    let mut damaged = state.clone();
    let tile = damaged["units"][0]
        .as_array()
        .unwrap()
        .iter()
        .position(|u| u["armies"].as_u64().unwrap_or(0) > 0)
        .unwrap();
    damaged["units"][1][tile] = json!({"armies": 1, "cavalry": 0});
    let answer = &run(&[&request(
        json!({"cmd":"load","game":"rivalry","state":damaged}),
    )])[0];
    assert_eq!(code(answer), "bad_state");
    assert!(error(answer).contains("both sides on"), "{answer}");
    // A card too many.
    let mut damaged = state;
    damaged["discards"] = json!([{"card":"revolt"}]);
    let answer = &run(&[&request(
        json!({"cmd":"load","game":"rivalry","state":damaged}),
    )])[0];
    assert!(error(answer).contains("28 cards"), "{answer}");
}

#[test]
fn hostile_rivalry_moves_and_requests_are_refused_and_change_nothing() {
    let before = run(&[NEW, r#"{"cmd":"state"}"#])[1]["state"].clone();
    let answers = run(&[
        NEW,
        r#"{"cmd":"apply","move":"Z1-Z2:1a"}"#,
        r#"{"cmd":"apply","move":"E3-E4:99a"}"#,
        r#"{"cmd":"apply","move":{"kind":"move","from":250,"to":251,"units":{"armies":1,"cavalry":0}}}"#,
        r#"{"cmd":"apply","move":{"kind":"recruit","site":200,"tile":3,"cavalry":false}}"#,
        r#"{"cmd":"apply","move":"end-turn"}"#,
        r#"{"cmd":"apply","move":{"kind":"dance"}}"#,
        r#"{"cmd":"apply","move":"surrender:@R2>"}"#,
        r#"{"cmd":"apply","move":42}"#,
        r#"{"cmd":"view","seat":2}"#,
        r#"{"cmd":"apply"}"#,
        r#"{"cmd":"state"}"#,
    ]);
    assert_eq!(code(&answers[1]), "unreadable_move");
    assert!(error(&answers[1]).contains("Z1"), "{}", answers[1]);
    assert_eq!(code(&answers[2]), "illegal_move", "{}", answers[2]);
    assert_eq!(code(&answers[3]), "illegal_move", "{}", answers[3]);
    assert_eq!(code(&answers[4]), "illegal_move", "{}", answers[4]);
    assert_eq!(code(&answers[5]), "illegal_move", "{}", answers[5]);
    assert_eq!(code(&answers[6]), "unreadable_move");
    assert!(matches!(
        code(&answers[7]),
        "unreadable_move" | "illegal_move"
    ));
    assert_eq!(code(&answers[8]), "unreadable_move");
    assert_eq!(code(&answers[9]), "bad_request");
    assert!(error(&answers[9]).contains("seats 0"), "{}", answers[9]);
    assert_eq!(code(&answers[10]), "bad_request");
    assert_eq!(answers[11]["state"], before, "nothing changed");
    assert_eq!(answers[11]["to_act"], 0);
}

#[test]
fn resigning_ends_the_game_for_the_side_to_act() {
    let answers = run(&[
        NEW,
        r#"{"cmd":"apply","move":"resign"}"#,
        r#"{"cmd":"moves"}"#,
    ]);
    assert_eq!(answers[1]["ok"], true, "{}", answers[1]);
    assert_eq!(answers[1]["over"], true);
    assert_eq!(answers[1]["outcome"]["winner"], 1);
    assert_eq!(answers[1]["outcome"]["winner_side"], "kingdom");
    assert_eq!(answers[1]["outcome"]["ending"], "resigned");
    assert_eq!(answers[2]["moves"], json!([]));
    let after = run(&[
        NEW,
        r#"{"cmd":"apply","move":"resign"}"#,
        r#"{"cmd":"apply","move":"roll"}"#,
    ]);
    assert_eq!(code(&after[2]), "illegal_move");
}

#[test]
fn the_view_hides_only_the_order_of_the_deck() {
    let answers = run(&[
        NEW,
        r#"{"cmd":"view","seat":1}"#,
        r#"{"cmd":"view"}"#,
        r#"{"cmd":"state"}"#,
    ]);
    let view = &answers[1]["view"];
    let state = &answers[3]["state"];
    assert_eq!(view["viewer"], 1);
    assert_eq!(view["viewer_side"], "kingdom");
    assert_eq!(answers[2]["view"]["viewer"], Value::Null);
    assert!(
        view.get("deck").is_none() && view.get("dice").is_none(),
        "{view}"
    );
    assert_eq!(
        view["deck_left"],
        json!(state["deck"].as_array().unwrap().len())
    );
    assert_eq!(view["units"], state["units"]);
    assert_eq!(view["roll"], state["roll"]);
}

/// Issue 30's repro: the Kingdom surrenders K8, then K9; both stay closed to it for the
/// rest of the turn, so a move onto H8 (a tile of K8) is refused.
#[test]
fn two_cities_surrendered_in_one_turn_both_stay_closed_to_their_old_owner() {
    let position = |dice: u64| {
        format!(
            "rivalry\nround 2\nturn kingdom\nphase surrender\ncapitals @R2 @K1\n\
             cities republic @R2\nunits republic E3:2a\n\
             cities kingdom @K1 @K6 @K8 @K9\nunits kingdom J10:1a G8:2a H7:1a D8:1a\n\
             offers @K8 @K9\ndice {dice}\n"
        )
    };
    // A seed whose roll lets the Kingdom move (a 7 draws a card instead).
    let mut tried = 0;
    for dice in 0..40 {
        let answers = run(&[
            &request(json!({"cmd":"position","text":position(dice)})),
            r#"{"cmd":"apply","move":"surrender:@K8>J10:1a"}"#,
            r#"{"cmd":"apply","move":"surrender:@K9>J10:1a"}"#,
            r#"{"cmd":"apply","move":"G8-H8:1a"}"#,
            r#"{"cmd":"state"}"#,
        ]);
        assert_eq!(answers[0]["ok"], true, "{}", answers[0]);
        assert_eq!(answers[2]["ok"], true, "{}", answers[2]);
        if answers[2]["pending"]["step"] != "move" {
            continue;
        }
        tried += 1;
        assert_eq!(code(&answers[3]), "illegal_move", "{}", answers[3]);
        assert!(error(&answers[3]).contains("H8"), "{}", answers[3]);
        assert!(
            answers[4]["position"]
                .as_str()
                .unwrap()
                .contains("\nforbidden @K8 @K9\n"),
            "{}",
            answers[4]
        );
    }
    assert!(tried > 0, "some seed rolls a move");
}
