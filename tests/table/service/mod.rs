//! The table service end to end, on a real SQLite file: saving, replaying, restarts,
//! races, refusals, damaged rows and the deal of the seats.
mod races;

use crate::support;

use crate::support::{next_move, play, rivality, started, user, Db};
use manawell::table::{Place, ShowStatus, TableError, TableId, TableSpec, UserId};

#[tokio::test]
async fn a_whole_game_is_played_saved_and_replays_to_the_same_state() {
    let db = Db::new("whole");
    let svc = db.service().await;
    let id = started(&svc, 2, 11, false).await;
    let played = play(&svc, id, 200, 1).await;
    assert!(played < 200, "a game ends");
    let show = svc.current(id, None).await.unwrap();
    assert_eq!(show.status, ShowStatus::Finished);
    assert!(show.to_act.is_none());
    assert!(show.public[0].starts_with("Scores:"), "{:?}", show.public);
    assert_eq!(show.version, played as i64);
    assert!(svc.verify_replay(id).await.unwrap());
    let log = svc.log(id).await.unwrap();
    assert_eq!(log.len(), played);
    assert!(
        log[0].text.starts_with("Mira placed") || log[0].text.starts_with("Mira took a mulligan")
    );
    assert!(log[0].notation.is_some());
}

#[tokio::test]
async fn replaying_the_moves_rebuilds_the_stored_state_for_many_games() {
    let db = Db::new("replay");
    let svc = db.service().await;
    let mut checked = 0;
    for seed in 0..8u64 {
        for players in 2..=4u8 {
            let expert = seed % 2 == 1;
            let id = started(&svc, players, seed, expert).await;
            // Some games to the end, some stopped halfway.
            let moves = if seed % 3 == 0 { 9 } else { 200 };
            play(&svc, id, moves, seed as usize).await;
            assert!(
                svc.verify_replay(id).await.unwrap(),
                "seed {seed} players {players}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 24);
}

#[tokio::test]
async fn a_game_survives_a_restart() {
    let db = Db::new("restart");
    let svc = db.service().await;
    let id = started(&svc, 3, 5, true).await;
    play(&svc, id, 10, 3).await;
    let before = svc.current(id, None).await.unwrap();
    svc.store().close().await;
    drop(svc);

    let svc = db.service().await;
    let after = svc.current(id, None).await.unwrap();
    assert_eq!(after.version, before.version);
    assert_eq!(
        after.to_act.as_ref().map(|t| t.seat),
        before.to_act.as_ref().map(|t| t.seat)
    );
    let n = play(&svc, id, 200, 3).await;
    assert!(n < 200);
    assert_eq!(
        svc.current(id, None).await.unwrap().status,
        ShowStatus::Finished
    );
    assert!(svc.verify_replay(id).await.unwrap());
}

#[tokio::test]
async fn every_refusal_is_specific_and_changes_nothing() {
    let db = Db::new("refusals");
    let svc = db.service().await;
    let id = started(&svc, 2, 21, false).await;
    let (mover, mv) = next_move(&svc, id, 0).await.unwrap();
    let other = if mover == user(0).id {
        user(1).id
    } else {
        user(0).id
    };

    let stranger = UserId::new("test:99");
    assert_eq!(
        svc.submit(id, &stranger, &mv).await.unwrap_err(),
        TableError::NotYourGame(id)
    );
    match svc.submit(id, &other, &mv).await.unwrap_err() {
        TableError::NotYourTurn { whose } => assert_eq!(whose, "Mira"),
        e => panic!("{e:?}"),
    }
    let unknown = TableId(9_999);
    assert_eq!(
        svc.submit(unknown, &mover, &mv).await.unwrap_err(),
        TableError::UnknownGame(unknown)
    );
    assert!(matches!(
        svc.submit(id, &mover, "A7 M13 north").await.unwrap_err(),
        TableError::Illegal(why) if why.contains("M13 already holds a tile") || why.contains("not in your hand")
    ));
    assert!(matches!(
        svc.submit(id, &mover, "fly away").await.unwrap_err(),
        TableError::Unreadable(_)
    ));
    assert_eq!(
        svc.submit_at(id, &mover, &mv, Some(5)).await.unwrap_err(),
        TableError::MovedOn(id)
    );
    assert_eq!(
        svc.current(id, None).await.unwrap().version,
        0,
        "nothing was played"
    );

    // A game that is over.
    svc.resign(id, &other).await.unwrap();
    assert_eq!(
        svc.submit(id, &mover, &mv).await.unwrap_err(),
        TableError::GameOver(id)
    );
    assert_eq!(
        svc.resign(id, &mover).await.unwrap_err(),
        TableError::GameOver(id)
    );

    // A lobby.
    let (lobby, _) = svc
        .create(TableSpec::new(rivality(3), Place::local(), user(0)))
        .await
        .unwrap();
    assert_eq!(
        svc.submit(lobby, &user(0).id, &mv).await.unwrap_err(),
        TableError::NotStarted(lobby)
    );
    assert_eq!(
        svc.join(lobby, &user(0)).await.unwrap_err(),
        TableError::AlreadySeated(lobby)
    );
    assert_eq!(
        svc.cancel(lobby, &user(1).id).await.unwrap_err(),
        TableError::NotTheCreator(lobby)
    );
    assert_eq!(
        svc.leave(lobby, &user(1).id).await.unwrap_err(),
        TableError::NotYourGame(lobby)
    );
    svc.cancel(lobby, &user(0).id).await.unwrap();
    assert_eq!(
        svc.join(lobby, &user(1)).await.unwrap_err(),
        TableError::NotALobby(lobby)
    );

    // Invitations and options.
    let mut spec = TableSpec::new(rivality(2), Place::local(), user(0));
    spec.invited = vec![user(1).id];
    let (private, _) = svc.create(spec).await.unwrap();
    assert_eq!(
        svc.join(private, &user(2)).await.unwrap_err(),
        TableError::NotInvited(private)
    );
    svc.join(private, &user(1)).await.unwrap();
    let bad = svc
        .create(TableSpec::new(rivality(5), Place::local(), user(0)))
        .await;
    assert!(matches!(bad, Err(TableError::BadOptions(why)) if why.to_string().contains("not 5")));
}

#[tokio::test]
async fn a_damaged_row_fails_its_own_game_only() {
    let db = Db::new("corrupt");
    let svc = db.service().await;
    let bad_json = started(&svc, 2, 1, false).await;
    let bad_format = started(&svc, 2, 2, false).await;
    let bad_kind = started(&svc, 2, 3, false).await;
    let good = started(&svc, 2, 4, false).await;
    let store = svc.store();
    for sql in [
        format!(
            "UPDATE tables SET state = '{{\"options\": [' WHERE id = {}",
            bad_json.0
        ),
        format!(
            "UPDATE tables SET state_format = 7 WHERE id = {}",
            bad_format.0
        ),
        format!("UPDATE tables SET kind = 'chess' WHERE id = {}", bad_kind.0),
    ] {
        assert_eq!(store.execute_sql(&sql).await.unwrap(), 1);
    }

    for (id, what) in [
        (bad_json, "not readable"),
        (bad_format, "unknown state format 7"),
        (bad_kind, "unknown game kind"),
    ] {
        let err = svc.submit(id, &user(0).id, "mulligan").await.unwrap_err();
        match &err {
            TableError::Corrupt { table, what: w } => {
                assert_eq!(*table, id);
                assert!(w.contains(what), "{w}");
            }
            e => panic!("{e:?}"),
        }
        assert!(err.to_string().contains("other games are not affected"));
        assert!(svc.current(id, None).await.is_err());
    }
    // Every other game keeps working, and the user's list still shows everything.
    assert_eq!(play(&svc, good, 5, 0).await, 5);
    assert_eq!(svc.my_games(&user(0).id).await.unwrap().len(), 4);
}

#[tokio::test]
async fn seats_are_dealt_from_the_seed_and_teams_follow_the_seats() {
    let db = Db::new("deal");
    let svc = db.service().await;
    let mut firsts = std::collections::BTreeSet::new();
    for seed in 0..8u64 {
        let mut spec = TableSpec::new(support::rivality(4), Place::local(), user(0));
        spec.seed = Some(seed);
        let (id, _) = svc.create(spec).await.unwrap();
        for n in 1..4 {
            svc.join(id, &user(n)).await.unwrap();
        }
        let info = svc.table_info(id).await.unwrap();
        let seats: Vec<i64> = info.seated.iter().map(|s| s.seat).collect();
        assert_eq!(seats, vec![0, 1, 2, 3]);
        let teams: Vec<Option<u8>> = info.seated.iter().map(|s| s.team).collect();
        assert_eq!(
            teams,
            vec![Some(0), Some(1), Some(0), Some(1)],
            "teams alternate"
        );
        // Join order is kept around the table; only who starts depends on the seed.
        let names: Vec<&str> = info.seated.iter().map(|s| s.name.as_str()).collect();
        let first = names[0];
        let order = ["Mira", "Tom", "Ada", "Bo"];
        let k = order.iter().position(|n| *n == first).unwrap();
        for (i, name) in names.iter().enumerate() {
            assert_eq!(*name, order[(k + i) % 4]);
        }
        firsts.insert(first.to_string());
    }
    assert!(
        firsts.len() > 1,
        "the first player varies with the seed: {firsts:?}"
    );
}

/// What the service posts itself (a seat taken, the start, a cancellation) speaks the
/// table's language.
#[tokio::test]
async fn the_start_and_a_cancellation_are_told_in_the_tables_language() {
    use manawell::i18n::Lang;
    let db = Db::new("service-lang");
    let base = db.service().await;
    for (lang, joined, start, cancelled) in [
        (
            Lang::En,
            "Tom joined game #1.",
            "Game #1 starts: Mira (seat 1), Tom (seat 2). Mira plays first.",
            "Game #2 was cancelled.",
        ),
        (
            Lang::Fr,
            "Tom a rejoint la partie #3.",
            "La partie #3 commence\u{a0}: Mira (place 1), Tom (place 2). Mira joue en premier.",
            "La partie #4 a été annulée.",
        ),
        (
            Lang::De,
            "Tom ist Partie #5 beigetreten.",
            "Partie #5 beginnt: Mira (Platz 1), Tom (Platz 2). Mira beginnt.",
            "Partie #6 wurde abgebrochen.",
        ),
    ] {
        let svc = base.speaking(lang);
        let open = || {
            let mut spec = TableSpec::new(rivality(2), Place::local(), user(0));
            spec.shuffle_seats = false;
            spec.seed = Some(3);
            spec
        };
        let (id, _) = svc.create(open()).await.unwrap();
        let started = svc.join(id, &user(1)).await.unwrap();
        assert_eq!(started.public[0], joined);
        assert_eq!(started.public[1], start, "{:?}", started.public);
        let (id, _) = svc.create(open()).await.unwrap();
        let show = svc.cancel(id, &user(0).id).await.unwrap();
        assert_eq!(show.public, vec![cancelled.to_string()]);
    }
}
