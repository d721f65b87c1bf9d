//! The HTTP API: parse, record, check against the OpenAPI description, answer.

use std::time::Instant;

use serde_json::{json, Value};

use super::http::{multipart, RawRequest, RawResponse};
use super::limits;
use super::messages::{followup, interaction_callback, message_op, store_message};
use super::payloads::{self, APP_ID};
use super::{Recorded, Shared, BOT_TOKEN};

pub(super) fn ok(body: Value) -> RawResponse {
    RawResponse {
        status: 200,
        body: Some(body),
        headers: Vec::new(),
    }
}

pub(super) fn no_content() -> RawResponse {
    RawResponse {
        status: 204,
        body: None,
        headers: Vec::new(),
    }
}

pub(super) fn error(status: u16, message: &str) -> RawResponse {
    RawResponse {
        status,
        body: Some(json!({"message": message, "code": 0})),
        headers: Vec::new(),
    }
}

pub fn handle(shared: &Shared, request: RawRequest) -> RawResponse {
    let (path, query) = request
        .target
        .split_once('?')
        .unwrap_or((&request.target, ""));
    let Some(path) = path.strip_prefix("/api/v10") else {
        shared.problem(format!(
            "request outside /api/v10: {} {}",
            request.method, request.target
        ));
        return error(404, "404: Not Found");
    };
    let (json_body, files, media) = match parse_body(&request) {
        Ok(parsed) => parsed,
        Err(e) => {
            shared.problem(format!("{} {path}: unreadable body: {e}", request.method));
            return error(400, "400: Bad Request");
        }
    };
    let template = shared.api.match_path(path).map(str::to_string);
    let recorded = Recorded {
        method: request.method.clone(),
        path: path.to_string(),
        query: query.to_string(),
        template: template.clone(),
        json: json_body,
        files,
        at: Instant::now(),
    };
    // A route's rate limit first, as on Discord; its headers on every answer.
    let bucket = template.as_deref().map_or(Ok(Vec::new()), |t| {
        super::buckets::take(shared, &request.method, t, path)
    });
    let response = match bucket {
        Ok(headers) => {
            let mut response = respond(shared, &request, path, template, media, &recorded);
            response.headers.extend(headers);
            response
        }
        Err(limited) => limited,
    };
    super::rate::answered(shared, response.status);
    // Recorded once answered, so that a test that sees the request also sees its effects
    // (the message a callback created, for instance).
    let mut recorded = recorded;
    let mut state = shared.lock();
    if state.forget_files {
        recorded
            .files
            .iter_mut()
            .for_each(|(_, _, bytes)| *bytes = Vec::new());
    }
    state.requests.push(recorded);
    drop(state);
    shared.bump();
    response
}

fn respond(
    shared: &Shared,
    request: &RawRequest,
    path: &str,
    template: Option<String>,
    media: &str,
    recorded: &Recorded,
) -> RawResponse {
    for (field, name, data) in &recorded.files {
        // Every picture the bot sends is a PNG that decodes (a replay: a GIF that does),
        // every text file is UTF-8, and each is within Discord's 10 MB.
        let valid = if name.ends_with(".gif") {
            gif::DecodeOptions::new().read_info(&data[..]).is_ok()
        } else if name.ends_with(".txt") {
            std::str::from_utf8(data).is_ok()
        } else {
            name.ends_with(".png")
                && image::load_from_memory_with_format(data, image::ImageFormat::Png).is_ok()
        };
        if !valid {
            shared.problem(format!("{field} ({name}) is not a valid PNG, GIF or text"));
        }
        if data.len() > 10 * 1024 * 1024 {
            shared.problem(format!("{field} ({name}) is over 10 MB"));
        }
    }
    check_attachments(shared, recorded);

    if request.header("authorization") != Some(&format!("Bot {BOT_TOKEN}")) {
        return error(401, "401: Unauthorized");
    }
    let Some(template) = template else {
        shared.problem(format!("unknown route {} {path}", request.method));
        return error(404, "404: Not Found");
    };
    if let Err(e) =
        shared
            .api
            .check_request(&request.method, &template, media, recorded.json.as_ref())
    {
        shared.problem(format!("invalid request body: {e}"));
        return error(400, "400: Bad Request (invalid body)");
    }
    if let Some(limited) = super::rate::over_limit(shared, &template) {
        return limited;
    }
    if let Some(fault) = super::faults::answer(shared, &request.method, &template, path) {
        return fault;
    }
    if let Some(message) = recorded
        .json
        .as_ref()
        .and_then(|body| limits::message_of(&request.method, &template, body))
    {
        if let Some(careless) = limits::careless_mentions(message) {
            shared.problem(format!("{} {template}: {careless}", request.method));
        }
        let broken = limits::broken_rules(message);
        if !broken.is_empty() {
            shared.problem(format!(
                "{} {template}: Discord refuses this message: {}",
                request.method,
                broken.join("; ")
            ));
            return RawResponse {
                status: 400,
                body: Some(json!({"message": "Invalid Form Body", "code": 50035})),
                headers: Vec::new(),
            };
        }
    }
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let response = answer(shared, &request.method, &template, &segments, recorded);
    if let Some(body) = &response.body {
        if response.status < 300 {
            check_response(shared, &template, body);
        }
    }
    response
}

/// JSON, or multipart with `payload_json` and `files[n]`; the media type names the schema.
type Parsed = (Option<Value>, Vec<(String, String, Vec<u8>)>, &'static str);

fn parse_body(request: &RawRequest) -> Result<Parsed, String> {
    if request.body.is_empty() {
        return Ok((None, Vec::new(), "application/json"));
    }
    let content_type = request.header("content-type").unwrap_or("");
    if content_type.starts_with("application/json") {
        let value = serde_json::from_slice(&request.body).map_err(|e| e.to_string())?;
        return Ok((Some(value), Vec::new(), "application/json"));
    }
    if content_type.starts_with("multipart/form-data") {
        let mut json_body = None;
        let mut files = Vec::new();
        for part in multipart(content_type, &request.body)? {
            if part.name == "payload_json" {
                json_body = Some(serde_json::from_slice(&part.data).map_err(|e| e.to_string())?);
            } else if part.name.starts_with("files[") && part.name.ends_with(']') {
                files.push((
                    part.name,
                    part.filename.ok_or("a file part without a file name")?,
                    part.data,
                ));
            } else {
                return Err(format!("unexpected multipart field {:?}", part.name));
            }
        }
        return Ok((json_body, files, "multipart/form-data"));
    }
    Err(format!("unexpected content type {content_type:?}"))
}

fn answer(
    shared: &Shared,
    method: &str,
    template: &str,
    s: &[&str],
    recorded: &Recorded,
) -> RawResponse {
    let body = recorded.json.clone().unwrap_or(Value::Null);
    let files: Vec<(String, usize)> = recorded
        .files
        .iter()
        .map(|(_, name, data)| (name.clone(), data.len()))
        .collect();
    if template.starts_with("/webhooks/{webhook_id}/{webhook_token}") {
        let state = shared.lock();
        let expired = state
            .sent_at
            .get(s[2])
            .is_some_and(|at| at.elapsed() > state.token_lifetime);
        drop(state);
        if expired {
            shared.problem(format!(
                "{method} {template}: the interaction token expired (15 minutes)"
            ));
            return RawResponse {
                status: 401,
                body: Some(json!({"message": "Invalid Webhook Token", "code": 50027})),
                headers: Vec::new(),
            };
        }
    }
    match (method, template) {
        ("GET", "/gateway") | ("GET", "/gateway/bot") => {
            ok(json!({"url": shared.ws_url, "shards": 1,
                      "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}}))
        }
        ("GET", "/users/@me") => ok(payloads::bot_user()),
        ("PUT", "/applications/{application_id}/commands") => {
            if s[1] != APP_ID.to_string() {
                shared.problem(format!("commands registered for application {}", s[1]));
            }
            ok(payloads::registered_commands(&body, None))
        }
        ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands") => {
            ok(payloads::registered_commands(&body, s[3].parse().ok()))
        }
        ("POST", "/interactions/{interaction_id}/{interaction_token}/callback") => {
            interaction_callback(shared, s, &body, &files)
        }
        (
            "GET" | "PATCH" | "DELETE",
            "/webhooks/{webhook_id}/{webhook_token}/messages/@original",
        ) => {
            let original = {
                let mut state = shared.lock();
                // An edit or a deletion ends the "thinking" state of a deferred answer.
                if method != "GET" {
                    state.thinking.remove(s[2]);
                }
                state.originals.get(s[2]).copied()
            };
            match original {
                Some(id) => message_op(shared, method, id, &body, &files),
                None => {
                    shared.problem(format!(
                        "{method} @original of an interaction with no message"
                    ));
                    error(404, "Unknown Message")
                }
            }
        }
        ("POST", "/webhooks/{webhook_id}/{webhook_token}") => followup(shared, s[2], &body, &files),
        (
            "PATCH" | "DELETE" | "GET",
            "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
        ) => message_op(shared, method, s[4].parse().unwrap_or(0), &body, &files),
        ("GET", "/channels/{channel_id}/messages") => {
            let limit = recorded
                .query
                .split('&')
                .find_map(|p| p.strip_prefix("limit="))
                .and_then(|l| l.parse().ok())
                .unwrap_or(50usize);
            ok(Value::Array(latest_in(shared, s[1], limit)))
        }
        ("PATCH", "/channels/{channel_id}/messages/{message_id}") => {
            let id = s[3].parse().unwrap_or(0);
            let here = shared
                .lock()
                .messages
                .get(&id)
                .is_some_and(|m| m["channel_id"] == s[1]);
            if !here {
                shared.problem(format!("PATCH of message {id}, not in channel {}", s[1]));
                return error(404, "Unknown Message");
            }
            message_op(shared, method, id, &body, &files)
        }
        ("POST", "/channels/{channel_id}/messages") => {
            let channel: u64 = s[1].parse().unwrap_or(0);
            if shared.lock().no_access.contains(&channel) {
                return missing_access();
            }
            if let Some(refusal) = super::threads::refuses_posts(shared, channel) {
                return refusal;
            }
            let id = shared.next_id();
            store_message(shared, id, s[1].parse().unwrap_or(0), &body, &files)
        }
        ("POST", "/channels/{channel_id}/threads") => {
            super::threads::create(shared, s[1].parse().unwrap_or(0), &body, false)
        }
        ("POST", "/channels/{channel_id}/messages/{message_id}/threads") => {
            super::threads::create(shared, s[1].parse().unwrap_or(0), &body, true)
        }
        ("GET", "/channels/{channel_id}") => super::threads::get(shared, s[1].parse().unwrap_or(0)),
        ("DELETE", "/channels/{channel_id}") => {
            super::threads::delete(shared, s[1].parse().unwrap_or(0))
        }
        ("PATCH", "/channels/{channel_id}") => {
            super::threads::edit(shared, s[1].parse().unwrap_or(0), &body)
        }
        ("POST", "/users/@me/channels") => {
            let recipient = body["recipient_id"]
                .as_str()
                .and_then(|r| r.parse().ok())
                .unwrap_or(0);
            ok(payloads::dm_channel_json(recipient))
        }
        _ => {
            shared.problem(format!("route not served by the fake: {method} {template}"));
            error(404, "404: Not Found")
        }
    }
}

/// Discord's answer where the bot may not go (error 50001).
pub(super) fn missing_access() -> RawResponse {
    super::faults::DiscordError::MissingAccess.response()
}

/// The latest `limit` messages of a channel, newest first (as Discord lists them).
fn latest_in(shared: &Shared, channel: &str, limit: usize) -> Vec<Value> {
    let state = shared.lock();
    let here = state.messages.in_channel(channel);
    here.take(limit).map(|(_, m)| m.clone()).collect()
}

/// Each uploaded `files[n]` must be listed in the body's `attachments` with id `n` (a
/// number, the allowed deviation, or its string), as Discord matches them.
fn check_attachments(shared: &Shared, recorded: &Recorded) {
    if recorded.files.is_empty() {
        return;
    }
    let body = recorded.json.clone().unwrap_or(Value::Null);
    let data = body.get("data").unwrap_or(&body);
    let listed: Vec<String> = data["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|a| a["id"].to_string().trim_matches('"').to_string())
        .collect();
    for (field, name, _) in &recorded.files {
        let n = field.trim_start_matches("files[").trim_end_matches(']');
        if !listed.iter().any(|id| id == n) {
            shared.problem(format!(
                "{field} ({name}) is not listed in attachments {listed:?}"
            ));
        }
    }
}

/// The fake's own answers must be readable by serenity, or the bot would fail for the
/// fake's sake: check the ones with a clear serenity type.
fn check_response(shared: &Shared, template: &str, body: &Value) {
    let value = body.clone();
    let result = if template.ends_with("/threads") || template == "/channels/{channel_id}" {
        serde_json::from_value::<serenity::all::GuildChannel>(value).map(drop)
    } else if template == "/channels/{channel_id}/messages" && value.is_array() {
        serde_json::from_value::<Vec<serenity::all::Message>>(value).map(drop)
    } else if template.contains("/messages") || template == "/webhooks/{webhook_id}/{webhook_token}"
    {
        serde_json::from_value::<serenity::all::Message>(value).map(drop)
    } else if template.ends_with("/commands") {
        serde_json::from_value::<Vec<serenity::all::Command>>(value).map(drop)
    } else if template == "/users/@me/channels" {
        serde_json::from_value::<serenity::all::PrivateChannel>(value).map(drop)
    } else if template == "/users/@me" {
        serde_json::from_value::<serenity::all::CurrentUser>(value).map(drop)
    } else {
        Ok(())
    };
    if let Err(e) = result {
        shared.problem(format!(
            "the fake's answer to {template} does not deserialize in serenity: {e}"
        ));
    }
}
