//! Lines that used to end the engine, or could: each gets one answer and the game goes on.

use serde_json::json;

use crate::{code, error, run, run_bytes};

#[test]
fn an_invalid_utf8_byte_is_answered_and_the_session_goes_on() {
    let mut input = br#"{"cmd":"new","players":2,"seed":7}"#.to_vec();
    input.extend_from_slice(b"\n{\"cmd\":\"mo\xffves\"}\n{\"cmd\":\"moves\"}\n");
    let answers = run_bytes(&input);
    assert_eq!(code(&answers[1]), "invalid_utf8");
    assert_eq!(answers[2]["ok"], true);
    assert_eq!(
        answers[1]["to_act"], 0,
        "the game's status comes with errors too"
    );
}

#[test]
fn a_ten_megabyte_line_is_refused_and_the_next_line_read() {
    let mut input = br#"{"cmd":"new","players":3,"seed":1}"#.to_vec();
    input.push(b'\n');
    input.extend_from_slice(br#"{"cmd":"position","text":""#);
    input.extend(std::iter::repeat_n(b'x', 10 << 20));
    input.extend_from_slice(b"\"}\n{\"cmd\":\"state\"}\n");
    let answers = run_bytes(&input);
    assert_eq!(code(&answers[1]), "line_too_long");
    assert!(error(&answers[1]).contains("at most"));
    assert_eq!(answers[2]["ok"], true);
    assert_eq!(answers[2]["players"], 3, "the game is unchanged");
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let deep = format!(
        r#"{{"cmd":"apply","move":{}1{}}}"#,
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    let deep_object = format!(
        r#"{{"cmd":"load","state":{}1{}}}"#,
        r#"{"a":"#.repeat(100_000),
        "}".repeat(100_000)
    );
    let answers = run(&[r#"{"cmd":"new","players":2}"#, &deep, &deep_object]);
    assert_eq!(code(&answers[1]), "not_json");
    assert_eq!(code(&answers[2]), "not_json");
}

#[test]
fn wrong_types_and_unknown_fields_are_named() {
    let answers = run(&[
        r#"{"cmd":"new","players":"two"}"#,
        r#"{"cmd":"new","players":2,"colour":"red"}"#,
        r#"{"cmd":"new","players":300}"#,
        r#"{"cmd":"new","players":2,"seed":-1}"#,
        r#"{"cmd":7}"#,
        r#"["cmd","moves"]"#,
        r#"{"cmd":"dance"}"#,
        r#""#,
        r#"{"cmd":"moves","extra":1}"#,
        r#"{"cmd":"new","game":"chess","players":2}"#,
        r#"{"cmd":"new","game":5}"#,
        r#"{"cmd":"view","seat":"x"}"#,
        r#"{"cmd":"apply"}"#,
        r#"null"#,
        r#"{"cmd":"new","players":5}"#,
    ]);
    assert_eq!(code(&answers[0]), "bad_options");
    assert!(
        error(&answers[0]).contains("invalid type"),
        "{}",
        answers[0]
    );
    assert!(error(&answers[1]).contains("unknown field `colour`"));
    assert_eq!(code(&answers[2]), "bad_options");
    assert_eq!(code(&answers[3]), "bad_options");
    assert!(error(&answers[4]).contains("`cmd` must be a string"));
    assert!(error(&answers[5]).contains("JSON object"));
    assert!(error(&answers[6]).contains("unknown command `dance`"));
    assert!(error(&answers[7]).contains("empty line"));
    assert_eq!(code(&answers[8]), "bad_request");
    assert_eq!(code(&answers[9]), "unknown_game");
    assert_eq!(code(&answers[10]), "bad_request");
    assert_eq!(
        code(&answers[11]),
        "bad_request",
        "the request is read before the game"
    );
    assert_eq!(code(&answers[12]), "bad_request");
    assert_eq!(code(&answers[13]), "bad_request");
    assert!(error(&answers[14]).contains("2, 3 or 4 players"));
}

#[test]
fn a_refused_request_leaves_the_game_as_it_was() {
    let answers = run(&[
        r#"{"cmd":"new","players":2,"seed":3}"#,
        r#"{"cmd":"state"}"#,
        r#"{"cmd":"apply","move":"A1 Z99 north"}"#,
        r#"{"cmd":"apply","move":{"type":"place","tile":"A1"}}"#,
        r#"{"cmd":"position","text":"rivality 2p\nM13 W s31\n"}"#,
        r#"{"cmd":"load","state":{"options":{"players":2}}}"#,
        r#"{"cmd":"state"}"#,
    ]);
    for (i, expected) in [
        (2, "illegal_move"),
        (3, "unreadable_move"),
        (4, "bad_position"),
        (5, "bad_state"),
    ] {
        assert_eq!(code(&answers[i]), expected, "{}", answers[i]);
    }
    assert_eq!(answers[1]["state"], answers[6]["state"]);
}

#[test]
fn info_names_the_protocol_and_the_games() {
    let answers = run(&[r#"{"cmd":"info"}"#]);
    assert_eq!(
        answers[0]["games"],
        json!(["rivality", "suramun", "magistrar", "aetherium", "rivalry"])
    );
    assert!(answers[0]["protocol"].is_u64());
    assert!(answers[0]["max_line_bytes"].as_u64().unwrap() < 10 << 20);
}

/// Found by fuzzing: a card word cut inside `€` panicked in the Rivalry notation.
#[test]
fn a_rivalry_position_with_a_multibyte_card_word_is_refused_not_a_crash() {
    let answers = run(&[r#"{"cmd":"position","text":"rivalry\ndeck €"}"#]);
    assert_eq!(code(&answers[0]), "bad_position");
    assert!(error(&answers[0]).contains("not a card"), "{}", answers[0]);
}
