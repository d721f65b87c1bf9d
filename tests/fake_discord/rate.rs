//! Discord's global rate limit (requests per second across all routes but interactions,
//! answered 429 with `global: true` and the headers serenity reads), and the count of
//! invalid requests (401, 403, 429) Discord holds against a bot: 10,000 in 10 minutes
//! and Cloudflare bans it for an hour.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use serde_json::json;

use super::http::RawResponse;
use super::{FakeDiscord, Shared};

#[derive(Default)]
pub(super) struct Rate {
    /// Requests allowed per second, when limited.
    per_second: Option<usize>,
    /// When the requests of the last second came.
    recent: VecDeque<Instant>,
    /// Answers Discord counts as invalid: 401, 403, 429.
    invalid: usize,
    /// 429s answered for the global limit.
    limited: usize,
}

/// The 429 for a request over the global limit, if it is one. Interactions' endpoints
/// are not bound by it, as on Discord.
pub(super) fn over_limit(shared: &Shared, template: &str) -> Option<RawResponse> {
    if template.starts_with("/interactions/") || template.starts_with("/webhooks/") {
        return None;
    }
    let mut state = shared.lock();
    let per_second = state.rate.per_second?;
    let now = Instant::now();
    while state
        .rate
        .recent
        .front()
        .is_some_and(|at| now.duration_since(*at) > Duration::from_secs(1))
    {
        state.rate.recent.pop_front();
    }
    if state.rate.recent.len() < per_second {
        state.rate.recent.push_back(now);
        return None;
    }
    state.rate.limited += 1;
    let retry_after = state
        .rate
        .recent
        .front()
        .map_or(1.0, |first| 1.0 - now.duration_since(*first).as_secs_f64())
        .max(0.01);
    Some(RawResponse {
        status: 429,
        body: Some(json!({
            "message": "You are being rate limited.",
            "retry_after": retry_after,
            "global": true,
            "code": 0,
        })),
        headers: vec![
            (
                "retry-after".into(),
                format!("{}", retry_after.ceil() as u64),
            ),
            ("x-ratelimit-global".into(), "true".into()),
            ("x-ratelimit-scope".into(), "global".into()),
        ],
    })
}

/// Counts an answer Discord holds against the bot.
pub(super) fn answered(shared: &Shared, status: u16) {
    if matches!(status, 401 | 403 | 429) {
        shared.lock().rate.invalid += 1;
    }
}

impl FakeDiscord {
    /// At most `per_second` requests a second (Discord's global limit is 50).
    pub fn limit_rate(&self, per_second: usize) {
        self.shared.lock().rate.per_second = Some(per_second);
    }

    /// The answers Discord would count as invalid requests so far (401, 403, 429).
    pub fn invalid_requests(&self) -> usize {
        self.shared.lock().rate.invalid
    }

    /// The requests refused for the global rate limit so far.
    pub fn rate_limited(&self) -> usize {
        self.shared.lock().rate.limited
    }
}
