//! The games' own words in French and German: the rules help answers in the player's
//! Discord locale, else in the server's.

use serde_json::{json, Value};

use super::fake_discord::payloads;
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place};
use super::message_parts::find;
use super::real_bot::RealBot;
use super::{answer_message, ephemeral_text, WAIT};
use manawell::frontends::discord::views::rules_help;
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
    command_at(
        fake,
        user,
        place,
        (locale, guild_locale),
        (game, sub),
        options,
    )
}

fn command_at(
    fake: &FakeDiscord,
    user: &FakeUser,
    place: Place,
    (locale, guild_locale): (&str, &str),
    (game, sub): (&str, &str),
    options: Value,
) -> Injected {
    let data = json!([{"name": sub, "type": 1, "options": options}]);
    fake.inject(|id, token| {
        let mut v = payloads::slash_command(id, token, user, place, game, data.clone());
        v["locale"] = json!(locale);
        v["guild_locale"] = json!(guild_locale);
        v
    })
}

async fn rules_answer(fake: &FakeDiscord, injected: &Injected) -> String {
    let message = answer_message(fake, injected).await;
    ephemeral_text(&message)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rules_help_speaks_the_players_language_else_the_servers() {
    let real = RealBot::start("languages-rules").await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let tiles = json!([{"name": "topic", "type": 3, "value": "tiles"}]);

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
    assert_eq!(
        text,
        rules_help::answer("rivality", Some("tiles"), Lang::Fr)
    );
    assert!(
        text.starts_with("**Rivality\u{a0}: Les tuiles**\n• Puits de Mana"),
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
    assert_eq!(
        text,
        rules_help::answer("rivality", Some("tiles"), Lang::De)
    );
    assert!(text.contains("• Manaquelle"), "{text}");

    // A client in a language manawell does not speak, in a German server: German.
    let asked = command_in(fake, &alice, ("ja", "de"), "magistrar", "rules", json!([]));
    let text = rules_answer(fake, &asked).await;
    assert!(
        text.starts_with("**Magistrar: Überblick**\nZwei Magier"),
        "{text}"
    );
    assert!(text.contains("Mehr: `/magistrar regeln thema:`"), "{text}");

    // A topic typed by its French title, in French.
    let topic = json!([{"name": "topic", "type": 3, "value": "La victoire"}]);
    let asked = command_in(fake, &alice, ("fr", "fr"), "aetherium", "rules", topic);
    let text = rules_answer(fake, &asked).await;
    assert!(
        text.starts_with("**Aetherium\u{a0}: La victoire**\nTu gagnes aussitôt"),
        "{text}"
    );

    // English stays as it was.
    let asked = command_in(fake, &alice, ("en-GB", "en-US"), "rivality", "rules", tiles);
    let text = rules_answer(fake, &asked).await;
    assert_eq!(
        text,
        rules_help::answer("rivality", Some("tiles"), Lang::En)
    );
    assert!(text.starts_with("**Rivality: The tiles**"), "{text}");

    real.finish_without_boards().await;
}

/// A server that chose French (or German) gets the games' public words in it: the account
/// of a resignation posted in the game's thread.
async fn resignation_in(lang: Lang, locale: &str, said: &str) {
    let real = RealBot::start(&format!("languages-posts-{locale}")).await;
    let fake = &real.fake;
    let service = real.desk.service();
    let guild = payloads::GUILD_ID.to_string();
    let mut settings = service.server_settings(&guild).await.unwrap();
    settings.language = Some(lang);
    service.set_server_settings(&guild, settings).await.unwrap();
    let alice = FakeUser::new(1, "alice");
    let new = json!([{"name": "players", "type": 4, "value": 2},
                     {"name": "vs_ai", "type": 5, "value": true}]);
    let opened = command_in(fake, &alice, (locale, locale), "rivality", "new", new);
    fake.callback(&opened, WAIT).await;
    let (thread, _, _) = fake
        .wait(WAIT, "the game thread", |f| f.threads().first().cloned())
        .await;
    let in_thread = Place::Guild { channel: thread };

    let asked = command_at(
        fake,
        &alice,
        in_thread,
        (locale, locale),
        ("rivality", "resign"),
        json!([]),
    );
    fake.callback(&asked, WAIT).await;
    let confirm = fake
        .wait(WAIT, "the confirmation", |f| {
            f.original(&asked).filter(|m| find(m, "resign").is_some())
        })
        .await;
    let (resign, _) = find(&confirm, "resign").expect("a Resign button");
    let click = fake.inject(|id, token| {
        let mut v =
            payloads::component(id, token, &alice, in_thread, &resign, &[], confirm.clone());
        v["locale"] = json!(locale);
        v["guild_locale"] = json!(locale);
        v
    });
    fake.callback(&click, WAIT).await;
    let post = fake
        .wait(WAIT, "the resignation in the thread", |f| {
            f.messages().into_iter().find(|m| {
                m["channel_id"] == json!(thread.to_string())
                    && m["content"].as_str().is_some_and(|c| c.contains(said))
            })
        })
        .await;
    let text = post["content"].as_str().unwrap();
    assert!(!text.contains(" resigned: "), "{text}");
    real.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_server_reads_the_resignation_in_french() {
    resignation_in(Lang::Fr, "fr", "alice a abandonné\u{a0}: ").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_server_reads_the_resignation_in_german() {
    resignation_in(Lang::De, "de", "alice hat aufgegeben: ").await;
}
