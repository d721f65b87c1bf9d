//! Hard: determinized Monte Carlo search.
//!
//! The moves at the root are the same in every determinization (they depend on the board
//! and the seat's own hand only), so the search is a bandit over them: each iteration deals
//! a fresh determinization of the hidden tiles, plays one candidate, and finishes the game
//! with the rollout policy (Medium's evaluation over a few sampled moves per turn). UCB1
//! spreads the budget; the most visited move wins.
//!
//! Two prunings keep the budget on moves that matter:
//! - Without Expert rules a tile's facing has no effect once its spells are cast, so moves
//!   that leave exactly the same golems everywhere are one move; the first is kept.
//! - Only the best `CANDIDATES` moves by Medium's evaluation are searched.

use std::collections::HashMap;

use rand::Rng;

use crate::engines::dice::Dice;
use crate::engines::rivality::{Cell, Game, Move, SeatView, Side, TileId};

use super::determinize::determinize;
use super::evaluate::{margin, positional, result_value, side_to_act};
use super::greedy::rollout_move;
use super::{AiError, Budget};

/// Moves searched at the root.
const CANDIDATES: usize = 10;
/// Moves the rollout policy weighs at each turn.
const ROLLOUT_SAMPLE: usize = 4;
/// UCB1 exploration constant, for rewards in [0, 1].
const EXPLORATION: f32 = 0.35;
/// Rewards are mostly the result; a little of the margin separates a safe win from a close one.
const MARGIN_WEIGHT: f32 = 0.1;
/// A safety bound on a rollout's length (a whole game is at most 24 tiles plus removals).
const MAX_PLIES: usize = 200;

/// What the search learnt about one root move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveStats {
    pub mv: Move,
    pub visits: u32,
    /// Sum of results: 1 a win, 1/n a win shared by n, 0 a loss.
    pub result_sum: f32,
    /// Sum of final score margins (own score minus the best other).
    pub margin_sum: f32,
    /// Medium's evaluation of the move, which ordered the candidates.
    pub prior: f32,
}

impl MoveStats {
    pub fn win_rate(&self) -> f32 {
        if self.visits == 0 {
            0.0
        } else {
            self.result_sum / self.visits as f32
        }
    }

    pub fn mean_margin(&self) -> f32 {
        if self.visits == 0 {
            0.0
        } else {
            self.margin_sum / self.visits as f32
        }
    }

    fn reward_mean(&self) -> f32 {
        let m = self.mean_margin();
        (1.0 - MARGIN_WEIGHT) * self.win_rate() + MARGIN_WEIGHT * squash(m)
    }
}

/// The chosen move and the statistics of every candidate, best first.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    pub best: Move,
    pub candidates: Vec<MoveStats>,
    pub iterations: u32,
}

/// A margin mapped into (0, 1).
fn squash(margin: f32) -> f32 {
    0.5 + 0.5 * (margin / 6.0).tanh()
}

/// What a move leaves on the battlefield; with Expert rules the facing stays part of it
/// because it decides where delayed spells wait.
type Footprint = (Vec<(Cell, TileId, [u8; 3], u8)>, [u8; 3], bool);

fn footprint(game: &Game) -> Footprint {
    let expert = game.options.expert;
    let tiles = game
        .field
        .tiles
        .iter()
        .map(|t| {
            let extra = if expert { t.facing as u8 * 8 + delayed_bits(t) } else { 0 };
            (t.cell, t.tile, t.golems, extra)
        })
        .collect();
    (tiles, game.supplies, game.pending.is_some() || game.is_over())
}

fn delayed_bits(tile: &crate::engines::rivality::PlacedTile) -> u8 {
    tile.delayed.iter().map(|e| 1u8 << e.index()).sum()
}

/// The distinct root moves, best first by Medium's evaluation, at most `CANDIDATES`.
fn candidates(root: &Game, moves: &[Move], side: Side) -> Vec<MoveStats> {
    let mut seen: HashMap<Footprint, ()> = HashMap::new();
    let mut out: Vec<MoveStats> = Vec::new();
    let mut events = Vec::new();
    for &mv in moves {
        let mut next = root.clone();
        events.clear();
        if next.apply_in_place(mv, &mut events).is_err() {
            continue;
        }
        // A mulligan's worth shows only over many deals: never prune it.
        if mv != Move::Mulligan && seen.insert(footprint(&next), ()).is_some() {
            continue;
        }
        out.push(MoveStats {
            mv,
            visits: 0,
            result_sum: 0.0,
            margin_sum: 0.0,
            prior: positional(&next, side),
        });
    }
    out.sort_by(|a, b| b.prior.total_cmp(&a.prior));
    let keep_mulligan = out.iter().position(|s| s.mv == Move::Mulligan);
    if let Some(i) = keep_mulligan.filter(|i| *i >= CANDIDATES) {
        out.swap(CANDIDATES - 1, i);
    }
    out.truncate(CANDIDATES);
    out
}

/// Plays `game` to its end with the rollout policy; returns (result, margin) for `side`.
fn rollout(game: &mut Game, side: Side, rng: &mut impl Rng) -> (f32, f32) {
    let mut moves = Vec::new();
    let mut events = Vec::new();
    for _ in 0..MAX_PLIES {
        let Some(actor) = side_to_act(game) else { break };
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = rollout_move(game, &moves, actor, ROLLOUT_SAMPLE, rng);
        events.clear();
        if game.apply_in_place(mv, &mut events).is_err() {
            break;
        }
    }
    match &game.outcome {
        Some(outcome) => (result_value(outcome, side), margin(&outcome.scores, side)),
        None => {
            let scores = game.scores_now().scores;
            let m = margin(&scores, side);
            (if m > 0.0 { 1.0 } else { 0.0 }, m)
        }
    }
}

/// The UCB1 pick: every candidate once, in prior order, then the best optimistic mean.
fn select(stats: &[MoveStats], total: u32) -> usize {
    if let Some(i) = stats.iter().position(|s| s.visits == 0) {
        return i;
    }
    let ln = (total.max(1) as f32).ln();
    let mut best = 0;
    let mut best_value = f32::MIN;
    for (i, s) in stats.iter().enumerate() {
        let value = s.reward_mean() + EXPLORATION * (ln / s.visits as f32).sqrt();
        if value > best_value {
            best = i;
            best_value = value;
        }
    }
    best
}

/// Searches the move for the seat of `view`. With a single candidate it answers at once.
pub fn search(view: &SeatView, seed: u64, budget: Budget) -> Result<SearchResult, AiError> {
    run(view, seed, budget, false)
}

/// As [`search`]; with `estimate_single` a lone candidate is still played out, so that its
/// statistics say how the game is likely to end (for hints).
pub(crate) fn run(
    view: &SeatView,
    seed: u64,
    budget: Budget,
    estimate_single: bool,
) -> Result<SearchResult, AiError> {
    let mut rng = Dice::new(seed ^ 0x4a72_d5ea_4c11);
    let root = determinize(view, &mut rng)?;
    let side = side_to_act(&root).ok_or(AiError::GameOver)?;
    let mut moves = Vec::new();
    root.legal_moves(&mut moves);
    let mut stats = candidates(&root, &moves, side);
    if stats.is_empty() {
        return Err(AiError::NoLegalMove);
    }
    let mut iterations = 0;
    let mut events = Vec::new();
    if stats.len() > 1 || estimate_single {
        while iterations < budget.iterations {
            if iterations % 16 == 0 && budget.deadline.is_some_and(|d| std::time::Instant::now() >= d) {
                break;
            }
            let i = select(&stats, iterations);
            let mut game = determinize(view, &mut rng)?;
            events.clear();
            if game.apply_in_place(stats[i].mv, &mut events).is_err() {
                // Cannot happen (root moves are the same in every deal); never retry it.
                stats[i].visits = u32::MAX / 2;
                continue;
            }
            let (result, m) = rollout(&mut game, side, &mut rng);
            stats[i].visits += 1;
            stats[i].result_sum += result;
            stats[i].margin_sum += m;
            iterations += 1;
        }
    }
    stats.sort_by(|a, b| {
        b.visits
            .cmp(&a.visits)
            .then(b.reward_mean().total_cmp(&a.reward_mean()))
            .then(b.prior.total_cmp(&a.prior))
    });
    Ok(SearchResult {
        best: stats[0].mv,
        candidates: stats,
        iterations,
    })
}
