//! A whole game consistent with what a seat sees: the order of the deck (the only secret
//! once both set-ups are in) drawn at random from the cards not yet seen, and fresh dice,
//! for an AI that must not read what the seat could not see.

use rand::seq::SliceRandom;
use rand::Rng;

use super::super::dice::Dice;
use super::cards::full_deck;
use super::numbers::SITES;
use super::state::Game;
use super::view::SeatView;

impl SeatView {
    /// A game whose view is this one: the cards not among the discards, shuffled with
    /// `rng`, make the deck; the dice are seeded from `rng`. A view that no game has (a
    /// discard pile with a card too many) still gives a game, which `Game::validate`
    /// then refuses.
    pub fn determinize(&self, rng: &mut impl Rng) -> Game {
        let mut deck = full_deck();
        for card in &self.discards {
            if let Some(i) = deck.iter().position(|c| c == card) {
                deck.swap_remove(i);
            }
        }
        deck.shuffle(rng);
        let mut owner = [None; SITES];
        for (slot, held) in owner.iter_mut().zip(&self.owner) {
            *slot = *held;
        }
        Game {
            round: self.round,
            turn: self.turn,
            phase: self.phase,
            units: self.units.clone(),
            moved: self.moved.clone(),
            owner,
            capital: self.capital,
            interim: self.interim,
            lost_turns: self.lost_turns,
            sabotage: self.sabotage,
            sabotaged: self.sabotaged,
            recruited: self.recruited.clone(),
            assaulted: self.assaulted.clone(),
            offers: self.offers.clone(),
            forbidden: self.forbidden.clone(),
            roll: self.roll,
            deck,
            discards: self.discards.clone(),
            outcome: self.outcome,
            dice: Dice::new(rng.next_u64()),
            dictated: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::random::play_random;
    use super::super::{start, suggested_setup, Side};
    use crate::engines::dice::Dice;

    fn new_game(seed: u64) -> super::Game {
        let (r, k) = (
            suggested_setup(Side::Republic),
            suggested_setup(Side::Kingdom),
        );
        start(&r, &k, seed)
            .expect("the suggested set-ups are sound")
            .0
    }

    #[test]
    fn a_sample_is_always_consistent_with_the_view() {
        let mut rng = Dice::new(3);
        for seed in 0..6 {
            let mut game = new_game(seed);
            let (mut buffer, mut events) = (Vec::new(), Vec::new());
            let mut plies = 0;
            while !game.is_over() && plies < 600 {
                for viewer in [Some(game.turn), Some(game.turn.other()), None] {
                    let view = game.view(viewer);
                    let sample = view.determinize(&mut rng);
                    assert_eq!(sample.view(viewer), view);
                    assert_eq!(sample.validate(), Ok(()));
                }
                play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
                plies += 1;
            }
        }
    }

    #[test]
    fn samples_differ_in_the_deck_order_and_the_dice_only() {
        let game = new_game(4);
        let view = game.view(Some(Side::Republic));
        let mut rng = Dice::new(9);
        let samples: Vec<_> = (0..8).map(|_| view.determinize(&mut rng)).collect();
        assert!(
            samples.iter().any(|s| s.deck != samples[0].deck),
            "the deck is shuffled"
        );
        for s in &samples {
            let mut deck = s.deck.clone();
            let mut real = game.deck.clone();
            deck.sort_by_key(|c| c.name());
            real.sort_by_key(|c| c.name());
            assert_eq!(deck, real, "the same cards, in another order");
        }
    }

    #[test]
    fn a_view_with_a_card_too_many_among_the_discards_gives_a_refused_game() {
        let game = new_game(5);
        let mut view = game.view(None);
        view.discards = vec![super::super::Card::Revolt; 4];
        assert!(view.determinize(&mut Dice::new(1)).validate().is_err());
    }
}
