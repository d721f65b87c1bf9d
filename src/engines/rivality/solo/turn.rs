//! A solo turn: your wizard moves with a golem, Suramun mirrors you with a golem, he casts
//! all his spells, then you cast yours if you still control your tile.
//!
//! Readings where the rulebook is silent:
//! - Suramun's golem is placed whatever stands there ("ignores your golems and shields"),
//!   but the five-golem limit still holds: past five, Suramun, as the acting side, sends
//!   your golems back first ("Removal order past 5"). With only two sides there is one
//!   enemy group, so no removal ever needs a choice.
//! - Spells follow the rules of the base game, except that a wizard does not protect its
//!   tile: shields count, range-3 spells ignore them, a spell beyond the battlefield is
//!   lost, a spell landing on a face-down tile reveals it first.
//! - The game ends the moment a supply is empty (nothing more of the turn happens), or at
//!   the end of a turn after which your wizard has no empty tile to move to.
//! - Onto a face-down tile, the turn stops once the tile is turned up when your supply
//!   cannot cover its spells, for you to choose their order ([`super::pause`]); Suramun
//!   moves after that choice, as after a face-up tile's move, whose order came with it.

use super::super::battlefield::Control;
use super::super::events::{EndReason, Event, LostReason};
use super::super::geometry::{Cell, Edge};
use super::super::moves::SpellOrder;
use super::super::sides::Side;
use super::super::summon::{settle_limit, summon, Summons};
use super::super::turn::spell_target;
use super::error::SoloError;
use super::moves::SoloMove;
use super::pause::SoloPending;
use super::scoring::score;
use super::state::SoloGame;
use super::{index_of, mirror, PLAYER, SURAMUN};

/// Whether the game goes on.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Flow {
    Continue,
    /// The turn stopped for the order of your spells ([`super::SoloPending`]).
    Paused,
    Over,
}

/// How a turn is gone through: played, or previewed up to the wizards' arrival. A
/// preview turns no tile face up and scores nothing: it must not learn what a face-down
/// tile hides, and the moves played there depend on nothing it hides.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Sight {
    Played,
    Previewed,
}

/// The side across the table.
fn opponent(side: Side) -> Side {
    if side == PLAYER {
        SURAMUN
    } else {
        PLAYER
    }
}

impl SoloGame {
    /// Plays your turn, returning the new state and what happened. An illegal move changes
    /// nothing and says why.
    pub fn apply(&self, mv: SoloMove) -> Result<(SoloGame, Vec<Event>), SoloError> {
        let mut next = self.clone();
        let mut events = Vec::new();
        next.apply_in_place(mv, &mut events)?;
        Ok((next, events))
    }

    /// As [`SoloGame::apply`], in place. On error the game is left untouched.
    pub fn apply_in_place(
        &mut self,
        mv: SoloMove,
        events: &mut Vec<Event>,
    ) -> Result<(), SoloError> {
        let cell = self.check(mv)?;
        let flow = match mv {
            SoloMove::Order { order, .. } => {
                self.pending = None;
                self.after_your_arrival(cell, Some(order), events)
            }
            SoloMove::Enter { .. } | SoloMove::Move { .. } => {
                self.turns += 1;
                self.play_turn(cell, mv.order(), events)
            }
        };
        if flow == Flow::Continue && !self.can_move() {
            self.finish(EndReason::NoMoveLeft, events);
        }
        Ok(())
    }

    fn play_turn(
        &mut self,
        cell: Cell,
        order: Option<SpellOrder>,
        events: &mut Vec<Event>,
    ) -> Flow {
        let face_down = self.tile(cell).is_some_and(|t| t.face_down);
        if self.arrive(PLAYER, cell, Sight::Played, events) == Flow::Over {
            return Flow::Over;
        }
        // Its spells are seen only now: ask their order before anything else happens, if
        // the supply cannot cover them all (a face-up tile's came with the move).
        if face_down && self.order_asked(cell) {
            self.pending = Some(SoloPending::Order { cell });
            return Flow::Paused;
        }
        self.after_your_arrival(cell, order, events)
    }

    /// The rest of a turn once your wizard stands on `cell`: Suramun arrives on its
    /// mirror, casts, and you cast in `order` if you still control your tile.
    fn after_your_arrival(
        &mut self,
        cell: Cell,
        order: Option<SpellOrder>,
        events: &mut Vec<Event>,
    ) -> Flow {
        if self.arrive(SURAMUN, mirror(cell), Sight::Played, events) == Flow::Over {
            return Flow::Over;
        }
        let his = mirror(cell);
        // Suramun casts all the spells of his tile, front, left, right, whoever holds it.
        for edge in Edge::CASTING_ORDER {
            if self.cast(SURAMUN, his, edge, events) == Flow::Over {
                return Flow::Over;
            }
        }
        // You cast only if you still control your tile; the order was checked against the
        // tile when the move or the order was checked (it was face up then).
        if self.control(cell) != Control::Side(PLAYER) {
            return Flow::Continue;
        }
        let edges = match &order {
            Some(order) => order.edges(),
            None => &Edge::CASTING_ORDER[..],
        };
        for &edge in edges {
            if self.cast(PLAYER, cell, edge, events) == Flow::Over {
                return Flow::Over;
            }
        }
        Flow::Continue
    }

    /// The start of every turn as the preview sees it ([`SoloGame::preview`]): your wizard
    /// arrives on `cell`, then Suramun on its mirror, each with a golem; the game ends the
    /// moment a supply runs dry. A played turn makes the same two [`SoloGame::arrive`]
    /// calls, with a stop between them when it asks a spell order.
    pub(super) fn arrivals(&mut self, cell: Cell, sight: Sight, events: &mut Vec<Event>) -> Flow {
        if self.arrive(PLAYER, cell, sight, events) == Flow::Over {
            return Flow::Over;
        }
        self.arrive(SURAMUN, mirror(cell), sight, events)
    }

    /// A wizard arrives on `cell` with a golem from its supply, revealing a face-down tile
    /// (when played). Nothing of it depends on which tile lies there.
    pub(super) fn arrive(
        &mut self,
        side: Side,
        cell: Cell,
        sight: Sight,
        events: &mut Vec<Event>,
    ) -> Flow {
        let Some(index) = index_of(cell) else {
            return Flow::Continue;
        };
        self.wizards[side.index()] = Some(cell);
        let golem = self.supplies[side.index()] > 0;
        events.push(Event::WizardMoved { side, cell, golem });
        if sight == Sight::Played {
            self.reveal(index, events);
        }
        if golem {
            let before = self.field.tiles[index].control();
            self.supplies[side.index()] -= 1;
            self.field.tiles[index].golems[side.index()] += 1;
            self.settle(index, side, before, events);
        }
        self.end_if_supply_empty(sight, events)
    }

    /// Turns the tile at `index` face up, if it is face down.
    fn reveal(&mut self, index: usize, events: &mut Vec<Event>) {
        let tile = &mut self.field.tiles[index];
        if tile.face_down {
            tile.face_down = false;
            events.push(Event::Revealed {
                cell: tile.cell,
                tile: tile.tile,
            });
        }
    }

    /// Casts the spell on `edge` of the tile at `source` for `caster`, if it has one.
    fn cast(&mut self, caster: Side, source: Cell, edge: Edge, events: &mut Vec<Event>) -> Flow {
        let Some(source_tile) = index_of(source).map(|i| &self.field.tiles[i]) else {
            return Flow::Continue;
        };
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
        let Some(index) = index_of(target) else {
            events.push(lost(LostReason::NoTile));
            return Flow::Continue;
        };
        if self.supplies[caster.index()] == 0 {
            events.push(lost(LostReason::SupplyEmpty));
            return Flow::Continue;
        }
        self.reveal(index, events);
        let before = self.field.tiles[index].control();
        let summons = Summons {
            caster,
            from: source,
            edge,
            target,
            spell,
            delayed: false,
        };
        events.push(summon(&mut self.field, &mut self.supplies, index, summons));
        self.settle(index, caster, before, events);
        self.end_if_supply_empty(Sight::Played, events)
    }

    /// The five-golem limit on the tile at `index`, then any change of control.
    fn settle(&mut self, index: usize, actor: Side, before: Control, events: &mut Vec<Event>) {
        // Two sides: the only enemy group is the opponent's, so the choice is never asked.
        let _ = settle_limit(
            &mut self.field,
            &mut self.supplies,
            index,
            actor,
            Some(opponent(actor)),
            events,
        );
        let tile = &self.field.tiles[index];
        let after = tile.control();
        if after != before {
            events.push(Event::ControlChanged {
                cell: tile.cell,
                from: before,
                to: after,
            });
        }
    }

    /// Ends the game when a supply is empty. A preview only says so: scoring it would
    /// read tiles it has not turned up.
    fn end_if_supply_empty(&mut self, sight: Sight, events: &mut Vec<Event>) -> Flow {
        for side in [PLAYER, SURAMUN] {
            if self.supplies[side.index()] == 0 {
                let reason = EndReason::SupplyEmpty { side };
                match sight {
                    Sight::Played => self.finish(reason, events),
                    Sight::Previewed => events.push(Event::GameEnded { reason }),
                }
                return Flow::Over;
            }
        }
        Flow::Continue
    }

    fn finish(&mut self, reason: EndReason, events: &mut Vec<Event>) {
        self.outcome = Some(score(self).outcome(reason));
        events.push(Event::GameEnded { reason });
    }
}

#[cfg(test)]
mod tests {
    use super::super::{new_solo, Difficulty};
    use super::*;

    #[test]
    fn a_refused_move_changes_nothing() {
        let mut g = new_solo(4, Difficulty::Standard);
        let before = g.clone();
        let mut events = Vec::new();
        let err = g.apply_in_place(
            SoloMove::Enter {
                cell: Cell::new(0, 1),
            },
            &mut events,
        );
        assert!(err.is_err());
        assert_eq!(g, before);
        assert!(events.is_empty());
    }

    #[test]
    fn spells_beyond_the_battlefield_are_lost_and_a_turn_always_adds_golems() {
        for seed in 0..30 {
            let g = new_solo(seed, Difficulty::Standard);
            let (after, events) = g
                .apply(SoloMove::Enter {
                    cell: Cell::new(0, 0),
                })
                .unwrap();
            for e in &events {
                if let Event::SpellLost { target, reason, .. } = e {
                    assert_eq!(*reason, LostReason::NoTile);
                    assert!(index_of(*target).is_none());
                }
            }
            assert_eq!(after.turns, 1);
            assert!(after.field.golems_of(PLAYER) >= 1 && after.field.golems_of(SURAMUN) >= 1);
        }
    }
}
