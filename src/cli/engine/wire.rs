//! One shape per field on the wire: arrays by side hold one entry per side of the game
//! (a 2-player game has two supplies), although the engine keeps room for three.
//!
//! The fields by side are the same everywhere: `supplies`, `wizards`, a tile's `golems`
//! and a siege's `returned`. [`trim`] cuts them to the game's sides in answers; [`pad`]
//! gives them back their room when a state is loaded, refusing any other length.

use serde_json::Value;

use super::failure::{Code, Failure};
use crate::engines::rivality::Side;

const BY_SIDE: [&str; 4] = ["supplies", "wizards", "golems", "returned"];

/// Cuts every array by side in `value` to `sides` entries.
pub fn trim(value: &mut Value, sides: usize) {
    match value {
        Value::Object(fields) => {
            for (key, field) in fields.iter_mut() {
                match field {
                    Value::Array(items) if BY_SIDE.contains(&key.as_str()) => items.truncate(sides),
                    _ => trim(field, sides),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|item| trim(item, sides)),
        _ => {}
    }
}

/// Gives every array by side in `value` its full room, refusing one whose length is not
/// `sides`. `depth` keeps a hostile state from nesting without end (serde_json already
/// stops at 128 levels when reading).
pub fn pad(value: &mut Value, sides: usize) -> Result<(), Failure> {
    pad_at(value, sides, 0)
}

fn pad_at(value: &mut Value, sides: usize, depth: usize) -> Result<(), Failure> {
    if depth > 200 {
        return Err(Failure::new(Code::BadState, "the state nests too deep"));
    }
    match value {
        Value::Object(fields) => {
            for (key, field) in fields.iter_mut() {
                match field {
                    Value::Array(items) if BY_SIDE.contains(&key.as_str()) => {
                        if items.len() != sides {
                            return Err(Failure::new(
                                Code::BadState,
                                format!(
                                    "`{key}` must have {sides} entries, one per side, not {}",
                                    items.len()
                                ),
                            ));
                        }
                        let empty = if key == "wizards" {
                            Value::Null
                        } else {
                            Value::from(0)
                        };
                        items.resize(Side::MAX, empty);
                    }
                    _ => pad_at(field, sides, depth + 1)?,
                }
            }
        }
        Value::Array(items) => {
            for item in items {
                pad_at(item, sides, depth + 1)?;
            }
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn arrays_by_side_are_cut_to_the_game_and_padded_back() {
        let full = json!({"supplies":[28,29,0],"wizards":["M14",null,null],
            "field":[{"golems":[1,2,0],"cell":"M13"}],"hands":[["A1"],["B2"]]});
        let mut cut = full.clone();
        trim(&mut cut, 2);
        assert_eq!(cut["supplies"], json!([28, 29]));
        assert_eq!(cut["field"][0]["golems"], json!([1, 2]));
        assert_eq!(cut["hands"], full["hands"]);
        let mut back = cut.clone();
        pad(&mut back, 2).unwrap();
        assert_eq!(back, full);
        let mut wrong = full.clone();
        assert!(pad(&mut wrong, 2)
            .unwrap_err()
            .message
            .contains("2 entries"));
    }
}
