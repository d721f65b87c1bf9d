//! `manawell render rivalry`: a Rivalry position (a file in its notation, or random moves
//! from a seed after the suggested set-ups) drawn to a PNG, a move played on it first and
//! highlighted, to look at the picture without Discord. `--setup` draws one side's set-up
//! panel picture instead, `--waiting` the Isle while set-ups are awaited.

use std::path::PathBuf;

use clap::Args;

use crate::engines::dice::Dice;
use crate::engines::rivalry::notation::parse_position_checked;
use crate::engines::rivalry::random::play_random;
use crate::engines::rivalry::{start, suggested_setup, Event, Game, Side};
use crate::i18n::Lang;
use crate::table::pictures::rivalry::{move_png, setup_png, turn_png, waiting_png};

use super::common::{cannot_play, read, write, LayoutArg};

#[derive(Args, Debug)]
pub struct RivalryRender {
    /// A file holding a position in the notation (docs/rivalry-notation.md), checked;
    /// without it, `--turns` random moves from `--seed` after the suggested set-ups.
    #[arg(long, value_name = "FILE")]
    pub position: Option<PathBuf>,
    /// A move to play on the position first, then highlighted (`"C5-B5:2a1c"`).
    #[arg(long = "move")]
    pub play: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Random moves to play from the start (fewer if the game ends first); the events of
    /// the last few (`--highlight`) are drawn.
    #[arg(long, default_value_t = 40)]
    pub turns: usize,
    /// How many of the last random moves to highlight (their events together).
    #[arg(long, default_value_t = 6)]
    pub highlight: usize,
    /// Show the highlighted move as a preview (not played yet).
    #[arg(long)]
    pub preview: bool,
    /// Draw the suggested set-up of this side (`republic` or `kingdom`) instead.
    #[arg(long)]
    pub setup: Option<String>,
    /// Draw the Isle while both set-ups are awaited instead.
    #[arg(long)]
    pub waiting: bool,
    /// `phone`: the words under the map, as Discord shows it; `wide`: beside it.
    #[arg(long, value_enum, default_value_t = LayoutArg::Phone)]
    pub layout: LayoutArg,
    /// The language of the words: en, fr or de.
    #[arg(long, default_value = "en")]
    pub lang: String,
    /// Where to write the PNG.
    #[arg(long)]
    pub out: PathBuf,
}

pub fn run(args: RivalryRender) -> Result<(), String> {
    let lang = Lang::from_locale(&args.lang)
        .ok_or_else(|| format!("`{}` is not a language: en, fr or de", args.lang))?;
    let names: Vec<String> = (1..=2)
        .map(|n| crate::tr!(lang, "picture-player", number = n))
        .collect();
    let format = args.layout.into();
    if args.waiting {
        let png = waiting_png(&names, [true, false], format, lang)?;
        return write(&args.out, &png, lang);
    }
    if let Some(word) = &args.setup {
        let side = Side::from_word(word)
            .ok_or_else(|| crate::tr!(lang, "render-not-a-side", word = word.as_str()))?;
        let png = setup_png(
            side.index() as u8,
            &suggested_setup(side),
            &names,
            format,
            lang,
        )?;
        return write(&args.out, &png, lang);
    }
    let (game, events) = match &args.position {
        Some(path) => {
            let text = read(path, lang)?;
            (
                parse_position_checked(&text).map_err(|e| e.to_string())?,
                Vec::new(),
            )
        }
        None => random(args.seed, args.turns, args.highlight)?,
    };
    let png = match &args.play {
        Some(play) => move_png(&game, play, None, &names, args.preview, format, lang)
            .map_err(|e| cannot_play(lang, play, e))?,
        None => turn_png(&game, &events, None, &names, format, lang)?,
    };
    write(&args.out, &png, lang)
}

/// `turns` random legal moves from `seed`, after both suggested set-ups, and the events of
/// the last `highlight` of them.
fn random(seed: u64, turns: usize, highlight: usize) -> Result<(Game, Vec<Event>), String> {
    let (mut game, _) = start(
        &suggested_setup(Side::Republic),
        &suggested_setup(Side::Kingdom),
        seed,
    )
    .map_err(|e| e.to_string())?;
    let mut rng = Dice::new(seed.wrapping_add(1));
    let early = turns.saturating_sub(highlight);
    play_random(&mut game, &mut rng, early, &mut Vec::new(), &mut Vec::new());
    let mut events = Vec::new();
    let mut buffer = Vec::new();
    for _ in early..turns {
        let mut last = Vec::new();
        if play_random(&mut game, &mut rng, 1, &mut buffer, &mut last).is_empty() {
            break;
        }
        events.extend(last);
    }
    Ok((game, events))
}
