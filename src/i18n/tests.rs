//! The catalogue is whole: every file parses, every language has every key with the same
//! arguments, and every key the code asks for exists.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;

use super::catalog::sources_of;
use super::{text, Lang, AREAS};

/// Per message (and `message.attribute`), the variables it uses.
type Shapes = BTreeMap<String, BTreeSet<String>>;

fn shapes_of(lang: Lang) -> Result<Shapes, String> {
    let mut shapes = Shapes::new();
    let mut problems = Vec::new();
    for (area, source) in sources_of(lang) {
        let resource = match parser::parse(source) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                problems.push(format!("{lang}/{area}.ftl does not parse: {errors:?}"));
                resource
            }
        };
        for entry in &resource.body {
            match entry {
                Entry::Message(message) => {
                    let id = message.id.name.to_owned();
                    let mut keys = Vec::new();
                    if let Some(value) = &message.value {
                        keys.push((id.clone(), variables(value)));
                    }
                    for attribute in &message.attributes {
                        let key = format!("{id}.{}", attribute.id.name);
                        keys.push((key, variables(&attribute.value)));
                    }
                    for (key, vars) in keys {
                        if shapes.insert(key.clone(), vars).is_some() {
                            problems.push(format!("{lang}/{area}.ftl: `{key}` is defined twice"));
                        }
                    }
                }
                Entry::Junk { content } => problems.push(format!(
                    "{lang}/{area}.ftl: cannot read `{}`",
                    content.trim()
                )),
                _ => {}
            }
        }
    }
    if problems.is_empty() {
        Ok(shapes)
    } else {
        Err(problems.join("\n"))
    }
}

fn variables(pattern: &Pattern<&str>) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    walk_pattern(pattern, &mut found);
    found
}

fn walk_pattern(pattern: &Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            walk_expression(expression, found);
        }
    }
}

fn walk_expression(expression: &Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            walk_inline(selector, found);
            for variant in variants {
                walk_pattern(&variant.value, found);
            }
        }
        Expression::Inline(inline) => walk_inline(inline, found),
    }
}

fn walk_inline(inline: &InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for positional in &arguments.positional {
                walk_inline(positional, found);
            }
            for named in &arguments.named {
                walk_inline(&named.value, found);
            }
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, found),
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let english = shapes_of(Lang::En).unwrap_or_else(|problems| panic!("{problems}"));
    let mut problems = Vec::new();
    for lang in [Lang::Fr, Lang::De] {
        let other = match shapes_of(lang) {
            Ok(shapes) => shapes,
            Err(found) => {
                problems.push(found);
                continue;
            }
        };
        for (key, vars) in &english {
            match other.get(key) {
                None => problems.push(format!("`{key}` is missing in {lang}")),
                Some(theirs) if theirs != vars => problems.push(format!(
                    "`{key}` takes {vars:?} in English but {theirs:?} in {lang}"
                )),
                Some(_) => {}
            }
        }
        for key in other.keys().filter(|key| !english.contains_key(*key)) {
            problems.push(format!("`{key}` is in {lang} but not in English"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_checks_see_a_missing_key_and_a_renamed_argument() {
    // The test above must fail on the defects it guards: feed it a broken pair directly.
    let english = parser::parse("a = one { $n }\nb = two").expect("valid");
    let french = parser::parse("a = un { $count }").expect("valid");
    let ids = |body: &[Entry<&str>]| -> Shapes {
        body.iter()
            .filter_map(|entry| match entry {
                Entry::Message(m) => Some((
                    m.id.name.to_owned(),
                    m.value.as_ref().map(variables).unwrap_or_default(),
                )),
                _ => None,
            })
            .collect()
    };
    let (en, fr) = (ids(&english.body), ids(&french.body));
    assert!(!fr.contains_key("b"), "a missing key is seen");
    assert_ne!(en["a"], fr["a"], "a renamed argument is seen");
}

/// Every `tr!(lang, "key"…)` in the source names a key English has.
#[test]
fn every_key_the_code_asks_for_exists() {
    let english = shapes_of(Lang::En).unwrap_or_else(|problems| panic!("{problems}"));
    let mut missing = Vec::new();
    let mut seen = 0;
    for file in rust_files(Path::new(env!("CARGO_MANIFEST_DIR")).join("src").as_path()) {
        let Ok(source) = std::fs::read_to_string(&file) else {
            continue;
        };
        for key in keys_asked_for(&source) {
            seen += 1;
            if !english.contains_key(&key) {
                missing.push(format!("{}: `{key}`", file.display()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "keys missing in English:\n{}",
        missing.join("\n")
    );
    assert!(
        seen > 0,
        "the scan found no tr! call: it would pass on anything"
    );
}

/// The key of each `tr!(` call outside comments: the first string literal after it.
fn keys_asked_for(source: &str) -> Vec<String> {
    let mut keys = Vec::new();
    for (at, _) in source.match_indices("tr!(") {
        let before = &source[..at];
        let line = &before[before.rfind('\n').map_or(0, |n| n + 1)..];
        let glued = before
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '"');
        if glued || line.trim_start().starts_with("//") {
            continue;
        }
        let rest = &source[at + 4..];
        let Some(open) = rest.find('"') else { continue };
        let after = &rest[open + 1..];
        if let Some(close) = after.find('"') {
            keys.push(after[..close].to_owned());
        }
    }
    keys
}

fn rust_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return files;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
    files
}

#[test]
fn every_file_on_disk_is_in_the_catalogue() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    for lang in Lang::ALL {
        let dir = root.join(lang.code());
        let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .flatten()
            .filter_map(|e| {
                e.file_name()
                    .to_str()?
                    .strip_suffix(".ftl")
                    .map(str::to_owned)
            })
            .collect();
        on_disk.sort();
        let mut listed: Vec<String> = AREAS.iter().map(|a| a.to_string()).collect();
        listed.sort();
        assert_eq!(on_disk, listed, "assets/locales/{lang}/ and AREAS differ");
    }
}

#[test]
fn a_message_comes_in_each_language_with_its_arguments() {
    assert_eq!(crate::tr!(Lang::En, "language-name"), "English");
    assert_eq!(crate::tr!(Lang::Fr, "language-name"), "Français");
    assert_eq!(crate::tr!(Lang::De, "language-name"), "Deutsch");
    let moves = |lang, n: i64| crate::tr!(lang, "moves-count", count = n);
    assert_eq!(moves(Lang::En, 1), "1 move");
    assert_eq!(moves(Lang::En, 3), "3 moves");
    assert_eq!(moves(Lang::Fr, 1), "1 coup");
    assert_eq!(moves(Lang::Fr, 3), "3 coups");
    assert_eq!(moves(Lang::De, 1), "1 Zug");
    assert_eq!(moves(Lang::De, 3), "3 Züge");
}

#[test]
fn an_attribute_is_reached_as_key_dot_name() {
    assert_eq!(text(Lang::De, "language-name.short", None), "de");
    assert_eq!(text(Lang::Fr, "language-name.short", None), "fr");
}

#[test]
fn an_unknown_key_shows_itself_rather_than_nothing() {
    assert_eq!(text(Lang::Fr, "no-such-key", None), "no-such-key");
    assert_eq!(super::try_text(Lang::De, "no-such-key", None), None);
}

#[test]
fn languages_follow_discord_locales_and_the_server_setting() {
    assert_eq!(Lang::from_locale("en-GB"), Some(Lang::En));
    assert_eq!(Lang::from_locale("en-US"), Some(Lang::En));
    assert_eq!(Lang::from_locale("fr"), Some(Lang::Fr));
    assert_eq!(Lang::from_locale("de"), Some(Lang::De));
    assert_eq!(Lang::from_locale("pt-BR"), None);
    assert_eq!(Lang::from_locale(""), None);
    // A server's own choice wins over its Discord locale; English when neither is spoken.
    assert_eq!(Lang::for_public(Some(Lang::De), Some("fr")), Lang::De);
    assert_eq!(Lang::for_public(None, Some("fr")), Lang::Fr);
    assert_eq!(Lang::for_public(None, Some("ja")), Lang::En);
    // A private answer follows the player, else the server.
    assert_eq!(Lang::for_private(Some("de"), Lang::Fr), Lang::De);
    assert_eq!(Lang::for_private(Some("ja"), Lang::Fr), Lang::Fr);
    assert_eq!(Lang::for_private(None, Lang::Fr), Lang::Fr);
}
