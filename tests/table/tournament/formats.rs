//! Whole tournaments of each format played out by scripted players on the service.

use std::collections::BTreeMap;

use manawell::table::tournaments::{Progress, TournamentFormat};

use super::{end_round, meetings, paired, player, posted, signed_up};
use crate::support::{self, rivality, Db};

#[tokio::test]
async fn an_eight_player_swiss_of_three_rounds_is_played_out_with_games_lost_on_time() {
    let db = Db::new("tournament-swiss");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = db.service().await.with_clock(clock);
    let id = signed_up(&svc, rivality(2), TournamentFormat::Swiss, Some(3), 8).await;
    let mut progress = svc
        .start_tournament(id, &player(1).id, false)
        .await
        .unwrap();
    for round in 1..=3 {
        let tables = paired(&progress);
        assert_eq!(tables.len(), 4, "round {round}");
        posted(&svc, &tables).await;
        // Boards 0 and 1 resigned (by seat 1, then seat 0); boards 2 and 3 lost on time.
        progress = end_round(&svc, &now, id, &tables, |b| {
            [Some(1), Some(0), None, None][b]
        })
        .await;
    }
    assert_eq!(progress, Progress::Finished);
    let t = svc.tournament(id).await.unwrap();
    assert!(meetings(&t).values().all(|n| *n == 1), "{:?}", meetings(&t));
    let lines = t.standings().unwrap();
    assert_eq!(lines.len(), 8);
    assert!(lines.iter().all(|l| l.played == 3 && l.in_play == 0));
    // Twelve games, a point each.
    assert_eq!(lines.iter().map(|l| l.points.0).sum::<u32>(), 24);
    // Two games a round lost on time, recorded as forfeits.
    let forfeits = t
        .games
        .iter()
        .filter(|g| g.places.as_deref().is_some_and(|p| p.contains('0')))
        .count();
    assert_eq!(forfeits, 6);
}

#[tokio::test]
async fn a_five_player_round_robin_gives_each_one_bye_and_meets_everyone_once() {
    let db = Db::new("tournament-round-robin");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = db.service().await.with_clock(clock);
    let id = signed_up(&svc, rivality(2), TournamentFormat::RoundRobin, None, 5).await;
    let mut progress = svc
        .start_tournament(id, &player(1).id, false)
        .await
        .unwrap();
    for round in 1..=5 {
        let tables = paired(&progress);
        assert_eq!(tables.len(), 2, "round {round}");
        progress = end_round(&svc, &now, id, &tables, |_| Some(1)).await;
    }
    assert_eq!(progress, Progress::Finished);
    let t = svc.tournament(id).await.unwrap();
    let met = meetings(&t);
    assert_eq!(met.len(), 10);
    assert!(met.values().all(|n| *n == 1));
    let mut byes = BTreeMap::new();
    for round in t.history().unwrap() {
        for p in round.byes {
            *byes.entry(p).or_insert(0) += 1;
        }
    }
    assert_eq!(byes.len(), 5);
    assert!(byes.values().all(|n| *n == 1));
}

#[tokio::test]
async fn a_five_player_knockout_gives_the_best_seeds_byes_and_ends_with_a_champion() {
    let db = Db::new("tournament-knockout");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = db.service().await.with_clock(clock);
    let id = signed_up(&svc, rivality(2), TournamentFormat::Knockout, None, 5).await;
    let mut progress = svc
        .start_tournament(id, &player(1).id, false)
        .await
        .unwrap();
    // A bracket of eight: one game, then two, then the final.
    for games in [1, 2, 1] {
        let tables = paired(&progress);
        assert_eq!(tables.len(), games);
        // The player who moved first wins (seat 1 resigns).
        progress = end_round(&svc, &now, id, &tables, |_| Some(1)).await;
    }
    assert_eq!(progress, Progress::Finished);
    let t = svc.tournament(id).await.unwrap();
    let lines = t.standings().unwrap();
    assert_eq!(lines[0].rank, 1);
    assert_ne!(lines[1].rank, 1, "one champion: {lines:?}");
}

#[tokio::test]
async fn nine_players_play_rivality_at_tables_of_three() {
    let db = Db::new("tournament-tables");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = db.service().await.with_clock(clock);
    let id = signed_up(&svc, rivality(3), TournamentFormat::Tables(3), Some(2), 9).await;
    let mut progress = svc
        .start_tournament(id, &player(1).id, false)
        .await
        .unwrap();
    for _ in 0..2 {
        let tables = paired(&progress);
        assert_eq!(tables.len(), 3);
        for table in &tables {
            assert_eq!(super::seated(&svc, *table).await.len(), 3);
        }
        progress = end_round(&svc, &now, id, &tables, |_| Some(2)).await;
    }
    assert_eq!(progress, Progress::Finished);
    let t = svc.tournament(id).await.unwrap();
    assert!(meetings(&t).values().all(|n| *n == 1), "{:?}", meetings(&t));
    let lines = t.standings().unwrap();
    assert_eq!(lines.len(), 9);
    // Six tables; the one who resigned scores nothing, the two others 1½ each (tied first).
    assert_eq!(lines.iter().map(|l| l.points.0).sum::<u32>(), 6 * 6);
}

#[tokio::test]
async fn a_tournament_not_rated_leaves_the_ratings_alone_and_only_its_creator_starts_it() {
    let db = Db::new("tournament-unrated");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = db.service().await.with_clock(clock);
    let spec = manawell::table::tournaments::TournamentSpec {
        rated: false,
        ..super::spec(rivality(2), TournamentFormat::Swiss, Some(1))
    };
    let id = svc.create_tournament(spec).await.unwrap();
    for n in 1..=2 {
        svc.enter_tournament(id, &player(n)).await.unwrap();
    }
    assert!(svc
        .start_tournament(id, &player(2).id, false)
        .await
        .is_err());
    let tables = paired(
        &svc.start_tournament(id, &player(1).id, false)
            .await
            .unwrap(),
    );
    let progress = end_round(&svc, &now, id, &tables, |_| Some(1)).await;
    assert_eq!(progress, Progress::Finished);
    for n in 1..=2 {
        let profile = svc.profile(&player(n).id).await.unwrap();
        assert!(profile.standings.is_empty(), "{:?}", profile.standings);
    }
}

#[tokio::test]
async fn a_tournament_starts_by_itself_at_its_time_and_refuses_one_player_too_many() {
    let db = Db::new("tournament-starts-at");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = db.service().await.with_clock(clock);
    let spec = manawell::table::tournaments::TournamentSpec {
        max_players: Some(4),
        starts_at: Some(1_000_000 + super::HOUR_MS as i64),
        ..super::spec(rivality(2), TournamentFormat::Swiss, Some(2))
    };
    let id = svc.create_tournament(spec).await.unwrap();
    for n in 1..=4 {
        svc.enter_tournament(id, &player(n)).await.unwrap();
    }
    let refused = svc.enter_tournament(id, &player(5)).await;
    assert!(
        matches!(
            refused,
            Err(manawell::table::tournaments::TournamentError::Full(_))
        ),
        "{refused:?}"
    );
    assert!(svc.enter_tournament(id, &player(4)).await.is_err());
    // Not yet: the sweep leaves it signing up.
    assert!(svc.sweep_tournaments().await.unwrap().is_empty());
    now.fetch_add(super::HOUR_MS, std::sync::atomic::Ordering::SeqCst);
    let done = svc.sweep_tournaments().await.unwrap();
    assert_eq!(done.len(), 1);
    assert_eq!(paired(&done[0].1).len(), 2);
    // Once it runs, nobody enters.
    assert!(svc.enter_tournament(id, &player(6)).await.is_err());
}

#[tokio::test]
async fn a_tournament_due_with_too_few_players_is_cancelled() {
    let db = Db::new("tournament-too-few");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = db.service().await.with_clock(clock);
    let spec = manawell::table::tournaments::TournamentSpec {
        starts_at: Some(1_000_000),
        ..super::spec(rivality(2), TournamentFormat::Knockout, None)
    };
    let id = svc.create_tournament(spec).await.unwrap();
    svc.enter_tournament(id, &player(1)).await.unwrap();
    now.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    assert!(svc.sweep_tournaments().await.unwrap().is_empty());
    let t = svc.tournament(id).await.unwrap();
    assert_eq!(
        t.status,
        manawell::table::tournaments::TournamentStatus::Cancelled
    );
}

#[tokio::test]
async fn a_knockout_sends_the_second_player_of_a_drawn_game_to_the_final() {
    let db = Db::new("tournament-knockout-draw");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = db.service().await.with_clock(clock);
    let id = signed_up(&svc, rivality(2), TournamentFormat::Knockout, None, 4).await;
    let tables = paired(
        &svc.start_tournament(id, &player(1).id, false)
            .await
            .unwrap(),
    );
    assert_eq!(tables.len(), 2);
    // Board 0 ends drawn: its places recorded as the service records a drawn game (no
    // scripted deal of these games ends level; its table is left as it is).
    let drawn_second = super::seated(&svc, tables[0]).await[1].clone();
    assert!(db
        .store()
        .await
        .record_places(id, 1, 0, "[1,1]")
        .await
        .unwrap());
    // Board 1 ends by a resignation: the round is over and the final is paired.
    let progress = end_round(&svc, &now, id, &tables[1..], |_| Some(1)).await;
    let last = paired(&progress);
    assert_eq!(last.len(), 1);
    assert!(super::seated(&svc, last[0]).await.contains(&drawn_second));
}
