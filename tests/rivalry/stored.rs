//! States stored by older versions are read into today's shape, and today's shape is
//! taken exactly as written: several cities closed by surrender in one turn.

use manawell::engines::rivalry::notation::{format_position, parse_position_checked};
use manawell::engines::rivalry::{Game, Phase};
use manawell::table::kinds::{decode, STATE_FORMAT};
use serde_json::{json, Value};

use crate::common::*;

/// The Kingdom's turn after it surrendered K8 and K9 to the Republic.
fn two_surrendered() -> Game {
    let mut game = bare(&["R2"], &["K1", "K6", "K8", "K9"], Phase::Move { left: 4 });
    game.turn = K;
    game.owner[s("K8").0 as usize] = Some(R);
    game.owner[s("K9").0 as usize] = Some(R);
    put(&mut game, K, "J10", 3, 0);
    put(&mut game, K, "G8", 2, 0);
    put(&mut game, R, "E3", 1, 0);
    game.forbidden = vec![s("K8"), s("K9")];
    game.roll = Some([2, 2]);
    game
}

fn json_of(game: &Game) -> Value {
    serde_json::to_value(game).unwrap()
}

#[test]
fn several_cities_closed_this_turn_read_back_from_json_and_notation() {
    let game = two_surrendered();
    assert_eq!(game.validate(), Ok(()));
    let state = json_of(&game);
    assert_eq!(state["forbidden"], json!([s("K8").0, s("K9").0]));
    assert_eq!(serde_json::from_value::<Game>(state).unwrap(), game);
    let text = format_position(&game);
    assert!(text.contains("\nforbidden @K8 @K9\n"), "{text}");
    assert_eq!(parse_position_checked(&text).unwrap(), game);
}

#[test]
fn an_old_state_with_one_closed_city_or_none_is_still_read() {
    let game = two_surrendered();
    let mut old = json_of(&game);
    old["forbidden"] = json!(s("K9").0);
    let read: Game = serde_json::from_value(old.clone()).unwrap();
    assert_eq!(read.forbidden, vec![s("K9")]);
    old["forbidden"] = Value::Null;
    let read: Game = serde_json::from_value(old).unwrap();
    assert!(read.forbidden.is_empty());
    let mut missing = json_of(&game);
    missing.as_object_mut().unwrap().remove("forbidden");
    let read: Game = serde_json::from_value(missing).unwrap();
    assert!(read.forbidden.is_empty());
    // The notation wrote `forbidden -` for none.
    let text = format_position(&game).replace("forbidden @K8 @K9", "forbidden -");
    assert!(parse_position_checked(&text).unwrap().forbidden.is_empty());
}

#[test]
fn a_city_closed_twice_or_one_the_side_still_holds_is_refused() {
    let mut twice = two_surrendered();
    twice.forbidden = vec![s("K8"), s("K8")];
    assert!(twice.validate().unwrap_err().0.contains("once"));
    let mut own = two_surrendered();
    own.forbidden.push(s("K6"));
    assert!(own
        .validate()
        .unwrap_err()
        .0
        .contains("belongs to the enemy"));
    let mut bad = json_of(&two_surrendered());
    bad["forbidden"] = json!(["K8"]);
    assert!(serde_json::from_value::<Game>(bad).is_err());
}

#[test]
fn a_table_game_stored_with_the_old_single_field_still_decodes() {
    let game = two_surrendered();
    let mut old = json_of(&game);
    old["forbidden"] = json!(s("K8").0);
    let row = json!({ "phase": "playing", "game": old }).to_string();
    let decoded = decode("rivalry", STATE_FORMAT, &row).expect("an old row decodes");
    let stored: Value = serde_json::from_str(&decoded.encode().unwrap()).unwrap();
    assert_eq!(stored["game"]["forbidden"], json!([s("K8").0]));
}

/// A game finished before a finished game cleared its last turn was stored with its roll
/// and its moved units: in the old shape it is read cleared, in today's it is refused.
#[test]
fn an_old_finished_game_is_read_without_its_last_turn_a_new_one_must_have_none() {
    let mut game = two_surrendered();
    game.apply_in_place(
        K,
        &manawell::engines::rivalry::Move::Resign,
        &mut Vec::new(),
    )
    .unwrap();
    let mut old = json_of(&game);
    old["forbidden"] = Value::Null;
    old["roll"] = json!([2, 2]);
    old["assaulted"] = json!([{"kind": "tile", "at": t("E8").0}]);
    old["moved"][t("G8").0 as usize] = json!({"armies": 1, "cavalry": 0});
    let read: Game = serde_json::from_value(old.clone()).unwrap();
    assert_eq!(read, game);
    assert_eq!(read.validate(), Ok(()));
    old["forbidden"] = json!([]);
    let read: Game = serde_json::from_value(old).unwrap();
    assert!(read.validate().unwrap_err().0.contains("finished game"));
}
