//! One test for each rule of the base game (and the Expert scoring), edge cases included;
//! delayed spells and sieges are in `expert_rules.rs`.

mod asking;
mod mulligan;

use crate::common::{cell, golems, play, position, refuse};
use manawell::engines::rivality::{
    new_game, EndReason, Event, LostReason, Move, MoveError, Options, Side,
};

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
fn the_supply_limits_a_spell_and_the_game_ends_at_once_when_it_runs_out() {
    // Salmon has 2 golems: one goes with the wizard, one is left for the spells.
    let game = position(
        "rivality 2p\nsupply salmon 2 purple 20\nhand 1: A4 A1\nhand 2: B1\nstack salmon: A2\n\
         M13 W\nM15 B3 north p1\nO14 B5 north p1\n",
    );
    assert!(game.order_matters("A4".parse().unwrap()));
    // A4 at M14 facing east: left 2@1 north onto M15, front 2@2 east onto O14.
    // Front first (the default order): one golem reaches O14, then the supply is empty.
    let (after, events) = play(&game, "A4 M14 east");
    assert_eq!(golems(&after, "O14"), [1, 1, 0]);
    assert_eq!(
        golems(&after, "M15"),
        [0, 1, 0],
        "the left spell never comes"
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Summoned {
            golems: 2,
            placed: 1,
            ..
        }
    )));
    assert_eq!(after.supplies[0], 0);
    assert!(events.contains(&Event::GameEnded {
        reason: EndReason::SupplyEmpty { side: Side::SALMON }
    }));
    assert!(
        !events.contains(&Event::Drew { seat: 0 }),
        "nothing else happens, not even the draw"
    );
    assert!(after.is_over());
    assert_eq!(refuse(&after, "remove teal"), MoveError::GameOver);
    // The player may choose the other order.
    let (after, _) = play(&game, "A4 M14 east left,front");
    assert_eq!(golems(&after, "M15"), [1, 1, 0]);
    assert_eq!(golems(&after, "O14"), [0, 1, 0]);
    assert!(matches!(
        refuse(&game, "A4 M14 east left"),
        MoveError::BadSpellOrder { .. }
    ));
}

#[test]
fn the_wizard_golem_can_empty_the_supply() {
    let game =
        position("rivality 2p\nsupply salmon 1 purple 20\nhand 1: A5\nhand 2: B1\nM13 W p1\n");
    let (after, events) = play(&game, "A5 M14 south");
    assert_eq!(golems(&after, "M13"), [0, 1, 0], "no spell is cast");
    assert!(after.is_over());
    assert!(events.contains(&Event::GameEnded {
        reason: EndReason::SupplyEmpty { side: Side::SALMON }
    }));
}

#[test]
fn the_game_ends_when_the_last_player_plays_their_last_tile() {
    let game = position("rivality 2p\nturn 2\nhand 2: B5\nM13 W\nM14 A5 north s1 @salmon\n");
    let (after, events) = play(&game, "B5 M12 north");
    assert!(events.contains(&Event::GameEnded {
        reason: EndReason::TilesExhausted
    }));
    let outcome = after.outcome.clone().unwrap();
    // Purple's 4 golems hold the Well (3 VP); both wizard tiles score nothing.
    assert_eq!(outcome.scores, vec![0, 3]);
    assert_eq!(outcome.winners, vec![Side::PURPLE]);
}

#[test]
fn drawing_the_last_tile_does_not_end_the_game() {
    let game = position("rivality 2p\nhand 1: A5\nhand 2: B5\nstack salmon: A3\nM13 W\n");
    let (after, _) = play(&game, "A5 M14 north");
    assert!(!after.is_over());
    assert_eq!(after.hands[0], vec!["A3".parse().unwrap()]);
    assert_eq!(after.turn, 1);
}

#[test]
fn scoring_skips_wizard_tiles_and_gives_contested_tiles_to_the_well_controller() {
    let game = position(
        "rivality 2p\nM13 W s2\nM14 A10 north s1 p1\nM12 B10 north p3\nL13 A6 north s2 @salmon\n\
         N13 B6 north p1 @purple\n",
    );
    let outcome = game.scores_now();
    // Salmon: the Well (3) and the contested fortress (4) by the Well; purple: fortress (4).
    assert_eq!(outcome.scores, vec![7, 4]);
}

#[test]
fn contested_tiles_without_the_well_score_for_nobody() {
    let game = position("rivality 2p\nM13 W s1 p1\nM14 A10 north s1 p1\nM12 B1 north p1\n");
    assert_eq!(game.scores_now().scores, vec![0, 1]);
}

#[test]
fn expert_scoring_takes_one_vp_for_each_scored_tile_holding_an_enemy_golem() {
    let text = "M13 W s3 p1\nM14 A10 north s3 p2\nM12 A6 north p1\nL13 B1 north p2 s1\n";
    let base = position(&format!("rivality 2p\n{text}"));
    assert_eq!(base.scores_now().scores, vec![7, 3]);
    let expert = position(&format!("rivality 2p expert\n{text}"));
    assert_eq!(expert.scores_now().scores, vec![5, 2]);
}

#[test]
fn a_tie_in_points_goes_to_the_well_controller() {
    let game = position("rivality 2p\nM13 W s1\nM14 A10 north p1\nM12 B5 north s1\n");
    let outcome = game.scores_now();
    assert_eq!(outcome.scores, vec![4, 4]);
    assert_eq!(outcome.winners, vec![Side::SALMON]);
}

#[test]
fn the_teal_tie_break_the_well_wins_when_the_other_two_tie() {
    let game =
        position("rivality 3p\nM13 W t1\nM14 A10 north s1\nM12 B10 north p1\nL13 A1 north t1\n");
    let outcome = game.scores_now();
    assert_eq!(outcome.scores, vec![4, 4, 4]);
    assert_eq!(outcome.winners, vec![Side::TEAL]);
    let game =
        position("rivality 3p\nM13 W t1\nM14 A10 north s1\nM12 B10 north p1\nL13 A11 north s1\n");
    let outcome = game.scores_now();
    assert_eq!(outcome.scores, vec![8, 4, 3]);
    assert_eq!(outcome.winners, vec![Side::SALMON]);
}

#[test]
fn the_mulligan_is_for_a_first_turn_that_cannot_reach_the_well() {
    // A8 (2@3, 3@2) and A10 (2@2, 2@2, 2@3) have no range-1 spell: nothing reaches the Well
    // from the spots around it.
    let game =
        position("rivality 2p\nhand 1: A8 A10\nhand 2: B1 B2\nstack salmon: A1 A2 A3\nM13 W\n");
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert!(moves.contains(&Move::Mulligan));
    let (after, events) = play(&game, "mulligan");
    assert_eq!(events, vec![Event::Mulligan { seat: 0 }]);
    assert_eq!(after.hands[0].len(), 2);
    assert_eq!(after.stacks[0].len(), 3);
    assert_eq!(after.turn, 0, "still salmon's turn");
    let mut all: Vec<_> = after.hands[0]
        .iter()
        .chain(&after.stacks[0])
        .copied()
        .collect();
    all.sort();
    let expected: Vec<manawell::engines::rivality::TileId> = ["A1", "A2", "A3", "A8", "A10"]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect();
    assert_eq!(all, expected);
    assert!(
        !after.stacks[0][0].is_fortress(),
        "the stack is reshuffled, no fortress at the bottom"
    );
    assert_eq!(refuse(&after, "mulligan"), MoveError::MulliganTaken);
}

#[test]
fn no_mulligan_when_a_tile_can_reach_the_well_or_after_the_first_turn() {
    let game = position("rivality 2p\nhand 1: A8 A5\nhand 2: B1\nstack salmon: A1 A2\nM13 W\n");
    assert_eq!(refuse(&game, "mulligan"), MoveError::MulliganRefused);
    let game = position("rivality 2p\nhand 1: A8 A10\nhand 2: B1\nstack salmon: A1\nM13 W\nM14 A5 north s1 @salmon\n");
    assert_eq!(refuse(&game, "mulligan"), MoveError::MulliganTooLate);
    // Range 2 reaches the Well from a spot two tiles away once there is one.
    let game = position(
        "rivality 2p\nturn 2\nhand 2: B6 B11\nstack purple: B1\nM13 W\nM14 A5 north s1 @salmon\n",
    );
    assert_eq!(refuse(&game, "mulligan"), MoveError::MulliganRefused);
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
