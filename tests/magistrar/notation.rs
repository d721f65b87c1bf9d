//! The notation: moves read back as written, hostile text never panics.

use manawell::engines::magistrar::notation::{format_move, parse_move, parse_position};
use manawell::engines::magistrar::{Energy, Move, Strength};
use proptest::prelude::*;

fn strength() -> impl Strategy<Value = Strength> {
    prop_oneof![
        Just(Strength::Weak),
        Just(Strength::Medium),
        Just(Strength::Strong)
    ]
}

fn a_move() -> impl Strategy<Value = Move> {
    prop_oneof![
        proptest::array::uniform6(proptest::option::of(strength()))
            .prop_map(|pawns| Move::Place { pawns }),
        (1u8..=6, strength()).prop_map(|(encounter, strength)| Move::Pawn {
            encounter,
            strength
        }),
        prop_oneof![Just(Energy::Light), Just(Energy::Dark)]
            .prop_map(|toward| Move::Steer { toward }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_move_reads_back_as_written(m in a_move()) {
        prop_assert_eq!(parse_move(&format_move(&m)).unwrap(), m);
    }

    #[test]
    fn hostile_text_never_panics(text in "\\PC{0,80}") {
        let _ = parse_move(&text);
        let _ = parse_position(&text);
        let _ = parse_position(&format!("magistrar\n{text}"));
    }

    #[test]
    fn hostile_position_lines_never_panic(key in prop_oneof![Just("duel"), Just("track"), Just("pawns"), Just("bag"), Just("played"), Just("arena"), Just("phase"), Just("game"), Just("goldens"), Just("dice")], rest in "[ a-zA-Z0-9.\\-]{0,40}") {
        let text = format!("magistrar grand-mage\n{key} {rest}\nphase over");
        if let Ok(game) = parse_position(&text) {
            let _ = game.validate();
        }
    }
}

#[test]
fn moves_are_read_in_their_several_spellings() {
    assert_eq!(parse_move("3 medium").unwrap(), parse_move("3M").unwrap());
    assert_eq!(
        parse_move("D").unwrap(),
        Move::Steer {
            toward: Energy::Dark
        }
    );
    assert_eq!(parse_move("-mmmsw").unwrap(), parse_move(".MMMSW").unwrap());
    for bad in [
        "",
        "7m",
        "0w",
        "3x",
        "sm.wm",
        "light dark",
        "3 m x",
        "ééééé",
    ] {
        assert!(parse_move(bad).is_err(), "{bad}");
    }
}
