//! `manawell selfplay <game> --duel a,b`: two AI levels against each other through the
//! generic AI (`ai::any`), seats swapped on each deal; the first level's score.

use std::time::Instant;

use clap::Args;

use crate::ai::any::{duel, Playable};
use crate::ai::{Budget, Level};

/// The flags every game's self-play takes for a duel of AI levels.
#[derive(Args, Clone, Debug)]
pub struct DuelArgs {
    /// Instead of random games, two AI levels against each other, seats swapped on each
    /// deal: `hard,random`. Prints the first level's score.
    #[arg(long, value_delimiter = ',', num_args = 1)]
    pub duel: Option<Vec<Level>>,
    /// Rollouts per Hard decision (with `--duel`); the game's own default when absent.
    #[arg(long)]
    pub budget: Option<u32>,
}

impl DuelArgs {
    /// The rollouts per Hard decision: the flag's, else `default`.
    pub fn budget_or(&self, default: u32) -> u32 {
        self.budget.unwrap_or(default)
    }
}

/// `games` games of `levels[0]` against `levels[1]`, deals from `seed` on.
pub fn run<G: Playable>(
    deal: impl Fn(u64) -> G,
    levels: &[Level],
    games: u64,
    seed: u64,
    budget: u32,
) -> Result<(), String> {
    let [a, b] = levels else {
        return Err("--duel takes two levels, e.g. hard,random".to_string());
    };
    let started = Instant::now();
    let games = u32::try_from(games).map_err(|_| "too many games".to_string())?;
    let report =
        duel(deal, [*a, *b], games, seed, Budget::iterations(budget)).map_err(|e| e.to_string())?;
    println!(
        "{a} against {b}: {} games, {} wins, {} draws, {} losses: {:.1}% in {:.0} s",
        report.games,
        report.wins,
        report.draws,
        report.losses,
        100.0 * report.rate(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
