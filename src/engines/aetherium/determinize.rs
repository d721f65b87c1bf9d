//! A whole game consistent with what a seat sees: the pouch's order (the only secret)
//! drawn at random, for an AI that must not read what the seat could not see.

use rand::seq::SliceRandom;
use rand::Rng;

use super::super::dice::Dice;
use super::state::Game;
use super::view::SeatView;

impl SeatView {
    /// A game whose view is this one: the pouch shuffled with `rng`, fresh dice.
    pub fn determinize(&self, rng: &mut impl Rng) -> Game {
        let mut pouch = self.pouch.clone();
        pouch.shuffle(rng);
        Game {
            options: self.options,
            round: self.round,
            turn: self.turn,
            starter: self.starter,
            last: self.last,
            stones: self.stones,
            marks: self.marks,
            hands: self.hands.clone(),
            pouch,
            used: self.used.clone(),
            blocked: self.blocked,
            spaces: self.spaces.clone(),
            passed: self.passed.clone(),
            aether: self.aether,
            outcome: self.outcome,
            dice: Dice::new(rng.next_u64()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::random::play_random;
    use super::super::{new_game, Options};
    use crate::engines::dice::Dice;

    #[test]
    fn a_sample_is_always_consistent_with_the_view() {
        let mut rng = Dice::new(3);
        for seed in 0..20 {
            let mut game = new_game(Options::default(), seed).unwrap();
            let (mut buffer, mut events) = (Vec::new(), Vec::new());
            while !game.is_over() {
                let view = game.view(Some(game.turn));
                for _ in 0..3 {
                    let sample = view.determinize(&mut rng);
                    assert_eq!(sample.view(view.viewer), view);
                    assert_eq!(sample.validate(), Ok(()));
                }
                play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
            }
        }
    }

    #[test]
    fn samples_differ_in_the_pouch_order_only() {
        let game = new_game(Options::default(), 4).unwrap();
        let view = game.view(Some(0));
        let mut rng = Dice::new(9);
        let orders: Vec<_> = (0..8).map(|_| view.determinize(&mut rng).pouch).collect();
        assert!(
            orders.iter().any(|o| *o != orders[0]),
            "the pouch is shuffled"
        );
    }
}
