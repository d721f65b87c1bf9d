//! Where the loop's lines come from: a script (any `BufRead`: tests, pipes) or, at a
//! terminal, a line editor with history (rustyline).

use std::io::{BufRead, Write};

/// One line of input after a prompt; `Ok(None)` when the input ends.
pub trait Lines {
    fn line(&mut self, prompt: &str, out: &mut dyn Write) -> Result<Option<String>, String>;
}

/// Lines read from any `BufRead`, the prompt written to the output as is.
pub struct Script<B: BufRead>(pub B);

impl<B: BufRead> Lines for Script<B> {
    fn line(&mut self, prompt: &str, out: &mut dyn Write) -> Result<Option<String>, String> {
        write!(out, "{prompt}").map_err(|e| format!("cannot write to the terminal: {e}"))?;
        out.flush()
            .map_err(|e| format!("cannot write to the terminal: {e}"))?;
        let mut line = String::new();
        match self.0.read_line(&mut line) {
            Ok(0) => {
                // The prompt is left without its line: end it.
                writeln!(out).map_err(|e| format!("cannot write to the terminal: {e}"))?;
                Ok(None)
            }
            Ok(_) => Ok(Some(line)),
            Err(e) => Err(format!("cannot read the input: {e}")),
        }
    }
}

/// A terminal: line editing, and the lines typed so far under the up arrow (kept in
/// memory for the session only).
pub struct Terminal {
    editor: rustyline::DefaultEditor,
}

impl Terminal {
    pub fn new() -> Result<Terminal, String> {
        let editor = rustyline::DefaultEditor::new()
            .map_err(|e| format!("cannot set up the terminal: {e}"))?;
        Ok(Terminal { editor })
    }
}

impl Lines for Terminal {
    fn line(&mut self, prompt: &str, out: &mut dyn Write) -> Result<Option<String>, String> {
        // What was printed before the prompt must show first.
        out.flush()
            .map_err(|e| format!("cannot write to the terminal: {e}"))?;
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
            Err(e) => Err(format!("cannot read the terminal: {e}")),
        }
    }
}
