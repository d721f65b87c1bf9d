//! What every `manawell render <game>` shares: the language and layout flags, and the
//! subcommand's own refusals, in the language asked for its words (`--lang`).

use std::path::Path;

use crate::i18n::Lang;
use crate::render::Format;

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

pub fn write(path: &Path, bytes: &[u8], lang: Lang) -> Result<(), String> {
    crate::frontends::files::write_atomic(path, bytes).map_err(|e| {
        crate::tr!(
            lang,
            "render-cannot-write",
            path = path.display().to_string(),
            why = e.to_string()
        )
    })
}

pub fn read(path: &Path, lang: Lang) -> Result<String, String> {
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
pub fn cannot_play(lang: Lang, play: &str, why: impl std::fmt::Display) -> String {
    crate::tr!(
        lang,
        "render-cannot-play",
        play = play,
        why = why.to_string()
    )
}
