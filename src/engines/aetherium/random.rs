//! Uniformly random legal play: for self-play, benchmarks and property tests.

use rand::Rng;

use super::events::Event;
use super::moves::Move;
use super::state::Game;

/// Plays uniformly random legal moves until the game ends or `max_moves` were played;
/// returns the moves played. `buffer` is reused to avoid allocating a move list per turn.
pub fn play_random(
    game: &mut Game,
    rng: &mut impl Rng,
    max_moves: usize,
    buffer: &mut Vec<Move>,
    events: &mut Vec<Event>,
) -> Vec<Move> {
    let mut played = Vec::new();
    while !game.is_over() && played.len() < max_moves {
        game.legal_moves(buffer);
        if buffer.is_empty() {
            break;
        }
        let mv = buffer[rng.random_range(0..buffer.len())];
        events.clear();
        if game.apply_in_place(mv, events).is_err() {
            // A listed move is always legal; stop rather than loop if that ever broke.
            break;
        }
        played.push(mv);
    }
    played
}
