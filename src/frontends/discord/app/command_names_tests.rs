use std::collections::BTreeSet;

use super::*;
use crate::frontends::discord::commands;
use crate::frontends::discord::views::help;

/// Every command, subcommands included, depth first, with its full name.
fn every(commands: &[Command]) -> Vec<(String, &Command)> {
    fn walk<'a>(parent: &str, commands: &'a [Command], out: &mut Vec<(String, &'a Command)>) {
        for command in commands {
            let path = path_of(parent, &command.name);
            out.push((path.clone(), command));
            walk(&path, &command.subcommands, out);
        }
    }
    let mut out = Vec::new();
    walk("", commands, &mut out);
    out
}

/// What Discord accepts as a slash command's or an option's name.
fn valid_name(name: &str) -> bool {
    let length = name.chars().count();
    (1..=32).contains(&length)
        && name
            .chars()
            .all(|c| (c.is_alphanumeric() && !c.is_uppercase()) || c == '-' || c == '_')
}

#[test]
fn the_english_catalogue_says_what_the_code_says() {
    let all = commands::all();
    let mut problems = Vec::new();
    let mut check = |key: String, code: Option<&str>| {
        let catalogue = try_text(Lang::En, &key, None);
        if catalogue.as_deref() != code {
            problems.push(format!("{key}: code {code:?}, catalogue {catalogue:?}"));
        }
    };
    for (path, command) in every(&all) {
        let key = command_key(&path);
        check(key.clone(), Some(&command.name));
        check(format!("{key}.description"), command.description.as_deref());
        for parameter in &command.parameters {
            let name = attribute(&parameter.name);
            check(format!("{key}.{name}"), Some(&parameter.name));
            check(
                format!("{key}.{name}-description"),
                parameter.description.as_deref(),
            );
            for choice in &parameter.choices {
                check(choice_key(&choice.name), Some(&choice.name));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_language_names_every_command_as_discord_allows() {
    let all = localised(commands::all());
    let mut problems = Vec::new();
    for lang in [Lang::Fr, Lang::De] {
        let locale = lang.discord_locales()[0];
        let siblings = |list: &[Command]| -> Vec<String> {
            list.iter()
                .map(|c| {
                    c.name_localizations
                        .get(locale)
                        .cloned()
                        .unwrap_or_default()
                })
                .collect()
        };
        let mut groups = vec![siblings(&all)];
        for (path, command) in every(&all) {
            let name = command.name_localizations.get(locale);
            let description = command.description_localizations.get(locale);
            match (name, description) {
                (Some(name), Some(description)) => {
                    if !valid_name(name) {
                        problems.push(format!("{lang}: `{name}` is not a valid command name"));
                    }
                    if !(1..=100).contains(&description.chars().count()) {
                        problems.push(format!("{lang}: `{description}` is too long"));
                    }
                }
                _ => problems.push(format!("{lang}: `{path}` is not named")),
            }
            groups.push(siblings(&command.subcommands));
            let mut options = Vec::new();
            for parameter in &command.parameters {
                let name = parameter.name_localizations.get(locale);
                let description = parameter.description_localizations.get(locale);
                match (name, description) {
                    (Some(name), Some(description)) => {
                        if !valid_name(name) {
                            problems.push(format!("{lang}: option `{name}` is not valid"));
                        }
                        if !(1..=100).contains(&description.chars().count()) {
                            problems.push(format!("{lang}: `{description}` is too long"));
                        }
                        options.push(name.clone());
                    }
                    _ => problems.push(format!(
                        "{lang}: option `{}` of `{path}` is not named",
                        parameter.name
                    )),
                }
                for choice in &parameter.choices {
                    match choice.localizations.get(locale) {
                        Some(name) if (1..=100).contains(&name.chars().count()) => {}
                        _ => problems.push(format!("{lang}: choice `{}`", choice.name)),
                    }
                }
            }
            groups.push(options);
        }
        for group in groups {
            let distinct: BTreeSet<&String> = group.iter().collect();
            if distinct.len() != group.len() {
                problems.push(format!(
                    "{lang}: two commands or options share a name in {group:?}"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_french_or_german_client_sees_the_commands_in_its_language() {
    let all = localised(commands::all());
    let rivality = all.iter().find(|c| c.name == "rivality").expect("rivality");
    let new = rivality
        .subcommands
        .iter()
        .find(|c| c.name == "new")
        .expect("rivality new");
    assert_eq!(
        new.name_localizations.get("fr").map(String::as_str),
        Some("nouvelle")
    );
    assert_eq!(
        new.name_localizations.get("de").map(String::as_str),
        Some("neu")
    );
    assert!(
        !new.name_localizations.contains_key("en-US"),
        "English stays the code's"
    );
    let players = &new.parameters[0];
    assert_eq!(
        players.name_localizations.get("fr").map(String::as_str),
        Some("joueurs")
    );
    assert_eq!(
        players
            .description_localizations
            .get("de")
            .map(String::as_str),
        Some("Anzahl der Spieler")
    );
}

#[test]
fn choice_keys_are_fluent_identifiers() {
    assert_eq!(choice_key("1 hour"), "choice-1-hour");
    assert_eq!(choice_key("North (up)"), "choice-north-up");
    assert_eq!(
        command_key("suramun leaderboard"),
        "command-suramun-leaderboard"
    );
}

/// `cargo test --lib command_names::tests::print_english -- --ignored --nocapture` prints
/// the English catalogue from the code, to start a new command's entries from.
#[test]
#[ignore]
fn print_english() {
    let all = commands::all();
    let mut choices = BTreeSet::new();
    for (path, command) in every(&all) {
        let key = command_key(&path);
        println!("{key} = {}", command.name);
        println!(
            "    .description = {}",
            command.description.clone().unwrap_or_default()
        );
        for parameter in &command.parameters {
            let name = attribute(&parameter.name);
            println!("    .{name} = {}", parameter.name);
            println!(
                "    .{name}-description = {}",
                parameter.description.clone().unwrap_or_default()
            );
            for choice in &parameter.choices {
                choices.insert((choice_key(&choice.name), choice.name.clone()));
            }
        }
    }
    println!();
    for (key, name) in choices {
        println!("{key} = {name}");
    }
}

/// A command's or an option's name as a client speaking `lang` lists it.
fn shown<'a>(
    name: &'a str,
    localisations: &'a std::collections::HashMap<String, String>,
    lang: Lang,
) -> &'a str {
    lang.discord_locales()
        .first()
        .and_then(|locale| localisations.get(*locale))
        .map_or(name, String::as_str)
}

/// What is wrong with the command quoted in `` `/…` `` (its words up to the closing
/// backtick) for a client speaking `lang`; `<game>` or an unfilled `{$…}` stands for any
/// game's command.
fn misnamed(quoted: &str, all: &[Command], lang: Lang) -> Option<String> {
    let mut words = quoted.split_whitespace().peekable();
    let first = words.next()?;
    let mut candidates: Vec<&Command> = if first.starts_with('<') || first.starts_with('{') {
        all.iter().collect()
    } else {
        all.iter()
            .filter(|c| shown(&c.name, &c.name_localizations, lang) == first)
            .collect()
    };
    while let Some(word) = words.peek().filter(|w| !w.contains(':')) {
        candidates = candidates
            .into_iter()
            .filter_map(|c| {
                c.subcommands
                    .iter()
                    .find(|s| shown(&s.name, &s.name_localizations, lang) == *word)
            })
            .collect();
        words.next();
    }
    let options: Vec<&str> = words
        .filter_map(|w| w.split_once(':'))
        .map(|(o, _)| o)
        .collect();
    let fits = |c: &&Command| {
        options.iter().all(|o| {
            c.parameters
                .iter()
                .any(|p| shown(&p.name, &p.name_localizations, lang) == *o)
        })
    };
    if candidates.iter().any(fits) {
        None
    } else {
        Some(format!("`/{quoted}`"))
    }
}

/// Every message and attribute of `lang`'s catalogue, formatted without arguments.
fn every_text(lang: Lang) -> Vec<(String, String)> {
    use fluent_syntax::ast::Entry;
    let mut texts = Vec::new();
    for area in crate::i18n::AREAS {
        let path = format!(
            "{}/assets/locales/{}/{area}.ftl",
            env!("CARGO_MANIFEST_DIR"),
            lang.code()
        );
        let source = std::fs::read_to_string(&path).expect("a catalogue file");
        let resource = fluent_syntax::parser::parse(source.as_str()).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            if let Entry::Message(message) = entry {
                let id = message.id.name;
                let mut keys = vec![id.to_string()];
                keys.extend(
                    message
                        .attributes
                        .iter()
                        .map(|a| format!("{id}.{}", a.id.name)),
                );
                for key in keys {
                    if let Some(text) = try_text(lang, &key, None) {
                        texts.push((format!("{area}/{key}"), text));
                    }
                }
            }
        }
    }
    texts
}

/// A French or German text names each command, and each of its options, as that
/// language's client lists it (Discord shows `/parties`, not `/games`, to a French
/// player); English names them as the code does.
#[test]
fn every_command_a_message_names_is_the_one_its_reader_sees() {
    let all = localised(commands::all());
    let mut problems = Vec::new();
    let mut quoted = 0;
    for lang in Lang::ALL {
        for (key, text) in every_text(lang) {
            for piece in text.split("`/").skip(1) {
                let Some((command, _)) = piece.split_once('`') else {
                    continue;
                };
                quoted += 1;
                if let Some(wrong) = misnamed(command, &all, lang) {
                    problems.push(format!("{lang} {key}: {wrong}"));
                }
            }
        }
    }
    assert!(quoted > 60, "the texts quote commands: {quoted}");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_misnamed_command_is_seen() {
    let all = localised(commands::all());
    assert_eq!(misnamed("parties", &all, Lang::Fr), None);
    assert!(misnamed("games", &all, Lang::Fr).is_some());
    assert!(misnamed("rivality new", &all, Lang::De).is_some());
    assert_eq!(misnamed("rivality neu spieler:2", &all, Lang::De), None);
    assert!(misnamed("rivality neu players:2", &all, Lang::De).is_some());
    assert_eq!(misnamed("<spiel> regeln thema:", &all, Lang::De), None);
    assert_eq!(misnamed("rivality new players:2", &all, Lang::En), None);
}

/// Every `/command sub` a help text names, as (command, subcommand).
fn named(text: &str) -> Vec<(String, Option<String>)> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter_map(|code| code.strip_prefix('/'))
        .map(|code| {
            let mut words = code.split_whitespace();
            let command = words.next().unwrap_or("").to_string();
            let sub = words.next().filter(|w| !w.contains(':')).map(String::from);
            (command, sub)
        })
        .collect()
}

/// Every command a help text names exists, under the name a client speaking the
/// help's language shows; and each text fits a message.
#[test]
fn every_command_the_help_names_exists_and_each_text_fits_a_message() {
    let commands = localised(commands::all());
    for lang in Lang::ALL {
        for topic in help::ALL_HELP {
            let text = help::help_text(lang, Some(topic));
            assert!(text.chars().count() <= 2000, "{lang} {topic:?}");
            let named = named(&text);
            assert!(named.len() >= 2, "{lang} {topic:?} names no command");
            for (command, sub) in named {
                let found = commands
                    .iter()
                    .find(|c| shown(&c.name, &c.name_localizations, lang) == command)
                    .unwrap_or_else(|| panic!("{lang}: /{command} in {topic:?}"));
                if let Some(sub) = sub {
                    assert!(
                        found.subcommands.iter().any(|s| shown(
                            &s.name,
                            &s.name_localizations,
                            lang
                        ) == sub),
                        "{lang}: /{command} {sub} in {topic:?}"
                    );
                }
            }
        }
    }
}
