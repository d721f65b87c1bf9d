//! Command-line commands: each file is one `manawell` subcommand.

pub mod engine;
pub mod render;
pub mod selfplay;
