//! Readings: golems in supply.

use crate::common::{golems, play, position};
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
