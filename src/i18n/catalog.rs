//! The Fluent bundles, built once from the `.ftl` files compiled into the program.

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};

pub use fluent_bundle::FluentArgs;

use super::Lang;

/// Expands to the areas' names and, per language, their files' text.
macro_rules! areas {
    ($($area:literal),+ $(,)?) => {
        /// The `.ftl` files of each language, by area (`assets/locales/<lang>/<area>.ftl`).
        pub const AREAS: &[&str] = &[$($area),+];

        fn sources(lang: Lang) -> Vec<(&'static str, &'static str)> {
            match lang {
                Lang::En => vec![$(($area, include_str!(concat!("../../assets/locales/en/", $area, ".ftl")))),+],
                Lang::Fr => vec![$(($area, include_str!(concat!("../../assets/locales/fr/", $area, ".ftl")))),+],
                Lang::De => vec![$(($area, include_str!(concat!("../../assets/locales/de/", $area, ".ftl")))),+],
            }
        }
    };
}

// One area per part of the program, so that files stay short and parallel work apart.
areas![
    "common",
    "rules",
    "rules-rivality",
    "rules-magistrar",
    "rules-aetherium",
    "rules-rivalry",
    "rules-suramun",
    "moves-rivality",
    "moves-magistrar",
    "moves-aetherium",
    "moves-rivalry",
    "sealed",
    "commands",
    "settings",
    "games",
    "lobby",
    "flows",
    "standings",
    "help",
    "refusals",
    "panel",
    "posts",
    "steps",
    "boards",
    "titles",
    "moves-suramun",
    "errors-rivality",
    "errors-suramun",
    "errors-magistrar",
    "errors-aetherium",
    "errors-rivalry",
    "reasons",
    "local",
    "local-first",
    "stakes",
    "render",
    "picture-common",
    "picture-rivality",
    "picture-magistrar",
    "picture-aetherium",
    "picture-rivalry",
    "tournament",
    "setup-rivalry",
    "web"
];

pub(super) struct Catalog {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
}

impl Catalog {
    fn build() -> Catalog {
        let bundles = Lang::ALL
            .into_iter()
            .map(|lang| (lang, bundle_of(lang)))
            .collect();
        Catalog { bundles }
    }

    pub(super) fn bundle(&self, lang: Lang) -> &FluentBundle<FluentResource> {
        &self
            .bundles
            .iter()
            .find(|(l, _)| *l == lang)
            .or(self.bundles.first())
            .expect("the catalogue holds every language")
            .1
    }
}

pub(super) static CATALOG: LazyLock<Catalog> = LazyLock::new(Catalog::build);

/// A language's bundle. A file that does not parse, or a key given twice, keeps what it
/// can: the catalogue tests name the file and the entry, so it never reaches a release.
fn bundle_of(lang: Lang) -> FluentBundle<FluentResource> {
    let id = lang
        .code()
        .parse()
        .expect("the language codes are valid identifiers");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Discord shows Unicode isolation marks as boxes on some clients.
    bundle.set_use_isolating(false);
    for (_, source) in sources(lang) {
        let resource = match FluentResource::try_new(source.to_owned()) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        bundle.add_resource_overriding(resource);
    }
    bundle
}

/// The raw sources, for the catalogue tests.
#[cfg(test)]
pub(super) fn sources_of(lang: Lang) -> Vec<(&'static str, &'static str)> {
    sources(lang)
}

/// A value for a message's argument: text or a number.
pub fn arg<'a>(value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    value.into()
}

/// The message `key` (or `key.attribute`) in `lang`, or `None` when no language has it.
pub fn try_text(lang: Lang, key: &str, args: Option<&FluentArgs>) -> Option<String> {
    let (id, attribute) = match key.split_once('.') {
        Some((id, attribute)) => (id, Some(attribute)),
        None => (key, None),
    };
    [lang, Lang::En].into_iter().find_map(|lang| {
        let bundle = CATALOG.bundle(lang);
        let message = bundle.get_message(id)?;
        let pattern = match attribute {
            Some(name) => message.get_attribute(name)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            tracing::warn!(key, lang = %lang, ?errors, "a message was formatted with errors");
        }
        Some(text.into_owned())
    })
}

/// The message `key` in `lang`; English when `lang` lacks it, the key itself when every
/// language does (a defect the catalogue tests catch, shown rather than a blank).
pub fn text(lang: Lang, key: &str, args: Option<&FluentArgs>) -> String {
    try_text(lang, key, args).unwrap_or_else(|| {
        tracing::warn!(key, "no language has this message");
        key.to_owned()
    })
}
