//! `manawell render`: the command line draws a random game, a hand, a position with a move.

use super::decode;

fn manawell(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_manawell"))
        .args(args)
        .output()
        .expect("manawell runs")
}

fn temp(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("manawell-render-{}-{name}", std::process::id()))
}

#[test]
fn the_command_line_draws_a_random_game_and_a_hand() {
    let (out, hand) = (temp("random.png"), temp("hand.png"));
    let run = manawell(&[
        "render",
        "rivality",
        "--players",
        "3",
        "--seed",
        "4",
        "--turns",
        "12",
        "--viewer",
        "2",
        "--out",
        out.to_str().expect("path"),
        "--hand-out",
        hand.to_str().expect("path"),
    ]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    decode(&std::fs::read(&out).expect("board written"));
    decode(&std::fs::read(&hand).expect("hand written"));
    let bad = manawell(&[
        "render",
        "rivality",
        "--viewer",
        "3",
        "--out",
        out.to_str().expect("path"),
    ]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("no seat 3"));
}

#[test]
fn the_command_line_draws_a_position_with_a_move() {
    let (position, out) = (temp("position.txt"), temp("position.png"));
    std::fs::write(&position, "rivality 2p\nhand 1: A5\nM13 W\n").expect("write the position");
    let args = |mv: &str| {
        manawell(&[
            "render",
            "--position",
            position.to_str().expect("path"),
            "--move",
            mv,
            "--out",
            out.to_str().expect("path"),
        ])
    };
    let run = args("A5 M14 south");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    decode(&std::fs::read(&out).expect("board written"));
    let bad = args("A5 Z1 south");
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("cannot be played"));
}

#[test]
fn the_command_line_draws_the_phone_layout_as_discord_does() {
    let out = temp("phone.png");
    let draw = |layout: &str| {
        let run = manawell(&[
            "render",
            "rivality",
            "--seed",
            "3",
            "--turns",
            "14",
            "--layout",
            layout,
            "--out",
            out.to_str().expect("path"),
        ]);
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        decode(&std::fs::read(&out).expect("board written"))
    };
    let phone = draw("phone");
    assert!(phone.height() > phone.width(), "the panel under the board");
    let wide = draw("wide");
    assert!(wide.width() > wide.height(), "the panel beside the board");
    let bad = manawell(&["render", "rivality", "--layout", "tiny", "--out", "x.png"]);
    assert!(!bad.status.success());
    // Written whole through a temporary file: nothing but the picture is left behind.
    let dir = out.parent().expect("a directory");
    let stem = out
        .file_name()
        .expect("a name")
        .to_string_lossy()
        .to_string();
    let leftovers = std::fs::read_dir(dir)
        .expect("the temp dir")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|name| name.contains(&stem) && *name != stem)
        .count();
    assert_eq!(leftovers, 0);
}

#[test]
fn the_command_line_draws_a_magistrar_position_with_a_move() {
    use manawell::engines::magistrar::notation::{format_move, format_position};
    use manawell::engines::magistrar::{new_game, Options};
    let game = new_game(Options::default(), 9).expect("a new game");
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let opening = format_move(&moves[0]);
    let (position, out) = (temp("magistrar.txt"), temp("magistrar.png"));
    std::fs::write(&position, format_position(&game)).expect("write the position");
    let args = |mv: &str, layout: &str| {
        manawell(&[
            "render",
            "magistrar",
            "--position",
            position.to_str().expect("path"),
            "--move",
            mv,
            "--layout",
            layout,
            "--out",
            out.to_str().expect("path"),
        ])
    };
    let run = args(&opening, "phone");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert_eq!(decode(&std::fs::read(&out).expect("written")).width(), 800);
    // Duel 1 is placed six pawns at a time: one pawn is not a move now.
    let bad = args("3m", "phone");
    assert!(!bad.status.success());
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("cannot be played"),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );
    let random = manawell(&[
        "render",
        "magistrar",
        "--seed",
        "2",
        "--random",
        "9",
        "--viewer",
        "2",
        "--layout",
        "wide",
        "--out",
        out.to_str().expect("path"),
    ]);
    assert!(random.status.success());
    assert_eq!(decode(&std::fs::read(&out).expect("written")).width(), 1200);
}

/// The command line's own refusals come in the language asked for its pictures.
#[test]
fn the_command_lines_refusals_follow_lang() {
    let out = temp("refused.png");
    let out = out.to_str().expect("path");
    let refused = |args: &[&str]| {
        let run = manawell(args);
        assert!(!run.status.success());
        String::from_utf8_lossy(&run.stderr).into_owned()
    };
    let said = refused(&[
        "render", "rivality", "--viewer", "3", "--lang", "fr", "--out", out,
    ]);
    assert!(
        said.contains("il n'y a pas de place 3\u{a0}: les places vont de 1 à 2"),
        "{said}"
    );
    let said = refused(&[
        "render",
        "magistrar",
        "--move",
        "fly",
        "--lang",
        "de",
        "--out",
        out,
    ]);
    assert!(said.contains("`fly` ist kein Zug"), "{said}");
    let said = refused(&[
        "render",
        "aetherium",
        "--position",
        "/nonexistent/position.txt",
        "--lang",
        "fr",
        "--out",
        out,
    ]);
    assert!(
        said.contains("impossible de lire /nonexistent/position.txt"),
        "{said}"
    );
}

/// A move the rules refuse is refused for the game's reason in `--lang`: the kind's
/// words, not the engine's English.
#[test]
fn a_refused_move_gives_the_rules_reason_in_lang() {
    let (position, out) = (temp("refused-move.txt"), temp("refused-move.png"));
    std::fs::write(&position, "rivality 2p\nhand 1: A5\nM13 W\n").expect("write the position");
    let (position, out) = (
        position.to_str().expect("path"),
        out.to_str().expect("path"),
    );
    let run = |args: &[&str]| {
        let run = manawell(args);
        assert!(!run.status.success());
        String::from_utf8_lossy(&run.stderr).into_owned()
    };
    let said = run(&[
        "render",
        "--position",
        position,
        "--move",
        "B5 M14 south",
        "--lang",
        "fr",
        "--out",
        out,
    ]);
    assert!(
        said.contains("`B5 M14 south` ne peut pas être joué\u{a0}: B5 n'est pas dans ta main"),
        "{said}"
    );

    use manawell::engines::magistrar::notation::format_position;
    use manawell::engines::magistrar::{new_game, Options};
    let game = new_game(Options::default(), 9).expect("a new game");
    let position = temp("refused-magistrar.txt");
    std::fs::write(&position, format_position(&game)).expect("write the position");
    let position = position.to_str().expect("path");
    // Duel 1 is placed six pawns at a time: one pawn is not a move now.
    let refused = |lang: &str| {
        run(&[
            "render",
            "magistrar",
            "--position",
            position,
            "--move",
            "3m",
            "--lang",
            lang,
            "--out",
            out,
        ])
    };
    let german = refused("de");
    assert!(
        german.contains(
            "`3m` kann nicht gespielt werden: Spieler 1 muss jetzt alle Zauberfiguren für das \
             Duell setzen"
        ),
        "{german}"
    );
    let said = run(&[
        "render",
        "aetherium",
        "--turns",
        "0",
        "--move",
        "fire twin A A",
        "--lang",
        "de",
        "--out",
        out,
    ]);
    assert!(
        said.contains(
            "`fire twin A A` kann nicht gespielt werden: Doppelaufstieg bewegt zwei \
             verschiedene Steine"
        ),
        "{said}"
    );
}
