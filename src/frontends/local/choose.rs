//! `choose`: a move built step by step from the decisions a turn panel asks
//! ([`crate::table::Choice::steps`]), each step's answers numbered, so that a turn with
//! hundreds of moves (a Magistrar placement, an Aetherium turn with its tokens) is still a
//! few short questions. A step with one answer is taken without asking.

use std::io::Write;

use super::commands;
use super::turn::Session;
use super::Io;
use crate::table::{Choice, MoveStep, UserId};
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

impl<O: Write> Session<'_, O> {
    pub(super) async fn choose(&mut self, choices: &[Choice], user: &UserId) -> Io {
        let mut left: Vec<&Choice> = choices.iter().collect();
        let mut depth = 0;
        while left.len() > 1 {
            let offered = answers(&left, depth);
            let Some(first) = offered.first() else {
                break;
            };
            let question = first.question.clone();
            let picked = if offered.len() == 1 {
                let said = tr!(
                    self.lang(),
                    "local-only-choice",
                    question = question.as_str(),
                    label = first.label.as_str()
                );
                self.say(&said)?;
                first.key.clone()
            } else {
                self.say(&question)?;
                for (i, s) in offered.iter().enumerate() {
                    self.say(&format!("  {}. {}", i + 1, s.label))?;
                }
                let prompt = tr!(self.lang(), "local-choice-prompt") + " ";
                let Some(line) = self
                    .lines
                    .line(&prompt, &mut *self.out, self.options.lang)?
                else {
                    return Ok(());
                };
                let number = line.trim().parse::<usize>().ok();
                match number
                    .and_then(|n| n.checked_sub(1))
                    .and_then(|i| offered.get(i))
                {
                    Some(s) => s.key.clone(),
                    None => {
                        // Anything else stops here and is read as a command.
                        if number.is_none() && !line.trim().is_empty() {
                            self.pending = Some(line.clone());
                        }
                        return self.say(&tr!(
                            self.lang(),
                            "local-stopped-choosing",
                            line = commands::excerpt(&line)
                        ));
                    }
                }
            };
            left.retain(|c| c.steps.get(depth).is_some_and(|s| s.key == picked));
            depth += 1;
        }
        match left.first() {
            Some(choice) => {
                let notation = choice.notation.clone();
                self.propose(&notation, choices, user).await
            }
            None => self.say(&tr!(self.lang(), "local-nothing-to-choose")),
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
