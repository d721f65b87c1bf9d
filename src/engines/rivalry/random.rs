//! Uniformly random legal play: for self-play, benchmarks and property tests.

use rand::Rng;

use super::events::Event;
use super::moves::Move;
use super::state::Game;

/// Plays uniformly random listed moves until the game ends or `max_moves` were played;
/// returns the moves played. `buffer` is reused to avoid allocating a list per move.
pub fn play_random(
    game: &mut Game,
    rng: &mut impl Rng,
    max_moves: usize,
    buffer: &mut Vec<Move>,
    events: &mut Vec<Event>,
) -> Vec<Move> {
    let mut played = Vec::new();
    while let Some(side) = game.to_act() {
        if played.len() >= max_moves {
            break;
        }
        game.legal_moves(buffer);
        if buffer.is_empty() {
            break;
        }
        let mv = buffer.swap_remove(rng.random_range(0..buffer.len()));
        events.clear();
        if game.apply_in_place(side, &mv, events).is_err() {
            // A listed move is always legal; stop rather than loop if that ever broke.
            break;
        }
        played.push(mv);
    }
    played
}

/// One uniformly random listed move, if any.
pub fn random_move(game: &Game, rng: &mut impl Rng) -> Option<Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    if moves.is_empty() {
        return None;
    }
    let i = rng.random_range(0..moves.len());
    Some(moves.swap_remove(i))
}
