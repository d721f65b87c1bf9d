//! The four levels over [`Playable`].

use rand::seq::SliceRandom;
use rand::Rng;

use super::{worth, Playable};
use crate::ai::{AiError, Budget, Level};
use crate::engines::dice::Dice;

/// Easy plays any move this often (in a hundred).
const EASY_WHIMS: u32 = 25;
/// Samples Medium averages its judgement over.
const MEDIUM_SAMPLES: usize = 4;
/// Moves Hard searches (the best by Medium's judgement).
const CANDIDATES: usize = 12;
/// Moves judged at most: a game listing thousands of whole turns (Aetherium's tokens
/// before or after) has the judged ones drawn at random, so a decision stays bounded.
const JUDGED: usize = 256;

/// The move `level` plays for the seat of `view`, `seat`.
pub fn choose<G: Playable>(
    view: &G::View,
    seat: u8,
    level: Level,
    seed: u64,
    budget: Budget,
) -> Result<G::Move, AiError> {
    let mut dice = Dice::new(seed);
    let sample = G::determinize(view, &mut dice)
        .ok_or(AiError::InconsistentView("no state fits this view"))?;
    match sample.to_act() {
        None => return Err(AiError::GameOver),
        Some(s) if s != seat => return Err(AiError::NotToAct),
        Some(_) => {}
    }
    // The moves depend only on what the seat to act sees: any sample lists them.
    let mut moves = Vec::new();
    sample.legal_moves(&mut moves);
    if moves.is_empty() {
        return Err(AiError::NoLegalMove);
    }
    if moves.len() == 1 {
        return Ok(moves.swap_remove(0));
    }
    if level > Level::Random && moves.len() > JUDGED {
        moves.shuffle(&mut dice);
        moves.truncate(JUDGED);
    }
    let pick = match level {
        Level::Random => dice.random_range(0..moves.len()),
        Level::Easy if dice.random_ratio(EASY_WHIMS, 100) => dice.random_range(0..moves.len()),
        Level::Easy => best(&judge(&[sample], &moves, seat), &mut dice),
        Level::Medium => {
            let samples = samples::<G>(view, &mut dice, MEDIUM_SAMPLES);
            best(&judge(&samples, &moves, seat), &mut dice)
        }
        Level::Hard => {
            let samples = samples::<G>(view, &mut dice, MEDIUM_SAMPLES);
            let scores = judge(&samples, &moves, seat);
            search::<G>(view, seat, &moves, &scores, &mut dice, budget)
        }
    };
    Ok(moves.swap_remove(pick))
}

fn samples<G: Playable>(view: &G::View, dice: &mut Dice, n: usize) -> Vec<G> {
    (0..n).filter_map(|_| G::determinize(view, dice)).collect()
}

/// Each move's worth right after it is played, averaged over `samples`.
fn judge<G: Playable>(samples: &[G], moves: &[G::Move], seat: u8) -> Vec<f32> {
    moves
        .iter()
        .map(|mv| {
            let mut total = 0.0;
            let mut counted = 0.0;
            for sample in samples {
                let mut next = sample.clone();
                if next.play(mv).is_ok() {
                    total += worth(&next, seat);
                    counted += 1.0;
                }
            }
            if counted > 0.0 {
                total / counted
            } else {
                f32::MIN
            }
        })
        .collect()
}

/// The index of the best score, ties broken at random (so that equal moves vary).
fn best(scores: &[f32], dice: &mut Dice) -> usize {
    let top = scores.iter().copied().fold(f32::MIN, f32::max);
    let tied: Vec<usize> = (0..scores.len()).filter(|&i| scores[i] >= top).collect();
    tied[dice.random_range(0..tied.len())]
}

/// Sequential halving over the best candidates: each round plays every survivor on the
/// same fresh samples (common random numbers) and keeps the better half.
fn search<G: Playable>(
    view: &G::View,
    seat: u8,
    moves: &[G::Move],
    scores: &[f32],
    dice: &mut Dice,
    budget: Budget,
) -> usize {
    let mut order: Vec<usize> = (0..moves.len()).collect();
    order.sort_by(|&a, &b| scores[b].total_cmp(&scores[a]));
    order.truncate(CANDIDATES);
    let mut totals = vec![0.0f32; moves.len()];
    let mut counts = vec![0u32; moves.len()];
    let rounds = usize::BITS - order.len().leading_zeros();
    let per_round = budget.iterations.max(1) as usize / rounds.max(1) as usize;
    let mut buffer = Vec::new();
    while order.len() > 1 {
        let per_move = (per_round / order.len()).max(1);
        for _ in 0..per_move {
            if budget
                .deadline
                .is_some_and(|d| std::time::Instant::now() >= d)
            {
                break;
            }
            let Some(sample) = G::determinize(view, dice) else {
                break;
            };
            let rollout_seed: u64 = dice.random();
            for &i in &order {
                let mut game = sample.clone();
                if game.play(&moves[i]).is_err() {
                    continue;
                }
                let mut rollout = Dice::new(rollout_seed);
                totals[i] += roll_out(&mut game, seat, &mut rollout, &mut buffer);
                counts[i] += 1;
            }
        }
        let mean = |i: usize| {
            if counts[i] == 0 {
                f32::MIN
            } else {
                totals[i] / counts[i] as f32
            }
        };
        order.sort_by(|&a, &b| mean(b).total_cmp(&mean(a)));
        order.truncate(order.len().div_ceil(2));
        if budget
            .deadline
            .is_some_and(|d| std::time::Instant::now() >= d)
        {
            break;
        }
    }
    order[0]
}

/// Plays a few plies ([`Playable::rollout_pick`]), then judges the position for `seat`.
fn roll_out<G: Playable>(
    game: &mut G,
    seat: u8,
    dice: &mut Dice,
    buffer: &mut Vec<G::Move>,
) -> f32 {
    for _ in 0..game.rollout_plies() {
        if game.to_act().is_none() {
            break;
        }
        game.legal_moves(buffer);
        if buffer.is_empty() {
            break;
        }
        let mv = &buffer[game.rollout_pick(buffer, dice)];
        if game.play(mv).is_err() {
            break;
        }
    }
    worth(game, seat)
}
