//! The screen between players at a shared keyboard, and the end of a session: the last
//! board (with no guess at a score "if it ended now"), what happened, and what next.

use std::io::Write;

use super::turn::Session;
use super::{Ending, Io};
use crate::table::Show;
use crate::tr;

/// Stands for a message's argument, to find the words before it.
const PLACEHOLDER: &str = "\u{1}";

/// The terminal's screen and scroll-back wiped, the cursor home (ANSI: ED 2, ED 3, CUP).
const CLEAR_SCREEN: &str = "\x1b[2J\x1b[3J\x1b[H";

impl<O: Write> Session<'_, O> {
    /// Wipes the screen before the keyboard passes (the last player's hand and moves
    /// were on it), then shows again what everyone may see: what just happened and the
    /// board.
    pub(super) async fn clear_for_the_next(&mut self) -> Io {
        write!(self.out, "{CLEAR_SCREEN}")
            .map_err(|e| super::input::unwritable(self.lang(), &e))?;
        let happened = self.printed.clone();
        for line in &happened {
            self.say(line)?;
        }
        let board = self
            .svc
            .board_text(self.id, None)
            .await
            .map_err(|e| e.to_string())?;
        self.say(board.trim_end())
    }

    pub(super) async fn finish(&mut self, now: &Show) -> Result<Ending, String> {
        // A game resigned or forfeited ended before its rules did: its board still
        // guesses the score "if it ended now", which the last board does not say.
        let guesses = [
            tr!(self.lang(), "rivality-board-score", scores = PLACEHOLDER),
            tr!(
                self.lang(),
                "suramun-board-score",
                difficulty = PLACEHOLDER,
                player = PLACEHOLDER,
                score = PLACEHOLDER,
                suramun = PLACEHOLDER
            ),
        ];
        let dropped: Vec<String> = guesses
            .iter()
            .filter_map(|g| g.split(PLACEHOLDER).next())
            .map(|start| start.trim_end().to_string())
            .filter(|start| !start.is_empty())
            .collect();
        self.board_but(now.version, &dropped).await?;
        let unsaid: Vec<String> = now
            .public
            .iter()
            .filter(|l| !self.printed.iter().any(|p| p.contains(l.as_str())))
            .cloned()
            .collect();
        self.public(&unsaid)?;
        let table = self.id.to_string();
        self.say(&tr!(self.lang(), "local-over", table = table))?;
        self.say(&tr!(self.lang(), "local-over-next"))?;
        Ok(Ending::Finished(self.id))
    }

    pub(super) fn saved(&mut self) -> Result<Ending, String> {
        let table = self.id.to_string();
        self.say(&tr!(self.lang(), "local-saved", table = table))?;
        Ok(Ending::Saved(self.id))
    }
}
