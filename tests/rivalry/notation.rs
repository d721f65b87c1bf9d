//! The notation (`docs/rivalry-notation.md`): moves and positions read back as written,
//! clear errors, and the check of a position read from outside.

use manawell::engines::dice::Dice;
use manawell::engines::rivalry::notation::{
    format_move, format_position, parse_move, parse_position, parse_position_checked,
};
use manawell::engines::rivalry::random::play_random;
use manawell::engines::rivalry::{Move, Units};

use crate::common::*;

#[test]
fn moves_read_as_the_notation_writes_them() {
    let cases = [
        (mv("C5", "B5", 2, 1), "C5-B5:2a1c"),
        (mv("C5", "B6", 0, 1), "C5-B6:1c"),
        (assault("E7", tile("E8"), false), "E7xE8"),
        (assault("D7", city("K9"), true), "D7x@K9!"),
        (
            Move::Advance {
                onto: t("D8"),
                units: Units::new(4, 0),
            },
            ">D8:4a",
        ),
        (
            Move::Advance {
                onto: t("E8"),
                units: Units::NONE,
            },
            ">E8:0",
        ),
        (
            Move::Recruit {
                site: s("R2"),
                tile: t("E3"),
                cavalry: true,
            },
            "@R2+E3c",
        ),
        (
            Move::Reinforce {
                tile: t("E4"),
                cavalry: false,
            },
            "+E4a",
        ),
        (Move::Build { site: s("K9") }, "build@K9"),
        (
            Move::Mutiny {
                tile: t("C5"),
                cavalry: false,
            },
            "mutiny:C5a",
        ),
        (
            Move::Surrender {
                target: tile("E8"),
                to: vec![(t("J10"), Units::new(2, 0)), (t("I11"), Units::new(0, 1))],
            },
            "surrender:E8>J10:2a,I11:1c",
        ),
        (Move::Roll, "roll"),
        (Move::EndMoves, "end-moves"),
        (Move::EndBattles, "end-battles"),
        (Move::EndTurn, "end-turn"),
        (Move::Resign, "resign"),
    ];
    for (mv, text) in cases {
        assert_eq!(format_move(&mv), text);
        assert_eq!(parse_move(text).unwrap(), mv, "{text}");
    }
}

#[test]
fn bad_moves_are_refused_with_what_was_expected() {
    for (text, expected) in [
        ("C5-Z9:1a", "not a tile"),
        ("C5-B5:2x", "not a number of units"),
        ("E7x@R0", "not a city site"),
        ("+E4", "needs its kind"),
        ("fly", "not a move"),
        ("surrender:E8", "surrender:"),
    ] {
        let err = parse_move(text).unwrap_err().to_string();
        assert!(err.contains(expected), "{text}: {err}");
    }
}

#[test]
fn every_listed_move_and_every_position_of_random_games_reads_back() {
    for seed in 0..6 {
        let mut game = started(seed);
        let mut rng = Dice::new(seed);
        let (mut buffer, mut events) = (Vec::new(), Vec::new());
        while !game.is_over() {
            let text = format_position(&game);
            assert_eq!(parse_position(&text).unwrap(), game, "{text}");
            assert_eq!(parse_position_checked(&text).map(|_| ()), Ok(()), "{text}");
            for mv in listed(&game).iter().take(200) {
                assert_eq!(&parse_move(&format_move(mv)).unwrap(), mv);
            }
            play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
        }
        let text = format_position(&game);
        assert_eq!(parse_position_checked(&text).unwrap(), game);
    }
}

#[test]
fn a_position_that_no_game_reaches_is_refused_with_the_rule_it_breaks() {
    let text = format_position(&started(1));
    let both = text.replace("units kingdom ", "units kingdom E3:1a ");
    let err = parse_position_checked(&both).unwrap_err().to_string();
    assert!(
        err.contains("both sides on E3") || err.contains("no enemy unit"),
        "{err}"
    );
    let deck = text.replace("deck ", "deck RV ");
    let err = parse_position_checked(&deck).unwrap_err().to_string();
    assert!(err.contains("28 cards"), "{err}");
    let round = text.replace("round 1", "round 41");
    assert!(parse_position_checked(&round).is_err());
    let err = parse_position("rivalry\nphase fly\n")
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("line 2"), "{err}");
}

/// Found by fuzzing the protocol: a card word cut at its second byte fell inside `€`
/// (three bytes) and panicked. Words of any characters are refused, naming the word.
#[test]
fn a_word_cut_inside_a_multibyte_character_is_refused_not_a_panic() {
    for (text, named) in [
        ("rivalry\ndeck €", "€"),
        ("rivalry\ndiscards F€", "F€"),
        ("rivalry\ndeck é3", "é3"),
        ("rivalry\ndeck FA€", "FA€"),
        ("rivalry\nunits republic E3:€", "€"),
        ("rivalry\nphase advance €€ @€", "€€"),
        ("rivalry\nforbidden @€", "@€"),
    ] {
        let err = parse_position(text).unwrap_err().to_string();
        assert!(
            err.starts_with("line 2") && err.contains(named),
            "{text}: {err}"
        );
    }
    for text in [
        "+€",
        "+E3€",
        "mutiny:€",
        "@€+E3a",
        "€x@K9",
        "€-E3:1a",
        "build€",
    ] {
        assert!(parse_move(text).is_err(), "{text}");
    }
}

/// The same position in a file made `manawell render rivalry --position` crash.
#[test]
fn render_refuses_a_position_with_a_multibyte_card_word_without_crashing() {
    let dir = std::env::temp_dir().join(format!("manawell-rivalry-euro-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (position, out) = (dir.join("euro.txt"), dir.join("euro.png"));
    std::fs::write(&position, "rivalry\ndeck €\n").unwrap();
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_manawell"))
        .args(["render", "rivalry", "--position"])
        .arg(&position)
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&run.stderr).to_string();
    let written = out.exists();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(!run.status.success());
    assert!(!said.contains("panicked"), "{said}");
    assert!(said.contains("not a card") && said.contains('€'), "{said}");
    assert!(!written, "nothing written");
}
