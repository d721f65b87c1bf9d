//! The table service end to end, on a real SQLite file.

mod support;

use std::sync::atomic::Ordering;
use std::time::Duration;

use manawell::engines::rivality::Game;
use manawell::table::{
    DeadlinePolicy, Place, ShowStatus, TableError, TableId, TableService, TableSpec, UserId,
};
use support::{next_move, play, rivality, started, user, Db};

fn hands_of(game: &dyn manawell::table::AnyGame) -> Vec<Vec<String>> {
    let g: &Game = game.as_any().downcast_ref().expect("a Rivality game");
    g.hands
        .iter()
        .map(|h| h.iter().map(|t| t.to_string()).collect())
        .collect()
}

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
        let choices = game.choices();
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
        let moved_on = results
            .iter()
            .filter(|r| matches!(r, Err(TableError::MovedOn(t)) if *t == id))
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
    assert!(matches!(bad, Err(TableError::BadOptions(why)) if why.contains("not 5")));
}

#[tokio::test]
async fn a_damaged_row_fails_its_own_game_only() {
    let db = Db::new("corrupt");
    let svc = db.service().await;
    let bad_json = started(&svc, 2, 1, false).await;
    let bad_format = started(&svc, 2, 2, false).await;
    let bad_kind = started(&svc, 2, 3, false).await;
    let good = started(&svc, 2, 4, false).await;
    let pool = svc.store().pool();
    sqlx::query("UPDATE tables SET state = '{\"options\": [' WHERE id = ?")
        .bind(bad_json.0)
        .execute(pool)
        .await
        .unwrap();
    sqlx::query("UPDATE tables SET state_format = 7 WHERE id = ?")
        .bind(bad_format.0)
        .execute(pool)
        .await
        .unwrap();
    sqlx::query("UPDATE tables SET kind = 'chess' WHERE id = ?")
        .bind(bad_kind.0)
        .execute(pool)
        .await
        .unwrap();

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
async fn hidden_tiles_never_appear_in_public_texts() {
    let db = Db::new("hidden");
    let svc = db.service().await;
    for (players, seed) in [(2u8, 31u64), (3, 32), (4, 33)] {
        let id = started(&svc, players, seed, false).await;
        for i in 0..60 {
            let Some((who, mv)) = next_move(&svc, id, i * 13).await else {
                break;
            };
            let show = svc.submit(id, &who, &mv).await.unwrap();
            let (_, game) = svc.game(id).await.unwrap();
            let g: &Game = game.as_any().downcast_ref().unwrap();
            let hidden: Vec<String> = g
                .hands
                .iter()
                .chain(g.stacks.iter())
                .flatten()
                .map(|t| t.to_string())
                .collect();
            let mut public = show.public.join("\n");
            public.push_str(&game.board_text(None, &manawell::table::Names::default()));
            for tile in &hidden {
                assert!(
                    !support::names_tile(&public, tile),
                    "{tile} leaked in {public}"
                );
            }
            // Each private part holds exactly its own seat's hand.
            let hands = hands_of(&*game);
            for p in &show.private {
                for (seat, hand) in hands.iter().enumerate() {
                    for tile in hand {
                        let own = seat == p.seat as usize;
                        let shared = hands[p.seat as usize].contains(tile);
                        if !own && !shared {
                            assert!(
                                !support::names_tile(&p.text, tile),
                                "{tile} leaked to seat {}",
                                p.seat
                            );
                        }
                    }
                }
            }
        }
    }
}

#[tokio::test]
async fn my_games_puts_the_games_where_it_is_my_turn_first() {
    let db = Db::new("mine");
    let svc = db.service().await;
    let a = started(&svc, 2, 1, false).await;
    let b = started(&svc, 2, 2, false).await;
    play(&svc, b, 1, 0).await; // now Tom's turn in b
    let mine = svc.my_games(&user(0).id).await.unwrap();
    assert_eq!(mine.len(), 2);
    assert_eq!((mine[0].table, mine[0].your_turn), (a, true));
    assert_eq!((mine[1].table, mine[1].your_turn), (b, false));
    let toms = svc.my_games(&user(1).id).await.unwrap();
    assert_eq!(toms[0].table, b);
    assert!(toms[0].your_turn);
    assert!(svc
        .my_games(&UserId::new("nobody"))
        .await
        .unwrap()
        .is_empty());
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
    assert!(svc.verify_replay(id).await.unwrap());
}

#[tokio::test]
async fn the_bot_plays_a_late_seat_when_the_policy_says_so() {
    struct FirstChoice;
    impl manawell::table::BotPlayer for FirstChoice {
        fn choose(&self, game: &dyn manawell::table::AnyGame, _seat: u8) -> Option<String> {
            game.choices().first().map(|c| c.notation.clone())
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
}

#[tokio::test]
async fn a_show_after_a_move_tells_the_next_player_and_their_choices() {
    let db = Db::new("show");
    let svc = db.service().await;
    let id = started(&svc, 2, 12, false).await;
    let (who, mv) = next_move(&svc, id, 0).await.unwrap();
    let show = svc.submit(id, &who, &mv).await.unwrap();
    assert_eq!(show.version, 1);
    let to_act = show.to_act.clone().unwrap();
    assert_eq!(to_act.name, "Tom");
    assert_eq!(to_act.user, Some(user(1).id));
    assert!(!to_act.choices.is_empty());
    assert!(show.image.is_some());
    let seats: Vec<u8> = show.private.iter().map(|p| p.seat).collect();
    assert_eq!(
        seats,
        vec![0, 1],
        "the mover's new hand and the next player's"
    );
    // A spectator asking sees no hand and no choices.
    let seen = svc.current(id, None).await.unwrap();
    assert!(seen.private.is_empty());
    assert!(seen.to_act.unwrap().choices.is_empty());
    // The past position can be rebuilt for an old picture.
    let old = svc.game_at(id, 0).await.unwrap();
    assert_eq!(old.to_act(), Some(0));
}

#[tokio::test]
async fn the_panel_and_the_preview_follow_the_same_rules_as_a_move() {
    let db = Db::new("panel");
    let svc = db.service().await;
    let mut spec = TableSpec::new(
        support::rivality(2),
        Place::channel("test", "g", "c"),
        user(0),
    );
    spec.invited = vec![user(1).id];
    spec.seed = Some(9);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    let info = svc.table_info(id).await.unwrap();
    assert_eq!(info.title, "Rivality, 2 players");
    assert_eq!(
        (info.status, info.seats_wanted, info.seated.len()),
        (ShowStatus::Lobby, 2, 1)
    );
    assert_eq!(info.invited, vec![user(0).id, user(1).id]);
    assert_eq!(info.creator, user(0).id);
    svc.join(id, &user(1)).await.unwrap();

    let info = svc.table_info(id).await.unwrap();
    assert_eq!((info.status, info.to_act), (ShowStatus::Running, Some(0)));
    assert_eq!(info.seated[1].name, "Tom");
    assert_eq!(info.seated[1].team, Some(1));

    assert!(matches!(
        svc.turn(id, &user(1).id).await,
        Err(TableError::NotYourTurn { .. })
    ));
    let turn = svc.turn(id, &user(0).id).await.unwrap();
    assert_eq!((turn.version, turn.seat), (0, 0));
    assert!(turn.hand.starts_with("Your hand:"));
    let mv = turn.choices[0].notation.clone();

    let preview = svc.preview(id, &user(0).id, &mv).await.unwrap();
    assert!(
        preview.account.starts_with("Mira placed"),
        "{}",
        preview.account
    );
    assert_eq!(preview.game.to_act(), Some(1));
    assert!(matches!(
        svc.preview(id, &user(1).id, &mv).await,
        Err(TableError::NotYourTurn { .. })
    ));
    assert!(matches!(
        svc.preview(id, &user(0).id, "nonsense").await,
        Err(TableError::Unreadable(_))
    ));
    assert_eq!(
        svc.current(id, None).await.unwrap().version,
        0,
        "a preview saves nothing"
    );

    let show = svc
        .submit_at(id, &user(0).id, &mv, Some(turn.version))
        .await
        .unwrap();
    assert_eq!(show.public[0], preview.account);
}

struct FirstChoice;
impl manawell::table::BotPlayer for FirstChoice {
    fn choose(&self, game: &dyn manawell::table::AnyGame, _seat: u8) -> Option<String> {
        game.choices().first().map(|c| c.notation.clone())
    }
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
        let show = svc
            .submit(
                id,
                &user(0).id,
                &turn.choices[moves % turn.choices.len()].notation,
            )
            .await
            .unwrap();
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

fn solo_spec(seed: u64) -> TableSpec {
    use manawell::engines::rivality::solo::Difficulty;
    use manawell::table::kinds::suramun::SoloOptions;
    let mut spec = TableSpec::new(
        manawell::table::GameOptions::Suramun(SoloOptions {
            difficulty: Difficulty::Standard,
        }),
        Place::local(),
        user(0),
    );
    spec.seed = Some(seed);
    spec
}

#[tokio::test]
async fn a_solo_game_is_a_table_of_one_seat_and_hides_suramuns_lands() {
    use manawell::engines::rivality::solo::SoloGame;
    let db = Db::new("solo");
    let svc = db.service().await;
    for seed in 0..6u64 {
        let (id, show) = svc.create(solo_spec(seed)).await.unwrap();
        assert_eq!(show.status, ShowStatus::Running, "one seat: starts at once");
        assert_eq!(
            svc.table_info(id).await.unwrap().title,
            "Rivality solo against Suramun, standard"
        );
        let mut moves = 0;
        loop {
            let (_, game) = svc.game(id).await.unwrap();
            if game.to_act().is_none() {
                break;
            }
            let g: &SoloGame = game.as_any().downcast_ref().unwrap();
            let hidden: Vec<String> = g
                .field
                .tiles
                .iter()
                .filter(|t| t.face_down)
                .map(|t| t.tile.to_string())
                .collect();
            let choices = game.choices();
            let mv = &choices[(moves * 5 + seed as usize) % choices.len()].notation;
            let show = svc.submit(id, &user(0).id, mv).await.unwrap();
            // A tile turned face up by this move may be named; the others never.
            let (_, after) = svc.game(id).await.unwrap();
            let a: &SoloGame = after.as_any().downcast_ref().unwrap();
            let mut public = show.public.join("\n");
            public.push_str(&svc.board_text(id, None).await.unwrap());
            for tile in a.field.tiles.iter().filter(|t| t.face_down) {
                let name = tile.tile.to_string();
                assert!(hidden.contains(&name));
                // Solo cells and deck-B tiles share names (B5 is both): look for the tile
                // as the texts write tiles, with its kind or its facing arrow.
                let kind = tile.tile.kind().name();
                let forms = [
                    format!("{kind} {name}"),
                    format!("{name}^"),
                    format!("{name}v"),
                    format!("{name}<"),
                    format!("{name}>"),
                ];
                for form in forms {
                    assert!(!public.contains(&form), "{name} leaked: {public}");
                }
            }
            moves += 1;
            assert!(moves < 60);
        }
        let end = svc.current(id, None).await.unwrap();
        assert_eq!(end.status, ShowStatus::Finished);
        assert!(
            end.public[0].starts_with("Scores (standard): Mira "),
            "{:?}",
            end.public
        );
        assert!(svc.verify_replay(id).await.unwrap());
    }
    let (id, _) = svc.create(solo_spec(99)).await.unwrap();
    assert!(matches!(
        svc.submit(id, &user(0).id, "enter B5").await,
        Err(TableError::Illegal(_))
    ));
    assert!(matches!(
        svc.submit(id, &user(0).id, "A7 M14 east").await,
        Err(TableError::Unreadable(_))
    ));
    assert_eq!(
        svc.submit(id, &user(1).id, "enter B1").await.unwrap_err(),
        TableError::NotYourGame(id)
    );
    let show = svc.submit(id, &user(0).id, "enter B1").await.unwrap();
    assert!(
        show.public[0].starts_with(
            "Mira moved to B1 with a golem. B1 is now held by Mira. Suramun moved to B6"
        ),
        "{:?}",
        show.public
    );
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

#[tokio::test]
async fn a_picture_is_drawn_at_the_version_it_was_asked_for() {
    struct StateBytes;
    impl manawell::table::BoardRenderer for StateBytes {
        fn board_png(
            &self,
            game: &dyn manawell::table::AnyGame,
            viewer: Option<u8>,
            _names: &[String],
        ) -> Result<Vec<u8>, String> {
            let g: &Game = game.as_any().downcast_ref().ok_or("not rivality")?;
            Ok(format!("{}:{viewer:?}", g.field.tiles.len()).into_bytes())
        }
    }
    let db = Db::new("picture");
    let svc = db.service().await;
    let id = started(&svc, 2, 2, false).await;
    let first = svc.current(id, None).await.unwrap().image.unwrap();
    play(&svc, id, 3, 0).await;
    let now = svc.current(id, None).await.unwrap().image.unwrap();
    assert_eq!(svc.picture(&first, &StateBytes).await.unwrap(), b"1:None");
    assert_eq!(svc.picture(&now, &StateBytes).await.unwrap(), b"4:None");
    let mine = manawell::table::ImageRequest::Board {
        table: id,
        version: 1,
        viewer: Some(0),
    };
    assert_eq!(svc.picture(&mine, &StateBytes).await.unwrap(), b"2:Some(0)");
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
async fn the_renderer_draws_both_kinds_as_png() {
    let db = Db::new("png");
    let svc = db.service().await;
    let id = started(&svc, 3, 4, true).await;
    play(&svc, id, 4, 1).await;
    let show = svc.current(id, None).await.unwrap();
    let png = svc
        .picture(&show.image.unwrap(), &manawell::table::Renderer)
        .await
        .unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let (solo, show) = svc.create(solo_spec(3)).await.unwrap();
    svc.submit(solo, &user(0).id, "enter C1").await.unwrap();
    let png = svc
        .picture(&show.image.unwrap(), &manawell::table::Renderer)
        .await
        .unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
}
