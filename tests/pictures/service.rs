//! The table service's picture (what `manawell local` writes): the last move highlighted,
//! and at the end the panel saying the game is over, as every front end shows it.

use manawell::table::{BoardRenderer, ImageRequest, LastAction, Renderer};

use super::support::{self, play, started, Db};

fn board(table: manawell::table::TableId, version: i64) -> ImageRequest {
    ImageRequest::Board {
        table,
        version,
        viewer: None,
    }
}

#[tokio::test]
async fn the_service_picture_shows_the_last_move_and_the_end_of_the_game() {
    let db = Db::new("pictures-last-move");
    let svc = db.service().await;
    let id = started(&svc, 2, 11, false).await;
    let names = svc.names(id).await.unwrap();
    assert_eq!(play(&svc, id, 1, 0).await, 1);
    let (version, after) = svc.game(id).await.unwrap();
    let before = svc.game_at(id, version - 1).await.unwrap();
    let notation = svc.log(id).await.unwrap()[0].notation.clone().unwrap();

    let drawn = svc.picture(&board(id, version), &Renderer).await.unwrap();
    let plain = Renderer
        .board_png(&*after, None, &names, manawell::i18n::Lang::En)
        .unwrap();
    assert_ne!(drawn, plain, "the last move is highlighted");
    let highlighted = Renderer
        .last_png(
            &*after,
            LastAction::Move {
                before: &*before,
                notation: &notation,
            },
            None,
            &names,
            manawell::i18n::Lang::En,
        )
        .unwrap();
    assert_eq!(drawn, highlighted);

    // Played to its end: the last picture is the final one, which differs from the
    // same position drawn as if play went on.
    play(&svc, id, 400, 3).await;
    let (last, end) = svc.game(id).await.unwrap();
    assert!(end.to_act().is_none(), "the game is over");
    let final_png = svc.picture(&board(id, last), &Renderer).await.unwrap();
    assert_ne!(
        final_png,
        Renderer
            .board_png(&*end, None, &names, manawell::i18n::Lang::En)
            .unwrap()
    );
    super::dump("service-final.png", &final_png);
}

#[tokio::test]
async fn the_service_picture_after_a_resignation_says_who_gave_up() {
    let db = Db::new("pictures-resigned");
    let svc = db.service().await;
    let id = started(&svc, 2, 12, false).await;
    let names = svc.names(id).await.unwrap();
    play(&svc, id, 3, 1).await;
    svc.resign(id, &support::user(1).id).await.unwrap();
    let (version, game) = svc.game(id).await.unwrap();
    let drawn = svc.picture(&board(id, version), &Renderer).await.unwrap();
    let resigned = Renderer
        .last_png(
            &*game,
            LastAction::GaveUp {
                seat: 1,
                forfeit: false,
            },
            None,
            &names,
            manawell::i18n::Lang::En,
        )
        .unwrap();
    assert_eq!(drawn, resigned);
    assert_ne!(
        drawn,
        Renderer
            .board_png(&*game, None, &names, manawell::i18n::Lang::En)
            .unwrap()
    );
}
