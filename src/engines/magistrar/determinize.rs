//! A whole game consistent with what a seat sees: for an AI that samples the hidden part
//! (the order of the bags) and plays on.

use rand::seq::SliceRandom;
use rand::Rng;

use super::super::dice::Dice;
use super::pieces::Token;
use super::state::Game;
use super::view::SeatView;

/// A game that looks exactly like `view` to its viewer: each bag holds the tokens the view
/// counts, in an order drawn from `rng`, and the random source is fresh.
pub fn determinize(view: &SeatView, rng: &mut impl Rng) -> Game {
    let bags = view.bags.map(|counts| {
        let mut bag: Vec<Token> = Token::ALL
            .iter()
            .flat_map(|t| std::iter::repeat_n(*t, counts[t.index()] as usize))
            .collect();
        bag.shuffle(rng);
        bag
    });
    Game {
        options: view.options,
        duel: view.duel,
        starting: view.starting,
        bags,
        pawns: view.pawns,
        track: view.track,
        arena: view.arena,
        duels: view.duels.clone(),
        phase: view.phase,
        goldens: view.goldens,
        games: view.games.clone(),
        outcome: view.outcome,
        dice: Dice::new(rng.random()),
    }
}
