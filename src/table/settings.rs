//! What a table keeps beside its game's options, in the same stored JSON object: the AI
//! level, whether hints are allowed, the daily challenge it plays. The engines never read
//! these keys (their options ignore unknown fields), and a key that cannot be read counts
//! as unset.

use serde::de::DeserializeOwned;
use serde::Serialize;

/// The AI seats' level.
pub const AI_LEVEL: &str = "ai_level";
/// Hints allowed between human players.
pub const HINTS: &str = "hints";
/// The day of the daily challenge the table plays (`YYYY-MM-DD`).
pub const DAILY: &str = "daily";
/// Not rated (a tournament game whose creator said so).
pub const UNRATED: &str = "unrated";

/// `options` (a JSON object) with `key` set to `value`.
pub fn with(options: &str, key: &str, value: impl Serialize) -> Result<String, String> {
    let mut object: serde_json::Value = serde_json::from_str(options).map_err(|e| e.to_string())?;
    let Some(map) = object.as_object_mut() else {
        return Err("the options are not a JSON object".to_string());
    };
    let value = serde_json::to_value(value).map_err(|e| e.to_string())?;
    map.insert(key.to_string(), value);
    serde_json::to_string(&object).map_err(|e| e.to_string())
}

/// The value of `key` in `options`, if set and readable.
pub fn get<T: DeserializeOwned>(options: &str, key: &str) -> Option<T> {
    let object: serde_json::Value = serde_json::from_str(options).ok()?;
    serde_json::from_value(object.get(key)?.clone()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setting_lives_beside_the_games_options_and_a_bad_one_reads_as_unset() {
        let stored = with(r#"{"players":2}"#, HINTS, true).unwrap();
        assert_eq!(get::<bool>(&stored, HINTS), Some(true));
        assert_eq!(get::<u8>(&stored, "players"), Some(2));
        assert_eq!(get::<bool>(&stored, DAILY), None);
        assert_eq!(get::<bool>(r#"{"hints":"yes"}"#, HINTS), None);
        assert_eq!(get::<bool>("not json", HINTS), None);
        assert!(with("[1]", HINTS, true).is_err());
    }
}
