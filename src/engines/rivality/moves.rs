//! Moves, and the list of legal ones.

use serde::{Deserialize, Serialize};

use super::battlefield::{OpenSpots, MAX_GOLEMS_PER_TILE};
use super::geometry::{Cell, Edge, Facing};
use super::sides::Side;
use super::spell_orders::OrderScratch;
use super::state::Game;
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

/// How many orderings [`orders`] gives for `spells` spell edges (none for fewer than two,
/// counted here as one: the tile placed without an order).
pub(crate) fn order_count(spells: usize) -> usize {
    match spells {
        2 => 2,
        3 => 6,
        _ => 1,
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
        let mut scratch = OrderScratch::default();
        self.each_tile_to_place(&mut scratch, |tile, worked, scratch| {
            if worked {
                self.push_placements(tile, spots.as_slice(), scratch, out);
                return;
            }
            for &cell in spots.as_slice() {
                for facing in Facing::ALL {
                    out.push(Move::Place {
                        tile,
                        cell,
                        facing,
                        order: None,
                    });
                }
            }
        });
        if self.mulligan_allowed().is_ok() {
            out.push(Move::Mulligan);
        }
    }

    /// Each tile in hand once, in hand order, with whether its placements must be worked
    /// out one by one ([`Game::push_placements`]): otherwise each comes once, without an
    /// order, on every open spot towards every facing in turn. The scratch, of this
    /// listing, is lent to `each`.
    pub(crate) fn each_tile_to_place(
        &self,
        scratch: &mut OrderScratch,
        mut each: impl FnMut(TileId, bool, &mut OrderScratch),
    ) {
        let hand = self.hand(self.turn);
        for (i, &tile) in hand.iter().enumerate() {
            if hand[..i].contains(&tile) {
                continue;
            }
            // With golems to spare, only a removal choice on the way (3 players) can make
            // orders differ: none can when no spell of the tile would stop for one on any
            // tile (the risky tiles looked for once, when a tile first needs them).
            let may_matter = self.order_matters(tile)
                || (self.players() == 3
                    && tile.spec().spell_edges().nth(1).is_some()
                    && !self.surely_covered(tile, scratch));
            each(tile, may_matter, scratch);
        }
    }

    /// Whether every placement of `tile` surely ends the same in every order of its
    /// spells, wherever they land: the supply left after the wizard's golem covers all the
    /// golems printed on it with one to spare, and no spell of it, landing on a tile with
    /// all its golems, would stop there for a removal choice. What the
    /// placement-by-placement test in `spell_orders/` would find for each.
    fn surely_covered(&self, tile: TileId, scratch: &mut OrderScratch) -> bool {
        let spec = tile.spec();
        let supply = self.supplies[self.side_of(self.turn).index()];
        let most = spec
            .spell_edges()
            .filter_map(|e| spec.spell(e))
            .map(|s| s.golems)
            .max()
            .unwrap_or(0);
        if most > MAX_GOLEMS_PER_TILE || u32::from(spec.total_golems()) + 1 >= u32::from(supply) {
            return false;
        }
        // The risky tiles only now, when the supply alone does not settle it.
        !scratch.risky(self).reached_by(tile)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A random move gives each placement as many draws as its tile's spells have orders:
    /// never fewer than the listing can hold.
    #[test]
    fn order_count_is_how_many_orders_there_are() {
        for spells in 0..=3 {
            let mut listed = Vec::new();
            orders(&Edge::CASTING_ORDER[..spells], &mut listed);
            assert_eq!(order_count(spells), listed.len().max(1), "{spells} spells");
        }
    }
}
