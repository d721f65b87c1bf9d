//! Readings: the orange deck.

use manawell::engines::rivalry::cards::full_deck;
use manawell::engines::rivalry::{Card, Event, Move, MoveError, Phase, Units};

use crate::common::*;

#[test]
fn the_deck_holds_28_cards_with_the_listed_copies() {
    let deck = full_deck();
    assert_eq!(deck.len(), 28);
    let count = |f: fn(&Card) -> bool| deck.iter().filter(|c| f(c)).count();
    assert_eq!(count(|c| matches!(c, Card::ForeignAid(_))), 4);
    assert_eq!(count(|c| matches!(c, Card::NewRecruits(_))), 5);
    assert_eq!(count(|c| matches!(c, Card::InternalImprovement)), 4);
    assert_eq!(count(|c| matches!(c, Card::Mutiny(_))), 4);
    assert_eq!(count(|c| matches!(c, Card::Revolt)), 3);
    assert_eq!(count(|c| matches!(c, Card::Sabotage)), 4);
    assert_eq!(count(|c| *c == Card::Scandal(R)), 2);
    assert_eq!(count(|c| *c == Card::Scandal(K)), 2);
    let numbers = |f: fn(&Card) -> Option<u8>| {
        let mut n: Vec<u8> = deck.iter().filter_map(f).collect();
        n.sort();
        n
    };
    let aid = |c: &Card| {
        if let Card::ForeignAid(n) = c {
            Some(*n)
        } else {
            None
        }
    };
    let recruits = |c: &Card| {
        if let Card::NewRecruits(n) = c {
            Some(*n)
        } else {
            None
        }
    };
    let mutiny = |c: &Card| {
        if let Card::Mutiny(n) = c {
            Some(*n)
        } else {
            None
        }
    };
    assert_eq!(numbers(aid), vec![3, 4, 5, 6]);
    assert_eq!(numbers(recruits), vec![2, 2, 3, 3, 4]);
    assert_eq!(numbers(mutiny), vec![2, 2, 3, 4]);
}

#[test]
fn the_discards_are_shuffled_into_a_new_deck_when_it_runs_out() {
    let mut game = scene(0);
    game.deck.clear();
    game.discards = vec![Card::Revolt];
    let (game, events) = turn_with_roll(&game, R, 7);
    assert!(has(&events, |e| matches!(e, Event::Reshuffled)));
    assert!(has(&events, |e| matches!(
        e,
        Event::CardDrawn {
            card: Card::Revolt,
            ..
        }
    )));
    assert_eq!(game.discards, vec![Card::Revolt]);
}

#[test]
fn foreign_aid_and_new_recruits_appear_at_the_capital() {
    for card in [Card::ForeignAid(3), Card::NewRecruits(3)] {
        let (mut game, _) = draw(&scene(0), R, card);
        assert_eq!(game.phase, Phase::Reinforce { left: 3 });
        let wrong = Move::Reinforce {
            tile: t("I2"),
            cavalry: false,
        };
        assert!(matches!(
            refused(&game, R, wrong),
            MoveError::NotCapital { .. }
        ));
        assert!(
            listed(&game)
                .iter()
                .all(|m| matches!(m, Move::Reinforce { .. })),
            "compulsory"
        );
        play(
            &mut game,
            R,
            Move::Reinforce {
                tile: t("E3"),
                cavalry: false,
            },
        );
        play(
            &mut game,
            R,
            Move::Reinforce {
                tile: t("E4"),
                cavalry: true,
            },
        );
        play(
            &mut game,
            R,
            Move::Reinforce {
                tile: t("E4"),
                cavalry: false,
            },
        );
        assert_eq!(game.garrison(R, s("R2")), Units::new(2, 1));
        assert!(!matches!(game.phase, Phase::Reinforce { .. }));
    }
}

#[test]
fn new_units_from_a_card_may_fight_this_turn() {
    // Kingdom armies stand on D4, next to the Republic's capital tile E4, where nobody is.
    let mut game = scene(0);
    put(&mut game, K, "D4", 2, 0);
    let (mut game, _) = draw(&game, R, Card::NewRecruits(2));
    for _ in 0..2 {
        let to_e4 = Move::Reinforce {
            tile: t("E4"),
            cavalry: false,
        };
        play(&mut game, R, to_e4);
    }
    assert_eq!(game.phase, Phase::Battle);
    let events = play(&mut game, R, assault("E4", tile("D4"), false));
    assert_eq!(assault_totals(&events).len(), 1);
}

#[test]
fn new_units_go_to_the_interim_capital_while_the_leader_is_in_exile() {
    let mut game = scene(0);
    game.interim[R.index()] = Some(s("R3"));
    game.owner[s("R2").0 as usize] = Some(K);
    let (mut game, _) = draw(&game, R, Card::NewRecruits(2));
    assert!(matches!(
        refused(
            &game,
            R,
            Move::Reinforce {
                tile: t("E3"),
                cavalry: false
            }
        ),
        MoveError::NotCapital { .. }
    ));
    play(
        &mut game,
        R,
        Move::Reinforce {
            tile: t("I2"),
            cavalry: false,
        },
    );
}

#[test]
fn new_units_are_only_as_many_as_the_box_holds() {
    let mut game = scene(0);
    put(&mut game, R, "C5", 31, 8);
    let (game, events) = draw(&game, R, Card::ForeignAid(6));
    assert!(has(&events, |e| matches!(
        e,
        Event::NotRaised { count: 5, .. }
    )));
    assert_eq!(game.phase, Phase::Reinforce { left: 1 });
    assert_eq!(listed(&game).len(), 3, "an army on each capital tile");
}

#[test]
fn internal_improvement_builds_on_a_site_of_either_nation_with_ones_unit_and_none_of_the_enemys() {
    let mut game = scene(0);
    put(&mut game, R, "D8", 1, 0);
    put(&mut game, R, "C4", 1, 0);
    put(&mut game, R, "H7", 1, 0);
    put(&mut game, K, "I8", 1, 0);
    let (mut game, _) = draw(&game, R, Card::InternalImprovement);
    assert_eq!(game.phase, Phase::Build);
    assert!(matches!(
        refused(&game, R, Move::Build { site: s("K8") }),
        MoveError::CannotBuild { .. }
    ));
    let sites: Vec<Move> = listed(&game);
    assert_eq!(
        sites,
        vec![Move::Build { site: s("R1") }, Move::Build { site: s("K9") }]
    );
    let events = play(&mut game, R, Move::Build { site: s("K9") });
    assert!(has(&events, |e| matches!(e, Event::CityBuilt { .. })));
    assert_eq!(game.owner_of(s("K9")), Some(R));
}

#[test]
fn internal_improvement_with_no_site_does_nothing() {
    let mut game = scene(0);
    put(&mut game, R, "C5", 1, 0);
    let (game, events) = draw(&game, R, Card::InternalImprovement);
    assert!(has(&events, |e| matches!(e, Event::NoSite { .. })));
    assert_ne!(game.phase, Phase::Build);
}

#[test]
fn mutiny_takes_a_citys_last_unit_only_when_every_unit_left_is_one() {
    let mut game = scene(0);
    put(&mut game, R, "E3", 1, 0);
    put(&mut game, R, "I2", 1, 0);
    put(&mut game, R, "C5", 0, 1);
    let (mut game, _) = draw(&game, R, Card::Mutiny(2));
    assert_eq!(game.phase, Phase::Mutiny { left: 2 });
    assert!(matches!(
        refused(
            &game,
            R,
            Move::Mutiny {
                tile: t("E3"),
                cavalry: false
            }
        ),
        MoveError::MutinyLastUnit { .. }
    ));
    play(
        &mut game,
        R,
        Move::Mutiny {
            tile: t("C5"),
            cavalry: true,
        },
    );
    // Now every unit left is a city's last: one of them goes.
    play(
        &mut game,
        R,
        Move::Mutiny {
            tile: t("E3"),
            cavalry: false,
        },
    );
    assert_eq!(game.on_board(R), Units::new(1, 0));
}

#[test]
fn mutiny_with_fewer_units_than_the_card_takes_them_all() {
    let mut game = scene(0);
    put(&mut game, R, "C5", 1, 0);
    let (game, _) = draw(&game, R, Card::Mutiny(4));
    assert_eq!(game.phase, Phase::Mutiny { left: 1 });
}

#[test]
fn revolt_costs_the_next_turn_and_losses_add_up() {
    let (game, events) = draw(&scene(0), R, Card::Revolt);
    assert!(has(&events, |e| matches!(
        e,
        Event::TurnToLose { pending: 1, .. }
    )));
    // The Kingdom then draws a Scandal! naming the President: a second turn to lose.
    let (game, events) = draw(&game, K, Card::Scandal(R));
    assert!(has(&events, |e| matches!(
        e,
        Event::TurnToLose { pending: 2, .. }
    )));
    assert_eq!(game.lost_turns[R.index()], 2);
}

#[test]
fn scandal_costs_the_named_nation_its_next_turn_whoever_drew_it() {
    let (game, _) = draw(&scene(0), R, Card::Scandal(K));
    assert_eq!(game.lost_turns, [0, 1]);
    let (game, _) = draw(&scene(0), R, Card::Scandal(R));
    assert_eq!(game.lost_turns, [1, 0]);
}

#[test]
fn sabotage_empties_the_recruit_step_of_the_next_turn_played_not_a_lost_one() {
    let mut game = scene(0);
    put(&mut game, R, "E3", 1, 0);
    let (mut game, _) = draw(&game, R, Card::Sabotage);
    assert_eq!(game.sabotage[R.index()], 1);
    assert_eq!(game.phase, Phase::Recruit, "this turn still recruits");
    game.lost_turns[R.index()] = 1;
    play(&mut game, R, Move::EndTurn);
    // The Republic's next turn is lost: the Sabotage! waits for the one after.
    game.phase = Phase::Recruit;
    let events = play(&mut game, K, Move::EndTurn);
    assert!(has(&events, |e| matches!(e, Event::TurnLost { .. })));
    assert_eq!(game.sabotage[R.index()], 1);
    let (mut game, events) = turn_with_roll(&game, R, 8);
    assert!(has(&events, |e| matches!(e, Event::Sabotaged { .. })));
    assert!(game.sabotaged);
    let events = play(&mut game, R, Move::EndMoves);
    assert!(!has(&events, |e| matches!(e, Event::Raised { .. })));
    assert_eq!(game.turn, K, "the recruit step raised nothing");
}

#[test]
fn a_sabotage_drawn_during_a_sabotaged_turn_covers_the_turn_after() {
    let mut game = scene(0);
    game.sabotage[R.index()] = 1;
    put(&mut game, R, "E3", 1, 0);
    let (game, events) = draw(&game, R, Card::Sabotage);
    assert!(has(&events, |e| matches!(e, Event::Sabotaged { .. })));
    assert!(has(&events, |e| matches!(
        e,
        Event::SabotagePending { pending: 1, .. }
    )));
    assert_eq!(game.sabotage[R.index()], 1, "left for the turn after");
    assert!(!has(&events, |e| matches!(e, Event::Raised { .. })));
}
