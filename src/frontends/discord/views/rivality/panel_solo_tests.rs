//! The panel of a solo turn waiting for the order of the spells of a tile just turned up.

use super::*;

fn moves(list: &[&str]) -> Vec<String> {
    list.iter().map(|m| m.to_string()).collect()
}

#[test]
fn a_solo_turn_waiting_for_its_spell_order_asks_only_the_order() {
    // The wizard stands on A5, just turned up: its only spot, then the order.
    let legal = moves(&["order A5 front,left", "order A5 left,front"]);
    let step = next_step(&legal, &Picked::default());
    assert_eq!(
        step,
        Step::Spot {
            cells: vec!["A5".into()],
            wizard: true
        }
    );
    let at_a5 = Picked {
        cell: Some("A5".into()),
        ..Picked::default()
    };
    assert_eq!(
        next_step(&legal, &at_a5),
        Step::Order {
            orders: vec!["fl".into(), "lf".into()]
        }
    );
    let ordered = Picked {
        order: Some("lf".into()),
        ..at_a5
    };
    assert_eq!(
        next_step(&legal, &ordered),
        Step::Ready {
            notation: "order A5 left,front".into()
        }
    );
    assert_eq!(
        Placement::parse("order A5"),
        None,
        "an order names its edges"
    );
}
