//! What a player looks up without playing: the moves of the turn (summed up when there
//! are too many to read) and the game's rules help.

use std::io::Write;

use super::turn::Session;
use super::{choose, commands, listing, Io};
use crate::table::Choice;
use crate::tr;

impl<O: Write> Session<'_, O> {
    /// The moves, numbered; when there are too many to read, how many, the first
    /// decision's answers and how to narrow them.
    pub(super) fn moves(&mut self, choices: &[Choice], filter: Option<&str>) -> Io {
        let kept = listing::kept(choices, filter).len();
        let what = filter.map(commands::excerpt).unwrap_or_default();
        if kept == 0 {
            return self.say(&tr!(self.lang(), "local-no-move-names", what = what));
        }
        if kept > listing::LIST_AT_MOST {
            let all: Vec<&Choice> = choices.iter().collect();
            let first = choose::answers(&all, 0);
            let lang = self.lang();
            let count = kept.to_string();
            let whose = match filter {
                Some(_) => tr!(lang, "local-moves-name", count = count, what = what),
                None => tr!(lang, "local-turn-has", count = count),
            };
            let mut text = tr!(lang, "local-too-many", whose = whose);
            // Worth showing when the first decision is a short one (not a whole move).
            if let Some(step) = first.first().filter(|_| first.len() <= 12) {
                let keys: Vec<&str> = first.iter().map(|s| s.key.as_str()).collect();
                text.push('\n');
                text.push_str(&tr!(
                    lang,
                    "local-first-choice",
                    question = step.question.as_str(),
                    keys = keys.join(", ")
                ));
            }
            return self.say(&text);
        }
        for l in listing::lines(choices, filter) {
            self.say(&l)?;
        }
        Ok(())
    }

    /// The game's rules help: every topic, or the one asked for.
    pub(super) fn rules(&mut self, topic: Option<&str>) -> Io {
        let lang = self.options.lang;
        let topics = crate::table::kinds::rules_help(self.game.kind());
        if topics.is_empty() {
            return self.say(&tr!(lang, "rules-local-in-rulebook"));
        }
        let keys: Vec<&str> = topics.iter().map(|t| t.key).collect();
        // Each line of a topic indented under its title.
        let shown = |t: &crate::table::kinds::HelpTopic| {
            let lines: Vec<String> = t.text(lang).lines().map(|l| format!("  {l}")).collect();
            format!("{}\n{}", t.title(lang), lines.join("\n"))
        };
        match topic {
            None => {
                for t in topics {
                    self.say(&shown(t))?;
                }
                Ok(())
            }
            Some(asked) => match topics.iter().find(|t| t.key.eq_ignore_ascii_case(asked)) {
                Some(t) => self.say(&shown(t)),
                None => self.say(&tr!(
                    lang,
                    "rules-local-no-topic",
                    topic = commands::excerpt(asked),
                    topics = keys.join(", ")
                )),
            },
        }
    }
}
