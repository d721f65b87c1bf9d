//! Moves, and the list of legal ones.

use serde::{Deserialize, Serialize};

use super::battlefield::OpenSpots;
use super::geometry::{Cell, Edge, Facing};
use super::sides::Side;
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
fn orders(edges: &[Edge], out: &mut Vec<SpellOrder>) {
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
    /// Whether the order of `tile`'s spells could change anything: only when the supply
    /// left after the wizard's golem cannot cover every spell.
    pub fn order_matters(&self, tile: TileId) -> bool {
        let supply = self.supplies[self.side_of(self.turn).index()];
        let spec = tile.spec();
        supply > 1 && spec.spell_edges().count() > 1 && supply - 1 < spec.total_golems()
    }

    /// Every legal move for the seat that must act, appended to `out` (cleared first).
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
        let mut spell_orders = Vec::new();
        for (i, &tile) in hand.iter().enumerate() {
            if hand[..i].contains(&tile) {
                continue;
            }
            spell_orders.clear();
            if self.order_matters(tile) {
                let mut edges = [Edge::Front; 3];
                let mut count = 0;
                for (slot, edge) in edges.iter_mut().zip(tile.spec().spell_edges()) {
                    *slot = edge;
                    count += 1;
                }
                orders(&edges[..count], &mut spell_orders);
            }
            for &cell in spots.as_slice() {
                for facing in Facing::ALL {
                    if spell_orders.is_empty() {
                        out.push(Move::Place {
                            tile,
                            cell,
                            facing,
                            order: None,
                        });
                    } else {
                        out.extend(spell_orders.iter().map(|&o| Move::Place {
                            tile,
                            cell,
                            facing,
                            order: Some(o),
                        }));
                    }
                }
            }
        }
        if self.mulligan_allowed().is_ok() {
            out.push(Move::Mulligan);
        }
    }
}
