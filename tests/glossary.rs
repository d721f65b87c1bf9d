//! One word per thing, per game and language (`assets/glossary/glossary.tsv`): where a
//! game's English message names a thing, its French or German message uses the
//! glossary's word for it, and none of the game's messages uses a word set aside.

use std::collections::BTreeMap;
use std::path::Path;

/// (file, key) → the message's text, its indented lines joined.
type Messages = BTreeMap<(String, String), String>;

fn messages(lang: &str) -> Messages {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/locales")
        .join(lang);
    let mut out = Messages::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the locale's folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    for path in files {
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).expect("a fluent file");
        let mut current: Option<(String, String)> = None;
        for line in text.lines() {
            if line.starts_with(' ') {
                if let Some(key) = &current {
                    let m = out.entry(key.clone()).or_default();
                    m.push(' ');
                    m.push_str(line.trim());
                }
                continue;
            }
            current = None;
            if line.starts_with('#') {
                continue;
            }
            if let Some((key, value)) = line.split_once(" =") {
                if !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                    let id = (file.clone(), key.to_string());
                    out.insert(id.clone(), value.trim().to_string());
                    current = Some(id);
                }
            }
        }
    }
    out
}

/// The message without its variables (`{ $pawns }` names no pawn).
fn words(message: &str) -> String {
    let mut out = String::new();
    let mut rest = message;
    while let Some(i) = rest.find("{ $") {
        out.push_str(&rest[..i]);
        match rest[i..].find('}') {
            Some(j) => rest = &rest[i + j + 1..],
            None => rest = "",
        }
    }
    out.push_str(rest);
    out.to_lowercase()
}

/// Whether a word of `text` starts with `word` (both lower case).
fn names(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        !text[..i]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric())
    })
}

struct Entry {
    lang: String,
    game: String,
    english: String,
    word: String,
    avoid: Vec<String>,
}

fn glossary() -> Vec<Entry> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/glossary/glossary.tsv");
    std::fs::read_to_string(path)
        .expect("the glossary")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            Entry {
                lang: f[0].to_string(),
                game: f[1].to_string(),
                english: f[2].to_lowercase(),
                word: f[3].to_lowercase(),
                avoid: f
                    .get(4)
                    .map(|a| {
                        a.split(',')
                            .filter(|w| !w.trim().is_empty())
                            .map(|w| w.trim().to_lowercase())
                            .collect()
                    })
                    .unwrap_or_default(),
            }
        })
        .collect()
}

/// The games, as a message's file or key names them.
const GAMES: [&str; 5] = ["rivality", "suramun", "magistrar", "aetherium", "rivalry"];

/// Whether the message `key` of `file` is `game`'s: its key names the game, or its file
/// does and its key names no other (`aetherium-nothing-hidden` in `moves-magistrar.ftl`
/// is Aetherium's).
fn of_game(file: &str, key: &str, game: &str) -> bool {
    key.contains(game)
        || (file.contains(game) && !GAMES.iter().any(|g| *g != game && key.contains(g)))
}

/// Every message that breaks `entry`, as a readable line.
fn breaches(entry: &Entry, english: &Messages, translated: &Messages) -> Vec<String> {
    let mut out = Vec::new();
    for ((file, key), text) in translated {
        if !of_game(file, key, &entry.game) {
            continue;
        }
        let said = words(text);
        let named = english
            .get(&(file.clone(), key.clone()))
            .is_some_and(|en| names(&words(en), &entry.english));
        if named && !said.contains(&entry.word) {
            out.push(format!(
                "{} {file} {key}: `{}` is not said `{}`: {text}",
                entry.lang, entry.english, entry.word
            ));
        }
        for avoid in entry.avoid.iter().filter(|a| said.contains(a.as_str())) {
            out.push(format!(
                "{} {file} {key}: `{avoid}` where the glossary says `{}`: {text}",
                entry.lang, entry.word
            ));
        }
    }
    out
}

#[test]
fn every_game_says_each_thing_with_its_glossary_s_word() {
    let english = messages("en");
    let mut by_lang: BTreeMap<String, Messages> = BTreeMap::new();
    let entries = glossary();
    assert!(entries.len() >= 7, "the glossary is read");
    let mut failures = Vec::new();
    for entry in &entries {
        let translated = by_lang
            .entry(entry.lang.clone())
            .or_insert_with(|| messages(&entry.lang));
        failures.extend(breaches(entry, &english, translated));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_message_with_another_word_is_caught() {
    let entry = Entry {
        lang: "fr".to_string(),
        game: "magistrar".to_string(),
        english: "rock".to_string(),
        word: "pierre".to_string(),
        avoid: vec!["rocher".to_string()],
    };
    let id = ("moves-magistrar.ftl".to_string(), "magistrar-x".to_string());
    let english = Messages::from([(id.clone(), "on rock { $rock }".to_string())]);
    let french = Messages::from([(id, "sur le rocher { $rock }".to_string())]);
    assert_eq!(breaches(&entry, &english, &french).len(), 2);
    // A variable is no word: `{ $pawns }` names no pawn.
    assert!(!names(&words("placed { $pawns }"), "pawn"));
}

/// Every text of a fluent file, messages, terms and their attributes: a placeable is
/// `X` (a string literal is its text), a select's variants are texts of their own.
fn fluent_texts(source: &str) -> Vec<(String, String)> {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
    fn flat(pattern: &Pattern<&str>, out: &mut Vec<String>) -> String {
        let mut text = String::new();
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => text.push_str(value),
                PatternElement::Placeable { expression } => match expression {
                    Expression::Inline(InlineExpression::StringLiteral { value }) => {
                        text.push_str(&fluent_syntax::unicode::unescape_unicode_to_string(value))
                    }
                    Expression::Select { variants, .. } => {
                        for variant in variants {
                            let said = flat(&variant.value, out);
                            out.push(said);
                        }
                        text.push('X');
                    }
                    Expression::Inline(_) => text.push('X'),
                },
            }
        }
        text
    }
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(r, _)| r);
    let mut out = Vec::new();
    for entry in &resource.body {
        let (id, value, attributes) = match entry {
            Entry::Message(m) => (m.id.name, m.value.as_ref(), &m.attributes),
            Entry::Term(t) => (t.id.name, Some(&t.value), &t.attributes),
            _ => continue,
        };
        let mut texts = Vec::new();
        let patterns = value.into_iter().chain(attributes.iter().map(|a| &a.value));
        for pattern in patterns {
            let said = flat(pattern, &mut texts);
            texts.push(said);
        }
        out.extend(texts.into_iter().map(|t| (id.to_string(), t)));
    }
    out
}

/// Where `text` breaks French typography: `:`, `;`, `!` and `?` take a no-break space
/// before them (U+00A0 or the narrow U+202F), never a plain one nor none, so that no line
/// starts with one. Code in backticks (`hints: True`) and marks inside a word (`12:30`,
/// `https://`, `?!`, the sign `??`) are left alone.
fn typography_faults(text: &str) -> Vec<String> {
    let mut plain = String::new();
    for (i, part) in text.split('`').enumerate() {
        plain.push_str(if i % 2 == 0 { part } else { "code" });
    }
    let chars: Vec<char> = plain.chars().collect();
    let mut out = Vec::new();
    for (i, mark) in chars.iter().enumerate() {
        if !matches!(mark, ':' | ';' | '!' | '?') || i == 0 {
            continue;
        }
        let before = chars[i - 1];
        let after = chars.get(i + 1).copied();
        // `??` (a tile face down in solo's legend) is a sign, not a question.
        if before == *mark || after == Some(*mark) {
            continue;
        }
        let ends = after.is_none_or(|c| c.is_whitespace() || ",.)»".contains(c));
        let glued = before.is_alphanumeric() || ")}»*".contains(before);
        if before == ' ' || (glued && ends) {
            let from = i.saturating_sub(12);
            let near: String = chars[from..(i + 3).min(chars.len())].iter().collect();
            out.push(format!("`{near}`"));
        }
    }
    out
}

/// French typography in every French text: a no-break space before `:`, `;`, `!` and
/// `?`, so that no line ever starts with one of them.
#[test]
fn french_keeps_its_colons_with_the_words_before() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales/fr");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the French folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    assert!(files.len() > 30, "the French files are read");
    let mut failures = Vec::new();
    for path in files {
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        let source = std::fs::read_to_string(&path).expect("a fluent file");
        for (key, text) in fluent_texts(&source) {
            for fault in typography_faults(&text) {
                failures.push(format!("{file} {key}: {fault}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_plain_space_or_none_before_a_colon_is_caught() {
    assert_eq!(typography_faults("Partie : finie").len(), 1);
    assert_eq!(typography_faults("Partie: finie ; oui").len(), 2);
    assert_eq!(typography_faults("X!").len(), 1);
    assert!(typography_faults(
        "Partie\u{a0}: finie\u{202f}? `hints: True` 12:30 https://x\u{a0}?! ??"
    )
    .is_empty());
    let texts =
        fluent_texts("k = { $n ->\n    [one] un : deux\n   *[other] { \"\\u00A0\" }: trois\n}\n");
    let faults: Vec<_> = texts
        .iter()
        .flat_map(|(_, t)| typography_faults(t))
        .collect();
    assert_eq!(faults.len(), 1, "{texts:?}");
}

/// German Aetherium's picture says where the Aether token stands: "auf der Mitte" (it
/// stands there), never "auf die Mitte".
#[test]
fn the_aether_token_stands_on_the_centre_in_german() {
    let german = messages("de");
    let centre = &german[&(
        "picture-aetherium.ftl".to_string(),
        "picture-aetherium-centre".to_string(),
    )];
    let to = &german[&(
        "picture-aetherium.ftl".to_string(),
        "picture-aetherium-aether-to".to_string(),
    )];
    assert_eq!(to.replace("{ $spot }", centre), "Äthermarker auf der Mitte");
}

/// Where `text` names a tile otherwise than `solo` writes them: the solo mode writes a
/// tile's id with a `#` (`#A7`: its cells, A1 to D6, look like tile ids), every other
/// game without.
fn tile_names_astray(text: &str, solo: bool) -> Vec<String> {
    let mut out = Vec::new();
    for word in ["tile ", "tuile ", "Plättchen "] {
        for (at, _) in text.match_indices(word) {
            let rest = &text[at + word.len()..];
            let mut chars = rest.chars();
            let id = matches!((chars.next(), chars.next()), (Some(l), Some(d)) if l.is_ascii_uppercase() && d.is_ascii_digit());
            if solo && id {
                out.push(format!("`{word}{}` without its #", &rest[..2]));
            }
        }
    }
    if !solo {
        let chars: Vec<char> = text.chars().collect();
        for w in chars.windows(3) {
            if w[0] == '#' && w[1].is_ascii_uppercase() && w[2].is_ascii_digit() {
                out.push(format!("`{}{}{}` with a #", w[0], w[1], w[2]));
            }
        }
    }
    out
}

/// One spelling of a tile per game, in every language: `#A7` in solo, `A7` elsewhere.
#[test]
fn tiles_are_named_one_way_per_game() {
    let mut failures = Vec::new();
    for lang in ["en", "fr", "de"] {
        for ((file, key), text) in messages(lang) {
            let solo = of_game(&file, &key, "suramun") || key.contains("solo");
            let rivality = !solo && of_game(&file, &key, "rivality");
            if !solo && !rivality {
                continue;
            }
            for fault in tile_names_astray(&text, solo) {
                failures.push(format!("{lang} {file} {key}: {fault}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_tile_named_the_other_way_is_caught() {
    assert_eq!(
        tile_names_astray("(#A7> = tile A7, its front", true).len(),
        1
    );
    assert!(tile_names_astray("(#A7> = tile #A7, its front", true).is_empty());
    assert_eq!(tile_names_astray("placed #A7 at M14", false).len(), 1);
    assert!(tile_names_astray("placed tile A7 at M14", false).is_empty());
}
