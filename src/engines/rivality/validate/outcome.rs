//! The checks of a finished game: an outcome true of the state.

use super::super::events::EndReason;
use super::super::scoring::Outcome;
use super::super::sides::Side;
use super::super::state::Game;
use super::InvalidState;

impl Game {
    /// Its reason true of the state, and its scores and winners those the board gives:
    /// scored when the game ended, nothing moves after.
    pub(super) fn check_outcome(
        &self,
        outcome: &Outcome,
        sides: usize,
    ) -> Result<(), InvalidState> {
        check_outcome(&outcome.scores, &outcome.winners, &outcome.reason, sides)?;
        self.check_end_reason(&outcome.reason)?;
        let board = self.scores_now();
        if outcome.scores != board.scores || outcome.winners != board.winners {
            return Err(InvalidState::Outcome(
                "the stored scores or winners are not those the board gives",
            ));
        }
        Ok(())
    }

    /// The reason the game ended is true of the state.
    fn check_end_reason(&self, reason: &EndReason) -> Result<(), InvalidState> {
        let bad = |why| Err(InvalidState::Outcome(why));
        match reason {
            EndReason::TilesExhausted
                if self.hands.iter().chain(&self.stacks).any(|t| !t.is_empty()) =>
            {
                bad("it says every tile was played, yet hands or stacks still hold tiles")
            }
            EndReason::SupplyEmpty { side } if self.supplies[side.index()] > 0 => {
                bad("it says a supply ran out, yet that side still has golems in supply")
            }
            EndReason::NoMoveLeft => bad("only the solo mode ends for want of a move"),
            _ => Ok(()),
        }
    }
}

/// Scores by side, winners among the sides, and a reason naming a side of the game.
pub(crate) fn check_outcome(
    scores: &[i16],
    winners: &[Side],
    reason: &EndReason,
    sides: usize,
) -> Result<(), InvalidState> {
    let bad = |why| Err(InvalidState::Outcome(why));
    if scores.len() != sides {
        return bad("there must be one score per side");
    }
    if winners.is_empty() || winners.len() > sides {
        return bad("there must be one winner or a few tied ones");
    }
    for (i, w) in winners.iter().enumerate() {
        if w.index() >= sides || winners[..i].contains(w) {
            return bad("the winners must be distinct sides of the game");
        }
    }
    if let EndReason::SupplyEmpty { side } = reason {
        if side.index() >= sides {
            return bad("the side whose supply ran out is not in the game");
        }
    }
    Ok(())
}
