//! Which orders of a placed tile's spells are worth listing: one for each different state
//! they lead to.

use super::battlefield::Battlefield;
use super::events::Event;
use super::geometry::{Cell, Edge, EdgeSet, Facing};
use super::moves::{orders, Move, SpellOrder};
use super::sides::Side;
use super::state::Game;
use super::summon::{settle_limit, summon, Removal, Summons};
use super::tiles::TileId;

/// Buffers reused across the placements of one listing.
#[derive(Default)]
pub(crate) struct OrderScratch {
    candidates: Vec<SpellOrder>,
    classes: Vec<(SpellOrder, SpellsOutcome)>,
    /// The spells' targets as they stand, and the copies each order plays on.
    originals: Battlefield,
    targets: Battlefield,
    events: Vec<Event>,
}

/// What a tile's own spells, in one order, leave behind: the golems on the tiles they
/// reached, the supplies, whether the game ended, the spells left waiting (Expert), and
/// where the turn stopped for a removal choice with the spells still to come.
#[derive(Clone, Copy, PartialEq, Eq)]
struct SpellsOutcome {
    targets: [[u8; Side::MAX]; 3],
    supplies: [u8; Side::MAX],
    ended: bool,
    delayed: EdgeSet,
    paused: Option<(Edge, [Edge; 3], usize)>,
}

/// Where a spell of the placed tile lands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Landing {
    /// On the copy of its target at this index.
    On(usize),
    /// On no tile, in Expert: it waits there.
    Waits,
    /// On no tile, or on a tile under an enemy wizard: it is lost.
    Lost,
}

impl Game {
    /// The placement once for each different state its spell orders lead to (once without
    /// an order when they all lead to the same one). Orders are told apart by what the
    /// spells leave ([`Game::spells_outcome`]): the rest of the turn follows from that, so
    /// equal outcomes mean equal states. In the base game different outcomes stay
    /// different; with Expert rules, where a siege or a removal choice settled by playing
    /// it out could even them out later in the turn, each order is then played in full.
    pub(crate) fn push_distinct_orders(
        &self,
        tile: TileId,
        cell: Cell,
        facing: Facing,
        scratch: &mut OrderScratch,
        out: &mut Vec<Move>,
    ) {
        let mut edges = [Edge::Front; 3];
        let mut count = 0;
        for (slot, edge) in edges.iter_mut().zip(tile.spec().spell_edges()) {
            *slot = edge;
            count += 1;
        }
        scratch.candidates.clear();
        orders(&edges[..count], &mut scratch.candidates);
        scratch.classes.clear();
        let landing = self.landings(tile, cell, facing, &mut scratch.originals);
        for i in 0..scratch.candidates.len() {
            let order = scratch.candidates[i];
            let outcome = self.spells_outcome(tile, cell, order.edges(), &landing, scratch);
            if !scratch.classes.iter().any(|(_, seen)| *seen == outcome) {
                scratch.classes.push((order, outcome));
            }
        }
        let place = |order| Move::Place {
            tile,
            cell,
            facing,
            order,
        };
        let settled = !self.options.expert
            || scratch.classes.len() == 1
            || scratch.classes.iter().all(|(_, o)| o.ended);
        if settled {
            if scratch.classes.len() > 1 {
                out.extend(scratch.classes.iter().map(|(order, _)| place(Some(*order))));
            } else {
                out.push(place(None));
            }
            return;
        }
        let mut outcomes: Vec<(SpellOrder, Game)> = Vec::with_capacity(scratch.candidates.len());
        for &order in &scratch.candidates {
            let mut next = self.clone();
            scratch.events.clear();
            // A listed placement is legal in every order; skip rather than list it if not.
            if next
                .apply_in_place(place(Some(order)), &mut scratch.events)
                .is_ok()
                && !outcomes.iter().any(|(_, seen)| *seen == next)
            {
                outcomes.push((order, next));
            }
        }
        if outcomes.len() > 1 {
            out.extend(outcomes.iter().map(|(order, _)| place(Some(*order))));
        } else {
            out.push(place(None));
        }
    }

    /// Where each spell of `tile` at `cell` towards `facing` lands; the tiles it lands on
    /// are copied into `originals`.
    fn landings(
        &self,
        tile: TileId,
        cell: Cell,
        facing: Facing,
        originals: &mut Battlefield,
    ) -> [Landing; 3] {
        let side = self.side_of(self.turn);
        let spec = tile.spec();
        originals.tiles.clear();
        let mut landing = [Landing::Lost; 3];
        for edge in spec.spell_edges() {
            let Some(spell) = spec.spell(edge) else {
                continue;
            };
            let target = cell.step(edge.direction(facing), spell.range);
            landing[edge.index()] = match self.field.at(target) {
                None if self.options.expert => Landing::Waits,
                None => Landing::Lost,
                Some(_) if self.wizard_at(target).is_some_and(|w| w != side) => Landing::Lost,
                Some(on_field) => {
                    originals.tiles.push(on_field.clone());
                    Landing::On(originals.tiles.len() - 1)
                }
            };
        }
        landing
    }

    /// The placed tile's own spells in `order`, played on copies of their targets only,
    /// with the same rules as the turn (`summon.rs`): what they leave.
    fn spells_outcome(
        &self,
        tile: TileId,
        cell: Cell,
        order: &[Edge],
        landing: &[Landing; 3],
        scratch: &mut OrderScratch,
    ) -> SpellsOutcome {
        let side = self.side_of(self.turn);
        let spec = tile.spec();
        let field = &mut scratch.targets;
        field.tiles.clone_from(&scratch.originals.tiles);
        let mut supplies = self.supplies;
        supplies[side.index()] = supplies[side.index()].saturating_sub(1);
        let mut delayed = EdgeSet::EMPTY;
        let mut ended = supplies[side.index()] == 0;
        let mut paused = None;
        for (i, &edge) in order.iter().enumerate() {
            if ended {
                break;
            }
            let (Some(spell), Landing::On(index)) = (spec.spell(edge), landing[edge.index()])
            else {
                if landing[edge.index()] == Landing::Waits {
                    delayed.insert(edge);
                }
                continue;
            };
            let summons = Summons {
                caster: side,
                from: cell,
                edge,
                target: field.tiles[index].cell,
                spell,
                delayed: false,
            };
            summon(field, &mut supplies, index, summons);
            scratch.events.clear();
            let removal =
                settle_limit(field, &mut supplies, index, side, None, &mut scratch.events);
            if let Removal::NeedsChoice(_) = removal {
                let mut rest = [Edge::Front; 3];
                let left = &order[i + 1..];
                rest[..left.len()].copy_from_slice(left);
                paused = Some((edge, rest, left.len()));
                break;
            }
            ended = self.sides().any(|s| supplies[s.index()] == 0);
        }
        let mut targets = [[0u8; Side::MAX]; 3];
        for (slot, t) in targets.iter_mut().zip(&field.tiles) {
            *slot = t.golems;
        }
        SpellsOutcome {
            targets,
            supplies,
            ended,
            delayed,
            paused,
        }
    }
}
