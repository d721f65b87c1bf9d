//! Discord's per-route rate limits: each route and major parameter (the channel, the
//! server, the webhook) is a bucket of `limit` requests per window. Every answer on a
//! limited route carries the headers a client's limiter reads (`X-RateLimit-Limit`,
//! `-Remaining`, `-Reset-After`, `-Bucket`); a request past the limit is answered 429
//! with `retry_after` and `global: false`, as Discord does. Off unless `limit_routes`.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use serde_json::json;

use super::http::RawResponse;
use super::{FakeDiscord, Shared};

#[derive(Default)]
pub(super) struct Buckets {
    /// Requests per window, and the window.
    limit: Option<(usize, Duration)>,
    /// Bucket key -> (when its window began, requests in it).
    used: HashMap<String, (Instant, usize)>,
    /// 429s answered for a route's limit.
    limited: usize,
}

/// The bucket of a request: its method, route and major parameter (the first id of the
/// path, a channel's, a server's or a webhook's), as Discord groups them.
fn key(method: &str, template: &str, path: &str) -> String {
    let major = path
        .split('/')
        .find(|segment| segment.chars().all(|c| c.is_ascii_digit()) && !segment.is_empty())
        .unwrap_or("");
    format!("{method} {template} {major}")
}

/// The bucket's name as Discord shows it: opaque, the same for the same bucket.
fn bucket_name(key: &str) -> String {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    key.hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

/// Counts a request in its bucket: the headers its answer carries, or the 429 when the
/// bucket is spent. Interactions' endpoints are not limited here (as for the global
/// limit).
pub(super) fn take(
    shared: &Shared,
    method: &str,
    template: &str,
    path: &str,
) -> Result<Vec<(String, String)>, RawResponse> {
    if template.starts_with("/interactions/") || template.starts_with("/webhooks/") {
        return Ok(Vec::new());
    }
    let mut state = shared.lock();
    let Some((limit, window)) = state.buckets.limit else {
        return Ok(Vec::new());
    };
    let key = key(method, template, path);
    let now = Instant::now();
    let (began, used) = state.buckets.used.entry(key.clone()).or_insert((now, 0));
    if now.duration_since(*began) >= window {
        (*began, *used) = (now, 0);
    }
    let reset_after = window.saturating_sub(now.duration_since(*began));
    let mut headers = vec![
        ("x-ratelimit-limit".to_string(), limit.to_string()),
        (
            "x-ratelimit-reset-after".to_string(),
            format!("{:.3}", reset_after.as_secs_f64()),
        ),
        ("x-ratelimit-bucket".to_string(), bucket_name(&key)),
    ];
    if *used >= limit {
        state.buckets.limited += 1;
        let retry_after = reset_after.as_secs_f64().max(0.001);
        headers.push(("x-ratelimit-remaining".into(), "0".into()));
        headers.push(("x-ratelimit-scope".into(), "user".into()));
        headers.push((
            "retry-after".into(),
            format!("{}", retry_after.ceil() as u64),
        ));
        return Err(RawResponse {
            status: 429,
            body: Some(json!({
                "message": "You are being rate limited.",
                "retry_after": retry_after,
                "global": false,
                "code": 0,
            })),
            headers,
        });
    }
    *used += 1;
    headers.push((
        "x-ratelimit-remaining".to_string(),
        (limit - *used).to_string(),
    ));
    Ok(headers)
}

impl FakeDiscord {
    /// Each route and major parameter takes at most `limit` requests per `window`
    /// (Discord's message route: 5 per 5 s a channel).
    pub fn limit_routes(&self, limit: usize, window: Duration) {
        self.shared.lock().buckets.limit = Some((limit, window));
    }

    /// The requests refused for a route's limit so far.
    pub fn route_limited(&self) -> usize {
        self.shared.lock().buckets.limited
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use serenity::all::{ChannelId, CreateAllowedMentions, CreateMessage, HttpBuilder};

    use crate::fake_discord::{FakeDiscord, BOT_TOKEN};

    #[tokio::test]
    async fn each_route_and_channel_is_a_bucket_with_its_headers() {
        let fake = FakeDiscord::start().await;
        fake.limit_routes(2, Duration::from_secs(60));
        let http = HttpBuilder::new(BOT_TOKEN)
            .proxy(fake.api_base.clone())
            .ratelimiter_disabled(true)
            .build();
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
        send(42).await.expect("first");
        send(42).await.expect("second");
        let limited = send(42).await.expect_err("the channel's bucket is spent");
        let serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(response)) =
            limited
        else {
            panic!("not Discord's answer: {limited:?}");
        };
        assert_eq!(response.status_code.as_u16(), 429);
        // Another channel is another bucket, its state in the headers.
        let raw = reqwest::Client::new()
            .get(format!("{}/api/v10/channels/43/messages", fake.api_base))
            .header("authorization", format!("Bot {BOT_TOKEN}"))
            .send()
            .await
            .unwrap();
        let header = |name: &str| raw.headers()[name].to_str().unwrap().to_string();
        assert_eq!(header("x-ratelimit-limit"), "2");
        assert_eq!(header("x-ratelimit-remaining"), "1");
        assert!(!header("x-ratelimit-bucket").is_empty());
        assert!(header("x-ratelimit-reset-after").parse::<f64>().unwrap() <= 60.0);
        send(43).await.expect("another channel");
        assert_eq!(fake.route_limited(), 1);
        fake.assert_no_problems();
    }
}
