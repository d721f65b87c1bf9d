//! The step panel's logic: questions, forced steps, Back, changes, and every stepwise
//! game's moves reached by picks that fit an id.

use super::*;

/// Moves of a made-up game: a pawn (`fire`, `water`), then a column (`A`, `B`), but
/// water only goes to A; and `pass`, a move of one step.
fn game() -> (Vec<String>, Vec<Vec<MoveStep>>) {
    let mv = |pawn: &str, column: Option<&str>| {
        let mut steps = vec![MoveStep::new("Which pawn?", pawn, pawn)];
        if let Some(c) = column {
            steps.push(MoveStep::new("Which column?", c, format!("column {c}")));
        }
        let notation = match column {
            Some(c) => format!("{pawn} {c}"),
            None => pawn.to_string(),
        };
        (notation, steps)
    };
    [
        mv("fire", Some("A")),
        mv("fire", Some("B")),
        mv("water", Some("A")),
        mv("pass", None),
    ]
    .into_iter()
    .unzip()
}

fn picks(picked: &[usize]) -> Picks {
    Picks {
        picked: picked.to_vec(),
        page: 0,
    }
}

#[test]
fn the_first_step_offers_each_answer_once_in_order() {
    let (moves, steps) = game();
    let Stage::Ask {
        question, answers, ..
    } = stage(&moves, &steps, &Picks::default())
    else {
        panic!("a question first");
    };
    assert_eq!(question, "Which pawn?");
    let labels: Vec<&str> = answers.iter().map(|a| a.label.as_str()).collect();
    assert_eq!(labels, ["fire", "water", "pass"]);
}

#[test]
fn a_step_with_one_answer_is_taken_by_itself_and_back_skips_it() {
    let (moves, steps) = game();
    let Stage::Ready {
        notation,
        so_far,
        picks: taken,
    } = stage(&moves, &steps, &picks(&[1]))
    else {
        panic!("water has one column only");
    };
    assert_eq!(notation, "water A");
    assert_eq!(taken, picks(&[1, 0]));
    assert!(so_far[1].forced);
    assert_eq!(back(&moves, &steps, &taken), Picks::default());
}

#[test]
fn picks_narrow_to_one_move_and_a_short_move_is_ready_at_once() {
    let (moves, steps) = game();
    let ready = |p: &[usize]| match stage(&moves, &steps, &picks(p)) {
        Stage::Ready { notation, .. } => Some(notation),
        _ => None,
    };
    assert_eq!(ready(&[0, 1]).as_deref(), Some("fire B"));
    assert_eq!(ready(&[2]).as_deref(), Some("pass"));
    assert_eq!(ready(&[0]), None);
    assert_eq!(back(&moves, &steps, &picks(&[0, 1])), picks(&[0]));
}

#[test]
fn picks_from_another_list_of_moves_are_gone_not_guessed() {
    let (moves, steps) = game();
    assert_eq!(stage(&moves, &steps, &picks(&[3])), Stage::Gone);
    assert_eq!(stage(&moves, &steps, &picks(&[0, 2])), Stage::Gone);
    assert_eq!(stage(&moves, &steps, &picks(&[2, 0])), Stage::Gone);
    assert_eq!(stage(&[], &[], &Picks::default()), Stage::Gone);
}

#[test]
fn every_move_is_reached_by_its_own_picks() {
    let (moves, steps) = game();
    for notation in &moves {
        let p = picks_of(&moves, &steps, notation).expect("a listed move");
        match stage(&moves, &steps, &p) {
            Stage::Ready { notation: n, .. } => assert_eq!(&n, notation),
            other => panic!("{notation}: {other:?}"),
        }
    }
    assert_eq!(picks_of(&moves, &steps, "earth A"), None);
}

#[test]
fn picks_round_trip_through_their_text_and_refuse_nonsense() {
    for p in [
        Picks::default(),
        picks(&[0, 12, 3]),
        Picks {
            picked: vec![4],
            page: 2,
        },
    ] {
        assert_eq!(Picks::decode(&p.encode().unwrap()), Some(p));
    }
    for bad in ["", "x0", "s0..1", "s-", "sa", "s0-x", "s0-1-2"] {
        assert_eq!(Picks::decode(bad), None, "{bad}");
    }
    assert_eq!(picks(&[100; 12]).encode(), None);
}

/// Every game with the step panel, played at random: each legal move is reached by its
/// own picks (no move's steps are a prefix of another's, no two moves
/// share all their answers), and the picks fit in a component's id.
#[test]
fn every_legal_move_of_every_stepwise_game_is_reached_by_picks_that_fit_an_id() {
    use crate::table::kinds::{new_game, Names};
    use rand::Rng;
    let names = Names(vec!["alice".into(), "bob".into()]);
    // (kind, options, seeds, plies): a Grand Mage match is long, its first game enough.
    for (kind, options, seeds, most) in [
        ("magistrar", r#"{"grand_mage":false}"#, 2, 200),
        ("magistrar", r#"{"grand_mage":true}"#, 1, 40),
        ("aetherium", r#"{}"#, 2, 200),
    ] {
        for seed in 0..seeds {
            let mut game = new_game(kind, options, seed).expect("a new game");
            let mut rng = crate::engines::dice::Dice::new(seed);
            let mut plies = 0;
            while game.to_act().is_some() && plies < most {
                let choices = game.choices(crate::i18n::Lang::En);
                let moves: Vec<String> = choices.iter().map(|c| c.notation.clone()).collect();
                let steps: Vec<Vec<MoveStep>> = choices.iter().map(|c| c.steps.clone()).collect();
                assert!(
                    steps.iter().all(|s| !s.is_empty()),
                    "{kind}: a move with no step"
                );
                // Forty moves spread over the list (they can be thousands).
                for notation in moves.iter().step_by(moves.len() / 40 + 1) {
                    let picks = picks_of(&moves, &steps, notation)
                        .unwrap_or_else(|| panic!("{kind}: no picks for {notation}"));
                    match stage(&moves, &steps, &picks) {
                        Stage::Ready { notation: n, .. } => assert_eq!(&n, notation, "{kind}"),
                        other => panic!("{kind}: {notation} reads as {other:?}"),
                    }
                    assert!(
                        picks.encode().is_some(),
                        "{kind}: {notation}: too many steps"
                    );
                }
                let chosen = &moves[rng.random_range(0..moves.len())];
                game.play_text(chosen, &names, crate::i18n::Lang::En)
                    .expect("a listed move plays");
                plies += 1;
            }
        }
    }
}

/// Three steps, the third's answers depending on the first: `a` then `x|y` then `1|2`,
/// `b` then `x|y` then `2` only.
fn three_steps() -> (Vec<String>, Vec<Vec<MoveStep>>) {
    let mut moves = Vec::new();
    let mut all = Vec::new();
    for (first, thirds) in [("a", &["1", "2"][..]), ("b", &["2"][..])] {
        for second in ["x", "y"] {
            for third in thirds {
                moves.push(format!("{first}{second}{third}"));
                all.push(vec![
                    MoveStep::new("First?", first, first),
                    MoveStep::new("Second?", second, second),
                    MoveStep::new("Third?", *third, *third),
                ]);
            }
        }
    }
    (moves, all)
}

#[test]
fn changing_an_answer_keeps_the_later_ones_that_are_still_possible() {
    let (moves, steps) = three_steps();
    // a, y, 2: "ay2".
    let old = picks(&[0, 1, 1]);
    let ready = |p: &Picks| match stage(&moves, &steps, p) {
        Stage::Ready { notation, .. } => notation,
        other => panic!("{other:?}"),
    };
    assert_eq!(ready(&old), "ay2");
    // The second answer changed to x: the third (2) is kept.
    assert_eq!(ready(&changed(&moves, &steps, &old, 1, 0)), "ax2");
    // The first changed to b: y is kept, and 2 (the only third for b) too.
    assert_eq!(ready(&changed(&moves, &steps, &old, 0, 1)), "by2");
    // a, y, 1 with the first changed to b: 1 is not possible for b, so it is asked
    // again (here it is forced: b has only 2).
    assert_eq!(
        ready(&changed(&moves, &steps, &picks(&[0, 1, 0]), 0, 1)),
        "by2"
    );
    // Picks from another list of moves change to nothing.
    assert_eq!(
        changed(&moves, &steps, &picks(&[5]), 0, 0),
        Picks::default()
    );
}
