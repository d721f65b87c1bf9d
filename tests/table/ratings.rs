//! Ratings: finished games between humans move each player's rating once, per game and
//! player count; resignations count; AI games and solo games do not; a game the process
//! stopped before rating is rated by the next sweep; profiles and leaderboards read them.

use manawell::table::{GameOptions, Place, TableService, TableSpec};

use super::support::{self, play, started, user, Db};

/// Plays table `id` to its end with the `salt`-th choices.
async fn to_the_end(svc: &TableService, id: manawell::table::TableId, salt: usize) {
    let played = play(svc, id, 500, salt).await;
    assert!(played < 500, "the game ends");
}

#[tokio::test]
async fn a_finished_two_player_game_moves_both_ratings_once() {
    let db = Db::new("rated-2p");
    let svc = db.service().await;
    let id = started(&svc, 2, 21, false).await;
    to_the_end(&svc, id, 3).await;
    let (_, game) = svc.game(id).await.unwrap();
    let places = game.places().expect("a finished Rivality game has places");
    // Rated when it ended, and only then.
    assert!(!svc.rate_finished(id).await.unwrap(), "rated once");
    let mira = svc.profile(&user(0).id).await.unwrap();
    let tom = svc.profile(&user(1).id).await.unwrap();
    let (a, b) = (&mira.standings[0], &tom.standings[0]);
    assert_eq!((a.pool.as_str(), a.games, b.games), ("rivality-2p", 1, 1));
    assert!(a.provisional && b.provisional, "one game is not enough");
    match places[0].cmp(&places[1]) {
        std::cmp::Ordering::Less => {
            assert!(a.rating > 1500 && b.rating < 1500);
            assert_eq!((a.wins, b.losses), (1, 1));
        }
        std::cmp::Ordering::Greater => {
            assert!(a.rating < 1500 && b.rating > 1500);
            assert_eq!((a.losses, b.wins), (1, 1));
        }
        std::cmp::Ordering::Equal => assert_eq!((a.draws, b.draws), (1, 1)),
    }
    assert_eq!(a.rating + b.rating, 3000, "what one wins the other loses");
    assert_eq!(mira.finished, 1);
    assert_eq!(mira.favourite.as_deref(), Some("rivality"));

    let board = svc.leaderboard("rivality-2p", None, 10).await.unwrap();
    assert_eq!(board.len(), 2);
    assert!(board[0].rating >= board[1].rating);
    // This server's board holds the players who played a rated game here.
    assert_eq!(
        svc.leaderboard("rivality-2p", Some("g"), 10)
            .await
            .unwrap()
            .len(),
        2
    );
    assert!(svc
        .leaderboard("rivality-2p", Some("elsewhere"), 10)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(svc.rated_pools().await.unwrap(), ["rivality-2p"]);
}

#[tokio::test]
async fn who_resigns_loses_rating_and_three_players_rate_apart() {
    let db = Db::new("rated-resign");
    let svc = db.service().await;
    let id = started(&svc, 3, 5, false).await;
    play(&svc, id, 4, 1).await;
    svc.resign(id, &user(2).id).await.unwrap();
    let ada = &svc.profile(&user(2).id).await.unwrap().standings[0];
    let mira = &svc.profile(&user(0).id).await.unwrap().standings[0];
    assert_eq!(ada.pool, "rivality-3p");
    assert_eq!(
        (ada.losses, mira.draws),
        (1, 1),
        "the two others share the win"
    );
    assert!(ada.rating < 1500 && mira.rating > 1500, "{ada:?} {mira:?}");
}

#[tokio::test]
async fn four_players_rate_as_two_teams() {
    let db = Db::new("rated-4p");
    let svc = db.service().await;
    let id = started(&svc, 4, 8, false).await;
    play(&svc, id, 2, 0).await;
    // Seats 0 and 2 play for one side, 1 and 3 for the other.
    svc.resign(id, &user(1).id).await.unwrap();
    let rating = |n| {
        let svc = &svc;
        async move { svc.profile(&user(n).id).await.unwrap().standings[0].rating }
    };
    let (a, b, c, d) = (
        rating(0).await,
        rating(1).await,
        rating(2).await,
        rating(3).await,
    );
    assert_eq!(a, c);
    assert_eq!(b, d);
    assert!(a > 1500 && b < 1500);
}

#[tokio::test]
async fn games_against_the_ai_and_solo_games_are_not_rated() {
    let db = Db::new("rated-not");
    let svc = db.service().await;
    let mut spec = TableSpec::new(support::rivality(2), Place::local(), user(0));
    spec.seed = Some(2);
    spec.shuffle_seats = false;
    let (id, _) = svc.create(spec).await.unwrap();
    svc.add_bot(id, &user(0).id, "Bot").await.unwrap();
    svc.resign(id, &user(0).id).await.unwrap();
    assert!(!svc.rate_finished(id).await.unwrap(), "marked, not rated");
    assert!(svc.profile(&user(0).id).await.unwrap().standings.is_empty());

    let solo = GameOptions::Suramun(manawell::table::kinds::suramun::SoloOptions {
        difficulty: manawell::engines::rivality::solo::Difficulty::Standard,
    });
    let (id, _) = svc
        .create(TableSpec::new(solo, Place::local(), user(1)))
        .await
        .unwrap();
    svc.resign(id, &user(1).id).await.unwrap();
    assert_eq!(svc.rate_unrated().await.unwrap(), 0);
    assert!(svc.profile(&user(1).id).await.unwrap().standings.is_empty());
}

#[tokio::test]
async fn a_game_that_ended_before_it_was_rated_is_rated_by_the_next_sweep() {
    let db = Db::new("rated-late");
    let svc = db.service().await;
    let id = started(&svc, 2, 4, false).await;
    svc.resign(id, &user(1).id).await.unwrap();
    // As if the process had stopped between the end and the rating.
    let store = db.store().await;
    for undo in [
        "DELETE FROM rated_games",
        "DELETE FROM ratings",
        "UPDATE tables SET rated = 0",
    ] {
        store.execute_sql(undo).await.unwrap();
    }
    assert!(svc.profile(&user(0).id).await.unwrap().standings.is_empty());
    svc.run_due().await.unwrap();
    let mira = &svc.profile(&user(0).id).await.unwrap().standings[0];
    assert_eq!((mira.games, mira.wins), (1, 1));
    svc.run_due().await.unwrap();
    let mira = &svc.profile(&user(0).id).await.unwrap().standings[0];
    assert_eq!(mira.games, 1, "once");
}

/// A daily challenge game of `who` on `day`, played to its end with the `salt`-th choices.
async fn daily_game(svc: &TableService, who: u32, day: &str, salt: usize) -> Option<i64> {
    let solo = GameOptions::Suramun(manawell::table::kinds::suramun::SoloOptions {
        difficulty: manawell::engines::rivality::solo::Difficulty::Standard,
    });
    let mut spec = TableSpec::new(solo, Place::local(), user(who));
    spec.seed = Some(77);
    spec.daily = Some(day.to_string());
    let (id, _) = svc.create(spec).await.unwrap();
    for i in 0..500usize {
        let (_, game) = svc.game(id).await.unwrap();
        if game.to_act().is_none() {
            return game.solo_score();
        }
        let choices = game.choices(manawell::i18n::Lang::En);
        let pick = &choices[(i.wrapping_mul(7919) ^ salt) % choices.len()];
        svc.submit(id, &user(who).id, &pick.notation).await.unwrap();
    }
    panic!("a solo game ends")
}

#[tokio::test]
async fn the_daily_challenge_ranks_each_players_best_score_then_the_earliest() {
    let db = Db::new("daily");
    let (now, clock) = support::manual_clock(1_000);
    let svc = TableService::new(db.store().await).with_clock(clock);
    let mut scores = Vec::new();
    for (who, salt) in [(0, 1), (1, 2), (0, 3), (2, 4)] {
        scores.push((
            who,
            daily_game(&svc, who, "2026-11-25", salt).await.unwrap(),
        ));
        now.fetch_add(60_000, std::sync::atomic::Ordering::SeqCst);
    }
    // Another day, and a resigned game, count for nothing here.
    daily_game(&svc, 1, "2026-11-24", 9).await.unwrap();
    let solo = GameOptions::Suramun(manawell::table::kinds::suramun::SoloOptions {
        difficulty: manawell::engines::rivality::solo::Difficulty::Standard,
    });
    let mut spec = TableSpec::new(solo, Place::local(), user(3));
    spec.daily = Some("2026-11-25".into());
    let (resigned, _) = svc.create(spec).await.unwrap();
    svc.resign(resigned, &user(3).id).await.unwrap();
    let board = svc.daily_board("2026-11-25", 10).await.unwrap();
    let best = |n: u32| {
        scores
            .iter()
            .filter(|(w, _)| *w == n)
            .map(|(_, s)| *s)
            .max()
            .unwrap()
    };
    assert_eq!(board.len(), 3, "one line per player: {board:?}");
    for line in &board {
        let n: u32 = line.user.0.trim_start_matches("test:").parse().unwrap();
        assert_eq!(line.score, best(n), "{board:?}");
    }
    for pair in board.windows(2) {
        assert!(
            pair[0].score > pair[1].score
                || (pair[0].score == pair[1].score && pair[0].finished_at <= pair[1].finished_at),
            "{board:?}"
        );
    }
    assert_eq!(svc.daily_board("2026-11-24", 10).await.unwrap().len(), 1);
    // A daily game that ended as the process stopped goes on the board at the next sweep.
    let store = db.store().await;
    store
        .execute_sql("DELETE FROM daily_results WHERE day = '2026-11-24'")
        .await
        .unwrap();
    store
        .execute_sql(
            "DELETE FROM rated_games WHERE table_id IN (SELECT table_id FROM rated_games \
             JOIN tables t ON t.id = table_id WHERE json_extract(t.options, '$.daily') = '2026-11-24')",
        )
        .await
        .unwrap();
    store
        .execute_sql(
            "UPDATE tables SET rated = 0 WHERE json_extract(options, '$.daily') = '2026-11-24'",
        )
        .await
        .unwrap();
    assert!(svc.daily_board("2026-11-24", 10).await.unwrap().is_empty());
    svc.run_due().await.unwrap();
    assert_eq!(svc.daily_board("2026-11-24", 10).await.unwrap().len(), 1);
    assert!(svc.daily_board("2026-11-23", 10).await.unwrap().is_empty());
}

/// The daily challenge stays a challenge: another player's game of it, even finished,
/// shows its moves to nobody else until the day is over (UTC); its player always sees
/// them, and a game of another kind is not sealed.
#[tokio::test]
async fn a_daily_game_s_moves_are_its_player_s_until_the_day_is_over() {
    use manawell::table::daily::utc_date;
    use manawell::table::TableError;
    use std::sync::atomic::Ordering;

    let db = Db::new("daily-sealed");
    // 2026-11-25, 23:00 UTC.
    let evening = 1_795_305_600_000 + 3 * 86_400_000 + 23 * 3_600_000;
    assert_eq!(utc_date(evening), "2026-11-25");
    let (now, clock) = support::manual_clock(evening);
    let svc = TableService::new(db.store().await).with_clock(clock);
    daily_game(&svc, 1, "2026-11-25", 5).await.unwrap();
    let id = manawell::table::TableId(1);
    assert!(
        svc.may_see_moves(id, &user(1).id).await.is_ok(),
        "its player"
    );
    assert!(
        matches!(
            svc.may_see_moves(id, &user(2).id).await,
            Err(TableError::DailyNotOver(t)) if t == id
        ),
        "another player, the same day"
    );
    // Midnight UTC: the day is over, its moves are anyone's to see.
    now.fetch_add(3_600_000, Ordering::SeqCst);
    assert!(
        svc.may_see_moves(id, &user(2).id).await.is_ok(),
        "the next day"
    );
    // A game that plays no daily challenge is never sealed so.
    let other = started(&svc, 2, 21, false).await;
    assert!(svc.may_see_moves(other, &user(7).id).await.is_ok());
}
