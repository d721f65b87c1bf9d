//! The messages the fake holds: created by interaction callbacks, follow-ups and posts,
//! edited and deleted through the webhook routes.

use serde_json::{json, Value};

use super::http::RawResponse;
use super::payloads;
use super::routes::{error, no_content, ok};
use super::Shared;

pub(super) fn interaction_callback(
    shared: &Shared,
    s: &[&str],
    body: &Value,
    files: &[(String, usize)],
) -> RawResponse {
    let id: u64 = s[1].parse().unwrap_or(0);
    let token = s[2];
    let mut state = shared.lock();
    let late = state
        .sent_at
        .get(token)
        .is_some_and(|at| at.elapsed() > state.answer_window);
    if late {
        drop(state);
        shared.problem(format!(
            "interaction {id} answered after the 3-second window: the user saw \"This interaction failed\""
        ));
        return RawResponse {
            status: 404,
            body: Some(json!({"message": "Unknown interaction", "code": 10062})),
            headers: Vec::new(),
        };
    }
    let known = state
        .interactions
        .get(&id)
        .map(|(t, answered)| (t == token, *answered));
    match known {
        None | Some((false, _)) => {
            drop(state);
            shared.problem(format!("callback for an unknown interaction {id}"));
            return error(404, "Unknown interaction");
        }
        Some((true, true)) => {
            drop(state);
            shared.problem(format!("interaction {id} answered twice"));
            return error(400, "Interaction has already been acknowledged.");
        }
        Some((true, false)) => {
            if let Some(entry) = state.interactions.get_mut(&id) {
                entry.1 = true;
            }
        }
    }
    // 4: message, 5: deferred message; 7: update message, 6: deferred update.
    let kind = body["type"].as_u64().unwrap_or(0);
    let data = body.get("data").cloned().unwrap_or(json!({}));
    if kind == 6 || kind == 7 {
        let Some(&message_id) = state.clicked.get(&id) else {
            drop(state);
            shared.problem(format!(
                "interaction {id} updates a message but was not a component"
            ));
            return error(400, "Invalid interaction response type");
        };
        state.originals.insert(token.to_string(), message_id);
        if kind == 7 {
            let old = state
                .messages
                .get(&message_id)
                .cloned()
                .unwrap_or(json!({}));
            let merged = merge(&old, &data);
            let message = payloads::message_json(
                message_id,
                payloads::CHANNEL_ID,
                payloads::bot_user(),
                &merged,
                files,
            );
            state.messages.insert(message_id, message);
        }
    }
    if kind == 4 || kind == 5 {
        state.next_id += 1;
        let message_id = 10_000 + state.next_id;
        if kind == 4 {
            let notified = notified_by(&data);
            state.notified.push((message_id, notified));
        }
        let message = payloads::message_json(
            message_id,
            payloads::CHANNEL_ID,
            payloads::bot_user(),
            &data,
            files,
        );
        state.messages.insert(message_id, message);
        state.originals.insert(token.to_string(), message_id);
        if kind == 5 {
            state.thinking.insert(token.to_string());
        }
    }
    drop(state);
    shared.bump();
    no_content()
}

/// A follow-up (`POST /webhooks/{app}/{token}`). As on Discord, the first follow-up
/// after a deferred answer (type 5) that was neither edited nor deleted takes the
/// "thinking" message's place, and with it that message's visibility: the follow-up's
/// own ephemeral flag is ignored. Any other follow-up is a new message.
pub(super) fn followup(
    shared: &Shared,
    token: &str,
    body: &Value,
    files: &[(String, usize)],
) -> RawResponse {
    let mut state = shared.lock();
    let acknowledged = state
        .interactions
        .values()
        .any(|(t, answered)| t == token && *answered);
    let thinking = state
        .thinking
        .remove(token)
        .then(|| state.originals.get(token).copied())
        .flatten();
    drop(state);
    if !acknowledged {
        shared.problem("follow-up before the interaction was acknowledged".into());
    }
    match thinking {
        Some(original) => {
            let mut edit = body.clone();
            if let Some(edit) = edit.as_object_mut() {
                edit.remove("flags");
            }
            message_op(shared, "PATCH", original, &edit, files)
        }
        None => {
            let id = shared.next_id();
            store_message(shared, id, payloads::CHANNEL_ID, body, files)
        }
    }
}

pub(super) fn store_message(
    shared: &Shared,
    id: u64,
    channel: u64,
    body: &Value,
    files: &[(String, usize)],
) -> RawResponse {
    let message = payloads::message_json(id, channel, payloads::bot_user(), body, files);
    let mut state = shared.lock();
    state.messages.insert(id, message.clone());
    state.notified.push((id, notified_by(body)));
    drop(state);
    shared.bump();
    ok(message)
}

pub(super) fn message_op(
    shared: &Shared,
    method: &str,
    id: u64,
    body: &Value,
    files: &[(String, usize)],
) -> RawResponse {
    let mut state = shared.lock();
    let Some(old) = state.messages.get(&id).cloned() else {
        drop(state);
        shared.problem(format!("{method} of unknown message {id}"));
        return error(404, "Unknown Message");
    };
    let response = match method {
        "DELETE" => {
            state.messages.remove(&id);
            no_content()
        }
        "PATCH" => {
            let merged = merge(&old, body);
            let channel = old["channel_id"]
                .as_str()
                .and_then(|c| c.parse().ok())
                .unwrap_or(0);
            let mut message =
                payloads::message_json(id, channel, payloads::bot_user(), &merged, files);
            if files.is_empty() {
                // No new upload: the old attachments stay, unless the edit lists the ones
                // to keep.
                let kept = body
                    .get("attachments")
                    .and_then(Value::as_array)
                    .map(|keep| {
                        let ids: Vec<String> = keep
                            .iter()
                            .map(|a| a["id"].to_string().replace('"', ""))
                            .collect();
                        let old = old["attachments"].as_array().cloned().unwrap_or_default();
                        old.into_iter()
                            .filter(|a| ids.contains(&a["id"].as_str().unwrap_or("").to_string()))
                            .collect::<Vec<_>>()
                    });
                message["attachments"] = kept
                    .map(Value::from)
                    .unwrap_or_else(|| old["attachments"].clone());
            }
            state.messages.insert(id, message.clone());
            ok(message)
        }
        _ => ok(old),
    };
    drop(state);
    shared.bump();
    response
}

/// A message after an edit: the edit's fields replace the old ones.
pub(super) fn merge(old: &Value, edit: &Value) -> Value {
    let mut merged = old.clone();
    for (key, value) in edit.as_object().into_iter().flatten() {
        merged[key] = value.clone();
    }
    merged
}

/// The users a new message notifies, as Discord decides: those its content mentions
/// (`<@id>`, `<@!id>`) that its `allowed_mentions` lets through (listed in `users`, or
/// `parse` holding "users"). An edit notifies nobody, whatever it says.
pub(super) fn notified_by(message: &Value) -> Vec<u64> {
    let content = message["content"].as_str().unwrap_or("");
    let allowed = &message["allowed_mentions"];
    let parse_users = allowed["parse"]
        .as_array()
        .is_some_and(|p| p.iter().any(|v| v == "users"));
    let listed: Vec<u64> = allowed["users"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|u| u.as_str().and_then(|u| u.parse().ok()).or(u.as_u64()))
        .collect();
    let mut notified = Vec::new();
    for piece in content.split("<@").skip(1) {
        let digits: String = piece
            .trim_start_matches('!')
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        let rest = &piece.trim_start_matches('!')[digits.len()..];
        let Ok(user) = digits.parse::<u64>() else {
            continue;
        };
        if rest.starts_with('>')
            && (parse_users || listed.contains(&user))
            && !notified.contains(&user)
        {
            notified.push(user);
        }
    }
    notified
}
