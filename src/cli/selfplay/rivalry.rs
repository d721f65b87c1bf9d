//! `manawell selfplay rivalry`: random games from the AI's set-ups, one line per game and a
//! summary with the speed and how the games ended, checking the state after every move;
//! or, with `--duel`, two AI levels against each other.

use std::time::Instant;

use clap::Args;
use serde::Serialize;

use crate::ai::games::rivalry::{choose_setup, ITERATIONS};
use crate::ai::Level;
use crate::engines::dice::Dice;
use crate::engines::rivalry::numbers::ROUND_LIMIT;
use crate::engines::rivalry::random::play_random;
use crate::engines::rivalry::{start, Ending, Game, Outcome, Side};

#[derive(Args, Debug, Clone)]
pub struct SelfplayRivalryArgs {
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

/// Keeps the random moves' stream apart from the set-ups' and the deck's.
const PLAY_STREAM: u64 = 0x7a1_1a7e;
/// Moves in a game beyond which something is wrong: forty rounds of long turns.
const MOST_MOVES: usize = ROUND_LIMIT as usize * 2 * 200;

/// The game of seed `seed`: both sides' Hard set-ups (varied by the seed), the deck
/// shuffled from it.
pub fn deal(seed: u64) -> Game {
    let republic = choose_setup(Side::Republic, Level::Hard, seed);
    let kingdom = choose_setup(Side::Kingdom, Level::Hard, seed.wrapping_add(1));
    start(&republic, &kingdom, seed)
        .expect("the AI's set-ups are sound")
        .0
}

#[derive(Serialize)]
struct GameReport {
    game: u64,
    seed: u64,
    moves: usize,
    round: u16,
    outcome: Outcome,
}

#[derive(Default, Serialize)]
struct Summary {
    games: u64,
    /// The Republic's wins, the Kingdom's, draws.
    wins: [u64; 2],
    draws: u64,
    leader_caught: u64,
    interim_capital_taken: u64,
    round_limit: u64,
    mean_moves: f64,
    seconds: f64,
    games_per_second: f64,
}

pub fn run(args: SelfplayRivalryArgs) -> Result<(), String> {
    if let Some(levels) = &args.duel.duel {
        let budget = args.duel.budget_or(ITERATIONS);
        return super::duel::run(deal, levels, args.games, args.seed, budget);
    }
    let started = Instant::now();
    let mut summary = Summary {
        games: args.games,
        ..Summary::default()
    };
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    let mut moves_total = 0usize;
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        let fail = |e: String| format!("game {i} (seed {seed}): {e}");
        let mut game = deal(seed);
        let mut rng = Dice::new(seed ^ PLAY_STREAM);
        let mut moves = 0;
        while !game.is_over() {
            let played = play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
            if played.is_empty() {
                return Err(fail("no legal move in a running game".into()));
            }
            moves += 1;
            game.validate().map_err(|e| fail(e.to_string()))?;
            if moves > MOST_MOVES {
                return Err(fail(format!("{moves} moves: a game has far fewer")));
            }
        }
        let outcome = game
            .outcome
            .ok_or_else(|| fail("ended without an outcome".into()))?;
        match outcome.winner {
            Some(side) => summary.wins[side.index()] += 1,
            None => summary.draws += 1,
        }
        match outcome.ending {
            Ending::LeaderCaught => summary.leader_caught += 1,
            Ending::InterimCapitalTaken => summary.interim_capital_taken += 1,
            Ending::RoundLimit => summary.round_limit += 1,
            Ending::Resigned => return Err(fail("a random game ended in a resignation".into())),
        }
        moves_total += moves;
        let report = GameReport {
            game: i,
            seed,
            moves,
            round: game.round,
            outcome,
        };
        super::common::emit(args.json, &report, || {
            format!(
                "game {i} (seed {seed}, {moves} moves, round {}): {}",
                report.round,
                describe(outcome)
            )
        })?;
    }
    summary.seconds = started.elapsed().as_secs_f64();
    summary.games_per_second = args.games as f64 / summary.seconds.max(1e-9);
    summary.mean_moves = moves_total as f64 / args.games.max(1) as f64;
    super::common::emit(args.json, &summary, || {
        format!(
            "{} games in {:.3} s: {:.0} games/s; wins: the Republic {}, the Kingdom {}, drawn {}; leader caught {}, interim capital taken {}, after round {ROUND_LIMIT} {}; {:.1} moves a game",
            summary.games,
            summary.seconds,
            summary.games_per_second,
            summary.wins[0],
            summary.wins[1],
            summary.draws,
            summary.leader_caught,
            summary.interim_capital_taken,
            summary.round_limit,
            summary.mean_moves,
        )
    })?;
    Ok(())
}

fn describe(outcome: Outcome) -> String {
    let why = match outcome.ending {
        Ending::LeaderCaught => "the enemy leader caught",
        Ending::InterimCapitalTaken => "the enemy's interim capital taken",
        Ending::RoundLimit => "ahead after the last round",
        Ending::Resigned => "the enemy resigned",
    };
    match outcome.winner {
        Some(side) => format!("{side} wins: {why}"),
        None => format!("drawn after round {ROUND_LIMIT}"),
    }
}
