//! `manawell render magistrar`: a Magistrar position (a file in the notation, or a game
//! from a seed played some random moves on), an optional move played and highlighted, to
//! a PNG, to look at the picture without Discord.

use std::path::PathBuf;

use clap::Args;

use crate::engines::dice::Dice;
use crate::engines::magistrar::notation::{parse_position_checked, read_move};
use crate::engines::magistrar::random::play_random;
use crate::engines::magistrar::{new_game, Options};
use crate::i18n::Lang;
use crate::table::kinds::magistrar::refusals::refusal;
use crate::table::kinds::magistrar::unreadable::unreadable;
use crate::table::pictures::magistrar::{board_png, move_png};

use super::common::{cannot_play, lang_arg, read, write, LayoutArg};

#[derive(Args, Debug)]
pub struct MagistrarRender {
    /// A file holding a Magistrar position (docs/magistrar-notation.md); without it, a new
    /// game from `--seed`.
    #[arg(long, value_name = "FILE")]
    pub position: Option<PathBuf>,
    /// The seed of a new game.
    #[arg(long, default_value_t = 1, conflicts_with = "position")]
    pub seed: u64,
    /// A new game is a Grand Mage match.
    #[arg(long, conflicts_with = "position")]
    pub grand_mage: bool,
    /// Random legal moves played first (on the position or the new game).
    #[arg(long, default_value_t = 0)]
    pub random: usize,
    /// A move to play then, highlighted (`sm.wmw`, `3m`, `dark`).
    #[arg(long = "move")]
    pub play: Option<String>,
    /// Draw the board as this mage sees it: 1 (white) or 2 (black).
    #[arg(long)]
    pub viewer: Option<u8>,
    /// Show the move as a preview (not yet confirmed).
    #[arg(long, requires = "play")]
    pub preview: bool,
    /// `phone` (the default, as every game's `render`): one column, as Discord shows it; `wide`: two columns.
    #[arg(long, value_enum, default_value_t = LayoutArg::Phone)]
    pub layout: LayoutArg,
    /// The language of the words drawn: `en`, `fr` or `de`.
    #[arg(long, value_parser = lang_arg, default_value = "en")]
    pub lang: Lang,
    /// Where to write the PNG.
    #[arg(long)]
    pub out: PathBuf,
}

pub fn run(args: MagistrarRender) -> Result<(), String> {
    let mut game = match &args.position {
        Some(path) => {
            let text = read(path, args.lang)?;
            parse_position_checked(&text).map_err(|e| e.to_string())?
        }
        None => {
            let options = Options {
                grand_mage: args.grand_mage,
                ..Options::default()
            };
            new_game(options, args.seed).map_err(|e| e.to_string())?
        }
    };
    if args.random > 0 {
        let mut rng = Dice::new(args.seed.wrapping_add(1));
        play_random(
            &mut game,
            &mut rng,
            args.random,
            &mut Vec::new(),
            &mut Vec::new(),
        );
    }
    let viewer = match args.viewer {
        None => None,
        Some(n @ 1..=2) => Some(n - 1),
        Some(n) => return Err(crate::tr!(args.lang, "render-no-mage", n = n)),
    };
    let names: Vec<String> = (1..=2)
        .map(|n| crate::tr!(args.lang, "picture-player", number = n))
        .collect();
    let format = args.layout.into();
    let png = match &args.play {
        Some(play) => {
            let mv = read_move(play).map_err(|e| unreadable(&e, args.lang))?;
            // The rules' refusal in `--lang`, the kind's words (the picture's is English).
            if let Err(e) = game.apply(mv) {
                let names = crate::table::kinds::Names(names.clone());
                let why = refusal(&e, &game, &names, args.lang);
                return Err(cannot_play(args.lang, play, why));
            }
            move_png(&game, play, viewer, &names, args.lang, args.preview, format)
                .map_err(|e| cannot_play(args.lang, play, e))?
        }
        None => board_png(&game, viewer, &names, args.lang, format)?,
    };
    write(&args.out, &png, args.lang)
}
