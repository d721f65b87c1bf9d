//! A new game from a seed: the pouch shuffled, eight tokens on the marked spaces, the
//! stones at the bottom, the initiative relic flipped.

use rand::seq::SliceRandom;
use rand::Rng;

use super::super::dice::Dice;
use super::error::SetupError;
use super::mat::{Token, COLUMNS, MARKED, MAT};
use super::state::{Game, Options, SEATS};

/// Every token of the pouch, in [`Token::KINDS`] order.
pub fn all_tokens() -> Vec<Token> {
    Token::KINDS
        .into_iter()
        .zip(MAT.pouch)
        .flat_map(|(t, n)| std::iter::repeat_n(t, n as usize))
        .collect()
}

impl Game {
    /// The mat before anything is dealt: stones at the bottom, every token in the pouch
    /// (unshuffled), round 1, seat 0 to start.
    pub fn blank(options: Options, dice: Dice) -> Game {
        Game {
            options,
            round: 1,
            turn: 0,
            starter: 0,
            last: None,
            stones: [[0; 4]; COLUMNS],
            marks: [None; MARKED],
            hands: std::array::from_fn(|_| Vec::new()),
            pouch: all_tokens(),
            used: Vec::new(),
            blocked: [false; 5],
            spaces: std::array::from_fn(|_| std::array::from_fn(|_| Vec::new())),
            passed: std::array::from_fn(|_| Vec::new()),
            aether: 0,
            outcome: None,
            dice,
        }
    }
}

/// A new game: the same seed gives the same pouch and the same first player.
pub fn new_game(options: Options, seed: u64) -> Result<Game, SetupError> {
    if let Some(seat) = options.first {
        if seat as usize >= SEATS {
            return Err(SetupError::NoSuchSeat(seat));
        }
    }
    let mut dice = Dice::new(seed);
    let mut game = Game::blank(options, dice);
    game.pouch.shuffle(&mut dice);
    let first = options.first.unwrap_or_else(|| dice.random_range(0..2));
    game.dice = dice;
    game.refill(&mut Vec::new());
    game.starter = first;
    game.turn = first;
    Ok(game)
}
