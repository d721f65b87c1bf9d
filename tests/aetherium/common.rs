//! Positions from the notation, moves by text, and what a test asks of them.

use manawell::engines::aetherium::notation::{format_move, parse_move, parse_position_checked};
use manawell::engines::aetherium::{Event, Game, Move, MoveError};

/// A position in the notation; it must be one a game can reach.
pub fn pos(text: &str) -> Game {
    parse_position_checked(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

pub fn mv(text: &str) -> Move {
    parse_move(text).unwrap_or_else(|e| panic!("`{text}`: {e}"))
}

/// Plays a legal move: it must be listed, and it must apply.
pub fn play(game: &Game, text: &str) -> (Game, Vec<Event>) {
    let m = mv(text);
    assert!(
        legal(game).contains(&text.to_string()),
        "`{text}` is not listed: {:?}",
        legal(game)
    );
    game.apply(m).unwrap_or_else(|e| panic!("`{text}`: {e}"))
}

/// Tries a move that must be refused, and checks that it is not listed either.
pub fn refused(game: &Game, text: &str) -> MoveError {
    assert!(
        !legal(game).contains(&text.to_string()),
        "`{text}` is listed"
    );
    game.apply(mv(text)).expect_err(text)
}

/// The legal moves, as text.
pub fn legal(game: &Game) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.iter().map(format_move).collect()
}

/// The Aether token's moves among `events`: (from, to).
pub fn aether_moves(events: &[Event]) -> Vec<(i8, i8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::AetherMoved { from, to, .. } => Some((*from, *to)),
            _ => None,
        })
        .collect()
}
