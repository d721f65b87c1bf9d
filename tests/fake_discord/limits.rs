//! What Discord enforces on a bot's message and its OpenAPI description does not say:
//! 2,000 characters of content, at most 5 action rows, one select menu or up to 5
//! buttons per row, custom ids unique within the message; and, for manawell, that every
//! message states whom it may ping (`allowed_mentions`), so that a name in the text never
//! pings anyone by accident.

use serde_json::Value;

/// Discord's limit on a bot's message content (the schema allows 4,000 for Nitro users).
pub const MAX_CONTENT: usize = 2000;
pub const MAX_ROWS: usize = 5;
pub const MAX_BUTTONS_PER_ROW: usize = 5;

/// The message a request writes, if it writes one: a post, a follow-up, an edit, or the
/// `data` of an interaction callback of type 4 (message) or 7 (update).
pub fn message_of<'a>(method: &str, template: &str, body: &'a Value) -> Option<&'a Value> {
    match (method, template) {
        ("POST", "/interactions/{interaction_id}/{interaction_token}/callback") => {
            matches!(body["type"].as_u64(), Some(4 | 7)).then(|| &body["data"])
        }
        ("POST", "/channels/{channel_id}/messages")
        | ("POST", "/webhooks/{webhook_id}/{webhook_token}")
        | ("PATCH", "/channels/{channel_id}/messages/{message_id}")
        | ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original")
        | ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}") => Some(body),
        _ => None,
    }
}

/// A message with text that does not say whom it may ping: Discord then pings every user
/// mentioned in it (and, per its defaults, roles and everyone).
pub fn careless_mentions(message: &Value) -> Option<String> {
    let content = message["content"].as_str()?;
    message
        .get("allowed_mentions")
        .is_none_or(Value::is_null)
        .then(|| {
            format!(
                "a message without allowed_mentions: {:?}",
                content.chars().take(60).collect::<String>()
            )
        })
}

/// Why Discord would refuse `message`, if it would.
pub fn broken_rules(message: &Value) -> Vec<String> {
    let mut broken = Vec::new();
    if let Some(content) = message["content"].as_str() {
        let count = content.chars().count();
        if count > MAX_CONTENT {
            broken.push(format!(
                "content of {count} characters (Discord allows {MAX_CONTENT})"
            ));
        }
    }
    let rows = message["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    if rows.len() > MAX_ROWS {
        broken.push(format!("{} action rows (at most {MAX_ROWS})", rows.len()));
    }
    let mut ids: Vec<String> = Vec::new();
    for (n, row) in rows.iter().enumerate() {
        let items = row["components"].as_array().cloned().unwrap_or_default();
        let buttons = items.iter().filter(|c| c["type"] == 2).count();
        let selects = items.len() - buttons;
        if selects > 0 && items.len() > 1 {
            broken.push(format!(
                "row {n}: a select menu shares its row with {} other component(s)",
                items.len() - 1
            ));
        }
        if buttons > MAX_BUTTONS_PER_ROW {
            broken.push(format!(
                "row {n}: {buttons} buttons (at most {MAX_BUTTONS_PER_ROW})"
            ));
        }
        for id in items.iter().filter_map(|c| c["custom_id"].as_str()) {
            if ids.iter().any(|seen| seen == id) {
                broken.push(format!("custom_id {id:?} used twice in one message"));
            }
            ids.push(id.to_string());
        }
    }
    broken
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn button(id: &str) -> Value {
        json!({"type": 2, "style": 1, "label": "b", "custom_id": id})
    }

    fn select(id: &str) -> Value {
        json!({"type": 3, "custom_id": id, "options": [{"label": "a", "value": "a"}]})
    }

    fn message(content: &str, rows: Vec<Vec<Value>>) -> Value {
        let rows: Vec<Value> = rows
            .into_iter()
            .map(|r| json!({"type": 1, "components": r}))
            .collect();
        json!({"content": content, "allowed_mentions": {"parse": []}, "components": rows})
    }

    #[test]
    fn a_proper_message_passes() {
        let ok = message(
            &"é".repeat(MAX_CONTENT),
            vec![
                vec![select("s")],
                (0..5).map(|i| button(&format!("b{i}"))).collect(),
            ],
        );
        assert_eq!(broken_rules(&ok), Vec::<String>::new());
    }

    #[test]
    fn what_discord_refuses_is_reported() {
        let long = message(&"x".repeat(MAX_CONTENT + 1), vec![]);
        assert!(broken_rules(&long)[0].contains("2001 characters"));
        assert_eq!(careless_mentions(&long), None);
        let mut loose = message("hi", vec![]);
        loose.as_object_mut().unwrap().remove("allowed_mentions");
        assert!(careless_mentions(&loose)
            .unwrap()
            .contains("allowed_mentions"));
        let six = message("", (0..6).map(|i| vec![button(&format!("b{i}"))]).collect());
        assert!(broken_rules(&six)[0].contains("6 action rows"));
        let shared = message("", vec![vec![select("s"), button("b")]]);
        assert!(broken_rules(&shared)[0].contains("shares its row"));
        let crowded = message("", vec![(0..6).map(|i| button(&format!("b{i}"))).collect()]);
        assert!(broken_rules(&crowded)[0].contains("6 buttons"));
        let twice = message("", vec![vec![button("b")], vec![button("b")]]);
        assert!(broken_rules(&twice)[0].contains("used twice"));
    }
}
