//! The board's PNG next to the database, rewritten (atomically) after every change: a
//! move, the last move, a resignation, a resumed game; and a move previewed before it is
//! confirmed. Always the public picture: at a shared screen, no hand is drawn.

use std::io::Write;
use std::path::PathBuf;

use super::{say, Io, Pictures};
use crate::frontends::files::write_atomic;
use crate::table::{ImageRequest, TableId, TableService};

fn path(pictures: &Pictures, id: TableId) -> PathBuf {
    pictures.dir.join(format!("manawell-game-{}.png", id.0))
}

fn written(
    result: Result<Vec<u8>, String>,
    pictures: &Pictures,
    id: TableId,
    what: &str,
    out: &mut impl Write,
) -> Io {
    let path = path(pictures, id);
    match result.and_then(|png| write_atomic(&path, &png).map_err(|e| e.to_string())) {
        Ok(()) => say(out, &format!("{what}: {}", path.display())),
        // Not fatal: the text board is there.
        Err(e) => say(out, &format!("(no picture: {e})")),
    }
}

/// The board at `version`, as everyone may see it.
pub async fn board(
    svc: &TableService,
    id: TableId,
    version: i64,
    pictures: &Pictures,
    out: &mut impl Write,
) -> Io {
    let request = ImageRequest::Board {
        table: id,
        version,
        viewer: None,
    };
    let png = svc
        .picture(&request, &*pictures.renderer)
        .await
        .map_err(|e| e.to_string());
    written(png, pictures, id, "Board picture", out)
}

/// The board with `notation` drawn as not played yet (solo: up to the wizards' arrival,
/// nothing turned up). Nothing is written for a kind of game with no preview picture.
pub async fn preview(
    svc: &TableService,
    id: TableId,
    notation: &str,
    pictures: &Pictures,
    out: &mut impl Write,
) -> Io {
    let names = svc.names(id).await.map_err(|e| e.to_string())?;
    let (_, before) = svc.game(id).await.map_err(|e| e.to_string())?;
    match pictures.renderer.move_png(
        &*before,
        notation,
        None,
        &names,
        svc.lang_or_default(),
        true,
    ) {
        Ok(Some(png)) => written(Ok(png), pictures, id, "Preview picture", out),
        Ok(None) => Ok(()),
        Err(e) => say(out, &format!("(no preview picture: {e})")),
    }
}
