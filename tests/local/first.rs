//! A first game in one command: `manawell local` with nothing said about the game offers
//! the games, one line each, and plays the one picked against the AI; once a game is
//! over, it says what next, and running it again offers that game's rematch first.

use manawell::frontends::local::{Ending, LocalOptions};
use manawell::table::TableId;

use super::session_with_ai;
use crate::support::Db;

fn nothing() -> LocalOptions {
    LocalOptions::default()
}

#[tokio::test]
async fn the_games_are_offered_and_the_one_picked_is_played_against_the_ai() {
    let db = Db::new("local-first-pick");
    let (ending, out) = session_with_ai(&db, &nothing(), "zzz\n9\n3\nquit\n").await;
    assert_eq!(ending, Ending::Saved(TableId(1)), "{out}");
    assert!(
        out.starts_with("Which game? Each is played against the AI"),
        "{out}"
    );
    for line in [
        "  1. Rivality: place terrain tiles",
        "  2. Rivality solo:",
        "  3. Magistrar: two mages",
        "  4. Aetherium:",
        "  5. Rivalry: the Republic against the Kingdom",
    ] {
        assert!(out.contains(line), "{line} in {out}");
    }
    // A wrong answer asks again; it starts nothing.
    assert!(
        out.contains("`zzz` is not on the list: type a number from 1 to 5"),
        "{out}"
    );
    assert!(out.contains("`9` is not on the list"), "{out}");
    assert!(out.contains("New game #1: Magistrar"), "{out}");
    assert!(!out.contains("pass the keyboard"), "{out}");
    let svc = db.service().await;
    let info = svc.table_info(TableId(1)).await.unwrap();
    assert_eq!(info.seated.iter().filter(|s| s.ai).count(), 1);
    svc.store().close().await;
}

#[tokio::test]
async fn enter_starts_rivality_against_the_ai_and_quitting_at_the_list_starts_nothing() {
    let db = Db::new("local-first-enter");
    let (ending, _) = session_with_ai(&db, &nothing(), "quit\n").await;
    assert_eq!(ending, Ending::NotStarted);
    let (ending, out) = session_with_ai(&db, &nothing(), "\nquit\n").await;
    assert_eq!(ending, Ending::Saved(TableId(1)), "{out}");
    assert!(out.contains("New game #1: Rivality"), "{out}");
    assert!(out.contains("Player 1, your turn."), "{out}");
    // Run again: the game in progress is resumed, not offered anew.
    let (_, out) = session_with_ai(&db, &nothing(), "quit\n").await;
    assert!(out.starts_with("Resuming game #1."), "{out}");
}

#[tokio::test]
async fn a_finished_game_says_what_next_and_its_rematch_is_offered_first() {
    let db = Db::new("local-first-rematch");
    let (ending, out) = session_with_ai(&db, &nothing(), "3\nresign\nyes\n").await;
    assert_eq!(ending, Ending::Finished(TableId(1)), "{out}");
    assert!(
        out.contains("What next: run `manawell local` again for a rematch"),
        "{out}"
    );
    let (ending, out) = session_with_ai(&db, &nothing(), "\nquit\n").await;
    assert!(
        out.starts_with("Game #1 is over.\nPlay it again (Enter or r)"),
        "{out}"
    );
    assert!(
        out.contains("  r. A rematch: Magistrar, against the AI (medium)."),
        "{out}"
    );
    assert_eq!(ending, Ending::Saved(TableId(2)), "{out}");
    assert!(out.contains("New game #2: Magistrar"), "{out}");
    let svc = db.service().await;
    let info = svc.table_info(TableId(2)).await.unwrap();
    assert_eq!(info.seated.iter().filter(|s| s.ai).count(), 1);
    assert_eq!(info.seated[0].name, "Player 1");
    svc.store().close().await;
}

/// A database in a folder that does not exist is refused naming the folder, not with
/// SQLite's "(code: 14) unable to open database file".
#[test]
fn a_missing_database_folder_is_named() {
    let db = Db::new("local-no-folder");
    let missing = db.path.with_file_name("no-such-folder").join("games.db");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_manawell"))
        .arg("local")
        .arg("--db")
        .arg(&missing)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(!output.status.success());
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("no-such-folder does not exist"), "{err}");
    assert!(!err.contains("code: 14"), "{err}");
}
