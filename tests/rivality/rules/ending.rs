//! The end of the game and the scoring: the supply running out, the last tile, the Well,
//! Expert scoring and the tie-breaks.

use crate::common::{golems, play, position, refuse};
use manawell::engines::rivality::{EndReason, Event, MoveError, Side};

#[test]
fn the_supply_limits_a_spell_and_the_game_ends_at_once_when_it_runs_out() {
    // Salmon has 2 golems: one goes with the wizard, one is left for the spells.
    let game = position(
        "rivality 2p\nsupply salmon 2 purple 20\nhand 1: A4 A1\nhand 2: B1\nstack salmon: A2\n\
         M13 W\nM15 B3 north p1\nO14 B5 north p1\n",
    );
    assert!(game.order_matters("A4".parse().unwrap()));
    // A4 at M14 facing east: left 2@1 north onto M15, front 2@2 east onto O14.
    // Front first (the default order): one golem reaches O14, then the supply is empty.
    let (after, events) = play(&game, "A4 M14 east");
    assert_eq!(golems(&after, "O14"), [1, 1, 0]);
    assert_eq!(
        golems(&after, "M15"),
        [0, 1, 0],
        "the left spell never comes"
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Summoned {
            golems: 2,
            placed: 1,
            ..
        }
    )));
    assert_eq!(after.supplies[0], 0);
    assert!(events.contains(&Event::GameEnded {
        reason: EndReason::SupplyEmpty { side: Side::SALMON }
    }));
    assert!(
        !events.contains(&Event::Drew { seat: 0 }),
        "nothing else happens, not even the draw"
    );
    assert!(after.is_over());
    assert_eq!(refuse(&after, "remove teal"), MoveError::GameOver);
    // The player may choose the other order.
    let (after, _) = play(&game, "A4 M14 east left,front");
    assert_eq!(golems(&after, "M15"), [1, 1, 0]);
    assert_eq!(golems(&after, "O14"), [0, 1, 0]);
    assert!(matches!(
        refuse(&game, "A4 M14 east left"),
        MoveError::BadSpellOrder { .. }
    ));
}

#[test]
fn the_wizard_golem_can_empty_the_supply() {
    let game =
        position("rivality 2p\nsupply salmon 1 purple 20\nhand 1: A5\nhand 2: B1\nM13 W p1\n");
    let (after, events) = play(&game, "A5 M14 south");
    assert_eq!(golems(&after, "M13"), [0, 1, 0], "no spell is cast");
    assert!(after.is_over());
    assert!(events.contains(&Event::GameEnded {
        reason: EndReason::SupplyEmpty { side: Side::SALMON }
    }));
}

#[test]
fn the_game_ends_when_the_last_player_plays_their_last_tile() {
    let game = position("rivality 2p\nturn 2\nhand 2: B5\nM13 W\nM14 A5 north s1 @salmon\n");
    let (after, events) = play(&game, "B5 M12 north");
    assert!(events.contains(&Event::GameEnded {
        reason: EndReason::TilesExhausted
    }));
    let outcome = after.outcome.clone().unwrap();
    // Purple's 4 golems hold the Well (3 VP); both wizard tiles score nothing.
    assert_eq!(outcome.scores, vec![0, 3]);
    assert_eq!(outcome.winners, vec![Side::PURPLE]);
}

#[test]
fn drawing_the_last_tile_does_not_end_the_game() {
    let game = position("rivality 2p\nhand 1: A5\nhand 2: B5\nstack salmon: A3\nM13 W\n");
    let (after, _) = play(&game, "A5 M14 north");
    assert!(!after.is_over());
    assert_eq!(after.hands[0], vec!["A3".parse().unwrap()]);
    assert_eq!(after.turn, 1);
}

#[test]
fn scoring_skips_wizard_tiles_and_gives_contested_tiles_to_the_well_controller() {
    let game = position(
        "rivality 2p\nM13 W s2\nM14 A10 north s1 p1\nM12 B10 north p3\nL13 A6 north s2 @salmon\n\
         N13 B6 north p1 @purple\n",
    );
    let outcome = game.scores_now();
    // Salmon: the Well (3) and the contested fortress (4) by the Well; purple: fortress (4).
    assert_eq!(outcome.scores, vec![7, 4]);
}

#[test]
fn contested_tiles_without_the_well_score_for_nobody() {
    let game = position("rivality 2p\nM13 W s1 p1\nM14 A10 north s1 p1\nM12 B1 north p1\n");
    assert_eq!(game.scores_now().scores, vec![0, 1]);
}

#[test]
fn expert_scoring_takes_one_vp_for_each_scored_tile_holding_an_enemy_golem() {
    let text = "M13 W s3 p1\nM14 A10 north s3 p2\nM12 A6 north p1\nL13 B1 north p2 s1\n";
    let base = position(&format!("rivality 2p\n{text}"));
    assert_eq!(base.scores_now().scores, vec![7, 3]);
    let expert = position(&format!("rivality 2p expert\n{text}"));
    assert_eq!(expert.scores_now().scores, vec![5, 2]);
}

#[test]
fn a_tie_in_points_goes_to_the_well_controller() {
    let game = position("rivality 2p\nM13 W s1\nM14 A10 north p1\nM12 B5 north s1\n");
    let outcome = game.scores_now();
    assert_eq!(outcome.scores, vec![4, 4]);
    assert_eq!(outcome.winners, vec![Side::SALMON]);
}

#[test]
fn the_teal_tie_break_the_well_wins_when_the_other_two_tie() {
    let game =
        position("rivality 3p\nM13 W t1\nM14 A10 north s1\nM12 B10 north p1\nL13 A1 north t1\n");
    let outcome = game.scores_now();
    assert_eq!(outcome.scores, vec![4, 4, 4]);
    assert_eq!(outcome.winners, vec![Side::TEAL]);
    let game =
        position("rivality 3p\nM13 W t1\nM14 A10 north s1\nM12 B10 north p1\nL13 A11 north s1\n");
    let outcome = game.scores_now();
    assert_eq!(outcome.scores, vec![8, 4, 3]);
    assert_eq!(outcome.winners, vec![Side::SALMON]);
}
