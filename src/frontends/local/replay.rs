//! `manawell local --replay FILE`: a game exported from the bot (or written by hand, in
//! `docs/replay-format.md`) stepped through in the terminal: `next`, `prev`, `goto N`,
//! `quit`. Each frame is the board as text and, as in a game, the board's PNG rewritten
//! next to the database (`manawell-replay.png`), drawn as everyone may see it. The loop
//! speaks the terminal's language, and so do the frames (captions, boards) of a file replayed in it.

use std::io::Write;

use super::input::Lines;
use super::{say, Io, Pictures};
use crate::frontends::files::write_atomic;
use crate::i18n::Lang;
use crate::table::Replay;
use crate::tr;

/// The commands, for `help` and after a line that is none of them (in English).
pub const REPLAY_HELP: &str = "Type `next` (or Enter), `prev`, `goto N` (0: the start), \
`last` or `quit`.";

fn help(lang: Lang) -> String {
    tr!(lang, "local-replay-help")
}

/// What a line asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    To(usize),
    Help,
    Quit,
}

fn read(line: &str, (at, last): (usize, usize), lang: Lang) -> Result<Step, String> {
    let words: Vec<String> = line
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    match words.as_slice() {
        [] | ["next" | "n"] if at == last => Err(tr!(lang, "local-replay-last")),
        [] | ["next" | "n"] => Ok(Step::To(at + 1)),
        ["prev" | "p"] if at == 0 => Err(tr!(lang, "local-replay-first")),
        ["prev" | "p"] => Ok(Step::To(at - 1)),
        ["first" | "start"] => Ok(Step::To(0)),
        ["last" | "end"] => Ok(Step::To(last)),
        ["goto" | "g", n] => match n.parse::<usize>() {
            Ok(n) if n <= last => Ok(Step::To(n)),
            _ => Err(tr!(lang, "local-replay-goto", last = last.to_string())),
        },
        ["help" | "h" | "?"] => Ok(Step::Help),
        ["quit" | "q" | "exit"] => Ok(Step::Quit),
        _ => Err(tr!(
            lang,
            "local-replay-unknown",
            line = line.trim(),
            help = help(lang)
        )),
    }
}

/// Shows frame `at`: what happened, the board, and its picture written.
fn show(
    replay: &Replay,
    at: usize,
    (pictures, lang): (Option<&Pictures>, Lang),
    out: &mut impl Write,
) -> Io {
    let last = replay.len() - 1;
    let Some(v) = replay.version(at) else {
        return Ok(());
    };
    let heading = if at == 0 {
        tr!(lang, "local-replay-start", last = last.to_string())
    } else {
        tr!(
            lang,
            "local-replay-move",
            at = at.to_string(),
            last = last.to_string(),
            caption = v.caption.as_str()
        )
    };
    say(out, &heading, lang)?;
    // The frames were replayed in the replay's language (the terminal's, for a file).
    say(
        out,
        &v.game.board_text(None, &replay.names, replay.lang),
        lang,
    )?;
    if let Some(result) = v
        .game
        .result_text(&replay.names, replay.lang)
        .filter(|_| at == last)
    {
        say(out, &result, lang)?;
    }
    if let Some(pictures) = pictures {
        let path = pictures.dir.join("manawell-replay.png");
        let written = replay
            .frame_png(at, &*pictures.renderer)
            .and_then(|png| write_atomic(&path, &png).map_err(|e| e.to_string()));
        match written {
            Ok(()) => {
                let path = path.display().to_string();
                say(out, &tr!(lang, "local-replay-picture", path = path), lang)?
            }
            Err(e) => say(out, &tr!(lang, "local-no-picture", why = e), lang)?,
        }
    }
    Ok(())
}

/// Steps through `replay` until `quit` or the end of the input, in English.
pub fn step_through(
    replay: &Replay,
    pictures: Option<&Pictures>,
    lines: &mut dyn Lines,
    out: &mut impl Write,
) -> Io {
    step_through_in(Lang::En, replay, pictures, lines, out)
}

/// Steps through `replay` until `quit` or the end of the input, the loop speaking `lang`.
pub fn step_through_in(
    lang: Lang,
    replay: &Replay,
    pictures: Option<&Pictures>,
    lines: &mut dyn Lines,
    out: &mut impl Write,
) -> Io {
    let last = replay.len() - 1;
    say(
        out,
        &tr!(
            lang,
            "local-replay-intro",
            kind = replay.kind.to_string(),
            names = replay.names.0.join(", "),
            last = last.to_string(),
            help = help(lang)
        ),
        lang,
    )?;
    let mut at = 0;
    show(replay, at, (pictures, lang), out)?;
    loop {
        let Some(line) = lines.line(&format!("[{at}/{last}] > "), out, lang)? else {
            return Ok(());
        };
        match read(&line, (at, last), lang) {
            Ok(Step::To(n)) => {
                at = n;
                show(replay, at, (pictures, lang), out)?;
            }
            Ok(Step::Help) => say(out, &help(lang), lang)?,
            Ok(Step::Quit) => return Ok(()),
            Err(why) => say(out, &why, lang)?,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_read_as_steps_within_the_game() {
        assert_eq!(read("", (0, 5), Lang::En), Ok(Step::To(1)));
        assert_eq!(read(" NEXT ", (2, 5), Lang::En), Ok(Step::To(3)));
        assert!(read("next", (5, 5), Lang::En)
            .unwrap_err()
            .contains("last move"));
        assert!(read("prev", (0, 5), Lang::En)
            .unwrap_err()
            .contains("start"));
        assert_eq!(read("p", (3, 5), Lang::En), Ok(Step::To(2)));
        assert_eq!(read("goto 4", (0, 5), Lang::En), Ok(Step::To(4)));
        assert_eq!(read("goto 0", (3, 5), Lang::En), Ok(Step::To(0)));
        assert!(read("goto 6", (0, 5), Lang::En)
            .unwrap_err()
            .contains("from 0 to 5"));
        assert!(read("goto x", (0, 5), Lang::En).is_err());
        assert_eq!(read("last", (0, 5), Lang::En), Ok(Step::To(5)));
        assert_eq!(read("quit", (0, 5), Lang::En), Ok(Step::Quit));
        assert!(read("dance", (0, 5), Lang::En)
            .unwrap_err()
            .contains("I don't know `dance`"));
        assert_eq!(
            read("next", (5, 5), Lang::Fr),
            Err("C'est le dernier coup.".to_string())
        );
        assert_eq!(
            read("goto 9", (0, 5), Lang::De),
            Err("`goto` nimmt eine Zugnummer von 0 bis 5.".to_string())
        );
        assert_eq!(help(Lang::En), REPLAY_HELP);
        assert!(help(Lang::Fr).contains("en anglais"));
    }
}
