//! Tiles are named one way per game (`A7` in Rivality, `#A7` in solo, where `A7`-like words
//! are cells), and a move typed with the other game's spelling is understood or refused
//! with the right spelling.

use manawell::engines::rivality::solo::{Difficulty, SoloGame, COLUMNS, ROWS};
use manawell::engines::rivality::{Cell, TileId};
use manawell::frontends::local::LocalOptions;
use manawell::table::TableId;

use super::{options, session};
use crate::support::Db;

#[tokio::test]
async fn a_rivality_tile_typed_the_solo_way_is_understood() {
    let db = Db::new("local-spelling-rivality");
    let (_, out) = session(&db, &options(true), "\n#A12 M12 north\ny\nquit\n").await;
    assert!(out.contains("You would play A12 M12 north"), "{out}");
    assert!(
        out.contains("Ann placed Fortress A12 at M12 facing north"),
        "{out}"
    );
}

#[tokio::test]
async fn a_solo_move_naming_a_tile_is_read_as_its_cell_or_refused_with_the_cells_spelling() {
    let db = Db::new("local-spelling-solo");
    let solo = LocalOptions {
        players: None,
        solo: Some(Difficulty::Standard),
        names: vec!["Ann".into()],
        ..options(true)
    };
    let (_, _) = session(&db, &solo, "quit\n").await;
    let svc = db.service().await;
    let (_, any) = svc.game(TableId(1)).await.unwrap();
    let game = any.as_any().downcast_ref::<SoloGame>().unwrap();
    let cells = (0..COLUMNS).flat_map(|x| (0..ROWS).map(move |y| Cell::new(x, y)));
    let face_up: Vec<TileId> = cells
        .filter_map(|c| game.tile(c).filter(|t| !t.face_down).map(|t| t.tile))
        .collect();
    let seen = face_up[0];
    let unseen = (1..=12)
        .map(|n| format!("B{n}").parse::<TileId>().unwrap())
        .find(|t| !face_up.contains(t))
        .unwrap();
    svc.store().close().await;

    let again = LocalOptions { new: false, ..solo };
    let script = format!("move #{seen}\nn\nmove #{unseen}\nquit\n");
    let (_, out) = session(&db, &again, &script).await;
    // The terminal wraps at 80 columns: read it unwrapped.
    let out = out.replace("\n    ", " ");
    // The tile seen is read as its cell: the rules answer about the move, not the word.
    assert!(!out.contains(&format!("`#{seen}`")), "{out}");
    assert!(
        out.contains(&format!(
            "no tile #{unseen} lies face up on the battlefield"
        )),
        "{out}"
    );
    assert!(out.contains("(tiles are written #A7, cells B3)"), "{out}");
}
