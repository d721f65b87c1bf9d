//! `manawell selfplay`: random games, to check the engines end to end and measure their
//! speed. One file per game; what they share in `common.rs` (the output) and `duel.rs`
//! (`--duel`), which import none of them.

mod aetherium;
mod common;
mod duel;
mod magistrar;
mod rivality;
mod rivalry;
mod suramun;

use clap::{Args, Subcommand};

#[derive(Args)]
pub struct SelfplayArgs {
    #[command(subcommand)]
    pub game: SelfplayGame,
}

#[derive(Subcommand)]
pub enum SelfplayGame {
    /// Random legal moves in multiplayer Rivality.
    Rivality(rivality::RivalityArgs),
    /// Random legal moves against Suramun (solo mode; `solo` is the same).
    #[command(alias = "solo")]
    Suramun(suramun::SelfplaySoloArgs),
    /// Random legal moves in Magistrar (or Grand Mage matches).
    Magistrar(magistrar::SelfplayMagistrarArgs),
    /// Random legal moves in Aetherium.
    Aetherium(aetherium::SelfplayAetheriumArgs),
    /// Random legal moves in Rivalry (or AI levels against each other).
    Rivalry(rivalry::SelfplayRivalryArgs),
}

pub fn run(args: SelfplayArgs) -> Result<(), String> {
    match args.game {
        SelfplayGame::Rivality(args) => rivality::run(args),
        SelfplayGame::Suramun(args) => suramun::run(args),
        SelfplayGame::Magistrar(args) => magistrar::run(args),
        SelfplayGame::Aetherium(args) => aetherium::run(args),
        SelfplayGame::Rivalry(args) => rivalry::run(args),
    }
}
