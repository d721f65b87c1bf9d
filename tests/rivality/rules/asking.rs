//! Ask only what matters: a spell order is listed only when orders lead to different
//! states, and a removal choice is asked only when it changes the state.

use std::collections::HashMap;

use crate::common::position;
use manawell::engines::rivality::{Cell, Facing, Game, Move, TileId};

fn listed(game: &Game) -> Vec<Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
}

/// The listed moves of each placement (tile, cell, facing).
fn by_placement(moves: &[Move]) -> HashMap<(TileId, Cell, Facing), Vec<Move>> {
    let mut out: HashMap<_, Vec<Move>> = HashMap::new();
    for mv in moves {
        if let Move::Place {
            tile, cell, facing, ..
        } = *mv
        {
            out.entry((tile, cell, facing)).or_default().push(*mv);
        }
    }
    out
}

#[test]
fn a_position_with_supply_3_lists_16_moves_not_96() {
    // A6 has three spells (1@1, 2@3, 2@2): five golems, more than the two left after the
    // wizard's. But around the Well alone, at most its 1@1 finds a tile: every order ends
    // the same.
    let game = position("rivality 2p\nsupply salmon 3 purple 20\nhand 1: A6\nhand 2: B1\nM13 W\n");
    assert!(game.order_matters("A6".parse().unwrap()));
    let moves = listed(&game);
    assert_eq!(moves.len(), 16, "{moves:?}");
    assert!(moves
        .iter()
        .all(|m| matches!(m, Move::Place { order: None, .. })));
}

#[test]
fn orders_are_listed_when_they_lead_to_different_states() {
    // Salmon has 2 golems: one goes with the wizard, the other to whichever spell of A4
    // comes first (left 2@1 onto M15, front 2@2 onto O14, when placed at M14 facing east).
    let game = position(
        "rivality 2p\nsupply salmon 2 purple 20\nhand 1: A4 A1\nhand 2: B1\nstack salmon: A2\n\
         M13 W\nM15 B3 north p1\nO14 B5 north p1\n",
    );
    let moves = listed(&game);
    let placements = by_placement(&moves);
    let key = ("A4".parse().unwrap(), "M14".parse().unwrap(), Facing::East);
    let variants = &placements[&key];
    assert_eq!(variants.len(), 2, "{variants:?}");
    let (a, _) = game.apply(variants[0]).unwrap();
    let (b, _) = game.apply(variants[1]).unwrap();
    assert_ne!(a, b);
    // Facing west, only the left spell finds a tile (the Well): the last golem goes there
    // in either order, and the orders end the same.
    let key = ("A4".parse().unwrap(), "M14".parse().unwrap(), Facing::West);
    assert_eq!(placements[&key].len(), 1);
    assert!(matches!(
        placements[&key][0],
        Move::Place { order: None, .. }
    ));
}

#[test]
fn an_order_is_not_listed_when_the_supply_covers_every_spell_that_lands() {
    // Supply 4: three left after the wizard's golem. A4 at M14 facing east sends 2 onto
    // M15 and 2 onto O14: four, too many, so its orders differ. Facing north, its left
    // spell (2@1 west) finds nothing and its front (2@2 north) lands on M16: two, covered.
    let game = position(
        "rivality 2p\nsupply salmon 4 purple 20\nhand 1: A4\nhand 2: B1\nstack salmon: A2\n\
         M13 W\nM15 B3 north p1\nO14 B5 north p1\nM16 B2 north p1\n",
    );
    let placements = by_placement(&listed(&game));
    let at = |facing| placements[&("A4".parse().unwrap(), "M14".parse().unwrap(), facing)].len();
    assert_eq!(at(Facing::East), 2);
    assert_eq!(at(Facing::North), 1);
}
