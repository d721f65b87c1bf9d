//! The fake as strict as Discord: the gateway asks the bot to reconnect (op 7) or drops
//! its session (op 9), and the bot comes back (RESUME, or a fresh IDENTIFY) and goes on
//! answering; an interaction answered after 3 seconds, or its token used after 15
//! minutes, is refused as Discord refuses it.

use std::time::Duration;

use serde_json::json;

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Place, BOT_TOKEN};
use super::{config, message_answer, start_bot, WAIT};

/// `/rivality rules` answered, as proof that the bot listens.
async fn answers(fake: &FakeDiscord) {
    let alice = FakeUser::new(1, "alice");
    let rules = json!([{"name": "rules", "type": 1, "options": []}]);
    let place = Place::Dm { channel: 4000 };
    let injected = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, place, "rivality", rules.clone())
    });
    message_answer(fake, &injected, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_resumes_after_op_7_and_identifies_again_after_op_9() {
    let fake = FakeDiscord::start().await;
    let bot = start_bot(config(&fake, BOT_TOKEN));
    fake.wait_ready(WAIT).await;
    answers(&fake).await;
    assert_eq!((fake.identifies(), fake.resumes()), (1, 0));

    // Op 7: reconnect and RESUME the same session.
    fake.ask_to_reconnect();
    fake.wait(WAIT, "a RESUME", |f| (f.resumes() == 1).then_some(()))
        .await;
    fake.wait_ready(WAIT).await;
    answers(&fake).await;
    assert_eq!(fake.identifies(), 1, "resumed, not identified again");

    // Op 9, not resumable: a new session with IDENTIFY.
    fake.invalidate_session();
    fake.wait(WAIT, "a second IDENTIFY", |f| {
        (f.identifies() == 2).then_some(())
    })
    .await;
    fake.wait_ready(WAIT).await;
    answers(&fake).await;

    bot.shut_down().await;
    fake.assert_no_problems();
}

/// A fake whose windows are short, and an interaction nobody answers in time: Discord's
/// answers (10062, then 50027), and problems recorded.
#[tokio::test]
async fn late_answers_and_old_tokens_are_refused() {
    use serenity::all::{
        CreateInteractionResponse, CreateInteractionResponseFollowup,
        CreateInteractionResponseMessage, HttpBuilder, InteractionId,
    };
    let fake = FakeDiscord::start().await;
    fake.set_windows(Duration::from_millis(50), Duration::from_millis(300));
    let http = HttpBuilder::new(BOT_TOKEN)
        .proxy(fake.api_base.clone())
        .ratelimiter_disabled(true)
        .application_id(serenity::all::ApplicationId::new(payloads::APP_ID))
        .build();
    let alice = FakeUser::new(1, "alice");
    let place = Place::Dm { channel: 4000 };
    let late = fake.inject_offline(|id, token| {
        payloads::slash_command(id, token, &alice, place, "rivality", json!([]))
    });
    tokio::time::sleep(Duration::from_millis(100)).await;
    let answer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
    let result = http
        .create_interaction_response(InteractionId::new(late.id), &late.token, &answer, vec![])
        .await;
    assert!(result.is_err(), "Discord refuses an answer after 3 s");
    assert!(
        fake.problems()
            .iter()
            .any(|p| p.contains("after the 3-second window")),
        "{:?}",
        fake.problems()
    );

    let answered = fake.inject_offline(|id, token| {
        payloads::slash_command(id, token, &alice, place, "rivality", json!([]))
    });
    http.create_interaction_response(
        InteractionId::new(answered.id),
        &answered.token,
        &answer,
        vec![],
    )
    .await
    .expect("in time");
    tokio::time::sleep(Duration::from_millis(400)).await;
    let followup = CreateInteractionResponseFollowup::new()
        .content("too late")
        .allowed_mentions(serenity::all::CreateAllowedMentions::new());
    let result = http
        .create_followup_message(&answered.token, &followup, vec![])
        .await;
    assert!(result.is_err(), "the token is dead after 15 minutes");
    assert!(
        fake.problems().iter().any(|p| p.contains("token expired")),
        "{:?}",
        fake.problems()
    );
}

/// The bot asks Discord how many shards it should run (`GET /gateway/bot`) and
/// identifies each with its shard; it asks for no event it does not read.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_is_sharded_as_discord_recommends() {
    let fake = FakeDiscord::start().await;
    let bot = start_bot(config(&fake, BOT_TOKEN));
    fake.wait_ready(WAIT).await;
    assert!(
        fake.requests().iter().any(|r| r.path == "/gateway/bot"),
        "the recommended shard count is asked for"
    );
    assert_eq!(fake.identified_shard(), Some(json!([0, 1])));
    assert_eq!(
        fake.identified_intents(),
        Some(0),
        "no intent: interactions need none, and the bot reads no other event"
    );
    bot.shut_down().await;
    fake.assert_no_problems();
}
