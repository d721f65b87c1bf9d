//! `replay`: a game exported by the table service, read back by the engine from its seed
//! to the same final position as the moves applied one by one; how it ended if a player
//! gave up; a damaged export refused with the line or move, the game unchanged.

use serde_json::{json, Value};

use manawell::cli::engine::Session;

use crate::support::{play, started, user, Db};
use crate::{code, error, request};

/// A finished table's export: `players` players, played to its end (or resigned after
/// `resign_after` moves).
async fn exported(players: u8, seed: u64, resign_after: Option<usize>) -> String {
    let db = Db::new("engine-replay");
    let svc = db.service().await;
    let id = started(&svc, players, seed, false).await;
    match resign_after {
        Some(moves) => {
            play(&svc, id, moves, 5).await;
            svc.resign(id, &user(0).id).await.unwrap();
        }
        None => {
            assert!(play(&svc, id, 400, 5).await < 400, "the game ends");
        }
    }
    let text = svc.export(id).await.unwrap();
    svc.store().close().await;
    text
}

fn replay(session: &mut Session, text: &str) -> Value {
    session.answer_bytes(request(json!({"cmd":"replay","text":text})).as_bytes())
}

#[tokio::test]
async fn a_finished_games_export_reaches_the_position_its_moves_reach_one_by_one() {
    let text = exported(3, 17, None).await;
    let mut session = Session::default();
    let answer = replay(&mut session, &text);
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(answer["over"], true, "{answer}");
    assert_eq!(answer["gave_up"], Value::Null);
    let moves: Vec<&str> = text
        .lines()
        .skip_while(|l| *l != "moves:")
        .skip(1)
        .collect();
    assert_eq!(answer["played"], moves.len());

    let mut by_hand = Session::default();
    by_hand.answer_bytes(br#"{"cmd":"new","players":3,"seed":17}"#);
    for mv in &moves {
        let applied = by_hand.answer_bytes(request(json!({"cmd":"apply","move":mv})).as_bytes());
        assert_eq!(applied["ok"], true, "{mv}: {applied}");
    }
    let state = by_hand.answer_bytes(br#"{"cmd":"state"}"#);
    assert_eq!(answer["position"], state["position"]);
    assert_eq!(answer["state"], state["state"]);
    // The session plays on from there: the game is over, so no move is left.
    let after = session.answer_bytes(br#"{"cmd":"score"}"#);
    assert_eq!(after["score"]["winners"], state["outcome"]["winners"]);
}

#[tokio::test]
async fn a_resignation_is_told_and_the_game_can_go_on_in_the_engine() {
    let text = exported(2, 8, Some(5)).await;
    let mut session = Session::default();
    let answer = replay(&mut session, &text);
    assert_eq!(answer["played"], 5, "{answer}");
    assert_eq!(answer["gave_up"], json!({"seat": 0, "how": "resigned"}));
    assert_eq!(answer["over"], false, "the rules did not end it: {answer}");
    let moves = session.answer_bytes(br#"{"cmd":"moves"}"#);
    assert!(!moves["moves"].as_array().unwrap().is_empty());
}

#[tokio::test]
async fn a_damaged_export_is_refused_where_it_breaks_and_changes_nothing() {
    let text = exported(2, 8, Some(4)).await;
    let mut session = Session::default();
    session.answer_bytes(br#"{"cmd":"new","players":4,"seed":1}"#);
    let moves: Vec<&str> = text.lines().skip_while(|l| *l != "moves:").collect();
    let cases = [
        (
            text.replacen(moves[2], "A99 Z1 north", 1),
            "move 2 `A99 Z1 north`",
        ),
        (text.replacen(moves[3], moves[1], 1), "move 3 `"),
        (
            text.replace("seed: 8", "seed: -8"),
            "the seed is a whole number",
        ),
        (
            text.replace("# manawell replay 1", "# chess"),
            "not a manawell replay",
        ),
        (
            text.replace("game: rivality", "game: chess"),
            "unknown game kind `chess`",
        ),
        (
            format!("{text}A1 M12 north\n"),
            "nothing may follow the `end:` line",
        ),
    ];
    for (damaged, why) in &cases {
        let answer = replay(&mut session, damaged);
        assert_eq!(code(&answer), "bad_replay", "{why}: {answer}");
        assert!(error(&answer).contains(why), "{why}: {answer}");
        assert_eq!(answer["players"], 4, "the game is unchanged: {answer}");
    }
    let extra =
        session.answer_bytes(request(json!({"cmd":"replay","text":text,"seed":3})).as_bytes());
    assert_eq!(code(&extra), "bad_request");
}
