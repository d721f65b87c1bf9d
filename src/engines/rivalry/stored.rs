//! A game's state read back from JSON, in the shape it is written today or in one an
//! older version stored (the database keeps games for years): older shapes are brought
//! up to date first, then read as today's, and `Game::validate` judges the result.
//!
//! The one older shape: `forbidden` was a single city (`null` or a site) until a turn
//! could close several. Such a state also comes from before a finished game cleared its
//! last turn, so a finished one is cleared here as the engine clears it now (see
//! `Game::end`): what was possible then stays readable, while a state in today's shape
//! is taken exactly as written.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{json, Value};

use super::state::Game;
use super::units::Units;

impl Serialize for Game {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Game::serialize(self, serializer)
    }
}

impl<'de> Deserialize<'de> for Game {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Game, D::Error> {
        let mut value = Value::deserialize(deserializer)?;
        upgrade(&mut value);
        Game::deserialize(value).map_err(D::Error::custom)
    }
}

/// Brings a state of the older shape to today's; leaves any other value as it is.
fn upgrade(value: &mut Value) {
    let Value::Object(fields) = value else {
        return;
    };
    let single = match fields.get("forbidden") {
        Some(Value::Null) => None,
        Some(site @ Value::Number(_)) => Some(site.clone()),
        _ => return,
    };
    fields.insert("forbidden".into(), json!(Vec::from_iter(single)));
    if fields.get("outcome").is_none_or(Value::is_null) {
        return;
    }
    fields.insert("roll".into(), Value::Null);
    fields.insert("sabotaged".into(), json!(false));
    for list in ["recruited", "assaulted", "offers", "forbidden"] {
        fields.insert(list.into(), json!([]));
    }
    if let Some(Value::Array(moved)) = fields.get_mut("moved") {
        moved.iter_mut().for_each(|u| *u = json!(Units::NONE));
    }
}
