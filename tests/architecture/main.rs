//! Imports go down only.
//!
//! The program is a stack of layers. A file may import its own layer and the layers below
//! it, never one above: a file that needs something from above is in the wrong place (move
//! what it needs down, or move the file up).
//!
//! ```text
//! cli        the `manawell` subcommands                  may import everything
//! frontends  Discord, the terminal                       everything but cli
//! table      the table service                           engines, i18n, words, render, ai, store, tournament
//! store      the database                                nothing of the crate
//! ai         the AI opponent                             engines
//! render     pictures                                    engines, i18n, words, tournament
//! words      game words shared by pictures and accounts  engines, i18n
//! i18n       the words players read                      nothing
//! tournament pairings and standings, pure                  nothing
//! engines    the rules                                   nothing
//! ```
//!
//! Inside the Discord front end (`src/frontends/discord/`) every file sits in a layer
//! folder, top to bottom: `app/` (running the bot: start-up, configuration, shards,
//! sweeper, command registration, the framework's handlers) → `commands/` (read options,
//! hand over) → `flows/` (what a command or click does) → `views/` (pure builders of
//! Discord messages) → `desk/` (the table service as the bot asks it) → `wire/` (Discord's
//! own mechanics, no game). `data.rs` (`Data`, `Context`, `Error`) is a leaf beside them: it
//! may import `desk/` and `wire/`, and only `app/`, `commands/` and `flows/` may import it.
//! `mod.rs` only declares the layers: nothing imports through it. The front end may import
//! the rest of the crate, but not `cli`.
//!
//! No two files of the Discord front end import each other, directly or around a loop;
//! nor do the files of the folders in [`LOOP_FREE`], nor the pairs in [`NO_LOOP_BETWEEN`]
//! (`cargo test --test architecture -- --ignored --nocapture loops_per_folder` counts the
//! loops of each folder). A `mod child;` is no import, but a `pub use child::Thing;` is.
//!
//! The checker reads the sources itself (std only, no compiler): it follows `mod`
//! declarations from `src/lib.rs` and `src/main.rs`, and resolves every `crate::`,
//! `super::`, `self::` path (in `use`s, in code, in attribute strings such as poise's
//! `subcommands("crate::…")`), and every path through a module a `use` brought in, to the
//! file of the longest module it names. Comments are ignored; an inline `mod tests { … }`
//! is part of its file, so its `use super::*;` imports nothing.
//!
//! Run alone: `rustc --edition 2021 --test tests/architecture/main.rs -o /tmp/archtest &&
//! CARGO_MANIFEST_DIR=$PWD /tmp/archtest`.

mod findings;
mod imports;
mod layers;
mod loops;
mod modules;
mod reading;
mod selftest;

use std::path::Path;
use std::sync::OnceLock;

use findings::{report, Finding};
use layers::{check_discord, check_layers, check_web, DISCORD, WEB};
use loops::{as_findings, graph, knots, loops, pair_loops};
use modules::Tree;

/// Folders under `src/` whose files may not import each other around a loop. Measured
/// when this test was written: engines/ and render/ are full of loops between a `mod.rs`
/// and the children it re-exports (`loops_per_folder`); widen this as they go.
const LOOP_FREE: &[&str] = &["cli/", "words/", "tournament/", "frontends/web/"];

/// Pairs of files that must not sit in one loop, in folders not yet in [`LOOP_FREE`].
const NO_LOOP_BETWEEN: &[(&str, &str)] =
    &[("engines/magistrar/state.rs", "engines/magistrar/scoring.rs")];

fn project() -> &'static Tree {
    static TREE: OnceLock<Tree> = OnceLock::new();
    TREE.get_or_init(|| {
        let dir = std::env::var("CARGO_MANIFEST_DIR").ok();
        let dir = dir.or(option_env!("CARGO_MANIFEST_DIR").map(str::to_owned));
        Tree::load(Path::new(&dir.unwrap_or_else(|| ".".into())))
    })
}

#[test]
fn imports_go_down_between_top_level_modules() {
    let found = check_layers(project());
    let what = "imports run up the layers (engines ← render, ai ← table ← frontends, cli)";
    assert!(found.is_empty(), "{}", report(what, &found));
}

#[test]
fn discord_front_end_imports_go_down() {
    let found = check_discord(project());
    let what = "faults in the Discord front end's layers (app → commands → flows → views → desk \
                → wire; data.rs a leaf)";
    assert!(found.is_empty(), "{}", report(what, &found));
}

#[test]
fn the_web_board_imports_no_other_front_end() {
    assert!(
        project().files.iter().any(|f| f.starts_with(WEB)),
        "no web board found under src/{WEB}"
    );
    let found = check_web(project());
    let what = "the web board importing another front end";
    assert!(found.is_empty(), "{}", report(what, &found));
}

#[test]
fn no_loop_in_the_discord_front_end() {
    let found = loops(project(), DISCORD);
    assert!(
        found.is_empty(),
        "{}",
        report("loops of imports in the Discord front end", &found)
    );
}

#[test]
fn no_loop_in_loop_free_folders() {
    let mut found: Vec<Finding> = LOOP_FREE
        .iter()
        .flat_map(|dir| loops(project(), dir))
        .collect();
    found.extend(pair_loops(project(), NO_LOOP_BETWEEN));
    let what = format!("loops of imports in {LOOP_FREE:?} or between {NO_LOOP_BETWEEN:?}");
    assert!(found.is_empty(), "{}", report(&what, &found));
}

/// Not a rule: the loops of each folder, to decide what joins [`LOOP_FREE`]
/// (`--ignored --nocapture loops_per_folder`).
#[test]
#[ignore]
fn loops_per_folder() {
    let tree = project();
    for folder in [
        "engines/",
        "render/",
        "table/",
        "ai/",
        "store/",
        "frontends/",
        "cli/",
        DISCORD,
    ] {
        let graph = graph(tree, folder);
        let knots = knots(&graph);
        let back = |a: &usize, b: &usize| b > a && graph.get(b).is_some_and(|to| to.contains(a));
        let pairs = graph
            .iter()
            .flat_map(|(a, to)| to.iter().filter(move |b| back(a, b)));
        let files: usize = knots.iter().map(Vec::len).sum();
        let (n, pairs) = (knots.len(), pairs.count());
        println!(
            "src/{folder}: {n} knots, {files} files in them, {pairs} pairs importing each other"
        );
        for f in as_findings(tree, &graph, &knots) {
            println!("    {f}");
        }
    }
}

/// Not a rule: the checker's own test, on the crate planted in `selftest.rs`.
#[test]
fn the_checker_finds_what_was_planted_and_nothing_else() {
    selftest::finds_what_was_planted_and_nothing_else();
}
