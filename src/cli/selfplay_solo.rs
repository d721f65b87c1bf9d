//! `manawell selfplay suramun`: random players challenge Suramun, one line per game and a
//! summary, to watch the solo engine at work and to spot rules that never fire.

use std::fmt::Write as _;

use clap::Args;

use crate::engines::dice::Dice;
use crate::engines::rivality::solo::{
    new_solo, play_random, score, solo_label, Challenge, Difficulty, SURAMUN,
};
use crate::engines::rivality::EndReason;

/// Arguments of `selfplay suramun`.
#[derive(Args, Debug, Clone)]
pub struct SelfplaySoloArgs {
    /// Scoring level: beginner, standard or master.
    #[arg(long, default_value = "standard")]
    pub difficulty: Difficulty,
    /// How many games to play.
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    /// The first deal's seed; game k is dealt from seed + k.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Play this challenge code's deal and difficulty in every game (the moves still
    /// differ from game to game).
    #[arg(long, conflicts_with_all = ["daily", "difficulty"])]
    pub challenge: Option<String>,
    /// Play the daily challenge of this date (YYYY-MM-DD) in every game.
    #[arg(long, conflicts_with = "difficulty")]
    pub daily: Option<String>,
}

/// Runs the games and prints the report.
pub fn run(args: SelfplaySoloArgs) -> Result<(), String> {
    print!("{}", report(&args)?);
    Ok(())
}

/// The deal of game `k`.
fn deal(args: &SelfplaySoloArgs, k: u64) -> Result<(u64, Difficulty), String> {
    if let Some(code) = &args.challenge {
        let c = Challenge::parse(code).map_err(|e| e.to_string())?;
        return Ok((c.seed, c.difficulty));
    }
    if let Some(date) = &args.daily {
        let c = Challenge::daily(date).map_err(|e| e.to_string())?;
        return Ok((c.seed, c.difficulty));
    }
    Ok((args.seed.wrapping_add(k), args.difficulty))
}

fn end_text(reason: EndReason) -> &'static str {
    match reason {
        EndReason::SupplyEmpty { side } if side == SURAMUN => "Suramun's supply is empty",
        EndReason::SupplyEmpty { .. } => "your supply is empty",
        EndReason::NoMoveLeft => "no empty tile for your wizard",
        EndReason::TilesExhausted => "tiles exhausted",
    }
}

/// The whole report, one line per game then the summary.
pub fn report(args: &SelfplaySoloArgs) -> Result<String, String> {
    if args.games == 0 {
        return Err("--games must be at least 1".to_string());
    }
    let mut out = String::new();
    let (mut wins, mut turns, mut yours, mut his) = (0u32, 0u64, 0i64, 0i64);
    let mut ends = [0u32; 3];
    for k in 0..u64::from(args.games) {
        let (seed, difficulty) = deal(args, k)?;
        let mut game = new_solo(seed, difficulty);
        // The player's own dice differ from the deal's and from game to game.
        let mut dice = Dice::new(!seed ^ k.rotate_left(32));
        let moves = play_random(&mut game, &mut dice).map_err(|e| format!("engine bug: {e}"))?;
        let s = score(&game);
        let reason = game
            .outcome
            .as_ref()
            .map_or(EndReason::NoMoveLeft, |o| o.reason);
        let code = Challenge::new(seed, difficulty).map_or_else(|_| "-".to_string(), |c| c.code());
        let first = moves
            .first()
            .map_or_else(|| "-".to_string(), |m| solo_label(m.cell()));
        let _ = writeln!(
            out,
            "game {:>3}  seed {seed}  code {code}  {difficulty}  entered {first}  turns {:>2}  you {:>2} – Suramun {:>2}  {:<4}  ({})",
            k + 1,
            moves.len(),
            s.player,
            s.suramun,
            if s.player_wins() { "won" } else { "lost" },
            end_text(reason),
        );
        wins += u32::from(s.player_wins());
        turns += moves.len() as u64;
        yours += i64::from(s.player);
        his += i64::from(s.suramun);
        ends[match reason {
            EndReason::SupplyEmpty { side } if side == SURAMUN => 1,
            EndReason::SupplyEmpty { .. } => 0,
            _ => 2,
        }] += 1;
    }
    let n = f64::from(args.games);
    let _ = writeln!(
        out,
        "{} games: you won {wins} ({:.1}%), lost {}; mean score you {:.1} – Suramun {:.1}; mean {:.1} turns; ended by your supply {}, Suramun's supply {}, no empty tile {}",
        args.games,
        100.0 * f64::from(wins) / n,
        args.games - wins,
        yours as f64 / n,
        his as f64 / n,
        turns as f64 / n,
        ends[0],
        ends[1],
        ends[2],
    );
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args() -> SelfplaySoloArgs {
        SelfplaySoloArgs {
            difficulty: Difficulty::Master,
            games: 5,
            seed: 40,
            challenge: None,
            daily: None,
        }
    }

    #[test]
    fn one_line_per_game_and_a_summary_the_same_every_time() {
        let text = report(&args()).unwrap();
        assert_eq!(text.lines().count(), 6);
        assert!(text
            .lines()
            .next()
            .unwrap()
            .starts_with("game   1  seed 40  code "));
        assert!(text
            .lines()
            .last()
            .unwrap()
            .starts_with("5 games: you won "));
        assert_eq!(report(&args()).unwrap(), text);
    }

    #[test]
    fn a_challenge_deals_every_game_the_same_battlefield() {
        let code = Challenge::new(1234, Difficulty::Beginner).unwrap().code();
        let text = report(&SelfplaySoloArgs {
            challenge: Some(code.clone()),
            ..args()
        })
        .unwrap();
        assert!(text
            .lines()
            .take(5)
            .all(|l| l.contains(&code) && l.contains("beginner")));
        let bad = report(&SelfplaySoloArgs {
            challenge: Some("nope".into()),
            ..args()
        });
        assert_eq!(
            bad,
            Err("a challenge code has 8 letters and digits, not 4".to_string())
        );
    }
}
