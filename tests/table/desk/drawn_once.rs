//! Draw once, show many: the public board of a table's version is drawn once, however
//! many posts, refreshes and spectators ask for it, even all at once; a hand is drawn
//! once for its player, whatever the panel's steps.

use std::time::Duration;

use manawell::i18n::Lang;

use super::replays::{desk_drawing, played};
use crate::support::Db;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_public_board_of_a_version_is_drawn_once_for_everyone() {
    let db = Db::new("desk-drawn-once");
    // Each drawing takes a while, so that the askers below come while it is drawn.
    let (desk, pictures) = desk_drawing(&db, Duration::from_millis(50)).await;
    let t = played(&desk, 2).await;
    let version = desk.view(t).await.unwrap().version;

    let before = pictures.drawn();
    let asks = (0..8).map(|_| desk.picture(t, version, None, Lang::En));
    let pngs = futures_util::future::join_all(asks).await;
    let first = pngs[0].clone().expect("the board");
    assert!(
        pngs.iter().all(|png| png.as_ref() == Ok(&first)),
        "one picture"
    );
    assert_eq!(
        pictures.drawn() - before,
        1,
        "eight askers at once: one drawing"
    );
    assert_eq!(desk.picture(t, version, None, Lang::En).await, Ok(first));
    assert_eq!(pictures.drawn() - before, 1, "and none for the next one");

    // Another language, another picture; a hand is its player's own.
    desk.picture(t, version, None, Lang::Fr).await.unwrap();
    assert_eq!(pictures.drawn() - before, 2, "the board in French");
    let hand = desk.picture(t, version, Some(1), Lang::En).await.unwrap();
    assert_eq!(desk.picture(t, version, Some(1), Lang::En).await, Ok(hand));
    assert_eq!(pictures.drawn() - before, 3, "alice's hand, drawn once");
}
