//! The renderer (`src/render/`) behind the service's [`BoardRenderer`] port, and the
//! pictures every front end shares: the board, a move highlighted (or previewed), a game
//! given up. Each is drawn from what its viewer may see, in the layout the front end asks.
//! Each kind draws its own ([`KindPictures`], one file a game); [`kind_pictures`] finds
//! the kind behind a table's game.

mod aetherium;
pub mod magistrar;
mod rivality;
pub mod rivalry;
mod solo;

use std::any::Any;

use crate::engines::aetherium::Game as AetheriumGame;
use crate::engines::magistrar::Game as MagistrarGame;
use crate::engines::rivality::solo::SoloGame;
use crate::engines::rivality::Game as RivalityGame;
use crate::i18n::Lang;
use crate::render::Format;
use crate::table::kinds::{AnyGame, Seat};
use crate::table::show::LastAction;
use crate::table::BoardRenderer;

/// Draws every game's pictures in the wide layout (the terminal mode's picture files,
/// looked at on a computer).
#[derive(Clone, Copy, Debug, Default)]
pub struct Renderer;

impl InLayout for Renderer {
    const FORMAT: Format = Format::Wide;
}

/// A renderer that draws every picture in one layout: the service's port comes with it.
pub trait InLayout: Send + Sync {
    const FORMAT: Format;
}

impl<R: InLayout> BoardRenderer for R {
    fn board_png(
        &self,
        game: &dyn AnyGame,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
    ) -> Result<Vec<u8>, String> {
        board_png(game, viewer, names, lang, R::FORMAT)
    }

    fn last_png(
        &self,
        game: &dyn AnyGame,
        last: LastAction<'_>,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
    ) -> Result<Vec<u8>, String> {
        last_png(game, last, viewer, names, lang, R::FORMAT)
    }
}

/// Why a picture could not be drawn, in `lang` (a picture failing is a defect, but its
/// words may reach a player: the terminal says why it shows no picture).
pub fn not_drawn(error: &crate::render::RenderError, lang: Lang) -> String {
    use crate::render::RenderError;
    match error {
        RenderError::Size { width, height } => {
            crate::tr!(lang, "picture-error-size", width = *width, height = *height)
        }
        RenderError::Font => crate::tr!(lang, "picture-error-font"),
        RenderError::Encode(why) => crate::tr!(lang, "picture-error-encode", why = why.as_str()),
    }
}

/// One kind's pictures, drawn from its own state as `viewer` may see it.
trait KindPictures {
    /// The board, nothing highlighted.
    fn board_png(
        &self,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        format: Format,
    ) -> Result<Vec<u8>, String>;

    /// The board after `notation`, with the move highlighted (`preview`: marked as not
    /// played yet, and showing nothing the move would only turn up once played).
    fn move_png(
        &self,
        notation: &str,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        preview: bool,
        format: Format,
    ) -> Result<Vec<u8>, String>;

    /// The board as it stood when `seat` gave up (`forfeit`: ran out of time), the panel
    /// saying who.
    fn resigned_png(
        &self,
        seat: Seat,
        forfeit: bool,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        format: Format,
    ) -> Result<Vec<u8>, String>;
}

/// The pictures of the kind `game` holds; `None` for a kind with none yet.
fn kind_pictures(game: &dyn AnyGame) -> Option<&dyn KindPictures> {
    let kinds: [AsKind; 5] = [
        as_kind::<RivalityGame>,
        as_kind::<SoloGame>,
        as_kind::<MagistrarGame>,
        as_kind::<AetheriumGame>,
        as_kind::<crate::table::kinds::rivalry::State>,
    ];
    kinds.iter().find_map(|kind| kind(game.as_any()))
}

/// A kind's pictures when a table's state is of that kind.
type AsKind = fn(&dyn Any) -> Option<&dyn KindPictures>;

fn as_kind<G: KindPictures + 'static>(state: &dyn Any) -> Option<&dyn KindPictures> {
    state
        .downcast_ref::<G>()
        .map(|game| game as &dyn KindPictures)
}

/// `game` as `viewer` may see it, nothing highlighted.
pub fn board_png(
    game: &dyn AnyGame,
    viewer: Option<Seat>,
    names: &[String],
    lang: Lang,
    format: Format,
) -> Result<Vec<u8>, String> {
    kind_pictures(game)
        .ok_or_else(|| crate::tr!(lang, "picture-error-none"))?
        .board_png(viewer, names, lang, format)
}

/// `game` as `last` left it; the plain board when this kind of game has no such picture.
pub fn last_png(
    game: &dyn AnyGame,
    last: LastAction<'_>,
    viewer: Option<Seat>,
    names: &[String],
    lang: Lang,
    format: Format,
) -> Result<Vec<u8>, String> {
    let drawn = match last {
        LastAction::Move { before, notation } => {
            move_png(before, notation, viewer, names, lang, false, format)?
        }
        LastAction::GaveUp { seat, forfeit } => {
            resigned_png(game, seat, forfeit, viewer, names, lang, format)?
        }
    };
    match drawn {
        Some(png) => Ok(png),
        None => board_png(game, viewer, names, lang, format),
    }
}

/// `before` after `notation`, as `viewer` may see it, with the move highlighted
/// (`preview`: marked as not played yet). `Ok(None)` when this kind of game has no such
/// picture.
pub fn move_png(
    before: &dyn AnyGame,
    notation: &str,
    viewer: Option<Seat>,
    names: &[String],
    lang: Lang,
    preview: bool,
    format: Format,
) -> Result<Option<Vec<u8>>, String> {
    kind_pictures(before)
        .map(|kind| kind.move_png(notation, viewer, names, lang, preview, format))
        .transpose()
}

/// `game` as it stood when `seat` resigned (`forfeit`: ran out of time), the panel
/// saying who and who wins. `Ok(None)` when this kind of game has no such picture.
pub fn resigned_png(
    game: &dyn AnyGame,
    seat: Seat,
    forfeit: bool,
    viewer: Option<Seat>,
    names: &[String],
    lang: Lang,
    format: Format,
) -> Result<Option<Vec<u8>>, String> {
    kind_pictures(game)
        .map(|kind| kind.resigned_png(seat, forfeit, viewer, names, lang, format))
        .transpose()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::RenderError;

    #[test]
    fn a_picture_not_drawn_is_said_in_the_readers_language() {
        let errors = [
            RenderError::Size {
                width: 9000,
                height: 10,
            },
            RenderError::Font,
            RenderError::Encode("out of memory".into()),
        ];
        for error in &errors {
            // English is the renderer's own text, word for word.
            assert_eq!(not_drawn(error, Lang::En), error.to_string());
            for lang in [Lang::Fr, Lang::De] {
                assert_ne!(not_drawn(error, lang), error.to_string(), "{lang:?}");
            }
        }
        assert_eq!(
            not_drawn(&errors[0], Lang::Fr),
            "une image de 9000×10 pixels ne peut pas être dessinée"
        );
        assert_eq!(
            not_drawn(&errors[1], Lang::De),
            "die mitgelieferte Schrift konnte nicht gelesen werden"
        );
    }
}
