//! French and German: the commands as a French or German client lists them, a player's
//! private answers in their own Discord locale, and a server's public posts in its
//! preferred locale or in the language its moderators chose.

use serde_json::{json, Value};

use super::fake_discord::payloads::{self, APP_PERMISSIONS};
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place, Recorded};
use super::real::seat_of;
use super::real_bot::RealBot;
use super::{response, WAIT};

const MANAGE_GUILD: u64 = 1 << 5;

fn sub(name: &str, options: Value) -> Value {
    json!([{"name": name, "type": 1, "options": options}])
}

/// A slash command from a client speaking `locale`, in a server preferring `guild`.
fn command(
    fake: &FakeDiscord,
    user: &FakeUser,
    place: Place,
    (locale, guild): (&str, Option<&str>),
    name: &str,
    options: Value,
) -> Injected {
    fake.inject(|id, token| {
        let v = payloads::slash_command(id, token, user, place, name, options.clone());
        payloads::with_locales(v, locale, guild)
    })
}

fn text_of(callback: &Recorded) -> String {
    let (_, data) = response(callback);
    data["content"].as_str().unwrap_or("").to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn french_and_german_clients_see_the_commands_in_their_language() {
    let real = RealBot::start("commands-in-french-and-german").await;
    let fake = &real.fake;
    let registered = fake
        .wait(WAIT, "the commands registered", |f| {
            f.requests()
                .into_iter()
                .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        })
        .await;
    let commands = registered.json.expect("the command list");
    let rivality = commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "rivality")
        .expect("/rivality");
    assert_eq!(
        rivality["description_localizations"]["fr"],
        json!(
            "Rivality\u{a0}: pose des tuiles, invoque des Golems, contrôle le champ de bataille."
        )
    );
    let new = rivality["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "new")
        .expect("/rivality new");
    assert_eq!(new["name_localizations"]["fr"], json!("nouvelle"));
    assert_eq!(new["name_localizations"]["de"], json!("neu"));
    let players = &new["options"][0];
    assert_eq!(players["name_localizations"]["de"], json!("spieler"));
    assert_eq!(
        players["description_localizations"]["fr"],
        json!("Nombre de joueurs")
    );
    // English is the commands' own words: no English localisation is sent.
    assert!(new["name_localizations"].get("en-US").is_none(), "{new}");
    real.finish_without_boards().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_is_answered_in_their_own_locale() {
    let real = RealBot::start("own-locale").await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    let dm = Place::Dm { channel: 1_000_001 };

    // Outside a game's thread, in French, then in German, in an English server.
    let board = sub("board", json!([]));
    let fr = command(
        fake,
        &alice,
        channel,
        ("fr", Some("en-US")),
        "rivality",
        board.clone(),
    );
    assert_eq!(
        text_of(&fake.callback(&fr, WAIT).await),
        "Il n'y a pas de partie dans ce salon\u{a0}: utilise cette commande dans le fil d'une \
         partie (voir `/parties`)."
    );
    let de = command(
        fake,
        &alice,
        channel,
        ("de", Some("en-US")),
        "rivality",
        board,
    );
    assert_eq!(
        text_of(&fake.callback(&de, WAIT).await),
        "In diesem Kanal läuft keine Partie: Nutze diesen Befehl im Thread einer Partie \
         (siehe `/partien`)."
    );

    // A table for players in a DM: refused in the player's language.
    let new = sub("new", json!([{"name": "players", "type": 4, "value": 2}]));
    let de = command(fake, &alice, dm, ("de", None), "rivality", new);
    assert!(text_of(&fake.callback(&de, WAIT).await)
        .starts_with("Partien gegen andere Spieler brauchen einen Serverkanal"),);

    // /help, by default and on a topic, with the commands as the client names them.
    let help = command(fake, &alice, dm, ("fr", None), "help", json!([]));
    let text = text_of(&fake.callback(&help, WAIT).await);
    assert!(
        text.starts_with("**manawell\u{a0}: des jeux de plateau par messages"),
        "{text}"
    );
    assert!(text.contains("`/rivality nouvelle joueurs:2`"), "{text}");
    let topic = json!([{"name": "topic", "type": 4, "value": 2}]);
    let help = command(fake, &alice, dm, ("de", None), "help", topic);
    let text = text_of(&fake.callback(&help, WAIT).await);
    assert!(
        text.starts_with("**Zeitlimits, Erinnerungen und Urlaub**"),
        "{text}"
    );

    // A language manawell does not speak: the server's, here English.
    let help = command(
        fake,
        &alice,
        channel,
        ("pt-BR", Some("en-US")),
        "help",
        json!([]),
    );
    let text = text_of(&fake.callback(&help, WAIT).await);
    assert!(
        text.starts_with("**manawell: board games by post"),
        "{text}"
    );
    real.finish_without_boards().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_posts_in_its_locale_or_its_chosen_language() {
    let real = RealBot::start("server-locale").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    // A French server; alice's client speaks German, bob's English.
    let (alice_de, bob_en) = (("de", Some("fr")), ("en-US", Some("fr")));

    let new = sub("new", json!([{"name": "players", "type": 4, "value": 2}]));
    let opened = command(fake, &alice, channel, alice_de, "rivality", new);
    fake.callback(&opened, WAIT).await;
    let lobby = fake.wait(WAIT, "the lobby", |f| f.original(&opened)).await;
    let (join_id, _) = super::message_parts::find(&lobby, "join").expect("Join");
    let join = fake.inject(|id, token| {
        let v = payloads::component(id, token, &bob, channel, &join_id, &[], lobby.clone());
        payloads::with_locales(v, bob_en.0, bob_en.1)
    });
    // The lobby becomes the public word that the game started: in the server's French.
    let started = text_of(&fake.callback(&join, WAIT).await);
    assert!(
        started.contains("(partie n°1) a commencé dans <#"),
        "{started}"
    );
    let thread = fake
        .wait(WAIT, "the thread", |f| f.threads().first().map(|t| t.0))
        .await;
    let here = Place::Guild { channel: thread };
    fake.wait(WAIT, "the first board", |f| f.last_message_in(thread))
        .await;

    // alice's own answers are German: the resignation asks in German, with German buttons.
    let resign = command(
        fake,
        &alice,
        here,
        alice_de,
        "rivality",
        sub("resign", json!([])),
    );
    let callback = fake.callback(&resign, WAIT).await;
    let question = text_of(&callback);
    assert!(question.starts_with("**Rivality"), "{question}");
    assert!(question.contains("(Partie #1)** aufgeben?"), "{question}");
    let (_, data) = response(&callback);
    let labels: Vec<&str> = data["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["Aufgeben", "Weiterspielen"]);

    // The moderators choose German for the server's posts: the settings say so, in the
    // moderator's own French.
    let settings = sub(
        "settings",
        json!([{"name": "language", "type": 4, "value": 2}]),
    );
    let chosen = fake.inject(|id, token| {
        let mut v = payloads::slash_command(id, token, &bob, channel, "manawell", settings.clone());
        v["member"]["permissions"] = json!((APP_PERMISSIONS | MANAGE_GUILD).to_string());
        payloads::with_locales(v, "fr", Some("fr"))
    });
    let saved = text_of(&fake.callback(&chosen, WAIT).await);
    assert!(saved.starts_with("C'est enregistré."), "{saved}");
    assert!(
        saved.contains("• Messages publics en\u{a0}: Deutsch"),
        "{saved}"
    );

    // A new table now starts its public word in German, though the server prefers French.
    let new = sub("new", json!([{"name": "players", "type": 4, "value": 2}]));
    let opened = command(fake, &alice, channel, ("fr", Some("fr")), "rivality", new);
    fake.callback(&opened, WAIT).await;
    let lobby = fake
        .wait(WAIT, "the second lobby", |f| f.original(&opened))
        .await;
    let (join_id, _) = super::message_parts::find(&lobby, "join").expect("Join");
    let join = fake.inject(|id, token| {
        let v = payloads::component(id, token, &bob, channel, &join_id, &[], lobby.clone());
        payloads::with_locales(v, "fr", Some("fr"))
    });
    let started = text_of(&fake.callback(&join, WAIT).await);
    assert!(started.contains("(Partie #2) hat in <#"), "{started}");
    real.finish().await;
}

/// A refusal's reason, and the framework's own answers, in the clicker's language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reasons_and_unreadable_options_are_said_in_the_players_language() {
    let real = RealBot::start("reasons-in-french").await;
    let fake = &real.fake;
    let alice = FakeUser::new(1, "alice");
    let dm = Place::Dm { channel: 1_000_001 };

    // More vacation days than are left: the reason in French, with its numbers.
    let start = sub("start", json!([{"name": "days", "type": 4, "value": 9}]));
    let fr = command(fake, &alice, dm, ("fr", None), "vacation", start);
    assert_eq!(
        text_of(&fake.callback(&fr, WAIT).await),
        "Aucun changement à tes vacances\u{a0}: tu as demandé 9 jour(s) de vacances, et il en \
         reste 7\u{a0}: 7 jours sur 30 au plus."
    );

    // An option of another shape than this version registers: the answer in German.
    let new = sub(
        "new",
        json!([{"name": "players", "type": 3, "value": "zwei"}]),
    );
    let de = command(fake, &alice, dm, ("de", None), "rivality", new);
    assert_eq!(
        text_of(&fake.callback(&de, WAIT).await),
        "Die Optionen dieses Befehls konnte ich nicht lesen: Discord zeigt vielleicht noch \
         eine ältere Version davon. Versuch es in einer Minute noch einmal."
    );
    real.finish_without_boards().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pictures_speak_the_server_s_language_and_a_player_s_own() {
    use manawell::i18n::Lang;
    let real = RealBot::start("picture-languages").await;
    let fake = &real.fake;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let channel = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    // A French server; alice's client speaks German, bob's English.
    let (alice_de, bob_en) = (("de", Some("fr")), ("en-US", Some("fr")));
    let new = sub("new", json!([{"name": "players", "type": 4, "value": 2}]));
    let opened = command(fake, &alice, channel, alice_de, "rivality", new);
    fake.callback(&opened, WAIT).await;
    let lobby = fake.wait(WAIT, "the lobby", |f| f.original(&opened)).await;
    let (join_id, _) = super::message_parts::find(&lobby, "join").expect("Join");
    let join = fake.inject(|id, token| {
        let v = payloads::component(id, token, &bob, channel, &join_id, &[], lobby.clone());
        payloads::with_locales(v, bob_en.0, bob_en.1)
    });
    fake.callback(&join, WAIT).await;
    let thread = fake
        .wait(WAIT, "the thread", |f| f.threads().first().map(|t| t.0))
        .await;
    fake.wait(WAIT, "the first board", |f| f.last_message_in(thread))
        .await;
    // The public board, posted in the thread: in the server's French.
    assert_eq!(real.pictures.asked(), [(None, Lang::Fr)]);

    // alice's own hand, and bob's look at the board: each in their own client's language.
    let here = Place::Guild { channel: thread };
    let hand = command(
        fake,
        &alice,
        here,
        alice_de,
        "rivality",
        sub("hand", json!([])),
    );
    fake.callback(&hand, WAIT).await;
    let board = command(
        fake,
        &bob,
        here,
        bob_en,
        "rivality",
        sub("board", json!([])),
    );
    fake.callback(&board, WAIT).await;
    let alice_seat = seat_of(&real.desk, 1, alice.id).await;
    assert_eq!(
        real.pictures.asked()[1..],
        [(Some(alice_seat), Lang::De), (None, Lang::En)]
    );
    real.finish().await;
}
