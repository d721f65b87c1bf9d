//! Races: the same turn twice, a double click, the last seats taken at once.

use crate::support::{next_move, rivality, started, user, Db};
use manawell::table::{Place, ShowStatus, TableError, TableSpec};

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_submissions_of_the_same_turn_land_exactly_once() {
    let db = Db::new("race");
    let svc = db.service().await;
    let id = started(&svc, 2, 3, false).await;
    for round in 0..40 {
        let (_, game) = svc.game(id).await.unwrap();
        let Some(seat) = game.to_act() else { break };
        let version = svc.current(id, None).await.unwrap().version;
        let who = user(u32::from(seat)).id;
        let choices = game.choices(manawell::i18n::Lang::En);
        // Two different legal moves, both computed from the same version.
        let a = choices[round % choices.len()].notation.clone();
        let b = choices[(round + 1) % choices.len()].notation.clone();
        let (s1, s2) = (svc.clone(), svc.clone());
        let (w1, w2) = (who.clone(), who.clone());
        let (r1, r2) = tokio::join!(
            tokio::spawn(async move { s1.submit_at(id, &w1, &a, Some(version)).await }),
            tokio::spawn(async move { s2.submit_at(id, &w2, &b, Some(version)).await }),
        );
        let results = [r1.unwrap(), r2.unwrap()];
        let landed = results.iter().filter(|r| r.is_ok()).count();
        // The loser hears that the game moved on; or, when the winning move ended the
        // game, that it is over (the more useful thing to tell a player).
        let ended = results
            .iter()
            .any(|r| matches!(r, Ok(show) if show.status == ShowStatus::Finished));
        let moved_on = results
            .iter()
            .filter(|r| match r {
                Err(TableError::MovedOn(t)) => *t == id,
                Err(TableError::GameOver(t)) => ended && *t == id,
                _ => false,
            })
            .count();
        assert_eq!((landed, moved_on), (1, 1), "round {round}: {results:?}");
        assert_eq!(svc.current(id, None).await.unwrap().version, version + 1);
    }
    assert!(svc.verify_replay(id).await.unwrap());
    assert_eq!(
        svc.log(id).await.unwrap().len() as i64,
        svc.current(id, None).await.unwrap().version
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_double_click_without_a_version_never_plays_twice() {
    let db = Db::new("double");
    let svc = db.service().await;
    let id = started(&svc, 2, 8, false).await;
    for i in 0..20 {
        let Some((who, mv)) = next_move(&svc, id, i).await else {
            break;
        };
        let before = svc.current(id, None).await.unwrap().version;
        let (s1, s2, w1, w2, m1, m2) = (svc.clone(), svc.clone(), who.clone(), who, mv.clone(), mv);
        let (r1, r2) = tokio::join!(
            tokio::spawn(async move { s1.submit(id, &w1, &m1).await }),
            tokio::spawn(async move { s2.submit(id, &w2, &m2).await }),
        );
        let results = [r1.unwrap(), r2.unwrap()];
        assert_eq!(
            results.iter().filter(|r| r.is_ok()).count(),
            1,
            "{results:?}"
        );
        // The other one either lost the race or came after and found the turn gone.
        for r in results.iter().filter_map(|r| r.as_ref().err()) {
            assert!(
                matches!(
                    r,
                    TableError::MovedOn(_)
                        | TableError::NotYourTurn { .. }
                        | TableError::Illegal(_)
                ),
                "{r:?}"
            );
        }
        assert_eq!(svc.current(id, None).await.unwrap().version, before + 1);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_players_racing_for_the_last_seat_get_one_seat() {
    let db = Db::new("lastseat");
    let svc = db.service().await;
    for round in 0..10u32 {
        let (id, _) = svc
            .create(TableSpec::new(rivality(2), Place::local(), user(0)))
            .await
            .unwrap();
        let (s1, s2) = (svc.clone(), svc.clone());
        let (a, b) = (user(10 + round * 2), user(11 + round * 2));
        let (r1, r2) = tokio::join!(
            tokio::spawn(async move { s1.join(id, &a).await }),
            tokio::spawn(async move { s2.join(id, &b).await }),
        );
        let results = [r1.unwrap(), r2.unwrap()];
        assert_eq!(results.iter().filter(|r| r.is_ok()).count(), 1);
        assert!(results
            .iter()
            .any(|r| matches!(r, Err(TableError::TableFull(_) | TableError::NotALobby(_)))));
        let show = svc.current(id, None).await.unwrap();
        assert_eq!(show.status, ShowStatus::Running);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn when_the_last_two_seats_fill_at_once_one_answer_starts_the_game() {
    let db = Db::new("laststart");
    let svc = db.service().await;
    for round in 0..10u32 {
        let (id, show) = svc
            .create(TableSpec::new(rivality(3), Place::local(), user(0)))
            .await
            .unwrap();
        assert!(!show.started, "a seat taken in a lobby starts nothing");
        let (s1, s2) = (svc.clone(), svc.clone());
        let (a, b) = (user(10 + round * 2), user(11 + round * 2));
        let (r1, r2) = tokio::join!(
            tokio::spawn(async move { s1.join(id, &a).await }),
            tokio::spawn(async move { s2.join(id, &b).await }),
        );
        let shows = [r1.unwrap().unwrap(), r2.unwrap().unwrap()];
        assert_eq!(
            shows.iter().filter(|s| s.started).count(),
            1,
            "round {round}: exactly one answer announces the start"
        );
        assert!(shows
            .iter()
            .all(|s| s.status != ShowStatus::Lobby || !s.started));
    }
}
