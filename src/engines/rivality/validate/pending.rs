//! The checks of a game between turns, and of a turn paused for a removal choice.

use super::super::battlefield::{Control, MAX_GOLEMS_PER_TILE};
use super::super::setup::HAND_SIZE;
use super::super::sides::Side;
use super::super::state::{Game, PendingRemoval, Step};
use super::{InvalidState, MAX_STEPS};

impl Game {
    /// Between two turns of a game that goes on: the player to move can play, every
    /// supply still has golems, and no delayed spell waits for a spot already filled.
    pub(super) fn check_between_turns(&self) -> Result<(), InvalidState> {
        if self.hand(self.turn).is_empty() {
            return Err(InvalidState::NothingToPlay { seat: self.turn });
        }
        if let Some(side) = self.sides().find(|s| self.supplies[s.index()] == 0) {
            return Err(InvalidState::EmptySupply(side));
        }
        for tile in &self.field.tiles {
            for edge in tile.delayed.iter() {
                let target = super::super::turn::spell_target(tile, edge);
                if self.field.at(target).is_some() {
                    return Err(InvalidState::Delayed {
                        cell: tile.cell,
                        edge,
                        why: "a tile already lies where it was aimed",
                    });
                }
            }
        }
        Ok(())
    }

    pub(super) fn check_pending(
        &self,
        pending: &PendingRemoval,
        sides: usize,
    ) -> Result<(), InvalidState> {
        let bad = |why| Err(InvalidState::Pending(why));
        if sides < 3 {
            return bad("only three sides can tie among the enemies of the acting side");
        }
        if pending.seat >= self.options.players {
            return bad("the seat to choose does not exist");
        }
        if self.hand(self.turn).len() >= HAND_SIZE {
            return bad("the hand of the player to move is full, yet the tile played this turn left it and the draw comes after");
        }
        if pending.actor.index() >= sides {
            return bad("the acting side is not in the game");
        }
        if let Control::Side(s) = pending.control_before {
            if s.index() >= sides {
                return bad("the tile's former holder is not in the game");
            }
        }
        let Some(tile) = self.field.at(pending.cell) else {
            return bad("no tile lies where golems must be removed");
        };
        if tile.total_golems() <= MAX_GOLEMS_PER_TILE {
            return bad("the tile does not hold more than five golems");
        }
        let largest = (0..sides)
            .filter(|s| *s != pending.actor.index())
            .map(|s| tile.golems[s])
            .max()
            .unwrap_or(0);
        let tied: Vec<Side> = (0..sides)
            .filter(|s| *s != pending.actor.index() && largest > 0 && tile.golems[*s] == largest)
            .map(|s| Side(s as u8))
            .collect();
        if tied.len() < 2 || pending.sides != tied {
            return bad("the sides to choose from are not the tied enemy sides on the tile");
        }
        if pending.then.len() > MAX_STEPS {
            return bad("too many steps left in the turn");
        }
        if pending.then.last() != Some(&Step::EndTurn) {
            return bad("the rest of the turn must end with the draw");
        }
        for (i, step) in pending.then.iter().enumerate() {
            match step {
                Step::EndTurn if i + 1 != pending.then.len() => {
                    return bad("the draw can only come last");
                }
                Step::Spell { source, edge } | Step::DelayedSpell { source, edge } => {
                    let has_spell = self
                        .field
                        .at(*source)
                        .is_some_and(|t| t.tile.spec().spell(*edge).is_some());
                    if !has_spell {
                        return bad("a spell still to cast has no tile or no such spell");
                    }
                }
                Step::DelayedSpellsAt { target } if self.field.at(*target).is_none() => {
                    return bad("delayed spells wait for a tile that is not there");
                }
                Step::Sieges | Step::DelayedSpellsAt { .. } | Step::EndTurn => {}
            }
        }
        if !self.options.expert
            && pending
                .then
                .iter()
                .any(|s| !matches!(s, Step::Spell { .. } | Step::EndTurn))
        {
            return bad("delayed spells and sieges are Expert rules");
        }
        Ok(())
    }
}
