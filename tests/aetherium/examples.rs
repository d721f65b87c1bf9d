//! Every worked example of the rulebook, named after it.

use manawell::engines::aetherium::{ActionKind, Element, Event, MoveError, Outcome, WinReason};

use crate::common::{legal, play, pos, refused};

/// "You cannot place a water pawn on the •• + •• action, since only one water stone can
/// move up two spaces."
#[test]
fn the_water_pawn_cannot_take_the_two_stone_action() {
    let game = pos("aetherium\nwater 5 6 3 5");
    let moves = legal(&game);
    assert!(
        !moves
            .iter()
            .any(|m| m.starts_with("water twin") || m.starts_with("wild:water twin")),
        "{moves:?}"
    );
    // The one water stone that can rise two still rises alone on other actions.
    assert!(
        moves.contains(&"water step-leap A C".to_string()),
        "{moves:?}"
    );
    assert_eq!(
        refused(&game, "water twin A C"),
        MoveError::PastTop {
            element: Element::Water,
            column: 'A'
        }
    );
    // Fire stones, all at the bottom, can.
    assert!(moves.contains(&"fire twin A C".to_string()));
}

/// "Both players compare their top action space: a tie. The next: still a tie. The
/// following: player 2 has more pawns here, gaining the Aether movement."
#[test]
fn the_round_end_comparison_over_three_action_spaces() {
    // Player 2 started, so player 1 plays last and would take a full tie.
    let game = pos("aetherium
        starter 2
        played 1: fire@fall water@twin earth@surge air@gather
        played 2: fire@fall water@twin earth@step-leap air@step-leap wild@surge
        fire 3 0 0 0
        water 2 2 0 0
        earth 4 0 0 0
        air 1 0 0 0");
    let (after, events) = play(&game, "wild:fire gather B");
    assert!(
        events.contains(&Event::RoundEnded {
            round: 1,
            decided_by: Some(ActionKind::StepAndLeap),
            towards: 1
        }),
        "{events:?}"
    );
    assert_eq!(after.aether, -1);
    assert_eq!(after.round, 2);
}

/// (A) "All orange stones (fire) are at the top of each column."
#[test]
fn ending_a_all_fire_stones_at_the_top_of_each_column() {
    let game = pos("aetherium\nfire 6 6 6 2");
    let (after, events) = play(&game, "fire surge D");
    assert_eq!(
        after.outcome,
        Some(Outcome {
            winner: 0,
            reason: WinReason::Elements {
                element: Element::Fire
            }
        })
    );
    assert!(matches!(events.last(), Some(Event::GameEnded { .. })));
}

/// (B) "Player 1 reached the last place on the Aether track."
#[test]
fn ending_b_player_1_reached_the_last_place_on_the_aether_track() {
    let game = pos("aetherium\naether 3\nfire 2 0 0 0");
    let (after, _) = play(&game, "fire surge A");
    assert_eq!(after.aether, 4);
    assert_eq!(
        after.outcome,
        Some(Outcome {
            winner: 0,
            reason: WinReason::Aether
        })
    );
}

/// (C) "Round three ended, Aether token is on player 1 side. They win."
#[test]
fn ending_c_round_three_ended_with_the_aether_token_on_player_1s_side() {
    // Player 2 takes the round's majority, but the token stays on player 1's side.
    let game = pos("aetherium
        round 3
        aether 2
        played 1: fire@surge water@surge earth@surge air@surge
        played 2: fire@fall water@gather earth@gather air@gather wild@gather
        fire 4 0 0 0
        water 4 0 0 0
        earth 4 0 0 0
        air 4 0 0 0");
    let (after, events) = play(&game, "wild:fire surge B");
    assert!(events.contains(&Event::RoundEnded {
        round: 3,
        decided_by: Some(ActionKind::Fall),
        towards: 1
    }));
    assert_eq!(after.aether, 1);
    assert_eq!(
        after.outcome,
        Some(Outcome {
            winner: 0,
            reason: WinReason::Rounds
        })
    );
}
