//! Fuzzing with proptest's generators, bounded so that it runs in CI, for all five kinds
//! (Rivality, solo, Magistrar, Aetherium, Rivalry): hostile lines for the protocol
//! (`inputs`), hostile text for every notation parser (`parsers`), real positions and
//! moves changed at random (`notations`) and real states changed at random and loaded
//! (`states`). Zero panics: every line gets one answer, none of them `internal`; what is
//! accepted reads back to itself (`position(print(x)) == x`, `load(state(x)) == x`) and
//! plays on. Each test prints, by game, the lines tried and the inputs accepted
//! (`cargo test --test engine_protocol fuzz -- --nocapture`); set `MANAWELL_FUZZ_CASES`
//! to run longer.

mod edits;
mod inputs;
mod notations;
mod parsers;
mod states;

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use proptest::test_runner::{Config, TestRunner};

use crate::run_bytes;
use inputs::session;

pub(super) fn runner(default_cases: u32) -> TestRunner {
    let cases = std::env::var("MANAWELL_FUZZ_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(default_cases);
    TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    })
}

/// What a fuzz case counted: protocol lines tried, then inputs accepted (positions or
/// states, and moves).
#[derive(Clone, Debug, Default)]
pub(super) struct Counts {
    pub lines: usize,
    pub accepted: usize,
    pub moves: usize,
    /// Accepted inputs that do not read back to themselves: what broke, and the input.
    pub broken: Vec<String>,
}

/// Accepted states known not to read back, each with the game, where its print differs
/// and why: none today. Issue 30's (outcomes the board contradicted, the Well facing
/// east, Magistrar records and a finished game at duel 0, Aetherium's `last` null) were
/// fixed by refusing those states (`tests/engine_protocol/reachable/`); an entry is added
/// here only for a defect found and filed, and removed when its fix lands.
const KNOWN: &[(&str, &str, &str)] = &[];

/// The issue-30 entry of [`KNOWN`] that `broken` (a [`Counts::broken`] line) is.
fn known(game: &str, broken: &str) -> Option<&'static str> {
    KNOWN
        .iter()
        .find(|(g, at, _)| *g == game && broken.contains(&format!(" at {at}")))
        .map(|(_, _, why)| *why)
}

/// [`Counts`] by game, added up over a fuzz test and printed when it ends.
#[derive(Default)]
pub(super) struct Tally(Mutex<BTreeMap<String, Counts>>);

impl Tally {
    pub(super) fn add(&self, game: &str, counts: Counts) {
        let mut all = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let entry = all.entry(game.to_string()).or_default();
        entry.lines += counts.lines;
        entry.accepted += counts.accepted;
        entry.moves += counts.moves;
        entry.broken.extend(counts.broken);
    }

    /// One line per game (`what` names what was accepted: `positions`, `states`), then
    /// fails on any input accepted that does not read back unless [`KNOWN`] names it.
    pub(super) fn print(&self, test: &str, what: &str) {
        let all = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let mut unknown = Vec::new();
        for (game, c) in all.iter() {
            eprintln!(
                "fuzz: {test}: {game}: {} lines tried, {} {what} and {} moves accepted, {} known not to read back (issue 30)",
                c.lines, c.accepted, c.moves, c.broken.len()
            );
            for (i, broken) in c.broken.iter().enumerate() {
                let short: String = broken.chars().take(600).collect();
                match known(game, broken) {
                    Some(why) if i < 3 => eprintln!("  known, {why}: {short}"),
                    Some(_) => {}
                    None => unknown.push(format!("{game}: {short}")),
                }
            }
        }
        assert!(
            unknown.is_empty(),
            "accepted but not read back:\n{}",
            unknown.join("\n")
        );
    }
}

#[test]
fn fuzz_hostile_lines_each_get_one_answer_and_never_an_internal_failure() {
    let tried = AtomicUsize::new(0);
    runner(400)
        .run(&session(), |input| {
            let answers = run_bytes(&input);
            tried.fetch_add(answers.len(), Ordering::Relaxed);
            Ok(())
        })
        .unwrap();
    eprintln!(
        "fuzz: {} protocol lines tried",
        tried.load(Ordering::Relaxed)
    );
}
