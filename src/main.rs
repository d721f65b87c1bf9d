use std::process::ExitCode;

use clap::{Parser, Subcommand};
use manawell::cli::selfplay_solo;

/// manawell: board games played asynchronously on Discord.
#[derive(Parser)]
#[command(name = "manawell", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Random players challenge Suramun (solo mode): one line per game and a summary.
    SelfplaySuramun(selfplay_solo::SelfplaySoloArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result: Result<(), String> = match cli.command {
        Command::SelfplaySuramun(args) => selfplay_solo::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("manawell: {message}");
            ExitCode::FAILURE
        }
    }
}
