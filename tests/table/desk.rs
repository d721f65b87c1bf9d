//! The bot's desk over the real table service (`TableDesk`), without Discord: each
//! service answer maps to the bot's view, each refusal to its specific `Refusal`.

use std::sync::Arc;

use crate::support::Db;
use manawell::ai::Level;
use manawell::frontends::discord::desk::{
    Desk, NewSolo, NewTable, Player, Refusal, Status, WhenLate,
};
use manawell::frontends::discord::table_desk::TableDesk;
use manawell::frontends::pictures::Pictures;
use manawell::table::{AiBot, AnyGame, BoardRenderer, Seat};

/// "Pictures" that say who they were drawn for.
struct Says;

impl Pictures for Says {}

impl BoardRenderer for Says {
    fn board_png(
        &self,
        _: &dyn AnyGame,
        viewer: Option<Seat>,
        _: &[String],
        _: manawell::i18n::Lang,
    ) -> Result<Vec<u8>, String> {
        Ok(format!("viewer {viewer:?}").into_bytes())
    }
}

fn player(id: u64, name: &str) -> Player {
    Player {
        id,
        name: name.to_string(),
    }
}

fn new_table(players: u8, invited: Vec<u64>) -> NewTable {
    NewTable {
        creator: player(1, "alice"),
        options: manawell::table::kinds::GameOptions::Rivality(
            manawell::engines::rivality::Options {
                players,
                expert: false,
            },
        ),
        deadline_secs: Some(86_400),
        invited,
        guild: Some(2000),
        channel: 3000,
        vs_ai: false,
        when_late: WhenLate::Forfeit,
        hints: false,
    }
}

async fn desk(db: &Db) -> TableDesk {
    let bot = Arc::new(AiBot::new(Level::Easy));
    TableDesk::new(db.service().await.with_bot(bot), Arc::new(Says))
}

#[tokio::test]
async fn a_lobby_fills_starts_and_refuses_specifically() {
    let db = Db::new("desk-lobby");
    let desk = desk(&db).await;
    assert!(matches!(
        desk.open(new_table(5, vec![])).await,
        Err(Refusal::BadOptions(_))
    ));
    let lobby = desk.open(new_table(2, vec![2])).await.unwrap();
    assert_eq!(lobby.status, Status::Lobby);
    assert_eq!(lobby.title, "Rivality, 2 players, 1 day per move");
    assert_eq!(lobby.seated, [player(1, "alice")]);
    assert_eq!((lobby.creator, lobby.invited.clone()), (1, vec![2]));
    let t = lobby.table;
    assert_eq!(
        desk.join(t, player(1, "alice")).await,
        Err(Refusal::AlreadySeated)
    );
    assert_eq!(
        desk.join(t, player(3, "carol")).await,
        Err(Refusal::NotInvited)
    );
    assert_eq!(desk.cancel(t, 2).await, Err(Refusal::NotTheCreator));
    assert_eq!(desk.leave(t, 2).await, Err(Refusal::NotYourGame));
    assert_eq!(
        desk.hand(t, 1, manawell::i18n::Lang::En).await,
        Err(Refusal::NotStarted)
    );
    assert_eq!(
        desk.turn(t, 1, manawell::i18n::Lang::En).await,
        Err(Refusal::NotStarted)
    );
    assert_eq!(desk.view(99).await, Err(Refusal::UnknownGame));
    assert_eq!(
        desk.join(99, player(2, "bob")).await,
        Err(Refusal::UnknownGame)
    );

    let started = desk.join(t, player(2, "bob")).await.unwrap();
    assert_eq!(started.status, Status::Running);
    assert_eq!(started.version, 0);
    assert!(
        started.account.iter().any(|l| l.contains("starts")),
        "{:?}",
        started.account
    );
    let mover = started.to_move.expect("someone to move");
    assert_eq!(
        desk.join(t, player(3, "carol")).await,
        Err(Refusal::NotALobby)
    );
    assert_eq!(desk.cancel(t, 1).await, Err(Refusal::NotALobby));

    // Not found until the bot says where it is played; found there afterwards.
    assert_eq!(desk.at_place(5555).await, Err(Refusal::UnknownGame));
    desk.set_place(t, 5555).await.unwrap();
    assert_eq!(desk.at_place(5555).await, Ok(t));
    assert_eq!(desk.view(t).await.unwrap().place, Some(5555));
    let games = desk.games_of(mover).await.unwrap();
    assert_eq!(games.len(), 1);
    assert!(
        games[0].my_turn && games[0].place == (Some(2000), 5555),
        "{games:?}"
    );
    assert!(games[0].title.contains("(game #1)"));
}

#[tokio::test]
async fn turns_hands_pictures_and_stale_buttons() {
    let db = Db::new("desk-turns");
    let desk = desk(&db).await;
    let t = desk.open(new_table(2, vec![])).await.unwrap().table;
    let view = desk.join(t, player(2, "bob")).await.unwrap();
    let mover = view.to_move.unwrap();
    let other = if mover == 1 { 2 } else { 1 };
    let other_name = if other == 1 { "alice" } else { "bob" };
    let mover_name = if mover == 1 { "alice" } else { "bob" };

    // Only the mover has a turn; everyone seated has a hand, each their own.
    let turn = desk.turn(t, mover, manawell::i18n::Lang::En).await.unwrap();
    assert!(!turn.moves.is_empty() && !turn.hand.is_empty());
    assert!(!turn.hand.contains("Your hand"), "{}", turn.hand);
    assert_eq!(
        desk.turn(t, other, manawell::i18n::Lang::En).await,
        Err(Refusal::NotYourTurn {
            whose: mover_name.to_string()
        })
    );
    assert_eq!(
        desk.turn(t, 9, manawell::i18n::Lang::En).await,
        Err(Refusal::NotYourGame)
    );
    let theirs = desk.hand(t, other, manawell::i18n::Lang::En).await.unwrap();
    assert!(theirs.moves.is_empty(), "no moves when it is not your turn");
    assert_ne!(theirs.hand, turn.hand, "each sees their own hand");
    assert_eq!(
        desk.hand(t, 9, manawell::i18n::Lang::En).await,
        Err(Refusal::NotYourGame)
    );

    // Pictures: public for nobody, a seat's own for a player, public for an outsider.
    assert_eq!(
        desk.picture(t, 0, None, manawell::i18n::Lang::En)
            .await
            .unwrap(),
        b"viewer None"
    );
    assert!(desk
        .picture(t, 0, Some(mover), manawell::i18n::Lang::En)
        .await
        .unwrap()
        .starts_with(b"viewer Some("));
    assert_eq!(
        desk.picture(t, 0, Some(9), manawell::i18n::Lang::En)
            .await
            .unwrap(),
        b"viewer None"
    );
    let preview = desk
        .preview(t, mover, turn.moves[0].clone(), manawell::i18n::Lang::En)
        .await
        .unwrap();
    assert!(preview.png.starts_with(b"viewer Some("));
    assert!(preview.words.contains(" placed "), "{}", preview.words);
    assert!(matches!(
        desk.preview(t, mover, "A1 A1 north".into(), manawell::i18n::Lang::En)
            .await,
        Err(Refusal::Illegal(_))
    ));

    // A move with the engine's reason when illegal; a stale version refused.
    let illegal = desk.play(t, mover, "mulligan".into(), 0).await;
    if let Err(refusal) = &illegal {
        assert!(matches!(refusal, Refusal::Illegal(_)), "{refusal:?}");
    }
    let seen = desk.view(t).await.unwrap().version;
    let moves = desk
        .turn(
            t,
            desk.view(t).await.unwrap().to_move.unwrap(),
            manawell::i18n::Lang::En,
        )
        .await
        .unwrap()
        .moves;
    let who = desk.view(t).await.unwrap().to_move.unwrap();
    let played = desk.play(t, who, moves[0].clone(), seen).await.unwrap();
    assert_eq!(played.version, seen + 1);
    assert!(!played.account.is_empty());
    let next = played.to_move.unwrap();
    let next_moves = desk
        .turn(t, next, manawell::i18n::Lang::En)
        .await
        .unwrap()
        .moves;
    assert_eq!(
        desk.play(t, next, next_moves[0].clone(), seen).await,
        Err(Refusal::MovedOn),
        "a button from an earlier turn"
    );
    // The old picture is still drawn from the history.
    assert_eq!(
        desk.picture(t, seen, None, manawell::i18n::Lang::En)
            .await
            .unwrap(),
        b"viewer None"
    );
    assert_eq!(desk.log(t).await.unwrap().len() as u64, played.version);

    // Resigning ends the game; then every action says so.
    let ended = desk.resign(t, other).await.unwrap();
    assert_eq!(ended.status, Status::Finished);
    assert!(
        ended.account.iter().any(|l| l.contains(other_name)),
        "{:?}",
        ended.account
    );
    assert_eq!(desk.resign(t, mover).await, Err(Refusal::GameOver));
    assert_eq!(
        desk.turn(t, mover, manawell::i18n::Lang::En).await,
        Err(Refusal::GameOver)
    );
    assert_eq!(
        desk.play(t, mover, "mulligan".into(), ended.version).await,
        Err(Refusal::GameOver)
    );
    assert!(desk.games_of(mover).await.unwrap().is_empty());
}

#[tokio::test]
async fn dm_pings_are_a_stored_setting() {
    let db = Db::new("desk-dm");
    let first = desk(&db).await;
    first.set_dm_pings(2, true).await.unwrap();
    first.set_dm_pings(1, true).await.unwrap();
    first.set_dm_pings(1, false).await.unwrap();
    let t = first.open(new_table(2, vec![])).await.unwrap().table;
    let view = first.join(t, player(2, "bob")).await.unwrap();
    assert_eq!(view.dm_to_move, view.to_move == Some(2));
    // A new desk over the same file remembers.
    let again = desk(&db).await;
    assert_eq!(
        again.view(t).await.unwrap().dm_to_move,
        view.to_move == Some(2)
    );
}

#[tokio::test]
async fn solo_games_and_challenges() {
    let db = Db::new("desk-solo");
    let desk = desk(&db).await;
    let solo = |challenge: Option<&str>| NewSolo {
        player: player(1, "alice"),
        difficulty: "master".into(),
        challenge: challenge.map(String::from),
        guild: None,
    };
    let bad = desk.open_solo(solo(Some("nope"))).await;
    assert!(
        matches!(bad, Err(Refusal::BadOptions(ref why)) if why.to_string().contains("8 letters")),
        "{bad:?}"
    );
    let view = desk.open_solo(solo(None)).await.unwrap();
    assert_eq!((view.status, view.to_move), (Status::Running, Some(1)));
    assert!(view.title.contains("master"), "{}", view.title);
    let daily = desk.open_solo(solo(Some("daily"))).await.unwrap();
    assert!(
        daily.title.contains("standard"),
        "the daily challenge is Standard: {}",
        daily.title
    );
    desk.set_place(view.table, 1_000_001).await.unwrap();
    assert_eq!(desk.at_place(1_000_001).await, Ok(view.table));
    let games = desk.games_of(1).await.unwrap();
    assert!(
        games.iter().any(|g| g.place == (None, 1_000_001)),
        "{games:?}"
    );
    let turn = desk
        .turn(view.table, 1, manawell::i18n::Lang::En)
        .await
        .unwrap();
    let played = desk
        .play(view.table, 1, turn.moves[0].clone(), turn.version)
        .await
        .unwrap();
    assert_eq!(played.version, turn.version + 1);
}

#[tokio::test]
async fn the_bot_keeps_its_games_in_the_database_of_database_url() {
    use manawell::frontends::discord::bot::{open_store, table_desk};
    use manawell::frontends::discord::Config;
    let db = Db::new("desk-url");
    let path = db.url();
    let config = Config::from_lookup(|key| match key {
        "DISCORD_TOKEN" => Some("MTA5OTk5.GaBcDe.secret-part-of-the-token".to_string()),
        "DATABASE_URL" => Some(path.clone()),
        _ => None,
    })
    .unwrap();
    let store = open_store(&config).await.unwrap();
    let desk = table_desk(store.clone(), config.ai_level);
    let t = desk.open(new_table(2, vec![])).await.unwrap().table;
    store.close().await;
    assert!(
        db.is_postgres() || db.path.exists(),
        "the file of DATABASE_URL"
    );
    let store = open_store(&config).await.unwrap();
    assert_eq!(
        table_desk(store, config.ai_level)
            .view(t)
            .await
            .unwrap()
            .status,
        Status::Lobby
    );
}

#[tokio::test]
async fn against_the_ai_the_game_starts_at_once_and_the_ai_answers() {
    let db = Db::new("desk-ai");
    let desk = desk(&db).await;
    let vs_ai = |players, invited| NewTable {
        vs_ai: true,
        ..new_table(players, invited)
    };
    assert!(matches!(
        desk.open(vs_ai(2, vec![2])).await,
        Err(Refusal::BadOptions(_))
    ));
    let view = desk.open(vs_ai(3, vec![])).await.unwrap();
    assert_eq!(view.status, Status::Running);
    let names: Vec<&str> = {
        let mut n: Vec<&str> = view.seated.iter().map(|p| p.name.as_str()).collect();
        n.sort_unstable();
        n
    };
    assert_eq!(names, ["AI 1", "AI 2", "alice"]);
    // The AI has played until it is alice's turn.
    assert_eq!(view.to_move, Some(1));
    let t = view.table;
    let mut ai_moves = 0;
    for _ in 0..3 {
        let turn = desk.turn(t, 1, manawell::i18n::Lang::En).await.unwrap();
        let played = desk
            .play(t, 1, turn.moves[0].clone(), turn.version)
            .await
            .unwrap();
        if played.status == Status::Finished {
            break;
        }
        assert_eq!(played.to_move, Some(1), "{:?}", played.account);
        ai_moves += played.version - turn.version - 1;
    }
    assert!(ai_moves >= 2, "the AI answered: {ai_moves} moves");
}

#[tokio::test]
async fn reminders_and_deadlines_come_from_the_database() {
    use std::sync::atomic::{AtomicI64, Ordering};
    let db = Db::new("desk-due");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let clock = now.clone();
    let service = db
        .service()
        .await
        .with_clock(Arc::new(move || clock.load(Ordering::SeqCst)));
    let desk = TableDesk::new(service, Arc::new(Says));
    let t = desk.open(new_table(2, vec![])).await.unwrap().table;
    let started = desk.join(t, player(2, "bob")).await.unwrap();
    desk.set_place(t, 5555).await.unwrap();
    assert!(desk.run_due().await.unwrap().is_empty(), "nothing due yet");
    // Three quarters of the day later: a reminder for the player to move, in the thread.
    now.fetch_add(18 * 3_600_000 + 1, Ordering::SeqCst);
    let due = desk.run_due().await.unwrap();
    assert_eq!(due.len(), 1);
    assert!(
        due[0].account[0].starts_with("Reminder"),
        "{:?}",
        due[0].account
    );
    assert_eq!(
        (due[0].to_move, due[0].place),
        (started.to_move, Some(5555))
    );
    assert!(desk.run_due().await.unwrap().is_empty(), "reminded once");
    // The day is over: the player to move forfeits.
    now.fetch_add(6 * 3_600_000, Ordering::SeqCst);
    let due = desk.run_due().await.unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].status, Status::Finished);
    assert!(
        due[0].account.iter().any(|l| l.contains("ran out of time")),
        "{:?}",
        due[0].account
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_confirms_at_once_play_one_move() {
    let db = Db::new("desk-race");
    let desk = Arc::new(desk(&db).await);
    let t = desk.open(new_table(2, vec![])).await.unwrap().table;
    let view = desk.join(t, player(2, "bob")).await.unwrap();
    let mover = view.to_move.unwrap();
    let turn = desk.turn(t, mover, manawell::i18n::Lang::En).await.unwrap();
    let clicks = (0..2).map(|_| {
        let desk = desk.clone();
        let mv = turn.moves[0].clone();
        tokio::spawn(async move { desk.play(t, mover, mv, turn.version).await })
    });
    let mut results = Vec::new();
    for click in clicks.collect::<Vec<_>>() {
        results.push(click.await.unwrap());
    }
    assert_eq!(
        results.iter().filter(|r| r.is_ok()).count(),
        1,
        "{results:?}"
    );
    assert!(results.contains(&Err(Refusal::MovedOn)), "{results:?}");
    assert_eq!(desk.view(t).await.unwrap().version, turn.version + 1);
}

#[tokio::test]
async fn a_solo_preview_shows_both_wizards_and_turns_no_tile_face_up() {
    use manawell::frontends::pictures::BoardPictures;
    let db = Db::new("desk-solo-preview");
    let desk = TableDesk::new(db.service().await, Arc::new(BoardPictures));
    let new = NewSolo {
        player: player(1, "alice"),
        difficulty: "standard".into(),
        challenge: None,
        guild: None,
    };
    let t = desk.open_solo(new).await.unwrap().table;
    let turn = desk.turn(t, 1, manawell::i18n::Lang::En).await.unwrap();
    let board = desk
        .picture(t, turn.version, Some(1), manawell::i18n::Lang::En)
        .await
        .unwrap();
    let mut previews = Vec::new();
    for (mv, column) in turn.moves.iter().zip(["A", "B", "C", "D"]) {
        let preview = desk
            .preview(t, 1, mv.clone(), manawell::i18n::Lang::En)
            .await
            .unwrap();
        assert_ne!(
            preview.png, board,
            "{mv}: the wizards are drawn where they go"
        );
        assert!(
            !previews.contains(&preview.png),
            "{mv}: each move its own picture"
        );
        previews.push(preview.png);
        let words = &preview.words;
        assert!(
            words.starts_with(&format!(
                "You go to {column}1 with a golem; Suramun will go to {column}6 with a golem. {column}6 turns face up."
            )),
            "{words}"
        );
        // A tile is named with its `#` only once it is face up: none is named here.
        assert!(!words.contains('#'), "{words}");
    }
    // Nothing was played.
    assert_eq!(
        desk.turn(t, 1, manawell::i18n::Lang::En)
            .await
            .unwrap()
            .version,
        turn.version
    );
}
