//! The games' own words in French and German: the rules help answers in the player's
//! Discord locale, else in the server's.

use serde_json::{json, Value};

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place};
use super::real_bot::RealBot;
use super::{ephemeral_text, message_answer};
use manawell::frontends::discord::rules_text::{rules_text, RulesTopic};
use manawell::i18n::Lang;

/// `/<game> <sub>` from a player whose client speaks `locale`, in a server whose
/// preferred locale is `guild_locale`.
fn command_in(
    fake: &FakeDiscord,
    user: &FakeUser,
    (locale, guild_locale): (&str, &str),
    game: &str,
    sub: &str,
    options: Value,
) -> Injected {
    let place = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let data = json!([{"name": sub, "type": 1, "options": options}]);
    fake.inject(|id, token| {
        let mut v = payloads::slash_command(id, token, user, place, game, data.clone());
        v["locale"] = json!(locale);
        v["guild_locale"] = json!(guild_locale);
        v
    })
}

async fn rules_answer(fake: &FakeDiscord, injected: &Injected) -> String {
    let (_, message) = message_answer(fake, injected, false).await;
    ephemeral_text(&message)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rules_help_speaks_the_players_language_else_the_servers() {
    let real = RealBot::start("languages-rules").await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let tiles = json!([{"name": "topic", "type": 4, "value": 3}]);

    // A French client in an English server: the private answer is French.
    let asked = command_in(
        fake,
        &alice,
        ("fr", "en-US"),
        "rivality",
        "rules",
        tiles.clone(),
    );
    let text = rules_answer(fake, &asked).await;
    assert_eq!(text, rules_text(Some(RulesTopic::Tiles), Lang::Fr));
    assert!(
        text.starts_with("**Rivality : les tuiles**\n• **Puits de Mana**"),
        "{text}"
    );

    // A German client.
    let asked = command_in(
        fake,
        &alice,
        ("de", "en-US"),
        "rivality",
        "rules",
        tiles.clone(),
    );
    let text = rules_answer(fake, &asked).await;
    assert_eq!(text, rules_text(Some(RulesTopic::Tiles), Lang::De));
    assert!(text.contains("**Manaquelle**"), "{text}");

    // A client in a language manawell does not speak, in a German server: German.
    let asked = command_in(fake, &alice, ("ja", "de"), "magistrar", "rules", json!([]));
    let text = rules_answer(fake, &asked).await;
    assert!(
        text.starts_with("**Magistrar: Überblick**\nZwei Magier"),
        "{text}"
    );
    assert!(text.contains("Mehr: `/magistrar rules topic:`"), "{text}");

    // A topic typed by its French title, in French.
    let topic = json!([{"name": "topic", "type": 3, "value": "La victoire"}]);
    let asked = command_in(fake, &alice, ("fr", "fr"), "aetherium", "rules", topic);
    let text = rules_answer(fake, &asked).await;
    assert!(
        text.starts_with("**Aetherium : La victoire**\nTu gagnes aussitôt"),
        "{text}"
    );

    // English stays as it was.
    let asked = command_in(fake, &alice, ("en-GB", "en-US"), "rivality", "rules", tiles);
    let text = rules_answer(fake, &asked).await;
    assert_eq!(text, rules_text(Some(RulesTopic::Tiles), Lang::En));
    assert!(text.starts_with("**Rivality: the tiles**"), "{text}");

    real.finish_without_boards().await;
}
