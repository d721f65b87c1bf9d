//! A move tried: read against the legal moves, its spell order asked when the list says
//! it matters, previewed in words and picture, then played or taken back.

use std::io::Write;

use super::commands::{self, Answer};
use super::listing;
use super::picture;
use super::turn::Session;
use super::Io;
use crate::table::{Choice, GameOptions, UserId};
use crate::tr;

impl<O: Write> Session<'_, O> {
    pub(super) async fn propose(&mut self, text: &str, choices: &[Choice], user: &UserId) -> Io {
        let (version, game) = self.svc.game(self.id).await.map_err(|e| e.to_string())?;
        let canonical = match game.canonical(text, self.lang()) {
            Ok(c) => c,
            Err(why) => {
                let shown = commands::excerpt(text);
                let why = why.to_string();
                // The reason may quote the line already: it is not said twice.
                return self.say(&if why.contains(&format!("`{shown}`")) {
                    tr!(self.lang(), "local-not-a-move-said", why = why)
                } else {
                    tr!(self.lang(), "local-not-a-move", text = shown, why = why)
                });
            }
        };
        let notation = match self.order(&canonical, choices)? {
            Some(n) => n,
            None => return Ok(()),
        };
        let preview = match self.svc.preview(self.id, user, &notation).await {
            Ok(p) => p,
            Err(e) => return self.refused(e),
        };
        // Nothing to regret: played at once, without a preview to confirm.
        if settled(&self.game, &notation) {
            return self.play_now(&notation, user).await;
        }
        // A solo preview stops where the wizards arrive: what a face-down tile hides shows
        // only once the move is played.
        self.say(&tr!(
            self.lang(),
            "local-would-play",
            notation = notation.as_str(),
            account = preview.account.as_str()
        ))?;
        let previewed = match &self.options.pictures {
            Some(pictures) => {
                picture::preview(
                    self.svc,
                    self.id,
                    &notation,
                    (pictures, self.options.lang),
                    &mut *self.out,
                )
                .await?;
                true
            }
            None => false,
        };
        // A move that may lose the game at once says so, and Enter does not play it.
        if let Some(stake) = &preview.stake {
            self.say(stake)?;
        }
        let explicit = preview.stake.is_some();
        let prompt = if explicit {
            tr!(self.lang(), "stake-confirm")
        } else {
            tr!(self.lang(), "local-play-it")
        } + " ";
        let answer = match self
            .lines
            .line(&prompt, &mut *self.out, self.options.lang)?
        {
            Some(line) => {
                let answer = if explicit {
                    commands::yes_in_full(&line)
                } else {
                    commands::yes_no(&line, true)
                };
                if answer == Answer::Other {
                    self.pending = Some(line);
                }
                answer
            }
            None => Answer::No,
        };
        if answer != Answer::Yes {
            self.say(&tr!(self.lang(), "local-taken-back"))?;
            if previewed {
                if let Some(pictures) = &self.options.pictures {
                    picture::board(
                        self.svc,
                        self.id,
                        version,
                        (pictures, self.options.lang),
                        &mut *self.out,
                    )
                    .await?;
                }
            }
            return Ok(());
        }
        self.play_now(&notation, user).await
    }

    /// Plays `notation`. The AI's answer, if it is to play next, comes from the session
    /// loop: the picture of this move is drawn first.
    async fn play_now(&mut self, notation: &str, user: &UserId) -> Io {
        match self.svc.submit_alone(self.id, user, notation).await {
            Ok(show) => self.public(&show.public),
            Err(e) => self.refused(e),
        }
    }
}

/// A move with nothing to regret, played without a preview to confirm: a Rivalry step
/// that only moves the turn on (rolling its dice, ending it), which otherwise cost two key
/// presses every turn. (A move listed alone is still confirmed: the list may not hold
/// every move, as a Rivalry set-up's holds only the suggested one.)
fn settled(game: &GameOptions, notation: &str) -> bool {
    matches!(game, GameOptions::Rivalry(_)) && matches!(notation, "roll" | "end-turn")
}

impl<O: Write> Session<'_, O> {
    /// The move to play: `canonical` itself, or with the spell order the player picks
    /// when the legal moves offer several. `None` when no order was picked.
    fn order(&mut self, canonical: &str, choices: &[Choice]) -> Result<Option<String>, String> {
        // Only Rivality's tiles have spells whose order a move names.
        let spells = matches!(
            self.game,
            crate::table::GameOptions::Rivality(_) | crate::table::GameOptions::Suramun(_)
        );
        let orders = if spells {
            listing::orders(choices, canonical)
        } else {
            Vec::new()
        };
        if orders.is_empty() {
            return Ok(Some(canonical.to_string()));
        }
        self.say(&tr!(self.lang(), "local-which-order"))?;
        let then = format!(" {} ", tr!(self.lang(), "local-then"));
        for (i, c) in orders.iter().enumerate() {
            let order = c.notation.rsplit(' ').next().unwrap_or_default();
            self.say(&format!("  {}. {}", i + 1, order.replace(',', &then)))?;
        }
        let prompt = tr!(self.lang(), "local-order-prompt") + " ";
        let Some(line) = self
            .lines
            .line(&prompt, &mut *self.out, self.options.lang)?
        else {
            return Ok(None);
        };
        let picked = line
            .trim()
            .parse::<usize>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|i| orders.get(i));
        match picked {
            Some(c) => Ok(Some(c.notation.clone())),
            None => {
                self.say(&tr!(self.lang(), "local-no-order"))?;
                Ok(None)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_what_can_be_regretted_is_confirmed() {
        let rivalry = GameOptions::Rivalry(Default::default());
        let magistrar = GameOptions::Magistrar(Default::default());
        assert!(settled(&rivalry, "roll"));
        assert!(settled(&rivalry, "end-turn"));
        assert!(!settled(&rivalry, "surrender:@R2>D6:6a2c"));
        assert!(!settled(&rivalry, "end-moves"));
        assert!(!settled(&magistrar, "roll"));
    }
}
