//! The shell itself: the bot connects, registers its commands, answers at once or
//! deferred, and says clearly what is wrong with a rejected or missing token.

use super::*;

fn rules(topic: Option<&str>) -> Value {
    match topic {
        Some(key) => json!([{"name": "rules", "type": 1,
                             "options": [{"name": "topic", "type": 3, "value": key}]}]),
        None => json!([{"name": "rules", "type": 1, "options": []}]),
    }
}

fn lobby_message() -> Value {
    let body = json!({"content": "A table of Rivality", "components": [{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "Join", "custom_id": "mw:77:3:join"}]}]});
    payloads::message_json(42, payloads::CHANNEL_ID, payloads::bot_user(), &body, &[])
}

/// Checks the commands the bot registered.
fn check_registration(put: &Recorded) {
    assert_eq!(
        put.path,
        format!("/applications/{}/commands", payloads::APP_ID)
    );
    let commands = put.json.clone().expect("a command list");
    let list = commands.as_array().expect("an array");
    let names: Vec<&str> = list.iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "rivality",
            "magistrar",
            "aetherium",
            "rivalry",
            "suramun",
            "games",
            "vacation",
            "moderate",
            "profile",
            "leaderboard",
            "help",
            "manawell",
            "replay"
        ]
    );
    let find = |name: &str| list.iter().find(|c| c["name"] == name).unwrap();
    // Shown to moderators only (Manage Server), in servers only.
    assert_eq!(find("moderate")["default_member_permissions"], "32");
    assert_eq!(find("moderate")["contexts"], json!([0]));
    assert_eq!(find("manawell")["default_member_permissions"], "32");
    assert_eq!(find("manawell")["contexts"], json!([0]));
    let subcommands = |name: &str| -> Vec<String> {
        let options = find(name)["options"].as_array().unwrap().clone();
        options
            .iter()
            .map(|o| o["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(
        subcommands("rivality"),
        ["new", "play", "board", "hand", "hint", "log", "takeback", "resign", "notify", "rules"]
    );
    // A game against the AI works in a DM with the bot too.
    assert_eq!(find("rivality")["contexts"], json!([0, 1]));
    for game in ["magistrar", "aetherium"] {
        assert_eq!(
            subcommands(game),
            ["new", "play", "board", "log", "takeback", "resign", "notify", "rules"],
            "{game}"
        );
        assert_eq!(find(game)["contexts"], json!([0, 1]), "{game}");
    }
    assert_eq!(
        subcommands("suramun"),
        ["start", "daily", "leaderboard", "rules"]
    );
    // Solo works in a DM with the bot, also when the app is installed by a user.
    assert_eq!(find("suramun")["contexts"], json!([0, 1, 2]));
    assert_eq!(find("suramun")["integration_types"], json!([0, 1]));
    assert_eq!(subcommands("vacation"), ["start", "end"]);
    assert_eq!(find("vacation")["contexts"], json!([0, 1, 2]));
    for anywhere in ["profile", "leaderboard", "help"] {
        assert_eq!(find(anywhere)["contexts"], json!([0, 1, 2]), "{anywhere}");
    }
}

/// Connects, registers, answers commands and clicks, and stops; with `defer_after` zero,
/// every answer takes the deferred path (acknowledge, then edit).
async fn shell_scenario(defer_after: Duration) {
    let deferred = defer_after.is_zero();
    let fake = FakeDiscord::start().await;
    let bot = start_bot(Config {
        defer_after,
        ..config(&fake, BOT_TOKEN)
    });
    fake.wait_ready(WAIT).await;
    let put = fake
        .wait_request(WAIT, "the command registration", 0, |r| {
            r.method == "PUT" && r.path.ends_with("/commands")
        })
        .await;
    check_registration(&put);

    let alice = FakeUser::new(1, "alice");
    let guild = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let dm = Place::Dm { channel: 4000 };
    let mut latencies = Vec::new();

    // /rivality rules: topics answered ephemerally with their summary; no topic, in a DM:
    // the overview.
    let topics = [
        ("rivality", Some("overview"), guild),
        ("rivality", Some("turn"), guild),
        ("suramun", Some("suramun"), guild),
        ("rivality", None, dm),
    ];
    for (game, topic, place) in topics {
        let injected = fake.inject(|id, token| {
            payloads::slash_command(id, token, &alice, place, game, rules(topic))
        });
        let (latency, message) = message_answer(&fake, &injected, deferred).await;
        latencies.push(latency);
        assert_eq!(
            ephemeral_text(&message),
            rules_help::answer(game, topic, Lang::En)
        );
    }

    // /help: how to start by default, a topic when asked; privately, also before the table
    // service is connected.
    for (options, topic) in [
        (json!([]), HelpTopic::Start),
        (
            json!([{"name": "topic", "type": 4, "value": 1}]),
            HelpTopic::Turn,
        ),
    ] {
        let injected = fake.inject(|id, token| {
            payloads::slash_command(id, token, &alice, dm, "help", options.clone())
        });
        let (latency, message) = message_answer(&fake, &injected, deferred).await;
        latencies.push(latency);
        assert_eq!(
            ephemeral_text(&message),
            help_text(manawell::i18n::Lang::En, Some(topic))
        );
    }

    // Options of a shape the command does not have (a client showing an older version of
    // it): a clear answer, not silence.
    let stale = json!([{"name": "topic", "type": 3, "value": "How a turn works"}]);
    let injected = fake
        .inject(|id, token| payloads::slash_command(id, token, &alice, dm, "help", stale.clone()));
    // Refused before the command runs: answered at once, never deferred.
    let (_, message) = message_answer(&fake, &injected, false).await;
    assert!(ephemeral_text(&message).contains("older version"));

    // A game command where no game is played: a specific, ephemeral answer.
    let board = json!([{"name": "board", "type": 1, "options": []}]);
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, guild, "rivality", board.clone())
    });
    let (latency, message) = message_answer(&fake, &injected, deferred).await;
    latencies.push(latency);
    assert_eq!(ephemeral_text(&message), NO_GAME_HERE);

    // Buttons: malformed, naming an unknown table, and not ours at all. Each gets a
    // specific ephemeral refusal, and the clicked message is left alone.
    let clicks = [
        (
            "mw:77:3:dance",
            guild,
            ComponentIdError::UnknownAction.user_message().to_string(),
        ),
        ("mw:77:3:join", guild, unknown_table_message(77)),
        (
            "other:1",
            dm,
            ComponentIdError::NotOurs.user_message().to_string(),
        ),
    ];
    for (custom_id, place, expected) in clicks {
        let injected = fake.inject(|id, token| {
            payloads::component(id, token, &alice, place, custom_id, &[], lobby_message())
        });
        let (latency, text) = click_refusal(&fake, &injected, deferred).await;
        latencies.push(latency);
        assert_eq!(text, expected);
        assert_eq!(
            fake.message(42),
            Some(lobby_message()),
            "the lobby is unchanged"
        );
    }

    // Autocomplete answers with a (for now empty) list of choices, never deferred.
    let options = json!([{"name": "play", "type": 1,
        "options": [{"name": "tile", "type": 3, "value": "", "focused": true}]}]);
    let injected = fake.inject(|id, token| {
        payloads::autocomplete(id, token, &alice, guild, "rivality", options.clone())
    });
    let (kind, data) = response(&fake.callback(&injected, WAIT).await);
    assert_eq!(
        (kind, &data["choices"]),
        (8, &json!([])),
        "an autocomplete result"
    );

    // A command the bot no longer has (registered by an older version).
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, guild, "oldgame", json!([]))
    });
    let (kind, data) = response(&fake.callback(&injected, WAIT).await);
    assert_eq!(kind, 4);
    assert!(data["content"]
        .as_str()
        .unwrap()
        .contains("don't know this command"));

    // Heartbeats are answered, so the connection stays up.
    fake.wait(WAIT, "a heartbeat", |f| (f.heartbeats() > 0).then_some(()))
        .await;

    bot.shut_down().await;
    fake.assert_no_problems();
    latencies.sort();
    let (p50, max) = (
        latencies[latencies.len() / 2],
        latencies[latencies.len() - 1],
    );
    eprintln!(
        "interaction -> callback ({} answers, deferred: {deferred}): p50 {p50:?}, max {max:?}",
        latencies.len()
    );
    assert!(
        max < Duration::from_secs(1),
        "answers are quick: {latencies:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_connects_registers_and_answers() {
    shell_scenario(manawell::frontends::discord::wire::respond::DEFAULT_DEFER_AFTER).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deferred_answers_edit_the_original() {
    shell_scenario(Duration::ZERO).await;
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

/// The posting helpers the game flows use, against the fake.
mod posting {
    use std::io::Cursor;

    use manawell::frontends::discord::wire::post::{dm, open_game_place, post_public, thread_name};
    use serenity::all::{ChannelId, HttpBuilder, MessageId, UserId};

    use super::fake_discord::payloads::CHANNEL_ID;
    use super::fake_discord::{FakeDiscord, BOT_TOKEN};

    fn http(fake: &FakeDiscord) -> serenity::all::Http {
        HttpBuilder::new(BOT_TOKEN)
            .proxy(fake.api_base.clone())
            .ratelimiter_disabled(true)
            .build()
    }

    fn png() -> Vec<u8> {
        let mut bytes = Vec::new();
        let picture = image::RgbaImage::new(8, 8);
        picture
            .write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Png)
            .unwrap();
        bytes
    }

    #[tokio::test]
    async fn a_game_gets_a_thread_or_else_the_channel() {
        let fake = FakeDiscord::start().await;
        let http = http(&fake);
        let name = thread_name("Rivality", 12, &["alice".into(), "bob".into()]);
        let channel = ChannelId::new(CHANNEL_ID);
        let place = open_game_place(&http, channel, Some(MessageId::new(42)), &name).await;
        assert_ne!(place, channel);
        assert_eq!(fake.threads(), [(place.get(), CHANNEL_ID, name.clone())]);
        // Where threads are refused, the game is played in the channel itself.
        fake.forbid_threads(3001);
        let place = open_game_place(&http, ChannelId::new(3001), None, &name).await;
        assert_eq!(place, ChannelId::new(3001));
        fake.assert_no_problems();
    }

    #[tokio::test]
    async fn boards_ping_only_the_player_to_move() {
        let fake = FakeDiscord::start().await;
        let http = http(&fake);
        let thread = ChannelId::new(5555);
        let text = "alice placed A7 at M14. <@2>, your turn.";
        let posted = post_public(
            &http,
            thread,
            text,
            Some(("board.png", png())),
            &[UserId::new(2)],
            vec![],
        )
        .await
        .expect("posted");
        assert_eq!(posted.attachments.len(), 1);
        let request = fake.requests().pop().unwrap();
        let body = request.json.unwrap();
        assert_eq!(body["allowed_mentions"]["users"], serde_json::json!(["2"]));
        assert_eq!(body["allowed_mentions"]["parse"], serde_json::json!([]));
        assert!(dm(&http, UserId::new(2), "Your turn in Rivality #12").await);
        let last = fake.requests().pop().unwrap();
        assert_eq!(
            last.path, "/channels/1000002/messages",
            "the DM went to the DM channel"
        );
        fake.assert_no_problems();
    }
}

#[test]
fn the_bot_command_without_a_token_says_what_to_do() {
    // Run from a directory without a .env file, with no token in the environment.
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_manawell"))
        .arg("bot")
        .env_remove("DISCORD_TOKEN")
        .current_dir(std::env::temp_dir())
        .output()
        .expect("run manawell bot");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("DISCORD_TOKEN is not set"), "{stderr}");
}

/// The private refusal a click got, and the time to its callback. A click the router
/// refuses (an id not ours or unreadable) is answered with a new message (type 4, or 5
/// deferred); one that reaches its flow (a lobby's Join naming no game) is deferred as the
/// update it usually is (type 6), and the refusal follows up privately.
async fn click_refusal(
    fake: &FakeDiscord,
    injected: &Injected,
    deferred: bool,
) -> (std::time::Duration, String) {
    let callback = fake.callback(injected, WAIT).await;
    let (kind, data) = response(&callback);
    let latency = callback.at - injected.at;
    if kind != 6 {
        let (_, message) = message_answer(fake, injected, deferred).await;
        return (latency, ephemeral_text(&message));
    }
    assert!(deferred, "an update deferred only when deferring: {data}");
    let token = injected.token.clone();
    let followup = fake
        .wait(WAIT, "the refusal's follow-up", |f| {
            f.requests().into_iter().find(|r| {
                r.method == "POST" && r.path.starts_with("/webhooks/") && r.path.ends_with(&token)
            })
        })
        .await;
    let body = followup.json.expect("a follow-up has a body");
    (latency, ephemeral_text(&body))
}
