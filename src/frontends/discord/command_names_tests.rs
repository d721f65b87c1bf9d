use std::collections::BTreeSet;

use super::*;
use crate::frontends::discord::commands;

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
