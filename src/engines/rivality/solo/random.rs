//! A player who picks legal moves at random: for self-play, benchmarks and property tests.

use rand::RngCore;

use super::super::events::Event;
use super::error::SoloError;
use super::moves::SoloMove;
use super::state::SoloGame;

/// Every turn fills the empty tile your wizard ends on, and no tile ever empties again (the
/// five-golem limit leaves five), so a game lasts at most one turn per tile.
pub const MAX_TURNS: usize = super::TILES;

/// Plays random legal moves until the game ends; returns the moves played. An error would
/// mean a listed move was refused: a bug, reported rather than hidden.
pub fn play_random(
    game: &mut SoloGame,
    rng: &mut impl RngCore,
) -> Result<Vec<SoloMove>, SoloError> {
    let mut moves = Vec::with_capacity(MAX_TURNS);
    let mut legal = Vec::with_capacity(32);
    let mut events: Vec<Event> = Vec::with_capacity(32);
    loop {
        game.legal_moves(&mut legal);
        if legal.is_empty() {
            return Ok(moves);
        }
        let pick = legal[(rng.next_u64() % legal.len() as u64) as usize];
        events.clear();
        game.apply_in_place(pick, &mut events)?;
        moves.push(pick);
    }
}
