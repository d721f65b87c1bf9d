//! The line editor at a real terminal: `manawell local` run in a pseudo-terminal, a move
//! typed with mistakes mended by Backspace and the left arrow, and the line as edited is
//! the one played; the up arrow recalls it at the next prompt.

use std::fs::File;
use std::io::{Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use manawell::table::TableId;
use nix::pty::{openpty, Winsize};

use crate::support::Db;

const BACKSPACE: &str = "\x7f";
const LEFT: &str = "\x1b[D";
const UP: &str = "\x1b[A";
const ENTER: &str = "\r";
/// The editor asks the terminal where its cursor is; a terminal answers.
const CURSOR_QUERY: &str = "\x1b[6n";
const CURSOR_AT_LEFT: &str = "\x1b[1;1R";
const PATIENCE: Duration = Duration::from_secs(60);

/// The terminal's side of the pseudo-terminal: what the program wrote, and the keys.
struct Screen {
    keys: File,
    written: Arc<Mutex<String>>,
    /// What was waited for so far ends here.
    read_up_to: usize,
}

impl Screen {
    /// `manawell local ...` in a new pseudo-terminal of 40 rows × 120 columns.
    fn run(args: &[&str]) -> (Screen, Child) {
        let size = Winsize {
            ws_row: 40,
            ws_col: 120,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        let pty = openpty(&size, None).expect("a pseudo-terminal");
        let child = Command::new(env!("CARGO_BIN_EXE_manawell"))
            .arg("local")
            .args(args)
            .env("TERM", "xterm")
            .stdin(Stdio::from(pty.slave.try_clone().unwrap()))
            .stdout(Stdio::from(pty.slave.try_clone().unwrap()))
            .stderr(Stdio::from(pty.slave))
            .spawn()
            .expect("the binary starts");
        // The child holds the only ends of the terminal's slave side now: once it exits,
        // reading says so.
        let keys = File::from(pty.master);
        let mut screen = keys.try_clone().unwrap();
        let mut answers = keys.try_clone().unwrap();
        let written = Arc::new(Mutex::new(String::new()));
        let shown = written.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            let mut answered = 0;
            while let Ok(n) = screen.read(&mut buf) {
                if n == 0 {
                    break;
                }
                let mut all = shown.lock().unwrap();
                all.push_str(&String::from_utf8_lossy(&buf[..n]));
                let asked = all.matches(CURSOR_QUERY).count();
                while answered < asked {
                    let _ = answers.write_all(CURSOR_AT_LEFT.as_bytes());
                    answered += 1;
                }
            }
        });
        let screen = Screen {
            keys,
            written,
            read_up_to: 0,
        };
        (screen, child)
    }

    /// Waits until the program writes `text` (after what was waited for before).
    fn wait_for(&mut self, text: &str) {
        let start = Instant::now();
        loop {
            {
                let all = self.written.lock().unwrap();
                if let Some(at) = all[self.read_up_to..].find(text) {
                    self.read_up_to += at + text.len();
                    return;
                }
                assert!(
                    start.elapsed() < PATIENCE,
                    "`{text}` never came; the screen: {all:?}"
                );
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// What the program wrote since `from`.
    fn since(&self, from: usize) -> String {
        self.written.lock().unwrap()[from..].to_string()
    }

    fn press(&mut self, keys: &str) {
        self.keys.write_all(keys.as_bytes()).unwrap();
        self.keys.flush().unwrap();
    }
}

/// The program under test, stopped if the test fails before it exits.
struct Program(Child);

impl Program {
    fn wait_for_exit(&mut self) -> std::process::ExitStatus {
        let start = Instant::now();
        loop {
            if let Some(status) = self.0.try_wait().unwrap() {
                return status;
            }
            assert!(start.elapsed() < PATIENCE, "the program did not stop");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
}

#[tokio::test]
async fn a_move_mended_in_the_line_editor_is_played_as_edited() {
    let db = Db::new("local-pty");
    let (mut screen, child) = Screen::run(&[
        "--db",
        db.path.to_str().unwrap(),
        "--seed",
        "4",
        "--names",
        "Ann,Bob",
        "--new",
    ]);
    let mut program = Program(child);
    screen.wait_for("Pass the keyboard to Ann");
    screen.wait_for("when they are ready.");
    screen.press(ENTER);
    screen.wait_for("Ann> ");
    // "A12 M2 northh": one letter too many, and the 1 of M12 missing. Backspace takes the
    // last letter off; seven steps left put the cursor before the 2, where the 1 goes.
    screen.press("A12 M2 northh");
    screen.press(BACKSPACE);
    screen.press(&LEFT.repeat(7));
    screen.press("1");
    screen.press(ENTER);
    screen.wait_for("You would play A12 M12 north: Ann placed Fortress A12 at M12");
    screen.wait_for("Play it?");
    screen.press(ENTER);
    screen.wait_for("Pass the keyboard to Bob");
    screen.wait_for("when they are ready.");
    screen.press(ENTER);
    screen.wait_for("Bob> ");
    // The up arrow brings back Ann's line (the empty ones are not kept): Bob has no A12.
    let bobs = screen.read_up_to;
    screen.press(UP);
    screen.press(ENTER);
    screen.wait_for("Refused");
    screen.wait_for("Bob> ");
    let answer = screen.since(bobs);
    assert!(answer.contains("A12 M12 north"), "{answer:?}");
    screen.press("quit");
    screen.press(ENTER);
    let status = program.wait_for_exit();
    assert!(status.success(), "{status}: {:?}", screen.since(0));

    let svc = db.service().await;
    let log = svc.log(TableId(1)).await.unwrap();
    let played: Vec<_> = log.iter().filter_map(|m| m.notation.clone()).collect();
    assert_eq!(played, vec!["A12 M12 north".to_string()]);
}
