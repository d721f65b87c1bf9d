//! `manawell local --replay FILE`: a finished game's export stepped through in the
//! terminal (next, prev, goto N, quit), the picture of each frame written next to the
//! database; a damaged file refused with the line or move that is wrong.

use std::io::Write;
use std::process::{Command, Stdio};

use manawell::frontends::local::replay::step_through;
use manawell::frontends::local::Script;
use manawell::table::Export;

use super::support::{play, started, user, Db};
use super::text_pictures;

/// A finished 2-player game's export: `moves` moves, then the second player resigns.
async fn exported(db: &Db, moves: usize) -> String {
    let svc = db.service().await;
    let id = started(&svc, 2, 6, false).await;
    play(&svc, id, moves, 3).await;
    svc.resign(id, &user(1).id).await.unwrap();
    let text = svc.export(id).await.unwrap();
    svc.store().close().await;
    text
}

#[tokio::test]
async fn an_export_is_stepped_through_forward_back_and_to_a_move() {
    let db = Db::new("local-replay");
    let text = exported(&db, 6).await;
    let replay = Export::parse(&text).unwrap().replay().unwrap();
    let pictures = text_pictures(&db);
    let mut out = Vec::new();
    let script = "next\n\nprev\ngoto 5\nnext\nlast\nnext\ngoto 9\ndance\nquit\nnext\n";
    step_through(
        &replay,
        Some(&pictures),
        &mut Script(script.as_bytes()),
        &mut out,
    )
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains("Replay of a rivality game: Mira, Tom; 7 moves."),
        "{out}"
    );
    assert!(out.contains("The start (of 7 moves)."), "{out}");
    let first = out.find("Move 1 of 7: Mira ").expect("move 1");
    let second = out.find("Move 2 of 7: Tom ").expect("move 2");
    assert!(first < second);
    assert_eq!(
        out.matches("Move 1 of 7").count(),
        2,
        "prev went back: {out}"
    );
    assert!(out.contains("Move 5 of 7"), "{out}");
    assert!(out.contains("Move 7 of 7: Tom resigned."), "{out}");
    assert!(out.contains("That is the last move."), "{out}");
    assert!(
        out.contains("`goto` takes a move number from 0 to 7."),
        "{out}"
    );
    assert!(out.contains("I don't know `dance`"), "{out}");
    assert!(!out.contains("Move 8"), "nothing after quit: {out}");
    // The picture of the last frame shown, as everyone sees it (the text renderer).
    let drawn = std::fs::read_to_string(db.dir.join("manawell-replay.png")).unwrap();
    assert_eq!(
        drawn,
        replay
            .last()
            .game
            .board_text(None, &replay.names, manawell::i18n::Lang::En)
    );
}

#[tokio::test]
async fn the_binary_reads_an_export_and_refuses_a_damaged_one() {
    let db = Db::new("local-replay-bin");
    let text = exported(&db, 4).await;
    let file = db.dir.join("game.txt");
    std::fs::write(&file, &text).unwrap();
    let run = |file: &std::path::Path, script: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_manawell"))
            .args(["local", "--db"])
            .arg(db.dir.join("other.db"))
            .arg("--replay")
            .arg(file)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(script.as_bytes()).unwrap();
        drop(stdin);
        child.wait_with_output().unwrap()
    };
    let output = run(&file, "goto 2\nquit\n");
    let out = String::from_utf8(output.stdout).unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(out.contains("Move 2 of 5: Tom "), "{out}");
    assert!(out.contains("Replay picture: "), "{out}");
    let png = std::fs::read(db.dir.join("manawell-replay.png")).unwrap();
    assert!(png.starts_with(b"\x89PNG"));
    assert!(!db.dir.join("other.db").exists(), "no database is opened");

    let moves: Vec<&str> = text.lines().skip_while(|l| *l != "moves:").collect();
    let damaged = text.replacen(moves[3], moves[1], 1);
    std::fs::write(&file, damaged).unwrap();
    let output = run(&file, "quit\n");
    assert!(!output.status.success());
    let err = String::from_utf8(output.stderr).unwrap();
    assert!(err.contains(&format!("move 3 `{}`", moves[1])), "{err}");
}

/// The file's faults are told in the terminal's language: the binary with
/// `LANG=de_DE.UTF-8` refuses a bad seed in German, and a move the rules refuse with
/// the game's own reason in German too.
#[tokio::test]
async fn a_damaged_export_is_refused_in_the_terminals_language() {
    let db = Db::new("local-replay-de");
    let text = exported(&db, 4).await;
    let file = db.dir.join("game.txt");
    std::fs::write(&file, text.replace("seed: 6", "seed: six")).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_manawell"))
        .args(["local", "--db"])
        .arg(db.dir.join("other.db"))
        .arg("--replay")
        .arg(&file)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "de_DE.UTF-8")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!output.status.success());
    let err = String::from_utf8(output.stderr).unwrap();
    assert!(
        err.contains("Zeile 4: der Seed ist eine ganze Zahl, nicht `six`"),
        "{err}"
    );

    use manawell::i18n::Lang;
    let moves: Vec<&str> = text.lines().skip_while(|l| *l != "moves:").collect();
    let damaged = text.replacen(moves[3], moves[1], 1);
    let export = Export::parse(&damaged).unwrap();
    let english = export.replay().err().expect("refused");
    let german = export.replay_in(Lang::De).err().expect("refused");
    let french = export.replay_in(Lang::Fr).err().expect("refused");
    assert!(
        english.starts_with(&format!("move 3 `{}`: ", moves[1])),
        "{english}"
    );
    assert!(
        german.starts_with(&format!("Zug 3 `{}`: ", moves[1])),
        "{german}"
    );
    assert!(
        french.starts_with(&format!("coup 3 `{}`\u{a0}: ", moves[1])),
        "{french}"
    );
    // The reason is the game's, in the language asked.
    let reason = |text: &str| text.rsplit(": ").next().unwrap_or_default().to_string();
    assert_ne!(reason(&german), reason(&english), "{german}");
    assert_ne!(reason(&french), reason(&english), "{french}");
    assert_eq!(
        Export::parse_in("game: rivality", Lang::Fr).unwrap_err(),
        "ce n'est pas une partie manawell enregistrée\u{a0}: elle commence par `# manawell replay 1`"
    );
}

/// A file replayed in French tells its moves, the resignation and the boards in French.
#[tokio::test]
async fn an_export_replays_in_the_terminals_language() {
    use manawell::i18n::Lang;
    let db = Db::new("local-replay-fr");
    let text = exported(&db, 4).await;
    let replay = Export::parse(&text).unwrap().replay_in(Lang::Fr).unwrap();
    let mut out = Vec::new();
    manawell::frontends::local::replay::step_through_in(
        Lang::Fr,
        &replay,
        None,
        &mut Script("last\nquit\n".as_bytes()),
        &mut out,
    )
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("Tom a abandonné."), "{out}");
    assert!(!out.contains("resigned"), "{out}");
    let english = Export::parse(&text).unwrap().replay().unwrap();
    assert_eq!(english.last().caption, "Tom resigned.");
    assert_ne!(
        replay.version(1).unwrap().caption,
        english.version(1).unwrap().caption,
        "a move told in French"
    );
}
