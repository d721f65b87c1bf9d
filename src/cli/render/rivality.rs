//! `manawell render` for Rivality: a position (a file in the notation, a move played on it
//! first and highlighted) or random moves from a seed (`manawell render rivality`), drawn
//! as one seat or a spectator sees it, the seat's hand too if asked.

use std::path::{Path, PathBuf};

use clap::Args;
use rand::seq::IndexedRandom;

use crate::engines::dice::Dice;
use crate::engines::rivality::notation::{parse_position, read_move};
use crate::engines::rivality::{new_game, Event, Game, Move, Options};
use crate::i18n::Lang;
use crate::render::{render_board, render_hand, BoardPicture};
use crate::table::kinds::rivality::refusals::refusal as rivality_refusal;
use crate::table::kinds::rivality::unreadable::unreadable;
use crate::table::pictures::not_drawn;

use super::common::{cannot_play, lang_arg, read, write, LayoutArg};

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
    /// `phone` (the default, as every game's `render`): the panel under the board, as Discord shows it; `wide`: beside it.
    #[arg(long, value_enum, default_value_t = LayoutArg::Phone)]
    pub layout: LayoutArg,
    /// The language of the words drawn: `en`, `fr` or `de`.
    #[arg(long, value_parser = lang_arg, default_value = "en")]
    pub lang: Lang,
}

#[derive(Args, Debug)]
pub struct RandomGame {
    /// A file holding a Rivality position (docs/notation.md) to draw instead of a random
    /// game, as every game's `render` takes it.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["players", "seed", "turns", "expert"])]
    pub position: Option<PathBuf>,
    /// A move to play on the position first, then highlighted (`"A7 M14 east"`).
    #[arg(long = "move", requires = "position")]
    pub play: Option<String>,
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

/// The position in the file at `path`, `play` played on it first, drawn to `out`.
pub(super) fn position(
    path: &Path,
    play: Option<&str>,
    picture: &PictureArgs,
    out: &Path,
) -> Result<(), String> {
    let lang = picture.lang;
    let text = read(path, lang)?;
    let mut game = parse_position(&text).map_err(|e| e.to_string())?;
    let mut events = Vec::new();
    if let Some(play) = play {
        let mv = read_move(play).map_err(|e| unreadable(&e, lang))?;
        let names = crate::table::kinds::Names(
            (1..=usize::from(game.players()))
                .map(|n| crate::tr!(lang, "picture-player", number = n))
                .collect(),
        );
        game.apply_in_place(mv, &mut events)
            .map_err(|e| cannot_play(lang, play, rivality_refusal(&e, &names, lang)))?;
    }
    draw(&game, &events, picture, out)
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

pub(super) fn random_game(args: RandomGame) -> Result<(), String> {
    if let Some(path) = &args.position {
        return position(path, args.play.as_deref(), &args.picture, &args.out);
    }
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
