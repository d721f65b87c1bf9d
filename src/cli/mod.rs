//! Command-line commands: each file or folder is one `manawell` subcommand; a folder keeps
//! one file per game and what they share in a file that imports none of them.

pub mod bot;
pub mod engine;
pub mod local;
pub mod render;
pub mod selfplay;
