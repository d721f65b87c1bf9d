//! Uniformly random legal play, for any engine that lists its moves: self-play,
//! benchmarks and property tests. (Rivality draws its random moves without listing them
//! all, for speed: `rivality::random`.)

use rand::Rng;

/// What random play needs of a game.
pub trait RandomPlay {
    type Move: Clone;
    type Event;
    fn is_over(&self) -> bool;
    /// Every legal move now, into `into` (cleared first).
    fn list_moves(&self, into: &mut Vec<Self::Move>);
    /// Plays `mv` for whoever must act; `false` if it was refused (nothing changed).
    fn play(&mut self, mv: &Self::Move, events: &mut Vec<Self::Event>) -> bool;
}

/// Plays uniformly random legal moves until the game ends or `max_moves` were played;
/// returns the moves played. `buffer` is reused to avoid allocating a move list per turn.
pub fn play_random<G: RandomPlay>(
    game: &mut G,
    rng: &mut impl Rng,
    max_moves: usize,
    buffer: &mut Vec<G::Move>,
    events: &mut Vec<G::Event>,
) -> Vec<G::Move> {
    let mut played = Vec::new();
    while !game.is_over() && played.len() < max_moves {
        game.list_moves(buffer);
        if buffer.is_empty() {
            break;
        }
        let mv = buffer[rng.random_range(0..buffer.len())].clone();
        events.clear();
        if !game.play(&mv, events) {
            // A listed move is always legal; stop rather than loop if that ever broke.
            break;
        }
        played.push(mv);
    }
    played
}

/// One uniformly random legal move, if any.
pub fn random_move<G: RandomPlay>(game: &G, rng: &mut impl Rng) -> Option<G::Move> {
    let mut moves = Vec::new();
    game.list_moves(&mut moves);
    if moves.is_empty() {
        return None;
    }
    Some(moves.swap_remove(rng.random_range(0..moves.len())))
}
