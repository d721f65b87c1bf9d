//! A game played in French and German: the posts everyone reads follow the server (its
//! choice, else its Discord locale), the panel and the refusals follow each player's own
//! Discord locale.

use serde_json::{json, Value};

use super::fake_discord::payloads::{self, EPHEMERAL};
use super::fake_discord::{FakeDiscord, FakeUser, Place, Recorded};
use super::game::{created_by, find};
use super::real_bot::RealBot;
use super::{response, WAIT};
use manawell::frontends::discord::desk::ServerView;
use manawell::i18n::Lang;

/// The locale of each player's Discord client, and the server's.
struct Locales {
    guild: &'static str,
    of: fn(u64) -> &'static str,
}

fn localised(mut payload: Value, user: &FakeUser, locales: &Locales) -> Value {
    payload["locale"] = json!((locales.of)(user.id));
    if payload.get("guild_locale").is_some() {
        payload["guild_locale"] = json!(locales.guild);
    }
    payload
}

async fn click(
    fake: &FakeDiscord,
    locales: &Locales,
    user: &FakeUser,
    place: Place,
    message: &Value,
    custom_id: &str,
    values: &[&str],
) -> Recorded {
    let injected = fake.inject(|id, token| {
        let payload =
            payloads::component(id, token, user, place, custom_id, values, message.clone());
        localised(payload, user, locales)
    });
    fake.callback(&injected, WAIT).await
}

fn content(data: &Value) -> &str {
    data["content"].as_str().unwrap_or("")
}

/// Alice opens a 2-player table and Bob joins: the first turn's post, its thread, and
/// who is to move.
async fn first_turn<'a>(
    fake: &FakeDiscord,
    locales: &Locales,
    users: &'a [FakeUser],
) -> (Value, Place, &'a FakeUser) {
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let options = json!([{"name": "new", "type": 1, "options": [{"name": "players", "type": 4, "value": 2}]}]);
    let injected = fake.inject(|id, token| {
        let payload =
            payloads::slash_command(id, token, &users[0], channel, "rivality", options.clone());
        localised(payload, &users[0], locales)
    });
    fake.callback(&injected, WAIT).await;
    let lobby = fake.original(&injected).expect("the lobby message");
    let (join, _) = find(&lobby, "join").expect("a Join button");
    let (kind, _) = response(&click(fake, locales, &users[1], channel, &lobby, &join, &[]).await);
    assert_eq!(kind, 7, "the lobby is updated");
    let (thread, _, _) = fake
        .wait(WAIT, "the game thread", |f| f.threads().first().cloned())
        .await;
    let post = fake
        .wait(WAIT, "the first board", |f| {
            f.last_message_in(thread)
                .filter(|m| find(m, "turn").is_some())
        })
        .await;
    let mover = users
        .iter()
        .find(|u| content(&post).contains(&format!("<@{}>", u.id)))
        .expect("someone is pinged");
    (post, Place::Guild { channel: thread }, mover)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_in_french_and_german() {
    let real = RealBot::start("turn-in-french-and-german").await;
    let (fake, desk) = (&real.fake, &real.desk);
    // A French server; Alice's Discord speaks German, Bob's French.
    let locales = Locales {
        guild: "fr",
        of: |user| if user == 1 { "de" } else { "fr" },
    };
    let users = [FakeUser::new(1, "alice"), FakeUser::new(2, "bob")];
    let (post, thread, mover) = first_turn(fake, &locales, &users).await;
    let other = users.iter().find(|u| u.id != mover.id).unwrap();
    // The server's Discord locale is remembered for the posts made with no interaction
    // at hand (deadlines, the AI's moves).
    let remembered = desk.server_settings(payloads::GUILD_ID).await.unwrap();
    assert_eq!(remembered.discord_language, Some(Lang::Fr));
    assert_eq!(remembered.language, None, "not a moderator's choice");

    // The post everyone reads is in the server's language.
    assert!(
        content(&post).ends_with(&format!("<@{}>, à toi de jouer.", mover.id)),
        "{post}"
    );
    let (turn, _) = find(&post, "turn").expect("a turn button");
    let label = post["components"][0]["components"][0]["label"].clone();
    assert_eq!(label, "Jouer mon tour", "{post}");

    // The other player is refused in their own language.
    let (kind, data) = response(&click(fake, &locales, other, thread, &post, &turn, &[]).await);
    assert_eq!(kind, 4);
    assert_eq!(data["flags"].as_u64().unwrap_or(0) & EPHEMERAL, EPHEMERAL);
    let refusal = if other.id == 1 {
        "Du bist nicht am Zug"
    } else {
        "Ce n'est pas ton tour"
    };
    assert!(content(&data).contains(refusal), "{data}");

    // The mover's panel, in the mover's language, step by step to Confirm.
    let callback = click(fake, &locales, mover, thread, &post, &turn, &[]).await;
    let (_, data) = response(&callback);
    // Alice (1) reads German, Bob French.
    let german = mover.id == 1;
    let (prompt, hand) = if german {
        (
            "Du bist am Zug: Wähle das Plättchen, das du legst.",
            "Deine Hand: ",
        )
    } else {
        (
            "À toi de jouer\u{a0}: choisis la tuile à poser.",
            "Ta main\u{a0}: ",
        )
    };
    assert!(content(&data).starts_with(prompt), "{data}");
    assert!(content(&data).contains(hand), "{data}");
    let mut panel = fake
        .wait(WAIT, "the panel", |f| created_by(f, &callback))
        .await;
    let panel_id: u64 = panel["id"].as_str().unwrap().parse().unwrap();
    loop {
        let step = ["tile", "spot", "facing", "order"]
            .iter()
            .find_map(|a| find(&panel, a));
        if let Some((menu, values)) = step {
            click(
                fake,
                &locales,
                mover,
                thread,
                &panel,
                &menu,
                &[values[0].as_str()],
            )
            .await;
            panel = fake.message(panel_id).expect("the panel");
            continue;
        }
        let (button, _) = find(&panel, "confirm").expect("Confirm at the end");
        let labels = panel["components"].to_string();
        let confirm = if german { "Bestätigen" } else { "Confirmer" };
        assert!(labels.contains(confirm), "{labels}");
        let (kind, data) =
            response(&click(fake, &locales, mover, thread, &panel, &button, &[]).await);
        assert_eq!(kind, 7);
        let played = content(&data);
        if german {
            assert!(
                played.starts_with("Du hast **") && played.ends_with("** gespielt."),
                "{data}"
            );
        } else {
            assert!(played.starts_with("Tu as joué **"), "{data}");
        }
        break;
    }

    // The next post pings the other player, in French again.
    let next = fake
        .wait(WAIT, "the next board", |f| {
            f.last_message_in(match thread {
                Place::Guild { channel } => channel,
                _ => unreachable!(),
            })
            .filter(|m| m["id"] != post["id"] && find(m, "turn").is_some())
        })
        .await;
    assert!(
        content(&next).ends_with(&format!("<@{}>, à toi de jouer.", other.id)),
        "{next}"
    );
    real.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_choice_wins_over_its_discord_locale() {
    let real = RealBot::start("server-choice").await;
    let fake = &real.fake;
    real.desk
        .set_server_settings(
            payloads::GUILD_ID,
            ServerView {
                language: Some(Lang::De),
                ..ServerView::default()
            },
        )
        .await
        .expect("settings saved");
    // A French server that chose German; both players' clients speak a language manawell
    // does not (their private answers follow the server then).
    let locales = Locales {
        guild: "fr",
        of: |_| "ja",
    };
    let users = [FakeUser::new(1, "alice"), FakeUser::new(2, "bob")];
    let (post, thread, mover) = first_turn(fake, &locales, &users).await;
    assert!(
        content(&post).ends_with(&format!("<@{}>, du bist am Zug.", mover.id)),
        "{post}"
    );
    let (turn, _) = find(&post, "turn").expect("a turn button");
    let outsider = FakeUser::new(9, "erin");
    let (_, data) = response(&click(fake, &locales, &outsider, thread, &post, &turn, &[]).await);
    assert_eq!(
        content(&data),
        "Du spielst nicht in Partie #1 mit.",
        "{data}"
    );
    real.finish().await;
}
