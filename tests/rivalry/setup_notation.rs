//! The set-up line (`docs/rivalry-notation.md`, Set-ups): what a player types at the
//! set-up, read back as written, with clear errors.

use manawell::engines::rivalry::notation::{format_setup, parse_setup};
use manawell::engines::rivalry::{suggested_setup, validate_setup, Side, Units};

#[test]
fn the_suggested_set_ups_read_back_as_written() {
    for side in Side::BOTH {
        let setup = suggested_setup(side);
        let line = format_setup(&setup);
        assert_eq!(parse_setup(&line), Ok(setup.clone()), "{line}");
        assert!(!line.contains('\n'));
    }
    let line = format_setup(&suggested_setup(Side::Republic));
    assert!(line.starts_with("cities *@R2 @R6 @R8 @R9 units "), "{line}");
    assert!(
        line.contains(" E3:2a ") && line.ends_with(" extra E3"),
        "{line}"
    );
}

#[test]
fn a_typed_set_up_may_leave_out_the_at_and_mix_cases_and_order() {
    let setup = suggested_setup(Side::Kingdom);
    let line = format_setup(&setup);
    let typed = line.replace('@', "").to_ascii_lowercase();
    assert_eq!(parse_setup(&typed), Ok(setup.clone()), "{typed}");
    // The parts in another order.
    let (head, extra) = line.split_once(" extra ").unwrap();
    let reordered = format!("extra {extra} {head}");
    assert_eq!(parse_setup(&reordered), Ok(setup));
}

#[test]
fn a_line_that_is_not_a_set_up_says_what_is_wrong() {
    let cases = [
        ("", "lacks `cities`"),
        ("R2 R6", "starts with `cities`"),
        ("cities @R2 @R6 @R8 @R9 units E3:2a extra E3", "capital"),
        ("cities *@R2 *@R6 units E3:2a extra E3", "one city only"),
        ("cities *@R2 units E3:2a", "lacks `extra`"),
        ("cities *@R2 extra E3", "lacks `units`"),
        ("cities *@R2 units E3 extra E3", "TILE:UNITS"),
        ("cities *@R2 units E3:2x extra E3", "not a number of units"),
        ("cities *@Q2 units E3:2a extra E3", "not a city site"),
        ("cities *@R2 units Z99:2a extra E3", "not a tile"),
        ("cities *@R2 units E3:2a extra E3 E4", "one tile only"),
        (
            "cities *@R2 cities @R6 units E3:2a extra E3",
            "written twice",
        ),
        ("cities *@R2 units E3:2a extra", "needs a tile"),
    ];
    for (line, said) in cases {
        let err = parse_setup(line).unwrap_err().to_string();
        assert!(err.contains(said), "{line}: {err}");
    }
}

#[test]
fn a_read_set_up_is_still_checked_by_the_rules() {
    let mut setup = suggested_setup(Side::Republic);
    setup.units[0].1 = setup.units[0].1.plus(Units::new(1, 0));
    let line = format_setup(&setup);
    let read = parse_setup(&line).unwrap();
    let err = validate_setup(Side::Republic, &read).unwrap_err();
    assert!(err.to_string().contains("exactly 25 units"), "{err}");
}
