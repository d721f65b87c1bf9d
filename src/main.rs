use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// manawell: board games played asynchronously on Discord.
#[derive(Parser)]
#[command(name = "manawell", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (needs DISCORD_TOKEN in the environment or a .env file).
    Bot,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result: Result<(), String> = match cli.command {
        Command::Bot => manawell::cli::bot::run(),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("manawell: {message}");
            ExitCode::FAILURE
        }
    }
}
