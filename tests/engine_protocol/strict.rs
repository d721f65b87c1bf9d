//! Strict input: a move object with a field the game does not know is refused, naming
//! the field, in every game; nothing is silently ignored.

use serde_json::{json, Value};

use crate::{code, error, request, run};

const NEW: [&str; 5] = [
    r#"{"cmd":"new","players":2,"seed":4}"#,
    r#"{"cmd":"new","game":"suramun","seed":4}"#,
    r#"{"cmd":"new","game":"magistrar","seed":4}"#,
    r#"{"cmd":"new","game":"aetherium","seed":4}"#,
    r#"{"cmd":"new","game":"rivalry","seed":4}"#,
];

/// The first legal move of a new game, as a move object.
fn first_move(new: &str) -> Value {
    let answers = run(&[new, r#"{"cmd":"moves"}"#]);
    answers[1]["moves"][0]["move"].clone()
}

#[test]
fn a_move_with_an_unknown_field_is_refused_naming_it_in_every_game() {
    for new in NEW {
        let mv = first_move(new);
        let mut extra = mv.clone();
        extra["zzz"] = json!(1);
        let answers = run(&[
            new,
            &request(json!({"cmd":"apply","move":extra})),
            &request(json!({"cmd":"apply","move":mv})),
        ]);
        assert_eq!(code(&answers[1]), "unreadable_move", "{new}");
        assert!(
            error(&answers[1]).contains("`zzz`"),
            "{new}: {}",
            answers[1]
        );
        assert_eq!(answers[2]["ok"], true, "{new}: {}", answers[2]);
    }
}

#[test]
fn a_solo_entry_with_a_spell_order_is_refused_not_applied_without_it() {
    let new = NEW[1];
    let mut mv = first_move(new);
    assert_eq!(mv["type"], "enter", "{mv}");
    mv["order"] = json!(["left", "front"]);
    let answers = run(&[new, &request(json!({"cmd":"apply","move":mv}))]);
    assert_eq!(code(&answers[1]), "unreadable_move");
    assert!(error(&answers[1]).contains("`order`"), "{}", answers[1]);
}
