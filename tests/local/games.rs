//! `--game magistrar` and `--game aetherium` in the terminal: hot-seat turns typed in
//! notation or chosen step by step, the long move lists summed up, the rules help, the
//! options that belong to another game refused, and whole games against the AI.

use std::process::Command;

use manawell::ai::Level;
use manawell::frontends::local::{run, Ending, LocalGame, LocalOptions};
use manawell::table::{AiBot, Choice, TableId, TableService};

use super::{options, session};
use crate::support::Db;

fn game(game: LocalGame) -> LocalOptions {
    LocalOptions {
        game: Some(game),
        players: None,
        ..options(true)
    }
}

/// The legal moves of table 1 now.
async fn choices(db: &Db) -> Vec<Choice> {
    let svc = db.service().await;
    let (_, game) = svc.game(TableId(1)).await.unwrap();
    let choices = game.choices(manawell::i18n::Lang::En);
    svc.store().close().await;
    choices
}

/// The lines `choose` needs to reach `target`: the number of its answer at every step that
/// offers more than one.
fn picks(choices: &[Choice], target: &Choice) -> String {
    let mut left: Vec<&Choice> = choices.iter().collect();
    let mut script = String::new();
    for (depth, step) in target.steps.iter().enumerate() {
        let mut keys: Vec<&str> = Vec::new();
        for c in &left {
            let key = c.steps[depth].key.as_str();
            if !keys.contains(&key) {
                keys.push(key);
            }
        }
        if keys.len() > 1 {
            let n = keys.iter().position(|k| *k == step.key).unwrap() + 1;
            script.push_str(&format!("{n}\n"));
        }
        left.retain(|c| c.steps[depth].key == step.key);
    }
    script
}

#[tokio::test]
async fn magistrar_is_played_hot_seat_typed_and_chosen_step_by_step() {
    let db = Db::new("local-magistrar");
    let (ending, out) = session(
        &db,
        &game(LocalGame::Magistrar),
        "\nmoves\nrules variants\nquit\n",
    )
    .await;
    assert_eq!(ending, Ending::Saved(TableId(1)));
    assert!(out.contains("New game #1: Magistrar."), "{out}");
    assert!(out.contains("Magistrar, duel 1 of 5"), "{out}");
    assert!(out.contains("too many to list. Type `choose`"), "{out}");
    assert!(out.contains("its first step is \"Rock 1 (your "), "{out}");
    assert!(
        out.contains("2 (duel cards) cannot be played here"),
        "{out}"
    );

    // The starting player types a placement; the other builds theirs step by step.
    let typed = choices(&db).await.last().unwrap().notation.clone();
    let resumed = LocalOptions {
        new: false,
        ..game(LocalGame::Magistrar)
    };
    let (_, out) = session(&db, &resumed, &format!("\n{typed}\ny\n")).await;
    assert!(out.contains(&format!("You would play {typed}: ")), "{out}");
    assert!(out.contains("placed their pawns on rocks 1–6"), "{out}");
    let all = choices(&db).await;
    let target = &all[all.len() / 2];
    let script = format!("\nchoose\n{}y\nlog\n", picks(&all, target));
    let (_, out) = session(&db, &resumed, &script).await;
    assert!(out.contains("Rock 1 (your "), "{out}");
    assert!(
        out.contains(&format!("You would play {}: ", target.notation)),
        "{out}"
    );
    assert!(out.contains("Rock 1: "), "the duel is scored: {out}");
    assert!(out.contains("  2. "), "the log has both moves: {out}");
}

#[tokio::test]
async fn aetherium_is_played_hot_seat_typed_and_chosen_step_by_step() {
    let db = Db::new("local-aetherium");
    let (_, out) = session(
        &db,
        &game(LocalGame::Aetherium),
        "\nrules\nmoves fire\nhand\nquit\n",
    )
    .await;
    assert!(out.contains("New game #1: Aetherium."), "{out}");
    assert!(
        out.contains("Aether track: Bob 4 3 2 1 [·] 1 2 3 4 Ann"),
        "{out}"
    );
    assert!(out.contains("The Aether track\n"), "all the topics: {out}");
    assert!(out.contains("fire surge"), "{out}");
    assert!(
        out.contains("Nothing is hidden from you in Aetherium"),
        "{out}"
    );

    let resumed = LocalOptions {
        new: false,
        ..game(LocalGame::Aetherium)
    };
    let first = choices(&db).await[0].notation.clone();
    let (_, out) = session(&db, &resumed, &format!("\n{first}\ny\n")).await;
    assert!(out.contains(&format!("You would play {first}: ")), "{out}");
    assert!(out.contains(" put their "), "{out}");
    let all = choices(&db).await;
    let target = all
        .iter()
        .find(|c| c.notation.contains("then"))
        .unwrap_or(&all[0]);
    let script = format!("\nchoose\n{}y\n", picks(&all, target));
    let (_, out) = session(&db, &resumed, &script).await;
    assert!(out.contains("Which pawn?"), "{out}");
    assert!(
        out.contains(&format!("You would play {}: ", target.notation)),
        "{out}"
    );
    let svc = db.service().await;
    assert_eq!(svc.current(TableId(1), None).await.unwrap().version, 2);
}

/// In German, the game's own words: the title, the board, the step questions and
/// answers, and the account of the turn.
#[tokio::test]
async fn aetherium_in_german_asks_its_steps_in_german() {
    let db = Db::new("local-aetherium-de");
    let german = LocalOptions {
        lang: manawell::i18n::Lang::De,
        ..game(LocalGame::Aetherium)
    };
    let (_, out) = session(&db, &german, "\nquit\n").await;
    assert!(out.contains("Aetherium, Runde 1 von 3 · "), "{out}");
    assert!(
        out.contains("Ätherleiste: Bob 4 3 2 1 [·] 1 2 3 4 Ann"),
        "{out}"
    );
    let all = choices(&db).await;
    let target = &all[0];
    let resumed = LocalOptions {
        new: false,
        ..german
    };
    let script = format!("\nchoose\n{}y\n", picks(&all, target));
    let (_, out) = session(&db, &resumed, &script).await;
    assert!(out.contains("Welche Figur?"), "{out}");
    assert!(out.contains("Welches Aktionsfeld?"), "{out}");
    assert!(!out.contains("Which pawn?"), "{out}");
    assert!(
        out.contains("Ein Machtmarker, vor oder nach der Aktion?"),
        "{out}"
    );
    let svc = db.service().await;
    assert_eq!(svc.current(TableId(1), None).await.unwrap().version, 1);
}

#[tokio::test]
async fn choosing_stops_on_anything_but_a_number() {
    let db = Db::new("local-choose-stop");
    let (_, out) = session(&db, &game(LocalGame::Aetherium), "\nchoose\nboard\n").await;
    assert!(
        out.contains("Stopped choosing: `board` is not one of the numbers"),
        "{out}"
    );
    // The line is read as the command it is.
    assert!(out.matches("Aether track:").count() >= 2, "{out}");
    let svc = db.service().await;
    assert_eq!(svc.current(TableId(1), None).await.unwrap().version, 0);
}

#[tokio::test]
async fn a_wrong_number_asks_again_and_back_goes_to_the_step_before() {
    let db = Db::new("local-choose-back");
    let script = "\nchoose\n99\nback\n1\nback\nboard\n";
    let (_, out) = session(&db, &game(LocalGame::Aetherium), script).await;
    assert!(
        out.contains("There is no 99 here: type a number from 1 to "),
        "{out}"
    );
    assert!(!out.contains("Nothing was played.\nThere is no"), "{out}");
    assert!(
        out.contains("This is the first step: there is none to go back to."),
        "{out}"
    );
    // The first step's question, asked again after `back`.
    let lines: Vec<&str> = out.lines().collect();
    let first = lines
        .iter()
        .position(|l| l.starts_with("  1. "))
        .expect(&out);
    let question = lines[first - 1].rsplit("> ").next().unwrap();
    assert!(
        lines.iter().filter(|l| l.ends_with(question)).count() >= 2,
        "{question} twice in {out}"
    );
    assert!(out.contains("(its number, or `back`)"), "{out}");
    let svc = db.service().await;
    assert_eq!(svc.current(TableId(1), None).await.unwrap().version, 0);
}

#[test]
fn options_of_another_game_are_refused() {
    let refused = |o: LocalOptions| o.check().unwrap_err();
    assert!(refused(LocalOptions {
        players: Some(3),
        ..game(LocalGame::Magistrar)
    })
    .contains("Magistrar is played by 2 players, not 3"));
    assert!(refused(LocalOptions {
        expert: true,
        ..game(LocalGame::Aetherium)
    })
    .contains("Aetherium has no Expert rules"));
    assert!(refused(LocalOptions {
        grand_mage: true,
        ..game(LocalGame::Rivality)
    })
    .contains("--grand-mage is a Magistrar match"));
    assert!(refused(LocalOptions {
        solo: Some(manawell::engines::rivality::solo::Difficulty::Standard),
        ..game(LocalGame::Aetherium)
    })
    .contains("Aetherium has no solo mode"));
    assert!(LocalOptions {
        grand_mage: true,
        ..options(true)
    }
    .check()
    .is_ok());
}

#[tokio::test]
async fn a_game_in_progress_of_another_kind_is_not_resumed_as_this_one() {
    let db = Db::new("local-other-game");
    session(&db, &game(LocalGame::Aetherium), "quit\n").await;
    let svc = db.service().await;
    let mut out = Vec::new();
    let asked = LocalOptions {
        new: false,
        grand_mage: true,
        ..LocalOptions::default()
    };
    let err = run(&svc, &asked, "".as_bytes(), &mut out)
        .await
        .unwrap_err();
    assert!(
        err.contains("it is Aetherium, not Magistrar (--game)"),
        "{err}"
    );
    assert!(
        err.contains("not a Grand Mage match (--grand-mage)"),
        "{err}"
    );
    assert!(err.contains("manawell local --new --grand-mage"), "{err}");
}

/// A whole game against the AI, always the first move listed.
async fn whole_game_against_the_ai(name: &str, opts: LocalOptions) -> String {
    let db = Db::new(name);
    let svc =
        TableService::new(db.store().await).with_bot(std::sync::Arc::new(AiBot::new(Level::Easy)));
    let opts = LocalOptions {
        ai: Some(Level::Easy),
        names: vec!["Ann".into()],
        ..opts
    };
    let mut out = Vec::new();
    let script = "1\ny\n".repeat(300);
    let ending = run(&svc, &opts, script.as_bytes(), &mut out).await.unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(ending, Ending::Finished(TableId(1)), "{out}");
    assert!(
        !out.contains("Easy bot> "),
        "the human is always the one asked"
    );
    assert!(svc.verify_replay(TableId(1)).await.unwrap());
    out
}

#[tokio::test]
async fn a_grand_mage_match_against_the_ai_is_played_to_its_end() {
    let out = whole_game_against_the_ai(
        "local-magistrar-ai",
        LocalOptions {
            grand_mage: true,
            ..game(LocalGame::Magistrar)
        },
    )
    .await;
    assert!(
        out.contains("New game #1: Magistrar, Grand Mage match."),
        "{out}"
    );
    assert!(out.contains("Easy bot placed"), "{out}");
    assert!(out.contains("Grand Mage match"), "{out}");
    assert!(out.contains("Game #1 is over."), "{out}");
}

#[tokio::test]
async fn aetherium_against_the_ai_is_played_to_its_end() {
    let out = whole_game_against_the_ai("local-aetherium-ai", game(LocalGame::Aetherium)).await;
    // Long lines are wrapped: the words are read across line ends.
    let words = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("Easy bot put their"), "{out}");
    assert!(words.contains("The game is over:"), "{out}");
}

#[test]
fn the_binary_takes_the_game_and_the_grand_mage_match() {
    let db = Db::new("local-bin-games");
    let output = Command::new(env!("CARGO_BIN_EXE_manawell"))
        .arg("local")
        .arg("--db")
        .arg(&db.path)
        .args(["--grand-mage", "--names", "Ann,Bob"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(
        out.contains("New game #1: Magistrar, Grand Mage match."),
        "{out}"
    );
    let output = Command::new(env!("CARGO_BIN_EXE_manawell"))
        .arg("local")
        .arg("--db")
        .arg(&db.path)
        .args(["--new", "--game", "aetherium", "--players", "3"])
        .output()
        .unwrap();
    assert!(!output.status.success());
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("Aetherium is played by 2 players, not 3"),
        "{err}"
    );
}

/// `hint` where the AI gives none says so at once, without "Thinking…" first.
#[tokio::test]
async fn hint_in_a_game_without_hints_says_so_without_thinking() {
    let db = Db::new("local-magistrar-hint");
    let (_, out) = session(&db, &game(LocalGame::Magistrar), "\nhint\nquit\n").await;
    assert!(
        out.contains("No hints in Magistrar: `hint` is for Rivality"),
        "{out}"
    );
    assert!(!out.contains("Thinking…"), "{out}");
}

/// A single Magistrar game ends without a number: "the game ends", not "game 1 ends".
#[tokio::test]
async fn a_single_magistrar_game_ends_unnumbered() {
    let out = whole_game_against_the_ai("local-magistrar-single", game(LocalGame::Magistrar)).await;
    let words = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("The game ends: "), "{out}");
    assert!(!words.to_lowercase().contains("game 1 ends"), "{out}");
}
