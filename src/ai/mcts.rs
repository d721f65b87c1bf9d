//! Hard: determinized Monte Carlo search.
//!
//! The moves at the root are the same in every determinization (they depend on the board
//! and the seat's own hand only), so the search is a bandit over them: a playout deals a
//! fresh determinization of the hidden tiles, plays one candidate, lets every seat answer
//! with Medium's policy for a few plies, and scores the end (the result if the game ended,
//! else the positional evaluation). Sequential halving spreads the budget, with common
//! random numbers: every surviving candidate is played on the same deals.
//!
//! Two prunings keep the budget on moves that matter:
//! - Without Expert rules a tile's facing has no effect once its spells are cast, so moves
//!   that leave exactly the same golems everywhere are one move; the first is kept.
//! - Only the best `CANDIDATES` moves by Medium's evaluation are searched.

use std::collections::HashSet;

use rand::{Rng, RngCore};

use crate::engines::dice::Dice;
use crate::engines::rivality::{Cell, Game, Move, SeatView, Side, TileId};

use super::determinize::determinize;
use super::evaluate::{margin, positional, result_value, side_to_act};
use super::greedy::{copy_game, medium};
use super::{AiError, Budget};

/// Moves searched at the root.
const CANDIDATES: usize = 12;
/// Rewards are mostly the result; a little of the margin separates a safe win from a close one.
const MARGIN_WEIGHT: f32 = 0.3;
/// Plies a rollout plays (Medium's policy) before the evaluation judges the position.
/// Measured: 4 plies of the full Medium policy beat 200 plies of a 4-move sample of it by
/// far (95% against 60% versus Medium at the same time per decision); 2 plies are weaker.
const ROLLOUT_DEPTH: usize = 4;

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
            let extra = if expert {
                t.facing as u8 * 8 + delayed_bits(t)
            } else {
                0
            };
            (t.cell, t.tile, t.golems, extra)
        })
        .collect();
    (
        tiles,
        game.supplies,
        game.pending.is_some() || game.is_over(),
    )
}

fn delayed_bits(tile: &crate::engines::rivality::PlacedTile) -> u8 {
    tile.delayed.iter().map(|e| 1u8 << e.index()).sum()
}

/// The distinct root moves, best first by Medium's evaluation, at most `CANDIDATES`.
fn candidates(root: &Game, moves: &[Move], side: Side) -> Vec<MoveStats> {
    let mut seen: HashSet<Footprint> = HashSet::new();
    let mut out: Vec<MoveStats> = Vec::new();
    let mut events = Vec::new();
    let mut next = root.clone();
    for &mv in moves {
        copy_game(&mut next, root);
        events.clear();
        if next.apply_in_place(mv, &mut events).is_err() {
            continue;
        }
        // A mulligan's worth shows only over many deals: never prune it.
        if mv != Move::Mulligan && !seen.insert(footprint(&next)) {
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

/// Plays up to `depth` plies of Medium's policy from `game`; returns (result, margin) for
/// `side`: the real ones if the game ended, else a win likelihood and the margin that the
/// positional evaluation gives.
fn rollout(game: &mut Game, side: Side, depth: usize, rng: &mut impl Rng) -> (f32, f32) {
    let mut moves = Vec::new();
    let mut events = Vec::new();
    for _ in 0..depth {
        let Some(actor) = side_to_act(game) else {
            break;
        };
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = medium(game, &moves, actor, rng);
        events.clear();
        if game.apply_in_place(mv, &mut events).is_err() {
            break;
        }
    }
    match &game.outcome {
        Some(outcome) => (result_value(outcome, side), margin(&outcome.scores, side)),
        // Cut short: the positional margin stands in for the final one.
        None => {
            let m = positional(game, side);
            (squash(m * 1.5), m)
        }
    }
}

/// Rounds of sequential halving needed to narrow `n` candidates down to one.
fn rounds(n: usize) -> u32 {
    (usize::BITS - (n.max(2) - 1).leading_zeros()).max(1)
}

/// Sequential halving with common random numbers: in each round every surviving candidate
/// is played out on the same deals with the same rollout dice, so that the comparison
/// measures the moves rather than the luck of the draw; the worse half is then dropped.
/// Returns the rollouts played.
fn halve(
    view: &SeatView,
    side: Side,
    stats: &mut [MoveStats],
    budget: Budget,
    rng: &mut Dice,
) -> Result<u32, AiError> {
    let mut alive = stats.len();
    let per_round = budget.iterations / rounds(alive);
    let mut played = 0u32;
    let mut events = Vec::new();
    loop {
        let deals = (per_round / alive as u32).max(1);
        for _ in 0..deals {
            if played >= budget.iterations
                || budget
                    .deadline
                    .is_some_and(|d| std::time::Instant::now() >= d)
            {
                return Ok(played);
            }
            let deal_seed = rng.next_u64();
            for s in stats[..alive].iter_mut() {
                let mut dice = Dice::new(deal_seed);
                let mut game = determinize(view, &mut dice)?;
                events.clear();
                if game.apply_in_place(s.mv, &mut events).is_err() {
                    // Cannot happen: the root moves are the same in every deal.
                    continue;
                }
                let (result, m) = rollout(&mut game, side, ROLLOUT_DEPTH, &mut dice);
                s.visits += 1;
                s.result_sum += result;
                s.margin_sum += m;
                played += 1;
            }
        }
        if alive == 1 {
            return Ok(played);
        }
        stats[..alive].sort_by(|a, b| b.reward_mean().total_cmp(&a.reward_mean()));
        alive = alive.div_ceil(2);
        if alive == 1 {
            return Ok(played);
        }
    }
}

/// How the game ends after `mv`, over `playouts` deals each played to the very end with
/// Medium's policy for every seat: (share won, mean final VP margin). For hints, where a
/// real outcome reads better than the search's shortened playouts.
pub(crate) fn estimate(
    view: &SeatView,
    mv: Move,
    seed: u64,
    playouts: u32,
) -> Result<(f32, f32), AiError> {
    let mut rng = Dice::new(seed ^ 0x0e57_1a7e);
    let side = side_to_act(&determinize(view, &mut rng)?).ok_or(AiError::GameOver)?;
    let (mut won, mut margins) = (0.0, 0.0);
    let mut events = Vec::new();
    for _ in 0..playouts {
        let mut game = determinize(view, &mut rng)?;
        events.clear();
        game.apply_in_place(mv, &mut events)
            .map_err(|_| AiError::NoLegalMove)?;
        // A whole game is at most 24 tiles, a mulligan per seat and a few removal choices.
        let (result, m) = rollout(&mut game, side, 200, &mut rng);
        won += result;
        margins += m;
    }
    let n = playouts.max(1) as f32;
    Ok((won / n, margins / n))
}

/// Searches the move for the seat of `view`. With a single candidate it answers at once.
pub fn search(view: &SeatView, seed: u64, budget: Budget) -> Result<SearchResult, AiError> {
    let mut rng = Dice::new(seed ^ 0x4a72_d5ea_4c11);
    let root = determinize(view, &mut rng)?;
    let side = side_to_act(&root).ok_or(AiError::GameOver)?;
    let mut moves = Vec::new();
    root.legal_moves(&mut moves);
    let mut stats = candidates(&root, &moves, side);
    if stats.is_empty() {
        return Err(AiError::NoLegalMove);
    }
    let mut iterations = 0u32;
    if stats.len() > 1 {
        iterations = halve(view, side, &mut stats, budget, &mut rng)?;
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
