//! `manawell local` driven by a script: in-process through the loop, and as the binary
//! (`line_editing`: in a pseudo-terminal, through the line editor). Each turn at a shared
//! keyboard starts with "pass the keyboard" (any line), and each move is previewed and
//! confirmed (Enter or `y`).

mod support;

#[path = "local/boards.rs"]
mod boards;
#[path = "local/damaged.rs"]
mod damaged;
#[path = "local/first.rs"]
mod first;
#[path = "local/games.rs"]
mod games;
#[path = "local/grouped.rs"]
mod grouped;
#[path = "local/languages.rs"]
mod languages;
#[path = "local/learn.rs"]
mod learn;
#[cfg(unix)]
#[path = "local/line_editing.rs"]
mod line_editing;
#[path = "local/refusals.rs"]
mod refusals;
#[path = "local/replay.rs"]
mod replay;
#[path = "local/resume.rs"]
mod resume;
#[path = "local/rivalry.rs"]
mod rivalry;
#[path = "local/spelling.rs"]
mod spelling;
#[path = "local/stakes.rs"]
mod stakes;
#[path = "local/turns.rs"]
mod turns;
#[path = "local/wording.rs"]
mod wording;

use std::io::Write;
use std::process::{Command, Stdio};

use manawell::frontends::local::{run, Ending, LocalOptions};
use manawell::table::{Place, TableId};
use support::Db;

pub fn options(new: bool) -> LocalOptions {
    LocalOptions {
        game: None,
        grand_mage: false,
        players: Some(2),
        expert: false,
        solo: None,
        ai: None,
        names: vec!["Ann".into(), "Bob".into()],
        new,
        seed: Some(4),
        pictures: None,
        lang: Default::default(),
        clear_screen: false,
    }
}

pub async fn session(db: &Db, opts: &LocalOptions, script: &str) -> (Ending, String) {
    session_on(db.service().await, opts, script).await
}

/// A session whose service has the AI, as `manawell local` gives it: the AI seats play.
pub async fn session_with_ai(db: &Db, opts: &LocalOptions, script: &str) -> (Ending, String) {
    let bot = manawell::table::AiBot::new(manawell::ai::Level::Easy);
    let svc = db.service().await.with_bot(std::sync::Arc::new(bot));
    session_on(svc, opts, script).await
}

async fn session_on(
    svc: manawell::table::TableService,
    opts: &LocalOptions,
    script: &str,
) -> (Ending, String) {
    let mut out = Vec::new();
    let ending = run(&svc, opts, script.as_bytes(), &mut out).await.unwrap();
    svc.store().close().await;
    (ending, String::from_utf8(out).unwrap())
}

#[tokio::test]
async fn a_game_is_played_quit_and_resumed_where_it_was() {
    let db = Db::new("local");
    let (ending, out) = session(&db, &options(true), "\nmoves\n1\ny\n\nhand\nquit\n").await;
    assert_eq!(ending, Ending::Saved(TableId(1)));
    assert!(out.contains("New game #1"), "{out}");
    assert!(out.contains(" 1. A12 M12 north"), "{out}");
    assert!(
        out.contains("Ann placed Fortress A12 at M12 facing north"),
        "{out}"
    );
    assert!(out.contains("Bob, your turn."), "{out}");
    assert!(out.contains("Your hand:"), "{out}");
    assert!(out.contains("Run `manawell local` again to resume it."));

    // Again: the same game, at Bob's turn; bad input is refused and changes nothing.
    let (ending, out) = session(&db, &options(false), "\nA1 M13 north\nfly\n99\nlog\n").await;
    assert_eq!(ending, Ending::Saved(TableId(1)));
    assert!(out.contains("Resuming game #1."), "{out}");
    assert!(out.contains("Refused: illegal move:"), "{out}");
    assert!(out.contains("Refused: `fly` is not a move"), "{out}");
    assert!(out.contains("No move number 99: this turn has"), "{out}");
    assert!(out.contains("  1. Ann placed Fortress A12"), "{out}");
    let svc = db.service().await;
    assert_eq!(svc.current(TableId(1), None).await.unwrap().version, 1);
    assert_eq!(
        svc.latest_at(&Place::local(), &[manawell::store::Status::Running])
            .await
            .unwrap(),
        Some(TableId(1))
    );
}

#[tokio::test]
async fn a_local_game_is_played_to_its_end() {
    let db = Db::new("local-end");
    // Always the first legal move, listed then picked by number, until the game ends.
    let script = "\n1\ny\n".repeat(80);
    let (ending, out) = session(&db, &options(true), &script).await;
    assert_eq!(ending, Ending::Finished(TableId(1)), "{out}");
    assert!(out.contains("The game is over"), "{out}");
    assert!(out.contains("Game #1 is over."));
    let svc = db.service().await;
    assert!(svc.verify_replay(TableId(1)).await.unwrap());
}

#[tokio::test]
async fn resigning_ends_the_local_game() {
    let db = Db::new("local-resign");
    let (ending, out) = session(&db, &options(true), "\nresign\nyes\n").await;
    assert_eq!(ending, Ending::Finished(TableId(1)));
    assert!(out.contains("Ann resigned: Bob wins."), "{out}");
}

#[test]
fn the_binary_plays_and_resumes_from_its_database_file() {
    let db = Db::new("local-bin");
    let run = |script: &str, extra: &[&str]| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_manawell"))
            .arg("local")
            .arg("--db")
            .arg(&db.path)
            .args(extra)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(script.as_bytes())
            .unwrap();
        let output = child.wait_with_output().unwrap();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8(output.stdout).unwrap()
    };
    let first = run("\nmoves\n2\ny\n", &["--seed", "4", "--names", "Ann,Bob"]);
    assert!(
        first.contains("Ann placed Fortress A12 at M12 facing east"),
        "{first}"
    );
    let second = run("\nquit\n", &[]);
    assert!(second.contains("Resuming game #1."), "{second}");
    assert!(second.contains("Bob, your turn."), "{second}");
}

/// With `LANG=fr_FR.UTF-8` (or `de_DE`), the games' words are French (German): the account
/// of a move, the hand, the board; the terminal's own prompts stay English for now.
#[tokio::test]
async fn the_games_words_follow_the_terminals_language() {
    for (lang, placed, hand) in [
        (
            manawell::i18n::Lang::Fr,
            "Ann a posé Forteresse A12 en M12, tournée vers le nord",
            "Ta main\u{a0}:",
        ),
        (
            manawell::i18n::Lang::De,
            "Ann hat Festung A12 auf M12 gelegt, nach Norden gedreht",
            "Deine Hand:",
        ),
    ] {
        let db = Db::new(&format!("local-{lang}"));
        let opts = LocalOptions {
            lang,
            ..options(true)
        };
        let (_, out) = session(&db, &opts, "\n1\ny\n\nhand\nquit\n").await;
        assert!(out.contains(placed), "{out}");
        assert!(out.contains(hand), "{out}");
        assert!(!out.contains("Ann placed"), "{out}");
    }
}

#[tokio::test]
async fn solo_against_suramun_is_played_in_the_terminal_to_its_end() {
    let db = Db::new("local-solo");
    let opts = LocalOptions {
        solo: Some(manawell::engines::rivality::solo::Difficulty::Master),
        players: None,
        names: vec!["Ann".into()],
        ..options(true)
    };
    let script = "enter A1\ny\n".to_string() + &"1\ny\n".repeat(40);
    let (ending, out) = session(&db, &opts, &script).await;
    assert_eq!(ending, Ending::Finished(TableId(1)), "{out}");
    assert!(out.contains("Ann moved to A1 with a golem."), "{out}");
    assert!(out.contains("(the mirror line)"), "{out}");
    assert!(out.contains("Scores (master): Ann "), "{out}");
    // The last board's score is final, not a guess "if it ended now".
    let last_board = out.rfind("(the mirror line)").unwrap();
    assert!(
        out[last_board..].contains("Final score (master): Ann "),
        "{out}"
    );
    assert!(!out[last_board..].contains("if it ended now"), "{out}");
}

#[tokio::test]
async fn the_board_picture_is_written_after_each_change() {
    let db = Db::new("local-png");
    let opts = LocalOptions {
        pictures: Some(text_pictures(&db)),
        ..options(true)
    };
    let (_, out) = session(&db, &opts, "\n1\ny\n").await;
    let path = db.dir.join("manawell-game-1.png");
    assert!(
        out.contains(&format!("Board picture: {}", path.display())),
        "{out}"
    );
    let drawn = std::fs::read_to_string(&path).unwrap();
    assert!(
        drawn.contains("A12^ s1*s"),
        "the picture after the move: {drawn}"
    );
}

/// Pictures that record the language each one is drawn in.
struct Langs(std::sync::Arc<std::sync::Mutex<Vec<String>>>);

impl manawell::table::BoardRenderer for Langs {
    fn board_png(
        &self,
        _: &dyn manawell::table::AnyGame,
        _: Option<u8>,
        _: &[String],
        lang: manawell::i18n::Lang,
    ) -> Result<Vec<u8>, String> {
        self.0.lock().unwrap().push(format!("board {lang}"));
        Ok(lang.code().as_bytes().to_vec())
    }

    fn last_png(
        &self,
        _: &dyn manawell::table::AnyGame,
        _: manawell::table::LastAction<'_>,
        _: Option<u8>,
        _: &[String],
        lang: manawell::i18n::Lang,
    ) -> Result<Vec<u8>, String> {
        self.0.lock().unwrap().push(format!("move {lang}"));
        Ok(lang.code().as_bytes().to_vec())
    }
}

impl manawell::frontends::pictures::Pictures for Langs {
    fn move_png(
        &self,
        _: &dyn manawell::table::AnyGame,
        _: &str,
        _: Option<u8>,
        _: &[String],
        lang: manawell::i18n::Lang,
        _: bool,
    ) -> Result<Option<Vec<u8>>, String> {
        self.0.lock().unwrap().push(format!("preview {lang}"));
        Ok(Some(lang.code().as_bytes().to_vec()))
    }
}

#[tokio::test]
async fn the_pictures_words_follow_the_terminals_language() {
    for lang in [manawell::i18n::Lang::De, manawell::i18n::Lang::Fr] {
        let db = Db::new(&format!("local-png-{lang}"));
        let drawn = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let opts = LocalOptions {
            lang,
            pictures: Some(manawell::frontends::local::Pictures {
                dir: db.dir.clone(),
                renderer: std::sync::Arc::new(Langs(drawn.clone())),
            }),
            ..options(true)
        };
        let (_, out) = session(&db, &opts, "\n1\ny\n").await;
        let drawn = drawn.lock().unwrap().clone();
        // The board, the move previewed, then the move played.
        for what in ["board", "preview", "move"] {
            assert!(
                drawn.contains(&format!("{what} {lang}")),
                "{what} in {lang}: {drawn:?}\n{out}"
            );
        }
        assert!(drawn.iter().all(|d| d.ends_with(lang.code())), "{drawn:?}");
    }
}

/// A "PNG" that is the public board as text, so that tests read what was drawn.
pub struct TextPng;

impl manawell::table::BoardRenderer for TextPng {
    fn board_png(
        &self,
        game: &dyn manawell::table::AnyGame,
        viewer: Option<u8>,
        names: &[String],
        lang: manawell::i18n::Lang,
    ) -> Result<Vec<u8>, String> {
        assert_eq!(viewer, None, "the hot-seat picture is the public one");
        let names = manawell::table::Names(names.to_vec());
        Ok(game.board_text(None, &names, lang).into_bytes())
    }
}

impl manawell::frontends::pictures::Pictures for TextPng {}

pub fn text_pictures(db: &Db) -> manawell::frontends::local::Pictures {
    manawell::frontends::local::Pictures {
        dir: db.dir.clone(),
        renderer: std::sync::Arc::new(TextPng),
    }
}

#[tokio::test]
async fn a_game_against_the_ai_in_the_terminal() {
    use manawell::ai::Level;
    use manawell::table::{AiBot, TableService};
    let db = Db::new("local-ai");
    let svc =
        TableService::new(db.store().await).with_bot(std::sync::Arc::new(AiBot::new(Level::Easy)));
    let opts = LocalOptions {
        ai: Some(Level::Easy),
        names: vec!["Ann".into()],
        ..options(true)
    };
    let mut out = Vec::new();
    let script = "1\ny\n".repeat(30);
    let ending = run(&svc, &opts, script.as_bytes(), &mut out).await.unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(ending, Ending::Finished(TableId(1)), "{out}");
    assert!(out.contains("Easy bot placed"), "{out}");
    assert!(
        !out.contains("Easy bot> "),
        "the human is always the one asked"
    );
}
