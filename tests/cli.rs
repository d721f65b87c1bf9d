//! The `manawell` binary's engine and self-play commands, run as a user would.

use std::io::Write;
use std::process::{Command, Stdio};

fn manawell(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_manawell"))
        .args(args)
        .output()
        .expect("the binary runs")
}

#[test]
fn selfplay_prints_every_game_and_a_summary() {
    for players in ["2", "3", "4"] {
        let out = manawell(&[
            "selfplay",
            "rivality",
            "--players",
            players,
            "--expert",
            "--games",
            "12",
            "--seed",
            "5",
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8(out.stdout).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 13);
        assert!(lines[0].starts_with("game 0 (seed 5,"), "{}", lines[0]);
        assert!(lines[12].contains("12 games in") && lines[12].contains("games/s"));
    }
}

#[test]
fn selfplay_json_is_one_object_per_game_and_a_summary() {
    let out = manawell(&["selfplay", "rivality", "--games", "3", "--json"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let values: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(values.len(), 4);
    assert!(values[0]["outcome"]["winners"].is_array());
    assert_eq!(values[3]["games"], 3);
}

#[test]
fn selfplay_aetherium_prints_every_game_and_a_summary() {
    let out = manawell(&["selfplay", "aetherium", "--games", "8", "--seed", "3"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 9);
    assert!(lines[0].starts_with("game 0 (seed 3,"), "{}", lines[0]);
    assert!(lines[0].contains("wins"), "{}", lines[0]);
    assert!(lines[8].contains("8 games in") && lines[8].contains("games/s"));
    let out = manawell(&["selfplay", "aetherium", "--games", "2", "--json"]);
    let values: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(values.len(), 3);
    assert!(values[0]["outcome"]["winner"].is_u64());
    assert_eq!(values[2]["games"], 2);
}

#[test]
fn selfplay_rivalry_prints_every_game_and_a_summary() {
    let out = manawell(&["selfplay", "rivalry", "--games", "4", "--seed", "3"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    assert!(lines[0].starts_with("game 0 (seed 3,"), "{}", lines[0]);
    assert!(
        lines[0].contains("wins") || lines[0].contains("drawn"),
        "{}",
        lines[0]
    );
    assert!(lines[4].contains("4 games in") && lines[4].contains("after round 40"));
    let out = manawell(&["selfplay", "rivalry", "--games", "2", "--json"]);
    let values: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(values.len(), 3);
    assert!(values[0]["outcome"]["ending"].is_string());
    assert!(values[0]["round"]
        .as_u64()
        .is_some_and(|r| (1..=40).contains(&r)));
    assert_eq!(values[2]["games"], 2);
}

#[test]
fn selfplay_refuses_a_bad_table() {
    let out = manawell(&["selfplay", "rivality", "--players", "5", "--games", "1"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("2, 3 or 4 players"));
}

#[test]
fn the_engine_protocol_answers_line_by_line() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_manawell"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"{\"cmd\":\"new\",\"players\":3,\"seed\":1}\n{\"cmd\":\"moves\"}\n{\"cmd\":\"bogus\"}\n")
        .unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let replies: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(replies.len(), 3);
    assert_eq!(replies[0]["to_act"], 0);
    assert!(!replies[1]["moves"].as_array().unwrap().is_empty());
    assert_eq!(replies[2]["ok"], false);
}

#[test]
fn the_engine_process_survives_bytes_that_used_to_end_it() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_manawell"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let mut input =
        b"{\"cmd\":\"new\",\"players\":2,\"seed\":7}\n{\"cmd\":\"mo\xffves\"}\n".to_vec();
    input.extend(std::iter::repeat_n(b'[', 3 << 20));
    input.extend_from_slice(b"\n{\"cmd\":\"moves\"}\n");
    // Written from another thread: the engine answers while it reads.
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(out.status.success());
    let replies: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let codes: Vec<&str> = replies
        .iter()
        .map(|r| r["code"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(codes, ["", "invalid_utf8", "line_too_long", ""]);
    assert_eq!(replies[3]["ok"], true);
}

#[test]
fn selfplay_magistrar_prints_every_game_and_a_summary() {
    for (extra, what) in [(None, "games"), (Some("--grand-mage"), "matches")] {
        let mut args = vec!["selfplay", "magistrar", "--games", "6", "--seed", "2"];
        args.extend(extra);
        let out = manawell(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8(out.stdout).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 7);
        assert!(lines[0].starts_with("game 0 (seed 2,"), "{}", lines[0]);
        assert!(
            lines[6].contains(&format!("6 {what} in")) && lines[6].contains(&format!("{what}/s"))
        );
    }
    let out = manawell(&["selfplay", "magistrar", "--games", "2", "--json"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let values: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(values.len(), 3);
    assert!(values[0]["outcome"]["last_game"]["honoris"].is_array());
    assert_eq!(values[2]["games"], 2);
}

#[test]
fn selfplay_duels_two_ai_levels_of_the_new_games_with_the_seats_swapped() {
    for game in ["magistrar", "aetherium"] {
        let args = [
            "selfplay",
            game,
            "--duel",
            "hard,random",
            "--games",
            "2",
            "--budget",
            "10",
        ];
        let out = manawell(&args);
        assert!(out.status.success(), "{game}: {:?}", out);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.starts_with("hard against random: 2 games, "), "{text}");
    }
    // Rivalry's games are long: a cheaper pair of levels, the same duel.
    let args = [
        "selfplay",
        "rivalry",
        "--duel",
        "medium,random",
        "--games",
        "2",
    ];
    let out = manawell(&args);
    assert!(out.status.success(), "rivalry: {:?}", out);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with("medium against random: 2 games, "),
        "{text}"
    );
    // Rivality takes the same flags as every game (its own `--seats`/`--iterations` too).
    let args = [
        "selfplay",
        "rivality",
        "--duel",
        "easy,random",
        "--games",
        "2",
        "--budget",
        "10",
    ];
    let out = manawell(&args);
    assert!(out.status.success(), "rivality: {:?}", out);
    let out = manawell(&["selfplay", "magistrar", "--duel", "hard", "--games", "1"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("two levels"));
}

/// `manawell render rivalry …` writing to a new file in the temp dir: the run and the
/// picture's size.
fn render_rivalry(name: &str, args: &[&str]) -> (std::process::Output, Option<(u32, u32)>) {
    let out = std::env::temp_dir().join(format!(
        "manawell-cli-rivalry-{name}-{}.png",
        std::process::id()
    ));
    let _ = std::fs::remove_file(&out);
    let mut all = vec!["render", "rivalry"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--out", out.to_str().unwrap()]);
    let run = manawell(&all);
    let size = std::fs::read(&out).ok().map(|bytes| {
        let png =
            image::load_from_memory_with_format(&bytes, image::ImageFormat::Png).expect("a PNG");
        (png.width(), png.height())
    });
    let _ = std::fs::remove_file(&out);
    (run, size)
}

#[test]
fn render_rivalry_writes_a_png_of_a_game_a_move_a_set_up_and_the_wait() {
    for (name, args) in [
        ("game", vec!["--seed", "3", "--turns", "30"]),
        ("move", vec!["--turns", "0", "--move", "end-moves"]),
        ("setup", vec!["--setup", "kingdom", "--lang", "de"]),
        ("waiting", vec!["--waiting", "--layout", "wide"]),
    ] {
        let (run, size) = render_rivalry(name, &args);
        assert!(
            run.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        let (width, height) = size.expect("a picture written");
        assert!(width >= 400 && height >= 400, "{name}: {width}x{height}");
    }
}

#[test]
fn render_rivalry_refuses_a_bad_argument_clearly_and_writes_nothing() {
    for (args, named) in [
        (vec!["--setup", "pirates"], "pirates"),
        (vec!["--turns", "0", "--move", "Z99-A1:1a"], "Z99-A1:1a"),
        (vec!["--lang", "xx"], "xx"),
        (
            vec!["--position", "/nonexistent/rivalry.txt"],
            "/nonexistent/rivalry.txt",
        ),
    ] {
        let (run, size) = render_rivalry("bad", &args);
        let said = String::from_utf8_lossy(&run.stderr);
        assert!(!run.status.success(), "{args:?}");
        assert!(
            said.starts_with("manawell: ") && said.contains(named),
            "{args:?}: {said}"
        );
        assert!(!said.contains("panicked"), "{said}");
        assert_eq!(size, None, "nothing written for {args:?}");
    }
}

#[test]
fn render_rivalry_says_why_a_move_cannot_be_played_in_lang() {
    let (run, size) = render_rivalry(
        "refused",
        &["--turns", "0", "--move", "end-battles", "--lang", "fr"],
    );
    let said = String::from_utf8_lossy(&run.stderr);
    assert!(!run.status.success());
    assert!(
        said.contains("`end-battles` ne peut pas être joué\u{a0}: pas maintenant"),
        "{said}"
    );
    assert_eq!(size, None);
}

/// `manawell render <game> --position FILE` for every game, solo included: a PNG written.
#[test]
fn render_draws_a_position_file_of_every_game_solo_included() {
    use manawell::engines::rivality::solo::notation::format_solo_position;
    use manawell::engines::rivality::solo::{new_solo, Difficulty};
    let rivality = "rivality 2p\nhand 1: A3 A7\nhand 2: B2 B9\nM13 W\nM14 B4 east p1 @purple\nL13 A5 north s1 @salmon\n";
    let solo = format_solo_position(&new_solo(4, Difficulty::Standard));
    for (game, text, play) in [
        ("rivality", rivality.to_string(), Some("A3 M12 north")),
        ("suramun", solo.clone(), None),
        ("suramun", solo, Some("enter B1")),
    ] {
        let dir = std::env::temp_dir();
        let stem = format!("manawell-cli-{game}-{}", std::process::id());
        let file = dir.join(format!("{stem}.txt"));
        let out = dir.join(format!("{stem}.png"));
        std::fs::write(&file, text).unwrap();
        let _ = std::fs::remove_file(&out);
        let mut args = vec![
            "render",
            game,
            "--position",
            file.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ];
        if let Some(play) = play {
            args.extend_from_slice(&["--move", play]);
        }
        let run = manawell(&args);
        assert!(
            run.status.success(),
            "{game} {play:?}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        let bytes = std::fs::read(&out).expect("a picture written");
        image::load_from_memory_with_format(&bytes, image::ImageFormat::Png).expect("a PNG");
        let _ = std::fs::remove_file(&out);
        let _ = std::fs::remove_file(&file);
    }
}

/// One parser for every game's duel of AI levels: `--duel A,B --budget N` read the same
/// way for the five kinds (solo, with no AI levels for its one player, says so), and
/// `solo` names the solo game as `suramun` does.
#[test]
fn selfplay_reads_duel_and_budget_the_same_way_for_every_game() {
    for game in ["rivality", "magistrar", "aetherium", "rivalry"] {
        let out = manawell(&[
            "selfplay",
            game,
            "--duel",
            "random,random",
            "--budget",
            "x",
            "--games",
            "1",
        ]);
        assert!(!out.status.success(), "{game}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("--budget"), "{game}: {err}");
        let out = manawell(&["selfplay", game, "--duel", "random,nobody", "--games", "1"]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            !out.status.success() && err.contains("--duel"),
            "{game}: {err}"
        );
    }
    let out = manawell(&[
        "selfplay",
        "rivality",
        "--duel",
        "random,random",
        "--budget",
        "5",
        "--games",
        "2",
        "--json",
    ]);
    assert!(out.status.success(), "{out:?}");
    let summary: serde_json::Value =
        serde_json::from_str(String::from_utf8_lossy(&out.stdout).lines().next().unwrap()).unwrap();
    assert_eq!(summary["iterations"], 5, "{summary}");
    for game in ["suramun", "solo"] {
        let out = manawell(&[
            "selfplay",
            game,
            "--duel",
            "random,random",
            "--budget",
            "5",
            "--games",
            "1",
        ]);
        assert!(!out.status.success(), "{game}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("no AI levels"), "{game}: {err}");
    }
    let out = manawell(&["selfplay", "solo", "--games", "2", "--seed", "4"]);
    assert!(out.status.success(), "{out:?}");
}

/// One default layout rule for every game's `render`: the picture as Discord shows it
/// (`phone`), unless `--layout wide` is asked for.
#[test]
fn every_games_render_draws_discords_layout_by_default() {
    let dir = std::env::temp_dir().join(format!("manawell-layout-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for game in ["rivality", "suramun", "magistrar", "aetherium", "rivalry"] {
        let png = |layout: Option<&str>| {
            let out = dir.join(format!("{game}-{}.png", layout.unwrap_or("default")));
            let mut args = vec!["render", game, "--out", out.to_str().unwrap()];
            if let Some(layout) = layout {
                args.extend(["--layout", layout]);
            }
            let run = manawell(&args);
            assert!(
                run.status.success(),
                "{game}: {}",
                String::from_utf8_lossy(&run.stderr)
            );
            std::fs::read(&out).unwrap()
        };
        let default = png(None);
        assert!(
            default == png(Some("phone")),
            "{game}: the default is not phone"
        );
        assert!(
            default != png(Some("wide")),
            "{game}: wide is the same picture"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}
