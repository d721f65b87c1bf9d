//! Random play: every move listed, each as likely, and the same whether kept up to date or
//! looked at afresh.

use super::*;
use crate::engines::dice::Dice;
use crate::engines::rivality::{new_game, Options};

/// Every random move is one the listing holds, for every move of many games of every
/// table; and a position with no legal move has no random one.
#[test]
fn a_random_move_is_always_a_listed_move() {
    let (mut listed, mut buffer, mut events) = (Vec::new(), Vec::new(), Vec::new());
    let mut moves = 0;
    for players in 2..=4 {
        for expert in [false, true] {
            for seed in 0..40 {
                let mut game = new_game(Options { players, expert }, seed).unwrap();
                let mut rng = Dice::new(seed);
                while !game.is_over() {
                    game.legal_moves(&mut listed);
                    let mv = game.random_move(&mut rng, &mut buffer).unwrap();
                    assert!(
                        listed.contains(&mv),
                        "{players}p expert {expert} seed {seed}: {mv:?} is not listed"
                    );
                    events.clear();
                    game.apply_in_place(mv, &mut events).unwrap();
                    moves += 1;
                }
                assert_eq!(game.random_move(&mut rng, &mut buffer), None);
            }
        }
    }
    assert!(moves > 5000, "{moves} moves compared");
}

/// With every draw put back, a random move is the listing's move at the index the dice
/// draw next, dice drawn as the listing's pick would: what a random move falls back on.
#[test]
fn with_no_draw_left_a_random_move_is_picked_from_the_listing() {
    let (mut listed, mut buffer, mut events) = (Vec::new(), Vec::new(), Vec::new());
    let mut moves = 0;
    for players in 2..=4 {
        for seed in 0..10 {
            let mut game = new_game(
                Options {
                    players,
                    expert: true,
                },
                seed,
            )
            .unwrap();
            let mut rng = Dice::new(seed);
            while !game.is_over() {
                let mut twin = rng;
                game.legal_moves(&mut listed);
                let expected = listed[twin.random_range(0..listed.len())];
                let mut scratch = RandomScratch::default();
                let mv = game.random_move_with(&mut rng, &mut buffer, &mut scratch, 0);
                assert_eq!(mv, Some(expected), "{players}p seed {seed}");
                assert_eq!(rng, twin, "the dice drew as the listing's pick");
                events.clear();
                game.apply_in_place(expected, &mut events).unwrap();
                moves += 1;
            }
        }
    }
    assert!(moves > 500, "{moves} moves compared");
}

/// Positions of random games where some placement is listed with several spell
/// orders and others without (so that a random move puts draws back): each listed move
/// is drawn about as often as every other, by Pearson's test over 60 draws per move on
/// average (a bias of a sixth on a tenth of the moves is far past the bound).
#[test]
fn each_listed_move_is_drawn_as_often_as_any_other() {
    let (mut listed, mut buffer, mut events) = (Vec::new(), Vec::new(), Vec::new());
    let mut positions = 0;
    for (players, expert) in [(3, true), (2, true), (4, true), (3, false)] {
        let mut found = 0;
        for seed in 0..200u64 {
            if found == 2 {
                break;
            }
            let mut game = new_game(Options { players, expert }, seed).unwrap();
            let mut rng = Dice::new(seed);
            while !game.is_over() {
                game.legal_moves(&mut listed);
                let ordered = listed
                    .iter()
                    .filter(|m| matches!(m, Move::Place { order: Some(_), .. }))
                    .count();
                if ordered > 1 && ordered < listed.len() / 2 && game.pending.is_none() {
                    let mut drawn = vec![0u32; listed.len()];
                    let mut dice = Dice::new(seed ^ 0x5eed);
                    let draws = 60 * listed.len();
                    for _ in 0..draws {
                        let mv = game.random_move(&mut dice, &mut buffer).unwrap();
                        let at = listed.iter().position(|m| *m == mv).unwrap();
                        drawn[at] += 1;
                    }
                    let expected = 60.0;
                    let chi2: f64 = drawn
                        .iter()
                        .map(|&n| (f64::from(n) - expected).powi(2) / expected)
                        .sum();
                    // Degrees of freedom n - 1: mean n - 1, deviation sqrt(2(n - 1)).
                    let df = (listed.len() - 1) as f64;
                    assert!(
                        chi2 < df + 6.0 * (2.0 * df).sqrt(),
                        "{players}p expert {expert} seed {seed}: chi² {chi2:.0} over {df} \
                         degrees of freedom, {ordered} of {} moves with an order",
                        listed.len()
                    );
                    found += 1;
                    positions += 1;
                    break;
                }
                let mv = game.random_move(&mut rng, &mut buffer).unwrap();
                events.clear();
                game.apply_in_place(mv, &mut events).unwrap();
            }
        }
    }
    assert_eq!(positions, 8, "positions with orders to tell apart");
}

/// Random play that keeps its buffers and held cells from move to move plays the same
/// moves as one that looks at each position afresh, in games of every table.
#[test]
fn random_play_kept_up_to_date_plays_as_each_position_looked_at_afresh() {
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    let mut moves = 0;
    for players in 2..=4 {
        for expert in [false, true] {
            for seed in 0..20 {
                let options = Options { players, expert };
                let mut kept = new_game(options, seed).unwrap();
                let played = play_random(
                    &mut kept,
                    &mut Dice::new(seed),
                    500,
                    &mut buffer,
                    &mut events,
                );
                let mut afresh = new_game(options, seed).unwrap();
                let mut rng = Dice::new(seed);
                for (k, mv) in played.iter().enumerate() {
                    let fresh = afresh.random_move(&mut rng, &mut buffer);
                    assert_eq!(
                        fresh,
                        Some(*mv),
                        "{players}p expert {expert} seed {seed} move {k}"
                    );
                    events.clear();
                    afresh.apply_in_place(*mv, &mut events).unwrap();
                    moves += 1;
                }
                assert_eq!(afresh, kept);
            }
        }
    }
    assert!(moves > 2000, "{moves} moves compared");
}
