//! The link is the permission: a token never made, malformed, revoked or run out opens
//! nothing, with the very answer an unknown path gets; a personal link is its player's
//! alone and runs out.

use manawell::table::web_links::PERSONAL_LINK_MS;

use super::site::Site;
use super::support::{manual_clock, play, started, user};

const NEVER_MADE: &str = "0123456789abcdef0123456789abcdef";

#[tokio::test]
async fn a_link_that_opens_nothing_is_a_bare_404_on_every_path() {
    let site = Site::start("bare-404").await;
    let id = started(&site.svc, 2, 7, false).await;
    play(&site.svc, id, 2, 1).await;
    let token = site.svc.board_token(id).await.unwrap();
    assert_eq!(site.get(&format!("/b/{token}")).await.0, 200);

    let unknown_path = site.get("/nothing/here").await;
    assert_eq!(unknown_path.0, 404);
    site.svc.revoke_board(id).await.unwrap();
    for bad in [NEVER_MADE, "not-a-token", token.as_str()] {
        for tail in ["", "/panel", "/frame/0", "/own", "/events"] {
            let answer = site.get(&format!("/b/{bad}{tail}")).await;
            assert_eq!(answer, unknown_path, "/b/{bad}{tail}");
        }
    }

    // The next request makes a new link, which works; the old one stays dead.
    let again = site.svc.board_token(id).await.unwrap();
    assert_ne!(again, token);
    assert_eq!(site.get(&format!("/b/{again}")).await.0, 200);
    assert_eq!(site.get(&format!("/b/{token}")).await.0, 404);
}

#[tokio::test]
async fn a_game_has_one_public_link_until_revoked() {
    let site = Site::start("one-link").await;
    let id = started(&site.svc, 2, 8, false).await;
    let a = site.svc.board_token(id).await.unwrap();
    assert_eq!(site.svc.board_token(id).await.unwrap(), a);
    assert_eq!(a.len(), 32);
}

#[tokio::test]
async fn a_version_past_the_latest_is_not_there() {
    let site = Site::start("past-latest").await;
    let id = started(&site.svc, 2, 9, false).await;
    play(&site.svc, id, 3, 2).await;
    let token = site.svc.board_token(id).await.unwrap();
    for v in 0..=3 {
        let (status, png) = site.get(&format!("/b/{token}/frame/{v}")).await;
        assert_eq!(status, 200, "version {v}");
        assert!(png.starts_with(b"\x89PNG"), "version {v}");
    }
    for v in ["4", "-1", "x"] {
        assert_eq!(
            site.get(&format!("/b/{token}/frame/{v}")).await.0,
            404,
            "{v}"
        );
    }
    // A public link has no own view.
    assert_eq!(site.get(&format!("/b/{token}/own")).await.0, 404);
}

#[tokio::test]
async fn a_personal_link_is_a_players_own_and_runs_out() {
    let (now, clock) = manual_clock(1_000_000_000);
    let site = Site::start_with("personal", |svc| svc.with_clock(clock)).await;
    let id = started(&site.svc, 2, 10, false).await;
    assert!(site
        .svc
        .personal_board_token(id, &user(7).id)
        .await
        .is_err());
    let mine = site
        .svc
        .personal_board_token(id, &user(0).id)
        .await
        .unwrap();
    let (status, html) = site.get_text(&format!("/b/{mine}")).await;
    assert_eq!(status, 200);
    assert!(html.contains("/own?v=0"), "{html}");
    let (status, own) = site.get(&format!("/b/{mine}/own")).await;
    assert_eq!(status, 200);
    let (_, public) = site.get(&format!("/b/{mine}/frame/0")).await;
    assert_ne!(own, public, "the own view shows the hand");

    now.fetch_add(PERSONAL_LINK_MS as u64, std::sync::atomic::Ordering::SeqCst);
    assert_eq!(site.get(&format!("/b/{mine}")).await.0, 404);
    assert_eq!(site.get(&format!("/b/{mine}/own")).await.0, 404);
}
