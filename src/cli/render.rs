//! `manawell render`: draw any position to a PNG file, to look at the board without Discord.

use crate::i18n::Lang;
use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};
use rand::seq::IndexedRandom;

use crate::engines::dice::Dice;
use crate::engines::rivality::notation::{parse_position, read_move};
use crate::engines::rivality::{new_game, Event, Game, Move, Options};
use crate::render::{render_board, render_hand, BoardPicture, Format};
use crate::table::kinds::rivality::refusals::refusal as rivality_refusal;
use crate::table::kinds::rivality::unreadable::unreadable;
use crate::table::pictures::not_drawn;

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

/// Who looks at the board, and how.
#[derive(Args, Debug)]
pub struct PictureArgs {
    /// Draw the board as this seat sees it, from 1 as in the notation (their hand
    /// included); the public picture if left out.
    #[arg(long)]
    pub viewer: Option<u8>,
    /// Show the highlighted move as a preview (not yet confirmed).
    #[arg(long)]
    pub preview: bool,
    /// Also draw the viewer's hand to this file.
    #[arg(long, requires = "viewer")]
    pub hand_out: Option<PathBuf>,
    /// `phone`: the panel under the board, as Discord shows it; `wide`: beside it.
    #[arg(long, value_enum, default_value_t = LayoutArg::Wide)]
    pub layout: LayoutArg,
    /// The language of the words drawn: `en`, `fr` or `de`.
    #[arg(long, value_parser = lang_arg, default_value = "en")]
    pub lang: Lang,
}

/// A language on the command line: `en`, `fr` or `de` (a locale such as `de-AT` too).
pub fn lang_arg(code: &str) -> Result<Lang, String> {
    Lang::from_locale(code)
        .ok_or_else(|| format!("`{code}` is not a language manawell speaks: en, fr or de"))
}

/// [`Format`] on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LayoutArg {
    Wide,
    Phone,
}

impl From<LayoutArg> for Format {
    fn from(layout: LayoutArg) -> Format {
        match layout {
            LayoutArg::Wide => Format::Wide,
            LayoutArg::Phone => Format::Phone,
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum RenderGame {
    /// Play random legal moves from a seed, then draw the board.
    Rivality(RandomGame),
    /// Draw a Magistrar position, a move on it highlighted if given.
    Magistrar(super::render_magistrar::MagistrarRender),
    /// Draw an Aetherium position (or random moves from a seed), a move highlighted.
    Aetherium(super::render_aetherium::AetheriumRender),
    /// Draw a Rivalry position (or random moves from a seed), a move highlighted; or a
    /// side's set-up, or the Isle while the set-ups are awaited.
    Rivalry(super::render_rivalry::RivalryRender),
}

#[derive(Args, Debug)]
pub struct RandomGame {
    /// 2, 3 or 4.
    #[arg(long, default_value_t = 2)]
    pub players: u8,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// How many moves to play (fewer if the game ends first).
    #[arg(long, default_value_t = 200)]
    pub turns: u32,
    /// Expert rules.
    #[arg(long)]
    pub expert: bool,
    #[command(flatten)]
    pub picture: PictureArgs,
    #[arg(long)]
    pub out: PathBuf,
}

pub fn run(args: RenderArgs) -> Result<(), String> {
    match (args.game, args.position, args.out) {
        (Some(RenderGame::Rivality(random)), _, _) => random_game(random),
        (Some(RenderGame::Magistrar(args)), _, _) => super::render_magistrar::run(args),
        (Some(RenderGame::Aetherium(args)), _, _) => super::render_aetherium::run(args),
        (Some(RenderGame::Rivalry(args)), _, _) => super::render_rivalry::run(args),
        (None, Some(position), Some(out)) => {
            let lang = args.picture.lang;
            let text = read(&position, lang)?;
            let mut game = parse_position(&text).map_err(|e| e.to_string())?;
            let mut events = Vec::new();
            if let Some(play) = &args.play {
                let mv = read_move(play).map_err(|e| unreadable(&e, lang))?;
                let names = crate::table::kinds::Names(
                    (1..=usize::from(game.players()))
                        .map(|n| crate::tr!(lang, "picture-player", number = n))
                        .collect(),
                );
                game.apply_in_place(mv, &mut events)
                    .map_err(|e| cannot_play(lang, play, rivality_refusal(&e, &names, lang)))?;
            }
            draw(&game, &events, &args.picture, &out)
        }
        _ => Err(crate::tr!(args.picture.lang, "render-what")),
    }
}

/// Plays `turns` random legal moves from `seed`, returning the game and the last move's
/// events.
pub fn play_random(options: Options, seed: u64, turns: u32) -> Result<(Game, Vec<Event>), String> {
    let mut game = new_game(options, seed).map_err(|e| e.to_string())?;
    let mut rng = Dice::new(seed.wrapping_add(1));
    let mut moves: Vec<Move> = Vec::new();
    let mut events = Vec::new();
    for _ in 0..turns {
        game.legal_moves(&mut moves);
        let Some(mv) = moves.choose(&mut rng).copied() else {
            break;
        };
        events.clear();
        game.apply_in_place(mv, &mut events)
            .map_err(|e| e.to_string())?;
    }
    Ok((game, events))
}

fn random_game(args: RandomGame) -> Result<(), String> {
    let options = Options {
        players: args.players,
        expert: args.expert,
    };
    let (game, events) = play_random(options, args.seed, args.turns)?;
    draw(&game, &events, &args.picture, &args.out)
}

fn draw(game: &Game, events: &[Event], args: &PictureArgs, out: &Path) -> Result<(), String> {
    let players = game.players();
    let viewer = match args.viewer {
        Some(n) if (1..=players).contains(&n) => Some(n - 1),
        Some(n) => {
            return Err(crate::tr!(
                args.lang,
                "render-no-seat",
                n = n,
                players = players
            ))
        }
        None => None,
    };
    let view = game.view(viewer);
    let names: Vec<String> = (1..=players)
        .map(|n| crate::tr!(args.lang, "picture-player", number = n))
        .collect();
    let picture = BoardPicture {
        view: &view,
        names: &names,
        last_events: events,
        preview: args.preview,
        format: args.layout.into(),
        lang: args.lang,
    };
    let png = render_board(&picture).map_err(|e| not_drawn(&e, args.lang))?;
    write(out, &png, args.lang)?;
    if let Some(path) = &args.hand_out {
        let png = render_hand(&view.hand, args.lang).map_err(|e| not_drawn(&e, args.lang))?;
        write(path, &png, args.lang)?;
    }
    Ok(())
}

// `manawell render`'s own refusals, in the language asked for its words (`--lang`).

pub(crate) fn write(path: &Path, bytes: &[u8], lang: Lang) -> Result<(), String> {
    crate::frontends::files::write_atomic(path, bytes).map_err(|e| {
        crate::tr!(
            lang,
            "render-cannot-write",
            path = path.display().to_string(),
            why = e.to_string()
        )
    })
}

pub(crate) fn read(path: &Path, lang: Lang) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| {
        crate::tr!(
            lang,
            "render-cannot-read",
            path = path.display().to_string(),
            why = e.to_string()
        )
    })
}

/// `play` refused by the rules, for the reason `why` (the kind's words in `lang`).
pub(crate) fn cannot_play(lang: Lang, play: &str, why: impl std::fmt::Display) -> String {
    crate::tr!(
        lang,
        "render-cannot-play",
        play = play,
        why = why.to_string()
    )
}
