//! A burst of AI games fills the AI's thinking pool: a player's move then does not wait
//! for a slot. It is saved at once (the click answered: "your move is saved; the board
//! follows"), and the AI's answer follows once a slot comes, told with it.

use std::sync::Arc;
use std::time::Duration;

use manawell::ai::Level;
use manawell::frontends::discord::desk::later::Played;
use manawell::frontends::discord::desk::Desk;
use manawell::i18n::Lang;
use manawell::table::{AiBot, Workers};

use super::{new_table, Says};
use crate::support::Db;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_is_saved_at_once_when_the_ai_pool_is_full() {
    let db = Db::new("desk-ai-later");
    let pool = Workers::new(1);
    let bot = Arc::new(AiBot::new(Level::Easy));
    let svc = db.service().await.with_bot(bot).with_thinking(pool.clone());
    let desk = Desk::new(svc, Arc::new(Says));
    let mut new = new_table(2, vec![]);
    new.vs_ai = true;
    let t = desk.open(new).await.unwrap().table;
    let turn = desk.turn(t, 1, Lang::En).await.unwrap();

    // The pool's one slot taken by other AI games until `free` is sent.
    let (free, held) = std::sync::mpsc::channel::<()>();
    let other = tokio::spawn({
        let pool = pool.clone();
        async move { pool.run(move || held.recv().ok()).await }
    });
    while !pool.full() {
        tokio::task::yield_now().await;
    }
    // A guard, not a timing: the move is saved without the pool, or never while it is full.
    let played = tokio::time::timeout(
        Duration::from_secs(30),
        desk.play_or_save(t, 1, turn.moves[0].clone(), turn.version, Lang::En),
    )
    .await
    .expect("the move waited for the full AI pool")
    .unwrap();
    let Played::AiToFollow(saved) = played else {
        panic!("the AI answered in a full pool: {played:?}");
    };
    assert_eq!(
        desk.view(t).await.unwrap().version,
        turn.version + 1,
        "the move is saved"
    );

    free.send(()).unwrap();
    other.await.unwrap().unwrap();
    let view = desk.ai_answer(saved).await.unwrap();
    assert_eq!(
        view.to_move,
        Some(1),
        "the AI answered: alice to move again"
    );
    assert_eq!(
        view.version,
        turn.version + 2,
        "the move and the AI's answer"
    );

    // With a free pool, the move and the AI's answer come together.
    let turn = desk.turn(t, 1, Lang::En).await.unwrap();
    let played = desk
        .play_or_save(t, 1, turn.moves[0].clone(), turn.version, Lang::En)
        .await
        .unwrap();
    assert!(
        matches!(played, Played::Whole(ref v) if v.version == turn.version + 2),
        "{played:?}"
    );
}
