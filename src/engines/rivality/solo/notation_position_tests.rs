//! Solo positions written and read back, short ones filled in, impossible ones refused.

use super::super::super::geometry::Cell;
use super::super::new_solo;
use super::*;

#[test]
fn a_solo_position_reads_back_the_same_game_along_a_random_game() {
    let mut game = new_solo(11, Difficulty::Master);
    let mut moves = Vec::new();
    for _ in 0..40 {
        let text = format_solo_position(&game);
        assert_eq!(parse_solo_position(&text), Ok(game.clone()), "{text}");
        game.legal_moves(&mut moves);
        let Some(mv) = moves.first() else { break };
        game = game.apply(*mv).unwrap().0;
    }
    assert!(game.is_over());
    let text = format_solo_position(&game);
    assert_eq!(parse_solo_position(&text), Ok(game), "{text}");
}

#[test]
fn a_short_solo_position_fills_in_facings_turns_and_supplies() {
    let g = new_solo(3, Difficulty::Standard);
    let mut text = String::from("suramun standard\n");
    for t in &g.field.tiles {
        let extra = if t.cell == Cell::new(1, 0) {
            " s1 @salmon"
        } else if t.cell == Cell::new(1, 5) {
            " p1 @purple"
        } else if t.face_down {
            " down"
        } else {
            ""
        };
        text += &format!("{} {}{extra}\n", solo_label(t.cell), t.tile);
    }
    let read = parse_solo_position(&text).unwrap();
    assert_eq!(read.turns, 1);
    assert_eq!(read.supplies, [29, 29, 0]);
    assert_eq!(read.field.tiles[23].facing, Facing::South);
    assert!(read.field.tiles[23].face_down);
    assert!(
        !read.field.tiles[21].face_down,
        "the tile under Suramun is face up"
    );
}

#[test]
fn impossible_solo_positions_are_refused_with_the_rule() {
    let g = new_solo(3, Difficulty::Standard);
    let full = format_solo_position(&g);
    let err = |text: &str| parse_solo_position(text).unwrap_err().to_string();
    assert!(err("suramun expert\n").contains("not a difficulty"));
    let missing: String = full.lines().take(20).map(|l| format!("{l}\n")).collect();
    assert!(err(&missing).contains("give all 24"), "{}", err(&missing));
    let twice = full.replace("supply 30 30", "supply 31 30");
    assert!(err(&twice).contains("must have 30"), "{}", err(&twice));
    let d6 = g.field.tiles[23].tile.to_string();
    let dup = full.replacen(
        &format!("A1 {} ", g.field.tiles[0].tile),
        &format!("A1 {d6} "),
        1,
    );
    let e = err(&dup);
    assert!(e.contains("each tile exists once"), "{e}");
    assert!(!e.contains(&d6), "a face-down tile is named: {e}");
}
