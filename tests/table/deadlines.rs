//! The table service end to end: deadlines, reminders, and the bot playing AI seats and
//! late seats.

mod fair_clocks;
use crate::support;

use std::sync::atomic::Ordering;
use std::time::Duration;

use crate::support::{play, rivality, user, Db};
use manawell::table::{DeadlinePolicy, Place, ShowStatus, TableError, TableService, TableSpec};

/// A bot that plays the first legal move.
struct FirstChoice;
impl manawell::table::BotPlayer for FirstChoice {
    fn choose(&self, game: &dyn manawell::table::AnyGame, _seat: u8) -> Option<String> {
        game.choices(manawell::i18n::Lang::En)
            .first()
            .map(|c| c.notation.clone())
    }
}

#[tokio::test]
async fn deadlines_remind_then_forfeit_and_survive_a_restart() {
    let db = Db::new("deadline");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = TableService::new(db.store().await).with_clock(clock.clone());
    let mut spec = TableSpec::new(rivality(2), Place::local(), user(0));
    spec.seed = Some(5);
    spec.shuffle_seats = false;
    spec.move_deadline = Some(Duration::from_secs(3600));
    spec.policy = DeadlinePolicy::Forfeit;
    let (id, _) = svc.create(spec).await.unwrap();
    let show = svc.join(id, &user(1)).await.unwrap();
    assert_eq!(
        show.to_act.as_ref().unwrap().deadline_at,
        Some(1_000_000 + 3_600_000)
    );

    assert_eq!(
        svc.next_due().await.unwrap(),
        Some(1_000_000 + 2_700_000),
        "the reminder"
    );
    // Mira plays in time: the clock restarts for Tom.
    now.fetch_add(1_000_000, Ordering::SeqCst);
    assert!(svc.run_due().await.unwrap().is_empty());
    play(&svc, id, 1, 0).await;
    now.fetch_add(3_000_000, Ordering::SeqCst); // 50 minutes into Tom's hour
    let due = svc.run_due().await.unwrap();
    assert_eq!(due.len(), 1);
    assert!(
        due[0].public[0].starts_with("Reminder: Tom"),
        "{:?}",
        due[0].public
    );
    assert!(svc.run_due().await.unwrap().is_empty(), "reminded once");

    // The bot goes down; the deadline passes meanwhile; the restarted bot applies it.
    svc.store().close().await;
    now.fetch_add(700_000, Ordering::SeqCst);
    let svc = TableService::new(db.store().await).with_clock(clock);
    let due = svc.run_due().await.unwrap();
    assert_eq!(due.len(), 1);
    assert!(
        due[0].public[0].starts_with("Tom ran out of time. Tom resigned: Mira wins"),
        "{:?}",
        due[0].public
    );
    assert_eq!(due[0].status, ShowStatus::Finished);
    assert!(svc.run_due().await.unwrap().is_empty());
    assert_eq!(
        svc.submit(id, &user(1).id, "mulligan").await.unwrap_err(),
        TableError::GameOver(id)
    );
    let log = svc.log(id).await.unwrap();
    assert_eq!(
        log.last().map(|l| l.gave_up),
        Some(Some(manawell::table::GaveUp::RanOutOfTime))
    );
    assert!(svc.verify_replay(id).await.unwrap());
}

#[tokio::test]
async fn the_bot_plays_a_late_seat_when_the_policy_says_so() {
    struct FirstChoice;
    impl manawell::table::BotPlayer for FirstChoice {
        fn choose(&self, game: &dyn manawell::table::AnyGame, _seat: u8) -> Option<String> {
            game.choices(manawell::i18n::Lang::En)
                .first()
                .map(|c| c.notation.clone())
        }
    }
    let db = Db::new("bot");
    let (now, clock) = support::manual_clock(0);
    let svc = TableService::new(db.store().await)
        .with_clock(clock)
        .with_bot(std::sync::Arc::new(FirstChoice));
    let mut spec = TableSpec::new(rivality(2), Place::local(), user(0));
    spec.move_deadline = Some(Duration::from_secs(60));
    spec.policy = DeadlinePolicy::BotPlays;
    let (id, _) = svc.create(spec).await.unwrap();
    svc.join(id, &user(1)).await.unwrap();
    now.fetch_add(61_000, Ordering::SeqCst);
    let due = svc.run_due().await.unwrap();
    assert_eq!(due.len(), 1);
    assert!(due[0].public[0].contains("the AI played for them"));
    assert_eq!(due[0].status, ShowStatus::Running);
    assert_eq!(due[0].version, 1);
    assert_eq!(due[0].since, 0, "its account tells move 1");
}

#[tokio::test]
async fn a_player_against_the_bot_sees_its_answer_with_each_move() {
    let db = Db::new("vsbot");
    let svc = db
        .service()
        .await
        .with_bot(std::sync::Arc::new(FirstChoice));
    let mut spec = TableSpec::new(support::rivality(2), Place::local(), user(0));
    spec.seed = Some(13);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    assert_eq!(
        svc.add_bot(id, &user(1).id, "Bot").await.unwrap_err(),
        TableError::NotTheCreator(id)
    );
    let start = svc.add_bot(id, &user(0).id, "Bot").await.unwrap();
    assert_eq!(start.status, ShowStatus::Running);
    assert_eq!((start.since, start.version), (-1, 0), "the start is told");
    assert_eq!(
        start.to_act.unwrap().user,
        Some(user(0).id),
        "Mira plays first"
    );
    let mut moves = 0;
    loop {
        let turn = match svc.turn(id, &user(0).id).await {
            Ok(turn) => turn,
            Err(TableError::GameOver(_)) => break,
            Err(e) => panic!("{e:?}"),
        };
        let before = svc.table_info(id).await.unwrap().version;
        let show = svc
            .submit(
                id,
                &user(0).id,
                &turn.choices[moves % turn.choices.len()].notation,
            )
            .await
            .unwrap();
        // One post tells the move and the bot's answer: it announces both versions.
        assert_eq!(show.since, before, "{:?}", show.public);
        moves += 1;
        if show.status == ShowStatus::Running {
            assert!(
                show.public.len() >= 2,
                "the bot answered: {:?}",
                show.public
            );
            assert!(show.public[1].starts_with("Bot "), "{:?}", show.public);
            assert_eq!(show.to_act.unwrap().user, Some(user(0).id));
        }
        assert!(moves < 100);
    }
    assert!(svc.verify_replay(id).await.unwrap());
    let log = svc.log(id).await.unwrap();
    assert!(
        log.iter().any(|l| l.seat == Some(1)),
        "the bot's moves are in the history"
    );
}

#[tokio::test]
async fn the_ai_plays_a_late_seat_from_that_seats_view() {
    use manawell::ai::Level;
    let db = Db::new("ai-late");
    let (now, clock) = support::manual_clock(0);
    let svc = TableService::new(db.store().await)
        .with_clock(clock)
        .with_bot(std::sync::Arc::new(manawell::table::AiBot::new(
            Level::Medium,
        )));
    let mut spec = TableSpec::new(support::rivality(3), Place::local(), user(0));
    spec.move_deadline = Some(Duration::from_secs(60));
    spec.policy = DeadlinePolicy::BotPlays;
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    svc.join(id, &user(1)).await.unwrap();
    svc.join(id, &user(2)).await.unwrap();
    for expected in 1..=3 {
        now.fetch_add(61_000, Ordering::SeqCst);
        let due = svc.run_due().await.unwrap();
        assert_eq!(due.len(), 1);
        assert!(
            due[0].public[0].contains("the AI played for them"),
            "{:?}",
            due[0].public
        );
        assert_eq!(due[0].version, expected);
    }
    assert!(svc.verify_replay(id).await.unwrap());
}

#[tokio::test]
async fn reminders_are_written_in_the_tables_language() {
    use manawell::i18n::Lang;
    let db = Db::new("reminder_languages");
    let (now, clock) = support::manual_clock(1_000_000);
    let svc = TableService::new(db.store().await).with_clock(clock);
    let mut spec = TableSpec::new(rivality(2), Place::local(), user(0));
    spec.seed = Some(5);
    spec.shuffle_seats = false;
    spec.move_deadline = Some(Duration::from_secs(3600));
    let (id, _) = svc.create(spec).await.unwrap();
    svc.join(id, &user(1)).await.unwrap();
    now.fetch_add(2_800_000, Ordering::SeqCst); // 47 minutes into Mira's hour
    let due = svc.speaking(Lang::Fr).run_due().await.unwrap();
    assert_eq!(
        due[0].public[0],
        format!("Rappel\u{a0}: Mira, c'est ton tour dans la partie {id}\u{a0}; le temps pour ce coup sera bientôt écoulé.")
    );
}
