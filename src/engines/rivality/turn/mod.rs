//! Applying a move: a turn from the placed tile to the draw, with Expert delayed spells
//! and sieges, pausing when a removal choice is needed.

use std::collections::VecDeque;

use rand::RngCore;

use crate::engines::rivality::battlefield::PlacedTile;
use crate::engines::rivality::error::MoveError;
use crate::engines::rivality::events::{EndReason, Event};
use crate::engines::rivality::geometry::{Cell, Edge, Facing};
use crate::engines::rivality::moves::{Move, SpellOrder};
use crate::engines::rivality::scoring::{tally, winners, Outcome};
use crate::engines::rivality::setup::{shuffle_stack, HAND_SIZE};
use crate::engines::rivality::sides::Side;
use crate::engines::rivality::state::{Game, Step};
use crate::engines::rivality::tiles::TileId;

mod siege_reach;
mod sieges;
mod spells;

pub(crate) use siege_reach::{besieging, may_be_besieged, siege_may_make_up_for_choice};

/// Whether the turn could go on after a step.
enum Flow {
    Continue,
    /// Waiting for a removal choice.
    Paused,
    /// The rest of the turn was already played out (a removal choice that changed
    /// nothing, settled by playing each side of it).
    Resolved,
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

    /// As [`Game::apply_in_place`], for a move taken from this position's own listing
    /// (random play, whose speed is the engine's): known legal, so a placement is not
    /// checked again.
    pub(crate) fn apply_listed(
        &mut self,
        mv: Move,
        events: &mut Vec<Event>,
    ) -> Result<(), MoveError> {
        match mv {
            Move::Place {
                tile,
                cell,
                facing,
                order,
            } if self.pending.is_none() && !self.is_over() => {
                debug_assert_eq!(self.check_placement(tile, cell, order), Ok(()));
                self.place(tile, cell, facing, order, events);
                Ok(())
            }
            _ => self.apply_in_place(mv, events),
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
        // An open spot is empty: the other test only to say why it is not open.
        if !self.field.is_open_spot(cell) {
            return Err(if self.field.is_empty_spot(cell) {
                MoveError::SpotNotAdjacent { cell }
            } else {
                MoveError::SpotTaken { cell }
            });
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
        // The new tiles come from the top of the stack before the discarded ones go back
        // in, so the new hand never holds a discarded tile.
        let discarded = std::mem::take(&mut self.hands[seat]);
        for _ in 0..HAND_SIZE {
            if let Some(t) = self.stacks[side].pop() {
                self.hands[seat].push(t);
            }
        }
        self.stacks[side].extend(discarded);
        shuffle_stack(&mut self.stacks[side], &mut self.dice);
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
            placed.control_since = self.field.next_moment();
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
                    self.push_delayed_spells_at(target, &mut steps);
                    Flow::Continue
                }
                Step::Sieges => self.take_sieges(events),
                Step::EndTurn => self.end_turn(events),
            };
            match flow {
                Flow::Continue => {}
                Flow::Paused | Flow::Resolved | Flow::Over => return,
            }
        }
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) -> Flow {
        let seat = self.turn;
        let side = self.side_of(seat).index();
        if let Some(tile) = self.stacks[side].pop() {
            self.hands[seat as usize].push(tile);
            events.push(Event::Drew { seat });
        }
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
