use std::process::ExitCode;

use clap::{Parser, Subcommand};
use manawell::cli;

/// manawell: board games played asynchronously on Discord.
#[derive(Parser)]
#[command(name = "manawell", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (needs DISCORD_TOKEN in the environment or a .env file); the
    /// games are kept in DATABASE_URL (default: manawell.db here).
    Bot(cli::bot::BotArgs),
    /// Drive the rules engine with JSON lines on stdin (docs/engine-protocol.md).
    Engine(cli::engine::EngineArgs),
    /// Play random games and report the results and the speed.
    Selfplay(cli::selfplay::SelfplayArgs),
    /// Play in the terminal, hot-seat, with no Discord token; run again to resume.
    Local(cli::local::LocalArgs),
    /// Draw a board as a PNG.
    Render(cli::render::RenderArgs),
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Bot(args) => cli::bot::run(args),
        Command::Engine(args) => cli::engine::run(args),
        Command::Selfplay(args) => cli::selfplay::run(args),
        Command::Local(args) => cli::local::run(args),
        Command::Render(args) => cli::render::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("manawell: {message}");
            ExitCode::FAILURE
        }
    }
}
