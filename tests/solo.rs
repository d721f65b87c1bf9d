//! Solo mode against Suramun: the rulebook's example and each rule of the solo mode.

use manawell::engines::rivality::solo::{
    index_of, mirror, new_solo, parse_solo_label, score, Difficulty, SoloError, SoloGame, SoloMove,
    PLAYER, SURAMUN,
};
use manawell::engines::rivality::{
    Cell, Control, Edge, EndReason, Event, LostReason, SpellOrder, TileId,
};

fn at(label: &str) -> Cell {
    parse_solo_label(label).unwrap()
}

fn tiles(names: &str) -> Vec<TileId> {
    names
        .split_whitespace()
        .map(|n| n.parse().unwrap())
        .collect()
}

/// The rulebook's example board: you hold deck B, Suramun deck A (his A7, with 3 golems
/// in front and a range-3 spell on its left, is the tile of the example). Rows from 1.
fn example() -> SoloGame {
    let yours = tiles("B1 B3 B4 B5  B2 B6 B10 B11  B8 B7 B9 B12");
    let his = tiles("A1 A7 A2 A3  A4 A6 A8 A9  A10 A5 A11 A12");
    SoloGame::from_layout(&yours, &his, Difficulty::Standard).unwrap()
}

/// Puts golems on a tile (face up), taking them from the supplies.
fn put(game: &mut SoloGame, label: &str, yours: u8, his: u8) {
    let i = index_of(at(label)).unwrap();
    let tile = &mut game.field.tiles[i];
    game.supplies[PLAYER.index()] += tile.golems[PLAYER.index()];
    game.supplies[SURAMUN.index()] += tile.golems[SURAMUN.index()];
    tile.golems[PLAYER.index()] = yours;
    tile.golems[SURAMUN.index()] = his;
    tile.face_down = false;
    game.supplies[PLAYER.index()] -= yours;
    game.supplies[SURAMUN.index()] -= his;
}

fn golems(game: &SoloGame, label: &str) -> (u8, u8) {
    let t = game.tile(at(label)).unwrap();
    (t.golems_of(PLAYER), t.golems_of(SURAMUN))
}

fn enter(label: &str) -> SoloMove {
    SoloMove::Enter { cell: at(label) }
}

fn go(label: &str) -> SoloMove {
    SoloMove::Move {
        cell: at(label),
        order: None,
    }
}

fn summoned_by(events: &[Event], side: manawell::engines::rivality::Side) -> Vec<(Cell, u8, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Summoned {
                caster,
                target,
                destroyed,
                placed,
                ..
            } if *caster == side => Some((*target, *destroyed, *placed)),
            _ => None,
        })
        .collect()
}

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
    assert_eq!(to_c2.len(), 6);
    assert!(to_c2.iter().all(|m| m.order().is_some()));
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

#[test]
fn the_game_ends_when_your_supply_is_empty() {
    let mut g = example();
    g.supplies[PLAYER.index()] = 1;
    let (after, events) = g.apply(enter("A1")).unwrap();
    assert_eq!(
        after.outcome.as_ref().unwrap().reason,
        EndReason::SupplyEmpty { side: PLAYER }
    );
    assert_eq!(after.suramun(), None, "nothing else of the turn happens");
    assert_eq!(
        events,
        vec![
            Event::WizardMoved {
                side: PLAYER,
                cell: at("A1"),
                golem: true
            },
            Event::ControlChanged {
                cell: at("A1"),
                from: Control::Empty,
                to: Control::Side(PLAYER)
            },
            Event::GameEnded {
                reason: EndReason::SupplyEmpty { side: PLAYER }
            },
        ]
    );
    assert_eq!(after.apply(go("A2")).unwrap_err(), SoloError::GameOver);
    let mut legal = vec![enter("A1")];
    after.legal_moves(&mut legal);
    assert!(legal.is_empty());
}

#[test]
fn the_game_ends_when_suramuns_supply_is_empty() {
    let mut g = example();
    g.supplies[SURAMUN.index()] = 3;
    let (after, events) = g.apply(enter("B1")).unwrap();
    assert_eq!(
        after.outcome.as_ref().unwrap().reason,
        EndReason::SupplyEmpty { side: SURAMUN }
    );
    assert_eq!(golems(&after, "B5"), (0, 2));
    assert!(
        summoned_by(&events, PLAYER).is_empty(),
        "you do not cast after the end"
    );
}

#[test]
fn the_game_ends_when_your_wizard_has_no_empty_tile_to_go_to() {
    let mut g = example();
    for i in 0..24 {
        let label = manawell::engines::rivality::solo::solo_label(
            manawell::engines::rivality::solo::cell_at(i),
        );
        if label != "A1" {
            put(&mut g, &label, 0, 1);
        }
    }
    let (after, events) = g.apply(enter("A1")).unwrap();
    assert_eq!(
        after.outcome.as_ref().unwrap().reason,
        EndReason::NoMoveLeft
    );
    assert_eq!(
        events.last(),
        Some(&Event::GameEnded {
            reason: EndReason::NoMoveLeft
        })
    );
    assert!(!after.can_move());
}

/// Your wizard on D3, Suramun on D4. You hold A1 (1 VP) and the cottage B3 (2 VP, with one
/// of his golems); the fortress C2 (4 VP) is contested; he holds the cottage B5 (2 VP).
fn final_board(difficulty: Difficulty) -> SoloGame {
    let mut g = example();
    g.difficulty = difficulty;
    g.wizards[PLAYER.index()] = Some(at("D3"));
    g.wizards[SURAMUN.index()] = Some(at("D4"));
    put(&mut g, "A1", 2, 0);
    put(&mut g, "B3", 3, 1);
    put(&mut g, "C2", 2, 2);
    put(&mut g, "B5", 0, 4);
    put(&mut g, "D3", 3, 0);
    put(&mut g, "D4", 0, 1);
    g
}

#[test]
fn beginner_each_side_adds_the_tiles_it_controls_and_wizard_tiles_score_nothing() {
    let s = score(&final_board(Difficulty::Beginner));
    assert_eq!((s.player, s.suramun), (3, 2));
    assert!(s.player_wins());
}

#[test]
fn standard_contested_tiles_go_to_suramun() {
    let s = score(&final_board(Difficulty::Standard));
    assert_eq!((s.player, s.suramun), (3, 6));
    assert!(s.suramun_tiles.contains(&at("C2")));
    assert!(!s.player_wins());
}

#[test]
fn master_you_lose_a_point_for_each_of_your_tiles_holding_an_enemy_golem() {
    let s = score(&final_board(Difficulty::Master));
    assert_eq!((s.player, s.suramun), (2, 6));
    assert_eq!(s.penalised, vec![at("B3")]);
}

#[test]
fn a_tie_is_not_good_enough() {
    let mut g = final_board(Difficulty::Beginner);
    put(&mut g, "A4", 0, 1);
    let s = score(&g);
    assert_eq!(s.player, s.suramun);
    assert!(!s.player_wins());
    assert_eq!(s.outcome(EndReason::NoMoveLeft).winners, vec![SURAMUN]);
}

#[test]
fn the_view_never_tells_which_tile_lies_face_down() {
    let g = new_solo(2026, Difficulty::Master);
    let json = serde_json::to_string(&g.view()).unwrap();
    for tile in TileId::deck_b() {
        assert!(
            !json.contains(&format!("\"{tile}\"")),
            "{tile} leaked in {json}"
        );
    }
    assert!(!json.contains("seed"));
    // After a turn, the revealed tiles show and the others still do not.
    let (g, _) = g.apply(enter("C1")).unwrap();
    let json = serde_json::to_string(&g.view()).unwrap();
    for t in &g.field.tiles {
        let quoted = format!("\"{}\"", t.tile);
        assert_eq!(json.contains(&quoted), !t.face_down, "{quoted}");
    }
}
