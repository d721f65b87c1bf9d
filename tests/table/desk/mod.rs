//! The bot's desk over the real table service (`Desk`), without Discord: each
//! service answer maps to the bot's view, each refusal to its specific `Refusal`.
mod ai_later;
mod ai_round;
mod drawing_full;
mod drawn_once;
mod replays;
mod solo_ai;
mod stored;

use std::sync::Arc;

use crate::support::Db;
use manawell::ai::Level;
use manawell::frontends::discord::desk::{Desk, NewTable, Player, Refusal, Status, WhenLate};
use manawell::frontends::pictures::Pictures;
use manawell::table::{AiBot, AnyGame, BoardRenderer, Seat};

/// "Pictures" that say who they were drawn for.
pub(super) struct Says;

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

pub(super) fn player(id: u64, name: &str) -> Player {
    Player {
        id,
        name: name.to_string(),
    }
}

pub(super) fn new_table(players: u8, invited: Vec<u64>) -> NewTable {
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

pub(super) async fn desk(db: &Db) -> Desk {
    let bot = Arc::new(AiBot::new(Level::Easy));
    Desk::new(db.service().await.with_bot(bot), Arc::new(Says))
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
    let illegal = desk
        .play(t, mover, "mulligan".into(), 0, manawell::i18n::Lang::En)
        .await;
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
    let played = desk
        .play(t, who, moves[0].clone(), seen, manawell::i18n::Lang::En)
        .await
        .unwrap();
    assert_eq!(played.version, seen + 1);
    assert!(!played.account.is_empty());
    let next = played.to_move.unwrap();
    let next_moves = desk
        .turn(t, next, manawell::i18n::Lang::En)
        .await
        .unwrap()
        .moves;
    assert_eq!(
        desk.play(
            t,
            next,
            next_moves[0].clone(),
            seen,
            manawell::i18n::Lang::En
        )
        .await,
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
    assert_eq!(desk.log(t, 0).await.unwrap().len() as u64, played.version);

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
        desk.play(
            t,
            mover,
            "mulligan".into(),
            ended.version,
            manawell::i18n::Lang::En
        )
        .await,
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
