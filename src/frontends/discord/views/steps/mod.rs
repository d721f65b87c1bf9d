//! The step-by-step turn panel of every game without a panel of its own (Magistrar,
//! Aetherium, …): a move is a sequence of decisions ([`crate::table::kinds::Rules::steps_of`]),
//! and the panel asks them one at a time, offering at each step only the answers of the
//! legal moves that agree with what was picked so far.
//!
//! Like Rivality's panel it keeps no state in memory: the answers picked so far travel in
//! the component's id as their indices among the answers offered at each step
//! ([`Picks`]); the id also names the table's version, so the indices always refer to
//! the same list of legal moves. A step with a single possible answer is taken by itself,
//! and Back skips over it.

use crate::frontends::discord::desk::MoveStep;

/// The answers picked so far (indices into each step's answers), and which page of a
/// long step's answers is shown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Picks {
    pub picked: Vec<usize>,
    pub page: usize,
}

/// The longest `Picks` written: the id's argument holds 40 characters.
const MAX_ENCODED: usize = 40;

impl Picks {
    /// `s0.2.11` (page 0) or `s0.2-1` (page 1); `s` alone before any answer.
    pub fn encode(&self) -> Option<String> {
        let list: Vec<String> = self.picked.iter().map(|i| i.to_string()).collect();
        let mut text = format!("s{}", list.join("."));
        if self.page > 0 {
            text.push_str(&format!("-{}", self.page));
        }
        (text.len() <= MAX_ENCODED).then_some(text)
    }

    pub fn decode(text: &str) -> Option<Picks> {
        let rest = text.strip_prefix('s')?;
        let (list, page) = match rest.split_once('-') {
            Some((list, page)) => (list, page.parse().ok()?),
            None => (rest, 0),
        };
        let picked = if list.is_empty() {
            Vec::new()
        } else {
            list.split('.')
                .map(|i| i.parse().ok())
                .collect::<Option<Vec<usize>>>()?
        };
        Some(Picks { picked, page })
    }

    /// These picks and one more answer, on its first page.
    pub fn and(&self, answer: usize) -> Picks {
        let mut picked = self.picked.clone();
        picked.push(answer);
        Picks { picked, page: 0 }
    }
}

/// One answer the panel offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub label: String,
}

/// A step answered: the question and the answer, for the summary above the panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answered {
    pub question: String,
    pub label: String,
    /// It was the only possible answer: Back goes past it.
    pub forced: bool,
}

/// Where a panel stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// A question with two answers or more, after `so_far`; `picks` includes the forced
    /// answers taken by themselves.
    Ask {
        so_far: Vec<Answered>,
        question: String,
        answers: Vec<Answer>,
        picks: Picks,
    },
    /// Every decision is made: the move, ready to preview and confirm.
    Ready {
        so_far: Vec<Answered>,
        notation: String,
        picks: Picks,
    },
    /// The picks match no legal move (a panel from another list of moves).
    Gone,
}

/// The distinct answers at step `depth` among `moves` (in the order they first appear),
/// with for each move the answer it gives.
fn answers_at<'a>(
    steps: &[&'a Vec<MoveStep>],
    depth: usize,
) -> (Vec<&'a MoveStep>, Vec<Option<usize>>) {
    let mut distinct: Vec<&MoveStep> = Vec::new();
    let mut of_move = Vec::with_capacity(steps.len());
    for move_steps in steps {
        of_move.push(move_steps.get(depth).map(|step| {
            match distinct.iter().position(|d| d.key == step.key) {
                Some(i) => i,
                None => {
                    distinct.push(step);
                    distinct.len() - 1
                }
            }
        }));
    }
    (distinct, of_move)
}

/// The panel after `picks`, over the legal `moves` and their `steps` (same order).
pub fn stage(moves: &[String], steps: &[Vec<MoveStep>], picks: &Picks) -> Stage {
    let mut alive: Vec<usize> = (0..moves.len().min(steps.len())).collect();
    let mut so_far = Vec::new();
    let mut taken = Vec::new();
    let mut depth = 0;
    loop {
        if alive.is_empty() {
            return Stage::Gone;
        }
        // A move with every step answered is the move (the first, should two agree).
        if let Some(&done) = alive.iter().find(|&&m| steps[m].len() == depth) {
            if depth >= picks.picked.len() {
                return Stage::Ready {
                    so_far,
                    notation: moves[done].clone(),
                    picks: Picks {
                        picked: taken,
                        page: 0,
                    },
                };
            }
            // More picks than this move has steps: only longer moves stay.
            alive.retain(|&m| steps[m].len() > depth);
            if alive.is_empty() {
                return Stage::Gone;
            }
        }
        let alive_steps: Vec<&Vec<MoveStep>> = alive.iter().map(|&m| &steps[m]).collect();
        let (distinct, of_move) = answers_at(&alive_steps, depth);
        let question = distinct[0].question.clone();
        let (answer, forced) = match picks.picked.get(depth) {
            Some(&i) if i < distinct.len() => (i, distinct.len() == 1),
            Some(_) => return Stage::Gone,
            None if distinct.len() == 1 => (0, true),
            None => {
                return Stage::Ask {
                    so_far,
                    question,
                    answers: distinct
                        .iter()
                        .map(|s| Answer {
                            label: s.label.clone(),
                        })
                        .collect(),
                    picks: Picks {
                        picked: taken,
                        page: picks.page,
                    },
                }
            }
        };
        so_far.push(Answered {
            question,
            label: distinct[answer].label.clone(),
            forced,
        });
        taken.push(answer);
        alive = alive
            .iter()
            .zip(of_move)
            .filter(|(_, a)| *a == Some(answer))
            .map(|(&m, _)| m)
            .collect();
        depth += 1;
    }
}

/// The picks Back leads to: the last answer that was a real choice, undone.
pub fn back(moves: &[String], steps: &[Vec<MoveStep>], picks: &Picks) -> Picks {
    let so_far = match stage(moves, steps, picks) {
        Stage::Ask { so_far, .. } | Stage::Ready { so_far, .. } => so_far,
        Stage::Gone => return Picks::default(),
    };
    let keep = so_far.iter().rposition(|a| !a.forced).unwrap_or(0);
    Picks {
        picked: picks.picked.iter().take(keep).copied().collect(),
        page: 0,
    }
}

/// The picks with the answer at step `at` changed to `answer`, the later answers kept
/// (matched by their key, not their place in the list) for as long as they are still
/// possible; the first that is not, and those after it, are asked again.
pub fn changed(
    moves: &[String],
    steps: &[Vec<MoveStep>],
    old: &Picks,
    at: usize,
    answer: usize,
) -> Picks {
    let Some(keys) = keys_of(moves, steps, old) else {
        return Picks::default();
    };
    let mut picks = Picks {
        picked: old.picked.iter().take(at).copied().collect(),
        page: 0,
    }
    .and(answer);
    for key in keys.iter().skip(at + 1) {
        let Some(next) = answer_with_key(moves, steps, &picks, key) else {
            break;
        };
        picks = picks.and(next);
    }
    picks
}

/// The keys of the answers `picks` made, step by step.
fn keys_of(moves: &[String], steps: &[Vec<MoveStep>], picks: &Picks) -> Option<Vec<String>> {
    let mut alive: Vec<usize> = (0..moves.len().min(steps.len())).collect();
    let mut keys = Vec::new();
    for (depth, &pick) in picks.picked.iter().enumerate() {
        alive.retain(|&m| steps[m].len() > depth);
        let alive_steps: Vec<&Vec<MoveStep>> = alive.iter().map(|&m| &steps[m]).collect();
        let (distinct, of_move) = answers_at(&alive_steps, depth);
        keys.push(distinct.get(pick)?.key.clone());
        alive = alive
            .iter()
            .zip(of_move)
            .filter(|(_, a)| *a == Some(pick))
            .map(|(&m, _)| m)
            .collect();
    }
    Some(keys)
}

/// The index of the answer with `key` at the step after `picks`, if it is offered there.
fn answer_with_key(
    moves: &[String],
    steps: &[Vec<MoveStep>],
    picks: &Picks,
    key: &str,
) -> Option<usize> {
    let depth = picks.picked.len();
    let keys = keys_of(moves, steps, picks)?;
    let alive: Vec<&Vec<MoveStep>> = (0..moves.len().min(steps.len()))
        .filter(|&m| {
            steps[m].len() > depth && keys.iter().enumerate().all(|(d, k)| &steps[m][d].key == k)
        })
        .map(|m| &steps[m])
        .collect();
    let (distinct, _) = answers_at(&alive, depth);
    distinct.iter().position(|s| s.key == key)
}

/// The picks that build `notation`, when it is among `moves`: `/<game> play` with a typed
/// move lands on its confirmation.
pub fn picks_of(moves: &[String], steps: &[Vec<MoveStep>], notation: &str) -> Option<Picks> {
    let target = moves.iter().position(|m| m == notation)?;
    let mut picks = Picks::default();
    for depth in 0..steps.get(target)?.len() {
        let alive: Vec<&Vec<MoveStep>> = (0..moves.len().min(steps.len()))
            .filter(|&m| {
                steps[m].len() > depth
                    && (0..depth).all(|d| steps[m][d].key == steps[target][d].key)
            })
            .map(|m| &steps[m])
            .collect();
        let (distinct, _) = answers_at(&alive, depth);
        let key = &steps[target][depth].key;
        picks
            .picked
            .push(distinct.iter().position(|s| &s.key == key)?);
    }
    Some(picks)
}

#[cfg(test)]
mod tests;
