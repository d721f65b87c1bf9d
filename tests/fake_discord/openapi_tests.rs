//! Tests of the OpenAPI checker: it must accept what Discord accepts and refuse the rest.

use super::openapi::OpenApi;
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
    let with_row = |b| json!({"type": 4, "data": {"components": [{"type": 1, "components": [b]}]}});
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

/// The turn panel's components at every step are what Discord accepts.
#[test]
fn panel_components_are_valid() {
    use manawell::frontends::discord::views::rivality::panel::{next_step, Picked};
    use manawell::frontends::discord::views::rivality::panel_view::components;
    let api = OpenApi::load();
    let mut legal: Vec<String> = (1..=40).map(|n| format!("A6 C{n} east")).collect();
    legal.extend(["A6 M14 east", "A6 M14 east right,front,left", "mulligan"].map(String::from));
    for arg in [
        None,
        Some("A6"),
        Some("A6.M14"),
        Some("A6.M14.e"),
        Some("A6.M14.e.rfl"),
    ] {
        let picked = Picked::decode(arg).unwrap();
        let step = next_step(&legal, &picked);
        for page in [0, 1] {
            let rows = serde_json::to_value(components(
                manawell::i18n::Lang::En,
                12,
                7,
                &picked,
                &step,
                page,
            ))
            .unwrap();
            let body =
                json!({"type": 4, "data": {"content": "panel", "flags": 64, "components": rows}});
            let checked = api.check_request("POST", CALLBACK, "application/json", Some(&body));
            assert_eq!(checked, Ok(()), "{arg:?} page {page}");
            let update = json!({"type": 7, "data": {"content": "panel", "components": body["data"]["components"]}});
            assert_eq!(
                api.check_request("POST", CALLBACK, "application/json", Some(&update)),
                Ok(())
            );
        }
    }
}

#[test]
fn a_menu_of_26_options_is_refused() {
    let api = OpenApi::load();
    let options: Vec<_> = (0..26)
        .map(|n| json!({"label": n.to_string(), "value": n.to_string()}))
        .collect();
    let menu = json!({"type": 3, "custom_id": "mw:1:1:spot", "options": options});
    let body = json!({"type": 4, "data": {"components": [{"type": 1, "components": [menu]}]}});
    assert!(api
        .check_request("POST", CALLBACK, "application/json", Some(&body))
        .is_err());
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

/// The lobby and the turn announcement are messages Discord accepts.
#[test]
fn lobby_and_turn_messages_are_valid() {
    use manawell::frontends::discord::views::messages::{lobby_message, turn_message, Lobby};
    let api = OpenApi::load();
    let lobby = Lobby {
        table: 12,
        version: 3,
        title: "Rivality, 4 players, Expert rules".into(),
        seats: 4,
        seated: vec![1, 2],
        invited: vec![3],
        creator: 1,
        deadline_secs: Some(3600),
        when_late: manawell::frontends::discord::desk::WhenLate::AiPlays,
    };
    let (text, rows) = lobby_message(manawell::i18n::Lang::En, &lobby);
    let (turn_text, turn_rows) = turn_message(
        manawell::i18n::Lang::En,
        12,
        4,
        &["alice placed A7 at M14.".into()],
        Some(2),
    );
    for (text, rows) in [(text, rows), (turn_text, turn_rows)] {
        let body = json!({"content": text, "components": rows, "allowed_mentions": {"parse": [], "users": ["2"]}});
        assert_eq!(
            api.check_request("POST", MESSAGES, "application/json", Some(&body)),
            Ok(())
        );
    }
}
