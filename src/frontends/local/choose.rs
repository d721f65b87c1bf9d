//! `choose`: a move built step by step from the decisions a turn panel asks
//! ([`crate::table::Choice::steps`]), each step's answers numbered, so that a turn with
//! hundreds of moves (a Magistrar placement, an Aetherium turn with its tokens) is still a
//! few short questions. A step with one answer is taken without asking.

use std::io::Write;

use super::commands;
use super::grouped;
use super::turn::Session;
use super::Io;
use crate::table::{Choice, GameOptions, MoveStep, UserId};
use crate::tr;

/// The answers of step `depth` among `left`, each once, in list order.
pub fn answers<'a>(left: &[&'a Choice], depth: usize) -> Vec<&'a MoveStep> {
    let mut out: Vec<&MoveStep> = Vec::new();
    for c in left {
        if let Some(step) = c.steps.get(depth) {
            if out.iter().all(|s| s.key != step.key) {
                out.push(step);
            }
        }
    }
    out
}

/// What was typed at a step.
enum Typed {
    /// The answer numbered so.
    Picked(String),
    /// `back`: the step asked before.
    Back,
    /// The input ended, or a command: stop choosing (the command is read next).
    Stop,
}

impl<O: Write> Session<'_, O> {
    pub(super) async fn choose(&mut self, all: &[Choice], user: &UserId) -> Io {
        // Rivality's moves come whole: asked here tile, spot, facing and order.
        let grouped;
        let choices = if matches!(self.game, GameOptions::Rivality(_)) {
            grouped = grouped::rivality_steps(all, self.lang());
            &grouped[..]
        } else {
            all
        };
        // The key picked at each step, and whether it was asked (or the only answer).
        let mut picks: Vec<(String, bool)> = Vec::new();
        let left = loop {
            let left: Vec<&Choice> = choices
                .iter()
                .filter(|c| {
                    picks
                        .iter()
                        .enumerate()
                        .all(|(d, (key, _))| c.steps.get(d).is_some_and(|s| &s.key == key))
                })
                .collect();
            let offered = answers(&left, picks.len());
            let first = match offered.first() {
                Some(first) if left.len() > 1 => *first,
                _ => break left,
            };
            if offered.len() == 1 {
                let said = tr!(
                    self.lang(),
                    "local-only-choice",
                    question = first.question.as_str(),
                    label = first.label.as_str()
                );
                self.say(&said)?;
                picks.push((first.key.clone(), false));
                continue;
            }
            match self.ask(&offered, !picks.iter().any(|(_, asked)| *asked))? {
                Typed::Picked(key) => picks.push((key, true)),
                Typed::Back => {
                    // Back past the steps taken without asking, to the last one asked.
                    let asked = picks.iter().rposition(|(_, asked)| *asked).unwrap_or(0);
                    picks.truncate(asked);
                }
                Typed::Stop => return Ok(()),
            }
        };
        match left.first() {
            Some(choice) => {
                let notation = choice.notation.clone();
                self.propose(&notation, all, user).await
            }
            None => self.say(&tr!(self.lang(), "local-nothing-to-choose")),
        }
    }

    /// One step: its question and numbered answers, asked until a number on the list,
    /// `back` (not at the first step) or something else is typed.
    fn ask(&mut self, offered: &[&MoveStep], first_step: bool) -> Result<Typed, String> {
        self.say(&offered[0].question)?;
        for (i, s) in offered.iter().enumerate() {
            self.say(&format!("  {}. {}", i + 1, s.label))?;
        }
        let prompt = if first_step {
            tr!(self.lang(), "local-choice-prompt")
        } else {
            tr!(self.lang(), "local-choice-prompt-back")
        } + " ";
        loop {
            let Some(line) = self
                .lines
                .line(&prompt, &mut *self.out, self.options.lang)?
            else {
                return Ok(Typed::Stop);
            };
            let typed = line.trim();
            if typed.is_empty() {
                continue;
            }
            if typed.eq_ignore_ascii_case("back") {
                if first_step {
                    self.say(&tr!(self.lang(), "local-choice-first-step"))?;
                    continue;
                }
                return Ok(Typed::Back);
            }
            match typed.parse::<usize>() {
                Ok(n) => match n.checked_sub(1).and_then(|i| offered.get(i)) {
                    Some(s) => return Ok(Typed::Picked(s.key.clone())),
                    // A wrong number is a slip: asked again.
                    None => self.say(&tr!(
                        self.lang(),
                        "local-choice-no-number",
                        n = n.to_string(),
                        count = offered.len()
                    ))?,
                },
                Err(_) => {
                    // Anything else stops here and is read as a command.
                    self.pending = Some(line.clone());
                    self.say(&tr!(
                        self.lang(),
                        "local-stopped-choosing",
                        line = commands::excerpt(&line)
                    ))?;
                    return Ok(Typed::Stop);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(keys: &[&str]) -> Choice {
        Choice {
            notation: keys.join(" "),
            label: keys.join(" "),
            steps: keys
                .iter()
                .enumerate()
                .map(|(i, k)| MoveStep::new(format!("Step {i}?"), *k, k.to_uppercase()))
                .collect(),
        }
    }

    #[test]
    fn each_answer_is_offered_once_in_list_order() {
        let all = [
            choice(&["w", "m"]),
            choice(&["s", "m"]),
            choice(&["w", "s"]),
        ];
        let left: Vec<&Choice> = all.iter().collect();
        let keys: Vec<&str> = answers(&left, 0).iter().map(|s| s.key.as_str()).collect();
        assert_eq!(keys, ["w", "s"]);
        assert_eq!(answers(&left, 2).len(), 0);
    }
}
