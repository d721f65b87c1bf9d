//! Options that cannot go together, and input that is not a move, refused clearly.

use std::process::Command;

use manawell::ai::Level;
use manawell::engines::rivality::solo::Difficulty;
use manawell::frontends::local::LocalOptions;

use super::{options, session};
use crate::support::Db;

#[test]
fn options_that_cannot_go_together_are_refused() {
    let refused = |o: LocalOptions| o.check().unwrap_err();
    let solo = || LocalOptions {
        solo: Some(Difficulty::Standard),
        ..LocalOptions::default()
    };
    assert!(refused(LocalOptions {
        players: Some(3),
        ..solo()
    })
    .contains("--solo is a game for one"));
    assert!(refused(LocalOptions {
        ai: Some(Level::Hard),
        ..solo()
    })
    .contains("--ai is for Rivality tables"));
    assert!(refused(LocalOptions {
        names: vec![String::new(), String::new()],
        ..LocalOptions::default()
    })
    .contains("name 1 is empty"));
    assert!(refused(LocalOptions {
        names: vec!["Ann".into(), "Bob".into(), "Cat".into()],
        players: Some(2),
        ..LocalOptions::default()
    })
    .contains("3 names for 2 players"));
    assert!(refused(LocalOptions {
        names: vec!["Ann".into(), "Ann".into()],
        ..LocalOptions::default()
    })
    .contains("two players are named Ann"));
    assert!(refused(LocalOptions {
        players: Some(5),
        ..LocalOptions::default()
    })
    .contains("2, 3 or 4 players, not 5"));
    assert!(options(true).check().is_ok());
}

#[test]
fn the_binary_refuses_them_before_opening_anything() {
    let db = Db::new("local-bin-refuse");
    for (args, said) in [
        (
            &["--solo", "--players", "3"][..],
            "--solo is a game for one",
        ),
        (
            &["--solo", "--ai", "hard"][..],
            "--ai is for Rivality tables",
        ),
        (&["--names", ","][..], "is empty"),
        (
            &["--players", "2", "--names", "A,B,C"][..],
            "3 names for 2 players",
        ),
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_manawell"))
            .arg("local")
            .arg("--db")
            .arg(&db.path)
            .args(args)
            .output()
            .unwrap();
        assert!(!output.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&output.stderr);
        assert!(err.contains(said), "{args:?}: {err}");
    }
    assert!(!db.path.exists(), "no database was created");
}

#[tokio::test]
async fn more_names_than_the_seats_of_a_new_game_are_refused() {
    let db = Db::new("local-names");
    let svc = db.service().await;
    let three = LocalOptions {
        names: vec!["Ann".into(), "Bob".into(), "Cat".into()],
        ..LocalOptions::default()
    };
    let mut out = Vec::new();
    let err = manawell::frontends::local::run(&svc, &three, "".as_bytes(), &mut out)
        .await
        .unwrap_err();
    assert!(err.contains("3 names for 2 players"), "{err}");
    assert!(err.contains("add --players N"), "{err}");
    // With the seats given, they fit.
    let with_players = LocalOptions {
        players: Some(3),
        ..three
    };
    manawell::frontends::local::run(&svc, &with_players, "".as_bytes(), &mut out)
        .await
        .unwrap();
    // And resuming that game by its names alone works.
    let by_names = LocalOptions {
        players: None,
        ..with_players
    };
    let ending = manawell::frontends::local::run(&svc, &by_names, "".as_bytes(), &mut out)
        .await
        .unwrap();
    assert_eq!(
        ending,
        manawell::frontends::local::Ending::Saved(manawell::table::TableId(1))
    );
}

#[tokio::test]
async fn an_error_echoes_only_a_short_piece_of_the_input() {
    let db = Db::new("local-echo");
    let long = format!("A7 {}", "Z".repeat(300));
    let script = format!("\n{long}\nA7 M14 east {}\n", "x".repeat(40));
    let (_, out) = session(&db, &options(true), &script).await;
    assert!(out.contains("too long to be a move or a command"), "{out}");
    assert!(!out.contains(&"Z".repeat(30)), "{out}");
    assert!(!out.contains(&"x".repeat(30)), "{out}");
}

/// A line that is no move is refused once, in every game: the reason is not wrapped
/// around a second quote of the same line.
#[tokio::test]
async fn a_refusal_does_not_repeat_itself() {
    use manawell::frontends::local::LocalGame;
    for (name, game) in [
        ("local-repeat-rivality", None),
        ("local-repeat-magistrar", Some(LocalGame::Magistrar)),
        ("local-repeat-aetherium", Some(LocalGame::Aetherium)),
        ("local-repeat-rivalry", Some(LocalGame::Rivalry)),
    ] {
        let db = Db::new(name);
        let opts = LocalOptions {
            game,
            players: game.map_or(Some(2), |_| None),
            ..options(true)
        };
        let (_, out) = session(&db, &opts, "\nxyzzy\nquit\n").await;
        // The terminal wraps at 80 columns: read it unwrapped.
        let out = out.replace("\n    ", " ");
        let refusal = out
            .lines()
            .find(|l| l.contains("xyzzy"))
            .unwrap_or_else(|| panic!("{name}: {out}"));
        assert_eq!(refusal.matches("xyzzy").count(), 1, "{name}: {refusal}");
        assert!(!refusal.contains("``"), "{name}: {refusal}");
    }
}
