//! Every seat that must act, known to the store (issue 18): at Rivalry's set-up both seats
//! send a sealed set-up at once, and each is owed what a seat to act is owed — its game
//! listed as its turn, its AI seat played after a restart, its vacation stopping the
//! step's clock — not only the first of them.

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

use manawell::ai::{Budget, Level};
use manawell::engines::rivalry::notation::format_setup;
use manawell::engines::rivalry::{suggested_setup, Side};
use manawell::store::{Pool, Store};
use manawell::table::kinds::rivalry::Options;
use manawell::table::{
    AiBot, Clock, DeadlinePolicy, GameOptions, Place, RematchAnswer, Seat, Show, ShowStatus,
    TableId, TableService, TableSpec, UserId,
};

use crate::support::{self, user, Db};

const HOUR_MS: i64 = 3_600_000;
const DAY_MS: i64 = 24 * HOUR_MS;

fn spec(place: Place) -> TableSpec {
    let mut s = TableSpec::new(GameOptions::Rivalry(Options {}), place, user(0));
    s.seed = Some(11);
    s.shuffle_seats = false;
    s
}

/// A Rivalry table of Mira (seat 0, the Republic) and Tom (seat 1, the Kingdom), started:
/// both must send their set-up.
async fn set_up_table(svc: &TableService, edit: impl FnOnce(&mut TableSpec)) -> TableId {
    let mut s = spec(Place::local());
    edit(&mut s);
    let (id, _) = svc.create(s).await.unwrap();
    svc.join(id, &user(1)).await.unwrap();
    id
}

fn kingdom() -> String {
    format_setup(&suggested_setup(Side::Kingdom))
}

/// Whether `/games` of `who` marks table `id` as their turn.
async fn your_turn(svc: &TableService, who: &UserId, id: TableId) -> bool {
    let games = svc.my_games(who).await.unwrap();
    games.iter().find(|g| g.table == id).unwrap().your_turn
}

async fn waiting_column(store: &Store, id: TableId) -> Option<String> {
    store.load_table(id.0).await.unwrap().0.waiting
}

/// Makes table `id` look like a row saved before the store kept its waiting seats.
async fn forget_waiting(store: &Store, id: TableId) {
    const SQL: &str = "UPDATE tables SET waiting = NULL WHERE id = ";
    let sql = format!("{SQL}{}", id.0);
    match store.pool() {
        Pool::Sqlite(p) => sqlx::query(&sql).execute(p).await.map(|_| ()),
        Pool::Postgres(p) => sqlx::query(&sql).execute(p).await.map(|_| ()),
    }
    .unwrap();
}

#[tokio::test]
async fn both_seats_of_a_set_up_are_to_act_then_only_the_one_still_missing() {
    let db = Db::new("waiting_both");
    let svc = db.service().await;
    let id = set_up_table(&svc, |_| {}).await;
    let (mira, tom) = (user(0).id, user(1).id);
    assert!(your_turn(&svc, &mira, id).await, "Mira must send hers");
    assert!(your_turn(&svc, &tom, id).await, "Tom must send his");
    let info = svc.table_info(id).await.unwrap();
    assert_eq!((info.to_act, info.waiting), (Some(0), vec![0, 1]));
    assert_eq!(
        waiting_column(svc.store(), id).await.as_deref(),
        Some("0,1")
    );

    svc.submit(id, &tom, &kingdom()).await.unwrap();
    assert!(your_turn(&svc, &mira, id).await, "Mira's is still missing");
    assert!(!your_turn(&svc, &tom, id).await, "Tom's is sealed");
    let info = svc.table_info(id).await.unwrap();
    assert_eq!((info.to_act, info.waiting), (Some(0), vec![0]));
    assert_eq!(waiting_column(svc.store(), id).await.as_deref(), Some("0"));
}

#[tokio::test]
async fn a_finished_or_cancelled_game_has_nobody_to_act() {
    let db = Db::new("waiting_none");
    let svc = db.service().await;
    let id = set_up_table(&svc, |_| {}).await;
    svc.resign(id, &user(1).id).await.unwrap();
    assert_eq!(waiting_column(svc.store(), id).await.as_deref(), Some(""));
    let info = svc.table_info(id).await.unwrap();
    assert_eq!((info.to_act, info.waiting), (None, Vec::<Seat>::new()));
    let id = set_up_table(&svc, |_| {}).await;
    assert!(svc.store().cancel_unfinished(id.0, 5).await.unwrap());
    assert_eq!(waiting_column(svc.store(), id).await.as_deref(), Some(""));
}

#[tokio::test]
async fn a_rematch_starts_with_both_set_ups_to_act() {
    let db = Db::new("waiting_rematch");
    let svc = db.service().await;
    let id = set_up_table(&svc, |_| {}).await;
    svc.resign(id, &user(0).id).await.unwrap();
    svc.rematch(id, &user(0).id).await.unwrap();
    let RematchAnswer::Started { rematch, .. } = svc.rematch(id, &user(1).id).await.unwrap() else {
        panic!("both are in: it starts")
    };
    for who in [user(0).id, user(1).id] {
        assert!(your_turn(&svc, &who, rematch).await, "{who:?}");
    }
    let waiting = waiting_column(svc.store(), rematch).await;
    assert_eq!(waiting.as_deref(), Some("0,1"));
}

/// A table opened where no bot plays, with an AI seat added after Mira: the AI seat is
/// left waiting, as when the process stopped while the AI thought.
async fn quiet_table_with_ai(db: &Db, clock: Clock) -> (TableService, TableId, Show) {
    let quiet = db.service().await.with_clock(clock);
    let (id, _) = quiet
        .create(spec(Place::channel("test", "g", "c")))
        .await
        .unwrap();
    let show = quiet.add_bot(id, &user(0).id, "Bot").await.unwrap();
    (quiet, id, show)
}

/// The service again on the same store, now with a quick AI.
async fn with_easy_ai(db: &Db, clock: Clock) -> TableService {
    let bot = AiBot {
        level: Level::Easy,
        budget: Budget::iterations(8),
    };
    db.service().await.with_clock(clock).with_bot(Arc::new(bot))
}

#[tokio::test]
async fn an_ai_seat_left_waiting_at_a_set_up_is_claimed_and_plays_even_when_not_first() {
    let db = Db::new("waiting_ai");
    let (now, clock) = support::manual_clock(1_000_000);
    // Opened where no bot plays: the AI seat (seat 1, after Mira) is left waiting, as
    // when the process stopped while the AI thought.
    let (_quiet, id, show) = quiet_table_with_ai(&db, clock.clone()).await;
    let waiting: Vec<Seat> = show.waiting.iter().map(|t| t.seat).collect();
    assert_eq!(waiting, vec![0, 1], "Mira first, the AI too");
    now.fetch_add(60_000, Ordering::SeqCst);

    let svc = with_easy_ai(&db, clock).await;
    assert_eq!(svc.ai_turns_waiting("test").await.unwrap(), vec![id]);
    let show = svc.play_claimed_ai(id).await.unwrap();
    assert!(
        show.public
            .join(" ")
            .contains("Bot has sent their set-up; waiting for Mira"),
        "{:?}",
        show.public
    );
    assert_eq!(svc.table_info(id).await.unwrap().waiting, vec![0]);
    // Only Mira, a player, is left: nothing more for the AI.
    assert!(svc.ai_turns_waiting("test").await.unwrap().is_empty());
}

#[tokio::test]
async fn a_vacation_of_the_second_seat_stops_the_set_up_s_clock() {
    let db = Db::new("waiting_vacation");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = db.service().await.with_clock(clock);
    let hour = |s: &mut TableSpec| {
        s.move_deadline = Some(Duration::from_secs(3600));
        s.policy = DeadlinePolicy::Forfeit;
    };

    // On vacation when the game starts: the step's clock starts when it ends.
    svc.take_vacation(&user(1).id, 1).await.unwrap().unwrap();
    let id = set_up_table(&svc, hour).await;
    let start = now.load(Ordering::SeqCst) as i64;
    let info = svc.table_info(id).await.unwrap();
    assert_eq!(info.deadline_at, Some(start + DAY_MS + HOUR_MS));
    // Two hours on, the sweeper forfeits nobody.
    now.fetch_add(2 * HOUR_MS as u64, Ordering::SeqCst);
    assert!(svc.run_due().await.unwrap().is_empty());
    assert_eq!(
        svc.table_info(id).await.unwrap().status,
        ShowStatus::Running
    );
    svc.end_vacation(&user(1).id).await.unwrap().unwrap();

    // Going on vacation while the set-up waits for both.
    let id = set_up_table(&svc, hour).await;
    let due = svc.table_info(id).await.unwrap().deadline_at.unwrap();
    svc.take_vacation(&user(1).id, 2).await.unwrap().unwrap();
    assert_eq!(
        svc.table_info(id).await.unwrap().deadline_at,
        Some(due + 2 * DAY_MS)
    );
}

#[tokio::test]
async fn a_row_saved_before_the_waiting_seats_were_kept_is_read_from_its_state_then_filled() {
    let db = Db::new("waiting_old_row");
    let (now, clock) = support::manual_clock(1_000_000);
    let (quiet, id, _) = quiet_table_with_ai(&db, clock.clone()).await;
    let people = set_up_table(&quiet, |_| {}).await;
    for table in [id, people] {
        forget_waiting(quiet.store(), table).await;
    }
    now.fetch_add(60_000, Ordering::SeqCst);

    // Read from the state: both of Mira and Tom have their turn.
    assert!(your_turn(&quiet, &user(1).id, people).await);
    assert!(your_turn(&quiet, &user(0).id, people).await);

    assert_eq!(quiet.fill_waiting().await.unwrap(), 2);
    assert_eq!(
        waiting_column(quiet.store(), id).await.as_deref(),
        Some("0,1")
    );
    assert_eq!(quiet.fill_waiting().await.unwrap(), 0, "once");
    let svc = with_easy_ai(&db, clock).await;
    assert_eq!(svc.ai_turns_waiting("test").await.unwrap(), vec![id]);
}
