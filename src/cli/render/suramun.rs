//! `manawell render suramun`: a solo position (a file in the notation, or a new game from
//! a seed), a turn played on it first if given, drawn as the player sees it, to a PNG.

use std::path::PathBuf;

use clap::Args;

use crate::engines::rivality::solo::notation::parse_solo_position;
use crate::engines::rivality::solo::{new_solo, Difficulty, SoloMove};
use crate::i18n::Lang;
use crate::render::{render_solo, SoloPicture};
use crate::table::pictures::not_drawn;

use super::common::{cannot_play, lang_arg, read, write, LayoutArg};

#[derive(Args, Debug)]
pub struct SuramunRender {
    /// A file holding a solo position (docs/notation.md, "Solo"); without it, a new game
    /// from `--seed` at `--level`.
    #[arg(long, value_name = "FILE")]
    pub position: Option<PathBuf>,
    /// The seed that deals a new game's battlefield.
    #[arg(long, default_value_t = 1, conflicts_with = "position")]
    pub seed: u64,
    /// A new game's level: beginner, standard or master.
    #[arg(long, default_value = "standard", conflicts_with = "position")]
    pub level: Difficulty,
    /// A turn to play first, then highlighted (`enter B1`, `C3 left,front`).
    #[arg(long = "move")]
    pub play: Option<String>,
    /// `phone`: the words under the battlefield, as Discord shows it; `wide`: beside it.
    #[arg(long, value_enum, default_value_t = LayoutArg::Phone)]
    pub layout: LayoutArg,
    /// The language of the words drawn: `en`, `fr` or `de`.
    #[arg(long, value_parser = lang_arg, default_value = "en")]
    pub lang: Lang,
    /// Where to write the PNG.
    #[arg(long)]
    pub out: PathBuf,
}

pub fn run(args: SuramunRender) -> Result<(), String> {
    let lang = args.lang;
    let mut game = match &args.position {
        Some(path) => parse_solo_position(&read(path, lang)?).map_err(|e| e.to_string())?,
        None => new_solo(args.seed, args.level),
    };
    let mut events = Vec::new();
    if let Some(play) = &args.play {
        let mv: SoloMove = play.parse().map_err(|e| cannot_play(lang, play, e))?;
        game.apply_in_place(mv, &mut events)
            .map_err(|e| cannot_play(lang, play, e))?;
    }
    let names = [crate::tr!(lang, "picture-player", number = 1)];
    let picture = SoloPicture {
        game: &game,
        names: &names,
        last_events: &events,
        preview: false,
        resigned: None,
        lang,
        format: args.layout.into(),
    };
    let png = render_solo(&picture).map_err(|e| not_drawn(&e, lang))?;
    write(&args.out, &png, lang)
}
