//! The words on every game's pictures read as sentences, over played games, in every
//! language: a name already followed by its colour is not given a second parenthesis or
//! a possessive ("Ben (black)'s move"), and a count agrees with its noun ("1 cities").
//! A game is played at random and drawn every few moves as played and as a preview, and
//! at its end; every label drawn is read (`render::measure`).

use manawell::frontends::pictures::{BoardPictures, Pictures};
use manawell::i18n::Lang;
use manawell::render::measure::recording;
use manawell::table::kinds::new_game;
use manawell::table::{BoardRenderer, GameOptions, LastAction, Names};

/// Where `text` reads badly, as the words around each fault.
pub fn wording_faults(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut near = |at: usize, what: &str| {
        let from = text[..at]
            .char_indices()
            .rev()
            .nth(20)
            .map_or(0, |(i, _)| i);
        let to = text[at..]
            .char_indices()
            .nth(20)
            .map_or(text.len(), |(i, _)| at + i);
        out.push(format!("{what}: `{}`", &text[from..to]));
    };
    for (at, _) in text.match_indices(") (") {
        near(at, "two parentheses in a row");
    }
    for (at, _) in text.match_indices(")'s ") {
        near(at, "a possessive after a parenthesis");
    }
    let plural = [
        "cities",
        "armies",
        "units",
        "cités",
        "armées",
        "cavaliers",
        "unités",
        "Städte",
        "Armeen",
        "Einheiten",
    ];
    for noun in plural {
        for (at, _) in text.match_indices(&format!("1 {noun}")) {
            let alone = !text[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_ascii_digit() || c == ',' || c == '.');
            if alone {
                near(at, "one of a plural");
            }
        }
    }
    for n in 1..=4 {
        for (name, seat) in [
            ("Player", "player"),
            ("Joueur", "joueur"),
            ("Spieler", "Spieler"),
        ] {
            let twice = format!("{name} {n} ({seat} {n})");
            for (at, _) in text.match_indices(&twice) {
                near(at, "a name repeated");
            }
        }
    }
    out
}

fn kind_and_options(options: GameOptions) -> (String, String) {
    let json = serde_json::to_value(&options).expect("options as JSON");
    (
        json["kind"].as_str().expect("a kind").to_string(),
        json["options"].to_string(),
    )
}

/// Every label drawn on the pictures of a game of `options` played at random from
/// `seed`: each move as played and as a preview.
fn labels(options: GameOptions, seats: usize, seed: u64, lang: Lang) -> Vec<String> {
    let (kind, options) = kind_and_options(options);
    let names: Vec<String> = ["Ada", "Brune", "Cyrille", "Dora"][..seats]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut game = new_game(&kind, &options, seed).expect("a new game");
    let mut pick = seed;
    let mut out = Vec::new();
    for played in 0..600 {
        let Some(seat) = game.waiting_for().first().copied() else {
            break;
        };
        let choices = game.choices_for(seat, lang);
        if choices.is_empty() {
            break;
        }
        pick = pick
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let notation = choices[((pick >> 33) % choices.len() as u64) as usize]
            .notation
            .clone();
        let before = game.clone_box();
        // Every few moves, and the last: a picture takes a while to draw.
        let drawn_now = played % 12 == 0;
        if drawn_now {
            let (_, drawn) =
                recording(|| BoardPictures.move_png(&*before, &notation, None, &names, lang, true));
            out.extend(drawn.into_iter().map(|d| d.text));
        }
        game.play_text_as(seat, &notation, &Names(names.clone()), Lang::En)
            .expect("a listed move is legal");
        if !drawn_now && !game.waiting_for().is_empty() {
            continue;
        }
        let last = LastAction::Move {
            before: &*before,
            notation: &notation,
        };
        let (_, drawn) = recording(|| BoardPictures.last_png(&*game, last, None, &names, lang));
        out.extend(drawn.into_iter().map(|d| d.text));
    }
    out
}

#[test]
fn every_game_s_pictures_read_as_sentences_in_every_language() {
    let rivality = manawell::engines::rivality::Options {
        players: 2,
        expert: false,
    };
    let games = [
        (GameOptions::Rivality(rivality), 2),
        (GameOptions::Magistrar(Default::default()), 2),
        (GameOptions::Aetherium(Default::default()), 2),
        (GameOptions::Rivalry(Default::default()), 2),
    ];
    let mut failures = Vec::new();
    for (options, seats) in games {
        for lang in [Lang::En, Lang::Fr, Lang::De] {
            let mut seen: Vec<String> = labels(options.clone(), seats, 5, lang);
            seen.sort();
            seen.dedup();
            for text in seen {
                for fault in wording_faults(&text) {
                    failures.push(format!("{options:?} {lang:?}: {fault}"));
                }
            }
        }
    }
    failures.dedup();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_doubled_parenthesis_a_possessive_and_a_lone_plural_are_caught() {
    assert_eq!(wording_faults("Bot (hard) (black) placed").len(), 1);
    assert_eq!(wording_faults("Ben (black)'s move").len(), 1);
    assert_eq!(wording_faults("1 cities · 11 armies · 21 units").len(), 1);
    assert_eq!(wording_faults("Player 1 (player 1): tokens").len(), 1);
    assert!(wording_faults("Hard bot (black) placed 1 city, 11 cities").is_empty());
}
