//! The legal-move listing against a plain reference: every placement in every order of its
//! spells played out in full, the orders that end the same told apart only by their
//! states. The engine's listing takes shortcuts for speed (`spell_orders.rs`); it must list
//! exactly what this reference does, move for move and in the same order.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use manawell::engines::dice::Dice;
use manawell::engines::rivality::{new_game, Edge, Facing, Game, Move, Options, SpellOrder};
use rand::Rng;

/// Every order of `edges`, in the engine's order: by the position of the first edge, then
/// of the next.
fn every_order(edges: &[Edge]) -> Vec<SpellOrder> {
    if edges.len() <= 1 {
        return SpellOrder::new(edges).into_iter().collect();
    }
    let mut out = Vec::new();
    for (i, first) in edges.iter().enumerate() {
        let mut rest = edges.to_vec();
        rest.remove(i);
        for tail in every_order(&rest) {
            let mut order = vec![*first];
            order.extend_from_slice(tail.edges());
            out.extend(SpellOrder::new(&order));
        }
    }
    out
}

/// The legal moves as the engine promises them: each placement once without an order,
/// unless orders lead to different states; then once for each different state, with the
/// first order that leads there.
fn reference_moves(game: &Game) -> Vec<Move> {
    let mut out = Vec::new();
    if game.is_over() {
        return out;
    }
    if let Some(pending) = &game.pending {
        out.extend(pending.sides.iter().map(|&side| Move::Remove { side }));
        return out;
    }
    let mut spots = Vec::new();
    game.field.open_spots(&mut spots);
    let hand = game.hand(game.turn);
    for (i, &tile) in hand.iter().enumerate() {
        if hand[..i].contains(&tile) {
            continue;
        }
        let edges: Vec<Edge> = tile.spec().spell_edges().collect();
        for &cell in &spots {
            for facing in Facing::ALL {
                let place = |order| Move::Place {
                    tile,
                    cell,
                    facing,
                    order,
                };
                if edges.len() < 2 {
                    out.push(place(None));
                    continue;
                }
                let mut classes: Vec<(SpellOrder, Game)> = Vec::new();
                for order in every_order(&edges) {
                    let (state, _) = game
                        .apply(place(Some(order)))
                        .expect("every order of a legal placement applies");
                    if !classes.iter().any(|(_, seen)| *seen == state) {
                        classes.push((order, state));
                    }
                }
                if classes.len() > 1 {
                    out.extend(classes.iter().map(|(order, _)| place(Some(*order))));
                } else {
                    out.push(place(None));
                }
            }
        }
    }
    if game.mulligan_allowed().is_ok() {
        out.push(Move::Mulligan);
    }
    out
}

/// Plays `games` random games of each table and checks every listing along the way against
/// the reference; returns a hash of every listing and the number of moves listed.
fn compare_listings(games: u64, check: bool) -> (u64, usize) {
    let mut hasher = DefaultHasher::new();
    let mut listed = 0;
    for players in 2..=4 {
        for expert in [false, true] {
            let options = Options { players, expert };
            listed += compare_games(options, 0..games, check, &mut hasher);
        }
    }
    (hasher.finish(), listed)
}

/// [`compare_listings`] for the games of `seeds` at one table: how many moves were listed.
fn compare_games(
    options: Options,
    seeds: std::ops::Range<u64>,
    check: bool,
    hasher: &mut DefaultHasher,
) -> usize {
    let mut listed = 0;
    let mut moves = Vec::new();
    let mut events = Vec::new();
    for seed in seeds {
        let mut game = new_game(options, seed).unwrap();
        let mut rng = Dice::new(seed ^ 11);
        while !game.is_over() {
            game.legal_moves(&mut moves);
            if check {
                assert_eq!(
                    moves,
                    reference_moves(&game),
                    "{options:?}, seed {seed}: the listing differs from the reference"
                );
            }
            moves.hash(hasher);
            listed += moves.len();
            let mv = moves[rng.random_range(0..moves.len())];
            events.clear();
            game.apply_in_place(mv, &mut events).unwrap();
        }
    }
    listed
}

#[test]
fn the_listing_is_the_reference_listing_over_a_few_games() {
    compare_listings(3, true);
}

/// With golems to spare, orders that pause at a removal choice at different points end
/// differently outside the Expert rules; in Expert a choice that changes nothing is settled
/// without asking, and this game reaches a placement whose orders then all end alike.
#[test]
fn in_expert_orders_that_would_pause_at_a_choice_changing_nothing_end_alike() {
    let options = Options {
        players: 3,
        expert: true,
    };
    compare_games(options, 13..14, true, &mut DefaultHasher::new());
}

/// Run by hand in release when the listing is made faster (`cargo test --release --test
/// rivality -- --ignored listing --nocapture`): the reference over many games, and a hash
/// of every listing to compare with the code before the change.
#[test]
#[ignore]
fn the_listing_is_the_reference_listing_over_many_games() {
    let games = std::env::var("LISTING_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(400);
    let check = std::env::var("LISTING_HASH_ONLY").is_err();
    let (hash, listed) = compare_listings(games, check);
    println!("{games} games per table: {listed} moves listed, hash {hash:016x}");
}
