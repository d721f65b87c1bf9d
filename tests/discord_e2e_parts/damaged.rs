//! `/games` never hides a game whose saved row this version cannot read (a status it does
//! not know, written by hand or by a newer version): it is listed, named as damaged in the
//! player's language, never as "your turn", and the other games are listed as before.

use serde_json::json;

use super::fake_discord::payloads::{self, with_locales};
use super::fake_discord::{FakeDiscord, FakeUser, Place, BOT_TOKEN};
use super::world::{player, two_players, World};
use super::{config, response, start_bot_with, WAIT};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_lists_a_game_with_an_unknown_status_as_damaged_in_every_language() {
    let world = World::new("damaged-games");
    let (store, desk) = world.open(false).await;
    let (alice, bob) = (FakeUser::new(1, "alice"), FakeUser::new(2, "bob"));
    let mut tables = Vec::new();
    for _ in 0..2 {
        let lobby = desk.open(two_players(&alice, false, None)).await.unwrap();
        desk.join(lobby.table, player(&bob)).await.unwrap();
        tables.push(lobby.table);
    }
    let (sound, damaged) = (tables[0], tables[1]);
    // SQLite's check on the status is set aside to write one this version does not know.
    store
        .execute_sql(&format!(
            "PRAGMA ignore_check_constraints = ON; \
             UPDATE tables SET status = 'paused' WHERE id = {damaged}; \
             PRAGMA ignore_check_constraints = OFF"
        ))
        .await
        .unwrap();
    let fake = FakeDiscord::start().await;
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    let here = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    for (locale, says) in [
        (
            "en-US",
            format!("⚠ game #{damaged} cannot be read: its status `paused` is not one this version knows; tell the bot's operator"),
        ),
        (
            "fr",
            format!("⚠ partie n°\u{a0}{damaged} illisible\u{a0}: its status `paused` is not one this version knows\u{a0}; préviens la personne qui fait tourner le bot"),
        ),
        (
            "de",
            format!("⚠ Partie #{damaged} kann nicht gelesen werden: its status `paused` is not one this version knows; sag es dem Betreiber des Bots"),
        ),
    ] {
        for user in [&alice, &bob] {
            let injected = fake.inject(|id, token| {
                with_locales(
                    payloads::slash_command(id, token, user, here, "games", json!([])),
                    locale,
                    None,
                )
            });
            let (_, data) = response(&fake.callback(&injected, WAIT).await);
            let games = data["content"].as_str().unwrap_or("");
            assert!(games.contains(&says), "{locale}: {games}");
            let listed: Vec<&str> = games.lines().filter(|l| l.starts_with('•')).collect();
            assert_eq!(listed.len(), 2, "{locale}: {games}");
            assert!(
                listed.iter().any(|l| l.contains("Rivality") && l.contains(&sound.to_string())),
                "the sound game is still listed: {games}"
            );
            let line = games
                .lines()
                .find(|l| l.contains(&says))
                .expect("its line");
            for marker in ["your turn", "à toi de jouer", "du bist am Zug", "waiting"] {
                assert!(!line.contains(marker), "{locale}: {line}");
            }
        }
    }
    bot.shut_down().await;
    fake.assert_no_problems();
}
