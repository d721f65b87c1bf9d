//! Readings: delayed spells and besieged tiles (Expert rules).

use crate::common::{cell, golems, play, position};
use manawell::engines::rivality::{Cell, Control, Event, LostReason, Side};

#[test]
fn delayed_spells_only_a_spell_with_no_tile_waits_one_stopped_by_an_enemy_wizard_is_lost() {
    // Purple's wizard stands on M14. Salmon's A5 at L14 facing east casts 4@1 onto M14.
    let game = position(
        "rivality 2p expert\nhand 1: A5\nhand 2: B5\nstack salmon: A1\nstack purple: B1\n\
         M13 W\nM14 B1 north p1 @purple\n",
    );
    let (after, events) = play(&game, "A5 L14 east");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::SpellLost {
            reason: LostReason::EnemyWizard,
            ..
        }
    )));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::SpellDelayed { .. })));
    assert!(after.field.at(cell("L14")).unwrap().delayed.is_empty());
    assert_eq!(golems(&after, "M14"), [0, 1, 0]);
}

#[test]
fn besieged_tiles_the_well_and_a_wizard_tile_can_be_besieged() {
    // Purple holds the Well with its wizard there; salmon holds three of its neighbours
    // and places the fourth at M12.
    let game = position(
        "rivality 2p expert\nhand 1: A5\nhand 2: B5\nstack salmon: A1\nstack purple: B1\n\
         M13 W p2 @purple\nM14 A2 north s1\nL13 A3 north s1\nN13 A4 north s1 @salmon\n",
    );
    let (after, events) = play(&game, "A5 M12 south");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Besieged { cell: c, .. } if *c == cell("M13"))));
    assert_eq!(golems(&after, "M13"), [1, 0, 0]);
    assert_eq!(
        after.field.at(cell("M13")).unwrap().control(),
        Control::Side(Side::SALMON)
    );
}

#[test]
fn delayed_spells_a_delayed_spell_whose_tile_is_empty_then_is_lost() {
    // Salmon's A5 at M14 lost its golems; its front spell waits on M15. Purple places
    // there: nobody controls M14, so the spell is lost and gone.
    let game = position(
        "rivality 2p expert\nturn 2\nhand 1: A1\nhand 2: B5\nstack salmon: A2\nstack purple: B1\n\
         M13 W p1\nM14 A5 north ~front\n",
    );
    let (after, events) = play(&game, "B5 M15 east");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::SpellLost {
            reason: LostReason::Uncontrolled,
            ..
        }
    )));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::Summoned { delayed: true, .. })));
    assert!(after.field.at(cell("M14")).unwrap().delayed.is_empty());
    assert_eq!(golems(&after, "M14"), [0, 0, 0]);
}

#[test]
fn besieged_tiles_the_besieger_keeps_its_golems_every_other_goes_back_its_partners_too() {
    // Three players: salmon (three neighbours once M15 is placed) and purple (the Well)
    // ring teal's M14, where each side has golems. Salmon keeps its one and adds one;
    // teal's and purple's go back to their supplies.
    let game = position(
        "rivality 3p expert\nhand 1: A5\nhand 2: B1\nhand 3: B2\nM13 W p1\nL14 A2 north s1\n\
         N14 A3 north s1\nM14 B10 north t3 s1 p1\n",
    );
    let (after, events) = play(&game, "A5 M15 north");
    assert!(events.contains(&Event::Besieged {
        cell: cell("M14"),
        by: Side::SALMON,
        returned: [0, 1, 3]
    }));
    assert_eq!(golems(&after, "M14"), [2, 0, 0]);
}

/// The tiles whose delayed spells were cast or lost, in the order it happened.
fn delayed_from(events: &[Event]) -> Vec<Cell> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Summoned {
                from,
                delayed: true,
                ..
            } => Some(*from),
            Event::SpellLost {
                from,
                reason: LostReason::EnemyWizard | LostReason::Uncontrolled,
                ..
            } => Some(*from),
            _ => None,
        })
        .collect()
}

#[test]
fn delayed_spells_within_one_side_go_in_the_order_its_tiles_were_placed() {
    // Two salmon tiles aim delayed spells at N14: A5 on M14 (facing east) and B3 on N13
    // (facing north). Purple places at N14; salmon's go in placement order, both ways.
    let tiles = ["M14 A5 east s1 ~front", "N13 B3 north s1 ~front"];
    for (first, second) in [(0, 1), (1, 0)] {
        let game = position(&format!(
            "rivality 2p expert\nturn 2\nhand 1: A1\nhand 2: B5\nstack salmon: A2\n\
             stack purple: B1\nM13 W p1\n{}\n{}\n",
            tiles[first], tiles[second]
        ));
        let (_, events) = play(&game, "B5 N14 east");
        let cell_of = |i: usize| cell(&tiles[i][..3]);
        assert_eq!(delayed_from(&events), vec![cell_of(first), cell_of(second)]);
    }
}
