//! Reading a posted message's components: buttons and select menus by their action.
//! Shared by the e2e tests and `benches/discord.rs`.

use serde_json::Value;

/// Every component of a message: (custom_id, option values for a select menu).
pub fn components(message: &Value) -> Vec<(String, Vec<String>)> {
    let rows = message["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    rows.iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|c| {
            let options = c["options"].as_array().cloned().unwrap_or_default();
            let values = options
                .iter()
                .filter_map(|o| o["value"].as_str().map(String::from))
                .collect();
            (c["custom_id"].as_str().unwrap_or("").to_string(), values)
        })
        .collect()
}

/// The component whose id has `action` as its action.
pub fn find(message: &Value, action: &str) -> Option<(String, Vec<String>)> {
    components(message)
        .into_iter()
        .find(|(id, _)| id.split(':').nth(3) == Some(action))
}
