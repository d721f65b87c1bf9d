//! Each term of the evaluation prefers the side it must, the rollout's guess takes the
//! stones to the top, and the levels play Aetherium to the end, the same move for the same
//! seed.

use super::evaluate::{aether_moons, evaluate, majority};
use super::rollout::{gain, pick};
use crate::ai::any::{choose, duel, Playable};
use crate::ai::{Budget, Level};
use crate::engines::aetherium::{
    new_game, Action, Element, Game, Move, Options, Pawn, TokenPlay, TokenUse, When,
};
use crate::engines::dice::Dice;

fn deal(seed: u64) -> Game {
    new_game(Options::default(), seed).expect("a standard game")
}

/// A fresh game with seat 0 to act, no tokens anywhere on the mat or in hand.
fn bare() -> Game {
    let mut game = new_game(Options { first: Some(0) }, 7).expect("a standard game");
    game.pouch
        .extend(game.marks.iter_mut().filter_map(Option::take));
    game
}

fn set(game: &mut Game, element: Element, heights: [u8; 4]) {
    for (c, h) in heights.into_iter().enumerate() {
        game.stones[c][element.index()] = h;
    }
}

#[test]
fn the_aether_token_counts_for_the_side_it_leans_to() {
    let mut game = bare();
    game.aether = 2;
    assert_eq!(aether_moons(&game, 0), 2.0);
    assert_eq!(aether_moons(&game, 1), -2.0);
    assert!(evaluate(&game, 0) > 0.5 && evaluate(&game, 1) < 0.5);
}

#[test]
fn the_pawn_majority_counts_from_the_space_nearest_the_track() {
    let mut game = bare();
    // Seat 1 has more pawns on twin rise, but seat 0 leads on fall, which is compared first.
    game.spaces[0][0] = vec![Pawn::Fire];
    game.spaces[1][1] = vec![Pawn::Water, Pawn::Earth];
    assert!(majority(&game, 0) > 0.0);
    assert!(majority(&game, 1) < 0.0);
}

#[test]
fn an_even_majority_goes_to_the_player_who_plays_last_in_the_round() {
    let mut game = bare();
    game.starter = 0;
    assert!(
        majority(&game, 1) > 0.0,
        "seat 1 plays the round's last turn"
    );
    assert!(majority(&game, 0) < 0.0);
}

fn surge(column: u8) -> Move {
    surge_with(column, None)
}

fn surge_with(column: u8, token: Option<TokenPlay>) -> Move {
    Move::Turn {
        pawn: Pawn::Fire,
        element: Element::Fire,
        action: Action::Surge { column },
        token,
    }
}

#[test]
fn the_rollout_counts_stones_reaching_the_top_and_aether_tokens() {
    let mut game = bare();
    set(&mut game, Element::Fire, [2, 1, 0, 0]);
    assert_eq!(gain(&game, &surge(0)), 1.0);
    assert_eq!(gain(&game, &surge(1)), 0.0);
    let with_aether = surge_with(
        1,
        Some(TokenPlay {
            when: When::After,
            effect: TokenUse::Aether,
        }),
    );
    assert_eq!(gain(&game, &with_aether), 1.0);
    let wasted = surge_with(
        1,
        Some(TokenPlay {
            when: When::After,
            effect: TokenUse::Fall {
                element: Element::Water,
                column: 0,
            },
        }),
    );
    assert!(gain(&game, &wasted) < 0.0);
}

#[test]
fn the_rollout_mostly_plays_the_turn_that_reaches_the_top() {
    let mut game = bare();
    set(&mut game, Element::Fire, [2, 1, 0, 0]);
    let moves = [surge(1), surge(0), surge(2), surge(3)];
    let hits = (0..200)
        .filter(|s| pick(&game, &moves, &mut Dice::new(*s)) == 1)
        .count();
    assert!(hits > 120, "{hits} of 200");
}

#[test]
fn the_same_view_and_seed_give_the_same_move_at_every_level() {
    let mut game = deal(3);
    let mut moves = Vec::new();
    for _ in 0..7 {
        game.legal_moves(&mut moves);
        let mv = moves[moves.len() / 2];
        Playable::play(&mut game, &mv).expect("a listed move");
    }
    let seat = game.turn;
    let view = Playable::view(&game, seat);
    for level in Level::ALL {
        let budget = Budget::iterations(60);
        let a = choose::<Game>(&view, seat, level, 11, budget).expect("a move");
        let b = choose::<Game>(&view, seat, level, 11, budget).expect("a move");
        assert_eq!(a, b, "{level}");
    }
}

#[test]
fn every_level_plays_aetherium_to_the_end_from_its_view() {
    for (n, level) in Level::ALL.into_iter().enumerate() {
        let report = duel(
            deal,
            [level, Level::Random],
            2,
            n as u64,
            Budget::iterations(8),
        )
        .expect("games end");
        assert_eq!(report.games, 2, "{level}");
    }
}
