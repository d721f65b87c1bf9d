//! The checker's own test: a checker that finds nothing may be blind, so a small crate
//! is planted with one fault of each kind, and every fault must be found, where it is,
//! and nothing else.

use std::fs;
use std::path::PathBuf;

use crate::findings::Finding;
use crate::layers::{check_discord, check_layers, DISCORD};
use crate::loops::{loops, pair_loops};
use crate::modules::Tree;

/// A crate written into a fresh temporary folder, removed when dropped.
struct Fixture(PathBuf);

impl Fixture {
    fn new(files: &[(&str, &str)]) -> Fixture {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let root =
            std::env::temp_dir().join(format!("architecture-{}-{nanos}", std::process::id()));
        for (path, text) in files {
            let path = root.join(path);
            fs::create_dir_all(path.parent().unwrap_or(&root)).expect("fixture folder");
            fs::write(&path, text).expect("fixture file");
        }
        Fixture(root)
    }
}

impl Drop for Fixture {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// Each finding with the first words of its reason, sorted.
fn brief(found: &[Finding]) -> Vec<String> {
    let mut lines: Vec<String> = found
        .iter()
        .map(|f| format!("{f} | {}", f.why.split(':').next().unwrap_or("")))
        .collect();
    lines.sort();
    lines
}

/// A small crate with one fault of each kind planted, and traps the checker must not
/// fall into: a path in a comment, in a raw string, after a `'"'`; a `use super::*;` in
/// an inline test module; a grouped `use` over several lines; a `#[path]` module.
const PLANTED: &[(&str, &str)] = &[
    ("Cargo.toml", "[package]\nname = \"fixture\"\n"),
    ("src/main.rs", "use fixture::cli;\nfn main() { cli::run(); }\n"),
    (
        "src/lib.rs",
        "//! Prose naming crate::table, ignored.\npub mod engines;\npub mod i18n;\npub mod render;\n\
         pub mod table;\npub mod frontends;\npub mod cli;\n",
    ),
    ("src/engines/mod.rs", "pub mod dice;\npub use dice::Dice;\n"),
    (
        "src/engines/dice.rs",
        "/* crate::table::Table in a /* nested */ comment */\npub struct Dice;\n\
         pub fn quote<'a>(_: &'a str) -> char { let _ = r#\"crate::cli\"#; '\"' }\n\
         pub fn hello() { crate::i18n::hello() }\n",
    ),
    ("src/i18n/mod.rs", "#[macro_export]\nmacro_rules! tr { () => { $crate::i18n::hello() }; }\npub fn hello() {}\n"),
    (
        "src/render/mod.rs",
        "use crate::{\n    engines::dice::Dice,\n    i18n,\n};\n\
         pub fn draw(_: Dice) { i18n::hello(); crate::tr!(); }\npub fn rank() { crate::table::rank(); }\n",
    ),
    ("src/table/mod.rs", "use crate::render;\npub fn rank() { render::draw(crate::engines::Dice); }\n"),
    ("src/frontends/mod.rs", "pub mod discord;\n"),
    (
        "src/frontends/discord/mod.rs",
        "pub mod commands;\npub mod data;\npub mod flows;\npub mod views;\npub mod stray;\npub use data::Data;\n",
    ),
    ("src/frontends/discord/data.rs", "pub struct Data;\n"),
    ("src/frontends/discord/stray.rs", "pub fn here() {}\n"),
    (
        "src/frontends/discord/commands/mod.rs",
        "#[poise::command(slash_command, subcommands(\"crate::frontends::discord::flows::turn\"))]\n\
         pub async fn play() {}\nuse super::{\n    data::Data,\n    views::{self, page},\n};\n",
    ),
    (
        "src/frontends/discord/flows/mod.rs",
        "use super::views::draw_page;\npub fn turn() { draw_page(); super::views::back(); }\n\
         pub fn quit() -> u8 { crate::cli::run() }\n\
         #[cfg(test)]\nmod tests {\n    use super::*;\n    fn t() { super::turn(); }\n}\n",
    ),
    (
        "src/frontends/discord/views/mod.rs",
        "mod page;\npub use page::draw_page;\nuse super::data::Data;\n\
         pub fn back() { crate::frontends::discord::flows::turn(); }\n",
    ),
    (
        "src/frontends/discord/views/page.rs",
        "pub fn draw_page() {}\n#[cfg(test)]\n#[path = \"page_tests.rs\"]\nmod tests;\n",
    ),
    ("src/frontends/discord/views/page_tests.rs", "use super::*;\nuse crate::frontends::discord::Data;\n"),
    ("src/cli/mod.rs", "pub mod a;\npub mod b;\npub fn run() -> u8 { 0 }\n"),
    ("src/cli/a.rs", "use super::b::B;\npub struct A;\n"),
    ("src/cli/b.rs", "pub struct B;\npub fn f(_: super::a::A) {}\n"),
];

pub(super) fn finds_what_was_planted_and_nothing_else() {
    let fixture = Fixture::new(PLANTED);
    let tree = Tree::load(&fixture.0);
    assert_eq!(
        tree.files.len(),
        PLANTED.len() - 1,
        "every file read: {:?}",
        tree.files
    );
    let commands = tree
        .edges
        .iter()
        .filter(|e| tree.files[e.from] == "frontends/discord/commands/mod.rs");
    let named: Vec<String> = commands
        .map(|e| format!("{} {} {}", e.line, e.path, tree.files[e.to]))
        .collect();
    let discord = "frontends::discord";
    assert_eq!(
        named,
        [
            format!("1 crate::{discord}::flows::turn frontends/discord/flows/mod.rs"),
            "4 super::data::Data frontends/discord/data.rs".into(),
            "5 super::views frontends/discord/views/mod.rs".into(),
            "5 super::views::page frontends/discord/views/page.rs".into(),
        ],
        "a poise string, a grouped `use` over several lines, `self` in a group"
    );
    let loop_ = "these files import each other around a loop";
    let d = "src/frontends/discord";
    assert_eq!(
        brief(&check_layers(&tree)),
        [
            "src/engines/dice.rs:4: `crate::i18n::hello` (src/i18n/mod.rs) | engines may not import i18n".to_owned(),
            format!("{d}/flows/mod.rs:3: `crate::cli::run` (src/cli/mod.rs) | frontends may not import cli"),
            "src/render/mod.rs:6: `crate::table::rank` (src/table/mod.rs) | render may not import table".into(),
        ]
    );
    assert_eq!(
        brief(&check_discord(&tree)),
        [
            format!("{d}/flows/mod.rs:3: `crate::cli::run` (src/cli/mod.rs) | the Discord front end may not import cli"),
            format!("{d}/stray.rs | every file of the Discord front end belongs to a layer folder (app/, commands/, flows/, views/, desk/, wire/) or is data.rs"),
            format!("{d}/views/mod.rs:3: `super::data::Data` ({d}/data.rs) | views/ may not import data.rs (only app/, commands/ and flows/ may)"),
            format!("{d}/views/mod.rs:4: `crate::{discord}::flows::turn` ({d}/flows/mod.rs) | views/ may not import flows/, a layer above it"),
            format!("{d}/views/page_tests.rs:2: `crate::{discord}::Data` ({d}/mod.rs) | imports through discord/mod.rs, which only declares the layers"),
        ]
    );
    assert_eq!(
        brief(&loops(&tree, DISCORD)),
        [format!(
            "{d}/flows/mod.rs → {d}/views/mod.rs → {d}/flows/mod.rs | {loop_}"
        )]
    );
    let cli_loop = [format!(
        "src/cli/a.rs → src/cli/b.rs → src/cli/a.rs | {loop_}"
    )];
    assert_eq!(brief(&loops(&tree, "cli/")), cli_loop);
    assert_eq!(
        brief(&pair_loops(&tree, &[("cli/b.rs", "cli/a.rs")])),
        cli_loop
    );
    assert!(pair_loops(&tree, &[("cli/a.rs", "render/mod.rs")]).is_empty());
    assert!(
        loops(&tree, "engines/").is_empty(),
        "a parent's `pub use` alone makes no loop"
    );
}
