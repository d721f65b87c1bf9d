//! Aetherium as the generic search sees it: seats 0 and 1 are players 1 and 2; the hidden
//! part is the order of the pouch, sampled by the engine's `determinize`.

use crate::ai::any::Playable;
use crate::engines::aetherium::{Game, Move, SeatView};
use crate::engines::dice::Dice;

/// Moons of the Aether token ahead that the evaluation counts as a fair chance more to win.
const MOON_SCALE: f32 = 1.5;
/// What leading the pawn majority now is worth, in moons: it moves the token one moon at
/// the round's end, if it holds.
const MAJORITY_MOONS: f32 = 0.6;

impl Playable for Game {
    type Move = Move;
    type View = SeatView;

    fn to_act(&self) -> Option<u8> {
        Game::to_act(self)
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
        Some(if outcome.winner == seat { 1.0 } else { 0.0 })
    }

    /// Where the Aether token stands, towards the seat's side or away (the track decides
    /// most games, and the last round's winner is its side), and who leads the pawn
    /// majority that moves it at the round's end.
    fn evaluate(&self, seat: u8) -> f32 {
        let towards_me = if seat == 0 { self.aether } else { -self.aether };
        let mut moons = f32::from(towards_me);
        let me = usize::from(seat.min(1));
        let leader = (0..self.spaces[0].len()).find_map(|i| {
            let (mine, theirs) = (self.spaces[me][i].len(), self.spaces[1 - me][i].len());
            (mine != theirs).then_some(mine > theirs)
        });
        match leader {
            Some(true) => moons += MAJORITY_MOONS,
            Some(false) => moons -= MAJORITY_MOONS,
            None => {}
        }
        1.0 / (1.0 + (-moons / MOON_SCALE).exp())
    }

    fn view(&self, seat: u8) -> SeatView {
        Game::view(self, Some(seat))
    }

    fn determinize(view: &SeatView, dice: &mut Dice) -> Option<Game> {
        let game = view.determinize(dice);
        game.validate().is_ok().then_some(game)
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::any::duel;
    use crate::ai::{Budget, Level};
    use crate::engines::aetherium::{new_game, Game, Options};

    fn deal(seed: u64) -> Game {
        new_game(Options::default(), seed).expect("a standard game")
    }

    #[test]
    fn every_level_plays_aetherium_to_the_end_from_its_view() {
        for (n, level) in Level::ALL.into_iter().enumerate() {
            let report = duel(
                deal,
                [level, Level::Random],
                2,
                n as u64,
                Budget::iterations(8),
            )
            .expect("games end");
            assert_eq!(report.games, 2, "{level}");
        }
    }
}
