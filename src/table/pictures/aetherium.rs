//! Aetherium's pictures for every front end: the board, a move highlighted (played or
//! previewed), a game given up; each from the viewer's view, which holds the pouch only
//! as a count (a preview hides what a round's end would draw from it: the renderer's
//! part).

use crate::engines::aetherium::{Game, SeatView};
use crate::i18n::Lang;
use crate::render::{
    render_aetherium, render_aetherium_resigned, AetheriumPicture, Format, Resignation,
};
use crate::table::kinds::aetherium::Aetherium;
use crate::table::kinds::{Rules, Seat};

use super::KindPictures;

impl KindPictures for Game {
    fn board_png(
        &self,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        format: Format,
    ) -> Result<Vec<u8>, String> {
        render_aetherium(&still(&self.view(viewer), names, lang, format))
            .map_err(|e| super::not_drawn(&e, lang))
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
        let mv = Aetherium::parse_move(self, notation, lang)?;
        let (after, events) = self.apply(mv).map_err(|e| e.to_string())?;
        let view = after.view(viewer);
        render_aetherium(&AetheriumPicture {
            view: &view,
            names,
            last_events: &events,
            preview,
            format,
            lang,
        })
        .map_err(|e| super::not_drawn(&e, lang))
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
        let view = self.view(viewer);
        render_aetherium_resigned(
            &still(&view, names, lang, format),
            Resignation { seat, forfeit },
        )
        .map_err(|e| super::not_drawn(&e, lang))
    }
}

/// `view` with nothing highlighted.
fn still<'a>(
    view: &'a SeatView,
    names: &'a [String],
    lang: Lang,
    format: Format,
) -> AetheriumPicture<'a> {
    AetheriumPicture {
        view,
        names,
        last_events: &[],
        preview: false,
        format,
        lang,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::aetherium::{new_game, Options};

    fn names() -> Vec<String> {
        vec!["Ada".to_string(), "Bob".to_string()]
    }

    fn game() -> Game {
        new_game(Options::default(), 7).unwrap()
    }

    #[test]
    fn a_move_is_drawn_highlighted_and_a_bad_one_refused() {
        let game = game();
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let notation = crate::engines::aetherium::notation::format_move(&moves[0]);
        let (after, _) = game.apply(moves[0]).unwrap();
        let plain = after
            .board_png(None, &names(), Lang::En, Format::Phone)
            .unwrap();
        let played = game
            .move_png(&notation, None, &names(), Lang::En, false, Format::Phone)
            .unwrap();
        let preview = game
            .move_png(&notation, None, &names(), Lang::En, true, Format::Phone)
            .unwrap();
        assert_ne!(played, plain);
        assert_ne!(played, preview);
        assert!(game
            .move_png(
                "fire nowhere Z",
                None,
                &names(),
                Lang::En,
                false,
                Format::Phone
            )
            .is_err());
        // Fire on Fall at the start: no stone can go down.
        assert!(game
            .move_png(
                "fire fall A 1",
                None,
                &names(),
                Lang::En,
                false,
                Format::Phone
            )
            .is_err());
    }

    #[test]
    fn a_resignation_and_a_forfeit_are_told_apart() {
        let game = game();
        let plain = game
            .board_png(None, &names(), Lang::En, Format::Wide)
            .unwrap();
        let resigned = game
            .resigned_png(0, false, None, &names(), Lang::En, Format::Wide)
            .unwrap();
        let forfeit = game
            .resigned_png(0, true, None, &names(), Lang::En, Format::Wide)
            .unwrap();
        assert_ne!(resigned, plain);
        assert_ne!(resigned, forfeit);
    }
}
