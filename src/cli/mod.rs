//! Command-line commands: each file is one `manawell` subcommand.

pub mod render;
