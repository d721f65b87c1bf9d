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

/// Every message that breaks `entry`, as a readable line.
fn breaches(entry: &Entry, english: &Messages, translated: &Messages) -> Vec<String> {
    let mut out = Vec::new();
    for ((file, key), text) in translated {
        if !file.contains(&entry.game) && !key.contains(&entry.game) {
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

/// French typography on the pictures and the set-up panel: a no-break space before
/// `:`, `;`, `!` and `?`, so that no line ever starts with one of them.
#[test]
fn french_pictures_keep_their_colons_with_the_words_before() {
    let french = messages("fr");
    let mut failures = Vec::new();
    for ((file, key), text) in &french {
        if !file.starts_with("picture-") && file != "setup-rivalry.ftl" {
            continue;
        }
        for mark in [':', ';', '!', '?'] {
            if text.contains(&format!(" {mark}")) {
                failures.push(format!("{file} {key}: ` {mark}` in {text}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
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
