//! `manawell selfplay aetherium`: random games, one line per game and a summary with the
//! speed and how the games ended, checking the state after every move.

use std::time::Instant;

use clap::Args;
use serde::Serialize;

use crate::engines::aetherium::random::play_random;
use crate::engines::aetherium::{new_game, Game, Options, Outcome, WinReason, MAT};
use crate::engines::dice::Dice;

#[derive(Args, Debug, Clone)]
pub struct SelfplayAetheriumArgs {
    /// How many games.
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

/// Keeps the random moves' stream apart from the set-up's, which uses the same seed.
const PLAY_STREAM: u64 = 0xae7e_0e1d;

#[derive(Serialize)]
struct GameReport {
    game: u64,
    seed: u64,
    turns: usize,
    rounds: u8,
    outcome: Outcome,
}

#[derive(Default, Serialize)]
struct Summary {
    games: u64,
    wins: [u64; 2],
    by_elements: u64,
    by_aether: u64,
    by_rounds: u64,
    mean_turns: f64,
    seconds: f64,
    games_per_second: f64,
}

pub fn run(args: SelfplayAetheriumArgs) -> Result<(), String> {
    if let Some(levels) = &args.duel.duel {
        let deal = |seed| new_game(Options::default(), seed).expect("the default options");
        return super::duel::run(
            deal,
            levels,
            args.games,
            args.seed,
            args.duel.budget_or(crate::ai::Budget::DEFAULT_ITERATIONS),
        );
    }
    let started = Instant::now();
    let mut summary = Summary {
        games: args.games,
        ..Summary::default()
    };
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    let mut turns_total = 0usize;
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        let fail = |e: String| format!("game {i} (seed {seed}): {e}");
        let mut game = new_game(Options::default(), seed).map_err(|e| fail(e.to_string()))?;
        let mut rng = Dice::new(seed ^ PLAY_STREAM);
        let mut turns = 0;
        while !game.is_over() {
            let played = play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
            if played.is_empty() {
                return Err(fail("no legal move in a running game".into()));
            }
            turns += 1;
            check(&game, turns).map_err(fail)?;
        }
        let outcome = game
            .outcome
            .ok_or_else(|| fail("ended without an outcome".into()))?;
        summary.wins[outcome.winner as usize & 1] += 1;
        match outcome.reason {
            WinReason::Elements { .. } => summary.by_elements += 1,
            WinReason::Aether => summary.by_aether += 1,
            WinReason::Rounds => summary.by_rounds += 1,
        }
        turns_total += turns;
        let report = GameReport {
            game: i,
            seed,
            turns,
            rounds: game.round,
            outcome,
        };
        super::common::emit(args.json, &report, || {
            format!(
                "game {i} (seed {seed}, {turns} turns, round {}): {}",
                report.rounds,
                describe(outcome)
            )
        })?;
    }
    summary.seconds = started.elapsed().as_secs_f64();
    summary.games_per_second = args.games as f64 / summary.seconds.max(1e-9);
    summary.mean_turns = turns_total as f64 / args.games.max(1) as f64;
    super::common::emit(args.json, &summary, || {
        format!(
            "{} games in {:.3} s: {:.0} games/s; wins: player 1 {}, player 2 {}; by elements {}, by the Aether {}, after round {} {}; {:.1} turns a game",
            summary.games,
            summary.seconds,
            summary.games_per_second,
            summary.wins[0],
            summary.wins[1],
            summary.by_elements,
            summary.by_aether,
            MAT.rounds,
            summary.by_rounds,
            summary.mean_turns,
        )
    })?;
    Ok(())
}

fn describe(outcome: Outcome) -> String {
    let why = match outcome.reason {
        WinReason::Elements { element } => format!("all four {element} stones on top"),
        WinReason::Aether => "the Aether token on their last moon".into(),
        WinReason::Rounds => "the Aether token on their side after the last round".into(),
    };
    format!("player {} wins: {why}", outcome.winner + 1)
}

/// The invariants checked after every move: a state a game can reach (stones on their
/// columns, every token in one place…), within the rounds and turns a game has.
fn check(game: &Game, turns: usize) -> Result<(), String> {
    game.validate().map_err(|e| e.to_string())?;
    let most = MAT.rounds as usize * 10;
    if turns > most {
        return Err(format!("{turns} turns: a game has at most {most}"));
    }
    Ok(())
}
