//! A new game from a seed: bags filled and shuffled, pawns handed out, the first starting
//! player drawn, the first duel's tokens drawn.

use rand::seq::SliceRandom;
use rand::RngCore;

use super::super::dice::Dice;
use super::error::SetupError;
use super::numbers::{DARK_TOKENS, LIGHT_TOKENS, SUPER_TOKENS};
use super::pieces::{Mage, Pawns, Token};
use super::state::{Game, Options, Phase};

/// A mage's bag before shuffling: 14 light, 14 dark, 2 super and their golden ones.
pub fn bag_contents(goldens: u8) -> Vec<Token> {
    let mut bag = Vec::new();
    for (token, n) in [
        (Token::Light, LIGHT_TOKENS),
        (Token::Dark, DARK_TOKENS),
        (Token::Super, SUPER_TOKENS),
        (Token::Golden, goldens),
    ] {
        bag.extend(std::iter::repeat_n(token, n as usize));
    }
    bag
}

/// Refuses the variants whose cards are not in the rulebook.
pub fn check_options(options: Options) -> Result<(), SetupError> {
    if options.mage_cards {
        return Err(SetupError::MageCards);
    }
    if options.duel_cards {
        return Err(SetupError::DuelCards);
    }
    Ok(())
}

/// A new game (or Grand Mage match) from `seed`, waiting for the first placement.
pub fn new_game(options: Options, seed: u64) -> Result<Game, SetupError> {
    check_options(options)?;
    let mut game = Game {
        options,
        duel: 1,
        starting: Mage::White,
        bags: [Vec::new(), Vec::new()],
        pawns: [Pawns::START; 2],
        track: [0; 2],
        arena: None,
        duels: Vec::new(),
        phase: Phase::Over,
        goldens: [0; 2],
        games: Vec::new(),
        outcome: None,
        dice: Dice::new(seed),
    };
    game.start_game();
    game.begin_duel(&mut Vec::new());
    Ok(game)
}

impl Game {
    /// Sets up the next game of the table: full shuffled bags (with the goldens won),
    /// every pawn back, the track at 0, the first starting player drawn.
    pub(crate) fn start_game(&mut self) {
        for mage in Mage::BOTH {
            let mut bag = bag_contents(self.goldens[mage.index()]);
            bag.shuffle(&mut self.dice);
            self.bags[mage.index()] = bag;
        }
        self.pawns = [Pawns::START; 2];
        self.track = [0; 2];
        self.arena = None;
        self.duels.clear();
        self.duel = 1;
        self.starting = if self.dice.next_u64() & 1 == 0 {
            Mage::White
        } else {
            Mage::Black
        };
    }
}
