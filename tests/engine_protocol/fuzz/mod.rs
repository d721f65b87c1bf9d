//! Fuzzing with proptest's generators, bounded so that it runs in CI: hostile lines for
//! the protocol, hostile text for the notation parsers, and real states changed at random
//! and loaded. Zero panics: every line gets one answer, none of them `internal`, and a
//! state the checks accept plays on without failing (some changes carry a golem from one
//! tile to another, so that many changed states are possible ones). Each test prints how many inputs it
//! tried (`cargo test --test engine_protocol fuzz -- --nocapture`); set
//! `MANAWELL_FUZZ_CASES` to run longer.

mod inputs;
mod states;

use std::sync::atomic::{AtomicUsize, Ordering};

use manawell::engines::rivality::notation::{parse_move, parse_position, parse_position_checked};
use manawell::engines::rivality::solo::notation::parse_solo_position;
use manawell::engines::rivality::solo::SoloMove;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

use crate::run_bytes;
use inputs::{session, soup};

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

#[test]
fn fuzz_the_notation_parsers_never_panic_and_what_they_accept_plays() {
    let tried = AtomicUsize::new(0);
    let header = prop::sample::select(vec![
        "rivality 2p\n",
        "rivality 3p expert\n",
        "rivality 4p\nM13 W\n",
        "suramun master\n",
        "",
    ]);
    runner(2000)
        .run(&(header, soup()), |(header, text)| {
            let text = format!("{header}{text}");
            tried.fetch_add(1, Ordering::Relaxed);
            let _ = parse_move(&text);
            let _ = text.parse::<SoloMove>();
            let _ = parse_position(&text);
            let _ = parse_solo_position(&text);
            if let Ok(game) = parse_position_checked(&text) {
                let mut moves = Vec::new();
                game.legal_moves(&mut moves);
                for mv in moves.iter().take(8) {
                    let _ = game.apply(*mv);
                }
                let _ = game.scores_now();
            }
            Ok(())
        })
        .unwrap();
    eprintln!(
        "fuzz: {} notation texts tried",
        tried.load(Ordering::Relaxed)
    );
}
