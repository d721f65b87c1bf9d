//! A move typed wrong (`/magistrar play move:`, `/aetherium play move:`) on the real table
//! service is refused in the player's language, French or German, naming the word typed:
//! the notation's typed reason worded by the game's kind. The refusal is the player's
//! alone; the game's public posts speak the server's language.

use serde_json::{json, Value};

use super::fake_discord::payloads::{self, EPHEMERAL};
use super::fake_discord::{FakeDiscord, FakeUser, Place};
use super::game::find;
use super::real_bot::RealBot;
use super::WAIT;

fn command(
    fake: &FakeDiscord,
    user: &FakeUser,
    place: Place,
    game: &str,
    options: Value,
    locale: (&str, &str),
) -> super::fake_discord::Injected {
    fake.inject(|id, token| {
        let payload = payloads::slash_command(id, token, user, place, game, options.clone());
        payloads::with_locales(payload, locale.0, Some(locale.1))
    })
}

/// What a player saw: the private refusal, and the game thread's latest public post.
struct Seen {
    refusal: String,
    public: String,
}

/// `game` against the AI on a server speaking `locale`; `bad` typed once the player's
/// turn comes: the refusal's text.
async fn refusal_of(name: &str, game: &str, locale: &str, bad: &str) -> String {
    seen_by(name, game, (locale, locale), bad).await.refusal
}

/// As [`refusal_of`], for a player speaking `locales.0` on a server speaking `locales.1`.
async fn seen_by(name: &str, game: &str, locales: (&str, &str), bad: &str) -> Seen {
    let (locale, server) = locales;
    let real = RealBot::start(name).await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let new = json!([{"name": "new", "type": 1, "options": [{"name": "vs_ai", "type": 5, "value": true}]}]);
    let injected = command(fake, &alice, channel, game, new, (locale, server));
    fake.callback(&injected, WAIT).await;
    let (thread, _, _) = fake
        .wait(WAIT, "the game thread", |f| f.threads().first().cloned())
        .await;
    // Alice's turn: the newest post in the thread offers the turn button.
    fake.wait(WAIT, "Alice's turn", |f| {
        f.last_message_in(thread)
            .filter(|m| find(m, "turn").is_some())
    })
    .await;
    let here = Place::Guild { channel: thread };
    let play = json!([{"name": "play", "type": 1, "options": [{"name": "move", "type": 3, "value": bad}]}]);
    let injected = command(fake, &alice, here, game, play, (locale, server));
    fake.callback(&injected, WAIT).await;
    let answer = fake
        .wait(WAIT, "the refusal", |f| {
            f.original(&injected)
                .filter(|m| m["content"].as_str().is_some_and(|c| !c.is_empty()))
        })
        .await;
    assert_eq!(
        answer["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        EPHEMERAL,
        "{answer}"
    );
    let refusal = answer["content"].as_str().unwrap().to_string();
    let public = fake
        .last_message_in(thread)
        .and_then(|m| m["content"].as_str().map(str::to_string))
        .unwrap_or_default();
    real.finish().await;
    Seen { refusal, public }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mistyped_magistrar_move_is_refused_in_french() {
    let text = refusal_of("typed-fr", "magistrar", "fr", "fly").await;
    assert!(
        text.contains(
            "`fly` n'est pas un coup\u{a0}: une pose comme `sm.wmw`, un pion comme `3m`, ou `light`/`dark`"
        ),
        "{text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mistyped_aetherium_move_is_refused_in_german() {
    let text = refusal_of("typed-de", "aetherium", "de", "fire jump B").await;
    assert!(
        text.contains("`jump` ist keine Aktion: fall, twin, step-leap, surge oder gather"),
        "{text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_player_at_an_english_table_reads_the_refusal_in_french() {
    let seen = seen_by("typed-fr-at-en", "magistrar", ("fr", "en-US"), "fly").await;
    assert!(
        seen.refusal.contains(
            "`fly` n'est pas un coup\u{a0}: une pose comme `sm.wmw`, un pion comme `3m`, ou `light`/`dark`"
        ),
        "{}",
        seen.refusal
    );
    // The thread speaks the server's English, the refusal did not change it.
    assert!(
        seen.public.contains("Game #1 starts:") && seen.public.contains("your turn."),
        "{}",
        seen.public
    );
}
