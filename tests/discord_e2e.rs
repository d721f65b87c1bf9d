//! The bot, end to end, against the fake Discord in `fake_discord/`: the real
//! serenity/poise client connects, registers its commands, and answers interactions.
//! Every request body it sends is checked against Discord's OpenAPI description.

#[path = "discord_e2e_parts/at_once.rs"]
mod at_once;
#[path = "discord_e2e_parts/bot_processes.rs"]
mod bot_processes;
#[path = "discord_e2e_parts/burst.rs"]
mod burst;
#[path = "discord_e2e_parts/click_panics.rs"]
mod click_panics;
#[path = "discord_e2e_parts/clocks.rs"]
mod clocks;
#[path = "discord_e2e_parts/commands.rs"]
mod commands;
#[path = "discord_e2e_parts/damaged.rs"]
mod damaged;
#[path = "discord_e2e_parts/durable.rs"]
mod durable;
#[path = "discord_e2e_parts/fairness.rs"]
mod fairness;
mod fake_discord;
#[path = "discord_e2e_parts/figures.rs"]
mod figures;
#[path = "discord_e2e_parts/game.rs"]
mod game;
#[path = "discord_e2e_parts/gateway_load.rs"]
mod gateway_load;
#[path = "discord_e2e_parts/hints.rs"]
mod hints;
#[path = "discord_e2e_parts/languages.rs"]
mod languages;
#[path = "discord_e2e_parts/load.rs"]
mod load;
#[path = "discord_e2e_parts/logs.rs"]
mod logs;
#[path = "discord_e2e_parts/message_parts.rs"]
mod message_parts;
#[path = "discord_e2e_parts/moderation.rs"]
mod moderation;
#[path = "discord_e2e_parts/opening.rs"]
mod opening;
#[path = "discord_e2e_parts/outage.rs"]
mod outage;
#[path = "discord_e2e_parts/pings.rs"]
mod pings;
#[path = "discord_e2e_parts/places.rs"]
mod places;
#[path = "discord_e2e_parts/post_errors.rs"]
mod post_errors;
#[path = "discord_e2e_parts/rate_limits.rs"]
mod rate_limits;
#[path = "discord_e2e_parts/ratings.rs"]
mod ratings;
#[path = "discord_e2e_parts/reach.rs"]
mod reach;
#[path = "discord_e2e_parts/real.rs"]
mod real;
#[path = "discord_e2e_parts/real_ai.rs"]
mod real_ai;
#[path = "discord_e2e_parts/real_bot.rs"]
mod real_bot;
#[path = "discord_e2e_parts/real_more.rs"]
mod real_more;
#[path = "discord_e2e_parts/rehoming.rs"]
mod rehoming;
#[path = "discord_e2e_parts/rematch.rs"]
mod rematch;
#[path = "discord_e2e_parts/replay.rs"]
mod replay;
#[path = "discord_e2e_parts/resilience.rs"]
mod resilience;
#[path = "discord_e2e_parts/rivalry/mod.rs"]
mod rivalry;
#[path = "discord_e2e_parts/rules_languages.rs"]
mod rules_languages;
#[path = "discord_e2e_parts/several.rs"]
mod several;
#[path = "discord_e2e_parts/shell.rs"]
mod shell;
#[path = "discord_e2e_parts/shutdown_gap.rs"]
mod shutdown_gap;
#[path = "discord_e2e_parts/solo.rs"]
mod solo;
#[path = "discord_e2e_parts/step_games.rs"]
mod step_games;
#[path = "discord_e2e_parts/step_languages.rs"]
mod step_languages;
#[path = "discord_e2e_parts/strict.rs"]
mod strict;
#[path = "discord_e2e_parts/takeback.rs"]
mod takeback;
#[path = "discord_e2e_parts/turn_languages.rs"]
mod turn_languages;
#[path = "discord_e2e_parts/two_processes.rs"]
mod two_processes;
#[path = "discord_e2e_parts/typed_languages.rs"]
mod typed_languages;
#[path = "discord_e2e_parts/waiting_seats.rs"]
mod waiting_seats;
#[path = "discord_e2e_parts/web_board.rs"]
mod web_board;
#[path = "discord_e2e_parts/world.rs"]
mod world;

use std::time::Duration;

use fake_discord::payloads::{self, EPHEMERAL};
use fake_discord::{FakeDiscord, FakeUser, Injected, Place, Recorded, BOT_TOKEN};
use manawell::frontends::discord::flows::click::unknown_table_message;
use manawell::frontends::discord::flows::here::NO_GAME_HERE;
use manawell::frontends::discord::views::help::{help_text, HelpTopic};
use manawell::frontends::discord::views::rules_help;
use manawell::frontends::discord::wire::custom_id::ComponentIdError;
use manawell::frontends::discord::{run_bot_until, BotError, Config, Token};
use manawell::i18n::Lang;
use serde_json::{json, Value};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

/// Bound on every wait: generous for a loaded machine, small enough to fail fast.
const WAIT: Duration = Duration::from_secs(15);

fn config(fake: &FakeDiscord, token: &str) -> Config {
    Config {
        token: Token::new(token),
        // A database of its own for each bot, gone with it.
        database_url: Some("sqlite::memory:".into()),
        log_filter: None,
        dev_guild_id: None,
        api_base: Some(fake.api_base.clone()),
        defer_after: manawell::frontends::discord::wire::respond::DEFAULT_DEFER_AFTER,
        // Clicks on a timer too, as commands: the tests read their direct answers (the
        // deferred path has tests of its own, with both at zero).
        defer_heavy: manawell::frontends::discord::wire::respond::DEFAULT_DEFER_AFTER,
        sweep_every: Duration::from_millis(50),
        ai_level: manawell::ai::Level::Easy,
        shards: None,
        health_file: None,
        unhealthy_exit_after:
            manawell::frontends::discord::app::health::DEFAULT_UNHEALTHY_EXIT_AFTER,
        web: None,
    }
}

struct Bot {
    stop: oneshot::Sender<()>,
    task: JoinHandle<Result<(), BotError>>,
}

fn start_bot(config: Config) -> Bot {
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(run_bot_until(config, async {
        let _ = stopped.await;
    }));
    Bot { stop, task }
}

/// The bot with the real table service to play through, as `manawell bot` plugs it in.
fn start_bot_with(
    config: Config,
    desk: std::sync::Arc<manawell::frontends::discord::desk::Desk>,
) -> Bot {
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(manawell::frontends::discord::run_bot_with(
        config,
        desk,
        async {
            let _ = stopped.await;
        },
    ));
    Bot { stop, task }
}

impl Bot {
    async fn shut_down(self) {
        let _ = self.stop.send(());
        let result = tokio::time::timeout(WAIT, self.task)
            .await
            .expect("the bot stops in time");
        result
            .expect("the bot task does not panic")
            .expect("the bot stops cleanly");
    }
}

/// The interaction response a callback carries: (type, data).
fn response(callback: &Recorded) -> (u64, Value) {
    let body = callback.json.clone().expect("a callback has a body");
    let kind = body["type"].as_u64().expect("a response type");
    (kind, body.get("data").cloned().unwrap_or(Value::Null))
}

/// The message an interaction answered with, answered at once or deferred (on a loaded
/// machine the bot may defer any answer; tests that are not about deferring use this).
async fn answer_message(fake: &FakeDiscord, injected: &Injected) -> Value {
    let callback = fake.callback(injected, WAIT).await;
    let (kind, data) = response(&callback);
    assert!(kind == 4 || kind == 5, "callback type {kind}: {data}");
    fake.wait(WAIT, "the answer's text", |f| {
        f.original(injected)
            .filter(|m| m["content"].as_str().is_some_and(|c| !c.is_empty()))
    })
    .await
}

/// Waits for the answer to an interaction that answers with a message: its callback
/// (type 4, or 5 then an edit of the original when `deferred`) and the message as it
/// stands once complete. Returns the time to the callback and the message.
async fn message_answer(
    fake: &FakeDiscord,
    injected: &Injected,
    deferred: bool,
) -> (Duration, Value) {
    let callback = fake.callback(injected, WAIT).await;
    let (kind, data) = response(&callback);
    assert_eq!(kind, if deferred { 5 } else { 4 }, "callback type: {data}");
    let message = fake
        .wait(WAIT, "the answer's text", |f| {
            f.original(injected)
                .filter(|m| m["content"].as_str().is_some_and(|c| !c.is_empty()))
        })
        .await;
    (callback.at - injected.at, message)
}

/// The text of an ephemeral message, checking that it is ephemeral.
fn ephemeral_text(message: &Value) -> String {
    let flags = message["flags"].as_u64().unwrap_or(0);
    assert_eq!(
        flags & EPHEMERAL,
        EPHEMERAL,
        "the answer is ephemeral: {message}"
    );
    message["content"].as_str().expect("content").to_string()
}
