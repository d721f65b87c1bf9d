//! Solo games, challenges and the AI through the desk.

use std::sync::Arc;

use super::{desk, new_table, player};
use crate::support::Db;
use manawell::frontends::discord::desk::{Desk, NewSolo, NewTable, Refusal, Status};

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
        .play(
            view.table,
            1,
            turn.moves[0].clone(),
            turn.version,
            manawell::i18n::Lang::En,
        )
        .await
        .unwrap();
    assert_eq!(played.version, turn.version + 1);
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
            .play(
                t,
                1,
                turn.moves[0].clone(),
                turn.version,
                manawell::i18n::Lang::En,
            )
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
async fn a_solo_preview_shows_both_wizards_and_turns_no_tile_face_up() {
    use manawell::frontends::pictures::BoardPictures;
    let db = Db::new("desk-solo-preview");
    let desk = Desk::new(db.service().await, Arc::new(BoardPictures));
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
