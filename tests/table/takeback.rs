//! Take-backs by consent: the mover asks, every other human accepts, and the table is
//! back before the move (draws included) as a new version, the history keeping both;
//! refused when someone acted since, when a request is waiting, once the time ran out,
//! and in a finished game; against the AI, at once and with the AI's answer.

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

use manawell::ai::Level;
use manawell::table::{
    AiBot, DeadlinePolicy, Place, TableError, TableId, TableService, TableSpec, TakebackAnswer,
};

use super::support::{self, next_move, rivality, started, user, Db};

/// The saved state, as JSON (hands, stacks and the dice included).
async fn state(svc: &TableService, id: TableId) -> serde_json::Value {
    let (_, game) = svc.game(id).await.unwrap();
    serde_json::from_str(&game.encode().unwrap()).unwrap()
}

fn why(result: &Result<TakebackAnswer, TableError>) -> String {
    match result {
        Err(TableError::NoTakeback(_, why)) => why.to_string(),
        other => panic!("a take-back refusal, not {other:?}"),
    }
}

#[tokio::test]
async fn an_accepted_take_back_restores_the_state_and_the_draws_as_a_new_version() {
    let db = Db::new("takeback-2p");
    let svc = db.service().await;
    let id = started(&svc, 2, 8, false).await;
    support::play(&svc, id, 3, 1).await;
    let before = state(&svc, id).await;
    let version = svc.table_info(id).await.unwrap().version;
    let (mover, mv) = next_move(&svc, id, 5).await.unwrap();
    svc.submit(id, &mover, &mv).await.unwrap();
    assert_ne!(state(&svc, id).await, before, "the move drew a tile");
    let other = if mover == user(0).id {
        user(1)
    } else {
        user(0)
    };

    let asked = svc.ask_takeback(id, &mover).await.unwrap();
    let TakebackAnswer::Pending {
        version: at,
        by,
        awaited,
        accepted,
        ..
    } = asked
    else {
        panic!("waiting for the other player: {asked:?}")
    };
    assert_eq!(at, version + 1);
    assert_eq!(by.id, mover);
    assert!(accepted.is_empty());
    assert_eq!(awaited.len(), 1);
    assert_eq!(awaited[0].id, other.id);
    // Asked twice; answered by its asker; answered by someone not playing.
    assert!(why(&svc.ask_takeback(id, &mover).await).contains("already waiting"));
    assert!(why(&svc.answer_takeback(id, &mover, at, true).await).contains("your own request"));
    assert_eq!(
        svc.answer_takeback(id, &user(9).id, at, true).await,
        Err(TableError::NotYourGame(id))
    );

    assert!(matches!(
        svc.takeback_waiting(id).await.unwrap(),
        Some(TakebackAnswer::Pending { version, .. }) if version == at
    ));
    let TakebackAnswer::TakenBack(show) =
        svc.answer_takeback(id, &other.id, at, true).await.unwrap()
    else {
        panic!("the one other player accepted")
    };
    // A new version, never an old number again; the mover is to play again.
    assert_eq!(show.version, version + 2);
    assert_eq!(show.since, version + 1);
    let to_act = show.to_act.expect("someone to act");
    assert_eq!(to_act.user, Some(mover.clone()));
    assert_eq!(
        state(&svc, id).await,
        before,
        "everything restored, draws included"
    );
    assert_eq!(svc.takeback_waiting(id).await.unwrap(), None, "done");
    assert!(svc.verify_replay(id).await.unwrap(), "the history replays");
    let log = svc.log(id).await.unwrap();
    let last = log.last().unwrap();
    let (mover_name, other_name) = (&by.name, &other.name);
    assert!(
        last.text.contains(&format!(
            "taken back at {mover_name}'s request, accepted by {other_name}"
        )),
        "{}",
        last.text
    );
    assert_eq!(log.len() as i64, version + 2, "the move stays in the log");
    // The older version still draws from its own history.
    assert!(svc.game_at(id, version + 1).await.is_ok());

    // Played again, differently: the history still replays to the saved state.
    let (again, mv) = next_move(&svc, id, 6).await.unwrap();
    assert_eq!(again, mover);
    svc.submit(id, &again, &mv).await.unwrap();
    assert!(svc.verify_replay(id).await.unwrap());
    // ...and that move is not the one just taken back: only the latest may go back.
    support::play(&svc, id, 1, 2).await;
    assert!(why(&svc.ask_takeback(id, &mover).await).contains("acted since"));
}

#[tokio::test]
async fn refused_a_request_ends_and_a_move_voids_it() {
    let db = Db::new("takeback-refused");
    let svc = db.service().await;
    let id = started(&svc, 3, 2, false).await;
    let first = svc.whose_turn(id).await.unwrap().unwrap().user.unwrap();
    assert!(why(&svc.ask_takeback(id, &first).await).contains("no move"));
    let (mover, mv) = next_move(&svc, id, 0).await.unwrap();
    svc.submit(id, &mover, &mv).await.unwrap();
    let version = svc.table_info(id).await.unwrap().version;
    svc.ask_takeback(id, &mover).await.unwrap();
    let others: Vec<_> = (0..3).map(|n| user(n).id).filter(|u| *u != mover).collect();
    // One accepts, one refuses: the request ends, nothing changes.
    let accepted = svc
        .answer_takeback(id, &others[0], version, true)
        .await
        .unwrap();
    assert!(
        matches!(&accepted, TakebackAnswer::Pending { accepted, awaited, .. }
            if accepted.len() == 1 && awaited.len() == 1),
        "{accepted:?}"
    );
    let refused = svc
        .answer_takeback(id, &others[1], version, false)
        .await
        .unwrap();
    assert!(matches!(refused, TakebackAnswer::Refused { .. }));
    assert_eq!(svc.table_info(id).await.unwrap().version, version);
    assert!(
        why(&svc.answer_takeback(id, &others[0], version, true).await).contains("no take-back")
    );

    // Asked again, then the next player plays: the request is void.
    svc.ask_takeback(id, &mover).await.unwrap();
    let (next, mv) = next_move(&svc, id, 0).await.unwrap();
    svc.submit(id, &next, &mv).await.unwrap();
    assert_eq!(
        svc.answer_takeback(id, &others[0], version, true).await,
        Err(TableError::MovedOn(id))
    );
    assert!(why(&svc.ask_takeback(id, &mover).await).contains("acted since"));
    // Over: never taken back.
    svc.resign(id, &next).await.unwrap();
    assert_eq!(
        svc.ask_takeback(id, &next).await,
        Err(TableError::GameOver(id))
    );
}

#[tokio::test]
async fn never_once_the_time_ran_out_and_the_clock_restarts_when_accepted() {
    let db = Db::new("takeback-clock");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = db
        .service()
        .await
        .with_clock(clock)
        .with_bot(Arc::new(AiBot::new(Level::Easy)));
    let mut spec = TableSpec::new(rivality(2), Place::channel("test", "g", "c"), user(0));
    spec.seed = Some(5);
    spec.shuffle_seats = false;
    spec.move_deadline = Some(Duration::from_secs(3600));
    spec.policy = DeadlinePolicy::BotPlays;
    let (id, _) = svc.create(spec).await.unwrap();
    svc.join(id, &user(1)).await.unwrap();
    let (mover, mv) = next_move(&svc, id, 0).await.unwrap();
    svc.submit(id, &mover, &mv).await.unwrap();
    let version = svc.table_info(id).await.unwrap().version;
    svc.ask_takeback(id, &mover).await.unwrap();
    let other = if mover == user(0).id {
        user(1)
    } else {
        user(0)
    };
    // Half an hour later, accepted: the mover's clock starts again from now.
    now.fetch_add(1_800_000, Ordering::SeqCst);
    svc.answer_takeback(id, &other.id, version, true)
        .await
        .unwrap();
    let info = svc.table_info(id).await.unwrap();
    assert_eq!(info.deadline_at, Some(1_000_000 + 1_800_000 + 3_600_000));

    // Played again; two hours later (the sweep not run yet) it is too late.
    let (mover, mv) = next_move(&svc, id, 1).await.unwrap();
    svc.submit(id, &mover, &mv).await.unwrap();
    now.fetch_add(2 * 3_600_000, Ordering::SeqCst);
    assert!(why(&svc.ask_takeback(id, &mover).await).contains("run out"));
    // The sweep: the AI plays the late move for them; that move is the deadline's.
    svc.run_due().await.unwrap();
    let late = if mover == user(0).id {
        user(1)
    } else {
        user(0)
    };
    assert!(why(&svc.ask_takeback(id, &late.id).await).contains("played by the AI"));
    assert!(why(&svc.ask_takeback(id, &mover).await).contains("acted since"));
}

#[tokio::test]
async fn against_the_ai_the_move_goes_back_at_once_with_the_ai_answer() {
    let db = Db::new("takeback-ai");
    let svc = db
        .service()
        .await
        .with_bot(Arc::new(AiBot::new(Level::Easy)));
    let mut spec = TableSpec::new(rivality(2), Place::channel("test", "g", "c"), user(0));
    spec.seed = Some(9);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    svc.add_bot(id, &user(0).id, "AI").await.unwrap();
    let before = state(&svc, id).await;
    let version = svc.table_info(id).await.unwrap().version;
    let (me, mv) = next_move(&svc, id, 3).await.unwrap();
    assert_eq!(me, user(0).id);
    svc.submit(id, &me, &mv).await.unwrap();
    assert_eq!(
        svc.table_info(id).await.unwrap().version,
        version + 2,
        "the AI answered"
    );
    let TakebackAnswer::TakenBack(show) = svc.ask_takeback(id, &me).await.unwrap() else {
        panic!("nobody to ask")
    };
    assert_eq!(show.version, version + 3);
    assert_eq!(state(&svc, id).await, before);
    assert!(
        show.public[0].contains("with the AI's answer"),
        "{:?}",
        show.public
    );
    assert!(svc.verify_replay(id).await.unwrap());
}
