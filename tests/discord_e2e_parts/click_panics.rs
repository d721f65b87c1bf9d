//! A panic in a click's flow still answers the click (else Discord shows "This
//! interaction failed"): privately, in the clicker's language, as its first answer or as
//! a follow-up when the flow had deferred. The flows here are the test's own futures,
//! handed to the very function the bot runs every click's flow through: no route a user
//! could reach makes the bot panic.

use std::time::Duration;

use manawell::frontends::discord::app::bot::build_http;
use manawell::frontends::discord::app::framework::answering_panics;
use manawell::frontends::discord::wire::respond::internal_error;
use manawell::i18n::Lang;
use serde_json::json;
use serenity::all::{
    ApplicationId, ComponentInteraction, CreateInteractionResponse, Http, Interaction,
};

use super::config;
use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place, BOT_TOKEN};
use super::WAIT;

const EPHEMERAL: u64 = 1 << 6;

/// A French-speaking player's click on a board, in an English-speaking server.
fn french_click(fake: &FakeDiscord) -> (Injected, ComponentInteraction) {
    let clicker = FakeUser::new(1, "amélie");
    let place = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let mut payload = None;
    let injected = fake.inject_offline(|id, token| {
        let board = payloads::message_json(
            id + 1_000,
            payloads::CHANNEL_ID,
            payloads::bot_user(),
            &json!({"content": "a board"}),
            &[],
        );
        let click = payloads::component(id, token, &clicker, place, "g:1:m:0", &[], board);
        let click = payloads::with_locales(click, "fr", Some("en-US"));
        payload = Some(click.clone());
        click
    });
    let payload = payload.expect("built");
    let Ok(Interaction::Component(click)) = serde_json::from_value(payload) else {
        panic!("not a click");
    };
    (injected, click)
}

fn http_of(fake: &FakeDiscord) -> Http {
    let http = build_http(&config(fake, BOT_TOKEN));
    http.set_application_id(ApplicationId::new(payloads::APP_ID));
    http
}

fn french_internal_error(json: &serde_json::Value) {
    assert_eq!(json["content"], internal_error(Lang::Fr), "{json}");
    assert_eq!(
        json["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        EPHEMERAL,
        "{json}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_panicking_clicks_flow_is_answered_privately_in_the_clickers_language() {
    let fake = FakeDiscord::start().await;
    let http = http_of(&fake);
    let (injected, click) = french_click(&fake);
    let flow = async { panic!("a bug in a click's flow") };
    let result = answering_panics(&http, &click, flow).await;
    assert!(result.is_ok(), "the panic is answered, not passed on");
    let answer = fake.callback(&injected, WAIT).await;
    let body = answer.json.expect("a JSON answer");
    assert_eq!(body["type"], 4, "a message as the first answer: {body}");
    french_internal_error(&body["data"]);
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flow_that_deferred_then_panicked_is_answered_by_a_follow_up() {
    let fake = FakeDiscord::start().await;
    let http = http_of(&fake);
    let (injected, click) = french_click(&fake);
    let flow = async {
        click
            .create_response(&http, CreateInteractionResponse::Acknowledge)
            .await
            .expect("deferred");
        panic!("a bug after deferring");
    };
    let result = answering_panics(&http, &click, flow).await;
    assert!(result.is_ok(), "the panic is answered, not passed on");
    let path = format!("/webhooks/{}/{}", payloads::APP_ID, injected.token);
    let followup = fake
        .wait_request(Duration::from_secs(10), "the follow-up", 0, |r| {
            r.method == "POST" && r.path == path
        })
        .await;
    french_internal_error(&followup.json.expect("a JSON follow-up"));
    // The bot cannot tell whether the flow had answered: it tries a first answer, which
    // Discord refuses (400, 40060: not counted among invalid requests), then follows up.
    assert_eq!(
        fake.problems(),
        [format!("interaction {} answered twice", injected.id)]
    );
}
