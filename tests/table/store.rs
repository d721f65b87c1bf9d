//! The store alone: the file, its settings, migrations, and the versioned write.

use crate::support::Db;
use manawell::store::{Commit, NewMove, NewSeat, NewTable, StartSeat, Status, Store, StoreError};

fn table(now: i64) -> NewTable {
    NewTable {
        kind: "rivality".into(),
        options: r#"{"players":2}"#.into(),
        place: "{}".into(),
        seats_wanted: 2,
        shuffle_seats: false,
        seed: u64::MAX - 3, // above i64::MAX: must survive SQLite's signed integers
        created_by: "u:1".into(),
        move_deadline_secs: None,
        deadline_policy: "forfeit".into(),
        invited: vec![],
        now,
    }
}

pub(crate) fn commit(table: i64, from_version: i64, state: &str) -> Commit {
    Commit {
        table,
        from_version,
        state: state.into(),
        status: Status::Running,
        waiting: vec![0],
        result: None,
        remind_at: None,
        deadline_at: None,
        mv: NewMove {
            seat: Some(0),
            user_id: Some("u:1".into()),
            action: "{}".into(),
            summary: format!("move from {from_version}"),
        },
        now: 5,
    }
}

pub(crate) async fn running_table(store: &Store) -> i64 {
    let id = store.create_table(&table(1)).await.unwrap();
    for u in ["u:1", "u:2"] {
        let seat = NewSeat {
            user_id: Some(u.into()),
            name: u.into(),
            ai: false,
        };
        assert!(store.join(id, &seat, 2).await.unwrap());
    }
    let deal = [
        StartSeat {
            lobby_seat: 0,
            seat: 1,
            team: 1,
        },
        StartSeat {
            lobby_seat: 1,
            seat: 0,
            team: 0,
        },
    ];
    assert!(store
        .start(id, &deal, "s0", &[0], None, None, 3)
        .await
        .unwrap());
    id
}

#[tokio::test]
async fn the_file_is_created_with_wal_foreign_keys_and_a_busy_timeout() {
    let db = Db::new("pragmas");
    if db.is_postgres() {
        return; // SQLite's file and settings; PostgreSQL's are checked below
    }
    assert!(!db.path.exists());
    let store = db.store().await;
    assert!(db.path.exists());
    let pool = store.pool().sqlite().unwrap();
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(pool)
        .await
        .unwrap();
    assert_eq!(mode, "wal");
    let fk: i64 = sqlx::query_scalar("PRAGMA foreign_keys")
        .fetch_one(pool)
        .await
        .unwrap();
    assert_eq!(fk, 1);
    let timeout: i64 = sqlx::query_scalar("PRAGMA busy_timeout")
        .fetch_one(pool)
        .await
        .unwrap();
    assert_eq!(timeout, 5000);
    // Foreign keys are enforced: a seat of no table is refused.
    let orphan =
        sqlx::query("INSERT INTO seats (table_id, seat, name, joined_at) VALUES (999, 0, 'x', 0)")
            .execute(pool)
            .await;
    assert!(orphan.is_err());
}

#[tokio::test]
async fn reopening_runs_no_migration_twice_and_keeps_the_data() {
    let db = Db::new("reopen");
    let store = db.store().await;
    let id = store.create_table(&table(1)).await.unwrap();
    store.close().await;
    let store = db.store().await;
    let (row, seats) = store.load_table(id).await.unwrap();
    assert_eq!(row.status().unwrap(), Status::Lobby);
    assert_eq!(row.seed(), u64::MAX - 3);
    assert!(seats.is_empty());
}

#[tokio::test]
async fn seats_are_dealt_at_the_start_and_the_lobby_closes() {
    let db = Db::new("deal");
    let store = db.store().await;
    let id = running_table(&store).await;
    let (row, seats) = store.load_table(id).await.unwrap();
    assert_eq!(row.status().unwrap(), Status::Running);
    assert_eq!(seats[0].user_id.as_deref(), Some("u:2"));
    assert_eq!(seats[1].user_id.as_deref(), Some("u:1"));
    let late = NewSeat {
        user_id: Some("u:3".into()),
        name: "late".into(),
        ai: false,
    };
    assert!(!store.join(id, &late, 4).await.unwrap());
    assert!(!store.cancel(id, 4).await.unwrap());
}

#[tokio::test]
async fn a_move_saved_against_an_old_version_is_refused_and_changes_nothing() {
    let db = Db::new("stale");
    let store = db.store().await;
    let id = running_table(&store).await;
    assert_eq!(store.commit_move(&commit(id, 0, "s1")).await.unwrap(), 1);
    let stale = store.commit_move(&commit(id, 0, "other")).await;
    assert!(matches!(stale, Err(StoreError::MovedOn { expected: 0 })));
    let (row, _) = store.load_table(id).await.unwrap();
    assert_eq!((row.version, row.state.as_deref()), (1, Some("s1")));
    assert_eq!(store.moves(id).await.unwrap().len(), 1);
    assert_eq!(store.commit_move(&commit(id, 1, "s2")).await.unwrap(), 2);
}

#[tokio::test]
async fn a_finished_table_takes_no_more_moves() {
    let db = Db::new("finished");
    let store = db.store().await;
    let id = running_table(&store).await;
    let mut end = commit(id, 0, "done");
    end.status = Status::Finished;
    store.commit_move(&end).await.unwrap();
    assert!(matches!(
        store.commit_move(&commit(id, 1, "more")).await,
        Err(StoreError::MovedOn { .. })
    ));
}

#[tokio::test]
async fn an_unknown_table_is_named_and_an_unknown_status_is_corrupt() {
    let db = Db::new("unknown");
    let store = db.store().await;
    assert!(matches!(
        store.load_table(42).await,
        Err(StoreError::NoTable(42))
    ));
    let id = running_table(&store).await;
    // The CHECK constraint keeps bad statuses out of the file written by us...
    let bad = store
        .execute_sql(&format!(
            "UPDATE tables SET status = 'paused' WHERE id = {id}"
        ))
        .await;
    assert!(bad.is_err());
}

#[tokio::test]
async fn due_reminders_and_deadlines_are_found_and_a_reminder_is_taken_once() {
    let db = Db::new("due");
    let store = db.store().await;
    let id = running_table(&store).await;
    let mut c = commit(id, 0, "s1");
    c.remind_at = Some(100);
    c.deadline_at = Some(200);
    store.commit_move(&c).await.unwrap();
    assert!(store.due(99, 10).await.unwrap().is_empty());
    assert_eq!(store.next_due().await.unwrap(), Some(100));
    let due = store.due(150, 10).await.unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].version, 1);
    assert!(
        !store.take_reminder(id, 0, 150).await.unwrap(),
        "an old version"
    );
    assert!(store.take_reminder(id, 1, 150).await.unwrap());
    assert!(
        !store.take_reminder(id, 1, 150).await.unwrap(),
        "already taken"
    );
    assert!(store.due(150, 10).await.unwrap().is_empty());
    assert_eq!(store.due(200, 10).await.unwrap().len(), 1);
}

#[tokio::test]
async fn a_post_behind_is_claimed_by_one_poster_retried_with_backoff_and_marked_once_never_over_a_gap(
) {
    let db = Db::new("behind");
    let store = db.store().await;
    let id = running_table(&store).await;
    assert!(store
        .set_place(id, r#"{"frontend":"discord"}"#)
        .await
        .unwrap());
    let behind = |now: i64| {
        let store = store.clone();
        async move {
            let rows = store.behind("discord", now, 10).await.unwrap();
            rows.iter()
                .map(|b| (b.version, b.announced_version))
                .collect::<Vec<_>>()
        }
    };
    // Started at 3: the request that started it has 20 s to post it.
    assert!(behind(3).await.is_empty());
    assert!(store
        .behind("local", 1_000_000, 10)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(behind(20_003).await, [(0, -1)]);
    assert!(store.claim_announcement(id, 20_003, 80_003).await.unwrap());
    assert!(
        !store.claim_announcement(id, 20_004, 80_004).await.unwrap(),
        "claimed"
    );
    assert!(behind(20_004).await.is_empty());
    assert!(store.mark_announced(id, -1, 0, 20_010).await.unwrap());
    assert!(
        !store.mark_announced(id, -1, 0, 20_011).await.unwrap(),
        "once"
    );
    assert!(behind(i64::MAX / 2).await.is_empty());

    // A move at 5, its post failing: 2 s, then 4 s, then lost (hourly, paused once).
    store.commit_move(&commit(id, 0, "s1")).await.unwrap();
    assert_eq!(behind(20_005).await, [(1, 0)]);
    let backoff = (2_000, 1_800_000);
    assert!(!store
        .announce_failed(id, 30_000, backoff, false)
        .await
        .unwrap());
    assert!(behind(31_999).await.is_empty());
    assert_eq!(behind(32_000).await, [(1, 0)]);
    assert!(!store
        .announce_failed(id, 32_000, backoff, false)
        .await
        .unwrap());
    assert!(behind(35_999).await.is_empty());
    assert_eq!(behind(36_000).await, [(1, 0)]);
    assert!(
        store.due(i64::MAX / 2, 10).await.unwrap().is_empty(),
        "no clock unseen"
    );
    let hourly = (3_600_000, 3_600_000);
    assert!(store
        .announce_failed(id, 36_000, hourly, true)
        .await
        .unwrap());
    assert!(
        !store
            .announce_failed(id, 36_001, hourly, true)
            .await
            .unwrap(),
        "paused once"
    );
    let rows = store.behind("discord", 3_636_001, 10).await.unwrap();
    assert!(rows[0].paused && rows[0].announce_failures == 4);
    // A new process: the hour's wait is over, everything behind is due at once...
    store.forget_waits(36_001 + 60_000).await.unwrap();
    assert_eq!(behind(0).await, [(1, 0)]);
    // ...but a claim another process may hold still runs (several processes).
    assert!(store.claim_announcement(id, 40_000, 100_000).await.unwrap());
    store.forget_waits(40_000 + 60_000).await.unwrap();
    assert!(behind(99_999).await.is_empty());
    assert_eq!(behind(100_000).await, [(1, 0)]);

    // Move 2's own post gets through while move 1's line was never posted: marking it
    // would lose that line for good, so the gap stays behind until a post covers it.
    store.commit_move(&commit(id, 1, "s2")).await.unwrap();
    assert!(!store.mark_announced(id, 1, 2, 3_700_000).await.unwrap());
    assert_eq!(behind(i64::MAX / 2).await, [(2, 0)]);
    assert!(store.mark_announced(id, 0, 2, 3_700_001).await.unwrap());
    assert!(behind(i64::MAX / 2).await.is_empty());
}

#[tokio::test]
async fn the_store_runs_on_postgresql_when_a_server_is_given() {
    let db = Db::new("backend");
    let store = db.store().await;
    if !db.is_postgres() {
        // `Db::new` said "skipped: no PostgreSQL" on the terminal.
        assert!(store.pool().sqlite().is_some());
        return;
    }
    assert!(store.pool().sqlite().is_none());
    let id = running_table(&store).await;
    // The schema's own checks hold there too, and the seed above i64::MAX survives.
    let bad = store
        .execute_sql(&format!(
            "UPDATE tables SET status = 'paused' WHERE id = {id}"
        ))
        .await;
    assert!(bad.is_err());
    let (row, _) = store.load_table(id).await.unwrap();
    assert_eq!(row.seed(), u64::MAX - 3);
    assert!(!row.shuffle_seats);
}

#[tokio::test]
async fn a_servers_language_is_kept_and_an_unknown_one_reads_as_unset() {
    use manawell::i18n::Lang;
    use manawell::table::ServerSettings;
    let db = Db::new("server_language");
    let svc = db.service().await;
    assert_eq!(svc.server_settings("g1").await.unwrap().language, None);
    let settings = ServerSettings {
        language: Some(Lang::De),
        ..ServerSettings::default()
    };
    svc.set_server_settings("g1", settings.clone())
        .await
        .unwrap();
    assert_eq!(svc.server_settings("g1").await.unwrap(), settings);
    // A damaged value counts as unset rather than refusing the server's other settings.
    let store = db.store().await;
    let mut row = store.server_settings("g1").await.unwrap().unwrap();
    row.language = Some("klingon".into());
    store.set_server_settings("g1", &row, 9).await.unwrap();
    let read = svc.server_settings("g1").await.unwrap();
    assert_eq!(read.language, None);
    assert!(!read.hints);
}

#[tokio::test]
async fn a_servers_discord_language_is_kept_apart_from_its_moderators_settings() {
    use manawell::i18n::Lang;
    use manawell::table::ServerSettings;
    let db = Db::new("discord_language");
    let svc = db.service().await;
    // Seen before any setting: the defaults stay the defaults.
    svc.remember_discord_language("g1", Some(Lang::Fr))
        .await
        .unwrap();
    let seen = svc.server_settings("g1").await.unwrap();
    assert_eq!(
        seen,
        ServerSettings {
            discord_language: Some(Lang::Fr),
            ..ServerSettings::default()
        }
    );
    assert_eq!(svc.server_lang("g1").await, Lang::Fr);
    // A moderator's change keeps it; their language wins over it.
    let chosen = ServerSettings {
        hints: true,
        language: Some(Lang::De),
        ..ServerSettings::default()
    };
    svc.set_server_settings("g1", chosen).await.unwrap();
    let read = svc.server_settings("g1").await.unwrap();
    assert_eq!(read.discord_language, Some(Lang::Fr));
    assert!(read.hints);
    assert_eq!(svc.server_lang("g1").await, Lang::De);
    // A locale manawell does not speak is remembered as none: English, not the old one.
    svc.remember_discord_language("g2", Some(Lang::De))
        .await
        .unwrap();
    svc.remember_discord_language("g2", None).await.unwrap();
    assert_eq!(svc.server_lang("g2").await, Lang::En);
}
