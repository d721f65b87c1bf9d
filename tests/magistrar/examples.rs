//! Every worked example of the rulebook, named after it.

use manawell::engines::magistrar::scoring::game_result;
use manawell::engines::magistrar::{Event, Mage, MoveError, Phase, Strength, Token};

use super::common::{listed, play, refused, scene};

/// "Example 1: the player is standing at 0 and has captured 3 dark and 1 light: ... ends
/// up on position 2 of the dark energy track."
#[test]
fn energy_track_example_1_three_dark_and_one_light_end_on_dark_2() {
    let mut g = scene(
        "magistrar
         duel 1 white
         arena DDDLLL ...... LLLLDD ......
         phase place white",
    );
    play(&mut g, "ssssww mmmmmm");
    assert_eq!(
        g.track,
        [2, 2],
        "white: 3 dark, 1 light; black: rocks 5 and 6, dark"
    );
}

/// "Example 2: the player is standing at 2 of the dark energy track and has captured 1
/// dark and 4 light: ... ends up on position 1 of the light energy track."
#[test]
fn energy_track_example_2_from_dark_2_one_dark_and_four_light_end_on_light_1() {
    let mut g = scene(
        "magistrar
         duel 1 white
         track d2 0
         arena DLLLLD ...... LLLLLD ......
         phase place white",
    );
    play(&mut g, "sssssw mmmmmm");
    assert_eq!(g.track[0], -1, "light 1");
    assert_eq!(g.track[1], 1, "black won rock 6, dark");
}

fn choices_scene() -> manawell::engines::magistrar::Game {
    let mut g = scene(
        "magistrar
         duel 1 white
         arena LLLLLL ...... DDDDDD ......
         phase place white",
    );
    play(&mut g, "mwsmmm");
    g
}

/// "Example 1: the starting player places a medium spell pawn: player 2 is free to decide":
/// strong wins the encounter, weak loses it, medium may not be placed.
#[test]
fn player_2_choices_example_1_against_a_medium_pawn_strong_wins_or_weak_loses() {
    let g = choices_scene();
    assert_eq!(
        g.placement_choices(&[None; 6], 0),
        vec![Strength::Weak, Strength::Strong]
    );
    let mut strong = g.clone();
    let events = play(&mut strong, "smwsws");
    assert!(events.contains(&Event::EncounterWon {
        encounter: 1,
        mage: Mage::Black,
        token: Token::Dark
    }));
    let mut weak = g.clone();
    let events = play(&mut weak, "wmwsws");
    assert!(events.contains(&Event::EncounterWon {
        encounter: 1,
        mage: Mage::White,
        token: Token::Light
    }));
    assert!(matches!(
        refused(&g, "mmwsws"),
        MoveError::MustDiffer { encounter: 1, .. }
    ));
}

/// "Example 2: the starting player places a weak or a strong spell pawn: player 2 has no
/// choice whether to win or lose, but chooses which of the two other strengths."
#[test]
fn player_2_choices_example_2_against_weak_or_strong_only_the_strength_is_free() {
    let g = choices_scene();
    assert_eq!(
        g.placement_choices(&[None; 6], 1),
        vec![Strength::Medium, Strength::Strong],
        "against weak: both win"
    );
    assert_eq!(
        g.placement_choices(&[None; 6], 2),
        vec![Strength::Weak, Strength::Medium],
        "against strong: both lose"
    );
}

/// "Super energies need no spell pawn. The opposing player loses this encounter; he must
/// nevertheless place a spell pawn. For each super energy you win, you may move your
/// scoring pawn 2 spaces in any direction."
#[test]
fn super_energy_case_wins_without_a_pawn_and_moves_two_spaces_either_way() {
    let base = scene(
        "magistrar
         duel 1 white
         arena SDDDDD ...... LLLLLL ......
         phase place white",
    );
    assert_eq!(
        refused(&base, "mmmmmm"),
        MoveError::PawnOnSuper { encounter: 1 }
    );
    let mut g = base.clone();
    play(&mut g, ".wwwww");
    assert_eq!(
        refused(&g, ".mmmmm"),
        MoveError::MissingPawn { encounter: 1 }
    );
    let events = play(&mut g, "smmmmm");
    assert!(events.contains(&Event::EncounterWon {
        encounter: 1,
        mage: Mage::White,
        token: Token::Super
    }));
    assert_eq!(
        g.phase,
        Phase::Steer {
            mage: Mage::White,
            encounter: 1
        }
    );
    assert_eq!(listed(&g), vec!["light", "dark"]);
    for (way, to) in [("light", -2), ("dark", 2)] {
        let mut h = g.clone();
        let events = play(&mut h, way);
        assert_eq!(
            events.iter().find(|e| matches!(
                e,
                Event::TrackMoved {
                    mage: Mage::White,
                    ..
                }
            )),
            Some(&Event::TrackMoved {
                mage: Mage::White,
                toward: manawell::engines::magistrar::Energy::from_word(way).unwrap(),
                from: 0,
                to
            })
        );
        assert_eq!(
            h.track[0], to,
            "white lost rocks 2 to 6: only the super moved them"
        );
    }
}

/// "If two super energies face each other, the encounter ends in a tie. No player may move
/// his scoring pawn. It is not counted in the duel scoring."
#[test]
fn super_energy_case_two_supers_tie_and_do_not_count_for_the_duel() {
    let mut g = scene(
        "magistrar
         duel 1 white
         arena SSDDDD ...... SSLLLL ......
         phase place white",
    );
    let events = play(&mut g, "..sswm ..wwss");
    assert!(events.contains(&Event::SupersTied { encounter: 1 }));
    assert!(events.contains(&Event::SupersTied { encounter: 2 }));
    assert!(events.contains(&Event::DuelEnded {
        duel: 1,
        encounters: [2, 2],
        winner: None
    }));
    assert_eq!(
        g.duels[0].winner, None,
        "a tied duel gives its marker to nobody"
    );
    assert_eq!(g.track, [2, -2]);
}

/// "Example: both players receive 20 Honoris points at the end of the game" (the same
/// level on opposite sides of the track).
#[test]
fn honoris_example_the_same_level_on_opposite_sides_gives_both_20() {
    let result = game_result([11, -11], [0, 0]);
    assert_eq!(result.honoris, [20, 20]);
    assert_eq!(result.winner, None);
}

/// "Duel number 5": one encounter at a time, the answer opposite, the opener alternating,
/// super energies last.
#[test]
fn duel_5_one_encounter_at_a_time_answer_opposite_opener_alternates_supers_last() {
    let mut g = scene(
        "magistrar
         duel 5 white
         arena LDLSDL ...... DLLDLD ......
         phase open white",
    );
    assert_eq!(refused(&g, "4m"), MoveError::PawnOnSuper { encounter: 4 });
    play(&mut g, "2s");
    assert_eq!(
        g.phase,
        Phase::Answer {
            mage: Mage::Black,
            encounter: 2
        }
    );
    assert_eq!(refused(&g, "1m"), MoveError::MustAnswer { encounter: 2 });
    assert!(matches!(refused(&g, "2s"), MoveError::MustDiffer { .. }));
    play(&mut g, "2w");
    assert_eq!(
        g.phase,
        Phase::Open { mage: Mage::Black },
        "player 2 opens next"
    );
    assert_eq!(
        refused(&g, "4m"),
        MoveError::SuperEncounterLast { encounter: 4 }
    );
    play(&mut g, "5m 5s");
    assert_eq!(g.phase, Phase::Open { mage: Mage::White });
    play(&mut g, "1m 1s 3w 3m 6w 6m");
    assert_eq!(
        g.phase,
        Phase::Open { mage: Mage::Black },
        "the super encounter comes last: black's pawn faces white's super"
    );
    assert_eq!(listed(&g), vec!["4w", "4m", "4s"]);
    let events = play(&mut g, "4w");
    assert_eq!(
        g.phase,
        Phase::Steer {
            mage: Mage::White,
            encounter: 4
        },
        "scoring runs rock by rock and waits at the super energy"
    );
    assert!(events.contains(&Event::EncounterWon {
        encounter: 1,
        mage: Mage::Black,
        token: Token::Dark
    }));
    let events = play(&mut g, "light");
    assert!(events.contains(&Event::DuelEnded {
        duel: 5,
        encounters: [4, 2],
        winner: Some(Mage::White)
    }));
    assert!(g.is_over());
    assert_eq!(
        g.track,
        [-1, 2],
        "white: d1, 0, light 2 (super), then d1 back: l1"
    );
}

/// "If it is no longer possible to place different spell pawns in this duel you will place
/// identical spell pawns. In this case no player wins these encounters."
#[test]
fn duel_5_identical_pawns_when_no_other_strength_is_left_win_nothing() {
    let mut g = scene(
        "magistrar
         duel 5 white
         pawns black s0 m6 w0
         arena LLLLLL ...... DDDDDD ......
         phase open white",
    );
    play(&mut g, "1m");
    assert_eq!(listed(&g), vec!["1m"]);
    let events = play(&mut g, "1m");
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::EncounterIdentical { .. })));
    // Scored at the end of the duel: finish it and look.
    let mut rest = g.clone();
    let mut all = Vec::new();
    while !rest.is_over() {
        let mut moves = Vec::new();
        rest.legal_moves(&mut moves);
        rest.apply_in_place(moves[0], &mut all).unwrap();
    }
    assert!(all.contains(&Event::EncounterIdentical { encounter: 1 }));
}
