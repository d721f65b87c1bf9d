//! A fake Discord for end-to-end tests: an HTTP API and a gateway on 127.0.0.1 that the
//! real serenity/poise client connects to.
//!
//! It records every request, checks every request body against Discord's OpenAPI
//! description, answers the routes the bot uses, and records a *problem* for anything
//! else (an unknown route, an invalid body, a second answer to one interaction...). A
//! test ends with [`FakeDiscord::assert_no_problems`].

#![allow(dead_code)] // each test binary uses a different part of it

mod buckets;
pub mod faults;
mod gateway;
mod held;
pub mod http;
pub mod limits;
mod messages;
pub mod openapi;
#[cfg(test)]
mod openapi_tests;
pub mod payloads;
mod posted;
pub mod rate;
mod routes;
#[cfg(test)]
mod selftest;
pub mod threads;
mod waits;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, watch};
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message;

pub use payloads::{FakeUser, Place};

/// How many of a session's latest dispatches a RESUME may replay.
const REPLAYED: usize = 100_000;

/// The only token the fake accepts (the format serenity's validator wants).
pub const BOT_TOKEN: &str = "MTAwMA.fake.bot-token-for-tests";

/// A request the bot made, as recorded.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    /// Without `/api/v10` and the query.
    pub path: String,
    pub query: String,
    /// The OpenAPI path template it matched.
    pub template: Option<String>,
    /// The JSON body, or a multipart body's `payload_json`.
    pub json: Option<Value>,
    /// Uploaded files: (form field name, file name, bytes).
    pub files: Vec<(String, String, Vec<u8>)>,
    pub at: Instant,
}

/// An interaction sent to the bot.
#[derive(Clone, Debug)]
pub struct Injected {
    pub id: u64,
    pub token: String,
    pub at: Instant,
}

#[derive(Default)]
struct State {
    requests: Vec<Recorded>,
    problems: Vec<String>,
    /// The live gateway connection: (its number, its sender).
    session: Option<(u64, mpsc::UnboundedSender<Message>)>,
    /// Connections opened so far (numbers them).
    connections: u64,
    /// The session id READY gave, which a RESUME must name.
    session_id: String,
    /// A connection gone silent ("zombied", `gateway.rs`): nothing more is sent on it,
    /// heartbeat ACKs included, while it stays open.
    zombie: Option<u64>,
    identifies: u64,
    resumes: u64,
    /// The last IDENTIFY's `shard` and `intents`.
    identified: Option<(Value, u64)>,
    ready: bool,
    heartbeats: u64,
    /// The interval HELLO gives (Discord's is 41.25 s; short by default, so that the
    /// tests see heartbeats answered).
    heartbeat_interval: Duration,
    /// When the last heartbeat came, and the longest time between two: a client whose
    /// runtime is too busy to heartbeat on time shows here.
    last_heartbeat: Option<Instant>,
    longest_heartbeat_gap: Duration,
    seq: u64,
    /// The session's latest dispatches (sequence number, frame): as Discord, a RESUME
    /// replays those past the client's last sequence number (sent on a connection that
    /// died, or while none was open). A new session (IDENTIFY) starts without them.
    replay: std::collections::VecDeque<(u64, String)>,
    next_id: u64,
    /// Interaction id -> (token, answered).
    interactions: HashMap<u64, (String, bool)>,
    /// Interaction token -> when the interaction was sent: it must be answered within
    /// `answer_window`, and its token dies after `token_lifetime`.
    sent_at: HashMap<String, Instant>,
    /// Discord's 3 seconds and 15 minutes (shorter in the fake's own tests).
    answer_window: Duration,
    token_lifetime: Duration,
    /// Interaction token -> id of its original response message (the one its callback
    /// created, or for a component, the message it was clicked on).
    originals: HashMap<String, u64>,
    /// Component interaction id -> id of the message it was clicked on.
    clicked: HashMap<u64, u64>,
    /// Tokens whose original response is still the deferred "thinking" message (type 5,
    /// not edited yet): their first follow-up takes its place and its visibility.
    thinking: std::collections::HashSet<String>,
    messages: held::Held,
    /// Channels the bot cannot see at all (not a member there): posting is refused.
    no_access: Vec<u64>,
    /// Every message created: (its id, the users it notified). Edits notify nobody.
    notified: Vec<(u64, Vec<u64>)>,
    /// Threads made, closed, refusing posts; channels' types (`threads.rs`).
    threads: threads::Threads,
    /// The global rate limit and the invalid requests counted (`rate.rs`).
    rate: rate::Rate,
    /// Per-route rate limits (`buckets.rs`).
    buckets: buckets::Buckets,
    /// Routes made to fail (`faults.rs`).
    faults: faults::Faults,
    /// Uploaded files are checked, then their bytes forgotten (a long bench).
    forget_files: bool,
}

pub struct Shared {
    state: Mutex<State>,
    /// Bumped on every change, so that waiters wake up.
    changed: watch::Sender<u64>,
    ws_url: String,
    api: openapi::OpenApi,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic while holding the lock already fails the test; keep going to report it.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn bump(&self) {
        self.changed.send_modify(|n| *n += 1);
    }

    fn problem(&self, text: String) {
        eprintln!("fake discord: PROBLEM: {text}");
        self.lock().problems.push(text);
        self.bump();
    }

    fn heartbeat(&self) {
        let mut state = self.lock();
        state.heartbeats += 1;
        let now = Instant::now();
        if let Some(last) = state.last_heartbeat.replace(now) {
            state.longest_heartbeat_gap = state.longest_heartbeat_gap.max(now - last);
        }
        drop(state);
        self.bump();
    }

    /// A new connection's number.
    fn connected(&self) -> u64 {
        let mut state = self.lock();
        state.connections += 1;
        state.connections
    }

    fn open_session(&self, connection: u64, tx: mpsc::UnboundedSender<Message>) {
        self.lock().session = Some((connection, tx));
    }

    /// Connection `connection` closed: the session is gone unless a newer connection
    /// holds it already (a reconnect opens the new one before the old one is dropped).
    fn session_closed(&self, connection: u64) {
        let mut state = self.lock();
        if state
            .session
            .as_ref()
            .is_some_and(|(n, _)| *n == connection)
        {
            state.session = None;
            state.ready = false;
        }
        drop(state);
        self.bump();
    }

    /// Sends a gateway opcode (7, 9...) on the live session, which ends it: the client
    /// must connect again.
    fn send_op(&self, frame: Value) {
        self.end_session(Message::Text(frame.to_string()));
    }

    /// Sends `last` on the live session's connection, which ends it.
    fn end_session(&self, last: Message) {
        let mut state = self.lock();
        let session = state.session.take();
        state.ready = false;
        drop(state);
        let what = format!("{last:?}");
        let sent = session.is_some_and(|(_, tx)| tx.send(last).is_ok());
        assert!(sent, "no gateway session to send {what} to");
        self.bump();
    }

    fn dispatch(&self, event: &str, data: Value) {
        let mut state = self.lock();
        state.seq += 1;
        let seq = state.seq;
        let frame = json!({"op": 0, "s": seq, "t": event, "d": data}).to_string();
        let zombie = state.zombie;
        let sent = state
            .session
            .as_ref()
            .filter(|(n, _)| Some(*n) != zombie)
            .is_some_and(|(_, s)| s.send(Message::Text(frame.clone())).is_ok());
        if event == "READY" || event == "RESUMED" {
            state.ready = sent;
        }
        // A session READY opened may be resumed: what it misses meanwhile waits for it.
        let resumable = !state.session_id.is_empty();
        if resumable {
            if state.replay.len() == REPLAYED {
                state.replay.pop_front();
            }
            state.replay.push_back((seq, frame));
        }
        drop(state);
        assert!(sent || resumable, "no gateway session to send {event} to");
        self.bump();
    }

    fn next_id(&self) -> u64 {
        let mut state = self.lock();
        state.next_id += 1;
        10_000 + state.next_id
    }
}

pub struct FakeDiscord {
    /// What the bot's `api_base` must be set to.
    pub api_base: String,
    shared: Arc<Shared>,
    tasks: Vec<JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
    }
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let http = TcpListener::bind("127.0.0.1:0").await.expect("bind http");
        let ws = TcpListener::bind("127.0.0.1:0").await.expect("bind ws");
        let api_base = format!("http://{}", http.local_addr().expect("addr"));
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                answer_window: Duration::from_secs(3),
                heartbeat_interval: gateway::HEARTBEAT,
                token_lifetime: Duration::from_secs(15 * 60),
                ..State::default()
            }),
            changed: watch::channel(0).0,
            ws_url: format!("ws://{}", ws.local_addr().expect("addr")),
            api: openapi::OpenApi::load(),
        });
        let handler = {
            let shared = shared.clone();
            Arc::new(move |request| routes::handle(&shared, request))
        };
        let tasks = vec![
            tokio::spawn(http::serve(http, handler)),
            tokio::spawn(gateway::serve(ws, shared.clone())),
        ];
        FakeDiscord {
            api_base,
            shared,
            tasks,
        }
    }

    pub fn api(&self) -> &openapi::OpenApi {
        &self.shared.api
    }

    pub fn requests(&self) -> Vec<Recorded> {
        self.shared.lock().requests.clone()
    }

    /// Whether the bytes of uploaded files are kept once checked (by default they are;
    /// a thousand games' pictures would not fit in memory).
    pub fn keep_files(&self, keep: bool) {
        self.shared.lock().forget_files = !keep;
    }

    /// How many requests the bot made so far.
    pub fn request_count(&self) -> usize {
        self.shared.lock().requests.len()
    }

    pub fn problems(&self) -> Vec<String> {
        self.shared.lock().problems.clone()
    }

    pub fn assert_no_problems(&self) {
        let problems = self.problems();
        assert!(
            problems.is_empty(),
            "the fake Discord saw {} problem(s):\n{}",
            problems.len(),
            problems.join("\n")
        );
    }

    /// Sends an interaction built by `build(id, token)` through the gateway, after checking
    /// that serenity can read it (it silently drops an event it cannot).
    /// Shortens Discord's windows (3 s to answer, 15 min of token life), to test the
    /// fake's own strictness.
    pub fn set_windows(&self, answer: Duration, token: Duration) {
        let mut state = self.shared.lock();
        state.answer_window = answer;
        state.token_lifetime = token;
    }

    /// Registers an interaction as sent, without a gateway to send it on (the fake's own
    /// tests answer it themselves).
    pub fn inject_offline(&self, build: impl FnOnce(u64, &str) -> Value) -> Injected {
        let (injected, _) = self.register(build);
        injected
    }

    pub fn inject(&self, build: impl FnOnce(u64, &str) -> Value) -> Injected {
        let (injected, payload) = self.register(build);
        self.shared.dispatch("INTERACTION_CREATE", payload);
        injected
    }

    fn register(&self, build: impl FnOnce(u64, &str) -> Value) -> (Injected, Value) {
        let id = self.shared.next_id();
        let token = format!("itok{id}x{:08x}", id.wrapping_mul(0x9e37_79b9) as u32);
        let payload = build(id, &token);
        if let Err(e) = serde_json::from_value::<serenity::all::Interaction>(payload.clone()) {
            panic!("the injected interaction does not deserialize as serenity's Interaction: {e}\n{payload:#}");
        }
        let mut state = self.shared.lock();
        state.interactions.insert(id, (token.clone(), false));
        // A place the bot is not in (a user-installed command there): no access.
        let private = payload["context"] == 2
            || payload["authorizing_integration_owners"].get("0").is_none()
                && payload["guild_id"].is_string();
        if let Some(channel) = payload["channel_id"].as_str().and_then(|c| c.parse().ok()) {
            if private && !state.no_access.contains(&channel) {
                state.no_access.push(channel);
            }
        }
        if let Some(message_id) = payload["message"]["id"]
            .as_str()
            .and_then(|m| m.parse().ok())
        {
            state.clicked.insert(id, message_id);
            state
                .messages
                .insert_if_absent(message_id, || payload["message"].clone());
        }
        let at = Instant::now();
        state.sent_at.insert(token.clone(), at);
        drop(state);
        (Injected { id, token, at }, payload)
    }

    /// The bot's answer to an injected interaction.
    pub async fn callback(&self, injected: &Injected, timeout: Duration) -> Recorded {
        let path = format!("/interactions/{}/{}/callback", injected.id, injected.token);
        self.wait_request(
            timeout,
            &format!("the callback of interaction {}", injected.id),
            0,
            |r| r.path == path,
        )
        .await
    }
}
