//! The terminal's words read as sentences over whole games against the AI, in every
//! language: an AI seat's name takes no parenthesis of its own, so that its colour or
//! side is the only one ("Bot (easy) (black)" was); a player's line does not repeat a
//! default name's number ("Player 1 (player 1)" was).

use manawell::frontends::local::{Ending, LocalGame, LocalOptions};
use manawell::i18n::Lang;
use manawell::table::TableId;

use super::support::Db;

/// Where `text` reads badly, as the words around each fault.
fn wording_faults(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut near = |at: usize, what: &str| {
        let from = text[..at]
            .char_indices()
            .rev()
            .nth(30)
            .map_or(0, |(i, _)| i);
        let to = text[at..]
            .char_indices()
            .nth(30)
            .map_or(text.len(), |(i, _)| at + i);
        out.push(format!("{what}: `{}`", &text[from..to]));
    };
    for (at, _) in text.match_indices(") (") {
        near(at, "two parentheses in a row");
    }
    for (at, _) in text.match_indices(")'s ") {
        near(at, "a possessive after a parenthesis");
    }
    for n in 1..=4 {
        for (name, seat) in [
            ("Player", "player"),
            ("Joueur", "joueur"),
            ("Spieler", "Spieler"),
        ] {
            for (at, _) in text.match_indices(&format!("{name} {n} ({seat} {n})")) {
                near(at, "a name repeated");
            }
        }
    }
    out
}

fn against_the_ai(game: LocalGame, lang: Lang) -> LocalOptions {
    LocalOptions {
        game: Some(game),
        ai: Some(manawell::ai::Level::Easy),
        // The default names, "Player 1" and the AI's.
        names: Vec::new(),
        lang,
        ..super::options(true)
    }
}

#[tokio::test]
async fn whole_games_against_the_ai_read_as_sentences_in_every_language() {
    let mut failures = Vec::new();
    for game in [LocalGame::Magistrar, LocalGame::Aetherium] {
        for lang in [Lang::En, Lang::Fr, Lang::De] {
            let db = Db::new(&format!("local-wording-{game:?}-{lang:?}"));
            // Each turn: the board in words, then the first move, confirmed.
            let script = "board\n1\ny\n".repeat(200);
            let opts = against_the_ai(game, lang);
            let (ending, out) = super::session_with_ai(&db, &opts, &script).await;
            assert_eq!(ending, Ending::Finished(TableId(1)), "{out}");
            let words = out.split_whitespace().collect::<Vec<_>>().join(" ");
            let mut faults = wording_faults(&words);
            faults.sort();
            faults.dedup();
            failures.extend(
                faults
                    .into_iter()
                    .map(|f| format!("{game:?} {lang:?}: {f}")),
            );
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_doubled_parenthesis_and_a_repeated_name_are_caught() {
    assert_eq!(wording_faults("Bot (hard) (black) placed").len(), 1);
    assert_eq!(wording_faults("Player 1 (player 1): tokens").len(), 1);
    assert!(wording_faults("Hard bot (black) placed").is_empty());
}
