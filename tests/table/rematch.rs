//! Rematch: every human player of a finished game accepts (a second click takes it back);
//! the last accept starts the rematch at once, once, with the seats rotated and the same
//! options, deadline and place; the accepts outlive a restart; solo games, games not over
//! and outsiders get none.

use std::time::Duration;

use manawell::ai::Level;
use manawell::table::{
    DeadlinePolicy, GameOptions, Place, RematchAnswer, ShowStatus, TableError, TableId,
    TableService, TableSpec,
};

use super::support::{rivality, user, Db};

/// A finished game of `players` humans, seats in join order, a deadline, the AI to play
/// late moves, hints allowed; it ends with user 1 resigning. Played in a thread.
async fn finished(svc: &TableService, players: u8) -> TableId {
    let mut spec = TableSpec::new(rivality(players), Place::channel("test", "g", "c"), user(0));
    spec.seed = Some(11);
    spec.shuffle_seats = false;
    spec.move_deadline = Some(Duration::from_secs(3600));
    spec.policy = DeadlinePolicy::BotPlays;
    spec.hints = true;
    let (id, _) = svc.create(spec).await.unwrap();
    for n in 1..u32::from(players) {
        svc.join(id, &user(n)).await.unwrap();
    }
    let thread = Place {
        thread: Some("t1".to_string()),
        ..Place::channel("test", "g", "c")
    };
    svc.move_to(id, &thread).await.unwrap();
    svc.resign(id, &user(1).id).await.unwrap();
    assert_eq!(
        svc.table_info(id).await.unwrap().status,
        ShowStatus::Finished
    );
    id
}

fn names(users: &[manawell::table::User]) -> Vec<&str> {
    users.iter().map(|u| u.name.as_str()).collect()
}

#[tokio::test]
async fn the_last_accept_starts_the_rematch_with_the_seats_rotated_and_the_same_options() {
    let db = Db::new("rematch-3p");
    let svc = db.service().await;
    let id = finished(&svc, 3).await;
    let (a, b, c) = (user(0), user(1), user(2));

    let RematchAnswer::Waiting {
        now_in,
        accepted,
        awaited,
        ..
    } = svc.rematch(id, &a.id).await.unwrap()
    else {
        panic!("waiting for the others")
    };
    assert!(now_in);
    assert_eq!(names(&accepted), [a.name.as_str()]);
    assert_eq!(names(&awaited), [b.name.as_str(), c.name.as_str()]);
    // A second click takes the accept back.
    let RematchAnswer::Waiting {
        now_in, accepted, ..
    } = svc.rematch(id, &a.id).await.unwrap()
    else {
        panic!("still waiting")
    };
    assert!(!now_in && accepted.is_empty());
    // Someone not playing is refused, and changes nothing.
    assert_eq!(
        svc.rematch(id, &user(9).id).await,
        Err(TableError::NotYourGame(id))
    );
    for who in [&a, &b] {
        let answer = svc.rematch(id, &who.id).await.unwrap();
        assert!(matches!(
            answer,
            RematchAnswer::Waiting { now_in: true, .. }
        ));
    }
    let RematchAnswer::Started { rematch, show, .. } = svc.rematch(id, &c.id).await.unwrap() else {
        panic!("every player is in: it starts")
    };
    assert_ne!(rematch, id);
    assert!(show.started, "this answer announces the start");
    assert!(
        show.public[0].contains(&format!("Rematch of game {id}")),
        "{:?}",
        show.public
    );

    let old = svc.table_info(id).await.unwrap();
    let new = svc.table_info(rematch).await.unwrap();
    assert_eq!(new.status, ShowStatus::Running);
    assert_eq!(new.version, 0);
    for seat in &old.seated {
        let moved = new
            .seated
            .iter()
            .find(|s| s.user == seat.user)
            .expect("the same players");
        assert_eq!(moved.seat, (seat.seat + 1) % 3, "one seat on: {seat:?}");
    }
    assert_eq!(new.options, old.options);
    assert_eq!(new.move_deadline_secs, Some(3600));
    assert_eq!(new.deadline_policy, DeadlinePolicy::BotPlays);
    assert!(new.deadline_at.is_some(), "the first player's clock runs");
    // The same channel, a thread of its own to come.
    assert_eq!(new.place, Place::channel("test", "g", "c"));
    // The options as stored, hints included.
    let (old_row, _) = svc.store().load_table(id.0).await.unwrap();
    let (new_row, _) = svc.store().load_table(rematch.0).await.unwrap();
    assert_eq!(new_row.options, old_row.options);
    assert!(
        new_row.options.contains("\"hints\":true"),
        "{}",
        new_row.options
    );
    assert_ne!(new_row.seed, old_row.seed, "a new deal");

    // Offered once: a click after it started names it, and makes no other game.
    for who in [&a, &c] {
        assert_eq!(
            svc.rematch(id, &who.id).await.unwrap(),
            RematchAnswer::MadeBefore { table: id, rematch }
        );
    }
    assert_eq!(svc.rematch_made(id).await.unwrap(), Some(rematch));
    assert_eq!(svc.store().rematch_accepts(id.0).await.unwrap().len(), 3);
}

#[tokio::test]
async fn accepts_outlive_a_restart() {
    let db = Db::new("rematch-restart");
    let svc = db.service().await;
    let id = finished(&svc, 2).await;
    svc.rematch(id, &user(1).id).await.unwrap();
    svc.store().close().await;
    drop(svc);

    let svc = db.service().await;
    let answer = svc.rematch(id, &user(0).id).await.unwrap();
    assert!(
        matches!(answer, RematchAnswer::Started { .. }),
        "{answer:?}"
    );
}

#[tokio::test]
async fn two_clicks_at_once_on_the_last_accept_make_one_rematch() {
    let db = Db::new("rematch-race");
    let svc = db.service().await;
    let id = finished(&svc, 3).await;
    svc.rematch(id, &user(0).id).await.unwrap();
    svc.rematch(id, &user(1).id).await.unwrap();
    let carol = user(2).id;
    let (one, two) = tokio::join!(svc.rematch(id, &carol), svc.rematch(id, &carol));
    let answers = [one.unwrap(), two.unwrap()];
    let started = answers
        .iter()
        .filter(|a| matches!(a, RematchAnswer::Started { .. }))
        .count();
    let before = answers
        .iter()
        .filter(|a| matches!(a, RematchAnswer::MadeBefore { .. }))
        .count();
    assert_eq!((started, before), (1, 1), "{answers:?}");
    let next = TableId(id.0 + 1);
    assert!(svc.table_info(next).await.is_ok());
    assert!(
        matches!(
            svc.table_info(TableId(id.0 + 2)).await,
            Err(TableError::UnknownGame(_))
        ),
        "one game made"
    );
}

#[tokio::test]
async fn against_the_ai_one_click_starts_it_with_the_ai_at_its_level() {
    let db = Db::new("rematch-ai");
    let svc = db.service().await;
    let mut spec = TableSpec::new(rivality(2), Place::channel("test", "g", "c"), user(0));
    spec.seed = Some(3);
    spec.shuffle_seats = false;
    spec.ai_level = Some(Level::Hard);
    let (id, _) = svc.create(spec).await.unwrap();
    svc.add_bot(id, &user(0).id, "AI").await.unwrap();
    svc.resign(id, &user(0).id).await.unwrap();

    let RematchAnswer::Started { rematch, .. } = svc.rematch(id, &user(0).id).await.unwrap() else {
        panic!("the one human is in: it starts")
    };
    let new = svc.table_info(rematch).await.unwrap();
    assert_eq!(new.seated[0].name, "AI");
    assert!(new.seated[0].ai && new.seated[0].user.is_none());
    assert_eq!(new.seated[1].user, Some(user(0).id));
    assert_eq!(svc.ai_level(rematch).await.unwrap(), Some(Level::Hard));
}

#[tokio::test]
async fn no_rematch_for_a_game_not_over_a_cancelled_one_or_a_solo_game() {
    let db = Db::new("rematch-none");
    let svc = db.service().await;
    let running = super::support::started(&svc, 2, 4, false).await;
    let refused = svc.rematch(running, &user(0).id).await;
    assert!(
        matches!(&refused, Err(TableError::NoRematch(_, why)) if why.to_string().contains("not over")),
        "{refused:?}"
    );

    let spec = TableSpec::new(rivality(2), Place::channel("test", "g", "c"), user(0));
    let (lobby, _) = svc.create(spec).await.unwrap();
    svc.cancel(lobby, &user(0).id).await.unwrap();
    let refused = svc.rematch(lobby, &user(0).id).await;
    assert!(
        matches!(&refused, Err(TableError::NoRematch(_, why)) if why.to_string().contains("cancelled")),
        "{refused:?}"
    );

    let solo = GameOptions::Suramun(manawell::table::kinds::suramun::SoloOptions {
        difficulty: manawell::engines::rivality::solo::Difficulty::Standard,
    });
    let (solo, _) = svc
        .create(TableSpec::new(solo, Place::local(), user(0)))
        .await
        .unwrap();
    svc.resign(solo, &user(0).id).await.unwrap();
    let refused = svc.rematch(solo, &user(0).id).await;
    assert!(
        matches!(&refused, Err(TableError::NoRematch(_, why)) if why.to_string().contains("solo")),
        "{refused:?}"
    );
}
