//! The board's PNG next to the database, rewritten (atomically) after every change: a
//! move, the last move, a resignation, a resumed game; and a move previewed before it is
//! confirmed. Always the public picture: at a shared screen, no hand is drawn.

use std::io::Write;
use std::path::PathBuf;

use super::{say, Io, Pictures};
use crate::frontends::files::write_atomic;
use crate::i18n::Lang;
use crate::table::{ImageRequest, TableId, TableService};
use crate::tr;

fn path(pictures: &Pictures, id: TableId) -> PathBuf {
    pictures.dir.join(format!("manawell-game-{}.png", id.0))
}

/// Which picture was written.
#[derive(Clone, Copy)]
enum Written {
    Board,
    Preview,
}

fn written(
    result: Result<Vec<u8>, String>,
    pictures: &Pictures,
    id: TableId,
    (what, lang): (Written, Lang),
    out: &mut impl Write,
) -> Io {
    let path = path(pictures, id);
    match result.and_then(|png| write_atomic(&path, &png).map_err(|e| e.to_string())) {
        Ok(()) => {
            let path = path.display().to_string();
            let said = match what {
                Written::Board => tr!(lang, "local-board-picture", path = path),
                Written::Preview => tr!(lang, "local-preview-picture", path = path),
            };
            say(out, &said, lang)
        }
        // Not fatal: the text board is there.
        Err(e) => say(out, &tr!(lang, "local-no-picture", why = e), lang),
    }
}

/// The board at `version`, as everyone may see it.
pub async fn board(
    svc: &TableService,
    id: TableId,
    version: i64,
    (pictures, lang): (&Pictures, Lang),
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
    written(png, pictures, id, (Written::Board, lang), out)
}

/// The board with `notation` drawn as not played yet (solo: up to the wizards' arrival,
/// nothing turned up). Nothing is written for a kind of game with no preview picture.
pub async fn preview(
    svc: &TableService,
    id: TableId,
    notation: &str,
    (pictures, lang): (&Pictures, Lang),
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
        Ok(Some(png)) => written(Ok(png), pictures, id, (Written::Preview, lang), out),
        Ok(None) => Ok(()),
        Err(e) => say(
            out,
            &tr!(lang, "local-no-preview-picture", why = e.to_string()),
            lang,
        ),
    }
}
