//! The web board from Discord, with the web board on (`PUBLIC_URL`) and served on a local
//! port: a turn post carries an "Open the board" link button whose address opens the
//! game's page; `/<game> board` answers privately with the link, and a player also gets
//! their own page (their hand) there; a moderator takes the links back, after which the
//! page is gone; nobody else may.

use std::sync::Arc;

use serde_json::{json, Value};

use manawell::frontends::web::Settings;

use super::fake_discord::payloads::{self, APP_PERMISSIONS};
use super::fake_discord::{FakeDiscord, FakeUser, Injected, Place, BOT_TOKEN};
use super::world::{posts_in, World};
use super::{answer_message, config, ephemeral_text, start_bot_with, WAIT};

const MANAGE_GUILD: u64 = 1 << 5;

/// The addresses of `message`'s link buttons (style 5), in order.
fn links(message: &Value) -> Vec<String> {
    let rows = message["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    rows.iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|b| b["style"] == json!(5))
        .filter_map(|b| b["url"].as_str().map(String::from))
        .collect()
}

/// `/rivality board` by `user` in `place`.
fn board(fake: &FakeDiscord, user: &FakeUser, place: Place) -> Injected {
    let options = json!([{"name": "board", "type": 1, "options": []}]);
    fake.inject(|id, token| {
        payloads::slash_command(id, token, user, place, "rivality", options.clone())
    })
}

/// `/moderate revoke-board game:N` by `user`, a moderator or not.
fn revoke(fake: &FakeDiscord, user: &FakeUser, moderator: bool, game: u64) -> Injected {
    let data = json!([{"name": "revoke-board", "type": 1,
                       "options": [{"name": "game", "type": 4, "value": game}]}]);
    let place = Place::Guild {
        channel: payloads::CHANNEL_ID,
    };
    fake.inject(|id, token| {
        let mut v = payloads::slash_command(id, token, user, place, "moderate", data.clone());
        if moderator {
            v["member"]["permissions"] = json!((APP_PERMISSIONS | MANAGE_GUILD).to_string());
        }
        v
    })
}

async fn get(url: &str) -> (u16, Vec<u8>) {
    let r = reqwest::get(url).await.unwrap();
    (r.status().as_u16(), r.bytes().await.unwrap().to_vec())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_links_open_the_page_and_a_moderator_takes_them_back() {
    let fake = FakeDiscord::start().await;
    let world = World::new("web-board");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let at = listener.local_addr().unwrap();
    let base = format!("http://{at}");
    let web = Settings {
        public_url: base.clone(),
        bind: at,
    };
    let (store, desk) = world.open(false).await;
    let desk = Arc::try_unwrap(desk)
        .unwrap_or_else(|_| panic!("the desk is ours alone yet"))
        .with_web(Some(web));
    let desk = Arc::new(desk);
    let server = tokio::spawn(manawell::frontends::web::serve(
        listener,
        desk.service().clone(),
    ));
    let bot = start_bot_with(config(&fake, BOT_TOKEN), desk.clone());
    fake.wait_ready(WAIT).await;
    let (alice, bob, carol, dave) = (
        FakeUser::new(1, "alice"),
        FakeUser::new(2, "bob"),
        FakeUser::new(3, "carol"),
        FakeUser::new(4, "dave"),
    );
    let (_, thread) = world.a_game_in_its_thread(&fake, &desk, &alice, &bob).await;
    let here = Place::Guild { channel: thread };

    // The turn post: a link button whose address opens the game's page.
    let url = fake
        .wait(WAIT, "a turn post with the board's link", |f| {
            posts_in(f, thread)
                .iter()
                .find_map(|m| links(m).first().cloned())
        })
        .await;
    assert!(url.starts_with(&format!("{base}/b/")), "{url}");
    let (status, page) = get(&url).await;
    assert_eq!(status, 200, "{url}");
    let page = String::from_utf8(page).unwrap();
    assert!(page.contains("id=\"picture\""), "{page}");

    // A spectator's `/rivality board`: privately, the same page.
    let answer = answer_message(&fake, &board(&fake, &carol, here)).await;
    ephemeral_text(&answer);
    assert_eq!(links(&answer), std::slice::from_ref(&url), "{answer}");
    // A player's: the page and their own, which shows their hand.
    let answer = answer_message(&fake, &board(&fake, &alice, here)).await;
    ephemeral_text(&answer);
    let found = links(&answer);
    assert_eq!(found.len(), 2, "{answer}");
    assert_eq!(found[0], url);
    let (status, own) = get(&format!("{}/own", found[1])).await;
    assert_eq!(status, 200, "{}", found[1]);
    assert!(own.starts_with(b"\x89PNG"));
    assert_eq!(
        get(&format!("{url}/own")).await.0,
        404,
        "the public page has no hand"
    );

    // Only a moderator takes the links back; then the page is gone.
    let refused = answer_message(&fake, &revoke(&fake, &carol, false, 1)).await;
    assert!(ephemeral_text(&refused).contains("moderators"), "{refused}");
    assert_eq!(get(&url).await.0, 200);
    let done = answer_message(&fake, &revoke(&fake, &dave, true, 1)).await;
    assert!(
        ephemeral_text(&done).contains("links of game #1 are taken back"),
        "{done}"
    );
    assert_eq!(get(&url).await.0, 404);
    assert_eq!(get(&found[1]).await.0, 404, "the personal link too");
    // The next `/rivality board` hands out a new link, which works.
    let answer = answer_message(&fake, &board(&fake, &carol, here)).await;
    let again = links(&answer);
    assert_eq!(again.len(), 1, "{answer}");
    assert_ne!(again[0], url);
    assert_eq!(get(&again[0]).await.0, 200);

    server.abort();
    bot.shut_down().await;
    store.close().await;
    fake.assert_no_problems();
}
