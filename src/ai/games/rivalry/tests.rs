//! The set-ups are sound and varied, the thinned list holds legal moves only, each term of
//! the evaluation prefers the side it must, the rollout's rule of thumb does what it says,
//! and the levels play Rivalry to the end from a view, the same move for the same view.

use super::choices::considered;
use super::evaluate::{danger, evaluate, pressure};
use super::rollout::{gain, pick};
use super::*;
use crate::ai::any::{choose, duel};
use crate::engines::rivalry::{map, start, validate_setup, Phase, Target, TileId, Units};

/// A game from both sides' Hard set-ups, the deal's seed varying both.
pub fn deal(seed: u64) -> Game {
    let r = choose_setup(Side::Republic, Level::Hard, seed);
    let k = choose_setup(Side::Kingdom, Level::Hard, seed.wrapping_add(1));
    start(&r, &k, seed).expect("the AI's set-ups are sound").0
}

fn tile(id: &str) -> TileId {
    map().tile_id(id).expect("a tile of the map")
}

#[test]
fn every_set_up_of_every_level_is_sound_and_the_seed_varies_it() {
    let mut seen = Vec::new();
    for side in Side::BOTH {
        for level in Level::ALL {
            for seed in 0..40 {
                let setup = choose_setup(side, level, seed);
                assert_eq!(
                    validate_setup(side, &setup),
                    Ok(()),
                    "{side} {level} {seed}"
                );
                if !seen.contains(&setup) {
                    seen.push(setup);
                }
            }
        }
    }
    assert!(seen.len() > 200, "only {} different set-ups", seen.len());
}

#[test]
fn the_capital_lies_deep_and_hard_keeps_the_most_units_there() {
    for seed in 0..20 {
        for side in Side::BOTH {
            let garrison = |level| {
                let setup = choose_setup(side, level, seed);
                let tiles = map().site(setup.capital).tiles;
                let nth = map().sites_of(side).position(|s| s == setup.capital);
                assert!(nth.is_some_and(|n| n < 3), "a capital four steps in");
                setup
                    .units
                    .iter()
                    .filter(|(t, _)| tiles.contains(t))
                    .map(|(_, u)| u.total())
                    .sum::<u32>()
            };
            assert!(garrison(Level::Hard) > garrison(Level::Medium));
            assert!(garrison(Level::Medium) > garrison(Level::Random));
        }
    }
}

#[test]
fn the_moves_weighed_are_legal_and_a_move_of_units_is_among_them() {
    let mut game = deal(5);
    let mut moves = Vec::new();
    let mut dice = Dice::new(2);
    let mut saw_move = false;
    for _ in 0..400 {
        if game.is_over() {
            break;
        }
        considered(&game, &mut moves);
        assert!(!moves.is_empty(), "{:?}", game.phase);
        for mv in &moves {
            assert_eq!(game.check(mv), Ok(()), "{mv:?} in {:?}", game.phase);
        }
        saw_move |= moves.iter().any(|m| matches!(m, Move::Move { .. }));
        let i = rand::Rng::random_range(&mut dice, 0..moves.len());
        Playable::play(&mut game, &moves[i]).expect("a legal move");
    }
    assert!(saw_move);
}

#[test]
fn the_recruit_step_is_not_ended_while_a_city_may_recruit() {
    let mut game = deal(3);
    game.phase = Phase::Recruit;
    let mut moves = Vec::new();
    considered(&game, &mut moves);
    assert!(!moves.contains(&Move::EndTurn));
    // One tile per city and kind: four cities, armies and cavalry.
    assert_eq!(moves.len(), 8, "{moves:?}");
}

#[test]
fn more_units_more_cities_and_the_leader_at_home_stand_better() {
    let game = deal(7);
    let even = evaluate(&game, Side::Republic);
    let mut more = game.clone();
    let t = map().site(more.capital[0]).tiles[0];
    *more.units_mut(Side::Republic, t) = more.units_at(Side::Republic, t).plus(Units::new(3, 0));
    assert!(evaluate(&more, Side::Republic) > even);
    assert!(evaluate(&more, Side::Kingdom) < 1.0 - even + 1e-6);
    let mut city = game.clone();
    let free = map()
        .sites_of(Side::Republic)
        .find(|s| city.owner_of(*s).is_none())
        .expect("a free site");
    city.owner[free.0 as usize] = Some(Side::Republic);
    assert!(evaluate(&city, Side::Republic) > even);
    let mut exile = game.clone();
    exile.interim[0] = Some(free);
    assert!(evaluate(&exile, Side::Republic) < even);
}

#[test]
fn enemy_units_next_to_the_seat_of_government_are_a_danger_and_a_pressure() {
    let mut game = deal(8);
    assert_eq!(danger(&game, Side::Republic), 0.0);
    let seat = game.seat(Side::Republic);
    let next = map().next_to_site(seat);
    let t = *next
        .iter()
        .find(|t| game.units_at(Side::Republic, **t).is_empty() && game.city_at(**t).is_none())
        .expect("a free tile next to the capital");
    let before = pressure(&game, Side::Kingdom);
    *game.units_mut(Side::Kingdom, t) = Units::new(20, 0);
    assert!(danger(&game, Side::Republic) > 0.0);
    assert!(pressure(&game, Side::Kingdom) > before);
}

#[test]
fn the_rollout_rolls_rather_than_surrender_and_takes_an_empty_city() {
    let mut game = deal(9);
    game.phase = Phase::Surrender;
    let moves = vec![
        Move::Surrender {
            target: Target::Tile(tile("B7")),
            to: Vec::new(),
        },
        Move::Roll,
    ];
    assert_eq!(pick(&game, &moves, &mut Dice::new(1)), 1);
    // Marching onto an enemy city left empty beats any other march.
    let site = game
        .cities_of(Side::Kingdom)
        .next()
        .expect("a Kingdom city");
    let onto = map().site(site).tiles[0];
    for t in map().site(site).tiles {
        *game.units_mut(Side::Kingdom, t) = Units::NONE;
    }
    let take = Move::Move {
        from: tile("B7"),
        to: onto,
        units: Units::new(1, 0),
    };
    let stay = Move::Move {
        from: tile("B7"),
        to: tile("B6"),
        units: Units::new(1, 0),
    };
    assert!(gain(&game, &take) > gain(&game, &stay));
    assert!(gain(&game, &take) > gain(&game, &Move::EndMoves));
}

#[test]
fn the_same_view_and_seed_give_the_same_move_at_every_level_whatever_the_deck() {
    let mut game = deal(3);
    let mut moves = Vec::new();
    while !matches!(game.phase, Phase::Move { .. } | Phase::Battle) {
        Playable::legal_moves(&game, &mut moves);
        Playable::play(&mut game, &moves[0]).expect("a listed move");
    }
    let seat = Playable::to_act(&game).expect("a seat to act");
    let view = Playable::view(&game, seat);
    let mut other = game.clone();
    other.deck.reverse();
    assert_eq!(Playable::view(&other, seat), view);
    for level in Level::ALL {
        let budget = Budget::iterations(8);
        let a = choose::<Game>(&view, seat, level, 11, budget).expect("a move");
        let b =
            choose::<Game>(&Playable::view(&other, seat), seat, level, 11, budget).expect("a move");
        assert_eq!(a, b, "{level}");
    }
    let side = side(seat);
    assert!(choose_move(&game, side.other(), Level::Hard, budget()).is_none());
    assert!(choose_move(&game, side, Level::Medium, budget()).is_some());
}

#[test]
fn every_level_plays_rivalry_to_the_end_from_its_view() {
    for (n, level) in Level::ALL.into_iter().enumerate() {
        let report = duel(
            deal,
            [level, Level::Random],
            2,
            n as u64,
            Budget::iterations(2),
        )
        .expect("games end");
        assert_eq!(report.games, 2, "{level}");
    }
}
