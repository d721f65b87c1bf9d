//! Fault injection: make a route of the fake answer as Discord does when things go wrong,
//! to test that the bot neither loses nor repeats anything.
//!
//! ```ignore
//! // The next 2 posts in channel 42 fail with a 502, then it works again:
//! fake.fault(Fault::on("POST", "/channels/{channel_id}/messages")
//!     .at("/channels/42/messages")
//!     .answer(DiscordError::ServerError(502))
//!     .times(2));
//! // Every thread creation is refused until cleared:
//! fake.fault(Fault::on("POST", "/channels/{channel_id}/messages/{message_id}/threads")
//!     .answer(DiscordError::MissingPermissions));
//! fake.clear_faults();
//! ```
//!
//! A fault is checked after the request is recorded, authorised and its body checked
//! against the OpenAPI description (a bad body is still a problem), and before the route
//! acts: a faulted request changes nothing in the fake, as on Discord. The first matching
//! fault answers; one with `times(n)` is spent after `n` answers.

use serde_json::json;

use super::http::RawResponse;
use super::{FakeDiscord, Shared};

/// An error as Discord answers it: HTTP status, JSON body `{"message", "code"}`.
#[derive(Clone, Debug, PartialEq)]
pub enum DiscordError {
    /// 404, code 10003: the channel (or thread) was deleted.
    UnknownChannel,
    /// 403, code 50001: the bot lost access to the channel (removed, or cannot view it).
    MissingAccess,
    /// 403, code 50007: the user does not accept direct messages from the bot.
    CannotDmUser,
    /// 403, code 50013: the bot lacks a permission there (send messages, attach files...).
    MissingPermissions,
    /// 400, code 50024: the operation is not allowed on this kind of channel (a thread
    /// made inside a thread, a message posted in a forum channel).
    WrongChannelType,
    /// 400, code 160006: the server has as many active threads as Discord allows.
    TooManyThreads,
    /// 403, code 160005: the thread is locked.
    ThreadLocked,
    /// 400, code 50083: the thread is archived.
    ThreadArchived,
    /// 400, code 50035: Discord rejects the body (a field it will not take).
    InvalidFormBody,
    /// 429 with `retry_after` (seconds) in the body and the rate-limit headers serenity
    /// reads (`retry-after`, `x-ratelimit-*`).
    RateLimited { retry_after: f64 },
    /// A 5xx with Discord's generic body (500, 502, 503, 504).
    ServerError(u16),
    /// No answer at all: the request hangs until the client gives up on it.
    Hang,
}

impl DiscordError {
    /// The response Discord gives.
    pub fn response(&self) -> RawResponse {
        let (status, code, message) = match self {
            DiscordError::UnknownChannel => (404, 10003, "Unknown Channel"),
            DiscordError::MissingAccess => (403, 50001, "Missing Access"),
            DiscordError::CannotDmUser => (403, 50007, "Cannot send messages to this user"),
            DiscordError::MissingPermissions => (403, 50013, "Missing Permissions"),
            DiscordError::WrongChannelType => {
                (400, 50024, "Cannot execute action on this channel type")
            }
            DiscordError::TooManyThreads => {
                (400, 160006, "Maximum number of active threads reached")
            }
            DiscordError::ThreadLocked => (403, 160005, "Thread is locked"),
            DiscordError::ThreadArchived => (
                400,
                50083,
                "Operation cannot be performed on an archived thread",
            ),
            DiscordError::InvalidFormBody => (400, 50035, "Invalid Form Body"),
            DiscordError::RateLimited { retry_after } => {
                let reset_after = format!("{retry_after:.3}");
                return RawResponse {
                    status: 429,
                    body: Some(json!({
                        "message": "You are being rate limited.",
                        "retry_after": retry_after,
                        "global": false,
                        "code": 0,
                    })),
                    headers: vec![
                        (
                            "retry-after".into(),
                            format!("{}", retry_after.ceil() as u64),
                        ),
                        ("x-ratelimit-limit".into(), "5".into()),
                        ("x-ratelimit-remaining".into(), "0".into()),
                        ("x-ratelimit-reset-after".into(), reset_after),
                        ("x-ratelimit-bucket".into(), "fake-bucket".into()),
                        ("x-ratelimit-scope".into(), "user".into()),
                    ],
                };
            }
            DiscordError::ServerError(status) => (*status, 0, "500: Internal Server Error"),
            DiscordError::Hang => (super::http::HANG, 0, ""),
        };
        RawResponse {
            status,
            body: Some(json!({"message": message, "code": code})),
            headers: Vec::new(),
        }
    }
}

/// Which requests a fault answers, with what, and how many times.
#[derive(Clone, Debug)]
pub struct Fault {
    method: String,
    /// The OpenAPI path template, as `Recorded::template`.
    template: String,
    /// An exact path (without `/api/v10`), to fault one channel only.
    path: Option<String>,
    answer: DiscordError,
    /// `None`: until cleared.
    times: Option<usize>,
}

impl Fault {
    /// Requests `method` on the route `template` (e.g. `/channels/{channel_id}/messages`);
    /// a 502 until told otherwise.
    pub fn on(method: &str, template: &str) -> Fault {
        Fault {
            method: method.to_string(),
            template: template.to_string(),
            path: None,
            answer: DiscordError::ServerError(502),
            times: None,
        }
    }

    /// Only the request to this exact path (e.g. `/channels/42/messages`).
    pub fn at(mut self, path: &str) -> Fault {
        self.path = Some(path.to_string());
        self
    }

    pub fn answer(mut self, error: DiscordError) -> Fault {
        self.answer = error;
        self
    }

    /// Spent after `n` answers (the route then works again).
    pub fn times(mut self, n: usize) -> Fault {
        self.times = Some(n);
        self
    }

    fn matches(&self, method: &str, template: &str, path: &str) -> bool {
        self.method.eq_ignore_ascii_case(method)
            && self.template == template
            && self.path.as_deref().is_none_or(|p| p == path)
    }
}

/// The faults in force, and what they answered.
#[derive(Default)]
pub(super) struct Faults {
    active: Vec<Fault>,
    /// (method, path, status) of every request a fault answered.
    answered: Vec<(String, String, u16)>,
}

/// The fault's answer to this request, if one matches (and spends one of its times).
pub(super) fn answer(
    shared: &Shared,
    method: &str,
    template: &str,
    path: &str,
) -> Option<RawResponse> {
    let mut state = shared.lock();
    let faults = &mut state.faults;
    let index = faults
        .active
        .iter()
        .position(|f| f.matches(method, template, path))?;
    let fault = faults.active.get_mut(index)?;
    let response = fault.answer.response();
    if let Some(left) = fault.times.as_mut() {
        *left = left.saturating_sub(1);
        if *left == 0 {
            faults.active.remove(index);
        }
    }
    faults
        .answered
        .push((method.to_string(), path.to_string(), response.status));
    Some(response)
}

impl FakeDiscord {
    /// Puts `fault` in force (after those already there: the first match answers).
    pub fn fault(&self, fault: Fault) {
        self.shared.lock().faults.active.push(fault);
    }

    /// Every route works again.
    pub fn clear_faults(&self) {
        self.shared.lock().faults.active.clear();
        self.shared.bump();
    }

    /// The requests a fault answered: (method, path, status).
    pub fn faulted(&self) -> Vec<(String, String, u16)> {
        self.shared.lock().faults.answered.clone()
    }
}

#[cfg(test)]
mod tests {
    use serenity::all::{ChannelId, CreateAllowedMentions, CreateMessage, HttpBuilder};

    use super::{DiscordError, Fault};
    use crate::fake_discord::{FakeDiscord, BOT_TOKEN};

    /// Discord's JSON error code of a failed serenity request, with its status.
    fn code_of(error: &serenity::Error) -> Option<(u16, isize)> {
        match error {
            serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r)) => {
                Some((r.status_code.as_u16(), r.error.code))
            }
            _ => None,
        }
    }

    #[tokio::test]
    async fn a_fault_answers_with_discords_error_then_is_spent() {
        let fake = FakeDiscord::start().await;
        let http = HttpBuilder::new(BOT_TOKEN)
            .proxy(fake.api_base.clone())
            .ratelimiter_disabled(true)
            .build();
        fake.fault(
            Fault::on("POST", "/channels/{channel_id}/messages")
                .at("/channels/42/messages")
                .answer(DiscordError::MissingPermissions)
                .times(1),
        );
        fake.fault(
            Fault::on("POST", "/channels/{channel_id}/messages")
                .answer(DiscordError::RateLimited { retry_after: 0.25 })
                .times(1),
        );
        let send = |channel: u64| {
            let http = &http;
            async move {
                ChannelId::new(channel)
                    .send_message(
                        http,
                        CreateMessage::new()
                            .content("hello")
                            .allowed_mentions(CreateAllowedMentions::new()),
                    )
                    .await
            }
        };
        let refused = send(42).await.expect_err("the fault answers");
        assert_eq!(code_of(&refused), Some((403, 50013)));
        let limited = send(7).await.expect_err("rate limited");
        assert_eq!(code_of(&limited).map(|c| c.0), Some(429));
        send(42).await.expect("both faults are spent");
        assert_eq!(fake.faulted().len(), 2);
        fake.fault(
            Fault::on("POST", "/channels/{channel_id}/messages")
                .answer(DiscordError::UnknownChannel),
        );
        for _ in 0..2 {
            let gone = send(42).await.expect_err("until cleared");
            assert_eq!(code_of(&gone), Some((404, 10003)));
        }
        fake.clear_faults();
        send(42).await.expect("cleared");
        fake.assert_no_problems();
    }

    #[test]
    fn a_rate_limit_carries_the_headers_serenitys_limiter_reads() {
        // With its limiter on, serenity waits and retries by these headers; the tests run
        // with the limiter off (it ignores the proxy otherwise), so check them here.
        let response = DiscordError::RateLimited { retry_after: 1.5 }.response();
        assert_eq!(response.status, 429);
        let header = |name: &str| {
            response
                .headers
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone())
        };
        assert_eq!(header("retry-after").as_deref(), Some("2"));
        assert_eq!(header("x-ratelimit-remaining").as_deref(), Some("0"));
        assert_eq!(header("x-ratelimit-reset-after").as_deref(), Some("1.500"));
        assert_eq!(response.body.unwrap()["retry_after"], 1.5);
    }
}
