//! Magistrar's pictures: the board, a move highlighted (or previewed), a game given up,
//! each from the view of the seat that looks (seat 0 is white, seat 1 black).

use crate::engines::magistrar::{Game, Mage, SeatView};
use crate::i18n::Lang;
use crate::render::{
    magistrar_preview_view, render_magistrar, Format, LastPlay, MagistrarPicture, Resignation,
};
use crate::table::kinds::magistrar::{mage_of, Magistrar};
use crate::table::kinds::{Rules, Seat};

use super::KindPictures;

fn mage(seat: Option<Seat>) -> Option<Mage> {
    seat.map(mage_of)
}

/// `game` as `viewer` may see it, nothing highlighted.
pub fn board_png(
    game: &Game,
    viewer: Option<Seat>,
    names: &[String],
    lang: Lang,
    format: Format,
) -> Result<Vec<u8>, String> {
    drawn(&game.view(mage(viewer)), names, lang, None, None, format)
}

/// `before` after `notation`, the move highlighted; a `preview` shows only what the move
/// itself does, never the tokens a duel it ends would draw next.
pub fn move_png(
    before: &Game,
    notation: &str,
    viewer: Option<Seat>,
    names: &[String],
    lang: Lang,
    preview: bool,
    format: Format,
) -> Result<Vec<u8>, String> {
    let mv = Magistrar::parse_move(before, notation, lang)?;
    let (after, events) = before.apply(mv).map_err(|e| e.to_string())?;
    let seen = before.view(mage(viewer));
    let view = if preview {
        magistrar_preview_view(&seen, &events)
    } else {
        after.view(mage(viewer))
    };
    let last = LastPlay::new(&seen, &events, preview);
    drawn(&view, names, lang, Some(last), None, format)
}

/// `game` as it stood when `seat` gave up (`forfeit`: ran out of time).
pub fn resigned_png(
    game: &Game,
    seat: Seat,
    forfeit: bool,
    viewer: Option<Seat>,
    names: &[String],
    lang: Lang,
    format: Format,
) -> Result<Vec<u8>, String> {
    let resigned = Resignation { seat, forfeit };
    drawn(
        &game.view(mage(viewer)),
        names,
        lang,
        None,
        Some(resigned),
        format,
    )
}

fn drawn(
    view: &SeatView,
    names: &[String],
    lang: Lang,
    last: Option<LastPlay<'_>>,
    resigned: Option<Resignation>,
    format: Format,
) -> Result<Vec<u8>, String> {
    render_magistrar(&MagistrarPicture {
        view,
        names,
        last,
        resigned,
        format,
        lang,
    })
    .map_err(|e| super::not_drawn(&e, lang))
}

/// What the table's pictures ask of Magistrar: the functions above.
impl KindPictures for Game {
    fn board_png(
        &self,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        format: Format,
    ) -> Result<Vec<u8>, String> {
        board_png(self, viewer, names, lang, format)
    }

    fn move_png(
        &self,
        notation: &str,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        preview: bool,
        format: Format,
    ) -> Result<Vec<u8>, String> {
        move_png(self, notation, viewer, names, lang, preview, format)
    }

    fn resigned_png(
        &self,
        seat: Seat,
        forfeit: bool,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        format: Format,
    ) -> Result<Vec<u8>, String> {
        resigned_png(self, seat, forfeit, viewer, names, lang, format)
    }
}
