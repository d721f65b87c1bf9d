//! Solo mode against Suramun: the rulebook's example and each rule of a solo turn
//! (entering, moving, mirroring, revealing, casting); the end and scoring are in
//! `end.rs`.

use crate::common::*;
use manawell::engines::rivality::solo::{
    mirror, new_solo, Difficulty, SoloError, SoloGame, SoloMove, PLAYER, SURAMUN,
};
use manawell::engines::rivality::{Cell, Control, Edge, EndReason, Event, LostReason, SpellOrder};

#[test]
fn a_perfect_example_of_what_you_should_not_do() {
    // First turn: you enter on B1 (a stone circle casting 3 golems in front and 1 to the
    // left); Suramun arrives on B6, mirrored.
    let (g, _) = example().apply(enter("B1")).unwrap();
    assert_eq!(g.suramun(), Some(at("B6")));
    assert_eq!(golems(&g, "B2"), (3, 0));
    assert_eq!(golems(&g, "B3"), (0, 0));
    // 1. You move your wizard two spaces up, across your golems on B2, with a golem.
    let (g, events) = g.apply(go("B3")).unwrap();
    assert_eq!(g.wizard(), Some(at("B3")));
    // 2. Suramun mirrors your move: two spaces down, with a golem; his tile is revealed.
    assert_eq!(g.suramun(), Some(at("B4")));
    assert!(events.contains(&Event::Revealed {
        cell: at("B4"),
        tile: "A7".parse().unwrap()
    }));
    // 3. His long-range spell is lost, there is no tile on the right; the range-1 one puts
    //    three golems on your cottage, one falls to its shield. Your wizard does not stop
    //    them, and with no more than 5 golems there you lose none.
    assert!(events.iter().any(|e| matches!(
        e,
        Event::SpellLost {
            caster: Some(SURAMUN),
            edge: Edge::Left,
            reason: LostReason::NoTile,
            ..
        }
    )));
    assert_eq!(summoned_by(&events, SURAMUN), vec![(at("B3"), 1, 2)]);
    assert_eq!(golems(&g, "B3"), (1, 2));
    assert_eq!(g.control(at("B3")), Control::Side(SURAMUN));
    // Suramun controls your tile: you cannot cast any spell.
    assert!(summoned_by(&events, PLAYER).is_empty());
    assert!(!g.is_over());
}

#[test]
fn your_wizard_enters_only_by_the_entry_point() {
    let g = example();
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    let cells: Vec<Cell> = legal.iter().map(SoloMove::cell).collect();
    assert_eq!(cells, ["A1", "B1", "C1", "D1"].map(at));
    assert!(legal.iter().all(|m| matches!(m, SoloMove::Enter { .. })));
    let err = g.apply(enter("B2")).unwrap_err();
    assert_eq!(err, SoloError::NotAnEntryPoint { cell: at("B2") });
    assert!(
        err.to_string()
            .contains("enter through the bottom row: A1–D1"),
        "{err}"
    );
    assert_eq!(g.apply(go("A1")).unwrap_err(), SoloError::NotEntered);
    let (after, _) = g.apply(enter("C1")).unwrap();
    assert_eq!(
        after.apply(enter("D1")).unwrap_err(),
        SoloError::AlreadyEntered
    );
    let off = Cell::new(4, 0);
    assert_eq!(
        g.apply(SoloMove::Enter { cell: off }).unwrap_err(),
        SoloError::OffBattlefield { cell: off }
    );
}

/// Your wizard on A1; your golems on A1, B1, B2 (where Suramun has more) and B3; his
/// golems on C3 and D4; Suramun on A6.
fn crossroads() -> SoloGame {
    let mut g = example();
    g.wizards[PLAYER.index()] = Some(at("A1"));
    g.wizards[SURAMUN.index()] = Some(at("A6"));
    put(&mut g, "A1", 1, 0);
    put(&mut g, "A6", 0, 1);
    put(&mut g, "B1", 1, 0);
    put(&mut g, "B2", 1, 3);
    put(&mut g, "B3", 1, 0);
    put(&mut g, "C3", 0, 2);
    put(&mut g, "D4", 0, 1);
    g.turns = 3;
    g
}

#[test]
fn your_wizard_moves_along_tiles_holding_your_golems_controlled_or_not() {
    let g = crossroads();
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    let mut cells: Vec<Cell> = legal.iter().map(SoloMove::cell).collect();
    cells.sort();
    let mut expected = ["A2", "C1", "C2", "A3", "B4"].map(at).to_vec();
    expected.sort();
    assert_eq!(cells, expected);
    for m in &legal {
        assert!(g.apply(*m).is_ok(), "{m:?}");
    }
    let err = g
        .apply(go("C2"))
        .map(|_| ())
        .and(g.apply(go("D2")).map(|_| ()))
        .unwrap_err();
    assert_eq!(err, SoloError::NotConnected { cell: at("D2") });
    assert_eq!(err.to_string(), "D2 is not connected to your golems: your wizard moves only across tiles holding at least one of your golems");
    assert_eq!(
        g.apply(go("D1")).unwrap_err(),
        SoloError::NotConnected { cell: at("D1") }
    );
}

#[test]
fn your_wizard_ends_its_move_on_an_empty_tile() {
    let g = crossroads();
    let err = g.apply(go("D4")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "D4 holds golems: end your move on an empty tile"
    );
    assert_eq!(
        g.apply(go("C3")).unwrap_err(),
        SoloError::HoldsGolems { cell: at("C3") }
    );
    assert_eq!(
        g.apply(go("B2")).unwrap_err(),
        SoloError::HoldsGolems { cell: at("B2") }
    );
    assert_eq!(
        g.apply(go("A1")).unwrap_err(),
        SoloError::AlreadyThere { cell: at("A1") }
    );
    assert_eq!(
        g.apply(go("A6")).unwrap_err(),
        SoloError::SuramunThere { cell: at("A6") }
    );
}

#[test]
fn a_tile_holding_only_suramuns_golems_breaks_the_path() {
    let mut g = crossroads();
    put(&mut g, "B1", 0, 1);
    put(&mut g, "B2", 0, 1);
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    let cells: Vec<Cell> = legal.iter().map(SoloMove::cell).collect();
    assert_eq!(cells, vec![at("A2")]);
    assert_eq!(
        g.apply(go("C2")).unwrap_err(),
        SoloError::NotConnected { cell: at("C2") }
    );
}

#[test]
fn your_wizards_tile_starts_the_path_even_after_losing_your_golems_there() {
    let mut g = crossroads();
    put(&mut g, "A1", 0, 2);
    let (after, _) = g.apply(go("C1")).unwrap();
    assert_eq!(after.wizard(), Some(at("C1")));
}

#[test]
fn suramun_mirrors_you_in_the_same_column() {
    for column in ["A", "B", "C", "D"] {
        let (g, events) = new_solo(11, Difficulty::Beginner)
            .apply(enter(&format!("{column}1")))
            .unwrap();
        let top = at(&format!("{column}6"));
        assert_eq!(g.suramun(), Some(top));
        assert!(events.contains(&Event::WizardMoved {
            side: SURAMUN,
            cell: top,
            golem: true
        }));
    }
    let g = crossroads();
    for target in ["A2", "C1", "C2", "A3", "B4"] {
        let (after, _) = g.apply(go(target)).unwrap();
        assert_eq!(after.suramun(), Some(mirror(at(target))));
        assert_eq!(after.suramun().unwrap().x, at(target).x);
    }
    // Into his lands: he comes into yours.
    let (after, _) = g.apply(go("B4")).unwrap();
    assert_eq!(after.suramun(), Some(at("B3")));
}

#[test]
fn suramun_lands_whatever_stands_there_ignoring_shields() {
    // Your 3 golems hold the fortress C6 (A11, 2 shields): his golem arrives all the same,
    // and none of his spells comes back to it.
    let mut g = crossroads();
    put(&mut g, "C6", 3, 0);
    assert!(g.tile(at("C6")).unwrap().tile.is_fortress());
    let (after, events) = g.apply(go("C1")).unwrap();
    assert_eq!(after.suramun(), Some(at("C6")));
    assert!(events.contains(&Event::WizardMoved {
        side: SURAMUN,
        cell: at("C6"),
        golem: true
    }));
    assert_eq!(golems(&after, "C6"), (3, 1));
    // Five of yours there: his golem makes six, and one of yours goes back to your supply.
    let mut full = crossroads();
    put(&mut full, "C6", 5, 0);
    let (after, events) = full.apply(go("C1")).unwrap();
    assert_eq!(golems(&after, "C6"), (4, 1));
    assert!(events.contains(&Event::GolemsRemoved {
        cell: at("C6"),
        side: PLAYER,
        count: 1,
        by: SURAMUN
    }));
    assert_eq!(after.golems_in_play(PLAYER), 30);
}

#[test]
fn tiles_are_revealed_by_wizards_and_by_spells_never_before() {
    let g = example();
    assert_eq!(g.face_down_count(), 12);
    let (g, events) = g.apply(enter("B1")).unwrap();
    // Suramun's B6 (A5) and the B5 his spell lands on (A6).
    let revealed: Vec<Cell> = events
        .iter()
        .filter_map(|e| match e {
            Event::Revealed { cell, .. } => Some(*cell),
            _ => None,
        })
        .collect();
    assert_eq!(revealed, vec![at("B6"), at("B5")]);
    assert_eq!(g.face_down_count(), 10);
    // Your wizard entering a face-down tile turns it up, fronts still facing you.
    let mut g = crossroads();
    let before = g.face_down_count();
    put(&mut g, "A1", 1, 0);
    let (after, events) = g.apply(go("B4")).unwrap();
    assert!(events.contains(&Event::Revealed {
        cell: at("B4"),
        tile: "A7".parse().unwrap()
    }));
    assert!(!after.tile(at("B4")).unwrap().face_down);
    assert!(after.face_down_count() < before);
}

#[test]
fn you_choose_the_order_of_your_spells_when_your_supply_is_short() {
    // After the first turn of the example, with 4 golems left: C2 (B10) casts 2 left,
    // 1 front and 3 right; after the wizard's golem only 3 are left.
    let (mut g, _) = example().apply(enter("B1")).unwrap();
    g.supplies[PLAYER.index()] = 4;
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    let to_c2: Vec<&SoloMove> = legal.iter().filter(|m| m.cell() == at("C2")).collect();
    // Six orders, all listed: which of them end alike depends on Suramun's answer, and so
    // on his face-down tile at C5 (the list must not tell it). Here four outcomes: front
    // then left, or left then front, both end with A2 and C5 served; right first ends at
    // once, whatever comes second.
    assert_eq!(to_c2.len(), 6);
    assert!(to_c2.iter().all(|m| m.order().is_some()));
    let mut outcomes: Vec<SoloGame> = Vec::new();
    for m in &to_c2 {
        let state = g.apply(**m).unwrap().0;
        if !outcomes.contains(&state) {
            outcomes.push(state);
        }
    }
    assert_eq!(outcomes.len(), 4);
    let order = SpellOrder::new(&[Edge::Right, Edge::Left, Edge::Front]);
    let (after, events) = g
        .apply(SoloMove::Move {
            cell: at("C2"),
            order,
        })
        .unwrap();
    assert_eq!(golems(&after, "D2").0, 3);
    assert_eq!(golems(&after, "A2").0, 0);
    assert_eq!(
        after.outcome.as_ref().unwrap().reason,
        EndReason::SupplyEmpty { side: PLAYER }
    );
    assert_eq!(
        events.last(),
        Some(&Event::GameEnded {
            reason: EndReason::SupplyEmpty { side: PLAYER }
        })
    );
    // The printed order, front, left, right, when none is given.
    let (after, _) = g.apply(go("C2")).unwrap();
    assert_eq!(golems(&after, "C5").0, 1);
    assert_eq!(golems(&after, "A2").0, 2);
    assert_eq!(golems(&after, "D2").0, 0);
}

#[test]
fn a_spell_order_must_fit_a_face_up_tile() {
    let (g, _) = example().apply(enter("B1")).unwrap();
    let err = g
        .apply(SoloMove::Move {
            cell: at("C2"),
            order: SpellOrder::new(&[Edge::Front]),
        })
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "the spell order must name each of B10's spells exactly once (front, left, right)"
    );
    let mut g = crossroads();
    put(&mut g, "A1", 1, 0);
    let err = g
        .apply(SoloMove::Move {
            cell: at("B4"),
            order: SpellOrder::new(&[Edge::Front, Edge::Left]),
        })
        .unwrap_err();
    assert_eq!(err, SoloError::OrderOnFaceDown { cell: at("B4") });
    assert!(!err.to_string().contains("A7"));
}
