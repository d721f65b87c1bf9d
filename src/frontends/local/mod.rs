//! `manawell local`: play in the terminal, through the same table service and database as
//! the bot: Rivality (hot-seat for 2 to 4 players, against the AI, or solo against
//! Suramun), Magistrar, Aetherium and Rivalry (hot-seat or against the AI). Quit at
//! any time; running it again resumes the game where it was (the game lives in the
//! database, not in this loop). Run with nothing said about the game and none to resume,
//! it offers the games, played against the AI, and a finished game's rematch first
//! (`first.rs`).
//!
//! The loop reads lines from any `BufRead` (or a line editor at a terminal) and writes to
//! any `Write`, so tests drive it with a script.

mod choose;
pub mod commands;
mod damaged;
mod ending;
mod first;
mod games;
mod grouped;
mod help;
pub mod input;
mod listing;
mod lookups;
mod picture;
mod propose;
mod refusal;
pub mod replay;
mod setup;
mod turn;

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

use crate::ai::Level;
use crate::engines::rivality::solo::Difficulty;
use crate::i18n::Lang;
use crate::store::Status;
use crate::table::{TableId, TableService};
use crate::tr;

pub use games::LocalGame;
pub use input::{Lines, Script, Terminal};

/// How to set up a new local game. When a game is resumed, the options given must agree
/// with it (those not given are taken from it).
#[derive(Clone, Debug, Default)]
pub struct LocalOptions {
    /// The game of a new table (Rivality by default); a resumed one must be it.
    pub game: Option<LocalGame>,
    /// Magistrar as a Grand Mage match (best of five games).
    pub grand_mage: bool,
    /// Players at the table (2 by default for a new game).
    pub players: Option<u8>,
    pub expert: bool,
    /// The other seats are played by the AI at this level, stored with the game.
    pub ai: Option<Level>,
    /// Solo against Suramun at this difficulty.
    pub solo: Option<Difficulty>,
    /// The players' names, in seat order; missing ones are "Player n" (or the bot's).
    pub names: Vec<String>,
    /// Start a new game even if one is running.
    pub new: bool,
    pub seed: Option<u64>,
    /// Where to write the board's PNG after each change, and what draws it.
    pub pictures: Option<Pictures>,
    /// The language of the loop's words and the games' (prompts, help, refusals, rules
    /// help, accounts, boards): the terminal's locale (`$LANG`), English by default. What
    /// is typed (commands, moves) stays English.
    pub lang: crate::i18n::Lang,
    /// Clear the screen before the keyboard passes at a shared keyboard, so that what one
    /// player saw (their hand, their moves) is not left for the next (at a terminal).
    pub clear_screen: bool,
}

/// The PNG of the board, rewritten after each change (`<dir>/manawell-game-<id>.png`).
#[derive(Clone)]
pub struct Pictures {
    pub dir: PathBuf,
    pub renderer: Arc<dyn crate::frontends::pictures::Pictures>,
}

impl std::fmt::Debug for Pictures {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pictures").field("dir", &self.dir).finish()
    }
}

/// How the session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The player quit (or the input ended); the game waits in the database.
    Saved(TableId),
    /// The game is over.
    Finished(TableId),
    /// Nothing was started: the input ended (or the player quit) while the games were
    /// offered.
    NotStarted,
}

type Io = Result<(), String>;

/// Writes `text`, its long lines wrapped to the terminal's 80 columns; a failure is said
/// in `lang`.
fn say(out: &mut impl Write, text: &str, lang: Lang) -> Io {
    writeln!(out, "{}", wrap(text, listing::COLUMNS)).map_err(|e| input::unwritable(lang, &e))
}

/// Each line of `text` cut at spaces to at most `width` columns (a word longer than that
/// stays whole); a continued line is indented under its start.
fn wrap(text: &str, width: usize) -> String {
    let mut out: Vec<String> = Vec::new();
    for line in text.split('\n') {
        if line.chars().count() <= width {
            out.push(line.to_string());
            continue;
        }
        let lead = line.len() - line.trim_start().len();
        let indent = " ".repeat(lead + 4);
        let mut current = line[..lead].to_string();
        let mut fresh = true;
        // Cut at plain spaces only: a no-break space (French before `:`) holds its
        // words together.
        for word in line.split(' ').filter(|w| !w.is_empty()) {
            let len = current.chars().count();
            if !fresh && len + 1 + word.chars().count() > width {
                out.push(std::mem::replace(&mut current, indent.clone()));
                fresh = true;
            }
            if !fresh {
                current.push(' ');
            }
            current.push_str(word);
            fresh = false;
        }
        out.push(current);
    }
    out.join("\n")
}

/// Runs a local session on lines read from `input` until the game ends or the player
/// quits.
pub async fn run(
    svc: &TableService,
    options: &LocalOptions,
    input: impl BufRead,
    out: &mut impl Write,
) -> Result<Ending, String> {
    run_with(svc, options, &mut Script(input), out).await
}

/// Runs a local session on any source of lines (a script, or a terminal's line editor).
pub async fn run_with(
    svc: &TableService,
    mut options: &LocalOptions,
    lines: &mut dyn Lines,
    out: &mut impl Write,
) -> Result<Ending, String> {
    options.check()?;
    // The game picked from the list, when none was named.
    let chosen: LocalOptions;
    // The games' words (accounts, boards, hands) in the terminal's language.
    let lang = options.lang;
    let svc = &svc.speaking(lang);
    // The latest game here, when it cannot be read: named, never resumed nor replaced
    // silently (a run that names no game lists it above the games it offers).
    let damaged = if options.new {
        None
    } else {
        damaged::latest(svc, &[Status::Running]).await?.1
    };
    let resumed = match &damaged {
        Some(d) if !options.says_nothing_of_the_game() => return Err(d.refused(lang)),
        Some(_) => None,
        None => setup::resumable(svc, options).await?,
    };
    let id = match resumed {
        Some(id) => {
            say(
                out,
                &tr!(lang, "local-resuming", table = id.to_string()),
                lang,
            )?;
            id
        }
        None if options.says_nothing_of_the_game() => {
            match first::ask(svc, options, damaged, lines, out).await? {
                Some(picked) => {
                    chosen = picked;
                    options = &chosen;
                    setup::create(svc, options, out).await?
                }
                None => return Ok(Ending::NotStarted),
            }
        }
        None => setup::create(svc, options, out).await?,
    };
    say(out, &tr!(lang, "local-welcome"), lang)?;
    turn::Session::new(svc, options, id, lines, out)
        .await?
        .play()
        .await
}

#[cfg(test)]
mod tests {
    #[test]
    fn long_lines_wrap_at_80_columns_under_their_start() {
        let line = format!("  {}", "golem ".repeat(40));
        let wrapped = super::wrap(line.trim_end(), 80);
        let lines: Vec<&str> = wrapped.lines().collect();
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| l.chars().count() <= 80), "{wrapped}");
        assert!(lines[1].starts_with("      golem"), "{wrapped}");
        assert_eq!(super::wrap("short\nlines", 80), "short\nlines");
    }

    #[test]
    fn a_no_break_space_is_kept_and_never_a_line_break() {
        let line = "mot ".repeat(19) + "fin\u{a0}: la suite";
        let wrapped = super::wrap(&line, 80);
        assert!(wrapped.contains("fin\u{a0}:"), "{wrapped:?}");
        assert!(!wrapped.lines().any(|l| l.trim_start().starts_with(':')));
    }
}
