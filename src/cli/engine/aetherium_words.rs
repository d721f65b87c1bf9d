//! One word per thing in Aetherium's JSON: the protocol writes a power token and an
//! action as the notation does (`"rise-fire"`, `"twin"`, `"step-leap"`) in states, moves
//! and events alike. The engine (and what the database keeps) writes them its own way
//! (`{"rise":"fire"}`, `{"token":"rise","element":"fire",…}`, `twin_rise`,
//! `step_and_leap`): rewritten on the way out, and back on the way in, where the engine's
//! own forms are still read.

use serde_json::{Map, Value};

use crate::engines::aetherium::mat::Element;

/// The engine's and the notation's name of each action whose two differ (the others,
/// `fall`, `surge`, `gather`, are the same word).
const ACTIONS: [(&str, &str); 2] = [("twin_rise", "twin"), ("step_and_leap", "step-leap")];

fn action_names() -> impl Iterator<Item = (&'static str, &'static str)> {
    ACTIONS.into_iter()
}

/// An element's name, if `word` is one.
fn element(word: &str) -> Option<&'static str> {
    Element::from_word(word).map(Element::name)
}

/// The engine's JSON in the protocol's words.
pub fn out(value: &mut Value) {
    match value {
        Value::String(word) => {
            if let Some((_, name)) = action_names().find(|(engine, _)| *engine == word.as_str()) {
                *value = Value::from(name);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(out),
        Value::Object(fields) => {
            if let Some(token) = rise_token(fields) {
                *value = Value::from(token);
                return;
            }
            if fields.get("token").and_then(Value::as_str) == Some("rise") {
                if let Some(e) = fields
                    .get("element")
                    .and_then(Value::as_str)
                    .and_then(element)
                {
                    fields.remove("element");
                    fields.insert("token".into(), Value::from(format!("rise-{e}")));
                }
            }
            fields.values_mut().for_each(out);
        }
        _ => {}
    }
}

/// `{"rise":"fire"}`: the engine's rise token, written `rise-fire`.
fn rise_token(fields: &Map<String, Value>) -> Option<String> {
    if fields.len() != 1 {
        return None;
    }
    let e = fields.get("rise")?.as_str().and_then(element)?;
    Some(format!("rise-{e}"))
}

/// The protocol's JSON (a state to load, a move) in the engine's words.
pub fn to_engine(value: &mut Value) {
    match value {
        Value::String(word) => {
            if let Some((engine, _)) = action_names().find(|(_, name)| *name == word.as_str()) {
                *value = Value::from(engine);
            } else if let Some(e) = word.strip_prefix("rise-").and_then(element) {
                *value = serde_json::json!({ "rise": e });
            }
        }
        Value::Array(items) => items.iter_mut().for_each(to_engine),
        Value::Object(fields) => {
            let rise = fields
                .get("token")
                .and_then(Value::as_str)
                .and_then(|t| t.strip_prefix("rise-"))
                .and_then(element);
            if let Some(e) = rise {
                fields.insert("token".into(), Value::from("rise"));
                fields.insert("element".into(), Value::from(e));
            }
            fields.values_mut().for_each(to_engine);
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn tokens_and_actions_take_the_notations_words_and_come_back() {
        let engine = json!({"hands":[[{"rise":"fire"},"fall"],[]],"blocked":"twin_rise",
            "token":{"when":"after","use":{"token":"rise","element":"air","column":2}},
            "action":{"kind":"step_and_leap","step":0,"leap":1}});
        let mut v = engine.clone();
        out(&mut v);
        assert_eq!(
            v,
            json!({"hands":[["rise-fire","fall"],[]],"blocked":"twin",
            "token":{"when":"after","use":{"token":"rise-air","column":2}},
            "action":{"kind":"step-leap","step":0,"leap":1}})
        );
        to_engine(&mut v);
        assert_eq!(v, engine);
    }
}
