//! The solo mode against Suramun through the protocol: started from a level and a seed,
//! a challenge code or a position; then moves, apply, state, view and score.

use serde_json::{json, Value};

use crate::{code, error, request, run};

#[test]
fn a_solo_game_starts_from_a_level_and_a_seed_and_plays() {
    let answers = run(&[
        r#"{"cmd":"new","game":"suramun","level":"master","seed":12}"#,
        r#"{"cmd":"moves"}"#,
        r#"{"cmd":"apply","move":"enter B1"}"#,
        r#"{"cmd":"view"}"#,
        r#"{"cmd":"score"}"#,
        r#"{"cmd":"state"}"#,
    ]);
    assert_eq!(answers[0]["game"], "suramun");
    assert_eq!(answers[0]["level"], "master");
    assert_eq!(answers[0]["pending"], json!({"seat":0,"step":"enter"}));
    let texts: Vec<&str> = answers[1]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    assert_eq!(texts, ["enter A1", "enter B1", "enter C1", "enter D1"]);
    assert_eq!(answers[2]["ok"], true, "{}", answers[2]);
    assert_eq!(answers[2]["turns"], 1);
    assert_eq!(answers[2]["pending"]["step"], "move");
    assert!(!answers[2]["events"].as_array().unwrap().is_empty());
    // The view hides the face-down tiles: D6 shows no tile, the state does.
    let view_tiles = answers[3]["view"]["tiles"].as_array().unwrap();
    assert_eq!(view_tiles.len(), 24);
    assert!(view_tiles[23].get("tile").is_none(), "{}", view_tiles[23]);
    assert_eq!(view_tiles[0]["golems"].as_array().unwrap().len(), 2);
    assert_eq!(answers[4]["score"]["scores"].as_array().unwrap().len(), 2);
    let state = &answers[5]["state"];
    assert!(state["field"][23]["tile"].is_string());
    assert!(answers[5]["position"]
        .as_str()
        .unwrap()
        .starts_with("suramun master"));
}

#[test]
fn a_solo_state_and_position_load_back_to_the_same_game() {
    let answers = run(&[
        r#"{"cmd":"new","game":"suramun","seed":4}"#,
        r#"{"cmd":"apply","move":"enter C1"}"#,
        r#"{"cmd":"state"}"#,
    ]);
    let state = answers[2]["state"].clone();
    let position = answers[2]["position"].clone();
    let again = run(&[
        &request(json!({"cmd":"load","game":"suramun","state":state})),
        r#"{"cmd":"state"}"#,
        &request(json!({"cmd":"position","text":position})),
        r#"{"cmd":"state"}"#,
    ]);
    assert_eq!(again[0]["ok"], true, "{}", again[0]);
    assert_eq!(again[1]["state"], answers[2]["state"]);
    assert_eq!(again[2]["ok"], true, "{}", again[2]);
    assert_eq!(again[3]["state"], answers[2]["state"]);
}

#[test]
fn a_solo_game_is_set_up_from_a_position_with_face_down_tiles() {
    let deck_a: Vec<String> = (1..=12).map(|n| format!("A{n}")).collect();
    let deck_b: Vec<String> = (1..=12).map(|n| format!("B{n}")).collect();
    let mut text = String::from("suramun beginner\n");
    for (i, tile) in deck_a.iter().chain(&deck_b).enumerate() {
        let cell = format!("{}{}", char::from(b'A' + (i % 4) as u8), i / 4 + 1);
        let down = if i >= 12 && i != 21 { " down" } else { "" };
        let extra = match i {
            1 => " s1 @salmon",
            21 => " p1 @purple",
            _ => "",
        };
        text += &format!("{cell} {tile}{down}{extra}\n");
    }
    let answers = run(&[
        &request(json!({"cmd":"position","text":text})),
        r#"{"cmd":"moves"}"#,
    ]);
    assert_eq!(answers[0]["ok"], true, "{}", answers[0]);
    assert_eq!(answers[0]["game"], "suramun", "the header names the game");
    assert_eq!(answers[0]["turns"], 1);
    assert!(!answers[1]["moves"].as_array().unwrap().is_empty());
    // Suramun not on the mirror of your wizard: refused, with the rule.
    let wrong = text
        .replace(" p1 @purple", " p1")
        .replace("D6 B12 down", "D6 B12 @purple");
    let answer = &run(&[&request(json!({"cmd":"position","text":wrong}))])[0];
    assert_eq!(code(answer), "bad_position");
    assert!(error(answer).contains("mirror"), "{answer}");
}

#[test]
fn a_challenge_code_starts_the_same_deal_for_everybody() {
    let code_text = manawell::engines::rivality::solo::Challenge::new(
        77,
        manawell::engines::rivality::solo::Difficulty::Master,
    )
    .unwrap()
    .code();
    let state = |line: Value| run(&[&request(line), r#"{"cmd":"state"}"#])[1]["state"].clone();
    assert_eq!(
        state(json!({"cmd":"new","game":"suramun","challenge":code_text})),
        state(json!({"cmd":"new","game":"suramun","level":"master","seed":77}))
    );
    let answers = run(&[
        &request(json!({"cmd":"new","game":"suramun","challenge":code_text,"seed":1})),
        r#"{"cmd":"new","game":"suramun","level":"expert"}"#,
        r#"{"cmd":"view","seat":1}"#,
    ]);
    assert_eq!(code(&answers[0]), "bad_options");
    assert_eq!(code(&answers[1]), "bad_options");
}

#[test]
fn a_damaged_solo_state_is_refused() {
    let answers = run(&[
        r#"{"cmd":"new","game":"suramun","seed":4}"#,
        r#"{"cmd":"state"}"#,
    ]);
    let mut state = answers[1]["state"].clone();
    state["field"][3]["cell"] = json!("M13");
    let mut golems = answers[1]["state"].clone();
    golems["supplies"] = json!([31, 30]);
    let answers = run(&[
        &request(json!({"cmd":"load","game":"suramun","state":state})),
        &request(json!({"cmd":"load","game":"suramun","state":golems})),
    ]);
    assert!(error(&answers[0]).contains("row by row"), "{}", answers[0]);
    assert!(
        error(&answers[1]).contains("must have 30"),
        "{}",
        answers[1]
    );
}

/// The rulebook's example deal, your wizard on A3 and Suramun on A4, with 3 golems left
/// in your supply: A5, face down, is Suramun's A4 (two spells, four golems).
fn short_supply_before_a5() -> String {
    use manawell::engines::rivality::solo::notation::format_solo_position;
    use manawell::engines::rivality::solo::{index_of, parse_solo_label, Difficulty, SoloGame};
    use manawell::engines::rivality::Side;
    let tiles = |names: &str| -> Vec<manawell::engines::rivality::TileId> {
        names
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect()
    };
    let mut g = SoloGame::from_layout(
        &tiles("B1 B3 B4 B5  B2 B6 B10 B11  B8 B7 B9 B12"),
        &tiles("A1 A7 A2 A3  A4 A6 A8 A9  A10 A5 A11 A12"),
        Difficulty::Standard,
    )
    .unwrap();
    let at = |label: &str| parse_solo_label(label).unwrap();
    let mut put = |label: &str, yours: u8, his: u8| {
        let tile = &mut g.field.tiles[index_of(at(label)).unwrap()];
        tile.golems[Side::SALMON.index()] = yours;
        tile.golems[Side::PURPLE.index()] = his;
        tile.face_down = false;
    };
    put("A3", 1, 0);
    put("A4", 1, 1);
    for label in ["A1", "B1", "C1", "D1", "B2"] {
        put(label, 5, 0);
    }
    g.supplies = [3, 29, 0];
    g.wizards = [Some(at("A3")), Some(at("A4")), None];
    g.turns = 4;
    format_solo_position(&g)
}

#[test]
fn a_solo_turn_onto_a_face_down_tile_waits_for_the_order_of_its_spells() {
    let text = short_supply_before_a5();
    let answers = run(&[
        &request(json!({"cmd":"position","text":text})),
        r#"{"cmd":"apply","move":"move A5"}"#,
        r#"{"cmd":"moves"}"#,
        r#"{"cmd":"view"}"#,
        r#"{"cmd":"state"}"#,
        r#"{"cmd":"apply","move":"move B3"}"#,
    ]);
    assert_eq!(answers[0]["ok"], true, "{}", answers[0]);
    let paused = &answers[1];
    assert_eq!(paused["ok"], true, "{paused}");
    assert_eq!(paused["pending"]["step"], "order", "{paused}");
    assert_eq!(paused["to_act"], 0);
    let texts: Vec<&str> = answers[2]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    assert_eq!(texts.len(), 2, "{texts:?}");
    assert!(texts.contains(&"order A5 left,front"), "{texts:?}");
    assert_eq!(answers[3]["view"]["pending"]["step"], "order");
    assert_eq!(answers[4]["state"]["pending"]["step"], "order");
    assert!(answers[4]["position"]
        .as_str()
        .unwrap()
        .contains("pending order"));
    assert_eq!(code(&answers[5]), "illegal_move");
    assert!(error(&answers[5]).contains("order A5"), "{}", answers[5]);
    // In JSON the cell is the engine's, as in every solo state (A5 is `M17`).
    let cell = paused["pending"]["cell"].clone();
    let order = json!({"type":"order","cell":cell,"order":["left","front"]});
    let answers = run(&[
        &request(json!({"cmd":"position","text":text})),
        r#"{"cmd":"apply","move":"move A5"}"#,
        &request(json!({"cmd":"apply","move":order})),
    ]);
    assert_eq!(answers[2]["ok"], true, "{}", answers[2]);
    assert_eq!(answers[2]["over"], true, "{}", answers[2]);
    assert_eq!(answers[2]["pending"], Value::Null);
}
