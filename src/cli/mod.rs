//! Command-line commands: each file is one `manawell` subcommand.

pub mod bot;
pub mod engine;
pub mod local;
pub mod render;
pub mod render_aetherium;
pub mod render_magistrar;
pub mod render_rivalry;
pub mod selfplay;
pub mod selfplay_aetherium;
pub mod selfplay_duel;
pub mod selfplay_magistrar;
pub mod selfplay_rivalry;
pub mod selfplay_solo;
