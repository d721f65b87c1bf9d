//! `manawell render`: draw any position to a PNG file, to look at the board without Discord.
//! One file per game; what they share (`--lang`, `--layout`, reading and writing files) in
//! `common.rs`, which imports none of them.

mod aetherium;
mod common;
mod magistrar;
mod rivality;
mod rivalry;
mod suramun;

use std::path::PathBuf;

use clap::{Args, Subcommand};

pub use rivality::play_random;
pub use rivality::{PictureArgs, RandomGame};

/// Draw a board as a PNG.
#[derive(Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct RenderArgs {
    #[command(subcommand)]
    pub game: Option<RenderGame>,
    /// A file holding a Rivality position, in the notation (docs/notation.md), to draw.
    #[arg(long, requires = "out", value_name = "FILE")]
    pub position: Option<PathBuf>,
    /// A move to play on the position first, then highlighted (`"A7 M14 east"`).
    #[arg(long = "move", requires = "position")]
    pub play: Option<String>,
    #[command(flatten)]
    pub picture: PictureArgs,
    /// Where to write the PNG.
    #[arg(long)]
    pub out: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum RenderGame {
    /// Play random legal moves from a seed, then draw the board; or draw a position file.
    Rivality(RandomGame),
    /// Draw a solo position (or a new solo game from a seed), a turn played first if given.
    Suramun(suramun::SuramunRender),
    /// Draw a Magistrar position, a move on it highlighted if given.
    Magistrar(magistrar::MagistrarRender),
    /// Draw an Aetherium position (or random moves from a seed), a move highlighted.
    Aetherium(aetherium::AetheriumRender),
    /// Draw a Rivalry position (or random moves from a seed), a move highlighted; or a
    /// side's set-up, or the Isle while the set-ups are awaited.
    Rivalry(rivalry::RivalryRender),
}

pub fn run(args: RenderArgs) -> Result<(), String> {
    match (args.game, args.position, args.out) {
        (Some(RenderGame::Rivality(random)), _, _) => rivality::random_game(random),
        (Some(RenderGame::Suramun(args)), _, _) => suramun::run(args),
        (Some(RenderGame::Magistrar(args)), _, _) => magistrar::run(args),
        (Some(RenderGame::Aetherium(args)), _, _) => aetherium::run(args),
        (Some(RenderGame::Rivalry(args)), _, _) => rivalry::run(args),
        (None, Some(position), Some(out)) => {
            rivality::position(&position, args.play.as_deref(), &args.picture, &out)
        }
        _ => Err(crate::tr!(args.picture.lang, "render-what")),
    }
}
