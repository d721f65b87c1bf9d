//! A game this version cannot read (a status it does not know, written by hand or by a
//! newer version) is named as damaged in the terminal's language: never resumed as if it
//! were sound, never silently replaced by another game.

use manawell::frontends::local::{run, Ending, LocalOptions};
use manawell::i18n::Lang;
use manawell::table::TableId;

use super::{options, session_with_ai};
use crate::support::Db;

/// Gives game `id` a status this version does not know (SQLite's check set aside).
async fn damage(db: &Db, id: i64) {
    let store = db.store().await;
    store
        .execute_sql(&format!(
            "PRAGMA ignore_check_constraints = ON; \
             UPDATE tables SET status = 'paused' WHERE id = {id}; \
             PRAGMA ignore_check_constraints = OFF"
        ))
        .await
        .unwrap();
    store.close().await;
}

#[tokio::test]
async fn a_bare_run_lists_the_damaged_game_then_offers_the_games() {
    let db = Db::new("local-damaged-list");
    if db.is_postgres() {
        return; // The check constraint cannot be set aside there.
    }
    let (ending, _) = session_with_ai(&db, &LocalOptions::default(), "\nquit\n").await;
    assert_eq!(ending, Ending::Saved(TableId(1)));
    damage(&db, 1).await;
    for (lang, says) in [
        (
            Lang::En,
            "Game #1 cannot be read: its status `paused` is not one this version knows; \
             it is left as it is in the database (tell whoever looks after it).",
        ),
        (
            Lang::Fr,
            "La partie n° 1 est illisible\u{a0}: its status `paused` is not one this version \
             knows\u{a0}; elle reste telle quelle dans la base (préviens qui s'en occupe).",
        ),
        (
            Lang::De,
            "Partie #1 kann nicht gelesen werden: its status `paused` is not one this version \
             knows; sie bleibt unverändert in der Datenbank (sag es dem, der sie betreut).",
        ),
    ] {
        let opts = LocalOptions {
            lang,
            ..LocalOptions::default()
        };
        let (ending, out) = session_with_ai(&db, &opts, "quit\n").await;
        assert_eq!(ending, Ending::NotStarted, "{out}");
        let flat = out.split_whitespace().collect::<Vec<_>>().join(" ");
        let says = says.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.starts_with(&says), "{lang}: {out}");
        assert!(out.contains("  1. Rivality"), "the games offered: {out}");
        assert!(!out.contains("#1."), "not resumed: {out}");
    }
    // A game picked from the list starts beside it: the damaged one is kept as it was.
    let (ending, out) = session_with_ai(&db, &LocalOptions::default(), "3\nquit\n").await;
    assert_eq!(ending, Ending::Saved(TableId(2)), "{out}");
    let svc = db.service().await;
    let (row, _) = svc.store().load_table(1).await.unwrap();
    assert_eq!(row.status, "paused");
    svc.store().close().await;
}

/// Options that name a game, without `--new`, would resume the latest game: it is damaged,
/// so the run is refused, naming it and saying how to start another; nothing is started.
#[tokio::test]
async fn options_naming_a_game_are_refused_naming_the_damaged_game() {
    let db = Db::new("local-damaged-options");
    if db.is_postgres() {
        return;
    }
    let (ending, _) = super::session(&db, &options(true), "quit\n").await;
    assert_eq!(ending, Ending::Saved(TableId(1)));
    damage(&db, 1).await;
    let svc = db.service().await;
    let mut out = Vec::new();
    let refused = run(&svc, &options(false), "quit\n".as_bytes(), &mut out).await;
    let why = refused.expect_err("refused");
    assert!(
        why.starts_with(
            "Game #1 cannot be read: its status `paused` is not one this version knows"
        ),
        "{why}"
    );
    assert!(why.contains("--new"), "{why}");
    assert!(
        svc.table_info(TableId(2)).await.is_err(),
        "nothing was started"
    );
    svc.store().close().await;
}
