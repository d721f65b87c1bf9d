//! What every `manawell selfplay <game>` does alike: a line per game and a summary, as JSON
//! (`--json`) or in words for people.

use serde::Serialize;

/// Prints `value` as one line of JSON, or `text` for people.
pub fn emit<T: Serialize>(
    json: bool,
    value: &T,
    text: impl FnOnce() -> String,
) -> Result<(), String> {
    if json {
        println!(
            "{}",
            serde_json::to_string(value).map_err(|e| e.to_string())?
        );
    } else {
        println!("{}", text());
    }
    Ok(())
}
