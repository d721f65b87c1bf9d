//! One test per reading of `shared/rules/aetherium-readings.md`, named after it: the mat
//! and a turn here, the round end, the end of the game and the fine points in
//! `readings_end.rs`.

use manawell::engines::aetherium::notation::format_position;
use manawell::engines::aetherium::{
    new_game, ActionKind, AetherCause, Element, Event, MoveError, Options, Pawn, Token, MAT,
};

use crate::common::{aether_moves, legal, mv, play, pos, refused};

// The mat

#[test]
fn reading_each_player_has_five_pawns_one_per_element_and_a_wild_one() {
    let game = new_game(Options::default(), 1).unwrap();
    for seat in 0..2 {
        let pawns: Vec<Pawn> = game.unused_pawns(seat).collect();
        assert_eq!(pawns, Pawn::ALL);
    }
    assert_eq!(Element::ALL.len(), 4);
}

#[test]
fn reading_four_columns_of_seven_spaces_every_stone_starts_at_the_bottom() {
    let game = new_game(Options::default(), 2).unwrap();
    assert_eq!(game.stones, [[0; 4]; 4]);
    assert_eq!(MAT.top, 6);
    // Several stones share a space; none may leave the column.
    let top = pos("aetherium\nfire 6 0 0 0\nwater 6 0 0 0");
    assert!(matches!(
        refused(&top, "fire surge A"),
        MoveError::PastTop { .. }
    ));
}

#[test]
fn reading_the_marked_spaces_are_2_and_4_of_every_column() {
    let game = new_game(Options::default(), 3).unwrap();
    let text = format_position(&game);
    for column in ["A", "B", "C", "D"] {
        for space in [2, 4] {
            assert!(text.contains(&format!("{column}{space}=")), "{text}");
        }
    }
    assert_eq!(game.marks.iter().flatten().count(), 8);
}

#[test]
fn reading_the_action_spaces_from_the_track_are_fall_twin_step_leap_surge_gather() {
    assert_eq!(
        MAT.actions,
        [
            ActionKind::Fall,
            ActionKind::TwinRise,
            ActionKind::StepAndLeap,
            ActionKind::Surge,
            ActionKind::Gather
        ]
    );
    assert_eq!((MAT.twin_rise, MAT.step, MAT.leap, MAT.surge), (2, 1, 3, 4));
}

#[test]
fn reading_step_and_leap_moves_two_different_stones_of_the_element() {
    // "one stone up one space, then another stone of the same element up three": one
    // stone may not take both (A from 0 to 4 would be a surge by another name).
    let game = pos("aetherium");
    assert_eq!(
        refused(&game, "fire step-leap A A"),
        MoveError::SameStone {
            action: ActionKind::StepAndLeap
        }
    );
    assert!(!legal(&game).contains(&"fire step-leap A A".to_string()));
    // With one fire stone able to move, the action cannot be done in full.
    let stuck = pos("aetherium\nfire 0 6 6 6");
    assert!(!legal(&stuck).iter().any(|m| m.contains("fire step-leap")));
}

#[test]
fn reading_the_track_has_four_moons_a_side_and_the_centre_is_never_revisited() {
    assert_eq!(MAT.moons, 4);
    let game = pos("aetherium\nhand 2: aether\naether 1\nplayed 1: fire@surge");
    let (after, events) = play(&game, "aether then fire surge B");
    assert_eq!(aether_moves(&events), [(1, -1)]);
    assert_eq!(after.aether, -1);
    let centre = pos("aetherium\nhand 1: aether");
    let (after, _) = play(&centre, "fire surge A then aether");
    assert_eq!(after.aether, 1, "off the centre to the first moon");
}

#[test]
fn reading_the_pouch_holds_16_tokens_and_8_are_drawn_at_set_up() {
    let game = new_game(Options::default(), 4).unwrap();
    assert_eq!(MAT.pouch_size(), 16);
    assert_eq!(game.pouch.len(), 8);
    let counts = game.token_counts();
    assert_eq!(counts, [2, 2, 2, 2, 3, 2, 3]);
    assert_ne!(
        new_game(Options::default(), 5).unwrap().marks,
        game.marks,
        "drawn at random"
    );
}

// A turn

#[test]
fn reading_an_action_that_cannot_be_done_in_full_cannot_be_chosen() {
    let game = pos("aetherium\nearth 5 6 5 4");
    let moves = legal(&game);
    for action in ["twin", "step-leap", "surge"] {
        let prefix = format!("earth {action}");
        assert!(!moves.iter().any(|m| m.starts_with(&prefix)), "{moves:?}");
    }
    assert!(moves.contains(&"earth gather D".to_string()));
    assert!(matches!(
        refused(&game, "earth fall A 6"),
        MoveError::PastBottom { .. }
    ));
}

#[test]
fn reading_only_stones_of_the_pawns_element_move_and_the_wild_pawn_names_one() {
    let game = pos("aetherium");
    let (after, events) = play(&game, "wild:air surge C");
    assert_eq!(after.height(2, Element::Air), 4);
    assert!(events.contains(&Event::PawnPlaced {
        seat: 0,
        pawn: Pawn::Wild,
        element: Element::Air,
        action: ActionKind::Surge
    }));
    let moves = legal(&game);
    for e in Element::ALL {
        assert!(moves.contains(&format!("wild:{e} surge A")), "{moves:?}");
    }
    assert!(matches!(
        game.apply(mv("fire surge A"))
            .map(|(g, _)| g.height(0, Element::Water)),
        Ok(0)
    ));
}

#[test]
fn reading_a_blocked_action_cannot_be_chosen_by_either_player() {
    let game = pos("aetherium\nblocked: gather\nhand 1: block");
    for text in ["fire gather A", "block gather then fire surge A"] {
        let _ = refused(&game, text);
    }
    let (after, _) = play(&game, "fire surge A");
    assert_eq!(
        refused(&after, "fire gather A"),
        MoveError::Blocked {
            action: ActionKind::Gather
        }
    );
}

#[test]
fn reading_one_token_per_turn_before_or_after_even_one_taken_this_turn() {
    // The surge takes the aether token at A4; it is used in the same turn.
    let game = pos("aetherium\nmarks A4=aether");
    let (after, _) = play(&game, "fire surge A then aether");
    assert_eq!(after.aether, 1);
    assert!(after.hands[0].is_empty());
    assert_eq!(after.used, vec![Token::Aether]);
    // Before the action it is not held yet.
    assert_eq!(
        refused(&game, "aether then fire surge A"),
        MoveError::TokenNotHeld {
            token: Token::Aether
        }
    );
    // Only one: a move names at most one token.
    assert!(manawell::engines::aetherium::notation::parse_move(
        "aether then fire surge A then aether"
    )
    .is_err());
}

#[test]
fn reading_a_tokens_effect_must_be_possible() {
    let game = pos("aetherium\nhand 1: fall rise-fire\nfire 6 0 0 0");
    let moves = legal(&game);
    assert!(
        !moves.iter().any(|m| m.starts_with("rise-fire A then")),
        "{moves:?}"
    );
    assert!(moves.contains(&"fire fall A 1 then rise-fire A".to_string()));
    assert!(
        !moves.iter().any(|m| m.starts_with("fall water")),
        "{moves:?}"
    );
    assert!(matches!(
        refused(&game, "fall water A then fire surge B"),
        MoveError::PastBottom { .. }
    ));
}

#[test]
fn reading_a_stone_takes_a_token_only_where_it_ends_its_move() {
    let game = pos("aetherium\nmarks A2=aether A4=block");
    let (after, _) = play(&game, "fire surge A");
    assert_eq!(
        after.hands[0],
        vec![Token::Block],
        "passed over A2, stopped on A4"
    );
    assert_eq!(after.mark_at(0, 2), Some(Token::Aether));
    let (after, _) = play(&after, "water twin A B");
    assert_eq!(
        after.hands[1],
        vec![Token::Aether],
        "the other player's stone takes it for them"
    );
}

#[test]
fn reading_each_stone_reaching_the_top_moves_the_aether_token() {
    let game = pos("aetherium\nfire 4 4 0 0\nplayed 1: earth@surge");
    let (after, events) = play(&game, "fire twin A B");
    assert_eq!(aether_moves(&events), [(0, -1), (-1, -2)]);
    assert_eq!(after.aether, -2);
    assert!(events.iter().all(|e| !matches!(
        e,
        Event::AetherMoved {
            cause: AetherCause::Token | AetherCause::RoundEnd,
            ..
        }
    )));
}

#[test]
fn reading_a_stone_a_rise_token_brings_to_the_top_moves_the_aether_token_too() {
    // Player 1 raises fire A from 5 to the top with a token, before a water surge.
    let game = pos("aetherium\nhand 1: rise-fire\nfire 5 0 0 0");
    let (after, events) = play(&game, "rise-fire A then water surge B");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::AetherMoved {
            towards: 0,
            cause: AetherCause::Top,
            ..
        }
    )));
    assert_eq!(after.aether, 1);
}

#[test]
fn reading_a_player_with_no_possible_action_passes_a_pawn() {
    // Player 1 has only the air pawn left; three air stones are on the top space and one
    // on 5: no two can rise two, none can leap three or surge four, Gather (a pawn there
    // already) would take it two up, and Fall is blocked.
    let game = pos("aetherium
        air 6 6 6 5
        blocked: fall
        played 1: fire@gather water@surge earth@surge wild@surge
        played 2: fire@surge water@surge earth@surge wild@surge");
    assert_eq!(legal(&game), ["pass air"]);
    let (after, events) = play(&game, "pass air");
    assert!(events.contains(&Event::Passed {
        seat: 0,
        pawn: Pawn::Air
    }));
    assert_eq!(after.turn, 1);
}
