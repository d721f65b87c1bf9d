//! A burst of pictures fills the drawing pool: a player's move does not wait for it. The
//! move is played and the click answered at once; only the board, drawn once a slot
//! frees, follows (the announcement draws it after the answer: `flows/turn.rs`).

use std::sync::Arc;
use std::time::Duration;

use manawell::frontends::discord::desk::later::Played;
use manawell::frontends::discord::desk::Desk;
use manawell::i18n::Lang;
use manawell::table::Workers;

use super::replays::played;
use super::Says;
use crate::support::Db;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_is_played_at_once_when_the_drawing_pool_is_full() {
    let db = Db::new("desk-drawing-full");
    let pool = Workers::new(1);
    let desk = Arc::new(Desk::new(db.service().await, Arc::new(Says)).with_drawing(pool.clone()));
    let t = played(&desk, 1).await;

    // The pool's one slot taken by other pictures until `free` is sent.
    let (free, held) = std::sync::mpsc::channel::<()>();
    let other = tokio::spawn({
        let pool = pool.clone();
        async move { pool.run(move || held.recv().ok()).await }
    });
    while !pool.full() {
        tokio::task::yield_now().await;
    }
    let view = desk.view(t).await.unwrap();
    let mover = view.to_move.expect("a player to move");
    let turn = desk.turn(t, mover, Lang::En).await.unwrap();
    // A guard, not a timing: the move is played without the pool, or never while it is full.
    let played = tokio::time::timeout(
        Duration::from_secs(30),
        desk.play_or_save(t, mover, turn.moves[0].clone(), turn.version, Lang::En),
    )
    .await
    .expect("the move waited for the full drawing pool")
    .unwrap();
    let Played::Whole(after) = played else {
        panic!("no AI here: {played:?}");
    };
    assert_eq!(after.version, turn.version + 1, "the move is played");

    // The board of the new version waits for a slot, and comes once one frees.
    let board = tokio::spawn({
        let desk = desk.clone();
        async move { desk.picture(t, after.version, None, Lang::En).await }
    });
    while pool.waiting() == 0 {
        tokio::task::yield_now().await;
    }
    assert!(!board.is_finished(), "the board is drawn in the pool");
    free.send(()).unwrap();
    other.await.unwrap().unwrap();
    let png = board.await.unwrap().expect("the board, once a slot freed");
    assert!(!png.is_empty());
}
