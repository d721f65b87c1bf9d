//! Rivalry's ends through the protocol: either seat may resign at any time (`apply` with
//! its `seat`), at a table too, and once a game is over its status and state keep
//! nothing of the last turn: nobody to act, no turn, no roll, no step.

use manawell::cli::engine::Session;
use manawell::engines::rivalry::notation::format_setup;
use manawell::engines::rivalry::{suggested_setup, Side};
use manawell::table::kinds::rivalry::Options;
use manawell::table::{GameOptions, Place, ShowStatus, TableSpec};
use serde_json::{json, Value};

use crate::support::{user, Db};
use crate::{code, error, request, run};

const NEW: &str = r#"{"cmd":"new","game":"rivalry","seed":3}"#;

/// Nothing of a turn in a finished game's answer: its status and, when given, its state.
fn assert_nothing_lingers(answer: &Value, state: Option<&Value>) {
    assert_eq!(answer["over"], true, "{answer}");
    for field in ["to_act", "pending", "turn", "roll"] {
        assert_eq!(answer[field], Value::Null, "{field} in {answer}");
    }
    if let Some(state) = state {
        assert_eq!(state["phase"], json!({"step":"over"}), "{state}");
        assert_eq!(state["roll"], Value::Null, "{state}");
        for list in ["offers", "assaulted", "forbidden", "recruited"] {
            assert_eq!(state[list], json!([]), "{list} in {state}");
        }
        let none = json!({"armies":0,"cavalry":0});
        assert!(state["moved"]
            .as_array()
            .unwrap()
            .iter()
            .all(|u| *u == none));
    }
}

#[test]
fn the_side_not_to_move_may_resign_naming_its_seat() {
    for mv in [json!("resign"), json!({"kind":"resign"})] {
        let answers = run(&[
            NEW,
            &request(json!({"cmd":"apply","move":mv,"seat":1})),
            r#"{"cmd":"state"}"#,
            r#"{"cmd":"moves"}"#,
        ]);
        assert_eq!(answers[0]["to_act"], 0, "the Republic is to move");
        assert_eq!(answers[1]["ok"], true, "{}", answers[1]);
        assert_eq!(
            answers[1]["outcome"],
            json!({"winner":0,"winner_side":"republic","ending":"resigned"})
        );
        assert_nothing_lingers(&answers[1], Some(&answers[2]["state"]));
        assert_eq!(answers[3]["moves"], json!([]));
    }
}

#[test]
fn the_side_to_move_resigns_with_or_without_its_seat() {
    for line in [
        r#"{"cmd":"apply","move":"resign"}"#,
        r#"{"cmd":"apply","move":"resign","seat":0}"#,
    ] {
        let answers = run(&[NEW, line, r#"{"cmd":"state"}"#]);
        assert_eq!(answers[1]["outcome"]["winner"], 1, "{}", answers[1]);
        assert_nothing_lingers(&answers[1], Some(&answers[2]["state"]));
    }
}

#[test]
fn another_move_from_the_seat_not_to_act_is_refused_and_changes_nothing() {
    let answers = run(&[
        NEW,
        r#"{"cmd":"state"}"#,
        r#"{"cmd":"apply","move":"end-moves","seat":1}"#,
        r#"{"cmd":"apply","move":"resign","seat":2}"#,
        r#"{"cmd":"apply","move":"resign","seat":"kingdom"}"#,
        r#"{"cmd":"state"}"#,
        r#"{"cmd":"apply","move":"resign","seat":1}"#,
        r#"{"cmd":"apply","move":"resign","seat":0}"#,
    ]);
    assert_eq!(code(&answers[2]), "illegal_move");
    assert!(error(&answers[2]).contains("seat 0"), "{}", answers[2]);
    assert_eq!(code(&answers[3]), "bad_request");
    assert!(error(&answers[3]).contains("seat 2"), "{}", answers[3]);
    assert_eq!(code(&answers[4]), "bad_request");
    assert_eq!(answers[5]["state"], answers[1]["state"], "nothing changed");
    assert_eq!(answers[6]["ok"], true);
    assert_eq!(code(&answers[7]), "illegal_move", "the game is over");
}

#[test]
fn a_game_played_to_its_end_keeps_nothing_of_its_last_turn() {
    let mut session = Session::default();
    session.answer_bytes(NEW.as_bytes());
    for _ in 0..3000 {
        let moves = session.answer_bytes(br#"{"cmd":"moves"}"#);
        if moves["over"] == true {
            let state = session.answer_bytes(br#"{"cmd":"state"}"#);
            assert_nothing_lingers(&moves, Some(&state["state"]));
            assert_nothing_lingers(&session.answer_bytes(br#"{"cmd":"score"}"#), None);
            return;
        }
        let list = moves["moves"].as_array().unwrap();
        let last = &list[list.len() - 1]["move"];
        let answer = session.answer_bytes(request(json!({"cmd":"apply","move":last})).as_bytes());
        assert_eq!(answer["ok"], true, "{answer}");
    }
    panic!("the game did not end");
}

/// At a table the Kingdom resigns while the Republic is to move; its export, replayed by
/// the engine, is the game over by that resignation, nobody to act.
#[tokio::test]
async fn a_resignation_at_a_table_by_the_side_not_to_move_replays_as_the_game_over() {
    let db = Db::new("rivalry-resign");
    let svc = db.service().await;
    let mut spec = TableSpec::new(GameOptions::Rivalry(Options {}), Place::local(), user(0));
    spec.seed = Some(4);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    svc.join(id, &user(1)).await.unwrap();
    for (n, side) in [(0, Side::Republic), (1, Side::Kingdom)] {
        let setup = format!("{} {}", side.word(), format_setup(&suggested_setup(side)));
        svc.submit(id, &user(n).id, &setup).await.unwrap();
    }
    let (_, game) = svc.game(id).await.unwrap();
    assert_eq!(game.to_act(), Some(0), "the Republic is to move");
    let show = svc.resign(id, &user(1).id).await.unwrap();
    assert_eq!(show.status, ShowStatus::Finished);
    assert!(show.to_act.is_none() && show.waiting.is_empty());
    assert!(
        show.public.join(" ").contains("Tom resigned"),
        "{:?}",
        show.public
    );
    let text = svc.export(id).await.unwrap();
    svc.store().close().await;
    assert!(text.ends_with("end: 2 resigned\n"), "{text}");
    let mut session = Session::default();
    let answer = session.answer_bytes(request(json!({"cmd":"replay","text":text})).as_bytes());
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(answer["gave_up"], json!({"seat":1,"how":"resigned"}));
    assert_eq!(
        answer["outcome"],
        json!({"winner":0,"winner_side":"republic","ending":"resigned"})
    );
    assert_nothing_lingers(&answer, Some(&answer["state"]));
}
