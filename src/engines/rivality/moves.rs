//! Moves, and the list of legal ones.

use serde::{Deserialize, Serialize};

use super::battlefield::{Battlefield, OpenSpots};
use super::geometry::{Cell, Edge, EdgeSet, Facing};
use super::sides::Side;
use super::state::Game;
use super::summon::{removal_needs_choice, settle_limit, summon, Removal, Summons};
use super::tiles::TileId;

/// The order in which a tile's spells resolve, when the caster wants to choose it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "Vec<Edge>", try_from = "Vec<Edge>")]
pub struct SpellOrder {
    edges: [Edge; 3],
    len: u8,
}

impl SpellOrder {
    pub fn new(edges: &[Edge]) -> Option<SpellOrder> {
        if edges.len() > 3 {
            return None;
        }
        let mut order = SpellOrder {
            edges: [Edge::Front; 3],
            len: edges.len() as u8,
        };
        order.edges[..edges.len()].copy_from_slice(edges);
        Some(order)
    }

    pub fn edges(&self) -> &[Edge] {
        &self.edges[..self.len as usize]
    }

    /// True when it names each spell of `tile` exactly once.
    pub fn fits(&self, tile: TileId) -> bool {
        let spec = tile.spec();
        let edges = self.edges();
        edges.len() == spec.spell_edges().count()
            && spec
                .spell_edges()
                .all(|e| edges.iter().filter(|x| **x == e).count() == 1)
    }
}

impl From<SpellOrder> for Vec<Edge> {
    fn from(order: SpellOrder) -> Vec<Edge> {
        order.edges().to_vec()
    }
}

impl TryFrom<Vec<Edge>> for SpellOrder {
    type Error = String;

    fn try_from(edges: Vec<Edge>) -> Result<SpellOrder, String> {
        SpellOrder::new(&edges).ok_or_else(|| "a tile has at most 3 spells".to_string())
    }
}

/// What a player can do when it is their turn to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Move {
    /// Place a tile from the hand on an open spot, its front towards `facing`.
    Place {
        tile: TileId,
        cell: Cell,
        facing: Facing,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        order: Option<SpellOrder>,
    },
    /// First turn only, when no tile in hand can summon a golem onto the Well of Mana.
    Mulligan,
    /// Choose which tied enemy side loses a golem past the five-golem limit.
    Remove { side: Side },
}

/// What a tile's own spells, in one order, leave behind: the golems on the tiles they
/// reached, the supplies, whether the game ended, the spells left waiting (Expert).
#[derive(PartialEq, Eq)]
struct SpellsOutcome {
    targets: [[u8; Side::MAX]; 3],
    supplies: [u8; Side::MAX],
    ended: bool,
    delayed: EdgeSet,
}

/// Where a spell of the placed tile lands, for [`Game::spells_outcome`].
#[derive(Clone, Copy, PartialEq, Eq)]
enum Landing {
    /// On the copy of its target at this index.
    On(usize),
    /// On no tile, in Expert: it waits there.
    Waits,
    /// On no tile, or on a tile under an enemy wizard: it is lost.
    Lost,
}

/// Every ordering of the given spell edges.
pub(crate) fn orders(edges: &[Edge], out: &mut Vec<SpellOrder>) {
    match *edges {
        [a, b] => {
            out.extend(SpellOrder::new(&[a, b]));
            out.extend(SpellOrder::new(&[b, a]));
        }
        [a, b, c] => {
            for p in [
                [a, b, c],
                [a, c, b],
                [b, a, c],
                [b, c, a],
                [c, a, b],
                [c, b, a],
            ] {
                out.extend(SpellOrder::new(&p));
            }
        }
        _ => {}
    }
}

impl Game {
    /// Whether the order of `tile`'s spells could change anything at all: only when the
    /// supply left after the wizard's golem cannot cover every spell as printed. A quick
    /// first look; [`Game::legal_moves`] then asks each placement whether it does.
    pub fn order_matters(&self, tile: TileId) -> bool {
        let supply = self.supplies[self.side_of(self.turn).index()];
        let spec = tile.spec();
        supply > 1 && spec.spell_edges().count() > 1 && supply - 1 < spec.total_golems()
    }

    /// Every legal move for the seat that must act, appended to `out` (cleared first). A
    /// placement comes once, without a spell order, unless orders lead to different
    /// states: then once for each different state, with the first order that leads there.
    pub fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.is_over() {
            return;
        }
        if let Some(pending) = &self.pending {
            out.extend(pending.sides.iter().map(|&side| Move::Remove { side }));
            return;
        }
        let spots = OpenSpots::of(&self.field);
        let hand = self.hand(self.turn);
        for (i, &tile) in hand.iter().enumerate() {
            if hand[..i].contains(&tile) {
                continue;
            }
            // Past the supply, only a removal choice (3 players) can make orders differ.
            let may_matter = self.order_matters(tile)
                || (self.players() == 3 && tile.spec().spell_edges().nth(1).is_some());
            for &cell in spots.as_slice() {
                for facing in Facing::ALL {
                    if may_matter && !self.spells_covered(tile, cell, facing) {
                        self.push_distinct_orders(tile, cell, facing, out);
                    } else {
                        out.push(Move::Place {
                            tile,
                            cell,
                            facing,
                            order: None,
                        });
                    }
                }
            }
        }
        if self.mulligan_allowed().is_ok() {
            out.push(Move::Mulligan);
        }
    }

    /// Whether every order of `tile`'s spells, placed at `cell` towards `facing`, surely
    /// ends the same: the supply left after the wizard's golem covers every golem they can
    /// bring with one to spare (so none is cut short and the game does not end midway),
    /// and none stops for a removal choice (the turn would pause at different points). The
    /// spells land on different tiles, so nothing else links them.
    fn spells_covered(&self, tile: TileId, cell: Cell, facing: Facing) -> bool {
        let side = self.side_of(self.turn);
        let spec = tile.spec();
        let mut needed = 0u32;
        for edge in spec.spell_edges() {
            let Some(spell) = spec.spell(edge) else {
                continue;
            };
            let target_cell = cell.step(edge.direction(facing), spell.range);
            let Some(target) = self.field.at(target_cell) else {
                continue;
            };
            if self.wizard_at(target_cell).is_some_and(|w| w != side) {
                continue;
            }
            let shields = if spell.ignores_shields() {
                0
            } else {
                target.shields_against(side)
            };
            let brought = spell.golems.saturating_sub(shields);
            let mut golems = target.golems;
            golems[side.index()] = golems[side.index()].saturating_add(brought);
            if removal_needs_choice(golems, side) {
                return false;
            }
            needed += u32::from(brought);
        }
        needed + 1 < u32::from(self.supplies[side.index()])
    }

    /// The placement once for each different state its spell orders lead to (once without
    /// an order when they all lead to the same one). The orders are first told apart by
    /// what the spells leave on their targets ([`Game::spells_outcome`]): the rest of the
    /// turn follows from that. Where that cannot settle it (a removal choice on the way,
    /// or orders that differ and the game goes on, when Expert sieges might even them out),
    /// each order is played in full.
    fn push_distinct_orders(&self, tile: TileId, cell: Cell, facing: Facing, out: &mut Vec<Move>) {
        let mut edges = [Edge::Front; 3];
        let mut count = 0;
        for (slot, edge) in edges.iter_mut().zip(tile.spec().spell_edges()) {
            *slot = edge;
            count += 1;
        }
        let mut candidates = Vec::with_capacity(6);
        orders(&edges[..count], &mut candidates);
        let place = |order| Move::Place {
            tile,
            cell,
            facing,
            order,
        };
        let mut scratch = Battlefield::default();
        let mut classes: Vec<(SpellOrder, SpellsOutcome)> = Vec::with_capacity(6);
        let mut settled = true;
        for &order in &candidates {
            match self.spells_outcome(tile, cell, facing, order.edges(), &mut scratch) {
                Some(outcome) => {
                    if !classes.iter().any(|(_, seen)| *seen == outcome) {
                        classes.push((order, outcome));
                    }
                }
                None => {
                    settled = false;
                    break;
                }
            }
        }
        if settled && classes.len() > 1 && classes.iter().any(|(_, o)| !o.ended) {
            settled = false;
        }
        if settled {
            if classes.len() > 1 {
                out.extend(classes.iter().map(|(order, _)| place(Some(*order))));
            } else {
                out.push(place(None));
            }
            return;
        }
        let mut outcomes: Vec<(SpellOrder, Game)> = Vec::with_capacity(candidates.len());
        let mut events = Vec::new();
        for order in candidates {
            let mut next = self.clone();
            events.clear();
            // A listed placement is legal in every order; skip rather than list it if not.
            if next.apply_in_place(place(Some(order)), &mut events).is_ok()
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

    /// The placed tile's own spells in `order`, played on copies of their targets only,
    /// with the same rules as the turn (`summon.rs`): what they leave. `None` when a spell
    /// stops for a removal choice (only the whole turn can tell what that leads to).
    fn spells_outcome(
        &self,
        tile: TileId,
        cell: Cell,
        facing: Facing,
        order: &[Edge],
        scratch: &mut Battlefield,
    ) -> Option<SpellsOutcome> {
        let side = self.side_of(self.turn);
        let spec = tile.spec();
        // Where each spell lands: a copy of its target, nothing (it waits, in Expert), or
        // a tile under an enemy wizard (it is lost).
        scratch.tiles.clear();
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
                    scratch.tiles.push(on_field.clone());
                    Landing::On(scratch.tiles.len() - 1)
                }
            };
        }
        let mut supplies = self.supplies;
        supplies[side.index()] = supplies[side.index()].saturating_sub(1);
        let mut delayed = EdgeSet::EMPTY;
        let mut ended = supplies[side.index()] == 0;
        let mut events = Vec::new();
        for &edge in order {
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
                target: scratch.tiles[index].cell,
                spell,
                delayed: false,
            };
            summon(scratch, &mut supplies, index, summons);
            if let Removal::NeedsChoice(_) =
                settle_limit(scratch, &mut supplies, index, side, None, &mut events)
            {
                return None;
            }
            ended = self.sides().any(|s| supplies[s.index()] == 0);
        }
        let mut targets = [[0u8; Side::MAX]; 3];
        for (slot, t) in targets.iter_mut().zip(&scratch.tiles) {
            *slot = t.golems;
        }
        Some(SpellsOutcome {
            targets,
            supplies,
            ended,
            delayed,
        })
    }
}
