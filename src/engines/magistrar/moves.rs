//! Moves and the list of legal moves.
//!
//! A placement of duels 1–4 is one move holding all six rocks. The starting player has at
//! most 3⁶ = 729 placements and player 2 at most 2⁶ = 64 beyond the forced ones, so the
//! whole list is small enough to list; [`Game::placement_choices`] gives the choices for
//! one rock given the rocks already chosen, for a panel that builds a placement step by
//! step.

use serde::{Deserialize, Serialize};

use super::arena::Arena;
use super::numbers::ROCKS;
use super::pieces::{Energy, Mage, Pawns, Strength};
use super::state::{Game, Phase};

/// A placement: a pawn per rock, rock 1 first; none on a rock with one's own super energy.
pub type Placement = [Option<Strength>; ROCKS];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Move {
    /// Duels 1–4: all of one mage's pawns for the duel.
    Place { pawns: Placement },
    /// Duel 5: one pawn on rock `encounter` (1 to 6).
    Pawn { encounter: u8, strength: Strength },
    /// The way a won super energy moves its owner on the energy track.
    Steer { toward: Energy },
}

/// Every placement of `mage` on `arena` that their `pawns` allow.
pub fn placements(arena: &Arena, mage: Mage, pawns: Pawns, out: &mut Vec<Placement>) {
    fn fill(
        arena: &Arena,
        mage: Mage,
        rock: usize,
        left: Pawns,
        current: &mut Placement,
        out: &mut Vec<Placement>,
    ) {
        if rock == ROCKS {
            out.push(*current);
            return;
        }
        if !arena.takes_pawn(mage, rock) {
            current[rock] = None;
            return fill(arena, mage, rock + 1, left, current, out);
        }
        for s in Strength::ALL {
            let mut left = left;
            if left.take(s) {
                current[rock] = Some(s);
                fill(arena, mage, rock + 1, left, current, out);
            }
        }
        current[rock] = None;
    }
    fill(arena, mage, 0, pawns, &mut [None; ROCKS], out);
}

/// Encounters where `placement` matches the other mage's pawn.
pub fn identical(arena: &Arena, mage: Mage, placement: &Placement) -> u8 {
    (0..ROCKS)
        .filter(|&r| placement[r].is_some() && placement[r] == arena.pawn(mage.other(), r))
        .count() as u8
}

impl Game {
    /// Whether `mage` is the starting player of this duel (who places first).
    pub fn is_starting(&self, mage: Mage) -> bool {
        self.starting == mage
    }

    /// The placements the mage to place may make (duels 1–4), or nothing.
    pub fn legal_placements(&self, out: &mut Vec<Placement>) {
        out.clear();
        let (Phase::Place { mage }, Some(arena)) = (self.phase, &self.arena) else {
            return;
        };
        placements(arena, mage, self.pawns[mage.index()], out);
        if !self.is_starting(mage) {
            // Player 2 matches the starting player's strength only where their pawns
            // leave no other way: as few identical encounters as possible.
            let fewest = out
                .iter()
                .map(|p| identical(arena, mage, p))
                .min()
                .unwrap_or(0);
            out.retain(|p| identical(arena, mage, p) == fewest);
        }
    }

    /// The strengths `rock` (0-based) may take in a legal placement that agrees with every
    /// rock `partial` already fills: a panel's choices, step by step.
    pub fn placement_choices(&self, partial: &Placement, rock: usize) -> Vec<Strength> {
        let mut all = Vec::new();
        self.legal_placements(&mut all);
        let mut choices: Vec<Strength> = all
            .iter()
            .filter(|p| (0..ROCKS).all(|r| r == rock || partial[r].is_none() || partial[r] == p[r]))
            .filter_map(|p| p.get(rock).copied().flatten())
            .collect();
        choices.sort();
        choices.dedup();
        choices
    }

    /// Every legal move for the mage who must act, in a stable order.
    pub fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        let Some(arena) = &self.arena else {
            return;
        };
        match self.phase {
            Phase::Place { .. } => {
                let mut placements = Vec::new();
                self.legal_placements(&mut placements);
                out.extend(placements.into_iter().map(|pawns| Move::Place { pawns }));
            }
            Phase::Open { mage } => {
                let pawns = self.pawns[mage.index()];
                for rock in self.open_rocks(arena, mage) {
                    for strength in Strength::ALL.into_iter().filter(|s| pawns.get(*s) > 0) {
                        out.push(Move::Pawn {
                            encounter: rock as u8 + 1,
                            strength,
                        });
                    }
                }
            }
            Phase::Answer { mage, encounter } => {
                for strength in self.answers(arena, mage, encounter) {
                    out.push(Move::Pawn {
                        encounter,
                        strength,
                    });
                }
            }
            Phase::Steer { .. } => {
                out.extend([Energy::Light, Energy::Dark].map(|toward| Move::Steer { toward }))
            }
            Phase::Over => {}
        }
    }

    /// Duel 5: the rocks `mage` may open on: a free ordinary encounter while one is left,
    /// then their free rocks facing the other mage's super energy.
    pub fn open_rocks(&self, arena: &Arena, mage: Mage) -> Vec<usize> {
        let ordinary = free_ordinary(arena);
        if !ordinary.is_empty() {
            return ordinary;
        }
        facing_super(arena, mage)
    }

    /// Duel 5: the strengths `mage` may answer with at `encounter` (1-based).
    pub fn answers(&self, arena: &Arena, mage: Mage, encounter: u8) -> Vec<Strength> {
        let pawns = self.pawns[mage.index()];
        let opener = (encounter as usize)
            .checked_sub(1)
            .and_then(|r| arena.pawns[mage.other().index()].get(r).copied().flatten());
        let differ = |s: Strength| opener != Some(s) || !pawns.has_other_than(s);
        Strength::ALL
            .into_iter()
            .filter(|s| pawns.get(*s) > 0 && differ(*s))
            .collect()
    }
}

/// Ordinary encounters (no super energy) where nobody has placed yet.
pub fn free_ordinary(arena: &Arena) -> Vec<usize> {
    (0..ROCKS)
        .filter(|&r| {
            !arena.is_super_encounter(r)
                && arena.pawns[0][r].is_none()
                && arena.pawns[1][r].is_none()
        })
        .collect()
}

/// `mage`'s free rocks facing the other mage's super energy (their own token normal).
pub fn facing_super(arena: &Arena, mage: Mage) -> Vec<usize> {
    (0..ROCKS)
        .filter(|&r| {
            arena.takes_pawn(mage, r)
                && arena.token(mage.other(), r).is_super()
                && arena.pawn(mage, r).is_none()
        })
        .collect()
}
