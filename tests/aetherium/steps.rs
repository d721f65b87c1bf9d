//! A turn chosen step by step (the panel's way): each step offers only what some whole
//! legal turn goes on to.

use manawell::engines::aetherium::random::play_random;
use manawell::engines::aetherium::steps::Partial;
use manawell::engines::aetherium::{
    new_game, Action, ActionKind, Element, Options, Pawn, TokenUse,
};
use manawell::engines::dice::Dice;

use crate::common::pos;

#[test]
fn the_water_pawn_is_not_offered_the_two_stone_action() {
    let game = pos("aetherium\nwater 5 6 3 5");
    let water = Partial {
        pawn: Some(Pawn::Water),
        ..Partial::default()
    };
    let actions = game.action_choices(&water);
    assert!(!actions.contains(&ActionKind::TwinRise), "{actions:?}");
    assert!(actions.contains(&ActionKind::Fall));
    let leap = Partial {
        kind: Some(ActionKind::StepAndLeap),
        ..water
    };
    // Only the stone of C is low enough to leap three.
    assert_eq!(
        game.stone_choices(&leap),
        [
            Action::StepAndLeap { step: 0, leap: 2 },
            Action::StepAndLeap { step: 3, leap: 2 }
        ]
    );
}

#[test]
fn the_wild_pawn_offers_each_element_it_can_name() {
    let game = pos("aetherium\nfire 6 6 6 5\nblocked: fall");
    let wild = Partial {
        pawn: Some(Pawn::Wild),
        ..Partial::default()
    };
    // Fire stones can only gather (one up): still offered.
    assert_eq!(game.element_choices(&wild), Element::ALL);
    let fire = Partial {
        element: Some(Element::Fire),
        ..wild
    };
    assert_eq!(game.action_choices(&fire), [ActionKind::Gather]);
}

#[test]
fn a_token_before_opens_what_it_makes_possible_and_a_token_after_comes_last() {
    let game = pos("aetherium
        air 6 6 6 5
        blocked: fall
        hand 1: fall
        played 1: fire@gather water@surge earth@surge wild@surge
        played 2: fire@surge water@surge earth@surge wild@surge");
    assert!(game.pawn_choices(&Partial::default()).is_empty());
    let before = TokenUse::Fall {
        element: Element::Air,
        column: 3,
    };
    assert_eq!(game.tokens_before(), [before]);
    let after_token = Partial {
        before: Some(before),
        ..Partial::default()
    };
    assert_eq!(game.pawn_choices(&after_token), [Pawn::Air]);
    let opening = pos("aetherium\nhand 1: aether");
    let surge = Partial {
        pawn: Some(Pawn::Fire),
        action: Some(Action::Surge { column: 0 }),
        ..Partial::default()
    };
    assert_eq!(opening.tokens_after(&surge), [TokenUse::Aether]);
}

#[test]
fn every_choice_offered_leads_to_a_whole_legal_turn() {
    for seed in 0..3 {
        let mut game = new_game(Options::default(), seed).unwrap();
        let mut rng = Dice::new(seed);
        while !game.is_over() {
            let start = Partial::default();
            for pawn in game.pawn_choices(&start) {
                let p = Partial {
                    pawn: Some(pawn),
                    ..start
                };
                for element in game.element_choices(&p) {
                    let e = Partial {
                        element: Some(element),
                        ..p
                    };
                    for kind in game.action_choices(&e) {
                        let k = Partial {
                            kind: Some(kind),
                            ..e
                        };
                        let stones = game.stone_choices(&k);
                        assert!(!stones.is_empty());
                        for action in stones {
                            let a = Partial {
                                action: Some(action),
                                ..k
                            };
                            assert!(!game.turns_matching(&a).is_empty());
                        }
                    }
                }
            }
            play_random(&mut game, &mut rng, 1, &mut Vec::new(), &mut Vec::new());
        }
    }
}

#[test]
fn the_panel_offers_a_token_after_an_action_that_puts_an_element_on_top() {
    // `aetherium-readings.md`, "An action that won": only a win at once forbids it.
    let game = pos("aetherium\nfire 6 6 6 2\nhand 1: fall");
    let surge = Partial {
        pawn: Some(Pawn::Fire),
        action: Some(Action::Surge { column: 3 }),
        ..Partial::default()
    };
    let after = game.tokens_after(&surge);
    assert!(
        after.contains(&TokenUse::Fall {
            element: Element::Fire,
            column: 0
        }),
        "{after:?}"
    );
    // The last moon reached by the action: a win at once, nothing after it.
    let won = pos("aetherium\naether 3\nfire 6 6 6 2\nhand 1: fall");
    assert!(won.tokens_after(&surge).is_empty());
}
