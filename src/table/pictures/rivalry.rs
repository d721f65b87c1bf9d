//! Rivalry's pictures for every front end, as functions (the lead's `KindPictures` impl
//! for the Rivalry kind hands on to them): the board, a turn's or a move's events
//! highlighted (played or previewed), a game given up, one side's secret set-up, and the
//! Isle while the set-ups are awaited. Each is drawn from the viewer's view, which holds
//! the deck only as a count; a preview whose outcome the dice decide shows the move as
//! intended over the board before it, so that it never tells a die or a card to come.
//!
//! Seats are sides: seat 0 the Republic, seat 1 the Kingdom (both see the same board).

use crate::engines::rivalry::notation::read_move;
use crate::engines::rivalry::{Event, Game, Move, Setup, Side};
use crate::i18n::Lang;
use crate::render::{
    render_rivalry, render_rivalry_resigned, render_rivalry_setup, render_rivalry_waiting, Format,
    Resignation, RivalryPicture, SetupPicture,
};
use crate::table::kinds::rivalry::refusals::refusal;
use crate::table::kinds::rivalry::unreadable::unreadable_move;
use crate::table::kinds::rivalry::{Move as TableMove, Rivalry, State};
use crate::table::kinds::{Names, Rules, Seat};

/// The side a seat plays.
pub fn side_of(seat: Seat) -> Side {
    if seat == 0 {
        Side::Republic
    } else {
        Side::Kingdom
    }
}

fn viewer_side(viewer: Option<Seat>) -> Option<Side> {
    viewer.map(side_of)
}

/// The board, nothing highlighted.
pub fn board_png(
    game: &Game,
    viewer: Option<Seat>,
    names: &[String],
    format: Format,
    lang: Lang,
) -> Result<Vec<u8>, String> {
    turn_png(game, &[], viewer, names, format, lang)
}

/// The board with `events` highlighted: those of the last move, or of the whole last
/// turn (its moves as arrows, its assaults with their dice, the card drawn).
pub fn turn_png(
    game: &Game,
    events: &[Event],
    viewer: Option<Seat>,
    names: &[String],
    format: Format,
    lang: Lang,
) -> Result<Vec<u8>, String> {
    let view = game.view(viewer_side(viewer));
    render_rivalry(&RivalryPicture {
        view: &view,
        names,
        last_events: events,
        planned: None,
        preview: false,
        format,
        lang,
    })
    .map_err(|e| super::not_drawn(&e, lang))
}

/// Whether the events hold a die or a card: what a preview must not show.
fn chancy(events: &[Event]) -> bool {
    events.iter().any(|e| {
        matches!(
            e,
            Event::Rolled { .. }
                | Event::CardDrawn { .. }
                | Event::Reshuffled
                | Event::Assault { .. }
                | Event::EscapeRoll { .. }
        )
    })
}

/// `game` after `notation` (played by the side whose turn it is), the move highlighted;
/// `preview`: marked as not played yet and, when dice or a card would decide it, drawn as
/// intended over the board before it.
pub fn move_png(
    game: &Game,
    notation: &str,
    viewer: Option<Seat>,
    names: &[String],
    preview: bool,
    format: Format,
    lang: Lang,
) -> Result<Vec<u8>, String> {
    let mv: Move = read_move(notation).map_err(|e| unreadable_move(&e, lang))?;
    let (after, events) = game
        .apply(game.turn, &mv)
        .map_err(|e| refusal(&e, game, lang))?;
    let side = viewer_side(viewer);
    if preview && chancy(&events) {
        let view = game.view(side);
        return render_rivalry(&RivalryPicture {
            view: &view,
            names,
            last_events: &[],
            planned: Some((&mv, notation)),
            preview: true,
            format,
            lang,
        })
        .map_err(|e| super::not_drawn(&e, lang));
    }
    let view = after.view(side);
    render_rivalry(&RivalryPicture {
        view: &view,
        names,
        last_events: &events,
        planned: None,
        preview,
        format,
        lang,
    })
    .map_err(|e| super::not_drawn(&e, lang))
}

/// The board as it stood when `seat` gave up (`forfeit`: ran out of time).
pub fn resigned_png(
    game: &Game,
    seat: Seat,
    forfeit: bool,
    viewer: Option<Seat>,
    names: &[String],
    format: Format,
    lang: Lang,
) -> Result<Vec<u8>, String> {
    let view = game.view(viewer_side(viewer));
    let picture = RivalryPicture {
        view: &view,
        names,
        last_events: &[],
        planned: None,
        preview: false,
        format,
        lang,
    };
    render_rivalry_resigned(&picture, Resignation { seat, forfeit })
        .map_err(|e| super::not_drawn(&e, lang))
}

/// `seat`'s own set-up, for its set-up panel: its half of the Isle only.
pub fn setup_png(
    seat: Seat,
    setup: &Setup,
    names: &[String],
    format: Format,
    lang: Lang,
) -> Result<Vec<u8>, String> {
    render_rivalry_setup(&SetupPicture {
        side: side_of(seat),
        setup,
        names,
        format,
        lang,
    })
    .map_err(|e| super::not_drawn(&e, lang))
}

/// The set-up phase's public picture: the empty Isle, and who has sent a set-up.
pub fn waiting_png(
    names: &[String],
    submitted: [bool; 2],
    format: Format,
    lang: Lang,
) -> Result<Vec<u8>, String> {
    render_rivalry_waiting(names, submitted, format, lang).map_err(|e| super::not_drawn(&e, lang))
}

/// A Rivalry table: the Isle while the set-ups are awaited (who has sent one, never what),
/// then the engine's game.
impl super::KindPictures for State {
    fn board_png(
        &self,
        viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        format: Format,
    ) -> Result<Vec<u8>, String> {
        match self {
            State::SetUp { setups, .. } => waiting_png(names, sent(setups), format, lang),
            State::Playing { game } => board_png(game, viewer, names, format, lang),
        }
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
        if let State::Playing { game } = self {
            return move_png(game, notation, viewer, names, preview, format, lang);
        }
        let mv = Rivalry::parse_move(self, notation, lang)?;
        match (&mv, preview) {
            // A set-up is shown to its own side only, before it is sent.
            (TableMove::SetUp { side, setup }, true) if viewer.map(side_of) == Some(*side) => {
                setup_png(viewer.unwrap_or_default(), setup, names, format, lang)
            }
            _ => {
                let mut after = self.clone();
                Rivalry::apply(&mut after, &mv, &Names(names.to_vec()), lang)?;
                super::KindPictures::board_png(&after, viewer, names, lang, format)
            }
        }
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
        match self {
            State::SetUp { setups, .. } => waiting_png(names, sent(setups), format, lang),
            State::Playing { game } => {
                resigned_png(game, seat, forfeit, viewer, names, format, lang)
            }
        }
    }
}

/// Which sides have sent their set-up.
fn sent(setups: &[Option<Setup>; 2]) -> [bool; 2] {
    [setups[0].is_some(), setups[1].is_some()]
}
