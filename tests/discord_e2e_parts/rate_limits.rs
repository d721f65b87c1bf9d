//! The bot's HTTP client runs serenity's own rate limiter, against the fake as against
//! Discord (the proxy base kept: the vendored serenity's patch): a route's limit is waited
//! out before the request is sent, a 429 is waited out and sent again inside serenity,
//! and no 429 reaches the bot's own retries.

use std::time::Duration;

use manawell::frontends::discord::app::bot::build_http;
use manawell::frontends::discord::wire::post::post_public;
use serenity::all::ChannelId;

use super::config;
use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, BOT_TOKEN};
use super::world::posts_in;

const POSTS: usize = 3;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_routes_limit_is_waited_out_before_the_request_is_sent() {
    let fake = FakeDiscord::start().await;
    fake.limit_routes(1, Duration::from_millis(400));
    let http = build_http(&config(&fake, BOT_TOKEN));
    let channel = ChannelId::new(payloads::CHANNEL_ID);
    for n in 0..POSTS {
        post_public(&http, channel, &format!("post {n}"), None, &[], vec![])
            .await
            .unwrap_or_else(|e| panic!("post {n} refused: {e:?}"));
    }
    assert_eq!(posts_in(&fake, payloads::CHANNEL_ID).len(), POSTS);
    assert_eq!(fake.route_limited(), 0, "serenity waits before sending");
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_global_429_is_waited_out_and_sent_again_inside_serenity() {
    let fake = FakeDiscord::start().await;
    fake.limit_rate(1);
    let http = build_http(&config(&fake, BOT_TOKEN));
    let channel = ChannelId::new(payloads::CHANNEL_ID);
    for n in 0..POSTS {
        post_public(&http, channel, &format!("post {n}"), None, &[], vec![])
            .await
            .unwrap_or_else(|e| panic!("post {n} refused: {e:?}"));
    }
    assert_eq!(posts_in(&fake, payloads::CHANNEL_ID).len(), POSTS);
    assert!(fake.rate_limited() > 0, "the global limit was reached");
    fake.assert_no_problems();
}
