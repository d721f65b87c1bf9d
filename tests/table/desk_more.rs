//! The desk's newer parts over the real table service: the AI playing for a late player,
//! the lobby's "Start now", hints, and a game against the AI in a DM.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use crate::support::Db;
use manawell::ai::{Budget, Level};
use manawell::frontends::discord::desk::{
    Desk, NewSolo, NewTable, Player, Refusal, Status, WhenLate,
};
use manawell::frontends::pictures::Pictures;
use manawell::table::{AiBot, AnyGame, BoardRenderer, Seat};

struct NoPictures;

impl Pictures for NoPictures {}

impl BoardRenderer for NoPictures {
    fn board_png(
        &self,
        _: &dyn AnyGame,
        _: Option<Seat>,
        _: &[String],
        _: manawell::i18n::Lang,
    ) -> Result<Vec<u8>, String> {
        Ok(Vec::new())
    }
}

fn player(id: u64, name: &str) -> Player {
    Player {
        id,
        name: name.to_string(),
    }
}

fn new_table(players: u8) -> NewTable {
    NewTable {
        creator: player(1, "alice"),
        options: manawell::table::kinds::GameOptions::Rivality(
            manawell::engines::rivality::Options {
                players,
                expert: false,
            },
        ),
        deadline_secs: Some(60),
        invited: vec![],
        guild: Some(2000),
        channel: 3000,
        vs_ai: false,
        when_late: WhenLate::Forfeit,
        hints: false,
    }
}

/// Hints think with this budget here: a debug build is slow.
const HINT_BUDGET: u32 = 60;

async fn desk_with_clock(db: &Db, now: Arc<AtomicI64>) -> Desk {
    let bot = Arc::new(AiBot::new(Level::Easy));
    let service = db
        .service()
        .await
        .with_bot(bot)
        .with_clock(Arc::new(move || now.load(Ordering::SeqCst)));
    Desk::new(service, Arc::new(NoPictures)).with_hint_budget(Budget::iterations(HINT_BUDGET))
}

async fn desk(db: &Db) -> Desk {
    desk_with_clock(db, Arc::new(AtomicI64::new(1_000_000))).await
}

#[tokio::test]
async fn when_time_runs_out_the_ai_plays_for_the_late_player_and_the_game_goes_on() {
    let db = Db::new("desk-late");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let desk = desk_with_clock(&db, now.clone()).await;
    let lobby = desk
        .open(NewTable {
            when_late: WhenLate::AiPlays,
            hints: false,
            ..new_table(2)
        })
        .await
        .unwrap();
    assert_eq!(
        (lobby.deadline_secs, lobby.when_late),
        (Some(60), WhenLate::AiPlays),
        "the lobby knows the time per move and what happens after it"
    );
    let t = lobby.table;
    let started = desk.join(t, player(2, "bob")).await.unwrap();
    desk.set_place(t, 5555).await.unwrap();
    let late = started.to_move.expect("someone to move");
    let other = if late == 1 { 2 } else { 1 };
    // The minute is over, reminder included: the AI plays for the late player.
    now.fetch_add(61_000, Ordering::SeqCst);
    let due = desk.run_due().await.unwrap();
    let view = due.last().expect("the deadline was applied");
    assert_eq!(view.status, Status::Running, "{:?}", view.account);
    assert!(
        view.account
            .iter()
            .any(|l| l.contains("ran out of time; the AI played for them")),
        "{:?}",
        view.account
    );
    assert_eq!(view.to_move, Some(other), "the game goes on");
    assert_eq!(view.version, started.version + 1);
    assert_eq!(view.place, Some(5555));
    // The other player can play on, with the same policy for the next move.
    let turn = desk.turn(t, other, manawell::i18n::Lang::En).await.unwrap();
    let played = desk
        .play(
            t,
            other,
            turn.moves[0].clone(),
            turn.version,
            manawell::i18n::Lang::En,
        )
        .await
        .unwrap();
    assert_eq!(played.to_move, Some(late));
    // A forfeit table ends instead (the default).
    let forfeit = desk.open(new_table(2)).await.unwrap();
    assert_eq!(forfeit.when_late, WhenLate::Forfeit);
    desk.join(forfeit.table, player(2, "bob")).await.unwrap();
    now.fetch_add(61_000, Ordering::SeqCst);
    let due = desk.run_due().await.unwrap();
    let ended = due.iter().find(|v| v.table == forfeit.table).unwrap();
    assert_eq!(ended.status, Status::Finished, "{:?}", ended.account);
}

#[tokio::test]
async fn start_now_gives_the_empty_seats_to_the_ai_for_the_creator_only() {
    let db = Db::new("desk-start-now");
    let desk = desk(&db).await;
    let t = desk.open(new_table(4)).await.unwrap().table;
    desk.join(t, player(2, "bob")).await.unwrap();
    assert_eq!(desk.start_now(t, 2).await, Err(Refusal::NotTheCreator));
    assert_eq!(desk.start_now(t, 9).await, Err(Refusal::NotTheCreator));
    let view = desk.start_now(t, 1).await.unwrap();
    assert_eq!(view.status, Status::Running, "{:?}", view.account);
    let mut names: Vec<&str> = view.seated.iter().map(|p| p.name.as_str()).collect();
    names.sort_unstable();
    assert_eq!(names, ["AI 1", "AI 2", "alice", "bob"]);
    assert!(
        view.account.iter().any(|l| l.contains("starts")),
        "announced as a normal start: {:?}",
        view.account
    );
    // The AI has played its seats: a human is to move.
    assert!(matches!(view.to_move, Some(1 | 2)), "{:?}", view.to_move);
    assert_eq!(desk.start_now(t, 1).await, Err(Refusal::NotALobby));
    // Alone in a 2-player lobby: one AI, called "AI".
    let t = desk.open(new_table(2)).await.unwrap().table;
    let view = desk.start_now(t, 1).await.unwrap();
    assert!(
        view.seated.iter().any(|p| p.name == "AI"),
        "{:?}",
        view.seated
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_racing_start_now_leaves_one_started_game() {
    let db = Db::new("desk-start-race");
    let desk = Arc::new(desk(&db).await);
    for _ in 0..4 {
        let t = desk.open(new_table(3)).await.unwrap().table;
        let (a, b) = (desk.clone(), desk.clone());
        let early = tokio::spawn(async move { a.start_now(t, 1).await });
        let join = tokio::spawn(async move { b.join(t, player(3, "carol")).await });
        let (early, join) = (early.await.unwrap(), join.await.unwrap());
        let view = desk.view(t).await.unwrap();
        assert_eq!(view.status, Status::Running);
        assert_eq!(view.seated.len(), 3);
        // Exactly one of the two answers carries the start, so the game is posted once.
        let starts = [&early, &join]
            .iter()
            .filter(|r| r.as_ref().is_ok_and(|v| v.status == Status::Running))
            .count();
        assert_eq!(starts, 1, "{early:?} / {join:?}");
        let lost = |r: &Result<_, Refusal>| {
            matches!(
                r,
                Ok(_) | Err(Refusal::NotALobby | Refusal::TableFull | Refusal::StartedMeanwhile)
            )
        };
        assert!(lost(&early) && lost(&join), "{early:?} / {join:?}");
    }
}

#[tokio::test]
async fn hints_are_for_the_player_to_move_in_a_rivality_game() {
    let db = Db::new("desk-hint");
    let desk = desk(&db).await;
    // Between players a hint is engine help: off unless the table allows it.
    let plain = desk.open(new_table(2)).await.unwrap();
    assert!(!plain.title.contains("hints"), "{}", plain.title);
    let started = desk.join(plain.table, player(2, "bob")).await.unwrap();
    let mover = started.to_move.unwrap();
    assert_eq!(
        desk.hint(plain.table, mover, manawell::i18n::Lang::En)
            .await,
        Err(Refusal::HintsOff)
    );
    let with_hints = NewTable {
        hints: true,
        ..new_table(2)
    };
    let lobby = desk.open(with_hints).await.unwrap();
    assert!(lobby.title.contains(", hints allowed"), "{}", lobby.title);
    let t = lobby.table;
    assert_eq!(
        desk.hint(t, 1, manawell::i18n::Lang::En).await,
        Err(Refusal::NotStarted)
    );
    let started = desk.join(t, player(2, "bob")).await.unwrap();
    let mover = started.to_move.unwrap();
    let waiting = if mover == 1 { 2 } else { 1 };
    assert!(matches!(
        desk.hint(t, waiting, manawell::i18n::Lang::En).await,
        Err(Refusal::NotYourTurn { .. })
    ));
    assert_eq!(
        desk.hint(t, 9, manawell::i18n::Lang::En).await,
        Err(Refusal::NotYourGame)
    );
    let clock = Instant::now();
    let hint = desk.hint(t, mover, manawell::i18n::Lang::En).await.unwrap();
    eprintln!(
        "a hint with {HINT_BUDGET} iterations: {:?}",
        clock.elapsed()
    );
    let turn = desk.turn(t, mover, manawell::i18n::Lang::En).await.unwrap();
    assert!(turn.moves.contains(&hint.notation), "{}", hint.notation);
    assert!(hint.words.contains(" at "), "{}", hint.words);
    assert!((0.0..=1.0).contains(&hint.win_probability));
    assert!(hint.playouts >= 1);
    assert_eq!(
        desk.hint(t, mover, manawell::i18n::Lang::En).await.unwrap(),
        hint,
        "the same position, the same hint"
    );
    // In the player's own language: the same move, in their words; their hand too.
    let french = desk.hint(t, mover, manawell::i18n::Lang::Fr).await.unwrap();
    assert_eq!(french.notation, hint.notation, "the same move");
    assert!(
        french.words.contains(" en ") && !french.words.contains(" at "),
        "{}",
        french.words
    );
    let turn = desk.turn(t, mover, manawell::i18n::Lang::Fr).await.unwrap();
    assert!(turn.hand.contains(" PV"), "{}", turn.hand);
    desk.resign(t, mover).await.unwrap();
    assert_eq!(
        desk.hint(t, waiting, manawell::i18n::Lang::En).await,
        Err(Refusal::GameOver)
    );
    // Solo: the AI does not play it.
    let solo = desk
        .open_solo(NewSolo {
            player: player(1, "alice"),
            difficulty: "standard".into(),
            challenge: None,
            guild: None,
        })
        .await
        .unwrap();
    assert_eq!(
        desk.hint(solo.table, 1, manawell::i18n::Lang::En).await,
        Err(Refusal::NoHintInSolo)
    );
    assert!(Refusal::NoHintInSolo
        .user_message(solo.table)
        .contains("Hints are for Rivality tables"));
}

#[tokio::test]
async fn a_game_against_the_ai_in_a_dm_is_played_there() {
    let db = Db::new("desk-dm-ai");
    let desk = desk(&db).await;
    let dm_channel = 1_000_001;
    let view = desk
        .open(NewTable {
            guild: None,
            channel: dm_channel,
            vs_ai: true,
            ..new_table(2)
        })
        .await
        .unwrap();
    assert_eq!((view.status, view.to_move), (Status::Running, Some(1)));
    desk.set_place(view.table, dm_channel).await.unwrap();
    assert_eq!(desk.at_place(dm_channel).await, Ok(view.table));
    let games = desk.games_of(1).await.unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].place, (None, dm_channel), "a DM link");
    let info = desk
        .service()
        .table_info(manawell::table::TableId(view.table as i64))
        .await
        .unwrap();
    assert_eq!(
        info.place.dm,
        Some(manawell::table::UserId::new("discord:1"))
    );
}

#[tokio::test]
async fn the_picture_after_a_resignation_says_who_resigned() {
    use manawell::frontends::pictures::BoardPictures;
    use manawell::table::{GaveUp, TableId};

    let db = Db::new("desk-resigned");
    let desk = Desk::new(db.service().await, Arc::new(BoardPictures));
    let lobby = desk.open(new_table(2)).await.unwrap();
    let running = desk.join(lobby.table, player(2, "bob")).await.unwrap();
    let mover = running.to_move.expect("someone to move");
    let ended = desk.resign(running.table, mover).await.unwrap();
    assert_eq!(ended.status, Status::Finished);

    let service = db.service().await;
    let id = TableId(ended.table as i64);
    let log = service.log(id).await.unwrap();
    let last = log.last().expect("the resignation is in the log");
    assert_eq!(last.gave_up, Some(GaveUp::Resigned));
    assert_eq!(last.notation, None);

    let picture = desk
        .picture(ended.table, ended.version, None, manawell::i18n::Lang::En)
        .await
        .unwrap();
    let game = service.game_at(id, ended.version as i64).await.unwrap();
    let names = service.names(id).await.unwrap();
    let plain = BoardPictures
        .board_png(&*game, None, &names, manawell::i18n::Lang::En)
        .unwrap();
    assert!(image::load_from_memory(&picture).is_ok(), "a PNG");
    assert_ne!(
        picture, plain,
        "the panel says the game ended by a resignation"
    );
}

#[tokio::test]
async fn a_picture_is_kept_apart_for_each_language() {
    use manawell::frontends::pictures::BoardPictures;
    use manawell::i18n::Lang;

    let db = Db::new("desk-languages");
    let desk = Desk::new(db.service().await, Arc::new(BoardPictures));
    let lobby = desk.open(new_table(2)).await.unwrap();
    let running = desk.join(lobby.table, player(2, "bob")).await.unwrap();
    let mover = running.to_move.expect("someone to move");
    let ended = desk.resign(running.table, mover).await.unwrap();
    let mut drawn = Vec::new();
    // The picture of a move in the history is kept: asked again in another language, it
    // is drawn again in that language, not handed over in the first one.
    for lang in [Lang::En, Lang::De, Lang::Fr, Lang::En] {
        let png = desk.picture(ended.table, ended.version, None, lang).await;
        drawn.push(png.unwrap());
    }
    assert_ne!(drawn[0], drawn[1], "German words");
    assert_ne!(drawn[0], drawn[2], "French words");
    assert_ne!(drawn[1], drawn[2]);
    assert_eq!(drawn[0], drawn[3]);
}
