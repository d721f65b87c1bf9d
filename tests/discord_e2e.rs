//! The bot, end to end, against the fake Discord in `fake_discord/`: the real
//! serenity/poise client connects, registers its commands, and answers interactions.
//! Every request body it sends is checked against Discord's OpenAPI description.

mod fake_discord;

use std::time::Duration;

use fake_discord::payloads::{self, EPHEMERAL};
use fake_discord::{FakeDiscord, FakeUser, Injected, Place, Recorded, BOT_TOKEN};
use manawell::frontends::discord::commands::NOT_READY;
use manawell::frontends::discord::components::unknown_table_message;
use manawell::frontends::discord::custom_id::ComponentIdError;
use manawell::frontends::discord::rules_text::{rules_text, RulesTopic};
use manawell::frontends::discord::{run_bot_until, BotError, Config, Token};
use serde_json::{json, Value};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

/// Bound on every wait: generous for a loaded machine, small enough to fail fast.
const WAIT: Duration = Duration::from_secs(15);

fn config(fake: &FakeDiscord, token: &str) -> Config {
    Config {
        token: Token::new(token),
        database_url: None,
        log_filter: None,
        dev_guild_id: None,
        api_base: Some(fake.api_base.clone()),
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
    (
        body["type"].as_u64().expect("a response type"),
        body.get("data").cloned().unwrap_or(Value::Null),
    )
}

/// Checks an ephemeral message answer and returns its text.
fn ephemeral_text(callback: &Recorded) -> String {
    let (kind, data) = response(callback);
    assert_eq!(kind, 4, "a message answer: {data}");
    let flags = data["flags"].as_u64().unwrap_or(0);
    assert_eq!(
        flags & EPHEMERAL,
        EPHEMERAL,
        "the answer is ephemeral: {data}"
    );
    data["content"].as_str().expect("content").to_string()
}

fn rules(topic: Option<u64>) -> Value {
    match topic {
        Some(index) => {
            json!([{"name": "rules", "type": 1, "options": [{"name": "topic", "type": 4, "value": index}]}])
        }
        None => json!([{"name": "rules", "type": 1, "options": []}]),
    }
}

fn lobby_message() -> Value {
    let body = json!({"content": "A table of Rivality", "components": [{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "Join", "custom_id": "mw:77:3:join"}]}]});
    payloads::message_json(42, payloads::CHANNEL_ID, payloads::bot_user(), &body, &[])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_connects_registers_and_answers() {
    let fake = FakeDiscord::start().await;
    let bot = start_bot(config(&fake, BOT_TOKEN));
    fake.wait_ready(WAIT).await;

    // Registration: one bulk overwrite, globally (no DEV_GUILD_ID), validated on arrival.
    let put = fake
        .wait_request(WAIT, "the command registration", 0, |r| {
            r.method == "PUT" && r.path.ends_with("/commands")
        })
        .await;
    assert_eq!(
        put.path,
        format!("/applications/{}/commands", payloads::APP_ID)
    );
    let commands = put.json.expect("a command list");
    let names: Vec<&str> = commands
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["rivality", "suramun", "games"]);
    let subcommands = |name: &str| -> Vec<String> {
        let command = commands
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == name)
            .unwrap();
        command["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(
        subcommands("rivality"),
        ["new", "play", "board", "hand", "log", "resign", "rules"]
    );
    assert_eq!(subcommands("suramun"), ["start", "daily"]);
    // Solo works in a DM with the bot, also when the app is installed by a user.
    let suramun = commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "suramun")
        .unwrap();
    assert_eq!(suramun["contexts"], json!([0, 1, 2]));
    assert_eq!(suramun["integration_types"], json!([0, 1]));

    let alice = FakeUser::new(1, "alice");
    let guild = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let dm = Place::Dm { channel: 4000 };
    let mut latencies = Vec::new();
    let ask = |injected: Injected| {
        let fake = &fake;
        async move {
            let callback = fake.callback(&injected, WAIT).await;
            (callback.at - injected.at, callback)
        }
    };

    // /rivality rules: every topic, answered ephemerally with its summary.
    for (index, topic) in [
        RulesTopic::Overview,
        RulesTopic::Turn,
        RulesTopic::Attack,
        RulesTopic::Solo,
    ]
    .iter()
    .enumerate()
    {
        let index = [0u64, 1, 2, 7][index];
        let injected = fake.inject(|id, token| {
            payloads::slash_command(id, token, &alice, guild, "rivality", rules(Some(index)))
        });
        let (latency, callback) = ask(injected).await;
        latencies.push(latency);
        assert_eq!(ephemeral_text(&callback), rules_text(Some(*topic)));
    }
    // Without a topic, in a DM: the overview.
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, dm, "rivality", rules(None))
    });
    let (latency, callback) = ask(injected).await;
    latencies.push(latency);
    assert_eq!(ephemeral_text(&callback), rules_text(None));

    // A game command before the table service exists: a specific, ephemeral answer.
    let board = json!([{"name": "board", "type": 1, "options": []}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, guild, "rivality", board.clone())
    });
    let (latency, callback) = ask(injected).await;
    latencies.push(latency);
    assert_eq!(ephemeral_text(&callback), NOT_READY);

    // A malformed button, and a well-formed one naming a table the bot does not know.
    let injected = fake.inject(|id, token| {
        payloads::component(
            id,
            token,
            &alice,
            guild,
            "mw:77:3:dance",
            &[],
            lobby_message(),
        )
    });
    let (latency, callback) = ask(injected).await;
    latencies.push(latency);
    assert_eq!(
        ephemeral_text(&callback),
        ComponentIdError::UnknownAction.user_message()
    );
    let injected = fake.inject(|id, token| {
        payloads::component(
            id,
            token,
            &alice,
            guild,
            "mw:77:3:join",
            &[],
            lobby_message(),
        )
    });
    let (latency, callback) = ask(injected).await;
    latencies.push(latency);
    assert_eq!(ephemeral_text(&callback), unknown_table_message(77));

    // A select menu from somebody else's bot-looking id: still answered, never failed.
    let injected = fake.inject(|id, token| {
        payloads::component(id, token, &alice, dm, "other:1", &["x"], lobby_message())
    });
    let (_, callback) = ask(injected).await;
    assert_eq!(
        ephemeral_text(&callback),
        ComponentIdError::NotOurs.user_message()
    );

    // Autocomplete answers with a (for now empty) list of choices.
    let options = json!([{"name": "play", "type": 1, "options": [{"name": "tile", "type": 3, "value": "", "focused": true}]}]);
    let injected = fake.inject(|id, token| {
        payloads::autocomplete(id, token, &alice, guild, "rivality", options.clone())
    });
    let (_, callback) = ask(injected).await;
    let (kind, data) = response(&callback);
    assert_eq!(kind, 8, "an autocomplete result");
    assert_eq!(data["choices"], json!([]));

    // A command the bot no longer has (registered by an older version).
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, guild, "oldgame", json!([]))
    });
    let (_, callback) = ask(injected).await;
    assert!(ephemeral_text(&callback).contains("don't know this command"));

    // Heartbeats are answered, so the connection stays up.
    fake.wait(WAIT, "a heartbeat", |f| (f.heartbeats() > 0).then_some(()))
        .await;

    bot.shut_down().await;
    fake.assert_no_problems();
    for request in fake.requests() {
        assert!(
            request.template.is_some(),
            "every request is a known route: {request:?}"
        );
    }
    latencies.sort();
    let p50 = latencies[latencies.len() / 2];
    let p99 = latencies[latencies.len() - 1];
    eprintln!(
        "interaction -> callback over {} interactions: p50 {p50:?}, max {p99:?}",
        latencies.len()
    );
    assert!(
        p99 < Duration::from_secs(1),
        "answers are quick: {latencies:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_is_a_clear_error() {
    let fake = FakeDiscord::start().await;
    let result = tokio::time::timeout(
        WAIT,
        run_bot_until(config(&fake, "MTAwMA.wrong.token"), std::future::pending()),
    )
    .await
    .expect("the bot gives up in time");
    let error = result.expect_err("a wrong token is refused");
    assert!(matches!(error, BotError::TokenRejected), "{error:?}");
    assert!(error.to_string().contains("DISCORD_TOKEN"));
    assert!(
        !error.to_string().contains("wrong"),
        "the token is not echoed"
    );
    fake.assert_no_problems();
}

mod validator {
    use super::fake_discord::openapi::OpenApi;
    use serde_json::json;

    const CALLBACK: &str = "/interactions/{interaction_id}/{interaction_token}/callback";
    const MESSAGES: &str = "/channels/{channel_id}/messages";

    #[test]
    fn paths_match_their_templates() {
        let api = OpenApi::load();
        assert_eq!(api.match_path("/users/@me"), Some("/users/@me"));
        assert_eq!(api.match_path("/users/123"), Some("/users/{user_id}"));
        assert_eq!(
            api.match_path("/interactions/1/abc/callback"),
            Some(CALLBACK)
        );
        assert_eq!(
            api.match_path("/webhooks/1/abc/messages/@original"),
            Some("/webhooks/{webhook_id}/{webhook_token}/messages/@original")
        );
        assert_eq!(api.match_path("/no/such/route"), None);
    }

    #[test]
    fn accepts_good_bodies_and_refuses_bad_ones() {
        let api = OpenApi::load();
        let check =
            |template, body| api.check_request("POST", template, "application/json", Some(&body));
        assert_eq!(
            check(
                CALLBACK,
                json!({"type": 4, "data": {"content": "hi", "flags": 64}})
            ),
            Ok(())
        );
        assert!(
            check(CALLBACK, json!({"data": {"content": "hi"}})).is_err(),
            "type is required"
        );
        assert!(
            check(CALLBACK, json!({"type": 99})).is_err(),
            "unknown callback type"
        );
        assert!(
            check(
                CALLBACK,
                json!({"type": 4, "data": {"content": "x".repeat(2001)}})
            )
            .is_err(),
            "content too long"
        );
        let button = |id: &str| json!({"type": 2, "style": 1, "label": "Join", "custom_id": id});
        let with_row =
            |b| json!({"type": 4, "data": {"components": [{"type": 1, "components": [b]}]}});
        assert_eq!(check(CALLBACK, with_row(button("mw:1:1:join"))), Ok(()));
        assert!(
            check(CALLBACK, with_row(button(&"x".repeat(101)))).is_err(),
            "custom_id too long"
        );
        assert!(
            api.check_request("POST", CALLBACK, "application/json", None)
                .is_err(),
            "a body is required"
        );
    }

    #[test]
    fn attachment_ids_may_be_numbers_there_only() {
        let api = OpenApi::load();
        let check = |body| api.check_request("POST", MESSAGES, "multipart/form-data", Some(&body));
        assert_eq!(
            check(json!({"attachments": [{"id": 0, "filename": "board.png"}]})),
            Ok(())
        );
        assert_eq!(
            check(json!({"attachments": [{"id": "0", "filename": "board.png"}]})),
            Ok(())
        );
        assert!(check(json!({"attachments": [{"id": -1}]})).is_err());
        // Elsewhere a snowflake stays a string.
        let reference = json!({"content": "hi", "message_reference": {"message_id": 5}});
        assert!(check(reference).is_err(), "a numeric message_id is refused");
        assert_eq!(
            check(json!({"content": "hi", "message_reference": {"message_id": "5"}})),
            Ok(())
        );
    }
}
