//! Matches between levels, to measure strength rather than guess it.
//!
//! Seats are rotated from game to game over the same deal: games `k*n .. k*n + n - 1` (n
//! players) play deal `k` with the seat assignment shifted by one each time, so every
//! level plays every seat of every deal (4 players: teams stay whole, since shifting by
//! one swaps the teams). A shared win (a tie nothing breaks) counts as a draw, and a draw
//! counts half a win in the rate; the draws are also reported apart.

use std::fmt;

use crate::engines::dice::Dice;
use crate::engines::rivality::{new_game, MoveError, Options, SetupError, Side};
use rand::RngCore;

use super::{choose_blocking, AiError, Budget, Level};

/// How one level did over a match.
#[derive(Clone, Debug, PartialEq)]
pub struct LevelReport {
    pub level: Level,
    /// Sides it played (one per game, two in a mirror match).
    pub played: u32,
    pub wins: u32,
    /// Shared wins.
    pub draws: u32,
    pub losses: u32,
}

impl LevelReport {
    /// (wins + draws / 2) / played.
    pub fn rate(&self) -> f64 {
        if self.played == 0 {
            return 0.0;
        }
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(self.played)
    }

    /// The 95% Wilson score interval of [`LevelReport::rate`].
    pub fn interval(&self) -> (f64, f64) {
        wilson(self.rate(), self.played)
    }
}

/// The 95% Wilson score interval for a proportion `p` observed over `n` trials.
pub fn wilson(p: f64, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.96f64;
    let n = f64::from(n);
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[derive(Clone, Debug, PartialEq)]
pub struct MatchReport {
    pub players: u8,
    pub expert: bool,
    pub games: u32,
    pub seats: Vec<Level>,
    /// Hard's iterations per decision.
    pub iterations: u32,
    pub levels: Vec<LevelReport>,
    /// Decisions taken by all the AIs, for a per-decision cost.
    pub decisions: u64,
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ArenaError {
    #[error("{players} players need {players} seat levels, not {given}")]
    SeatCount { players: u8, given: usize },
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("the AI failed: {0}")]
    Ai(#[from] AiError),
    #[error("the AI chose an illegal move: {0}")]
    Illegal(#[from] MoveError),
}

/// Plays `games` games with the default budget. See [`play_match_with`].
pub fn play_match(
    players: u8,
    expert: bool,
    seats: &[Level],
    games: u32,
    seed: u64,
) -> Result<MatchReport, ArenaError> {
    play_match_with(players, expert, seats, games, seed, Budget::default())
}

/// Plays `games` games, seat `i` taken by `seats[i]` rotated as the module says.
pub fn play_match_with(
    players: u8,
    expert: bool,
    seats: &[Level],
    games: u32,
    seed: u64,
    budget: Budget,
) -> Result<MatchReport, ArenaError> {
    if seats.len() != usize::from(players) {
        return Err(ArenaError::SeatCount {
            players,
            given: seats.len(),
        });
    }
    let mut levels: Vec<LevelReport> = Vec::new();
    for &level in seats {
        if !levels.iter().any(|r| r.level == level) {
            levels.push(LevelReport {
                level,
                played: 0,
                wins: 0,
                draws: 0,
                losses: 0,
            });
        }
    }
    let mut decisions = 0u64;
    let n = u32::from(players);
    for g in 0..games {
        let shift = (g % n) as usize;
        let assigned: Vec<Level> = (0..seats.len())
            .map(|s| seats[(s + shift) % seats.len()])
            .collect();
        let deal = seed.wrapping_add(u64::from(g / n));
        let (winners, count) = play_one(players, expert, &assigned, deal, g, budget)?;
        decisions += count;
        let sides: usize = if players == 3 { 3 } else { 2 };
        for side in (0..sides as u8).map(Side) {
            let mut side_levels: Vec<Level> = (0..players)
                .filter(|s| usize::from(*s) % sides == side.index())
                .map(|s| assigned[usize::from(s)])
                .collect();
            side_levels.dedup();
            for level in side_levels {
                let Some(report) = levels.iter_mut().find(|r| r.level == level) else {
                    continue;
                };
                report.played += 1;
                match (winners.contains(&side), winners.len()) {
                    (true, 1) => report.wins += 1,
                    (true, _) => report.draws += 1,
                    _ => report.losses += 1,
                }
            }
        }
    }
    Ok(MatchReport {
        players,
        expert,
        games,
        seats: seats.to_vec(),
        iterations: budget.iterations,
        levels,
        decisions,
    })
}

/// One game to its end; returns the winners and the number of decisions taken.
fn play_one(
    players: u8,
    expert: bool,
    assigned: &[Level],
    deal: u64,
    game_index: u32,
    budget: Budget,
) -> Result<(Vec<Side>, u64), ArenaError> {
    let mut game = new_game(Options { players, expert }, deal)?;
    let mut seeds = Dice::new(deal ^ (u64::from(game_index) << 32));
    let mut events = Vec::new();
    let mut decisions = 0;
    while let Some(seat) = game.to_act() {
        let view = game.view(Some(seat));
        let level = assigned[usize::from(seat)];
        let mv = choose_blocking(&view, level, seeds.next_u64(), budget)?;
        events.clear();
        game.apply_in_place(mv, &mut events)?;
        decisions += 1;
    }
    let winners = game.outcome.map(|o| o.winners).unwrap_or_default();
    Ok((winners, decisions))
}

impl fmt::Display for MatchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seats: Vec<&str> = self.seats.iter().map(|l| l.name()).collect();
        writeln!(
            f,
            "rivality, {} players{}, seats {}, {} games (seats rotated over each deal), hard budget {} rollouts",
            self.players,
            if self.expert { ", expert" } else { "" },
            seats.join(","),
            self.games,
            self.iterations,
        )?;
        writeln!(
            f,
            "score = (wins + draws/2) / games played; 95% Wilson interval"
        )?;
        for r in &self.levels {
            let (lo, hi) = r.interval();
            writeln!(
                f,
                "{:<7} {:>6.1}%  [{:5.1}%, {:5.1}%]  won {} drew {} lost {} of {}",
                r.level.name(),
                100.0 * r.rate(),
                100.0 * lo,
                100.0 * hi,
                r.wins,
                r.draws,
                r.losses,
                r.played,
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wilson_interval_brackets_the_rate_and_narrows_with_more_games() {
        let (lo, hi) = wilson(0.9, 20);
        assert!(lo < 0.9 && 0.9 < hi);
        let (lo2, hi2) = wilson(0.9, 400);
        assert!(hi2 - lo2 < hi - lo);
        assert!((lo2 - 0.867).abs() < 0.01, "{lo2}");
        assert_eq!(wilson(0.5, 0), (0.0, 1.0));
    }

    #[test]
    fn a_wrong_number_of_seats_is_refused() {
        let err = play_match(2, false, &[Level::Easy], 2, 0).unwrap_err();
        assert_eq!(
            err,
            ArenaError::SeatCount {
                players: 2,
                given: 1
            }
        );
    }

    #[test]
    fn random_against_itself_plays_whole_games_and_counts_every_side() {
        let r = play_match(3, true, &[Level::Random, Level::Easy, Level::Random], 6, 5).unwrap();
        let total: u32 = r.levels.iter().map(|l| l.played).sum();
        assert_eq!(total, 6 * 3, "one entry per side");
        for l in &r.levels {
            assert_eq!(l.wins + l.draws + l.losses, l.played);
        }
    }
}
