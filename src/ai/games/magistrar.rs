//! Magistrar as the generic search sees it: seat 0 is the white mage, seat 1 the black;
//! the hidden part is the order of the bags, sampled by the engine's `determinize`.

use crate::ai::any::Playable;
use crate::engines::dice::Dice;
use crate::engines::magistrar::determinize::determinize;
use crate::engines::magistrar::scoring::game_result;
use crate::engines::magistrar::{Game, Mage, Move, SeatView};

/// Honoris ahead that the evaluation counts as a fair chance more to win (a logistic
/// scale: 8 Honoris ahead ≈ 73%).
const HONORIS_SCALE: f32 = 8.0;
/// A game won in a Grand Mage match, in Honoris, for the evaluation.
const GAME_WON_HONORIS: f32 = 20.0;

pub fn mage(seat: u8) -> Mage {
    if seat == 0 {
        Mage::White
    } else {
        Mage::Black
    }
}

fn seat(mage: Mage) -> u8 {
    mage.index() as u8
}

impl Playable for Game {
    type Move = Move;
    type View = SeatView;

    fn to_act(&self) -> Option<u8> {
        Game::to_act(self).map(seat)
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        Game::legal_moves(self, out);
    }

    fn play(&mut self, mv: &Move) -> Result<(), String> {
        let mut events = Vec::new();
        self.apply_in_place(*mv, &mut events)
            .map_err(|e| e.to_string())
    }

    fn result(&self, seat: u8) -> Option<f32> {
        let outcome = self.outcome.as_ref()?;
        Some(match outcome.winner {
            Some(winner) if winner == mage(seat) => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        })
    }

    /// The Honoris the track and the duel markers are worth now (and, in a Grand Mage
    /// match, the games won), ahead or behind, on a logistic scale.
    fn evaluate(&self, seat: u8) -> f32 {
        let me = mage(seat).index();
        let other = 1 - me;
        let now = game_result(self.track, self.markers());
        let mut ahead = (now.honoris[me] - now.honoris[other]) as f32;
        let won = crate::engines::magistrar::scoring::wins(&self.games);
        ahead += (f32::from(won[me]) - f32::from(won[other])) * GAME_WON_HONORIS;
        1.0 / (1.0 + (-ahead / HONORIS_SCALE).exp())
    }

    fn view(&self, seat: u8) -> SeatView {
        Game::view(self, Some(mage(seat)))
    }

    fn determinize(view: &SeatView, dice: &mut Dice) -> Option<Game> {
        let game = determinize(view, dice);
        game.validate().is_ok().then_some(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::any::{choose, duel};
    use crate::ai::{Budget, Level};
    use crate::engines::magistrar::{new_game, Options};

    fn deal(seed: u64) -> Game {
        new_game(Options::default(), seed).expect("a standard game")
    }

    #[test]
    fn every_level_plays_only_listed_moves_from_a_view_to_the_end() {
        for (n, level) in Level::ALL.into_iter().enumerate() {
            let report = duel(
                deal,
                [level, Level::Random],
                2,
                n as u64,
                Budget::iterations(20),
            )
            .expect("games end");
            assert_eq!(report.games, 2, "{level}");
        }
    }

    #[test]
    fn hard_beats_random_at_magistrar() {
        let report = duel(
            deal,
            [Level::Hard, Level::Random],
            12,
            40,
            Budget::iterations(60),
        )
        .expect("games end");
        assert!(report.rate() >= 0.75, "{report:?}");
    }

    #[test]
    fn a_view_hides_the_bags_order_and_the_choice_depends_on_the_view_only() {
        let game = deal(3);
        let view = Playable::view(&game, 0);
        let mv = choose::<Game>(&view, 0, Level::Medium, 9, Budget::iterations(20)).unwrap();
        // The same view from a game whose bags lie in another order: the same move.
        let mut shuffled = game.clone();
        shuffled.bags[1].reverse();
        shuffled.bags[0].rotate_left(1);
        let again = Playable::view(&shuffled, 0);
        assert_eq!(
            choose::<Game>(&again, 0, Level::Medium, 9, Budget::iterations(20)).unwrap(),
            mv
        );
    }
}
