//! The one-ply levels (Random, Easy, Medium); Medium is also the search's rollout policy.

use rand::Rng;

use crate::engines::rivality::{Game, Move, Side};

use super::evaluate::{positional, quick};

/// How often Easy plays a random move instead of its greedy pick: a beatable opponent.
const EASY_NOISE: f64 = 0.25;

/// A uniformly random move of `moves` (which must not be empty).
pub fn random_move(moves: &[Move], rng: &mut impl Rng) -> Move {
    moves[rng.random_range(0..moves.len())]
}

/// The move of `moves` whose result `eval` likes best for `side`; ties broken at random so
/// that the AI does not always prefer the first spot in the list.
pub fn best_by(
    game: &Game,
    moves: &[Move],
    side: Side,
    eval: fn(&Game, Side) -> f32,
    rng: &mut impl Rng,
) -> Move {
    let mut best = moves[0];
    let mut best_value = f32::MIN;
    let mut ties = 0u32;
    let mut next = game.clone();
    let mut events = Vec::new();
    for &mv in moves {
        copy_game(&mut next, game);
        events.clear();
        if next.apply_in_place(mv, &mut events).is_err() {
            continue;
        }
        let value = eval(&next, side);
        if value > best_value + 1e-4 {
            best = mv;
            best_value = value;
            ties = 1;
        } else if (value - best_value).abs() <= 1e-4 {
            // Reservoir sampling among equals keeps the choice uniform and one-pass.
            ties += 1;
            if rng.random_range(0..ties) == 0 {
                best = mv;
            }
        }
    }
    best
}

/// Easy: the most points right now, with a random move a quarter of the time.
pub fn easy(game: &Game, moves: &[Move], side: Side, rng: &mut impl Rng) -> Move {
    if rng.random_bool(EASY_NOISE) {
        return random_move(moves, rng);
    }
    best_by(game, moves, side, quick, rng)
}

/// Medium: a mulligan whenever the rules allow one (no tile in hand reaches the Well, so a
/// first tile would be nearly wasted), else the best positional move.
pub fn medium(game: &Game, moves: &[Move], side: Side, rng: &mut impl Rng) -> Move {
    if moves.contains(&Move::Mulligan) {
        return Move::Mulligan;
    }
    best_by(game, moves, side, positional, rng)
}

/// `*dst = src.clone()`, reusing `dst`'s allocations: the one-ply levels and the rollouts
/// copy a game for every move they weigh, and this is most of their cost. The exhaustive
/// pattern makes a new field of `Game` a compile error here rather than a silent miss.
pub fn copy_game(dst: &mut Game, src: &Game) {
    let Game {
        options,
        field,
        supplies,
        wizards,
        hands,
        stacks,
        turn,
        tiles_played,
        mulligans,
        pending,
        outcome,
        dice,
    } = src;
    dst.options = *options;
    dst.field.tiles.clone_from(&field.tiles);
    dst.supplies = *supplies;
    dst.wizards = *wizards;
    dst.hands.clone_from(hands);
    dst.stacks.clone_from(stacks);
    dst.turn = *turn;
    dst.tiles_played.clone_from(tiles_played);
    dst.mulligans.clone_from(mulligans);
    dst.pending.clone_from(pending);
    dst.outcome.clone_from(outcome);
    dst.dice = *dice;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivality::{new_game, Options};

    #[test]
    fn copy_game_makes_an_equal_game() {
        let a = new_game(
            Options {
                players: 3,
                expert: true,
            },
            1,
        )
        .unwrap();
        let mut b = new_game(
            Options {
                players: 2,
                expert: false,
            },
            2,
        )
        .unwrap();
        copy_game(&mut b, &a);
        assert_eq!(a, b);
    }
}
