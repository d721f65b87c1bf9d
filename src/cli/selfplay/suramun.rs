//! `manawell selfplay suramun`: random players challenge Suramun, one line per game and a
//! summary with the speed, to watch the solo engine at work and to spot rules that never
//! fire.

use std::time::Instant;

use clap::Args;
use serde::Serialize;

use crate::engines::dice::Dice;
use crate::engines::rivality::solo::{
    new_solo, play_random, score, solo_label, Challenge, Difficulty, SoloScore, SURAMUN,
};
use crate::engines::rivality::EndReason;

/// Arguments of `selfplay suramun`.
#[derive(Args, Debug, Clone)]
pub struct SelfplaySoloArgs {
    /// Scoring level: beginner, standard or master.
    #[arg(long, default_value = "standard")]
    pub difficulty: Difficulty,
    /// How many games.
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// The first game's seed; game i is dealt from seed + i.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Play this challenge code's deal and difficulty in every game (the random moves
    /// still differ from game to game).
    #[arg(long, conflicts_with = "daily")]
    pub challenge: Option<String>,
    /// Play the daily challenge of this date (YYYY-MM-DD) in every game.
    #[arg(long)]
    pub daily: Option<String>,
    /// One JSON object per game, then one for the summary.
    #[arg(long)]
    pub json: bool,
    /// The flags every game's self-play takes; the solo player has no AI levels, so a
    /// `--duel` is refused, saying so.
    #[command(flatten)]
    pub duel: super::duel::DuelArgs,
}

/// Keeps the random moves' stream apart from the deal's, which uses the same seed.
const PLAY_STREAM: u64 = 0x5011_0a5e;

/// One finished game.
#[derive(Debug, Serialize)]
pub struct GameReport {
    pub game: u64,
    pub seed: u64,
    /// The challenge code of the deal (none for seeds beyond what a code can carry).
    pub code: Option<String>,
    pub entered: String,
    pub turns: usize,
    pub reason: EndReason,
    pub score: SoloScore,
}

/// Wins, scores and endings over all the games.
#[derive(Debug, Default, Serialize)]
pub struct Summary {
    pub games: u64,
    pub wins: u64,
    pub mean_score: f64,
    pub mean_suramun: f64,
    pub mean_turns: f64,
    pub ended_your_supply: u64,
    pub ended_suramuns_supply: u64,
    pub ended_no_empty_tile: u64,
}

/// The deal of game `i`: the challenge's, or seed + i.
fn deal(args: &SelfplaySoloArgs, i: u64) -> Result<(u64, Difficulty), String> {
    let fixed = match (&args.challenge, &args.daily) {
        (Some(code), _) => Some(Challenge::parse(code)),
        (None, Some(date)) => Some(Challenge::daily(date)),
        (None, None) => None,
    };
    match fixed {
        Some(challenge) => challenge
            .map(|c| (c.seed, c.difficulty))
            .map_err(|e| e.to_string()),
        None => Ok((args.seed.wrapping_add(i), args.difficulty)),
    }
}

/// Plays game `i`.
pub fn play(args: &SelfplaySoloArgs, i: u64) -> Result<GameReport, String> {
    let (seed, difficulty) = deal(args, i)?;
    let mut game = new_solo(seed, difficulty);
    let mut dice = Dice::new(seed ^ PLAY_STREAM ^ i.rotate_left(32));
    let moves = play_random(&mut game, &mut dice)
        .map_err(|e| format!("game {i} (seed {seed}): a listed move was refused: {e}"))?;
    let reason = game
        .outcome
        .as_ref()
        .map(|o| o.reason)
        .ok_or_else(|| format!("game {i} (seed {seed}) ended without an outcome"))?;
    Ok(GameReport {
        game: i,
        seed,
        code: Challenge::new(seed, difficulty).ok().map(|c| c.code()),
        entered: moves
            .first()
            .map_or_else(|| "-".to_string(), |m| solo_label(m.cell())),
        turns: moves.len(),
        reason,
        score: score(&game),
    })
}

fn end_text(reason: EndReason) -> &'static str {
    match reason {
        EndReason::SupplyEmpty { side } if side == SURAMUN => "Suramun's supply is empty",
        EndReason::SupplyEmpty { .. } => "your supply is empty",
        EndReason::NoMoveLeft => "no empty tile for your wizard",
        EndReason::TilesExhausted => "tiles exhausted",
    }
}

/// The line printed for a game.
pub fn describe(r: &GameReport) -> String {
    format!(
        "game {} (seed {}, code {}, {}, {} turns from {}): you {} – Suramun {}, {} ({})",
        r.game,
        r.seed,
        r.code.as_deref().unwrap_or("-"),
        r.score.difficulty,
        r.turns,
        r.entered,
        r.score.player,
        r.score.suramun,
        if r.score.player_wins() {
            "you win"
        } else {
            "Suramun wins"
        },
        end_text(r.reason),
    )
}

impl Summary {
    fn add(&mut self, r: &GameReport) {
        self.games += 1;
        self.wins += u64::from(r.score.player_wins());
        self.mean_score += f64::from(r.score.player);
        self.mean_suramun += f64::from(r.score.suramun);
        self.mean_turns += r.turns as f64;
        match r.reason {
            EndReason::SupplyEmpty { side } if side == SURAMUN => self.ended_suramuns_supply += 1,
            EndReason::SupplyEmpty { .. } => self.ended_your_supply += 1,
            _ => self.ended_no_empty_tile += 1,
        }
    }

    fn finish(&mut self) {
        let n = self.games.max(1) as f64;
        self.mean_score /= n;
        self.mean_suramun /= n;
        self.mean_turns /= n;
    }
}

pub fn run(args: SelfplaySoloArgs) -> Result<(), String> {
    if args.duel.duel.is_some() {
        return Err(
            "--duel pits two AI levels against each other, but the solo game has one \
                    player and no AI levels for it: `selfplay suramun` plays random moves \
                    against Suramun"
                .to_string(),
        );
    }
    let started = Instant::now();
    let mut summary = Summary::default();
    for i in 0..args.games {
        let report = play(&args, i)?;
        summary.add(&report);
        super::common::emit(args.json, &report, || describe(&report))?;
    }
    summary.finish();
    let seconds = started.elapsed().as_secs_f64();
    let rate = args.games as f64 / seconds.max(1e-9);
    if args.json {
        let line = serde_json::json!({
            "summary": summary,
            "seconds": seconds,
            "games_per_second": rate,
        });
        println!("{line}");
    } else {
        println!(
            "{} games in {seconds:.3} s: {rate:.0} games/s; you won {} ({:.1}%); mean score you {:.1} – Suramun {:.1}; mean {:.1} turns; ended by your supply {}, Suramun's supply {}, no empty tile {}",
            summary.games,
            summary.wins,
            100.0 * summary.wins as f64 / summary.games.max(1) as f64,
            summary.mean_score,
            summary.mean_suramun,
            summary.mean_turns,
            summary.ended_your_supply,
            summary.ended_suramuns_supply,
            summary.ended_no_empty_tile,
        );
    }
    Ok(())
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
            json: false,
            duel: super::super::duel::DuelArgs {
                duel: None,
                budget: None,
            },
        }
    }

    #[test]
    fn each_game_is_dealt_from_seed_plus_i_and_plays_the_same_every_time() {
        let a = describe(&play(&args(), 2).unwrap());
        assert!(a.starts_with("game 2 (seed 42, code "), "{a}");
        assert!(a.contains("master"));
        assert_eq!(describe(&play(&args(), 2).unwrap()), a);
    }

    #[test]
    fn a_challenge_deals_every_game_the_same_battlefield() {
        let code = Challenge::new(1234, Difficulty::Beginner).unwrap().code();
        let with = SelfplaySoloArgs {
            challenge: Some(code.clone()),
            ..args()
        };
        for i in 0..3 {
            let r = play(&with, i).unwrap();
            assert_eq!((r.seed, r.code.as_deref()), (1234, Some(code.as_str())));
            assert_eq!(r.score.difficulty, Difficulty::Beginner);
        }
        let bad = play(
            &SelfplaySoloArgs {
                challenge: Some("nope".into()),
                ..args()
            },
            0,
        );
        assert_eq!(
            bad.unwrap_err(),
            "a challenge code has 8 letters and digits, not 4"
        );
    }
}
