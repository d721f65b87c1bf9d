//! States read back from the database go through the same checks as the protocol's
//! `load`: a damaged row is reported as damaged (which game, what is wrong, naming no
//! hidden tile), never a panic, and the deadline sweep goes on past it.

use std::sync::atomic::Ordering;
use std::time::Duration;

use manawell::engines::rivality::solo::Difficulty;
use manawell::table::kinds::suramun::SoloOptions;
use manawell::table::{
    DeadlinePolicy, GameOptions, Place, ShowStatus, TableError, TableId, TableService, TableSpec,
};
use serde_json::{json, Value};

use crate::support::{self, names_tile, started, user, Db};

/// Rewrites the stored state of table `id` with `edit`.
async fn edit_state(svc: &TableService, id: TableId, edit: impl FnOnce(&mut Value)) {
    let pool = svc.store().pool().sqlite().expect("a SQLite file");
    let (state,): (String,) = sqlx::query_as("SELECT state FROM tables WHERE id = ?")
        .bind(id.0)
        .fetch_one(pool)
        .await
        .unwrap();
    let mut value: Value = serde_json::from_str(&state).unwrap();
    edit(&mut value);
    sqlx::query("UPDATE tables SET state = ? WHERE id = ?")
        .bind(value.to_string())
        .bind(id.0)
        .execute(pool)
        .await
        .unwrap();
}

/// The damage reported for table `id`.
async fn damage(svc: &TableService, id: TableId) -> String {
    match svc.current(id, None).await {
        Err(TableError::Corrupt { table, what }) => {
            assert_eq!(table, id);
            what
        }
        other => panic!("table {id:?} read as {other:?}"),
    }
}

#[tokio::test]
async fn readable_but_impossible_states_are_reported_as_damaged_and_name_no_hidden_tile() {
    let db = Db::new("impossible");
    let svc = db.service().await;
    let turn = started(&svc, 2, 1, false).await;
    let twice = started(&svc, 2, 2, false).await;
    let teal = started(&svc, 2, 3, false).await;
    let good = started(&svc, 2, 4, false).await;
    edit_state(&svc, turn, |s| s["turn"] = json!(9)).await;
    let mut hidden = String::new();
    edit_state(&svc, twice, |s| {
        hidden = s["hands"][0][0].as_str().unwrap().to_string();
        s["hands"][1][0] = s["hands"][0][0].clone();
    })
    .await;
    // Used to panic when scored: a teal golem in a 2-player game.
    edit_state(&svc, teal, |s| s["field"][0]["golems"] = json!([0, 0, 1])).await;

    assert!(damage(&svc, turn).await.contains("seat 9"));
    let what = damage(&svc, twice).await;
    assert!(what.contains("each tile exists once"), "{what}");
    assert!(!names_tile(&what, &hidden), "{what} names {hidden}");
    assert!(damage(&svc, teal).await.contains("teal"));
    let err = svc.submit(teal, &user(0).id, "mulligan").await.unwrap_err();
    assert!(err.to_string().contains(&format!("game {teal}")), "{err}");
    assert!(
        err.to_string().contains("rivality state is impossible"),
        "{err}"
    );
    assert_eq!(support::play(&svc, good, 3, 0).await, 3);
}

#[tokio::test]
async fn a_damaged_solo_row_is_reported_without_naming_a_face_down_tile() {
    let db = Db::new("solo-damaged");
    let svc = db.service().await;
    let mut spec = TableSpec::new(
        GameOptions::Suramun(SoloOptions {
            difficulty: Difficulty::Standard,
        }),
        Place::local(),
        user(0),
    );
    spec.seed = Some(6);
    let (id, _) = svc.create(spec).await.unwrap();
    let mut hidden = String::new();
    edit_state(&svc, id, |s| {
        hidden = s["field"][23]["tile"].as_str().unwrap().to_string();
        s["field"][22]["tile"] = s["field"][23]["tile"].clone();
    })
    .await;
    let what = damage(&svc, id).await;
    assert!(what.contains("suramun state is impossible"), "{what}");
    assert!(!names_tile(&what, &hidden), "{what} names {hidden}");
}

#[tokio::test]
async fn the_deadline_sweep_reports_a_damaged_row_and_goes_on_with_the_others() {
    let db = Db::new("sweep-damaged");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = TableService::new(db.store().await).with_clock(clock);
    let mut ids = Vec::new();
    for seed in 0..3 {
        let mut spec = TableSpec::new(support::rivality(2), Place::local(), user(0));
        spec.seed = Some(seed);
        spec.shuffle_seats = false;
        spec.move_deadline = Some(Duration::from_secs(3600));
        spec.policy = DeadlinePolicy::Forfeit;
        let (id, _) = svc.create(spec).await.unwrap();
        svc.join(id, &user(1)).await.unwrap();
        ids.push(id);
    }
    // The first table due is damaged in a way that used to panic deep in the rules.
    edit_state(&svc, ids[0], |s| {
        s["hands"] = json!([]);
        s["mulligans"] = json!([]);
    })
    .await;
    now.fetch_add(4_000_000, Ordering::SeqCst);
    let due = svc.run_due().await.expect("the sweep goes on");
    let swept: Vec<TableId> = due.iter().map(|s| s.table).collect();
    assert_eq!(swept, ids[1..].to_vec());
    assert!(due.iter().all(|s| s.status == ShowStatus::Finished));
    assert!(
        svc.run_due().await.unwrap().is_empty(),
        "the damaged row is not retried"
    );
    assert!(damage(&svc, ids[0]).await.contains("`hands` has 0 entries"));
}
