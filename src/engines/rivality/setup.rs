//! Setting up a table from a seed: stacks, hands, golems.

use rand::seq::SliceRandom;
use rand::Rng;

use super::super::dice::Dice;
use super::battlefield::PlacedTile;
use super::error::SetupError;
use super::geometry::{Cell, Facing};
use super::sides::{side_count, side_of, Side};
use super::state::{Game, Options};
use super::tiles::TileId;

/// Tiles in hand at the start of the game and after each turn.
pub const HAND_SIZE: usize = 2;

/// Golems per side: 30 with 2 players or teams, 20 each with 3 players.
pub fn starting_golems(players: u8) -> u8 {
    if players == 3 {
        20
    } else {
        30
    }
}

/// Shuffles a stack until its bottom tile (the first) is not a fortress, so that nobody
/// has to play a fortress as their last tile.
pub fn shuffle_stack(stack: &mut [TileId], rng: &mut impl Rng) {
    if stack.iter().all(|t| t.is_fortress()) {
        stack.shuffle(rng);
        return;
    }
    loop {
        stack.shuffle(rng);
        if !stack[0].is_fortress() {
            return;
        }
    }
}

/// The stacks, one per side, as the set-up for this number of players deals them.
fn deal_stacks(players: u8, rng: &mut Dice) -> Vec<Vec<TileId>> {
    let mut stacks: Vec<Vec<TileId>> = if players == 3 {
        let (mut fortresses, mut others): (Vec<TileId>, Vec<TileId>) =
            TileId::terrain().partition(|t| t.is_fortress());
        fortresses.shuffle(rng);
        others.shuffle(rng);
        (0..3)
            .map(|p| {
                let mut stack = fortresses[p * 2..p * 2 + 2].to_vec();
                stack.extend_from_slice(&others[p * 6..p * 6 + 6]);
                stack
            })
            .collect()
    } else {
        vec![TileId::deck_a().collect(), TileId::deck_b().collect()]
    };
    for stack in &mut stacks {
        shuffle_stack(stack, rng);
    }
    stacks
}

/// A new game: the Well of Mana in the centre, stacks dealt, two tiles in every hand.
/// Seat 0 plays first; the table decides who sits where.
pub fn new_game(options: Options, seed: u64) -> Result<Game, SetupError> {
    if !(2..=4).contains(&options.players) {
        return Err(SetupError::Players(options.players));
    }
    let players = options.players;
    let mut dice = Dice::new(seed);
    let mut stacks = deal_stacks(players, &mut dice);
    let mut hands = vec![Vec::with_capacity(HAND_SIZE); players as usize];
    for (seat, hand) in hands.iter_mut().enumerate() {
        let stack = &mut stacks[side_of(players, seat as u8).index()];
        for _ in 0..HAND_SIZE {
            hand.extend(stack.pop());
        }
    }
    let mut supplies = [0; Side::MAX];
    for supply in supplies.iter_mut().take(side_count(players)) {
        *supply = starting_golems(players);
    }
    let mut game = Game::blank(options, dice);
    game.field
        .tiles
        .push(PlacedTile::new(TileId::WELL, Cell::WELL, Facing::North));
    game.supplies = supplies;
    game.hands = hands;
    game.stacks = stacks;
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(players: u8, seed: u64) -> Game {
        new_game(
            Options {
                players,
                expert: false,
            },
            seed,
        )
        .unwrap()
    }

    #[test]
    fn two_players_get_deck_a_and_deck_b_and_thirty_golems() {
        let g = game(2, 1);
        let a: Vec<TileId> = TileId::deck_a().collect();
        let mut salmon: Vec<TileId> = g.stacks[0].iter().chain(&g.hands[0]).copied().collect();
        salmon.sort();
        assert_eq!(salmon, a);
        assert!(g.stacks[1]
            .iter()
            .chain(&g.hands[1])
            .all(|t| TileId::deck_b().any(|b| b == *t)));
        assert_eq!(g.stacks[0].len(), 10);
        assert_eq!(g.supplies, [30, 30, 0]);
        assert_eq!(g.field.tiles.len(), 1);
        assert_eq!(g.field.tiles[0].tile, TileId::WELL);
    }

    #[test]
    fn three_players_get_two_fortresses_each_eight_tiles_and_twenty_golems() {
        for seed in 0..50 {
            let g = game(3, seed);
            assert_eq!(g.supplies, [20, 20, 20]);
            for seat in 0..3 {
                let tiles: Vec<TileId> = g.stacks[seat]
                    .iter()
                    .chain(&g.hands[seat])
                    .copied()
                    .collect();
                assert_eq!(tiles.len(), 8);
                assert_eq!(tiles.iter().filter(|t| t.is_fortress()).count(), 2);
            }
            let mut all: Vec<TileId> = g.stacks.concat();
            all.extend(g.hands.concat());
            all.sort();
            assert_eq!(all, TileId::terrain().collect::<Vec<_>>());
        }
    }

    #[test]
    fn four_players_share_two_team_stacks_and_keep_their_own_hands() {
        let g = game(4, 3);
        assert_eq!(g.hands.len(), 4);
        assert_eq!(g.stacks.len(), 2);
        assert_eq!(g.stacks[0].len(), 8);
        assert_eq!(g.stacks[1].len(), 8);
        assert_eq!(g.supplies, [30, 30, 0]);
        assert_eq!(g.side_of(2), Side::SALMON);
        assert_eq!(g.side_of(3), Side::PURPLE);
    }

    #[test]
    fn no_stack_ever_has_a_fortress_at_the_bottom() {
        for players in 2..=4 {
            for seed in 0..200 {
                let g = game(players, seed);
                for stack in &g.stacks {
                    assert!(!stack[0].is_fortress(), "players {players} seed {seed}");
                }
            }
        }
    }

    #[test]
    fn the_same_seed_deals_the_same_game() {
        assert_eq!(game(3, 42), game(3, 42));
        assert_ne!(game(3, 42).stacks, game(3, 43).stacks);
    }

    #[test]
    fn only_two_three_or_four_players() {
        for players in [0, 1, 5] {
            let err = new_game(
                Options {
                    players,
                    expert: false,
                },
                0,
            )
            .unwrap_err();
            assert_eq!(err, SetupError::Players(players));
        }
    }
}
