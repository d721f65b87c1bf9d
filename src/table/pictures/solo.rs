//! The solo mode's pictures, in the one layout the solo renderer draws: the board, a
//! turn highlighted (or previewed), a game given up. Nothing in them is hidden from the
//! one player but the face-down tiles, which the renderer keeps face down.

use crate::engines::rivality::solo::SoloGame;
use crate::i18n::Lang;
use crate::render::{render_solo, Format, Resignation, SoloPicture};
use crate::table::kinds::suramun::Suramun;
use crate::table::kinds::{Rules, Seat};

use super::KindPictures;

impl KindPictures for SoloGame {
    fn board_png(
        &self,
        _viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        format: Format,
    ) -> Result<Vec<u8>, String> {
        render_solo(&SoloPicture {
            game: self,
            names,
            last_events: &[],
            preview: false,
            resigned: None,
            format,
            lang,
        })
        .map_err(|e| super::not_drawn(&e, lang))
    }

    /// A solo turn highlighted: both wizards' moves, the spells and what they did. A
    /// preview stops at the wizards' arrival ([`SoloGame::preview`]): a played turn turns
    /// tiles face up, and what its spells do there tells what they hide, which the player
    /// learns only by confirming.
    fn move_png(
        &self,
        notation: &str,
        _viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        preview: bool,
        format: Format,
    ) -> Result<Vec<u8>, String> {
        let mv = Suramun::parse_move(self, notation, lang)?;
        let (after, events) = if preview {
            let p = self.preview(mv).map_err(|e| e.to_string())?;
            (p.state, p.events)
        } else {
            self.apply(mv).map_err(|e| e.to_string())?
        };
        let picture = SoloPicture {
            game: &after,
            names,
            last_events: &events,
            preview,
            resigned: None,
            format,
            lang,
        };
        render_solo(&picture).map_err(|e| super::not_drawn(&e, lang))
    }

    fn resigned_png(
        &self,
        seat: Seat,
        forfeit: bool,
        _viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        format: Format,
    ) -> Result<Vec<u8>, String> {
        let picture = SoloPicture {
            game: self,
            names,
            last_events: &[],
            preview: false,
            resigned: Some(Resignation { seat, forfeit }),
            format,
            lang,
        };
        render_solo(&picture).map_err(|e| super::not_drawn(&e, lang))
    }
}
