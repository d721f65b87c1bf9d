//! One test per rule of the rulebook.

use manawell::engines::aetherium::{
    new_game, ActionKind, Element, Event, MoveError, Options, Pawn, Token, MAT,
};

use crate::common::{legal, play, pos, refused};

#[test]
fn rule_fall_moves_one_stone_down_as_many_spaces_as_wanted_at_least_one() {
    let game = pos("aetherium\nearth 0 5 0 0");
    let moves = legal(&game);
    for n in 1..=5 {
        assert!(moves.contains(&format!("earth fall B {n}")), "{moves:?}");
    }
    assert_eq!(
        refused(&game, "earth fall B 0"),
        MoveError::NoDistance {
            action: ActionKind::Fall
        }
    );
    let (after, _) = play(&game, "earth fall B 5");
    assert_eq!(after.height(1, Element::Earth), 0);
}

#[test]
fn rule_twin_rise_moves_two_stones_of_the_colour_two_spaces_up_each() {
    let game = pos("aetherium");
    let (after, _) = play(&game, "air twin B D");
    assert_eq!(after.stones[1][Element::Air.index()], 2);
    assert_eq!(after.stones[3][Element::Air.index()], 2);
    assert_eq!(
        refused(&game, "air twin B B"),
        MoveError::SameStone {
            action: ActionKind::TwinRise
        }
    );
}

#[test]
fn rule_step_and_leap_moves_one_stone_up_one_then_another_up_three() {
    let game = pos("aetherium");
    let (after, events) = play(&game, "fire step-leap C A");
    assert_eq!(after.height(2, Element::Fire), 1);
    assert_eq!(after.height(0, Element::Fire), 3);
    let order: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::StoneMoved { column, .. } => Some(*column),
            _ => None,
        })
        .collect();
    assert_eq!(order, [2, 0], "the step comes first");
}

#[test]
fn rule_surge_moves_one_stone_four_spaces_up() {
    let game = pos("aetherium\nwater 0 3 0 0");
    let (after, _) = play(&game, "water surge A");
    assert_eq!(after.height(0, Element::Water), 4);
    assert!(matches!(
        refused(&game, "water surge B"),
        MoveError::PastTop { .. }
    ));
}

#[test]
fn rule_gather_moves_a_stone_as_many_spaces_as_your_pawns_on_the_space() {
    let game = pos("aetherium\nplayed 1: fire@gather water@gather\nplayed 2: fire@fall air@surge");
    let (after, _) = play(&game, "earth gather C");
    assert_eq!(
        after.height(2, Element::Earth),
        3,
        "two pawns there and the new one"
    );
    // The opponent's pawns on their own Gather do not count for you.
    let game = pos("aetherium\nplayed 2: fire@gather water@gather\nplayed 1: fire@fall air@surge");
    let (after, _) = play(&game, "earth gather C");
    assert_eq!(after.height(2, Element::Earth), 1);
}

#[test]
fn rule_a_pawn_goes_on_top_of_the_pawns_already_on_the_space() {
    let game = pos("aetherium\nplayed 1: fire@surge\nplayed 2: fire@fall");
    let (after, _) = play(&game, "water surge B");
    assert_eq!(
        after.spaces[0][ActionKind::Surge.space()],
        vec![Pawn::Fire, Pawn::Water]
    );
}

#[test]
fn rule_each_pawn_is_used_once_a_round() {
    let game = pos("aetherium\nplayed 1: fire@surge\nplayed 2: fire@fall");
    assert_eq!(
        refused(&game, "fire surge B"),
        MoveError::PawnUsed { pawn: Pawn::Fire }
    );
}

#[test]
fn rule_players_alternate_turns() {
    let game = pos("aetherium");
    let (after, _) = play(&game, "fire surge A");
    assert_eq!(after.turn, 1);
    let (after, _) = play(&after, "water surge A");
    assert_eq!(after.turn, 0);
}

#[test]
fn rule_a_rise_token_moves_a_stone_of_its_element_one_space_up() {
    let game = pos("aetherium\nhand 1: rise-earth");
    let (after, _) = play(&game, "rise-earth C then fire surge A");
    assert_eq!(after.height(2, Element::Earth), 1);
    assert!(after.hands[0].is_empty());
}

#[test]
fn rule_an_aether_token_moves_the_aether_token_one_space_to_you() {
    let game = pos("aetherium\nhand 1: aether");
    let (after, _) = play(&game, "fire surge A then aether");
    assert_eq!(after.aether, 1);
}

#[test]
fn rule_a_block_token_blocks_an_action_for_anyone_for_the_rest_of_the_round() {
    let game = pos("aetherium\nhand 1: block");
    let (after, _) = play(&game, "block surge then fire twin A B");
    assert!(after.is_blocked(ActionKind::Surge));
    assert_eq!(
        refused(&after, "fire surge B"),
        MoveError::Blocked {
            action: ActionKind::Surge
        }
    );
    let (after, _) = play(&after, "fire twin A B");
    assert_eq!(
        refused(&after, "water surge B"),
        MoveError::Blocked {
            action: ActionKind::Surge
        }
    );
}

#[test]
fn rule_a_fall_token_moves_any_stone_one_space_down() {
    let game = pos("aetherium\nhand 1: fall\nair 0 0 3 0");
    let (after, _) = play(&game, "fire surge A then fall air C");
    assert_eq!(after.height(2, Element::Air), 2);
}

#[test]
fn rule_used_tokens_are_removed_from_the_game() {
    let game = pos("aetherium\nhand 1: aether");
    let (after, _) = play(&game, "fire surge A then aether");
    assert_eq!(after.used, vec![Token::Aether]);
    assert_eq!(after.token_counts(), game.token_counts());
}

#[test]
fn rule_tokens_are_kept_from_round_to_round() {
    let game = pos("aetherium
        hand 2: aether
        played 1: fire@surge water@surge earth@surge air@surge
        played 2: fire@fall water@gather earth@gather air@gather wild@gather
        fire 4 0 0 0
        water 4 0 0 0
        earth 4 0 0 0
        air 4 0 0 0");
    let (after, _) = play(&game, "wild:fire surge B");
    assert_eq!(after.round, 2);
    assert_eq!(after.hands[1], vec![Token::Aether]);
}

#[test]
fn rule_stones_at_the_top_are_not_locked_in_place() {
    let game = pos("aetherium\nfire 6 0 0 0");
    let (after, _) = play(&game, "fire fall A 6");
    assert_eq!(after.height(0, Element::Fire), 0);
}

#[test]
fn rule_moving_a_stone_onto_a_power_token_takes_it() {
    let game = pos("aetherium\nmarks A4=block");
    let (after, events) = play(&game, "fire surge A");
    assert_eq!(after.hands[0], vec![Token::Block]);
    assert!(after.marks.iter().all(Option::is_none));
    assert!(events.contains(&Event::TokenTaken {
        seat: 0,
        token: Token::Block,
        column: 0,
        space: 4
    }));
}

#[test]
fn rule_the_game_is_played_in_three_rounds() {
    assert_eq!(MAT.rounds, 3);
    let game = pos("aetherium
        round 3
        aether 1
        played 1: fire@surge water@surge earth@surge air@surge
        played 2: fire@surge water@surge earth@surge air@surge wild@surge");
    let (after, _) = play(&game, "wild:fire twin C D");
    assert!(after.is_over());
    assert_eq!(after.round, 3);
}

#[test]
fn rule_the_initiative_relic_decides_the_first_player() {
    let firsts: Vec<u8> = (0..20)
        .map(|seed| new_game(Options::default(), seed).unwrap().turn)
        .collect();
    assert!(firsts.contains(&0) && firsts.contains(&1), "{firsts:?}");
    assert_eq!(
        new_game(Options::default(), 3),
        new_game(Options::default(), 3)
    );
    let chosen = new_game(Options { first: Some(1) }, 0).unwrap();
    assert_eq!((chosen.turn, chosen.starter), (1, 1));
}

#[test]
fn rule_you_may_only_move_stones_of_the_pawns_element() {
    let game = pos("aetherium");
    assert_eq!(
        game.check_action(
            0,
            Pawn::Fire,
            Element::Water,
            manawell::engines::aetherium::Action::Surge { column: 0 }
        ),
        Err(MoveError::WrongElement {
            pawn: Pawn::Fire,
            element: Element::Water
        })
    );
}
