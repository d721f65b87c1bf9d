//! Applying a move: a turn from the placed tile to the draw, with Expert delayed spells
//! and sieges, pausing when a removal choice is needed.

use std::collections::VecDeque;

use rand::RngCore;

use super::battlefield::{Control, PlacedTile};
use super::error::MoveError;
use super::events::{EndReason, Event, LostReason};
use super::geometry::{Cell, Edge, Facing};
use super::moves::{Move, SpellOrder};
use super::scoring::{tally, winners, Outcome};
use super::setup::{shuffle_stack, HAND_SIZE};
use super::sides::{Seat, Side};
use super::state::{Game, PendingRemoval, Step};
use super::summon::{place_summoned, settle_limit, Removal, Summons};
use super::tiles::TileId;

/// Whether the turn could go on after a step.
enum Flow {
    Continue,
    /// Waiting for a removal choice.
    Paused,
    Over,
}

impl Game {
    /// Applies `mv` for the seat that must act, returning the new state and what happened.
    /// An illegal move changes nothing and says why.
    pub fn apply(&self, mv: Move) -> Result<(Game, Vec<Event>), MoveError> {
        let mut next = self.clone();
        let mut events = Vec::new();
        next.apply_in_place(mv, &mut events)?;
        Ok((next, events))
    }

    /// As [`Game::apply`], in place. On error the game is left untouched.
    pub fn apply_in_place(&mut self, mv: Move, events: &mut Vec<Event>) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        match (mv, self.pending.take()) {
            (Move::Remove { side }, Some(pending)) => {
                if !pending.sides.contains(&side) {
                    let err = MoveError::NotATiedSide {
                        side,
                        cell: pending.cell,
                    };
                    self.pending = Some(pending);
                    return Err(err);
                }
                self.resume_removal(pending, side, events);
                Ok(())
            }
            (_, Some(pending)) => {
                let err = MoveError::RemovalPending {
                    seat: pending.seat,
                    cell: pending.cell,
                };
                self.pending = Some(pending);
                Err(err)
            }
            (Move::Remove { .. }, None) => Err(MoveError::NoRemovalPending),
            (Move::Mulligan, None) => {
                self.mulligan_allowed()?;
                self.take_mulligan(events);
                Ok(())
            }
            (
                Move::Place {
                    tile,
                    cell,
                    facing,
                    order,
                },
                None,
            ) => {
                self.check_placement(tile, cell, order)?;
                self.place(tile, cell, facing, order, events);
                Ok(())
            }
        }
    }

    fn check_placement(
        &self,
        tile: TileId,
        cell: Cell,
        order: Option<SpellOrder>,
    ) -> Result<(), MoveError> {
        if !self.hand(self.turn).contains(&tile) {
            return Err(MoveError::TileNotInHand { tile });
        }
        if !self.field.is_empty_spot(cell) {
            return Err(MoveError::SpotTaken { cell });
        }
        if !self.field.is_open_spot(cell) {
            return Err(MoveError::SpotNotAdjacent { cell });
        }
        if let Some(order) = order {
            if !order.fits(tile) {
                let expected: Vec<&str> = tile.spec().spell_edges().map(Edge::name).collect();
                return Err(MoveError::BadSpellOrder {
                    tile,
                    expected: expected.join(", "),
                });
            }
        }
        Ok(())
    }

    /// A mulligan is allowed before a seat's first tile, once, when no placement of a tile
    /// in hand would summon at least one golem onto the Well of Mana.
    pub fn mulligan_allowed(&self) -> Result<(), MoveError> {
        let seat = self.turn as usize;
        if self.pending.is_some() || self.tiles_played.get(seat).copied().unwrap_or(1) > 0 {
            return Err(MoveError::MulliganTooLate);
        }
        if self.mulligans.get(seat).copied().unwrap_or(true) {
            return Err(MoveError::MulliganTaken);
        }
        let side = self.side_of(self.turn);
        if self
            .hand(self.turn)
            .iter()
            .any(|t| self.reaches_well(*t, side))
        {
            return Err(MoveError::MulliganRefused);
        }
        Ok(())
    }

    /// Could `tile`, placed on some open spot and facing, summon a golem onto the Well?
    fn reaches_well(&self, tile: TileId, side: Side) -> bool {
        let Some(well) = self.field.at(Cell::WELL) else {
            return false;
        };
        tile.spec().spell_edges().any(|edge| {
            let Some(spell) = tile.spec().spell(edge) else {
                return false;
            };
            let shields = if spell.ignores_shields() {
                0
            } else {
                well.shields_against(side)
            };
            spell.golems > shields
                && Facing::ALL.iter().any(|&facing| {
                    let towards = edge.direction(facing);
                    let spot = Cell::WELL.step(towards.opposite(), spell.range);
                    self.field.is_open_spot(spot)
                })
        })
    }

    fn take_mulligan(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn as usize;
        let side = self.side_of(self.turn).index();
        let hand = std::mem::take(&mut self.hands[seat]);
        self.stacks[side].extend(hand);
        shuffle_stack(&mut self.stacks[side], &mut self.dice);
        for _ in 0..HAND_SIZE {
            if let Some(t) = self.stacks[side].pop() {
                self.hands[seat].push(t);
            }
        }
        self.mulligans[seat] = true;
        events.push(Event::Mulligan { seat: self.turn });
    }

    fn place(
        &mut self,
        tile: TileId,
        cell: Cell,
        facing: Facing,
        order: Option<SpellOrder>,
        events: &mut Vec<Event>,
    ) {
        let seat = self.turn;
        let side = self.side_of(seat);
        let hand = &mut self.hands[seat as usize];
        if let Some(i) = hand.iter().position(|t| *t == tile) {
            hand.remove(i);
        }
        self.tiles_played[seat as usize] += 1;
        self.taken_this_turn.clear();
        let mut placed = PlacedTile::new(tile, cell, facing);
        events.push(Event::TilePlaced {
            seat,
            side,
            tile,
            cell,
            facing,
        });
        self.wizards[side.index()] = Some(cell);
        let golem = self.supplies[side.index()] > 0;
        if golem {
            self.supplies[side.index()] -= 1;
            placed.golems[side.index()] = 1;
            self.taken_this_turn.push((cell, side));
        }
        self.field.tiles.push(placed);
        events.push(Event::WizardMoved { side, cell, golem });
        if self.end_if_supply_empty(events) {
            return;
        }
        let mut steps: VecDeque<Step> = VecDeque::with_capacity(6);
        let spec = tile.spec();
        match order {
            Some(order) => steps.extend(
                order
                    .edges()
                    .iter()
                    .map(|&edge| Step::Spell { source: cell, edge }),
            ),
            None => steps.extend(
                spec.spell_edges()
                    .map(|edge| Step::Spell { source: cell, edge }),
            ),
        }
        if self.options.expert {
            steps.push_back(Step::DelayedSpellsAt { target: cell });
            steps.push_back(Step::Sieges);
        }
        steps.push_back(Step::EndTurn);
        self.run(steps, events);
    }

    fn run(&mut self, mut steps: VecDeque<Step>, events: &mut Vec<Event>) {
        while let Some(step) = steps.pop_front() {
            let flow = match step {
                Step::Spell { source, edge } => {
                    let caster = self.side_of(self.turn);
                    self.cast(source, edge, caster, false, &steps, events)
                }
                Step::DelayedSpell { source, edge } => {
                    self.cast_delayed(source, edge, &steps, events)
                }
                Step::DelayedSpellsAt { target } => {
                    for step in self.delayed_spells_at(target).into_iter().rev() {
                        steps.push_front(step);
                    }
                    Flow::Continue
                }
                Step::Sieges => self.take_sieges(events),
                Step::EndTurn => self.end_turn(events),
            };
            match flow {
                Flow::Continue => {}
                Flow::Paused | Flow::Over => return,
            }
        }
    }

    /// The delayed spells aimed at `target`, in the order they are cast: side by side in
    /// turn order from the side after the active one, the active side last; within a side,
    /// in the order their tiles were placed.
    fn delayed_spells_at(&self, target: Cell) -> Vec<Step> {
        let mut found: Vec<(usize, usize, Step)> = Vec::new();
        let active = self.side_of(self.turn).index();
        let sides = self.side_count();
        for (index, tile) in self.field.tiles.iter().enumerate() {
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
                found.push((
                    rank,
                    index,
                    Step::DelayedSpell {
                        source: tile.cell,
                        edge,
                    },
                ));
            }
        }
        found.sort_by_key(|(rank, index, _)| (*rank, *index));
        found.into_iter().map(|(_, _, step)| step).collect()
    }

    fn cast_delayed(
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
    fn cast(
        &mut self,
        source: Cell,
        edge: Edge,
        caster: Side,
        delayed: bool,
        rest: &VecDeque<Step>,
        events: &mut Vec<Event>,
    ) -> Flow {
        let Some(source_index) = self.field.index_of(source) else {
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
        let (destroyed, placed) = place_summoned(
            &mut self.field,
            &mut self.supplies,
            index,
            caster,
            Summons {
                golems: spell.golems,
                ignores_shields: spell.ignores_shields(),
            },
        );
        events.push(Event::Summoned {
            caster,
            from: source,
            edge,
            target,
            golems: spell.golems,
            destroyed,
            placed,
            delayed,
        });
        self.settle(index, caster, None, control_before, rest, events)
    }

    /// The five-golem limit on the tile at `index`, then the end of the spell.
    fn settle(
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
                events.push(Event::RemovalChoice {
                    seat,
                    cell,
                    sides: sides.clone(),
                });
                self.pending = Some(PendingRemoval {
                    seat,
                    cell,
                    actor,
                    sides,
                    control_before,
                    then: rest.iter().cloned().collect(),
                });
                Flow::Paused
            }
            Removal::Settled => {
                self.note_control(index, control_before, actor, events);
                if self.end_if_supply_empty(events) {
                    Flow::Over
                } else {
                    Flow::Continue
                }
            }
        }
    }

    fn resume_removal(&mut self, pending: PendingRemoval, side: Side, events: &mut Vec<Event>) {
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
    fn seat_deciding_for(&self, side: Side) -> Seat {
        if self.side_of(self.turn) == side {
            self.turn
        } else {
            side.0
        }
    }

    fn note_control(
        &mut self,
        index: usize,
        before: Control,
        actor: Side,
        events: &mut Vec<Event>,
    ) {
        let tile = &self.field.tiles[index];
        let after = tile.control();
        if after != before {
            events.push(Event::ControlChanged {
                cell: tile.cell,
                from: before,
                to: after,
            });
            self.taken_this_turn.push((tile.cell, actor));
        }
    }

    /// Ends the game at once when a side has no golem left in its supply.
    fn end_if_supply_empty(&mut self, events: &mut Vec<Event>) -> bool {
        match self.sides().find(|s| self.supplies[s.index()] == 0) {
            Some(side) => {
                self.finish(EndReason::SupplyEmpty { side }, events);
                true
            }
            None => false,
        }
    }

    /// Expert rules: takes besieged tiles, again and again until none is left.
    fn take_sieges(&mut self, events: &mut Vec<Event>) -> Flow {
        // Each siege hands a tile to its besieger for good; the bound only guards the loop.
        for _ in 0..self.field.tiles.len() * 4 {
            let Some((index, besieger)) = self.find_siege() else {
                return Flow::Continue;
            };
            let before = self.field.tiles[index].control();
            let tile = &mut self.field.tiles[index];
            let mut returned = [0u8; Side::MAX];
            for (s, count) in tile.golems.iter_mut().enumerate() {
                if s != besieger.index() {
                    returned[s] = *count;
                    self.supplies[s] += *count;
                    *count = 0;
                }
            }
            if self.supplies[besieger.index()] > 0 {
                self.supplies[besieger.index()] -= 1;
                tile.golems[besieger.index()] += 1;
            }
            events.push(Event::Besieged {
                cell: tile.cell,
                by: besieger,
                returned,
            });
            self.note_control(index, before, besieger, events);
            if self.end_if_supply_empty(events) {
                return Flow::Over;
            }
        }
        Flow::Continue
    }

    /// The first besieged tile, in placement order, and who takes it.
    fn find_siege(&self) -> Option<(usize, Side)> {
        let most_besiegers = if self.players() == 3 { 2 } else { 1 };
        for (index, tile) in self.field.tiles.iter().enumerate() {
            let mut held = [0u8; Side::MAX];
            let mut surrounded = true;
            for n in tile.cell.neighbours() {
                match self.field.at(n).map(PlacedTile::control) {
                    Some(Control::Side(s)) => held[s.index()] += 1,
                    _ => {
                        surrounded = false;
                        break;
                    }
                }
            }
            if !surrounded {
                continue;
            }
            let besiegers: Vec<Side> = (0..Side::MAX)
                .filter(|s| held[*s] > 0)
                .map(|s| Side(s as u8))
                .collect();
            if besiegers.len() > most_besiegers {
                continue;
            }
            if let Control::Side(holder) = tile.control() {
                if besiegers.contains(&holder) {
                    continue;
                }
            }
            let most = besiegers.iter().map(|s| held[s.index()]).max().unwrap_or(0);
            let tied: Vec<Side> = besiegers
                .into_iter()
                .filter(|s| held[s.index()] == most)
                .collect();
            let winner = match tied.as_slice() {
                [one] => *one,
                _ => self.siege_completer(tile.cell, &tied),
            };
            return Some((index, winner));
        }
        None
    }

    /// Among tied besiegers, the one that took the last of the surrounding tiles this turn.
    fn siege_completer(&self, cell: Cell, tied: &[Side]) -> Side {
        let neighbours = cell.neighbours();
        let latest = self
            .taken_this_turn
            .iter()
            .rev()
            .find(|(c, by)| neighbours.contains(c) && tied.contains(by))
            .map(|(_, by)| *by);
        latest.unwrap_or_else(|| {
            let active = self.side_of(self.turn).index();
            let sides = self.side_count();
            *tied
                .iter()
                .min_by_key(|s| (s.index() + sides - active) % sides)
                .unwrap_or(&tied[0])
        })
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) -> Flow {
        let seat = self.turn;
        let side = self.side_of(seat).index();
        if let Some(tile) = self.stacks[side].pop() {
            self.hands[seat as usize].push(tile);
            events.push(Event::Drew { seat });
        }
        self.taken_this_turn.clear();
        let players = self.players();
        let next = (1..=players)
            .map(|k| (seat + k) % players)
            .find(|s| !self.hands[*s as usize].is_empty());
        match next {
            Some(s) => {
                self.turn = s;
                Flow::Continue
            }
            None => {
                self.finish(EndReason::TilesExhausted, events);
                Flow::Over
            }
        }
    }

    /// The score of every side if the game ended now.
    pub fn scores_now(&self) -> Outcome {
        let t = tally(
            &self.field,
            &self.wizards,
            self.side_count(),
            self.options.expert,
        );
        Outcome {
            reason: EndReason::TilesExhausted,
            winners: winners(&t.scores, t.well),
            scores: t.scores,
        }
    }

    fn finish(&mut self, reason: EndReason, events: &mut Vec<Event>) {
        let mut outcome = self.scores_now();
        outcome.reason = reason;
        self.pending = None;
        self.outcome = Some(outcome);
        events.push(Event::GameEnded { reason });
    }

    /// Draws the next random number from the game's own dice (for callers that need one
    /// tied to the game, like the table's seating).
    pub fn roll(&mut self) -> u64 {
        self.dice.next_u64()
    }
}

/// Where the spell on `edge` of `tile` lands.
pub fn spell_target(tile: &PlacedTile, edge: Edge) -> Cell {
    let range = tile.tile.spec().spell(edge).map_or(0, |s| s.range);
    tile.cell.step(edge.direction(tile.facing), range)
}
