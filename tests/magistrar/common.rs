//! Scenes written in the notation, and moves played on them.

use manawell::engines::magistrar::notation::{parse_move, parse_position};
use manawell::engines::magistrar::{Event, Game, Move, MoveError};

/// A scene from its notation, unchecked (tests may write part of a game).
pub fn scene(text: &str) -> Game {
    parse_position(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

pub fn mv(text: &str) -> Move {
    parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays the moves (notation, separated by spaces); all the events.
pub fn play(game: &mut Game, moves: &str) -> Vec<Event> {
    let mut events = Vec::new();
    for text in moves.split_whitespace() {
        let before = events.len();
        game.apply_in_place(mv(text), &mut events)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(events.len() > before, "{text} says what happened");
    }
    events
}

/// The error for `text`, checking that the game did not change.
pub fn refused(game: &Game, text: &str) -> MoveError {
    let mut copy = game.clone();
    let err = copy
        .apply_in_place(mv(text), &mut Vec::new())
        .expect_err(text);
    assert_eq!(&copy, game, "a refused move changes nothing");
    err
}

/// The legal moves as notation.
pub fn listed(game: &Game) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
        .iter()
        .map(manawell::engines::magistrar::notation::format_move)
        .collect()
}

/// Random legal moves until `done` holds (or the game ends); every event on the way.
pub fn play_until(
    game: &mut Game,
    rng: &mut manawell::engines::dice::Dice,
    done: impl Fn(&Game) -> bool,
) -> Vec<Event> {
    use rand::Rng;
    let mut events = Vec::new();
    let mut moves = Vec::new();
    while !done(game) && !game.is_over() {
        game.legal_moves(&mut moves);
        let m = moves[rng.random_range(0..moves.len())];
        game.apply_in_place(m, &mut events)
            .expect("a listed move applies");
    }
    events
}
