//! The board pictures front ends show: the table service's [`BoardRenderer`] port, plus
//! [`Pictures::move_png`], a move drawn on the board (the last one highlighted, or a
//! candidate one as a preview), and [`Pictures::resigned_png`], the board when a seat gave
//! up. [`BoardPictures`] draws them phone first, for Discord (`crate::table::pictures`
//! draws them; the terminal mode uses [`crate::table::Renderer`], in the wide layout).

use crate::i18n::Lang;
use crate::render::Format;
use crate::table::pictures::{move_png, resigned_png, InLayout};
use crate::table::{AnyGame, BoardRenderer, Seat};

/// The board pictures a front end asks for: the service's port, plus a move shown on the
/// board (the last one highlighted, or a candidate one as a preview).
pub trait Pictures: BoardRenderer {
    /// `before` after `notation`, as `viewer` may see it, with the move highlighted
    /// (`preview`: marked as not played yet). `Ok(None)` when this kind of game has no
    /// such picture: the caller draws the plain board instead.
    fn move_png(
        &self,
        _before: &dyn AnyGame,
        _notation: &str,
        _viewer: Option<Seat>,
        _names: &[String],
        _lang: Lang,
        _preview: bool,
    ) -> Result<Option<Vec<u8>>, String> {
        Ok(None)
    }

    /// `game` as it stood when `seat` resigned (`forfeit`: ran out of time), the panel
    /// saying who. `Ok(None)` when this kind of game has no such picture.
    fn resigned_png(
        &self,
        _game: &dyn AnyGame,
        _seat: Seat,
        _forfeit: bool,
        _viewer: Option<Seat>,
        _names: &[String],
        _lang: Lang,
    ) -> Result<Option<Vec<u8>>, String> {
        Ok(None)
    }
}

/// Draws the board of any game the tables hold, in the phone layout ([`Format::Phone`]):
/// most Discord players read on a phone.
#[derive(Clone, Copy, Debug, Default)]
pub struct BoardPictures;

/// Discord's pictures are drawn for phones.
impl InLayout for BoardPictures {
    const FORMAT: Format = Format::Phone;
}

impl Pictures for BoardPictures {
    fn move_png(
        &self,
        before: &dyn AnyGame,
        notation: &str,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        preview: bool,
    ) -> Result<Option<Vec<u8>>, String> {
        move_png(before, notation, viewer, names, lang, preview, Self::FORMAT)
    }

    fn resigned_png(
        &self,
        game: &dyn AnyGame,
        seat: Seat,
        forfeit: bool,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
    ) -> Result<Option<Vec<u8>>, String> {
        resigned_png(game, seat, forfeit, viewer, names, lang, Self::FORMAT)
    }
}
