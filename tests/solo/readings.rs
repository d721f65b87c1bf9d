//! Readings of `rivality-tiles.md` for the solo mode that no rule test already checks.

use crate::common::*;
use manawell::engines::rivality::solo::SURAMUN;
use manawell::engines::rivality::{Edge, Event};

#[test]
fn suramuns_spell_order_front_then_left_then_right() {
    // You enter on C1; Suramun arrives on C6, his A11 facing you: front 2@2 onto C4, left
    // 3@1 onto D6 (his left is your right), right 1@3 off the battlefield. With two golems
    // left after his wizard's, the front spell takes both and the game ends at once.
    let mut g = example();
    g.supplies[SURAMUN.index()] = 3;
    let (after, events) = g.apply(enter("C1")).unwrap();
    assert_eq!(after.suramun(), Some(at("C6")));
    let cast: Vec<Edge> = events
        .iter()
        .filter_map(|e| match e {
            Event::Summoned { caster, edge, .. } if *caster == SURAMUN => Some(*edge),
            _ => None,
        })
        .collect();
    assert_eq!(cast, vec![Edge::Front]);
    assert_eq!(golems(&after, "C4"), (0, 2));
    assert_eq!(golems(&after, "D6"), (0, 0));
    assert!(after.is_over());
    // With golems enough, all three go in that order (the right one lost off the edge).
    let (_, events) = example().apply(enter("C1")).unwrap();
    let edges: Vec<Edge> = events
        .iter()
        .filter_map(|e| match e {
            Event::Summoned { caster, edge, .. } if *caster == SURAMUN => Some(*edge),
            Event::SpellLost {
                caster: Some(c),
                edge,
                ..
            } if *c == SURAMUN => Some(*edge),
            _ => None,
        })
        .collect();
    assert_eq!(edges, vec![Edge::Front, Edge::Left, Edge::Right]);
}
