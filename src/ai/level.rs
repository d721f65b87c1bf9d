//! The AI's levels, their names, and what each one costs per decision.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// How hard the AI plays. Each level plays a recognisably different game:
/// - `Random`: any legal move, uniformly. A baseline for measurements, not an opponent.
/// - `Easy`: grabs the points it can see right now, and now and then plays at random.
/// - `Medium`: one ply with a positional evaluation (how safe each tile's control is).
/// - `Hard`: Monte Carlo search over sampled hands and stacks, with Medium's rollouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Random,
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not an AI level: random, easy, medium or hard")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(text: &str) -> Result<Level, UnknownLevel> {
        match text.trim().to_ascii_lowercase().as_str() {
            "random" | "r" => Ok(Level::Random),
            "easy" | "e" => Ok(Level::Easy),
            "medium" | "m" => Ok(Level::Medium),
            "hard" | "h" => Ok(Level::Hard),
            _ => Err(UnknownLevel(text.to_string())),
        }
    }
}

/// How much work a decision may do. The search counts iterations, never reads the clock,
/// so a decision is a pure function of (view, level, seed, budget) — unless the caller
/// passes a `deadline`, which trades that determinism for a bounded wait.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Hard: rollouts in all (spread over the candidate moves).
    pub iterations: u32,
    /// Stop early at this instant (checked between rollouts). `None`: deterministic.
    pub deadline: Option<std::time::Instant>,
}

impl Budget {
    /// Tuned so that a Hard decision stays well under a second on one core in release
    /// (see the report in `arena.rs` and `benches/ai.rs`).
    pub const DEFAULT_ITERATIONS: u32 = 1000;

    pub fn iterations(iterations: u32) -> Budget {
        Budget {
            iterations,
            deadline: None,
        }
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::iterations(Budget::DEFAULT_ITERATIONS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_names_round_trip_through_text_and_json() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
            let json = serde_json::to_string(&level).unwrap();
            assert_eq!(json, format!("\"{level}\""));
            assert_eq!(serde_json::from_str::<Level>(&json).unwrap(), level);
        }
        assert_eq!(" HARD ".parse::<Level>(), Ok(Level::Hard));
        assert!("grandmaster".parse::<Level>().is_err());
    }
}
