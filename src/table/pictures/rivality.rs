//! Rivality's pictures: the board, a move highlighted (or previewed), a game given up,
//! each from the viewer's view (their own hand, only the sizes of the others).

use crate::engines::rivality::{Game, Move};
use crate::i18n::Lang;
use crate::render::{render_board, render_resigned, BoardPicture, Format, Resignation};
use crate::table::kinds::rivality::Rivality;
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
        let view = self.view(viewer);
        render_board(&BoardPicture {
            view: &view,
            names,
            last_events: &[],
            preview: false,
            format,
            lang,
        })
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
        let before = self;
        let mv = Rivality::parse_move(before, notation, lang)?;
        let (after, events) = before.apply(mv).map_err(|e| e.to_string())?;
        // Drawn from the viewer's view after the move; the events never name a hidden tile.
        let mut view = after.view(viewer);
        if preview {
            if let Some(seat) = viewer {
                // The draw that ends a turn is not the mover's to see before they confirm:
                // their hand as it is, less the tile placed (a mulligan: none yet).
                view.hand = match mv {
                    Move::Place { tile, .. } => {
                        let mut hand = before.hand(seat).to_vec();
                        if let Some(i) = hand.iter().position(|t| *t == tile) {
                            hand.remove(i);
                        }
                        hand
                    }
                    Move::Mulligan => Vec::new(),
                    Move::Remove { .. } => before.hand(seat).to_vec(),
                };
            }
        }
        let picture = BoardPicture {
            view: &view,
            names,
            last_events: &events,
            preview,
            format,
            lang,
        };
        render_board(&picture).map_err(|e| super::not_drawn(&e, lang))
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
        let picture = BoardPicture {
            view: &view,
            names,
            last_events: &[],
            preview: false,
            format,
            lang,
        };
        render_resigned(&picture, Resignation { seat, forfeit })
            .map_err(|e| super::not_drawn(&e, lang))
    }
}
