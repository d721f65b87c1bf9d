//! `manawell selfplay magistrar`: random Magistrar games (or Grand Mage matches), each
//! position checked, with a summary like Rivality's.

use std::time::Instant;

use clap::Args;
use serde::Serialize;

use crate::engines::dice::Dice;
use crate::engines::magistrar::random::play_random;
use crate::engines::magistrar::{new_game, Mage, Options, Outcome};

#[derive(Args)]
pub struct SelfplayMagistrarArgs {
    /// Play Grand Mage matches (best of five games) instead of single games.
    #[arg(long)]
    pub grand_mage: bool,
    /// How many games (or matches).
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// The first game's seed; game i uses seed + i.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// One JSON object per game, then one for the summary.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub duel: super::duel::DuelArgs,
}

#[derive(Serialize)]
struct GameReport<'a> {
    game: u64,
    seed: u64,
    moves: usize,
    outcome: &'a Outcome,
}

/// Keeps the random moves' stream apart from the deal's, which uses the same seed.
const PLAY_STREAM: u64 = 0x3a61_57e4;

pub fn run(args: SelfplayMagistrarArgs) -> Result<(), String> {
    if let Some(levels) = &args.duel.duel {
        let options = Options {
            grand_mage: args.grand_mage,
            ..Options::default()
        };
        new_game(options, args.seed).map_err(|e| e.to_string())?;
        let deal = |seed| new_game(options, seed).expect("options checked above");
        return super::duel::run(
            deal,
            levels,
            args.games,
            args.seed,
            args.duel.budget_or(crate::ai::Budget::DEFAULT_ITERATIONS),
        );
    }
    let options = Options {
        grand_mage: args.grand_mage,
        ..Options::default()
    };
    let started = Instant::now();
    let (mut wins, mut draws, mut total_moves) = ([0u64; 2], 0u64, 0usize);
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        let mut game = new_game(options, seed).map_err(|e| e.to_string())?;
        let mut rng = Dice::new(seed ^ PLAY_STREAM);
        let mut moves = 0;
        while !game.is_over() {
            if play_random(&mut game, &mut rng, 1, &mut buffer, &mut events).is_empty() {
                return Err(format!(
                    "game {i} (seed {seed}): no legal move in a running game"
                ));
            }
            moves += 1;
            game.validate()
                .map_err(|e| format!("game {i} (seed {seed}), move {moves}: {e}"))?;
        }
        total_moves += moves;
        let outcome = game
            .outcome
            .as_ref()
            .ok_or_else(|| format!("game {i} (seed {seed}) ended without an outcome"))?;
        match outcome.winner {
            Some(m) => wins[m.index()] += 1,
            None => draws += 1,
        }
        if args.json {
            let report = GameReport {
                game: i,
                seed,
                moves,
                outcome,
            };
            println!(
                "{}",
                serde_json::to_string(&report).map_err(|e| e.to_string())?
            );
        } else {
            println!(
                "game {i} (seed {seed}, {moves} moves): {}",
                describe(outcome, args.grand_mage)
            );
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let rate = args.games as f64 / seconds.max(1e-9);
    if args.json {
        let summary = serde_json::json!({
            "games": args.games, "grand_mage": args.grand_mage, "seconds": seconds,
            "games_per_second": rate, "moves": total_moves,
            "wins": { "white": wins[0], "black": wins[1] }, "draws": draws,
        });
        println!("{summary}");
    } else {
        let what = if args.grand_mage { "matches" } else { "games" };
        println!(
            "{} {what} in {seconds:.3} s: {rate:.0} {what}/s; wins: white {}, black {}, draws {draws}",
            args.games, wins[0], wins[1]
        );
    }
    Ok(())
}

fn describe(outcome: &Outcome, grand_mage: bool) -> String {
    let verdict = match outcome.winner {
        Some(m) => format!("{m} wins"),
        None => "a draw".to_string(),
    };
    if grand_mage {
        format!(
            "games won white {}, black {} — {verdict}",
            outcome.wins[0], outcome.wins[1]
        )
    } else {
        let g = outcome.last_game;
        let side = |m: Mage| {
            format!(
                "{m} {} Honoris (level {}, {} markers)",
                g.honoris[m.index()],
                g.levels[m.index()],
                g.markers[m.index()]
            )
        };
        format!("{}, {} — {verdict}", side(Mage::White), side(Mage::Black))
    }
}
