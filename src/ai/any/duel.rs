//! Two levels against each other over many games of a two-seat [`Playable`] game, seats
//! swapped from game to game on the same deal: strength measured, not guessed.

use super::{search::choose, Playable};
use crate::ai::{AiError, Budget, Level};

/// A game longer than this is a bug in the rules, not a long game.
const MAX_PLIES: usize = 100_000;

/// How the first level did against the second.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DuelReport {
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl DuelReport {
    /// (wins + draws / 2) / games.
    pub fn rate(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(self.games)
    }
}

/// `games` games of `levels[0]` against `levels[1]`: game `2k` deals `new_game(seed + k)`
/// with `levels[0]` in seat 0, game `2k + 1` the same deal with the seats swapped.
pub fn duel<G: Playable>(
    new_game: impl Fn(u64) -> G,
    levels: [Level; 2],
    games: u32,
    seed: u64,
    budget: Budget,
) -> Result<DuelReport, AiError> {
    let mut report = DuelReport::default();
    for g in 0..games {
        let deal = seed.wrapping_add(u64::from(g / 2));
        let first_seat = (g % 2) as u8;
        let mut game = new_game(deal);
        let mut plies = 0;
        while let Some(seat) = game.to_act() {
            let level = if seat == first_seat {
                levels[0]
            } else {
                levels[1]
            };
            let decision_seed = deal.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ plies as u64;
            let mv = choose::<G>(&game.view(seat), seat, level, decision_seed, budget)?;
            game.play(&mv)
                .map_err(|_| AiError::InconsistentView("the AI chose a move the game refused"))?;
            plies += 1;
            if plies > MAX_PLIES {
                return Err(AiError::InconsistentView("a game that does not end"));
            }
        }
        report.games += 1;
        match game.result(first_seat) {
            Some(r) if r > 0.5 => report.wins += 1,
            Some(r) if r < 0.5 => report.losses += 1,
            _ => report.draws += 1,
        }
    }
    Ok(report)
}
