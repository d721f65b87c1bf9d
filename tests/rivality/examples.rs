//! Every worked example of the Rivality rulebook, as a test named after it.

use crate::common;
use crate::common::{golems, play, position};
use manawell::engines::rivality::{Control, Event, LostReason, Side};

/// Example 1's position: purple's first tile put 2 golems on the Well of Mana.
const EXAMPLE_1: &str = "
rivality 2p
turn 1
hand 1: A4 A5
hand 2: B6 B2
M13 W p2
M14 B4 south p1 @purple
";

#[test]
fn placing_tiles_example_1_salmon_cannot_attack_the_purple_wizard_tile() {
    let game = common::position(EXAMPLE_1);
    // A4 at L14 facing south: its left spell (2@1) points east, onto the purple wizard.
    let (after, events) = play(&game, "A4 L14 south");
    assert!(events.contains(&Event::SpellLost {
        caster: Some(Side::SALMON),
        from: common::cell("L14"),
        edge: manawell::engines::rivality::Edge::Left,
        target: common::cell("M14"),
        reason: LostReason::EnemyWizard,
    }));
    assert_eq!(golems(&after, "M14"), [0, 1, 0]);
}

#[test]
fn placing_tiles_example_1_salmon_summons_2_on_the_well_and_the_range_2_spell_is_lost() {
    let game = position(EXAMPLE_1);
    // A4 at L13 facing south: left 2@1 east onto the Well, front 2@2 south into nothing.
    let (after, events) = play(&game, "A4 L13 south");
    assert_eq!(golems(&after, "M13"), [2, 2, 0]);
    assert_eq!(
        after.field.at(common::cell("M13")).map(|t| t.control()),
        Some(Control::Contested)
    );
    assert!(events.iter().any(|e| matches!(e,
        Event::SpellLost { target, reason: LostReason::NoTile, .. } if *target == common::cell("L11"))));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::GolemsRemoved { .. })));
    assert_eq!(golems(&after, "L13"), [1, 0, 0]);
    assert_eq!(after.supplies, [27, 27, 0]);
}

#[test]
fn placing_tiles_example_2_purple_destroys_2_salmon_golems_past_five_and_is_entrenched() {
    let game = position(EXAMPLE_1);
    let (game, _) = play(&game, "A4 L13 south");
    // B6 at M15 facing west: its left spell (3@2) points south onto the Well.
    let (after, events) = play(&game, "B6 M15 west");
    assert_eq!(golems(&after, "M13"), [0, 5, 0]);
    assert!(events.contains(&Event::GolemsRemoved {
        cell: common::cell("M13"),
        side: Side::SALMON,
        count: 2,
        by: Side::PURPLE,
    }));
    // The two salmon golems went back to salmon's supply.
    assert_eq!(after.supplies[0], 29);
    let well = after.field.at(common::cell("M13")).unwrap();
    assert!(well.is_entrenched());
    assert_eq!(well.shields_against(Side::SALMON), 1);
}

#[test]
fn placing_tiles_example_3_salmon_takes_a_stone_circle_and_reinforces_its_cottage() {
    let game = position(
        "
rivality 2p
turn 1
hand 1: A12 A1
hand 2: B2 B3
M13 W s1 p1
L12 B1 north p4 s1
O12 A7 north s2
",
    );
    // A12 at M12 facing north: left 2@1 west onto the stone circle, right 2@2 east onto
    // the cottage over an empty spot, front 2@3 north into nothing.
    let (after, events) = play(&game, "A12 M12 north");
    assert_eq!(golems(&after, "L12"), [3, 2, 0]);
    assert!(events.contains(&Event::GolemsRemoved {
        cell: common::cell("L12"),
        side: Side::PURPLE,
        count: 2,
        by: Side::SALMON,
    }));
    // No shield against friendlies: all four salmon golems are on the cottage.
    assert_eq!(golems(&after, "O12"), [4, 0, 0]);
    assert!(
        events.iter().any(|e| matches!(e,
        Event::Summoned { target, destroyed: 0, placed: 2, .. } if *target == common::cell("O12")))
    );
}

#[test]
fn attacking_a_fortress_costs_the_first_two_golems() {
    let game = position(
        "
rivality 2p
turn 1
hand 1: A7 A2
hand 2: B2
M13 W
M14 B10 north p2
",
    );
    // A7 (front 3@1) at M15 facing south: 3 golems, 2 destroyed by the fortress.
    let (after, events) = play(&game, "A7 M15 south");
    assert_eq!(golems(&after, "M14"), [1, 2, 0]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Summoned {
            golems: 3,
            destroyed: 2,
            placed: 1,
            ..
        }
    )));
    // Two golems against two shields: "you shall not pass". A4 at M16 facing south casts
    // its front 2@2 onto the fortress.
    let game = position(
        "
rivality 2p
turn 1
hand 1: A4
hand 2: B2
M13 W
M14 B10 north p2
M15 A1 north
",
    );
    let (after, events) = play(&game, "A4 M16 south");
    assert_eq!(golems(&after, "M14"), [0, 2, 0]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Summoned {
            golems: 2,
            destroyed: 2,
            placed: 0,
            ..
        }
    )));
}

#[test]
fn the_entrenched_tile_has_one_more_shield() {
    let game = position(
        "
rivality 2p
turn 1
hand 1: A4
hand 2: B2
M13 W p5
M14 B4 south p1 @purple
",
    );
    // A4 at L13 facing south: left 2@1 east onto the entrenched Well: 1 shield.
    let (after, events) = play(&game, "A4 L13 south");
    assert_eq!(golems(&after, "M13"), [1, 4, 0]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Summoned {
            golems: 2,
            destroyed: 1,
            placed: 1,
            ..
        }
    )));
    // One purple golem went back: six golems on the Well.
    assert!(events.contains(&Event::GolemsRemoved {
        cell: common::cell("M13"),
        side: Side::PURPLE,
        count: 1,
        by: Side::SALMON,
    }));
}

#[test]
fn a_brilliant_move_the_cottage_falls_and_the_fortress_is_besieged() {
    let game = position(
        "
rivality 2p expert
turn 1
hand 1: A5 A1
hand 2: B2
M13 W s2
L14 A2 north s1
N14 A3 north s3
M14 B10 north p5
M15 A6 north p2
",
    );
    // A5 (front 4@1) at M16 facing south, onto the purple cottage.
    let (after, events) = play(&game, "A5 M16 south");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Summoned {
            golems: 4,
            destroyed: 1,
            placed: 3,
            ..
        }
    )));
    assert_eq!(golems(&after, "M15"), [3, 2, 0]);
    assert!(events.contains(&Event::Besieged {
        cell: common::cell("M14"),
        by: Side::SALMON,
        returned: [0, 5, 0],
    }));
    assert_eq!(golems(&after, "M14"), [1, 0, 0]);
    assert_eq!(after.supplies[1], game.supplies[1] + 5);
}

/// Salmon's stone circle at M12 kept its left spell (3@1 east) and front spell delayed.
const USING_THE_EXPERT_RULES: &str = "
rivality 2p expert
turn 2
hand 1: A1
hand 2: B4 B5
M13 W s1 p1
M12 A3 south s1 ~left,front
";

#[test]
fn using_the_expert_rules_purple_takes_the_tile_and_its_delayed_spell() {
    let game = position(USING_THE_EXPERT_RULES);
    // B4 at N12 facing west: front 2@1 onto salmon's stone circle.
    let (after, events) = play(&game, "B4 N12 west");
    assert_eq!(golems(&after, "M12"), [1, 2, 0]);
    // Purple now controls the stone circle and casts its delayed 3@1 onto its own tile.
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Summoned {
            caster: Side::PURPLE,
            golems: 3,
            placed: 3,
            delayed: true,
            ..
        }
    )));
    assert_eq!(golems(&after, "N12"), [0, 4, 0]);
    // The delayed spell is spent; the front one still waits for a tile at M11.
    let stone = after.field.at(common::cell("M12")).unwrap();
    assert!(!stone
        .delayed
        .contains(manawell::engines::rivality::Edge::Left));
    assert!(stone
        .delayed
        .contains(manawell::engines::rivality::Edge::Front));
}

#[test]
fn using_the_expert_rules_a_delayed_spell_hits_the_wizard_tile() {
    let game = position(USING_THE_EXPERT_RULES);
    // B5 (front 4@1) at N12 facing north: it does not attack the stone circle.
    let (after, events) = play(&game, "B5 N12 north");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Summoned {
            caster: Side::SALMON,
            placed: 3,
            delayed: true,
            ..
        }
    )));
    // Three salmon golems take the tile even though the purple wizard stands on it.
    assert_eq!(golems(&after, "N12"), [3, 1, 0]);
    assert_eq!(after.wizards[1], Some(common::cell("N12")));
    assert_eq!(
        after.field.at(common::cell("N12")).map(|t| t.control()),
        Some(Control::Side(Side::SALMON))
    );
}

#[test]
fn the_game_turn_example_the_first_player_takes_the_well_with_two_golems() {
    let game = position("rivality 2p\nhand 1: A4 A8\nhand 2: B1 B2\nM13 W\n");
    // A4's left spell (2@1) faces the Well from L13 when the tile faces south.
    let (after, events) = play(&game, "A4 L13 south");
    assert_eq!(golems(&after, "M13"), [2, 0, 0]);
    assert_eq!(
        golems(&after, "L13"),
        [1, 0, 0],
        "the wizard came with one golem"
    );
    assert!(events.contains(&Event::ControlChanged {
        cell: common::cell("M13"),
        from: Control::Empty,
        to: Control::Side(Side::SALMON),
    }));
}
