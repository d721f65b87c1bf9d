//! What the desk keeps in the database: settings, the database it opens, reminders and
//! deadlines, and two confirmations at once.

use std::sync::Arc;

use super::{desk, new_table, player, Says};
use crate::support::Db;
use manawell::frontends::discord::desk::{Desk, Refusal, Status};

#[tokio::test]
async fn the_bot_keeps_its_games_in_the_database_of_database_url() {
    use manawell::frontends::discord::app::bot::{open_store, table_desk};
    use manawell::frontends::discord::app::config::Config;
    let db = Db::new("desk-url");
    let path = db.url();
    let config = Config::from_lookup(|key| match key {
        "DISCORD_TOKEN" => Some("MTA5OTk5.GaBcDe.secret-part-of-the-token".to_string()),
        "DATABASE_URL" => Some(path.clone()),
        _ => None,
    })
    .unwrap();
    let store = open_store(&config).await.unwrap();
    let desk = table_desk(store.clone(), config.ai_level);
    let t = desk.open(new_table(2, vec![])).await.unwrap().table;
    store.close().await;
    assert!(
        db.is_postgres() || db.path.exists(),
        "the file of DATABASE_URL"
    );
    let store = open_store(&config).await.unwrap();
    assert_eq!(
        table_desk(store, config.ai_level)
            .view(t)
            .await
            .unwrap()
            .status,
        Status::Lobby
    );
}

#[tokio::test]
async fn reminders_and_deadlines_come_from_the_database() {
    use std::sync::atomic::{AtomicI64, Ordering};
    let db = Db::new("desk-due");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let clock = now.clone();
    let service = db
        .service()
        .await
        .with_clock(Arc::new(move || clock.load(Ordering::SeqCst)));
    let desk = Desk::new(service, Arc::new(Says));
    let t = desk.open(new_table(2, vec![])).await.unwrap().table;
    let started = desk.join(t, player(2, "bob")).await.unwrap();
    desk.set_place(t, 5555).await.unwrap();
    assert!(desk.run_due().await.unwrap().is_empty(), "nothing due yet");
    // Three quarters of the day later: a reminder for the player to move, in the thread.
    now.fetch_add(18 * 3_600_000 + 1, Ordering::SeqCst);
    let due = desk.run_due().await.unwrap();
    assert_eq!(due.len(), 1);
    assert!(
        due[0].account[0].starts_with("Reminder"),
        "{:?}",
        due[0].account
    );
    assert_eq!(
        (due[0].to_move, due[0].place),
        (started.to_move, Some(5555))
    );
    assert!(desk.run_due().await.unwrap().is_empty(), "reminded once");
    // The day is over: the player to move forfeits.
    now.fetch_add(6 * 3_600_000, Ordering::SeqCst);
    let due = desk.run_due().await.unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].status, Status::Finished);
    assert!(
        due[0].account.iter().any(|l| l.contains("ran out of time")),
        "{:?}",
        due[0].account
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_confirms_at_once_play_one_move() {
    let db = Db::new("desk-race");
    let desk = Arc::new(desk(&db).await);
    let t = desk.open(new_table(2, vec![])).await.unwrap().table;
    let view = desk.join(t, player(2, "bob")).await.unwrap();
    let mover = view.to_move.unwrap();
    let turn = desk.turn(t, mover, manawell::i18n::Lang::En).await.unwrap();
    let clicks = (0..2).map(|_| {
        let desk = desk.clone();
        let mv = turn.moves[0].clone();
        tokio::spawn(async move {
            desk.play(t, mover, mv, turn.version, manawell::i18n::Lang::En)
                .await
        })
    });
    let mut results = Vec::new();
    for click in clicks.collect::<Vec<_>>() {
        results.push(click.await.unwrap());
    }
    assert_eq!(
        results.iter().filter(|r| r.is_ok()).count(),
        1,
        "{results:?}"
    );
    assert!(results.contains(&Err(Refusal::MovedOn)), "{results:?}");
    assert_eq!(desk.view(t).await.unwrap().version, turn.version + 1);
}
