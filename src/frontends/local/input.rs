//! Where the loop's lines come from: a script (any `BufRead`: tests, pipes) or, at a
//! terminal, a line editor with history (rustyline).

use std::io::{BufRead, Write};

use crate::i18n::Lang;
use crate::tr;

/// One line of input after a prompt; `Ok(None)` when the input ends. A failure is said
/// in `lang`, the terminal's language.
pub trait Lines {
    fn line(
        &mut self,
        prompt: &str,
        out: &mut dyn Write,
        lang: Lang,
    ) -> Result<Option<String>, String>;
}

/// The terminal could not be written to, in `lang`.
pub fn unwritable(lang: Lang, e: &std::io::Error) -> String {
    tr!(lang, "local-io-write", why = e.to_string())
}

/// Lines read from any `BufRead`, the prompt written to the output as is.
pub struct Script<B: BufRead>(pub B);

impl<B: BufRead> Lines for Script<B> {
    fn line(
        &mut self,
        prompt: &str,
        out: &mut dyn Write,
        lang: Lang,
    ) -> Result<Option<String>, String> {
        write!(out, "{prompt}").map_err(|e| unwritable(lang, &e))?;
        out.flush().map_err(|e| unwritable(lang, &e))?;
        let mut line = String::new();
        match self.0.read_line(&mut line) {
            Ok(0) => {
                // The prompt is left without its line: end it.
                writeln!(out).map_err(|e| unwritable(lang, &e))?;
                Ok(None)
            }
            Ok(_) => Ok(Some(line)),
            Err(e) => Err(tr!(lang, "local-io-read-input", why = e.to_string())),
        }
    }
}

/// A terminal: line editing, and the lines typed so far under the up arrow (kept in
/// memory for the session only).
pub struct Terminal {
    editor: rustyline::DefaultEditor,
}

impl Terminal {
    pub fn new(lang: Lang) -> Result<Terminal, String> {
        let editor = rustyline::DefaultEditor::new()
            .map_err(|e| tr!(lang, "local-io-set-up", why = e.to_string()))?;
        Ok(Terminal { editor })
    }
}

impl Lines for Terminal {
    fn line(
        &mut self,
        prompt: &str,
        out: &mut dyn Write,
        lang: Lang,
    ) -> Result<Option<String>, String> {
        // What was printed before the prompt must show first.
        out.flush().map_err(|e| unwritable(lang, &e))?;
        match self.editor.readline(prompt) {
            Ok(line) => {
                if !line.trim().is_empty() {
                    // History is a convenience: a failure to record a line is not one.
                    let _ = self.editor.add_history_entry(line.as_str());
                }
                Ok(Some(line))
            }
            // Ctrl-C and Ctrl-D both leave, the game saved.
            Err(
                rustyline::error::ReadlineError::Interrupted | rustyline::error::ReadlineError::Eof,
            ) => Ok(None),
            Err(e) => Err(tr!(lang, "local-io-read-terminal", why = e.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A terminal gone: every write fails.
    struct Gone;

    impl Write for Gone {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::Error::from(std::io::ErrorKind::BrokenPipe))
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Err(std::io::Error::from(std::io::ErrorKind::BrokenPipe))
        }
    }

    /// Input that cannot be read.
    struct Unreadable;

    impl std::io::Read for Unreadable {
        fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
            Err(std::io::Error::from(std::io::ErrorKind::InvalidData))
        }
    }

    #[test]
    fn a_terminal_failing_is_said_in_the_terminals_language() {
        let mut script = Script(std::io::BufReader::new(&b"y\n"[..]));
        let gone = |lang| script_line(&mut Script(std::io::BufReader::new(&b""[..])), lang);
        assert!(gone(Lang::De).starts_with("kann nicht ins Terminal schreiben: "));
        assert!(gone(Lang::Fr).starts_with("impossible d'écrire dans le terminal\u{a0}: "));
        assert!(gone(Lang::En).starts_with("cannot write to the terminal: "));
        let unread = Script(std::io::BufReader::new(Unreadable))
            .line("> ", &mut Vec::new(), Lang::Fr)
            .unwrap_err();
        assert!(
            unread.starts_with("impossible de lire l'entrée\u{a0}: "),
            "{unread}"
        );
        // A line read is not worded at all.
        assert_eq!(
            script.line("> ", &mut Vec::new(), Lang::De),
            Ok(Some("y\n".to_string()))
        );
    }

    fn script_line<B: BufRead>(script: &mut Script<B>, lang: Lang) -> String {
        script.line("> ", &mut Gone, lang).unwrap_err()
    }
}
