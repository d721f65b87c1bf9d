//! `manawell selfplay rivality`: random multiplayer games, one line per game and a summary
//! with the speed and the wins, checking the invariants after every move; or, with
//! `--duel` (one level per seat), a match between AI levels (`ai::arena`).

use std::time::Instant;

use clap::Args;
use serde::Serialize;

use crate::ai::{arena, Budget, Level};
use crate::engines::dice::Dice;
use crate::engines::rivality::random::play_random;
use crate::engines::rivality::{new_game, Game, Options, Outcome, Side, MAX_GOLEMS_PER_TILE};

#[derive(Args)]
pub struct RivalityArgs {
    /// 2, 3 or 4 players (4 = two teams).
    #[arg(long, default_value_t = 2)]
    pub players: u8,
    /// Play with the Expert rules.
    #[arg(long)]
    pub expert: bool,
    /// How many games.
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// The first game's seed; game i uses seed + i.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// One JSON object per game, then one for the summary.
    #[arg(long)]
    pub json: bool,
    /// A match between AI levels, one per seat, as every game's self-play takes it:
    /// `--duel hard,random` (and `--budget`, Hard's rollouts per decision).
    #[command(flatten)]
    pub duel: super::duel::DuelArgs,
    /// The same as `--duel`, as this command first spelled it (kept for old scripts).
    #[arg(long, value_delimiter = ',', hide = true)]
    pub seats: Vec<Level>,
    /// The same as `--budget` (kept for old scripts).
    #[arg(long, hide = true)]
    pub iterations: Option<u32>,
}

#[derive(Serialize)]
struct GameReport<'a> {
    game: u64,
    seed: u64,
    moves: usize,
    outcome: &'a Outcome,
}

impl RivalityArgs {
    /// The AI levels by seat, from `--duel` or the older `--seats`.
    fn levels(&self) -> Vec<Level> {
        self.duel.duel.clone().unwrap_or_else(|| self.seats.clone())
    }

    /// Hard's rollouts per decision, from `--budget` or the older `--iterations`.
    fn budget(&self) -> u32 {
        self.duel
            .budget
            .or(self.iterations)
            .unwrap_or(Budget::DEFAULT_ITERATIONS)
    }
}

pub(super) fn run(args: RivalityArgs) -> Result<(), String> {
    if !args.levels().is_empty() {
        return ai_match(&args);
    }
    let options = Options {
        players: args.players,
        expert: args.expert,
    };
    let started = Instant::now();
    let mut wins = [0u64; 3];
    let mut shared = 0u64;
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        let mut game = new_game(options, seed).map_err(|e| e.to_string())?;
        let start = game.clone();
        let mut rng = Dice::new(seed ^ PLAY_STREAM);
        let mut moves = 0;
        while !game.is_over() {
            let played = play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
            if played.is_empty() {
                return Err(format!(
                    "game {i} (seed {seed}): no legal move in a running game"
                ));
            }
            moves += 1;
            check(&game, &start).map_err(|e| format!("game {i} (seed {seed}): {e}"))?;
        }
        let outcome = game
            .outcome
            .as_ref()
            .ok_or_else(|| format!("game {i} (seed {seed}) ended without an outcome"))?;
        match outcome.winners.as_slice() {
            [one] => wins[one.index()] += 1,
            _ => shared += 1,
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
                describe(outcome)
            );
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let rate = args.games as f64 / seconds.max(1e-9);
    let sides: Vec<Side> = (0..crate::engines::rivality::sides::side_count(args.players) as u8)
        .map(Side)
        .collect();
    if args.json {
        let summary = serde_json::json!({
            "games": args.games,
            "seconds": seconds,
            "games_per_second": rate,
            "wins": sides.iter().map(|s| (s.name(), wins[s.index()])).collect::<std::collections::BTreeMap<_, _>>(),
            "shared": shared,
        });
        println!("{summary}");
    } else {
        let wins: Vec<String> = sides
            .iter()
            .map(|s| format!("{s} {}", wins[s.index()]))
            .collect();
        println!(
            "{} games in {seconds:.3} s: {rate:.0} games/s; wins: {}, shared {shared}",
            args.games,
            wins.join(", ")
        );
    }
    Ok(())
}

/// `--duel`: a match between AI levels, one per seat (`ai::arena`).
fn ai_match(args: &RivalityArgs) -> Result<(), String> {
    let games = u32::try_from(args.games).map_err(|_| "too many games".to_string())?;
    let started = Instant::now();
    let budget = Budget::iterations(args.budget());
    let report = arena::play_match_with(
        args.players,
        args.expert,
        &args.levels(),
        games,
        args.seed,
        budget,
    )
    .map_err(|e| e.to_string())?;
    let seconds = started.elapsed().as_secs_f64();
    let per_second = report.decisions as f64 / seconds.max(1e-9);
    if args.json {
        let levels: Vec<serde_json::Value> = report
            .levels
            .iter()
            .map(|r| {
                let (low, high) = r.interval();
                serde_json::json!({
                    "level": r.level, "played": r.played, "wins": r.wins,
                    "draws": r.draws, "losses": r.losses, "rate": r.rate(),
                    "interval95": [low, high],
                })
            })
            .collect();
        let summary = serde_json::json!({
            "games": report.games, "players": report.players, "expert": report.expert,
            "iterations": report.iterations, "levels": levels, "seconds": seconds,
            "decisions": report.decisions, "decisions_per_second": per_second,
        });
        println!("{summary}");
    } else {
        print!("{report}");
        println!(
            "{} decisions in {seconds:.1} s: {per_second:.0} decisions/s",
            report.decisions
        );
    }
    Ok(())
}

/// Keeps the random moves' stream apart from the deal's, which uses the same seed.
const PLAY_STREAM: u64 = 0x5e1f_91a7;

fn describe(outcome: &Outcome) -> String {
    let scores: Vec<String> = outcome
        .scores
        .iter()
        .enumerate()
        .map(|(s, vp)| format!("{} {vp}", Side(s as u8)))
        .collect();
    let winners: Vec<&str> = outcome.winners.iter().map(|s| s.name()).collect();
    let verdict = match winners.as_slice() {
        [one] => format!("{one} wins"),
        many => format!("{} share the win", many.join(" and ")),
    };
    format!("{} — {verdict}", scores.join(", "))
}

/// The invariants a self-play run checks after every move.
fn check(game: &Game, start: &Game) -> Result<(), String> {
    for side in game.sides() {
        if game.golems_in_play(side) != start.golems_in_play(side) {
            return Err(format!("{side} golems are not conserved"));
        }
    }
    let settling = game.pending.as_ref().map(|p| p.cell);
    match game
        .field
        .tiles
        .iter()
        .find(|t| t.total_golems() > MAX_GOLEMS_PER_TILE && Some(t.cell) != settling)
    {
        Some(t) => Err(format!("more than five golems at {}", t.cell)),
        None => Ok(()),
    }
}
