//! Solo mode against Suramun: the end of the game, the three scorings, and what the
//! player's view hides.

use crate::common::*;
use manawell::engines::rivality::solo::{
    new_solo, score, Difficulty, SoloError, SoloGame, PLAYER, SURAMUN,
};
use manawell::engines::rivality::{Control, EndReason, Event, TileId};

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
