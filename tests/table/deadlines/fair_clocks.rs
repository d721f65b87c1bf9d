//! Fair clocks: time the bot was down, and time a turn waited to be posted, are given
//! back; games without a deadline nudge; vacations stop a player's clocks, within limits.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use manawell::table::{
    Place, TableId, TableService, TableSpec, VacationRefusal, VACATION_DAYS_PER_30_DAYS,
};

use crate::support::{self, play, rivality, user, Db};

const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;
const START: i64 = 1_000_000_000;

/// Mira (user 0) and Tom (user 1), Mira to move, `deadline` per move; the start posted.
async fn game(db: &Db, deadline: Option<u64>) -> (TableService, Arc<AtomicU64>, TableId) {
    let (now, clock) = support::manual_clock(START);
    let svc = TableService::new(db.store().await).with_clock(clock);
    let mut spec = TableSpec::new(rivality(2), Place::channel("test", "g", "c"), user(0));
    spec.seed = Some(5);
    spec.shuffle_seats = false;
    spec.move_deadline = deadline.map(Duration::from_secs);
    let (id, _) = svc.create(spec).await.unwrap();
    svc.join(id, &user(1)).await.unwrap();
    assert!(svc.announced(id, -1, 0).await.unwrap());
    (svc, now, id)
}

fn later(now: &AtomicU64, ms: i64) {
    now.fetch_add(ms as u64, Ordering::SeqCst);
}

async fn deadline_of(svc: &TableService, id: TableId) -> Option<i64> {
    svc.table_info(id).await.unwrap().deadline_at
}

#[tokio::test]
async fn time_the_bot_was_down_is_given_back_to_the_player_to_move() {
    let db = Db::new("downtime");
    let (svc, now, id) = game(&db, Some(3600)).await;
    assert_eq!(svc.resume_clocks().await.unwrap(), 0, "the first start");
    later(&now, 30_000);
    svc.heartbeat().await.unwrap();
    later(&now, 60_000);
    assert_eq!(
        svc.resume_clocks().await.unwrap(),
        0,
        "a restart within a minute"
    );
    // A long sweep is not downtime: only a start-up gives time back.
    later(&now, 10 * 60_000);
    svc.heartbeat().await.unwrap();
    assert_eq!(deadline_of(&svc, id).await, Some(START + HOUR));
    // The bot is down for three hours, the hour for Mira's move long past.
    later(&now, 3 * HOUR);
    assert_eq!(svc.resume_clocks().await.unwrap(), 3 * HOUR);
    assert_eq!(deadline_of(&svc, id).await, Some(START + 4 * HOUR));
    assert!(svc.run_due().await.unwrap().is_empty(), "no forfeit");
    // Her hour, 11.5 minutes of it gone before the bot went down.
    later(&now, HOUR - 30_000 - 60_000 - 10 * 60_000);
    let due = svc.run_due().await.unwrap();
    assert_eq!(
        due.len(),
        1,
        "her hour, counted while the bot was up, is gone"
    );
}

#[tokio::test]
async fn a_game_without_a_deadline_nudges_after_a_day_then_every_three_days() {
    let db = Db::new("nudge");
    let (svc, now, id) = game(&db, None).await;
    later(&now, 23 * HOUR);
    assert!(svc.run_due().await.unwrap().is_empty());
    later(&now, 2 * HOUR);
    let due = svc.run_due().await.unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(
        due[0].public,
        [format!(
            "Reminder: Mira, game {id} is waiting for your move."
        )]
    );
    assert_eq!(due[0].to_act.as_ref().unwrap().deadline_at, None);
    assert!(svc.run_due().await.unwrap().is_empty(), "nudged once");
    later(&now, 2 * DAY);
    assert!(svc.run_due().await.unwrap().is_empty());
    later(&now, DAY + HOUR);
    assert_eq!(svc.run_due().await.unwrap().len(), 1, "three days later");
    // A move: the next player gets a day.
    play(&svc, id, 1, 0).await;
    later(&now, DAY - HOUR);
    assert!(svc.run_due().await.unwrap().is_empty());
    later(&now, 2 * HOUR);
    assert!(svc.run_due().await.unwrap()[0].public[0].starts_with("Reminder: Tom"));
}

#[tokio::test]
async fn a_turn_posted_late_starts_its_clock_when_posted() {
    let db = Db::new("late-post");
    let (svc, now, id) = game(&db, Some(3600)).await;
    play(&svc, id, 1, 0).await;
    // Discord refuses the post of Tom's turn: nobody told him.
    assert!(!svc.announce_failed(id, false).await.unwrap());
    later(&now, 2 * HOUR);
    assert!(
        svc.run_due().await.unwrap().is_empty(),
        "no deadline unseen"
    );
    assert!(svc.announced(id, 0, 1).await.unwrap());
    assert_eq!(deadline_of(&svc, id).await, Some(START + 3 * HOUR));
    assert!(!svc.announced(id, 0, 1).await.unwrap(), "posted once");
    later(&now, HOUR + 1);
    assert_eq!(svc.run_due().await.unwrap().len(), 1);
}

#[tokio::test]
async fn a_vacation_stops_the_clocks_within_seven_days_in_thirty() {
    let db = Db::new("vacation");
    let (svc, now, id) = game(&db, Some(3600)).await;
    let mira = user(0).id;
    let tom = user(1).id;
    later(&now, HOUR / 2);
    // Mira, to move, goes away for 3 days: her half hour left waits for her.
    let taken = svc.take_vacation(&mira, 3).await.unwrap().unwrap();
    assert_eq!(taken.until, Some(START + HOUR / 2 + 3 * DAY));
    assert_eq!(taken.days_left, VACATION_DAYS_PER_30_DAYS - 3);
    assert_eq!(deadline_of(&svc, id).await, Some(START + HOUR + 3 * DAY));
    assert_eq!(
        svc.take_vacation(&mira, 1).await.unwrap(),
        Err(VacationRefusal::AlreadyOn {
            until: START + HOUR / 2 + 3 * DAY
        })
    );
    later(&now, DAY);
    assert!(svc.run_due().await.unwrap().is_empty());
    // Back after one day: the two days not taken are taken back.
    let back = svc.end_vacation(&mira).await.unwrap().unwrap();
    assert_eq!(back.until, None);
    assert_eq!(back.days_left, VACATION_DAYS_PER_30_DAYS - 1);
    assert_eq!(deadline_of(&svc, id).await, Some(START + HOUR + DAY));
    assert_eq!(
        svc.end_vacation(&mira).await.unwrap(),
        Err(VacationRefusal::NotOn)
    );
    // Tom goes away; Mira's move gives him the turn: his hour starts when he is back.
    svc.take_vacation(&tom, 2).await.unwrap().unwrap();
    play(&svc, id, 1, 0).await;
    let moved_at = START + HOUR / 2 + DAY;
    assert_eq!(deadline_of(&svc, id).await, Some(moved_at + 2 * DAY + HOUR));
    // More than is left within 30 days is refused; what is left may be taken.
    later(&now, 2 * DAY + HOUR / 2);
    assert!(svc.run_due().await.unwrap().is_empty());
    assert_eq!(
        svc.take_vacation(&tom, 6).await.unwrap(),
        Err(VacationRefusal::TooLong { asked: 6, left: 5 })
    );
    assert_eq!(
        svc.take_vacation(&tom, 0).await.unwrap(),
        Err(VacationRefusal::TooLong { asked: 0, left: 5 })
    );
    svc.take_vacation(&tom, 5).await.unwrap().unwrap();
    // A month later the days are back.
    later(&now, 31 * DAY);
    assert_eq!(
        svc.vacation(&tom).await.unwrap().days_left,
        VACATION_DAYS_PER_30_DAYS
    );
}

#[tokio::test]
async fn a_place_lost_after_its_turn_was_posted_pauses_until_a_post_gets_through() {
    let db = Db::new("lost-later");
    let (svc, now, id) = game(&db, Some(3600)).await;
    later(&now, HOUR / 2);
    // The reminder finds the thread gone: the game pauses, and is offered again.
    assert!(svc.announce_failed(id, true).await.unwrap());
    assert!(!svc.announce_failed(id, true).await.unwrap(), "told once");
    later(&now, 5 * HOUR);
    assert!(svc.run_due().await.unwrap().is_empty(), "no clock runs");
    let behind = svc.behind("test").await.unwrap();
    assert_eq!(behind.len(), 1);
    assert!(behind[0].paused);
    // A post gets through: the paused five hours are given back.
    assert!(svc.announced(id, 0, 0).await.unwrap());
    assert_eq!(deadline_of(&svc, id).await, Some(START + HOUR + 5 * HOUR));
    assert!(svc.behind("test").await.unwrap().is_empty());
}

#[tokio::test]
async fn a_game_that_starts_during_its_first_players_vacation_waits_for_them() {
    let db = Db::new("vacation-start");
    let (_, clock) = support::manual_clock(START);
    let svc = TableService::new(db.store().await).with_clock(clock);
    svc.take_vacation(&user(0).id, 2).await.unwrap().unwrap();
    let mut spec = TableSpec::new(rivality(2), Place::channel("test", "g", "c"), user(0));
    spec.seed = Some(5);
    spec.shuffle_seats = false;
    spec.move_deadline = Some(Duration::from_secs(3600));
    let (id, _) = svc.create(spec).await.unwrap();
    svc.join(id, &user(1)).await.unwrap();
    assert_eq!(
        svc.table_info(id).await.unwrap().to_act,
        Some(0),
        "Mira first"
    );
    assert_eq!(deadline_of(&svc, id).await, Some(START + 2 * DAY + HOUR));
}

#[tokio::test]
async fn a_solo_game_goes_at_its_players_pace_without_nudges() {
    use manawell::engines::rivality::solo::Difficulty;
    use manawell::table::kinds::suramun::SoloOptions;
    let db = Db::new("solo-pace");
    let (now, clock) = support::manual_clock(START);
    let svc = TableService::new(db.store().await).with_clock(clock);
    let options = manawell::table::GameOptions::Suramun(SoloOptions {
        difficulty: Difficulty::Standard,
    });
    let spec = TableSpec::new(options, Place::channel("test", "g", "c"), user(0));
    svc.create(spec).await.unwrap();
    later(&now, 10 * DAY);
    assert!(svc.run_due().await.unwrap().is_empty());
}

/// Vacations asked at once (clicks, processes) are one after the other: one is taken,
/// the others refused as the first left it, and the clocks move once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn vacations_asked_at_once_are_taken_once() {
    let db = Db::new("vacation-race");
    let (svc, now, id) = game(&db, Some(3600)).await;
    let mira = user(0).id;
    let before = deadline_of(&svc, id).await.expect("a deadline");
    // Each as another process would: a service and a pool of its own, all opened first,
    // then all asking at the same moment.
    let mut services = Vec::new();
    for _ in 0..8 {
        let read = now.clone();
        services.push(
            TableService::new(db.store().await).with_clock(Arc::new(move || {
                read.load(std::sync::atomic::Ordering::SeqCst) as i64
            })),
        );
    }
    let start = Arc::new(tokio::sync::Barrier::new(services.len()));
    let mut asked = Vec::new();
    for svc in services {
        let (mira, start) = (mira.clone(), start.clone());
        asked.push(tokio::spawn(async move {
            start.wait().await;
            svc.take_vacation(&mira, 7).await
        }));
    }
    let mut answers = Vec::new();
    for one in asked {
        answers.push(one.await.unwrap().unwrap());
    }
    assert_eq!(
        answers.iter().filter(|r| r.is_ok()).count(),
        1,
        "one vacation taken: {answers:?}"
    );
    assert_eq!(
        deadline_of(&svc, id).await,
        Some(before + 7 * DAY),
        "moved once"
    );
    assert_eq!(svc.vacation(&mira).await.unwrap().days_left, 0);
}
