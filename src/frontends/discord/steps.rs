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

use super::desk::MoveStep;

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
mod tests {
    use super::*;

    /// Moves of a made-up game: a pawn (`fire`, `water`), then a column (`A`, `B`), but
    /// water only goes to A; and `pass`, a move of one step.
    fn game() -> (Vec<String>, Vec<Vec<MoveStep>>) {
        let mv = |pawn: &str, column: Option<&str>| {
            let mut steps = vec![MoveStep::new("Which pawn?", pawn, pawn)];
            if let Some(c) = column {
                steps.push(MoveStep::new("Which column?", c, format!("column {c}")));
            }
            let notation = match column {
                Some(c) => format!("{pawn} {c}"),
                None => pawn.to_string(),
            };
            (notation, steps)
        };
        [
            mv("fire", Some("A")),
            mv("fire", Some("B")),
            mv("water", Some("A")),
            mv("pass", None),
        ]
        .into_iter()
        .unzip()
    }

    fn picks(picked: &[usize]) -> Picks {
        Picks {
            picked: picked.to_vec(),
            page: 0,
        }
    }

    #[test]
    fn the_first_step_offers_each_answer_once_in_order() {
        let (moves, steps) = game();
        let Stage::Ask {
            question, answers, ..
        } = stage(&moves, &steps, &Picks::default())
        else {
            panic!("a question first");
        };
        assert_eq!(question, "Which pawn?");
        let labels: Vec<&str> = answers.iter().map(|a| a.label.as_str()).collect();
        assert_eq!(labels, ["fire", "water", "pass"]);
    }

    #[test]
    fn a_step_with_one_answer_is_taken_by_itself_and_back_skips_it() {
        let (moves, steps) = game();
        let Stage::Ready {
            notation,
            so_far,
            picks: taken,
        } = stage(&moves, &steps, &picks(&[1]))
        else {
            panic!("water has one column only");
        };
        assert_eq!(notation, "water A");
        assert_eq!(taken, picks(&[1, 0]));
        assert!(so_far[1].forced);
        assert_eq!(back(&moves, &steps, &taken), Picks::default());
    }

    #[test]
    fn picks_narrow_to_one_move_and_a_short_move_is_ready_at_once() {
        let (moves, steps) = game();
        let ready = |p: &[usize]| match stage(&moves, &steps, &picks(p)) {
            Stage::Ready { notation, .. } => Some(notation),
            _ => None,
        };
        assert_eq!(ready(&[0, 1]).as_deref(), Some("fire B"));
        assert_eq!(ready(&[2]).as_deref(), Some("pass"));
        assert_eq!(ready(&[0]), None);
        assert_eq!(back(&moves, &steps, &picks(&[0, 1])), picks(&[0]));
    }

    #[test]
    fn picks_from_another_list_of_moves_are_gone_not_guessed() {
        let (moves, steps) = game();
        assert_eq!(stage(&moves, &steps, &picks(&[3])), Stage::Gone);
        assert_eq!(stage(&moves, &steps, &picks(&[0, 2])), Stage::Gone);
        assert_eq!(stage(&moves, &steps, &picks(&[2, 0])), Stage::Gone);
        assert_eq!(stage(&[], &[], &Picks::default()), Stage::Gone);
    }

    #[test]
    fn every_move_is_reached_by_its_own_picks() {
        let (moves, steps) = game();
        for notation in &moves {
            let p = picks_of(&moves, &steps, notation).expect("a listed move");
            match stage(&moves, &steps, &p) {
                Stage::Ready { notation: n, .. } => assert_eq!(&n, notation),
                other => panic!("{notation}: {other:?}"),
            }
        }
        assert_eq!(picks_of(&moves, &steps, "earth A"), None);
    }

    #[test]
    fn picks_round_trip_through_their_text_and_refuse_nonsense() {
        for p in [
            Picks::default(),
            picks(&[0, 12, 3]),
            Picks {
                picked: vec![4],
                page: 2,
            },
        ] {
            assert_eq!(Picks::decode(&p.encode().unwrap()), Some(p));
        }
        for bad in ["", "x0", "s0..1", "s-", "sa", "s0-x", "s0-1-2"] {
            assert_eq!(Picks::decode(bad), None, "{bad}");
        }
        assert_eq!(picks(&[100; 12]).encode(), None);
    }

    /// Every game with the step panel, played at random: each legal move is reached by its
    /// own picks (no move's steps are a prefix of another's, no two moves
    /// share all their answers), and the picks fit in a component's id.
    #[test]
    fn every_legal_move_of_every_stepwise_game_is_reached_by_picks_that_fit_an_id() {
        use crate::table::kinds::{new_game, Names};
        use rand::Rng;
        let names = Names(vec!["alice".into(), "bob".into()]);
        // (kind, options, seeds, plies): a Grand Mage match is long, its first game enough.
        for (kind, options, seeds, most) in [
            ("magistrar", r#"{"grand_mage":false}"#, 2, 200),
            ("magistrar", r#"{"grand_mage":true}"#, 1, 40),
            ("aetherium", r#"{}"#, 2, 200),
        ] {
            for seed in 0..seeds {
                let mut game = new_game(kind, options, seed).expect("a new game");
                let mut rng = crate::engines::dice::Dice::new(seed);
                let mut plies = 0;
                while game.to_act().is_some() && plies < most {
                    let choices = game.choices();
                    let moves: Vec<String> = choices.iter().map(|c| c.notation.clone()).collect();
                    let steps: Vec<Vec<MoveStep>> =
                        choices.iter().map(|c| c.steps.clone()).collect();
                    assert!(
                        steps.iter().all(|s| !s.is_empty()),
                        "{kind}: a move with no step"
                    );
                    // Forty moves spread over the list (they can be thousands).
                    for notation in moves.iter().step_by(moves.len() / 40 + 1) {
                        let picks = picks_of(&moves, &steps, notation)
                            .unwrap_or_else(|| panic!("{kind}: no picks for {notation}"));
                        match stage(&moves, &steps, &picks) {
                            Stage::Ready { notation: n, .. } => assert_eq!(&n, notation, "{kind}"),
                            other => panic!("{kind}: {notation} reads as {other:?}"),
                        }
                        assert!(
                            picks.encode().is_some(),
                            "{kind}: {notation}: too many steps"
                        );
                    }
                    let chosen = &moves[rng.random_range(0..moves.len())];
                    game.play_text(chosen, &names).expect("a listed move plays");
                    plies += 1;
                }
            }
        }
    }

    /// Three steps, the third's answers depending on the first: `a` then `x|y` then `1|2`,
    /// `b` then `x|y` then `2` only.
    fn three_steps() -> (Vec<String>, Vec<Vec<MoveStep>>) {
        let mut moves = Vec::new();
        let mut all = Vec::new();
        for (first, thirds) in [("a", &["1", "2"][..]), ("b", &["2"][..])] {
            for second in ["x", "y"] {
                for third in thirds {
                    moves.push(format!("{first}{second}{third}"));
                    all.push(vec![
                        MoveStep::new("First?", first, first),
                        MoveStep::new("Second?", second, second),
                        MoveStep::new("Third?", *third, *third),
                    ]);
                }
            }
        }
        (moves, all)
    }

    #[test]
    fn changing_an_answer_keeps_the_later_ones_that_are_still_possible() {
        let (moves, steps) = three_steps();
        // a, y, 2: "ay2".
        let old = picks(&[0, 1, 1]);
        let ready = |p: &Picks| match stage(&moves, &steps, p) {
            Stage::Ready { notation, .. } => notation,
            other => panic!("{other:?}"),
        };
        assert_eq!(ready(&old), "ay2");
        // The second answer changed to x: the third (2) is kept.
        assert_eq!(ready(&changed(&moves, &steps, &old, 1, 0)), "ax2");
        // The first changed to b: y is kept, and 2 (the only third for b) too.
        assert_eq!(ready(&changed(&moves, &steps, &old, 0, 1)), "by2");
        // a, y, 1 with the first changed to b: 1 is not possible for b, so it is asked
        // again (here it is forced: b has only 2).
        assert_eq!(
            ready(&changed(&moves, &steps, &picks(&[0, 1, 0]), 0, 1)),
            "by2"
        );
        // Picks from another list of moves change to nothing.
        assert_eq!(
            changed(&moves, &steps, &picks(&[5]), 0, 0),
            Picks::default()
        );
    }
}
