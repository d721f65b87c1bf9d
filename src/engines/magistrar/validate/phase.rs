//! The phase against the pawns down: who places first in duels 1–4, and duel 5's order
//! (answers opposite, the opener alternating, super encounters last).

use super::broken;
use super::InvalidState;
use crate::engines::magistrar::arena::Arena;
use crate::engines::magistrar::moves::{facing_super, free_ordinary};
use crate::engines::magistrar::numbers::{LAST_DUEL, ROCKS};
use crate::engines::magistrar::pieces::Mage;
use crate::engines::magistrar::scoring::{self, Encounter, TrackMove};
use crate::engines::magistrar::state::{Game, Phase};

impl Game {
    pub(super) fn validate_phase(&self, arena: &Arena, phase: Phase) -> Result<(), InvalidState> {
        let placed = |mage: Mage| {
            (0..ROCKS)
                .filter(|&r| arena.pawn(mage, r).is_some())
                .count()
        };
        let full = |mage: Mage| {
            (0..ROCKS).all(|r| arena.takes_pawn(mage, r) == arena.pawn(mage, r).is_some())
        };
        let last = self.duel == LAST_DUEL;
        match phase {
            Phase::Over => broken("a game over has no duel in play"),
            Phase::Place { mage } => {
                if last {
                    return broken(
                        "duel 5 is played one encounter at a time, not placed in one go",
                    );
                }
                let (first, second) = (self.starting, self.starting.other());
                if mage == first && (placed(first) > 0 || placed(second) > 0) {
                    return broken("the starting player places first: no pawn is down before");
                }
                if mage == second && (!full(first) || placed(second) > 0) {
                    return broken("player 2 places after all the starting player's pawns, and none of theirs is down");
                }
                Ok(())
            }
            Phase::Open { mage } => {
                if !last {
                    return broken("only duel 5 is played one pawn at a time");
                }
                self.validate_last_duel(arena, None)?;
                match self.due_in_last_duel(arena) {
                    Some(due) if due == mage => Ok(()),
                    Some(due) => broken(format!(
                        "in duel 5 it is {due}'s turn to place, not {mage}'s"
                    )),
                    None => broken("duel 5 has every pawn down: it is scored, nobody places"),
                }
            }
            Phase::Answer { mage, encounter } => {
                if !last {
                    return broken("only duel 5 is played one pawn at a time");
                }
                let rock = match (encounter as usize).checked_sub(1).filter(|r| *r < ROCKS) {
                    Some(rock) => rock,
                    None => return broken(format!("there is no rock {encounter}")),
                };
                if arena.is_super_encounter(rock)
                    || arena.pawn(mage.other(), rock).is_none()
                    || arena.pawn(mage, rock).is_some()
                {
                    return broken(format!(
                        "{mage} answers at rock {encounter} only where the other mage has just placed in an ordinary encounter"
                    ));
                }
                self.validate_last_duel(arena, Some(rock))?;
                let opened = (0..ROCKS)
                    .filter(|&r| {
                        !arena.is_super_encounter(r)
                            && arena.pawns[0][r].is_some()
                            && arena.pawns[1][r].is_some()
                    })
                    .count();
                let opener = if opened % 2 == 0 {
                    self.starting
                } else {
                    self.starting.other()
                };
                if opener != mage.other() {
                    return broken(format!(
                        "in duel 5 {opener} opens this encounter, not {}",
                        mage.other()
                    ));
                }
                Ok(())
            }
            Phase::Steer { mage, encounter } => {
                if !arena.complete() {
                    return broken("a super energy is steered while scoring: every pawn is down");
                }
                let rock = match (encounter as usize).checked_sub(1).filter(|r| *r < ROCKS) {
                    Some(rock) => rock,
                    None => return broken(format!("there is no rock {encounter}")),
                };
                match scoring::encounter(arena, rock) {
                    Encounter::Won {
                        mage: m,
                        track: TrackMove::Choose(_),
                        ..
                    } if m == mage => Ok(()),
                    _ => broken(format!(
                        "{mage} did not win a super energy at rock {encounter}"
                    )),
                }
            }
        }
    }

    /// Duel 5's pawns: ordinary encounters have both pawns or none (but the one being
    /// answered); pawns facing a super energy only once no ordinary encounter is left.
    fn validate_last_duel(
        &self,
        arena: &Arena,
        answering: Option<usize>,
    ) -> Result<(), InvalidState> {
        let mut facing = 0;
        for rock in 0..ROCKS {
            let both = [arena.pawns[0][rock], arena.pawns[1][rock]];
            if arena.is_super_encounter(rock) {
                facing += both.iter().flatten().count();
            } else if Some(rock) != answering && both[0].is_some() != both[1].is_some() {
                return broken(format!(
                    "duel 5: rock {} has a pawn left unanswered",
                    rock + 1
                ));
            }
        }
        if facing > 0 && (answering.is_some() || !free_ordinary(arena).is_empty()) {
            return broken("duel 5: the encounters with a super energy are played last");
        }
        Ok(())
    }

    /// Duel 5: the mage due to place next, from the pawns down; none once all are.
    pub fn due_in_last_duel(&self, arena: &Arena) -> Option<Mage> {
        let ordinary_done = (0..ROCKS)
            .filter(|&r| {
                !arena.is_super_encounter(r)
                    && arena.pawns[0][r].is_some()
                    && arena.pawns[1][r].is_some()
            })
            .count();
        let by_turn = |n: usize| {
            if n.is_multiple_of(2) {
                self.starting
            } else {
                self.starting.other()
            }
        };
        if !free_ordinary(arena).is_empty() {
            return Some(by_turn(ordinary_done));
        }
        let facing_done = (0..ROCKS)
            .filter(|&r| arena.is_super_encounter(r))
            .map(|r| arena.pawns[0][r].iter().count() + arena.pawns[1][r].iter().count())
            .sum::<usize>();
        let left = Mage::BOTH.map(|m| !facing_super(arena, m).is_empty());
        match left {
            [true, true] => Some(by_turn(ordinary_done + facing_done)),
            [true, false] => Some(Mage::White),
            [false, true] => Some(Mage::Black),
            [false, false] => None,
        }
    }
}
