//! Resuming: the options given must agree with the game in progress; its AI plays at the
//! level stored with it, and an AI seat to move plays at once.

use std::sync::{Arc, Mutex};

use manawell::ai::Level;
use manawell::frontends::local::{run, Ending, LocalOptions};
use manawell::table::{AnyGame, BotPlayer, Seat, TableId, TableService};

use super::{options, session};
use crate::support::Db;

#[tokio::test]
async fn options_that_differ_from_the_game_in_progress_are_refused_saying_what_differs() {
    let db = Db::new("local-resume-differs");
    let (ending, _) = session(&db, &options(true), "quit\n").await;
    assert_eq!(ending, Ending::Saved(TableId(1)));
    let svc = db.service().await;
    let asked = LocalOptions {
        players: Some(3),
        names: vec!["Ann".into(), "Cat".into()],
        ..options(false)
    };
    let mut out = Vec::new();
    let err = run(&svc, &asked, "".as_bytes(), &mut out)
        .await
        .unwrap_err();
    assert!(err.contains("it has 2 players, not 3 (--players)"), "{err}");
    assert!(err.contains("seat 2 is Bob, not Cat (--names)"), "{err}");
    assert!(
        err.contains("manawell local --new --players 3 --names Ann,Cat --seed 4"),
        "{err}"
    );
    // Nothing was opened, nothing changed.
    assert!(svc.table_info(TableId(2)).await.is_err());
    let err = run(
        &svc,
        &LocalOptions {
            ai: Some(Level::Hard),
            ..LocalOptions::default()
        },
        "".as_bytes(),
        &mut out,
    )
    .await
    .unwrap_err();
    assert!(err.contains("it has no AI seat"), "{err}");
    let err = run(
        &svc,
        &LocalOptions {
            solo: Some(manawell::engines::rivality::solo::Difficulty::Standard),
            ..LocalOptions::default()
        },
        "".as_bytes(),
        &mut out,
    )
    .await
    .unwrap_err();
    assert!(err.contains("not solo (--solo)"), "{err}");
    svc.store().close().await;

    // The same options (or none) resume it.
    let (ending, out) = session(&db, &options(false), "quit\n").await;
    assert_eq!(ending, Ending::Saved(TableId(1)), "{out}");
    assert!(out.contains("Resuming game #1."), "{out}");
    let (_, out) = session(&db, &LocalOptions::default(), "quit\n").await;
    assert!(out.contains("Resuming game #1."), "{out}");
}

/// Plays the first legal move, and notes the level it was asked to play at.
#[derive(Default)]
struct Recorder(Mutex<Vec<Option<Level>>>);

impl BotPlayer for Recorder {
    fn choose(&self, game: &dyn AnyGame, seat: Seat) -> Option<String> {
        self.choose_at(game, seat, None)
    }
    fn choose_at(&self, game: &dyn AnyGame, _seat: Seat, level: Option<Level>) -> Option<String> {
        self.0.lock().unwrap().push(level);
        game.choices(manawell::i18n::Lang::En)
            .first()
            .map(|c| c.notation.clone())
    }
}

#[tokio::test]
async fn the_ai_level_is_kept_with_the_game_and_played_at_when_resumed() {
    let db = Db::new("local-ai-level");
    let hard = LocalOptions {
        ai: Some(Level::Hard),
        names: vec!["Ann".into()],
        ..options(true)
    };
    // Left while the AI was to move: a service with no bot cannot answer for it.
    let (ending, out) = session(&db, &hard, "1\ny\n").await;
    assert_eq!(ending, Ending::Saved(TableId(1)), "{out}");
    assert!(out.contains("Ann placed"), "{out}");
    assert!(out.contains("Hard bot cannot move right now"), "{out}");
    let svc = db.service().await;
    assert_eq!(svc.ai_level(TableId(1)).await.unwrap(), Some(Level::Hard));
    assert_eq!(
        svc.whose_turn(TableId(1)).await.unwrap().unwrap().name,
        "Hard bot"
    );
    svc.store().close().await;

    // Resumed with a service whose bot would play medium: the AI plays first, at hard.
    let recorder = Arc::new(Recorder::default());
    let svc = TableService::new(db.store().await).with_bot(recorder.clone());
    let mut out = Vec::new();
    let ending = run(
        &svc,
        &LocalOptions::default(),
        "quit\n".as_bytes(),
        &mut out,
    )
    .await
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(ending, Ending::Saved(TableId(1)), "{out}");
    assert!(!out.contains("no local player"), "{out}");
    assert!(out.contains("Hard bot placed"), "{out}");
    assert!(out.contains("Ann, your turn."), "{out}");
    assert_eq!(*recorder.0.lock().unwrap(), vec![Some(Level::Hard)]);
}

#[tokio::test]
async fn ai_seats_get_distinct_names() {
    let db = Db::new("local-ai-names");
    let svc = db.service().await;
    let three = LocalOptions {
        players: Some(3),
        ai: Some(Level::Easy),
        names: vec!["Ann".into()],
        ..options(true)
    };
    let mut out = Vec::new();
    run(&svc, &three, "quit\n".as_bytes(), &mut out)
        .await
        .unwrap();
    assert_eq!(
        svc.names(TableId(1)).await.unwrap(),
        vec!["Ann", "Easy bot 1", "Easy bot 2"]
    );
}
