//! One test for each rule of the base game (and the Expert scoring), edge cases included;
//! delayed spells and sieges are in `expert_rules.rs`.

mod asking;
mod ending;
mod mulligan;

use crate::common::{cell, golems, play, position, refuse};
use manawell::engines::rivality::{new_game, Event, LostReason, Move, MoveError, Options, Side};

#[test]
fn a_tile_must_come_from_the_hand_and_touch_the_battlefield() {
    let game = position("rivality 2p\nhand 1: A1 A2\nhand 2: B1\nM13 W\n");
    assert_eq!(
        refuse(&game, "A3 M14 north"),
        MoveError::TileNotInHand {
            tile: "A3".parse().unwrap()
        }
    );
    assert_eq!(
        refuse(&game, "A1 M13 north"),
        MoveError::SpotTaken { cell: cell("M13") }
    );
    assert_eq!(
        refuse(&game, "A1 M15 north"),
        MoveError::SpotNotAdjacent { cell: cell("M15") }
    );
    assert!(refuse(&game, "A1 N14 north")
        .to_string()
        .contains("does not touch"));
}

#[test]
fn a_refused_move_changes_nothing() {
    let game = position("rivality 2p\nhand 1: A1 A2\nhand 2: B1\nM13 W\n");
    let mut copy = game.clone();
    let mut events = Vec::new();
    let mv = manawell::engines::rivality::notation::parse_move("A1 M15 north").unwrap();
    assert!(copy.apply_in_place(mv, &mut events).is_err());
    assert_eq!(copy, game);
    assert!(events.is_empty());
}

#[test]
fn the_wizard_moves_onto_the_placed_tile_with_one_golem_and_the_player_draws() {
    let game = position("rivality 2p\nhand 1: A5 A2\nhand 2: B1\nstack salmon: A9 A8\nM13 W\n");
    // A5 at M14 facing north: its only spell (4@1 north) finds no tile.
    let (after, events) = play(&game, "A5 M14 north");
    assert_eq!(golems(&after, "M14"), [1, 0, 0]);
    assert_eq!(after.wizards[0], Some(cell("M14")));
    assert_eq!(after.hands[0].len(), 2);
    assert!(
        after.hands[0].contains(&"A8".parse().unwrap()),
        "draws the top tile"
    );
    assert!(events.contains(&Event::Drew { seat: 0 }));
    assert_eq!(after.turn, 1);
}

#[test]
fn a_spell_onto_an_empty_spot_is_lost() {
    let game = position("rivality 2p\nhand 1: A5\nhand 2: B1\nM13 W\n");
    let (_, events) = play(&game, "A5 M14 north");
    assert!(events.iter().any(|e| matches!(e,
        Event::SpellLost { reason: LostReason::NoTile, target, .. } if *target == cell("M15"))));
}

#[test]
fn spells_reach_exactly_their_range() {
    // A1's left spell is 3@2: facing north it goes 2 west, over the empty L14.
    let game = position("rivality 2p\nhand 1: A1\nhand 2: B1\nM13 W\nK14 B2 north p1\n");
    let (after, _) = play(&game, "A1 M14 north");
    assert_eq!(golems(&after, "K14"), [3, 1, 0]);
}

#[test]
fn a_spell_onto_a_contested_tile_meets_no_shield() {
    let game = position("rivality 2p\nhand 1: A7\nhand 2: B1\nM13 W\nM14 B10 north s1 p1\n");
    // A7 (front 3@1) at M15 facing south onto a contested fortress.
    let (after, events) = play(&game, "A7 M15 south");
    assert_eq!(golems(&after, "M14"), [4, 1, 0]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Summoned {
            destroyed: 0,
            placed: 3,
            ..
        }
    )));
}

#[test]
fn a_shielded_tile_hit_by_fewer_golems_than_shields_loses_nothing() {
    // A2's front is 1@2: one golem against a cottage's shield.
    let game =
        position("rivality 2p\nhand 1: A2\nhand 2: B1\nM13 W\nM14 A6 north p1\nM15 A1 north\n");
    let (after, events) = play(&game, "A2 M16 south");
    assert_eq!(golems(&after, "M14"), [0, 1, 0]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Summoned {
            golems: 1,
            destroyed: 1,
            placed: 0,
            ..
        }
    )));
    assert_eq!(
        after.supplies[0],
        game.supplies[0] - 1,
        "only the wizard's golem left"
    );
}

#[test]
fn range_three_spells_ignore_shields() {
    // A7's left spell is 2@3 (broken shield); facing west it points south.
    let game =
        position("rivality 2p\nhand 1: A7\nhand 2: B1\nM13 W\nM12 B10 north p5\nM14 A1 north\n");
    let (after, events) = play(&game, "A7 M15 west");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Summoned {
            golems: 2,
            destroyed: 0,
            placed: 2,
            ..
        }
    )));
    assert_eq!(golems(&after, "M12"), [2, 3, 0]);
}

#[test]
fn shields_never_act_against_their_own_side() {
    let game = position("rivality 2p\nhand 1: A7\nhand 2: B1\nM13 W\nM14 B10 north s5\n");
    let (after, events) = play(&game, "A7 M15 south");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Summoned {
            destroyed: 0,
            placed: 3,
            ..
        }
    )));
    // Eight salmon golems: three go back to the supply.
    assert_eq!(golems(&after, "M14"), [5, 0, 0]);
    assert!(events.contains(&Event::GolemsRemoved {
        cell: cell("M14"),
        side: Side::SALMON,
        count: 3,
        by: Side::SALMON,
    }));
}

#[test]
fn past_five_the_active_player_removes_enemies_first_then_their_own() {
    let game = position("rivality 2p\nhand 1: A5\nhand 2: B1\nM13 W\nM14 A1 north s2 p2\n");
    // 4 more salmon golems: 8 in all; the 2 purple go first, then 1 salmon.
    let (after, events) = play(&game, "A5 M15 south");
    assert_eq!(golems(&after, "M14"), [5, 0, 0]);
    assert!(events.contains(&Event::GolemsRemoved {
        cell: cell("M14"),
        side: Side::PURPLE,
        count: 2,
        by: Side::SALMON
    }));
    assert!(events.contains(&Event::GolemsRemoved {
        cell: cell("M14"),
        side: Side::SALMON,
        count: 1,
        by: Side::SALMON
    }));
}

#[test]
fn with_three_players_the_largest_enemy_group_loses_golems_first() {
    let game =
        position("rivality 3p\nhand 1: A4\nhand 2: B1\nhand 3: B2\nM13 W\nM14 A1 north p4 t1\n");
    // A4 at M15 facing west: left 2@1 south onto M14: 7 golems, purple loses 2.
    let (after, events) = play(&game, "A4 M15 west");
    assert_eq!(golems(&after, "M14"), [2, 2, 1]);
    assert!(events.contains(&Event::GolemsRemoved {
        cell: cell("M14"),
        side: Side::PURPLE,
        count: 2,
        by: Side::SALMON
    }));
}

#[test]
fn the_removal_choice_between_tied_enemy_groups_is_the_active_players() {
    let game =
        position("rivality 3p\nhand 1: A4 A1\nhand 2: B1\nhand 3: B2\nM13 W\nM14 A2 north p2 t2\n");
    // A4 (left 2@1) at M15 facing west: 6 golems, purple and teal tied at 2, one must go.
    let (waiting, events) = play(&game, "A4 M15 west");
    assert!(events.contains(&Event::RemovalChoice {
        seat: 0,
        cell: cell("M14"),
        sides: vec![Side::PURPLE, Side::TEAL],
    }));
    assert_eq!(waiting.to_act(), Some(0));
    let mut moves = Vec::new();
    waiting.legal_moves(&mut moves);
    assert_eq!(
        moves,
        vec![
            Move::Remove { side: Side::PURPLE },
            Move::Remove { side: Side::TEAL }
        ]
    );
    assert!(matches!(
        refuse(&waiting, "A1 L13 north"),
        MoveError::RemovalPending { seat: 0, .. }
    ));
    assert!(matches!(
        refuse(&waiting, "remove salmon"),
        MoveError::NotATiedSide { .. }
    ));
    let (after, _) = play(&waiting, "remove teal");
    assert_eq!(golems(&after, "M14"), [2, 2, 1]);
    assert_eq!(after.turn, 1, "the turn goes on and ends after the choice");
    assert!(after.pending.is_none());
    assert_eq!(refuse(&after, "remove teal"), MoveError::NoRemovalPending);
}

#[test]
fn a_removal_choice_that_changes_nothing_is_not_asked() {
    let game =
        position("rivality 3p\nhand 1: A7 A1\nhand 2: B1\nhand 3: B2\nM13 W\nM14 A2 north p2 t2\n");
    // A7 (front 3@1) at M15 facing south: 7 golems, purple and teal tied at 2, two must
    // go: whichever goes first, the other is then the largest, so each loses one.
    let (after, events) = play(&game, "A7 M15 south");
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::RemovalChoice { .. })));
    assert_eq!(golems(&after, "M14"), [3, 1, 1]);
    assert!(after.pending.is_none());
    assert_eq!(after.turn, 1);
}

#[test]
fn four_players_keep_their_hands_apart_and_teams_share_supply_stack_and_wizard() {
    let game = new_game(
        Options {
            players: 4,
            expert: false,
        },
        5,
    )
    .unwrap();
    let hand0 = game.hands[0].clone();
    let hand2 = game.hands[2].clone();
    for seat in 0..4u8 {
        let view = game.view(Some(seat));
        assert_eq!(view.hand, game.hands[seat as usize]);
    }
    assert_ne!(game.view(Some(0)).hand, hand2);
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let (after, _) = game.apply(moves[0]).unwrap();
    assert_eq!(after.turn, 1);
    assert_eq!(after.supplies[0], 29);
    assert_eq!(
        after.stacks[0].len(),
        7,
        "seat 0 drew from the team's stack"
    );
    assert_eq!(after.hands[2], hand2, "the teammate's hand is untouched");
    assert_ne!(after.hands[0], hand0);
    // Seat 2 moves the same (team) wizard.
    let mut after = after;
    let mut events = Vec::new();
    after.legal_moves(&mut moves);
    after.apply_in_place(moves[0], &mut events).unwrap();
    after.legal_moves(&mut moves);
    let Move::Place { cell: placed, .. } = moves[0] else {
        panic!("a placement")
    };
    after.apply_in_place(moves[0], &mut events).unwrap();
    assert_eq!(after.wizards[0], Some(placed));
}
