//! The fake gateway: HELLO, IDENTIFY -> READY, heartbeats, and injected dispatches.

use std::sync::Arc;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message;

use super::payloads::{bot_user, APP_ID};
use super::{FakeDiscord, Shared, BOT_TOKEN};

/// Short, so that the tests see serenity's heartbeats answered.
pub(super) const HEARTBEAT: std::time::Duration = std::time::Duration::from_millis(1000);

pub async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    while let Ok((stream, _)) = listener.accept().await {
        let shared = shared.clone();
        tokio::spawn(async move {
            match tokio_tungstenite::accept_async(stream).await {
                Ok(ws) => session(ws, shared).await,
                Err(e) => shared.problem(format!("gateway: websocket handshake failed: {e}")),
            }
        });
    }
}

async fn session(
    ws: tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>,
    shared: Arc<Shared>,
) {
    let connection = shared.connected();
    let (mut sink, mut source) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<Message>();
    let writer = tokio::spawn(async move {
        while let Some(message) = rx.recv().await {
            let closing = matches!(message, Message::Close(_));
            if sink.send(message).await.is_err() || closing {
                break;
            }
        }
    });
    let interval = shared.lock().heartbeat_interval.as_millis() as u64;
    let _ = tx.send(Message::Text(
        json!({"op": 10, "d": {"heartbeat_interval": interval}}).to_string(),
    ));
    while let Some(frame) = source.next().await {
        let text = match frame {
            Ok(Message::Text(text)) => text,
            Ok(Message::Close(_)) | Err(_) => break,
            Ok(Message::Ping(_) | Message::Pong(_)) => continue,
            Ok(other) => {
                shared.problem(format!("gateway: unexpected frame {other:?}"));
                continue;
            }
        };
        let Ok(payload) = serde_json::from_str::<Value>(&text) else {
            shared.problem(format!("gateway: not JSON: {text}"));
            continue;
        };
        match payload["op"].as_u64() {
            Some(1) => {
                shared.heartbeat();
                if shared.lock().zombie != Some(connection) {
                    let _ = tx.send(Message::Text(json!({"op": 11}).to_string()));
                }
            }
            Some(2) => identify(&payload, connection, &tx, &shared),
            Some(6) => resume(&payload, connection, &tx, &shared),
            // Presence and voice state updates: nothing to do.
            Some(3 | 4) => {}
            _ => shared.problem(format!("gateway: unexpected payload op {}", payload["op"])),
        }
    }
    shared.session_closed(connection);
    writer.abort();
}

/// Closes with 4004 unless the payload carries the bot's token.
fn authenticated(payload: &Value, tx: &mpsc::UnboundedSender<Message>) -> bool {
    let token = payload["d"]["token"].as_str().unwrap_or("");
    if token.trim_start_matches("Bot ") == BOT_TOKEN {
        return true;
    }
    let frame = CloseFrame {
        code: CloseCode::from(4004),
        reason: "Authentication failed.".into(),
    };
    let _ = tx.send(Message::Close(Some(frame)));
    false
}

/// Op 6: resumes the session READY gave (then RESUMED), or answers op 9 when it is not
/// resumable (invalidated, or never was).
fn resume(payload: &Value, connection: u64, tx: &mpsc::UnboundedSender<Message>, shared: &Shared) {
    if !authenticated(payload, tx) {
        return;
    }
    let known = payload["d"]["session_id"].as_str() == Some(shared.lock().session_id.as_str());
    if !known {
        let _ = tx.send(Message::Text(json!({"op": 9, "d": false}).to_string()));
        return;
    }
    // What the session missed since the client's last sequence number, replayed in
    // order before RESUMED, as Discord does; under the lock, so that nothing dispatched
    // meanwhile is sent twice or out of order.
    let seen = payload["d"]["seq"].as_u64().unwrap_or(0);
    {
        let mut state = shared.lock();
        state.resumes += 1;
        state.session = Some((connection, tx.clone()));
        for (_, frame) in state.replay.iter().filter(|(seq, _)| *seq > seen) {
            let _ = tx.send(Message::Text(frame.clone()));
        }
    }
    shared.dispatch("RESUMED", json!({}));
}

fn identify(
    payload: &Value,
    connection: u64,
    tx: &mpsc::UnboundedSender<Message>,
    shared: &Shared,
) {
    if !authenticated(payload, tx) {
        return;
    }
    // No privileged intent: members (1 << 1), presences (1 << 8), message content (1 << 15).
    let intents = payload["d"]["intents"].as_u64().unwrap_or(0);
    let privileged = intents & (1 << 1 | 1 << 8 | 1 << 15);
    if privileged != 0 {
        shared.problem(format!(
            "IDENTIFY asks for privileged intents {privileged:#b}"
        ));
    }
    let ws_url = shared.ws_url.clone();
    let session_id = {
        let mut state = shared.lock();
        state.identifies += 1;
        state.identified = Some((payload["d"]["shard"].clone(), intents));
        state.session_id = format!("fake-session-{}", state.identifies);
        // A new session: what the old one missed is lost with it.
        state.replay.clear();
        state.session_id.clone()
    };
    let ready = json!({
        "v": 10, "user": bot_user(), "guilds": [], "session_id": session_id,
        "resume_gateway_url": ws_url, "shard": [0, 1],
        "application": {"id": APP_ID.to_string(), "flags": 0}
    });
    if let Err(e) = serde_json::from_value::<serenity::all::Ready>(ready.clone()) {
        panic!("the fake's READY does not deserialize as serenity's Ready: {e}");
    }
    shared.open_session(connection, tx.clone());
    shared.dispatch("READY", ready);
}

/// What the gateway saw, and what a test makes it do.
impl FakeDiscord {
    pub fn heartbeats(&self) -> u64 {
        self.shared.lock().heartbeats
    }

    /// Sessions identified (READY sent) and resumed so far.
    pub fn identifies(&self) -> u64 {
        self.shared.lock().identifies
    }

    pub fn resumes(&self) -> u64 {
        self.shared.lock().resumes
    }

    /// The heartbeat interval the next connections are given (HELLO).
    pub fn set_heartbeat_interval(&self, interval: std::time::Duration) {
        self.shared.lock().heartbeat_interval = interval;
    }

    /// The longest time between two heartbeats of the client so far.
    pub fn longest_heartbeat_gap(&self) -> std::time::Duration {
        self.shared.lock().longest_heartbeat_gap
    }

    /// The `[shard, count]` the last IDENTIFY named.
    pub fn identified_shard(&self) -> Option<Value> {
        self.shared
            .lock()
            .identified
            .as_ref()
            .map(|(s, _)| s.clone())
    }

    /// The gateway intents the last IDENTIFY asked for.
    pub fn identified_intents(&self) -> Option<u64> {
        self.shared.lock().identified.as_ref().map(|(_, i)| *i)
    }

    /// Op 7, Reconnect: Discord asks the client to connect again and RESUME.
    pub fn ask_to_reconnect(&self) {
        self.shared.send_op(json!({"op": 7, "d": null}));
    }

    /// The live connection closed as Discord closes one it drops (4000, "Unknown
    /// error"): the client may connect again and RESUME.
    pub fn drop_connection(&self) {
        let frame = CloseFrame {
            code: CloseCode::from(4000),
            reason: "Unknown error.".into(),
        };
        self.shared.end_session(Message::Close(Some(frame)));
    }

    /// The live connection goes silent and stays open, as a "zombied" one does: no
    /// heartbeat ACK and no event is sent on it any more (the events wait for a RESUME).
    /// Discord asks the client to close such a connection and RESUME.
    pub fn zombify_connection(&self) {
        let mut state = self.shared.lock();
        state.zombie = state.session.as_ref().map(|(n, _)| *n);
        assert!(state.zombie.is_some(), "no gateway connection to silence");
    }

    /// Op 9, Invalid Session (not resumable): the client must IDENTIFY afresh.
    pub fn invalidate_session(&self) {
        self.shared.lock().session_id.push_str("-invalidated");
        self.shared.send_op(json!({"op": 9, "d": false}));
    }
}
