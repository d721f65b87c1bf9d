//! The words players read, in English, French and German, through Fluent.
//!
//! Every message lives in `assets/locales/<lang>/<area>.ftl` under one key in each
//! language; code asks for it with [`tr!`] (a literal key, so a test can find every key the
//! code uses) or [`text`] (a key built at run time, e.g. a rules topic). English is the
//! fallback: a key missing in French or German is a defect the tests catch, never a blank.

mod catalog;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use catalog::{arg, text, try_text, FluentArgs, AREAS};

/// A language manawell speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fr,
    De,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::De];

    /// The folder under `assets/locales/` and the code stored in a server's settings.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
        }
    }

    /// The language's own name, as a player looks for it in a list.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
        }
    }

    /// The Discord locales a language answers to, for command localisations
    /// (Discord names English twice).
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &["en-US", "en-GB"],
            Lang::Fr => &["fr"],
            Lang::De => &["de"],
        }
    }

    /// A stored code (`en`) or a Discord locale (`fr`, `en-GB`, `de`); `None` for a
    /// language manawell does not speak.
    pub fn from_locale(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.trim().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.code() == primary)
    }

    /// The language of a public post: the server's own choice, else the server's preferred
    /// locale on Discord when manawell speaks it, else English.
    pub fn for_public(setting: Option<Lang>, guild_locale: Option<&str>) -> Lang {
        setting
            .or_else(|| guild_locale.and_then(Lang::from_locale))
            .unwrap_or_default()
    }

    /// The language of a private answer: the player's own Discord locale when manawell
    /// speaks it, else the language the server posts in.
    pub fn for_private(user_locale: Option<&str>, public: Lang) -> Lang {
        user_locale.and_then(Lang::from_locale).unwrap_or(public)
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// A message in `lang`: `tr!(lang, "key")` or `tr!(lang, "key", name = value, …)`.
///
/// The key must be a string literal, so that the catalogue test can check every key the
/// code asks for; use [`text`] for keys built at run time.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $key:literal $(,)?) => {
        $crate::i18n::text($lang, $key, None)
    };
    ($lang:expr, $key:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set(stringify!($name), $crate::i18n::arg($value)); )+
        $crate::i18n::text($lang, $key, Some(&args))
    }};
}
