//! The commands' names, descriptions, options and choices in each language, as Discord
//! shows them to a player whose client speaks French or German (Discord's own command
//! localisations). The words come from `assets/locales/<lang>/commands.ftl`:
//!
//! ```text
//! command-rivality-new = new            # the command's name ("rivality new")
//!     .description = Open a table …
//!     .players = players                # an option's name
//!     .players-description = Number of players
//! choice-1-hour = 1 hour                # a choice, by its English words
//! ```
//!
//! English stays what the code says (the catalogue's English is checked against it), so
//! only the other languages are added as localisations.

use crate::i18n::{try_text, Lang};

type Command =
    poise::Command<crate::frontends::discord::data::Data, crate::frontends::discord::data::Error>;

/// `commands` with their French and German names and descriptions.
pub fn localised(mut commands: Vec<Command>) -> Vec<Command> {
    for lang in Lang::ALL.into_iter().filter(|lang| *lang != Lang::En) {
        localise(&mut commands, lang, "");
    }
    commands
}

/// `parent`: the words before the commands' names (`rivality` for `rivality new`); poise
/// fills `qualified_name` only once the framework starts.
fn localise(commands: &mut [Command], lang: Lang, parent: &str) {
    for command in commands.iter_mut() {
        let path = path_of(parent, &command.name);
        let key = command_key(&path);
        let add = |map: &mut std::collections::HashMap<String, String>, key: &str| {
            if let Some(text) = try_text(lang, key, None) {
                for locale in lang.discord_locales() {
                    map.insert(locale.to_string(), text.clone());
                }
            }
        };
        add(&mut command.name_localizations, &key);
        add(
            &mut command.description_localizations,
            &format!("{key}.description"),
        );
        for parameter in &mut command.parameters {
            let name = attribute(&parameter.name);
            add(&mut parameter.name_localizations, &format!("{key}.{name}"));
            add(
                &mut parameter.description_localizations,
                &format!("{key}.{name}-description"),
            );
            for choice in &mut parameter.choices {
                add(&mut choice.localizations, &choice_key(&choice.name));
            }
        }
        localise(&mut command.subcommands, lang, &path);
    }
}

fn path_of(parent: &str, name: &str) -> String {
    if parent.is_empty() {
        name.to_string()
    } else {
        format!("{parent} {name}")
    }
}

/// `rivality new` → `command-rivality-new`.
fn command_key(qualified_name: &str) -> String {
    format!("command-{}", qualified_name.replace(' ', "-"))
}

/// An option's name as a Fluent attribute (`vs_ai` stays, Fluent allows `_`).
fn attribute(name: &str) -> String {
    name.to_string()
}

/// `1 hour` → `choice-1-hour`, `North (up)` → `choice-north-up`.
fn choice_key(english: &str) -> String {
    let slug: Vec<String> = english
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|part| !part.is_empty())
        .map(str::to_lowercase)
        .collect();
    format!("choice-{}", slug.join("-"))
}

#[cfg(test)]
#[path = "command_names_tests.rs"]
mod tests;
