//! The step panel in the player's own language, over the real table service: its
//! questions and answers follow the clicker's Discord locale, while the public posts keep
//! the server's, and the answers picked stay the same whatever the language.

use serde_json::{json, Value};

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Place, Recorded};
use super::game::{created_by, find, pinged};
use super::real_bot::RealBot;
use super::{answer_message, WAIT};

/// A click from a client speaking `locale`, in a server preferring English.
async fn click(
    fake: &FakeDiscord,
    user: &FakeUser,
    locale: &str,
    place: Place,
    message: &Value,
    custom_id: &str,
    values: &[&str],
) -> Recorded {
    let injected = fake.inject(|id, token| {
        let v = payloads::component(id, token, user, place, custom_id, values, message.clone());
        payloads::with_locales(v, locale, Some("en-US"))
    });
    fake.callback(&injected, WAIT).await
}

fn content(message: &Value) -> String {
    message["content"].as_str().unwrap_or("").to_string()
}

/// Every label of a message's buttons and menu options.
fn labels(message: &Value) -> String {
    message["components"].to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn aetherium_panels_ask_each_player_in_their_own_language() {
    let real = RealBot::start("aetherium-languages").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let users = [alice.clone(), bob.clone()];
    let locale_of = |u: &FakeUser| if u.id == 1 { "fr" } else { "de" };
    let here = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let data = json!([{"name": "new", "type": 1, "options": []}]);
    let new = fake.inject(|id, token| {
        payloads::slash_command(id, token, &alice, here, "aetherium", data.clone())
    });
    let lobby = answer_message(fake, &new).await;
    let (join, _) = find(&lobby, "join").expect("a Join button");
    click(fake, &bob, "de", here, &lobby, &join, &[]).await;
    let (thread, _, _) = fake
        .wait(WAIT, "the game's thread", |f| f.threads().first().cloned())
        .await;
    let place = Place::Guild { channel: thread };
    let post = fake
        .wait(WAIT, "the first turn", |f| {
            f.last_message_in(thread)
                .filter(|m| find(m, "turn").is_some())
        })
        .await;
    let mover = pinged(&post, &users).clone();
    let locale = locale_of(&mover);
    let (turn, _) = find(&post, "turn").unwrap();
    let callback = click(fake, &mover, locale, place, &post, &turn, &[]).await;
    let panel_id: u64 = fake
        .wait(WAIT, "the panel", |f| created_by(f, &callback))
        .await["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let panel = fake
        .wait(WAIT, "the panel's question", |f| {
            f.message(panel_id).filter(|m| !content(m).is_empty())
        })
        .await;
    let (question, element, pawn_word) = if locale == "fr" {
        ("**Quel pion\u{a0}?**", "feu", "pion")
    } else {
        ("**Welche Figur?**", "Feuer", "Figur")
    };
    assert!(content(&panel).contains(question), "{panel}");
    assert!(
        labels(&panel).contains(pawn_word) && labels(&panel).contains(element),
        "the answers in the mover's language: {panel}"
    );
    assert!(!labels(&panel).contains("fire pawn"), "{panel}");

    // An answer: the summary line repeats the question and the answer in words.
    let (pick, values) = find(&panel, "pick").expect("an answer to pick");
    let chosen: Vec<&str> = values.first().map(String::as_str).into_iter().collect();
    click(fake, &mover, locale, place, &panel, &pick, &chosen).await;
    let after = fake
        .wait(WAIT, "the next question", |f| {
            f.message(panel_id)
                .filter(|m| content(m) != content(&panel))
        })
        .await;
    // The action space next, or the wild pawn's element first.
    let next = if locale == "fr" {
        [
            "Quelle case d'action\u{a0}?",
            "Le joker compte pour quel élément\u{a0}?",
        ]
    } else {
        [
            "Welches Aktionsfeld?",
            "Als welches Element zählt der Joker?",
        ]
    };
    let text = content(&after);
    assert!(
        text.starts_with(&format!("• {}", question.trim_matches('*'))),
        "{text}"
    );
    assert!(next.iter().any(|q| text.contains(q)), "{text}");

    // The first answer each time up to the preview: what the turn would do, in words.
    let mut panel = after;
    while find(&panel, "play").is_none() {
        let (pick, values) = find(&panel, "pick").expect("a question");
        let chosen: Vec<&str> = values.first().map(String::as_str).into_iter().collect();
        click(fake, &mover, locale, place, &panel, &pick, &chosen).await;
        let before = content(&panel);
        panel = fake
            .wait(WAIT, "the panel moves on", |f| {
                f.message(panel_id).filter(|m| content(m) != before)
            })
            .await;
    }
    let text = content(&panel);
    let (placed, ready) = if locale == "fr" {
        (format!("{} a posé son ", mover.name), "Jouer **")
    } else {
        (format!("{} hat ", mover.name), "** spielen?")
    };
    // The seat's name is the player's display name: compared in lower case.
    assert!(
        text.to_lowercase().contains(&placed.to_lowercase()),
        "the preview in words: {text}"
    );
    assert!(text.contains(ready), "{text}");
    assert!(!text.contains(" put their "), "{text}");
    real.finish().await;
}
