//! What a player looks up without playing: the moves of the turn (summed up when there
//! are too many to read), the game's rules help, a tile, and a hint.

use std::io::Write;

use super::turn::Session;
use super::{choose, commands, listing, Io};
use crate::ai::Budget;
use crate::engines::rivality::TileId;
use crate::i18n::Lang;
use crate::table::kinds::rivality::tile_text;
use crate::table::{Choice, GameOptions, UserId};
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

    pub(super) fn tile(&mut self, name: &str) -> Io {
        if !matches!(
            self.game,
            GameOptions::Rivality(_) | GameOptions::Suramun(_)
        ) {
            return self.say(&tr!(self.lang(), "local-no-tiles"));
        }
        let bare = name.trim_start_matches('#');
        match bare.parse::<TileId>() {
            Ok(tile) => {
                let text = tile_text(tile, self.options.lang);
                let text = if self.is_solo() {
                    format!("#{text}")
                } else {
                    text
                };
                self.say(&text)
            }
            Err(_) => self.say(&tr!(
                self.lang(),
                "local-not-a-tile",
                what = commands::excerpt(name)
            )),
        }
    }

    pub(super) async fn hint(&mut self, user: &UserId) -> Io {
        if self.is_solo() {
            return self.say(&tr!(self.lang(), "local-no-hints-in-solo"));
        }
        // Only Rivality's AI gives hints: said at once, not after "Thinking…".
        if !matches!(self.game, GameOptions::Rivality(_)) {
            let title = self.game.title(self.lang());
            return self.say(&tr!(self.lang(), "local-no-hints-in-game", title = title));
        }
        self.say(&tr!(self.lang(), "local-hint-thinking"))?;
        match self.svc.hint(self.id, user, Budget::default()).await {
            Ok(hint) => {
                let percent = (hint.win_probability.clamp(0.0, 1.0) * 100.0).round();
                let margin = hint.expected_margin;
                let said = tr!(
                    self.lang(),
                    "local-hint",
                    notation = hint.notation.as_str(),
                    label = hint.label.as_str(),
                    percent = percent.to_string(),
                    playouts = hint.playouts,
                    ahead = if margin >= 0.0 { "yes" } else { "no" },
                    margin = decimal(self.lang(), margin.abs())
                );
                self.say(&said)
            }
            Err(e) => self.refused(e),
        }
    }
}

/// `x` with one decimal, written with the decimal mark of `lang` ("3.1" in English,
/// "3,1" in French and German).
fn decimal(lang: Lang, x: f32) -> String {
    let text = format!("{x:.1}");
    match lang {
        Lang::En => text,
        Lang::Fr | Lang::De => text.replace('.', ","),
    }
}

#[cfg(test)]
mod decimal_tests {
    use super::*;

    #[test]
    fn a_margin_is_written_with_each_language_s_decimal_mark() {
        assert_eq!(decimal(Lang::En, 0.04), "0.0");
        assert_eq!(decimal(Lang::Fr, 2.94), "2,9");
        assert_eq!(decimal(Lang::De, 12.26), "12,3");
    }
}
