//! Magistrar's pictures: the board, a move highlighted (or previewed), a game given up,
//! each from the view of the seat that looks (seat 0 is white, seat 1 black).

use crate::engines::magistrar::notation::parse_move;
use crate::engines::magistrar::{Game, Mage};
use crate::render::{
    magistrar_preview_view, render_magistrar, Format, LastPlay, MagistrarPicture, Resignation,
};
use crate::table::kinds::magistrar::mage_of;
use crate::table::kinds::Seat;

fn mage(seat: Option<Seat>) -> Option<Mage> {
    seat.map(mage_of)
}

/// `game` as `viewer` may see it, nothing highlighted.
pub fn board_png(
    game: &Game,
    viewer: Option<Seat>,
    names: &[String],
    format: Format,
) -> Result<Vec<u8>, String> {
    let view = game.view(mage(viewer));
    render_magistrar(&MagistrarPicture {
        view: &view,
        names,
        last: None,
        resigned: None,
        format,
    })
    .map_err(|e| e.to_string())
}

/// `before` after `notation`, the move highlighted; a `preview` shows only what the move
/// itself does, never the tokens a duel it ends would draw next.
pub fn move_png(
    before: &Game,
    notation: &str,
    viewer: Option<Seat>,
    names: &[String],
    preview: bool,
    format: Format,
) -> Result<Vec<u8>, String> {
    let mv = parse_move(notation).map_err(|e| e.to_string())?;
    let (after, events) = before.apply(mv).map_err(|e| e.to_string())?;
    let seen = before.view(mage(viewer));
    let view = if preview {
        magistrar_preview_view(&seen, &events)
    } else {
        after.view(mage(viewer))
    };
    render_magistrar(&MagistrarPicture {
        view: &view,
        names,
        last: Some(LastPlay::new(&seen, &events, preview)),
        resigned: None,
        format,
    })
    .map_err(|e| e.to_string())
}

/// `game` as it stood when `seat` gave up (`forfeit`: ran out of time).
pub fn resigned_png(
    game: &Game,
    seat: Seat,
    forfeit: bool,
    viewer: Option<Seat>,
    names: &[String],
    format: Format,
) -> Result<Vec<u8>, String> {
    let view = game.view(mage(viewer));
    render_magistrar(&MagistrarPicture {
        view: &view,
        names,
        last: None,
        resigned: Some(Resignation { seat, forfeit }),
        format,
    })
    .map_err(|e| e.to_string())
}
