//! Casting a spell: golems summoned onto the target, the five-golem limit and the removal
//! choice it may need, control changes, and the delayed spells of the Expert rules.

use std::collections::VecDeque;

use super::siege_reach::siege_may_make_up_for_choice;
use super::{spell_target, Flow};
use crate::engines::rivality::battlefield::Control;
use crate::engines::rivality::events::{EndReason, Event, LostReason};
use crate::engines::rivality::geometry::{Cell, Edge};
use crate::engines::rivality::sides::{Seat, Side};
use crate::engines::rivality::state::{Game, PendingRemoval, Step};
use crate::engines::rivality::summon::{settle_limit, summon, Removal, Summons};

impl Game {
    /// Puts the delayed spells aimed at `target` at the front of `steps`, in the order they
    /// are cast: side by side in turn order from the side after the active one, the active
    /// side last; within a side, in the order their tiles were placed.
    pub(super) fn push_delayed_spells_at(&self, target: Cell, steps: &mut VecDeque<Step>) {
        // Asked every Expert turn, so gathered without allocating: at most twelve tiles
        // reach a cell (three ranges from four directions), one edge each.
        let mut found = [(0usize, 0usize, Cell::WELL, Edge::Front); 16];
        let mut count = 0;
        let active = self.side_of(self.turn).index();
        let sides = self.side_count();
        for (index, tile) in self.field.tiles.iter().enumerate() {
            // A spell reaches at most three cells straight ahead: most tiles with spells
            // waiting lie elsewhere, and are passed over without a look at their spells.
            let (dx, dy) = (
                i16::from(target.x) - i16::from(tile.cell.x),
                i16::from(target.y) - i16::from(tile.cell.y),
            );
            if tile.delayed.is_empty() || (dx != 0 && dy != 0) || dx.abs() + dy.abs() > 3 {
                continue;
            }
            for edge in tile.delayed.iter() {
                let Some(spell) = tile.tile.spec().spell(edge) else {
                    continue;
                };
                if tile.cell.step(edge.direction(tile.facing), spell.range) != target {
                    continue;
                }
                // Uncontrolled tiles sort first: their spells are simply lost.
                let rank = match tile.control() {
                    Control::Side(s) => 1 + (s.index() + sides - active - 1) % sides,
                    _ => 0,
                };
                if let Some(slot) = found.get_mut(count) {
                    *slot = (rank, index, tile.cell, edge);
                    count += 1;
                }
            }
        }
        let found = &mut found[..count];
        found.sort_by_key(|(rank, index, _, _)| (*rank, *index));
        for &(_, _, source, edge) in found.iter().rev() {
            steps.push_front(Step::DelayedSpell { source, edge });
        }
    }

    pub(super) fn cast_delayed(
        &mut self,
        source: Cell,
        edge: Edge,
        rest: &VecDeque<Step>,
        events: &mut Vec<Event>,
    ) -> Flow {
        let Some(index) = self.field.index_of(source) else {
            return Flow::Continue;
        };
        let tile = &mut self.field.tiles[index];
        tile.delayed.remove(edge);
        match tile.control() {
            Control::Side(caster) => self.cast(source, edge, caster, true, rest, events),
            _ => {
                let target = spell_target(tile, edge);
                events.push(Event::SpellLost {
                    caster: None,
                    from: source,
                    edge,
                    target,
                    reason: LostReason::Uncontrolled,
                });
                Flow::Continue
            }
        }
    }

    /// Casts the spell on `edge` of the tile at `source` for `caster`.
    pub(super) fn cast(
        &mut self,
        source: Cell,
        edge: Edge,
        caster: Side,
        delayed: bool,
        rest: &VecDeque<Step>,
        events: &mut Vec<Event>,
    ) -> Flow {
        // Nearly always the tile just placed, the last one: no walk for it.
        let last = self.field.tiles.len().checked_sub(1);
        let Some(source_index) = last
            .filter(|&i| self.field.tiles[i].cell == source)
            .or_else(|| self.field.index_of(source))
        else {
            return Flow::Continue;
        };
        let source_tile = &self.field.tiles[source_index];
        let Some(spell) = source_tile.tile.spec().spell(edge) else {
            return Flow::Continue;
        };
        let target = spell_target(source_tile, edge);
        let lost = |reason| Event::SpellLost {
            caster: Some(caster),
            from: source,
            edge,
            target,
            reason,
        };
        let Some(index) = self.field.index_of(target) else {
            if self.options.expert && !delayed {
                self.field.tiles[source_index].delayed.insert(edge);
                events.push(Event::SpellDelayed {
                    caster,
                    from: source,
                    edge,
                    target,
                });
            } else {
                events.push(lost(LostReason::NoTile));
            }
            return Flow::Continue;
        };
        // Delayed spells may strike a wizard's tile; spells cast as the tile is placed may not.
        if !delayed && self.wizard_at(target).is_some_and(|w| w != caster) {
            events.push(lost(LostReason::EnemyWizard));
            return Flow::Continue;
        }
        if self.supplies[caster.index()] == 0 {
            events.push(lost(LostReason::SupplyEmpty));
            return Flow::Continue;
        }
        let control_before = self.field.tiles[index].control();
        let summons = Summons {
            caster,
            from: source,
            edge,
            target,
            spell,
            delayed,
        };
        events.push(summon(&mut self.field, &mut self.supplies, index, summons));
        self.settle(index, caster, None, control_before, rest, events)
    }

    /// The five-golem limit on the tile at `index`, then the end of the spell.
    pub(super) fn settle(
        &mut self,
        index: usize,
        actor: Side,
        choice: Option<Side>,
        control_before: Control,
        rest: &VecDeque<Step>,
        events: &mut Vec<Event>,
    ) -> Flow {
        let cell = self.field.tiles[index].cell;
        match settle_limit(
            &mut self.field,
            &mut self.supplies,
            index,
            actor,
            choice,
            events,
        ) {
            Removal::NeedsChoice(sides) => {
                let seat = self.seat_deciding_for(actor);
                let pending = PendingRemoval {
                    seat,
                    cell,
                    actor,
                    sides,
                    control_before,
                    then: rest.iter().cloned().collect(),
                };
                if let Some((settled, played)) = self.same_whatever_the_choice(&pending) {
                    *self = settled;
                    events.extend(played);
                    return Flow::Resolved;
                }
                events.push(Event::RemovalChoice {
                    seat,
                    cell,
                    sides: pending.sides.clone(),
                });
                self.pending = Some(pending);
                Flow::Paused
            }
            Removal::Settled => {
                let moment = self.moment_of_step(rest);
                self.note_control(index, control_before, moment, events);
                if self.end_if_supply_empty(events) {
                    Flow::Over
                } else {
                    Flow::Continue
                }
            }
        }
    }

    /// When every side of a removal choice leads to the same state (the rest of the turn
    /// can undo the difference: a siege, a later delayed spell), that state and what
    /// happened on the way there: the choice is not worth asking.
    fn same_whatever_the_choice(&self, pending: &PendingRemoval) -> Option<(Game, Vec<Event>)> {
        // Outside the Expert rules the rest of the turn is the placed tile's other spells,
        // each on a tile of its own: nothing makes up for a golem taken from one side
        // rather than another, and every choice matters (no need to play them out).
        if !self.options.expert {
            return None;
        }
        // Either choice leaves the tile with a golem fewer of a different side. Only more
        // golems landing there later in the turn (delayed spells, and the limit again), or
        // a siege of that tile (its golems but the besieger's sent back), can make up for
        // it: then the choice is played out both ways.
        let lands = |cell: Cell| {
            pending.then.iter().any(|step| match *step {
                Step::Spell { source, edge } | Step::DelayedSpell { source, edge } => self
                    .field
                    .at(source)
                    .is_some_and(|tile| spell_target(tile, edge) == cell),
                Step::DelayedSpellsAt { target } => target == cell,
                Step::Sieges | Step::EndTurn => false,
            })
        };
        if lands(pending.cell) {
            return self.played_out_alike(pending);
        }
        let index = self.field.index_of(pending.cell)?;
        let golems = self.field.tiles[index].golems;
        let held = |cell: Cell| self.field.at(cell).map(|tile| tile.control());
        if !siege_may_make_up_for_choice(
            pending.cell,
            golems,
            pending.actor,
            &pending.sides,
            held,
            lands,
        ) {
            return None;
        }
        self.played_out_alike(pending)
    }

    /// [`Game::same_whatever_the_choice`] found by playing out each side of the choice.
    fn played_out_alike(&self, pending: &PendingRemoval) -> Option<(Game, Vec<Event>)> {
        let mut first: Option<(Game, Vec<Event>)> = None;
        for &side in &pending.sides {
            let mut game = self.clone();
            let mut events = Vec::new();
            game.resume_removal(pending.clone(), side, &mut events);
            match &first {
                None => first = Some((game, events)),
                Some((seen, _)) if *seen == game => {}
                Some(_) => return None,
            }
        }
        first
    }

    pub(super) fn resume_removal(
        &mut self,
        pending: PendingRemoval,
        side: Side,
        events: &mut Vec<Event>,
    ) {
        let Some(index) = self.field.index_of(pending.cell) else {
            return;
        };
        let rest: VecDeque<Step> = pending.then.into_iter().collect();
        let flow = self.settle(
            index,
            pending.actor,
            Some(side),
            pending.control_before,
            &rest,
            events,
        );
        if let Flow::Continue = flow {
            self.run(rest, events);
        }
    }

    /// The seat that chooses for `side`: the active player for their own side, otherwise
    /// the side's own player (3 players, where seats and sides are the same).
    pub(super) fn seat_deciding_for(&self, side: Side) -> Seat {
        if self.side_of(self.turn) == side {
            self.turn
        } else {
            side.0
        }
    }

    /// The moment a control change in a step counts as happening at. The placed tile's
    /// own spells share the moment of its placement: they can only hand tiles to the active
    /// side, so their order never decides which hold is more recent, and listing moves need
    /// not tell their orders apart for it. Every later step (a delayed spell, in the Expert
    /// rules) is a moment of its own. `rest` is what is left of the turn after the step.
    pub(super) fn moment_of_step(&self, rest: &VecDeque<Step>) -> u32 {
        let own_spell = !self.options.expert
            || rest
                .iter()
                .any(|s| matches!(s, Step::Spell { .. } | Step::DelayedSpellsAt { .. }));
        match self.field.tiles.last() {
            Some(placed) if own_spell && placed.control_since > 0 => placed.control_since,
            _ => self.field.next_moment(),
        }
    }

    /// Reports a change of control of the tile at `index` and records when it happened.
    pub(super) fn note_control(
        &mut self,
        index: usize,
        before: Control,
        moment: u32,
        events: &mut Vec<Event>,
    ) {
        let tile = &mut self.field.tiles[index];
        let after = tile.control();
        if after != before {
            events.push(Event::ControlChanged {
                cell: tile.cell,
                from: before,
                to: after,
            });
            tile.control_since = moment;
        }
    }

    /// Ends the game at once when a side has no golem left in its supply.
    pub(super) fn end_if_supply_empty(&mut self, events: &mut Vec<Event>) -> bool {
        match self.sides().find(|s| self.supplies[s.index()] == 0) {
            Some(side) => {
                self.finish(EndReason::SupplyEmpty { side }, events);
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engines::rivality::random::each_random_move;

    /// Outside the Expert rules a removal choice is asked without playing out its sides:
    /// played out, they never end alike.
    #[test]
    fn outside_the_expert_rules_every_removal_choice_matters() {
        let mut choices = 0;
        each_random_move(2..=4, false, 0..150, |seed, game, _, _| {
            if let Some(pending) = &game.pending {
                let mut before = game.clone();
                before.pending = None;
                assert!(before.played_out_alike(pending).is_none(), "seed {seed}");
                choices += 1;
            }
        });
        assert!(choices > 20, "only {choices} removal choices");
    }
}
