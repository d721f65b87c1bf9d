//! `manawell engine`: the rules engines behind a line-by-line JSON protocol on stdin and
//! stdout (`docs/engine-protocol.md`), so that other programs can drive them.
//!
//! One line in, one JSON line out, whatever the line holds: the reader caps a line's
//! length ([`lines`]), the request is checked field by field ([`request`]) and carried
//! out ([`commands`]), and each game plugs in as a [`table::Table`] ([`rivality`],
//! [`suramun`], [`magistrar`], [`aetherium`], [`rivalry`]): a new game is one more module
//! and one more arm in [`games`]' constructors, not a new protocol.

mod aetherium;
mod aetherium_words;
mod commands;
mod failure;
mod games;
mod lines;
mod magistrar;
mod moves;
mod numbers;
mod paging;
mod players;
mod protocol;
mod replay;
mod request;
mod rivality;
mod rivalry;
mod states;
mod suramun;
mod table;
mod wire;

use std::io::{BufRead, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};

use clap::Args;
use serde_json::{json, Value};

pub use failure::Code;
use failure::Failure;
use lines::{Line, Lines};
pub use protocol::{MAX_LINE_BYTES, PROTOCOL_VERSION};
use table::Table;

#[derive(Args)]
pub struct EngineArgs {}

pub fn run(_args: EngineArgs) -> Result<(), String> {
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout().lock();
    serve(stdin.lock(), &mut stdout).map_err(|e| e.to_string())
}

/// Answers every request line with exactly one response line until the input ends. Only
/// a failure to read or write ends it early.
pub fn serve(input: impl BufRead, output: &mut impl Write) -> std::io::Result<()> {
    let mut session = Session::default();
    let mut lines = Lines::new(input, MAX_LINE_BYTES);
    while let Some(line) = lines.next_line()? {
        let reply = match line {
            Line::TooLong { bytes } => session.reply(Err(Failure::new(
                Code::LineTooLong,
                format!("the line has {bytes} bytes: at most {MAX_LINE_BYTES}; it was skipped"),
            ))),
            Line::Text(bytes) => session.answer_bytes(&bytes),
        };
        writeln!(output, "{reply}")?;
        output.flush()?;
    }
    Ok(())
}

/// The game being played between requests, if any.
#[derive(Default)]
pub struct Session {
    table: Option<Box<dyn Table>>,
}

impl Session {
    /// The answer to one line, as raw bytes: never fails, never panics out.
    pub fn answer_bytes(&mut self, bytes: &[u8]) -> Value {
        let text = match std::str::from_utf8(bytes) {
            Ok(text) => text,
            Err(e) => {
                return self.reply(Err(Failure::new(
                    Code::InvalidUtf8,
                    format!(
                        "the line is not UTF-8 (a bad byte after {} good ones)",
                        e.valid_up_to()
                    ),
                )))
            }
        };
        // A safety net, not a way of working: every request is checked before it reaches
        // the rules, and the fuzz tests fail on any `internal` answer. Handlers build the
        // new game aside and swap it in last, so the game is unchanged after a failure.
        match catch_unwind(AssertUnwindSafe(|| self.answer(text))) {
            Ok(result) => self.reply(result),
            Err(_) => self.reply(Err(Failure::new(
                Code::Internal,
                "the engine failed on this request (a bug: please report the line); the game is unchanged",
            ))),
        }
    }

    fn answer(&mut self, text: &str) -> Result<Value, Failure> {
        let request = request::parse(text)?;
        commands::dispatch(&mut self.table, request)
    }

    /// `result` with the game's status: who must act and why, whether it is over.
    fn reply(&self, result: Result<Value, Failure>) -> Value {
        let mut reply = match result {
            Ok(Value::Object(fields)) => {
                let mut reply = json!({ "ok": true });
                if let Value::Object(reply_fields) = &mut reply {
                    reply_fields.extend(fields);
                }
                reply
            }
            Ok(other) => json!({ "ok": true, "answer": other }),
            Err(failure) => failure.to_json(),
        };
        if let (Some(table), Value::Object(fields)) = (&self.table, &mut reply) {
            for (key, value) in table.status() {
                fields.entry(key).or_insert(value);
            }
        }
        reply
    }
}
