//! The generic levels on two toy games: Nim (no hidden information, no evaluation: the
//! search must find the wins itself) and a hidden coin (the choice may depend on the view
//! alone).

use super::*;
use crate::ai::{AiError, Budget, Level};

/// Take one, two or three from a pile; who takes the last one wins. The evaluation knows
/// nothing (always even), so only the search can play it well.
#[derive(Clone, Debug)]
struct Nim {
    pile: u32,
    to_act: u8,
    winner: Option<u8>,
}

impl Nim {
    fn new(deal: u64) -> Nim {
        Nim {
            pile: 15 + (deal % 10) as u32,
            to_act: 0,
            winner: None,
        }
    }
}

impl Playable for Nim {
    type Move = u32;
    type View = Nim;

    fn to_act(&self) -> Option<u8> {
        self.winner.is_none().then_some(self.to_act)
    }
    fn legal_moves(&self, out: &mut Vec<u32>) {
        out.clear();
        if self.winner.is_none() {
            out.extend((1..=3).filter(|&n| n <= self.pile));
        }
    }
    fn play(&mut self, mv: &u32) -> Result<(), String> {
        if self.winner.is_some() || !(1..=3).contains(mv) || *mv > self.pile {
            return Err(format!("cannot take {mv}"));
        }
        self.pile -= mv;
        if self.pile == 0 {
            self.winner = Some(self.to_act);
        }
        self.to_act = 1 - self.to_act;
        Ok(())
    }
    fn result(&self, seat: u8) -> Option<f32> {
        self.winner.map(|w| if w == seat { 1.0 } else { 0.0 })
    }
    fn evaluate(&self, _seat: u8) -> f32 {
        0.5
    }
    fn view(&self, _seat: u8) -> Nim {
        self.clone()
    }
    fn determinize(view: &Nim, _dice: &mut Dice) -> Option<Nim> {
        Some(view.clone())
    }
}

#[test]
fn hard_beats_random_at_nim_with_the_seats_swapped() {
    let report = duel(
        Nim::new,
        [Level::Hard, Level::Random],
        100,
        0,
        Budget::iterations(300),
    )
    .expect("games end");
    assert_eq!(report.games, 100);
    assert!(report.rate() >= 0.9, "{report:?}");
}

#[test]
fn hard_beats_medium_at_nim_where_the_evaluation_knows_nothing() {
    let report = duel(
        Nim::new,
        [Level::Hard, Level::Medium],
        60,
        7,
        Budget::iterations(300),
    )
    .expect("games end");
    assert!(report.rate() >= 0.7, "{report:?}");
}

#[test]
fn every_level_takes_the_last_stones_when_it_can() {
    let game = Nim {
        pile: 3,
        to_act: 1,
        winner: None,
    };
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        for seed in 0..20 {
            let mv = choose::<Nim>(&game, 1, level, seed, Budget::iterations(50)).unwrap();
            // Easy plays a whim now and then; the others never miss a win.
            if level != Level::Easy {
                assert_eq!(mv, 3, "{level}");
            }
        }
    }
}

#[test]
fn a_seat_not_to_act_or_a_game_over_gets_no_move() {
    let game = Nim::new(0);
    assert_eq!(
        choose::<Nim>(&game, 1, Level::Hard, 0, Budget::default()),
        Err(AiError::NotToAct)
    );
    let over = Nim {
        pile: 0,
        to_act: 0,
        winner: Some(1),
    };
    assert_eq!(
        choose::<Nim>(&over, 0, Level::Medium, 0, Budget::default()),
        Err(AiError::GameOver)
    );
}

/// Seat 0 guesses a coin it cannot see; seat 1 only watches.
#[derive(Clone, Debug)]
struct Coin {
    heads: bool,
    guess: Option<bool>,
}

/// What seat 0 sees: that a coin lies there, not its face.
struct Unseen;

impl Playable for Coin {
    type Move = bool;
    type View = Unseen;

    fn to_act(&self) -> Option<u8> {
        self.guess.is_none().then_some(0)
    }
    fn legal_moves(&self, out: &mut Vec<bool>) {
        out.clear();
        if self.guess.is_none() {
            out.extend([true, false]);
        }
    }
    fn play(&mut self, mv: &bool) -> Result<(), String> {
        self.guess = Some(*mv);
        Ok(())
    }
    fn result(&self, seat: u8) -> Option<f32> {
        let right = self.guess? == self.heads;
        Some(if right == (seat == 0) { 1.0 } else { 0.0 })
    }
    fn evaluate(&self, _seat: u8) -> f32 {
        0.5
    }
    fn view(&self, _seat: u8) -> Unseen {
        Unseen
    }
    fn determinize(_view: &Unseen, dice: &mut Dice) -> Option<Coin> {
        use rand::Rng;
        Some(Coin {
            heads: dice.random(),
            guess: None,
        })
    }
}

#[test]
fn the_choice_depends_on_the_view_alone_never_on_the_hidden_coin() {
    for level in Level::ALL {
        let mut guesses = std::collections::HashSet::new();
        for seed in 0..40 {
            let mv = choose::<Coin>(&Unseen, 0, level, seed, Budget::iterations(40)).unwrap();
            guesses.insert(mv);
        }
        // It cannot know the face, so over many seeds it guesses both ways.
        assert_eq!(guesses.len(), 2, "{level}");
    }
}
