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
    /// Draw a board as a PNG.
    Render(manawell::cli::render::RenderArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result: Result<(), String> = match cli.command {
        Command::Render(args) => manawell::cli::render::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("manawell: {message}");
            ExitCode::FAILURE
        }
    }
}
