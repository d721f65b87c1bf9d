//! Aetherium's pictures for every front end: the board, a move highlighted (played or
//! previewed), a game given up; each from the viewer's view, which holds the pouch only
//! as a count (a preview hides what a round's end would draw from it: the renderer's
//! part).

use crate::engines::aetherium::notation::parse_move;
pub use crate::engines::aetherium::Game;
use crate::render::{
    render_aetherium, render_aetherium_resigned, AetheriumPicture, Format, Resignation,
};
use crate::table::kinds::Seat;

/// `game` as `viewer` may see it, nothing highlighted.
pub fn board_png(
    game: &Game,
    viewer: Option<Seat>,
    names: &[String],
    format: Format,
) -> Result<Vec<u8>, String> {
    let view = game.view(viewer);
    render_aetherium(&AetheriumPicture {
        view: &view,
        names,
        last_events: &[],
        preview: false,
        format,
    })
    .map_err(|e| e.to_string())
}

/// `before` after the move `notation`, the move highlighted (`preview`: not played yet).
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
    let view = after.view(viewer);
    render_aetherium(&AetheriumPicture {
        view: &view,
        names,
        last_events: &events,
        preview,
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
    let view = game.view(viewer);
    let picture = AetheriumPicture {
        view: &view,
        names,
        last_events: &[],
        preview: false,
        format,
    };
    render_aetherium_resigned(&picture, Resignation { seat, forfeit }).map_err(|e| e.to_string())
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
        let plain = board_png(&after, None, &names(), Format::Phone).unwrap();
        let played = move_png(&game, &notation, None, &names(), false, Format::Phone).unwrap();
        let preview = move_png(&game, &notation, None, &names(), true, Format::Phone).unwrap();
        assert_ne!(played, plain);
        assert_ne!(played, preview);
        assert!(move_png(
            &game,
            "fire nowhere Z",
            None,
            &names(),
            false,
            Format::Phone
        )
        .is_err());
        // Fire on Fall at the start: no stone can go down.
        assert!(move_png(&game, "fire fall A 1", None, &names(), false, Format::Phone).is_err());
    }

    #[test]
    fn a_resignation_and_a_forfeit_are_told_apart() {
        let game = game();
        let plain = board_png(&game, None, &names(), Format::Wide).unwrap();
        let resigned = resigned_png(&game, 0, false, None, &names(), Format::Wide).unwrap();
        let forfeit = resigned_png(&game, 0, true, None, &names(), Format::Wide).unwrap();
        assert_ne!(resigned, plain);
        assert_ne!(resigned, forfeit);
    }
}
