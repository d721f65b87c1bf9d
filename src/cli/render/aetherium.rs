//! `manawell render aetherium`: an Aetherium position (a file in its notation, or random
//! moves from a seed) drawn to a PNG, a move played on it first and highlighted, to look
//! at the picture without Discord.

use std::path::PathBuf;

use clap::Args;

use crate::engines::aetherium::notation::{parse_position_checked, read_move};
use crate::engines::aetherium::random::play_random;
use crate::engines::aetherium::{new_game, Event, Game, Options};
use crate::engines::dice::Dice;
use crate::i18n::Lang;
use crate::render::{render_aetherium, AetheriumPicture};
use crate::table::kinds::aetherium::refusals::refusal;
use crate::table::kinds::aetherium::unreadable::unreadable;

use super::common::{cannot_play, lang_arg, read, write, LayoutArg};

#[derive(Args, Debug)]
pub struct AetheriumRender {
    /// A file holding a position in the notation (docs/aetherium-notation.md), checked; without
    /// it, `--turns` random moves from `--seed`.
    #[arg(long, value_name = "FILE")]
    pub position: Option<PathBuf>,
    /// A move to play on the position first, then highlighted (`"fire surge B"`).
    #[arg(long = "move")]
    pub play: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Random moves to play from the seed's set-up (fewer if the game ends first).
    #[arg(long, default_value_t = 6)]
    pub turns: usize,
    /// Show the highlighted move as a preview (not played yet).
    #[arg(long)]
    pub preview: bool,
    /// Draw the picture as this player (1 or 2) sees it; everybody sees the same but the
    /// pouch's order, which nobody sees.
    #[arg(long)]
    pub viewer: Option<u8>,
    /// `phone`: the words under the mat, as Discord shows it; `wide`: beside it.
    #[arg(long, value_enum, default_value_t = LayoutArg::Phone)]
    pub layout: LayoutArg,
    /// The language of the words drawn: `en`, `fr` or `de`.
    #[arg(long, value_parser = lang_arg, default_value = "en")]
    pub lang: Lang,
    /// Where to write the PNG.
    #[arg(long)]
    pub out: PathBuf,
}

pub fn run(args: AetheriumRender) -> Result<(), String> {
    let (mut game, mut events) = match &args.position {
        Some(path) => {
            let text = read(path, args.lang)?;
            (
                parse_position_checked(&text).map_err(|e| e.to_string())?,
                Vec::new(),
            )
        }
        None => random(args.seed, args.turns)?,
    };
    if let Some(play) = &args.play {
        let mv = read_move(play).map_err(|e| unreadable(&e, args.lang))?;
        events.clear();
        let before = game.clone();
        game.apply_in_place(mv, &mut events).map_err(|e| {
            let why = refusal(&e, &before, args.lang);
            cannot_play(args.lang, play, why)
        })?;
    }
    let viewer = match args.viewer {
        None => None,
        Some(n @ 1..=2) => Some(n - 1),
        Some(n) => return Err(crate::tr!(args.lang, "render-no-player", n = n)),
    };
    let view = game.view(viewer);
    let names: Vec<String> = (1..=2)
        .map(|n| crate::tr!(args.lang, "picture-player", number = n))
        .collect();
    let png = render_aetherium(&AetheriumPicture {
        view: &view,
        names: &names,
        last_events: &events,
        preview: args.preview,
        format: args.layout.into(),
        lang: args.lang,
    })
    .map_err(|e| crate::table::pictures::not_drawn(&e, args.lang))?;
    write(&args.out, &png, args.lang)
}

/// `turns` random legal moves from `seed`'s set-up, and the last one's events.
fn random(seed: u64, turns: usize) -> Result<(Game, Vec<Event>), String> {
    let mut game = new_game(Options::default(), seed).map_err(|e| e.to_string())?;
    let mut rng = Dice::new(seed.wrapping_add(1));
    let mut events = Vec::new();
    play_random(&mut game, &mut rng, turns, &mut Vec::new(), &mut events);
    Ok((game, events))
}
