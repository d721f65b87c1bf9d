//! Damaged rows reported naming their game (issue 30): a version behind the move log, a
//! seat row deleted, a status this version does not know. Each used to fail obscurely (a
//! raw UNIQUE error, an AI "thinking" for ever, a game hidden and replaced).

use crate::store::{commit, running_table};
use crate::support::Db;
use manawell::store::{Status, StoreError};

#[tokio::test]
async fn a_version_behind_the_move_log_is_reported_as_a_damaged_row_naming_the_table() {
    let db = Db::new("behind");
    let store = db.store().await;
    let id = running_table(&store).await;
    assert_eq!(store.commit_move(&commit(id, 0, "s1")).await.unwrap(), 1);
    assert_eq!(store.commit_move(&commit(id, 1, "s2")).await.unwrap(), 2);
    store
        .execute_sql(&format!("UPDATE tables SET version = 1 WHERE id = {id}"))
        .await
        .unwrap();
    match store.commit_move(&commit(id, 1, "s3")).await {
        Err(StoreError::Corrupt { table, what }) => {
            assert_eq!(table, id);
            assert!(what.contains("version 1"), "{what}");
            assert!(what.contains("move 2"), "{what}");
        }
        other => panic!("a damaged row, not {other:?}"),
    }
    // Nothing was written.
    let (row, _) = store.load_table(id).await.unwrap();
    assert_eq!((row.version, row.state.as_deref()), (1, Some("s2")));
    assert_eq!(store.moves(id).await.unwrap().len(), 2);
}

/// A started game whose seat row was deleted (an AI's, here) is reported as damaged,
/// naming the game and the seat, rather than waiting for ever on a seat nobody plays.
#[tokio::test]
async fn a_started_game_with_a_seat_row_missing_is_reported_naming_the_game() {
    use manawell::table::{GameOptions, Place, TableError, TableSpec};
    let db = Db::new("seat_gone");
    let svc = db.service().await;
    let options = manawell::table::kinds::rivalry::Options {};
    let mut spec = TableSpec::new(
        GameOptions::Rivalry(options),
        Place::local(),
        crate::support::user(0),
    );
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    svc.add_bot(id, &crate::support::user(0).id, "Bot")
        .await
        .unwrap();
    assert!(svc.game(id).await.is_ok());
    let gone = svc
        .store()
        .execute_sql(&format!(
            "DELETE FROM seats WHERE table_id = {} AND ai",
            id.0
        ))
        .await
        .unwrap();
    assert_eq!(gone, 1);
    match svc.game(id).await {
        Err(TableError::Corrupt { table, what }) => {
            assert_eq!(table, id);
            assert!(what.contains("seat"), "{what}");
            let text = TableError::Corrupt { table, what }.to_string();
            assert!(text.contains(&format!("game {id}")), "{text}");
        }
        Err(other) => panic!("a damaged row, not {other}"),
        Ok(_) => panic!("a damaged row, not a game"),
    }
}

/// A table whose `status` manawell does not know (written by hand, or by a newer version)
/// is not hidden from the lookup of a place's game: it is reported as damaged, naming the
/// table and the status, so that `manawell local` does not silently start another game.
#[tokio::test]
async fn the_latest_game_of_a_place_with_an_unknown_status_is_reported_not_skipped() {
    let db = Db::new("status_unknown");
    if db.is_postgres() {
        return; // The check constraint cannot be set aside there.
    }
    let store = db.store().await;
    let older = running_table(&store).await;
    let id = running_table(&store).await;
    assert_eq!(
        store.latest_at("{}", &[Status::Running]).await.unwrap(),
        Some(id)
    );
    store
        .execute_sql(&format!(
            "PRAGMA ignore_check_constraints = ON; \
             UPDATE tables SET status = 'paused' WHERE id = {id}; \
             PRAGMA ignore_check_constraints = OFF"
        ))
        .await
        .unwrap();
    match store.latest_at("{}", &[Status::Running]).await {
        Err(StoreError::Corrupt { table, what }) => {
            assert_eq!(table, id);
            assert!(what.contains("paused"), "{what}");
        }
        other => panic!("the damaged table named, not {other:?} (the older one is {older})"),
    }
}

/// A table whose `status` manawell does not know stays in its players' lists (the store's
/// and "my games"), named as damaged with the status, rather than dropped from them.
#[tokio::test]
async fn a_game_with_an_unknown_status_is_listed_as_damaged_not_hidden() {
    let db = Db::new("status_listed");
    if db.is_postgres() {
        return; // The check constraint cannot be set aside there.
    }
    let svc = db.service().await;
    let id = running_table(svc.store()).await;
    svc.store()
        .execute_sql(&format!(
            "PRAGMA ignore_check_constraints = ON; \
             UPDATE tables SET status = 'paused' WHERE id = {id}; \
             PRAGMA ignore_check_constraints = OFF"
        ))
        .await
        .unwrap();
    let rows = svc.store().user_games("u:1").await.unwrap();
    assert!(
        rows.iter()
            .any(|r| r.table_id == id && r.status == "paused"),
        "the store lists it: {rows:?}"
    );
    let games = svc
        .my_games(&manawell::table::UserId("u:1".into()))
        .await
        .unwrap();
    let game = games
        .iter()
        .find(|g| g.table.0 == id)
        .expect("my games lists it");
    assert!(
        game.damaged
            .as_deref()
            .is_some_and(|d| d.contains("paused")),
        "{game:?}"
    );
    assert!(!game.your_turn);
}
