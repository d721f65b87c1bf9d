//! The public page never carries hidden information: for a game with a hand (Rivality's
//! tiles, Magistrar's and Aetherium's) the words only a seat's own view has are in none
//! of the page, its panel and its stream; every picture is the public one, which differs
//! from the seat's own.

use std::collections::HashSet;
use std::time::Duration;

use futures_util::StreamExt;
use manawell::engines::{aetherium, magistrar};
use manawell::i18n::Lang;
use manawell::table::{GameOptions, ImageRequest, Renderer, TableId};

use super::site::{two_players, Site};
use super::support::{names_tile, play, rivality};

/// The words of `text`: its runs of letters and digits.
fn words(text: &str) -> HashSet<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= 2)
        .map(str::to_string)
        .collect()
}

/// The words some seat's own view of game `id` has that the public view, the moves'
/// accounts and the players' names do not: what the public page must never show.
pub(super) async fn hidden_words(site: &Site, id: TableId) -> HashSet<String> {
    let (_, game) = site.svc.game(id).await.unwrap();
    let names = manawell::table::Names(site.svc.names(id).await.unwrap());
    let mut public = words(&game.board_text(None, &names, Lang::En));
    for line in site.svc.log(id).await.unwrap() {
        public.extend(words(&line.text));
    }
    public.extend(words(&site.svc.table_info(id).await.unwrap().title));
    for name in &names.0 {
        public.extend(words(name));
    }
    // The page's own words ("board", "moves").
    public.extend(words(include_str!("../../assets/locales/en/web.ftl")));
    let mut own = HashSet::new();
    for seat in 0..names.0.len() as u8 {
        own.extend(words(&game.board_text(Some(seat), &names, Lang::En)));
        own.extend(words(&game.private_text(seat, Lang::En)));
    }
    own.difference(&public).cloned().collect()
}

/// The first chunk of the page's stream, as text.
async fn stream_start(site: &Site, token: &str) -> String {
    let r = site
        .client()
        .get(format!("{}/b/{token}/events", site.base))
        .send()
        .await
        .unwrap();
    let mut stream = r.bytes_stream();
    let chunk = tokio::time::timeout(Duration::from_secs(20), stream.next())
        .await
        .unwrap()
        .unwrap()
        .unwrap();
    String::from_utf8(chunk.to_vec()).unwrap()
}

/// Plays `moves` moves of game `id`, then searches its page, panel, stream and pictures
/// (`own_picture_differs`: a seat's own picture shows more than the public one, so the
/// public frame must not be it).
async fn nothing_hidden(site: &Site, id: TableId, moves: usize, own_picture_differs: bool) {
    play(&site.svc, id, moves, 3).await;
    let hidden = hidden_words(site, id).await;
    assert!(
        !hidden.is_empty(),
        "this game hides nothing: the test would prove nothing"
    );
    eprintln!("hidden words: {hidden:?}");
    let token = site.svc.board_token(id).await.unwrap();
    let (status, page) = site.get_text(&format!("/b/{token}")).await;
    assert_eq!(status, 200);
    let (_, panel) = site.get_text(&format!("/b/{token}/panel")).await;
    let stream = stream_start(site, &token).await;
    for (what, text) in [("page", &page), ("panel", &panel), ("stream", &stream)] {
        for word in &hidden {
            assert!(
                !names_tile(text, word),
                "the {what} names hidden `{word}`:\n{text}"
            );
        }
    }
    let version = site.svc.table_info(id).await.unwrap().version;
    for v in 0..=version {
        let (status, png) = site.get(&format!("/b/{token}/frame/{v}")).await;
        assert_eq!(status, 200);
        let public = ImageRequest::Board {
            table: id,
            version: v,
            viewer: None,
        };
        assert_eq!(
            png,
            site.svc.picture(&public, &Renderer).await.unwrap(),
            "version {v}"
        );
    }
    let (_, last) = site.get(&format!("/b/{token}/frame/{version}")).await;
    // The page's weight, as a phone loads it: the page, its script and style, a picture.
    let (_, script) = site.get("/web/board.js").await;
    let (_, style) = site.get("/web/board.css").await;
    eprintln!(
        "web board weight ({}): page {} B, script {} B, style {} B, picture {} B",
        site.svc.table_info(id).await.unwrap().title,
        page.len(),
        script.len(),
        style.len(),
        last.len()
    );
    for seat in (0..2).filter(|_| own_picture_differs) {
        let own = ImageRequest::Board {
            table: id,
            version,
            viewer: Some(seat),
        };
        assert_ne!(
            last,
            site.svc.picture(&own, &Renderer).await.unwrap(),
            "seat {seat}'s view"
        );
    }
}

#[tokio::test]
async fn a_rivality_page_shows_no_tile_in_hand() {
    let site = Site::start("hidden-rivality").await;
    let id = two_players(&site.svc, rivality(2), 21).await;
    nothing_hidden(&site, id, 4, true).await;
}

#[tokio::test]
async fn a_magistrar_page_shows_no_hand() {
    let site = Site::start("hidden-magistrar").await;
    let options = GameOptions::Magistrar(magistrar::Options::default());
    let id = two_players(&site.svc, options, 22).await;
    nothing_hidden(&site, id, 3, true).await;
}

#[tokio::test]
async fn an_aetherium_page_shows_no_hand() {
    let site = Site::start("hidden-aetherium").await;
    let options = GameOptions::Aetherium(aetherium::Options::default());
    let id = two_players(&site.svc, options, 23).await;
    nothing_hidden(&site, id, 3, true).await;
}

#[tokio::test]
async fn a_rivalry_page_shows_no_sealed_set_up() {
    let site = Site::start("hidden-rivalry").await;
    let options = GameOptions::Rivalry(manawell::table::kinds::rivalry::Options {});
    let id = two_players(&site.svc, options, 24).await;
    // One side has sealed its set-up, the other not yet.
    use manawell::engines::rivalry::{notation::format_setup, suggested_setup, Side};
    let setup = format_setup(&suggested_setup(Side::Republic));
    site.svc
        .submit(id, &super::support::user(0).id, &setup)
        .await
        .unwrap();
    // Rivalry's picture draws no sealed set-up, even for its own seat: only the words
    // and the public pictures are compared.
    nothing_hidden(&site, id, 0, false).await;
}
