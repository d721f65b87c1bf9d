//! Readings: golems in supply, removals past 5, and the end of the game when a supply
//! runs out.

use crate::common::{cell, golems, play, position};
use manawell::engines::rivality::{EndReason, Event, Side};

#[test]
fn golems_in_supply_are_counted_after_shield_losses() {
    // Salmon has 3 golems: one goes with the wizard, 2 are left. A7 at M14 facing north
    // casts 3@1 onto purple's cottage M15 (one shield): the shield destroys one, which goes
    // back to the supply, so both golems left are placed, not just one.
    let game = position(
        "rivality 2p\nsupply salmon 3 purple 20\nhand 1: A7 A1\nhand 2: B1\nstack salmon: A2\n\
         M13 W\nM15 B7 north p1\n",
    );
    let (after, events) = play(&game, "A7 M14 north");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Summoned {
            golems: 3,
            destroyed: 1,
            placed: 2,
            ..
        }
    )));
    assert_eq!(golems(&after, "M15"), [2, 1, 0]);
    assert_eq!(after.supplies[0], 0);
    assert!(events.contains(&Event::GameEnded {
        reason: EndReason::SupplyEmpty { side: Side::SALMON }
    }));
}

#[test]
fn removal_order_past_5_removed_golems_go_back_to_their_owners_supplies() {
    // A5 at M15 facing south: the wizard's golem on M15, then 4@1 onto M14 (2 salmon,
    // 2 purple): 8 golems, purple's 2 go first, then one of salmon's own.
    let game = position("rivality 2p\nhand 1: A5\nhand 2: B1\nM13 W\nM14 A1 north s2 p2\n");
    let (after, _) = play(&game, "A5 M15 south");
    assert_eq!(golems(&after, "M14"), [5, 0, 0]);
    assert_eq!(
        after.supplies[1],
        game.supplies[1] + 2,
        "purple's two came back"
    );
    assert_eq!(
        after.supplies[0],
        game.supplies[0] - 1 - 4 + 1,
        "salmon's wizard golem and four summoned, one of them back"
    );
}

/// Expert: salmon's wizard and A5 (4@1 south onto the Well) on M14; salmon's A2 on M16
/// waits to cast 1@2 onto M14; placing M14 closes salmon's ring around purple's L14.
fn expert_turn_with_a_delayed_spell_and_a_siege_to_come(salmon: u8) -> String {
    format!(
        "rivality 2p expert\nsupply salmon {salmon} purple 20\nhand 1: A5 A1\nhand 2: B1\n\
         stack salmon: A2\nstack purple: B2\nM13 W\nM16 A2 south s1 ~front\nL14 B10 north p1\n\
         K14 A3 north s1\nL13 A4 north s1\nL15 A6 north s1\n"
    )
}

#[test]
fn end_of_game_when_a_supply_runs_out_no_delayed_spell_siege_or_draw_follows() {
    let delayed = |events: &[Event]| {
        events
            .iter()
            .any(|e| matches!(e, Event::Summoned { delayed: true, .. }))
    };
    let besieged = |events: &[Event]| events.iter().any(|e| matches!(e, Event::Besieged { .. }));
    // With golems enough, the delayed spell lands on M14 and L14 is besieged.
    let game = position(&expert_turn_with_a_delayed_spell_and_a_siege_to_come(20));
    let (_, events) = play(&game, "A5 M14 south");
    assert!(delayed(&events) && besieged(&events), "{events:?}");
    // With 2: one goes with the wizard, the last one onto the Well, and the game is over
    // at that moment.
    let game = position(&expert_turn_with_a_delayed_spell_and_a_siege_to_come(2));
    let (after, events) = play(&game, "A5 M14 south");
    assert_eq!(after.supplies[0], 0);
    assert!(after.is_over());
    assert!(events.contains(&Event::GameEnded {
        reason: EndReason::SupplyEmpty { side: Side::SALMON }
    }));
    assert!(!delayed(&events), "no delayed spell: {events:?}");
    assert!(!besieged(&events), "no siege: {events:?}");
    assert!(!events.contains(&Event::Drew { seat: 0 }), "no draw");
    assert_eq!(golems(&after, "L14"), [0, 1, 0]);
    assert!(
        !after.field.at(cell("M16")).unwrap().delayed.is_empty(),
        "the spell still waits"
    );
}

/// Where the readings meet: a spell that places a side's last golems on a tile past five.
/// The removal past 5 is part of that spell (a tile never holds more than five), and the
/// golems it takes go back to the supply: after the spell the side has not placed all of
/// its golems, so the game goes on (the engine's choice, said in the rules help).
#[test]
fn a_spell_placing_the_last_golems_past_five_gets_the_removed_back_and_the_game_goes_on() {
    // Salmon has 5: one goes with the wizard onto M15, then 4@1 onto M14, which holds 3 of
    // salmon's: the supply is empty for a moment, M14 holds 7, and salmon takes 2 back.
    let game = position(
        "rivality 2p\nsupply salmon 5 purple 20\nhand 1: A5 A1\nhand 2: B1\nstack salmon: A2\n\
         M13 W\nM14 A1 north s3\n",
    );
    let (after, events) = play(&game, "A5 M15 south");
    assert_eq!(golems(&after, "M14"), [5, 0, 0]);
    assert_eq!(after.supplies[0], 2, "the two removed went back");
    assert!(!after.is_over(), "{events:?}");
    assert!(
        events.contains(&Event::Drew { seat: 0 }),
        "the turn went on"
    );
}
