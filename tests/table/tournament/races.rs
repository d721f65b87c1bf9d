//! Nothing lost, nothing done twice: a restart between a round's last game and the next
//! pairing, two processes racing to pair, and a player who leaves mid-round.

use std::sync::atomic::Ordering;

use manawell::table::tournaments::{Progress, TournamentFormat};

use super::{end_round, paired, player, seated, signed_up};
use crate::support::{self, rivality, Db};

const LEASE_MS: u64 = 5 * 60 * 1000;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_between_a_rounds_end_and_the_next_pairing_pairs_it() {
    let db = Db::new("tournament-restart");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = db
        .service()
        .await
        .with_clock(clock.clone())
        .with_worker("before");
    let id = signed_up(&svc, rivality(2), TournamentFormat::Swiss, Some(2), 4).await;
    let tables = paired(
        &svc.start_tournament(id, &player(1).id, false)
            .await
            .unwrap(),
    );
    // The process that would pair dies holding the tournament's lease: the games end, and
    // nothing is paired.
    let at = now.load(Ordering::SeqCst) as i64;
    assert!(db
        .store()
        .await
        .claim_tournament(id, "died", at, at + LEASE_MS as i64)
        .await
        .unwrap());
    assert_eq!(
        end_round(&svc, &now, id, &tables, |_| Some(1)).await,
        Progress::Nothing
    );
    drop(svc);

    // Started again, once the lease has run out, the sweep records and pairs.
    now.fetch_add(LEASE_MS + 1, Ordering::SeqCst);
    let svc = db.service().await.with_clock(clock).with_worker("after");
    let done = svc.sweep_tournaments().await.unwrap();
    assert_eq!(done.len(), 1);
    assert!(matches!(done[0].1, Progress::Paired { round: 2, .. }));
    let t = svc.tournament(id).await.unwrap();
    assert!(t
        .games
        .iter()
        .filter(|g| g.round == 1)
        .all(|g| g.places.is_some()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_racing_to_pair_pair_once() {
    let db = Db::new("tournament-race");
    let (now, clock) = support::manual_clock(1_000_000);
    let one = db
        .service()
        .await
        .with_clock(clock.clone())
        .with_worker("one");
    let two = db.service().await.with_clock(clock).with_worker("two");
    let id = signed_up(&one, rivality(2), TournamentFormat::Swiss, Some(2), 6).await;
    let tables = paired(
        &one.start_tournament(id, &player(1).id, false)
            .await
            .unwrap(),
    );
    let at = now.load(Ordering::SeqCst) as i64;
    assert!(db
        .store()
        .await
        .claim_tournament(id, "died", at, at + LEASE_MS as i64)
        .await
        .unwrap());
    end_round(&one, &now, id, &tables, |_| Some(0)).await;
    now.fetch_add(LEASE_MS + 1, Ordering::SeqCst);

    let (a, b) = tokio::join!(one.sweep_tournaments(), two.sweep_tournaments());
    let paired_by: usize = [a.unwrap(), b.unwrap()]
        .iter()
        .map(|done| {
            done.iter()
                .filter(|(_, p)| matches!(p, Progress::Paired { .. }))
                .count()
        })
        .sum();
    assert_eq!(paired_by, 1);
    let t = one.tournament(id).await.unwrap();
    assert_eq!(t.row.round, 2);
    assert_eq!(t.games.iter().filter(|g| g.round == 2).count(), 3);
    // Pairing round 2 again writes nothing: the round number is the write's condition.
    let at = now.load(Ordering::SeqCst) as i64;
    assert!(!db.store().await.pair_round(id, 2, &[], at).await.unwrap());
    assert_eq!(one.advance_tournament(id).await.unwrap(), Progress::Nothing);
}

#[tokio::test]
async fn a_player_who_leaves_forfeits_and_the_round_goes_on() {
    let db = Db::new("tournament-leave");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = db.service().await.with_clock(clock);
    let id = signed_up(&svc, rivality(2), TournamentFormat::Swiss, Some(2), 4).await;
    let tables = paired(
        &svc.start_tournament(id, &player(1).id, false)
            .await
            .unwrap(),
    );
    // Board 0 ends; on board 1, a player leaves the tournament: their game is forfeited
    // and the round, over, pairs the next among the three left.
    end_round(&svc, &now, id, &tables[..1], |_| Some(1)).await;
    let leaver = seated(&svc, tables[1]).await[0].clone();
    let progress = svc.leave_tournament(id, &leaver).await.unwrap();
    let next = paired(&progress);
    assert_eq!(next.len(), 1);
    let t = svc.tournament(id).await.unwrap();
    assert_eq!(t.history().unwrap()[1].byes.len(), 1);
    for table in next {
        assert!(!seated(&svc, table).await.contains(&leaver));
    }
}

#[tokio::test]
async fn moving_a_tournament_on_does_not_start_it() {
    let db = Db::new("tournament-not-started");
    let (_, clock) = support::manual_clock(1_000_000);
    let svc = db.service().await.with_clock(clock);
    let id = signed_up(&svc, rivality(2), TournamentFormat::Swiss, Some(1), 2).await;
    assert_eq!(svc.advance_tournament(id).await.unwrap(), Progress::Nothing);
    assert_eq!(svc.tournament(id).await.unwrap().row.round, 0);
    // Nor does leaving the sign-up.
    assert_eq!(
        svc.leave_tournament(id, &player(2).id).await.unwrap(),
        Progress::Nothing
    );
    assert_eq!(svc.tournament(id).await.unwrap().entrants.len(), 1);
}
