//! What a tile's own spells leave in each order, played on their targets' golems only:
//! which orders end alike.

use super::super::geometry::{Cell, Edge};
use super::super::moves::SpellOrder;
use super::super::sides::Side;
use super::super::state::Game;
use super::super::summon::removal_needs_choice;
use super::played::Played;

/// A tile a spell of the placed tile lands on: its golems, and how many golems the spell
/// brings past its shields (the supply permitting). Nothing else the turn does before the
/// spells touches it, and each spell lands on a tile of its own.
#[derive(Clone, Copy)]
pub(super) struct Target {
    pub cell: Cell,
    pub golems: [u8; Side::MAX],
    pub brought: u8,
}

impl Target {
    /// Whether the spell, all it brings placed here, stops for a removal choice.
    fn stops_for_choice(&self, side: Side) -> bool {
        let mut golems = self.golems;
        golems[side.index()] = golems[side.index()].saturating_add(self.brought);
        removal_needs_choice(golems, side)
    }
}

/// The spells that land on a tile, by edge index, with the tile they land on.
fn landed<'a>(
    landing: &'a [Landing; 3],
    targets: &'a [Target],
) -> impl Iterator<Item = (usize, &'a Target)> + 'a {
    landing
        .iter()
        .enumerate()
        .filter_map(|(edge, landing)| match *landing {
            Landing::On(index) => targets.get(index).map(|t| (edge, t)),
            _ => None,
        })
}

/// Where a spell of the placed tile lands.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Landing {
    /// On the target at this index.
    On(usize),
    /// On no tile, in Expert: it waits there.
    Waits,
    /// On no tile, or on a tile under an enemy wizard: it is lost.
    Lost,
}

/// Which orders of a placement's spells lead to different states, as far as what the
/// spells leave can tell.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Distinct {
    /// The orders (by their index in the candidates), one for each different outcome, the
    /// first that leads there; a single one when every order ends the same.
    Orders(u8),
    /// Expert rules, different outcomes not all ending the game: these orders, if nothing
    /// follows the spells (no delayed spell nor siege); else later steps of the turn could
    /// even them out, and these orders (one for each outcome) must be played in full.
    Unless(u8),
    /// Each order must be played in full.
    PlayEach,
}

/// What [`Game::distinct_orders`] found for the spells of one tile in one listing, by what
/// they meet where they land: placements whose spells meet the same golems the same way
/// are told apart the same way (late in a game, many). A few slots, the last seen kept.
#[derive(Default)]
pub(super) struct Seen {
    /// Empty until the first placement worked out; a slot counts only when written since
    /// the last clearing (its generation is the current one), so that clearing costs
    /// nothing when the scratch serves listing after listing.
    slots: Vec<(u32, u128, Distinct)>,
    generation: u32,
}

const SEEN_SLOTS: usize = 64;

impl Seen {
    /// Forgets everything: another tile, or another listing.
    pub fn clear(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // Slots written 2^32 clearings ago would count again.
            self.slots.clear();
            self.generation = 1;
        }
    }

    /// What the spells of the tile on `edges`, landing as `landing` on `targets`, meet,
    /// packed: for each spell in turn, whether it lands, waits or is lost, and where it
    /// lands the golems there and how many it brings. Never 0.
    pub fn key(edges: &[Edge], landing: &[Landing; 3], targets: &[Target]) -> u128 {
        let mut key = 1u128;
        for edge in edges {
            let met = match landing[edge.index()] {
                Landing::On(index) => match targets.get(index) {
                    Some(t) => {
                        let mut packed = u64::from(t.brought) << 2 | 1;
                        for g in t.golems {
                            packed = packed << 8 | u64::from(g);
                        }
                        packed
                    }
                    None => 0,
                },
                Landing::Waits => 2,
                Landing::Lost => 3,
            };
            key = key << 42 | u128::from(met);
        }
        key
    }

    fn slot(key: u128) -> usize {
        let mixed = (key as u64 ^ (key >> 64) as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (mixed >> 58) as usize % SEEN_SLOTS
    }

    pub fn get(&self, key: u128) -> Option<Distinct> {
        let &(generation, seen, distinct) = self.slots.get(Seen::slot(key))?;
        (generation == self.generation && seen == key).then_some(distinct)
    }

    pub fn put(&mut self, key: u128, distinct: Distinct) {
        if self.slots.is_empty() {
            self.slots.resize(
                SEEN_SLOTS,
                (self.generation.wrapping_sub(1), 0, Distinct::PlayEach),
            );
        }
        if let Some(slot) = self.slots.get_mut(Seen::slot(key)) {
            *slot = (self.generation, key, distinct);
        }
    }
}

/// Whether the spells surely end the same in every order because at most one of them does
/// anything: the others are lost (none waits), so each order plays that one spell on the
/// same golems. Only a removal choice could still tell orders apart (the turn pauses with
/// different spells still to come), so `no_pause` is asked, with any one order, when one
/// spell lands.
fn single_spell_lands(
    landing: &[Landing; 3],
    no_pause: impl FnOnce(&[Edge]) -> bool,
    edges: &[Edge],
) -> bool {
    if landing.contains(&Landing::Waits) {
        return false;
    }
    match edges
        .iter()
        .filter(|e| matches!(landing[e.index()], Landing::On(_)))
        .count()
    {
        0 => true,
        1 => no_pause(edges),
        _ => false,
    }
}

impl Game {
    /// Which of `candidates` (every order of the spells on `edges`) lead to different
    /// outcomes, the spells landing as `landing` says on `targets`. Orders are told apart by
    /// what the spells leave: the rest of the turn follows from that, so equal outcomes
    /// mean equal states. In the base game different outcomes stay different; in Expert
    /// too when nothing follows them (no delayed spell nor siege), which the caller asks.
    pub(super) fn distinct_orders(
        &self,
        edges: &[Edge],
        candidates: &[SpellOrder],
        landing: &[Landing; 3],
        targets: &[Target],
    ) -> Distinct {
        if self.spells_covered(landing, targets)
            || single_spell_lands(
                landing,
                |o| !self.spells_outcome(o, landing, targets).paused(),
                edges,
            )
        {
            return Distinct::Orders(1);
        }
        // Unless a spell could stop the turn for a removal choice (with the spells still
        // to come, lost ones too, kept in the state), the spells that do nothing do not
        // count: orders alike in those that land or wait end alike, and are played once.
        let side = self.side_of(self.turn).index();
        let may_pause = targets.iter().any(|t| {
            (0..Side::MAX)
                .filter(|s| *s != side && t.golems[*s] > 0)
                .count()
                > 1
        });
        let mut played: [(u32, Outcome); 6] = [(0, Outcome::default()); 6];
        let mut played_count = 0;
        let mut classes = [Outcome::default(); 6];
        let mut found = 0;
        let mut chosen = 0u8;
        for (i, order) in candidates.iter().enumerate().take(6) {
            let acting = order
                .edges()
                .iter()
                .filter(|e| landing[e.index()] != Landing::Lost)
                .fold(1u32, |key, e| key << 2 | e.index() as u32);
            let known = played[..played_count]
                .iter()
                .find(|(k, _)| !may_pause && *k == acting);
            let outcome = match known {
                Some((_, outcome)) => *outcome,
                None => {
                    let outcome = self.spells_outcome(order.edges(), landing, targets);
                    played[played_count] = (acting, outcome);
                    played_count += 1;
                    outcome
                }
            };
            if !classes[..found].contains(&outcome) {
                classes[found] = outcome;
                found += 1;
                chosen |= 1 << i;
            }
        }
        let settled =
            !self.options.expert || found == 1 || classes[..found].iter().all(|o| o.ended());
        if settled {
            Distinct::Orders(chosen)
        } else {
            Distinct::Unless(chosen)
        }
    }

    /// [`Game::distinct_orders`] with golems to spare, outside the Expert rules: every
    /// spell brings all its golems past the shields, no supply can run out, and every
    /// removal choice is asked (in Expert one that changes nothing is not). Then each spell, on a tile of its own,
    /// does the same in any order, and stops for a removal choice or not whatever came
    /// before. The turn pauses at the first spell that stops, keeping the spells still to
    /// come in their order; those cast before it leave the same golems in any order (the
    /// tile's own spells share one moment of control). So two orders end alike exactly
    /// when both pause at the same spell with the same spells after it, or neither pauses.
    pub(super) fn spare_orders(
        &self,
        candidates: &[SpellOrder],
        landing: &[Landing; 3],
        targets: &[Target],
    ) -> u8 {
        let side = self.side_of(self.turn);
        let mut stops = 0u8;
        for (edge, target) in landed(landing, targets) {
            if target.stops_for_choice(side) {
                stops |= 1 << edge;
            }
        }
        if stops == 0 {
            return 1;
        }
        let mut pauses = [0u16; 6];
        let (mut found, mut chosen) = (0, 0u8);
        for (i, order) in candidates.iter().enumerate().take(6) {
            let edges = order.edges();
            let Some(first) = edges.iter().position(|e| stops & (1 << e.index()) != 0) else {
                continue;
            };
            // Where it pauses, and the spells still to come.
            let pause = edges[first..]
                .iter()
                .fold(1u16, |key, e| key << 2 | e.index() as u16);
            if !pauses[..found].contains(&pause) {
                pauses[found] = pause;
                found += 1;
                chosen |= 1 << i;
            }
        }
        chosen
    }

    /// Whether every order of the spells surely ends the same: the supply left after the
    /// wizard's golem covers every golem they bring with one to spare (so none is cut
    /// short and the game does not end midway), and none stops for a removal choice (the
    /// turn would pause at different points). The spells land on different tiles, so
    /// nothing else links them.
    fn spells_covered(&self, landing: &[Landing; 3], targets: &[Target]) -> bool {
        let side = self.side_of(self.turn);
        let mut needed = 0u32;
        for (_, target) in landed(landing, targets) {
            if target.stops_for_choice(side) {
                return false;
            }
            needed += u32::from(target.brought);
        }
        needed + 1 < u32::from(self.supplies[side.index()])
    }

    fn spells_outcome(&self, order: &[Edge], landing: &[Landing; 3], start: &[Target]) -> Outcome {
        Outcome::of(order, &self.spells_played(order, landing, start))
    }
}

/// What a tile's own spells, in one order, leave behind, packed to compare at once: the
/// golems on the tiles they reached (four bits each: at most five, nine while a removal
/// waits, plus a spell's four), the supplies, the spells left waiting (Expert), whether
/// the game ended, and where the turn stopped for a removal choice with the spells still
/// to come.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct Outcome(u128);

/// Where the pause is kept: past the golems (36 bits), supplies (24), waiting spells (3)
/// and the end (1).
const PAUSED_AT: u32 = 64;

impl Outcome {
    /// `played`, the spells cast in `order`, packed.
    fn of(order: &[Edge], played: &Played) -> Outcome {
        // Where the turn stops: the spell, and those still to come.
        let mut paused = 0u16;
        if let Some((at, then)) = played.paused_at.and_then(|i| order.get(i..)?.split_first()) {
            paused = 1 | (at.index() as u16) << 1;
            for (k, left) in then.iter().enumerate() {
                paused |= (left.index() as u16 + 1) << (3 + 2 * k);
            }
        }
        let mut packed = u128::from(paused);
        for golems in played.golems {
            for g in golems {
                packed = packed << 4 | u128::from(g);
            }
        }
        for supply in played.supplies {
            packed = packed << 8 | u128::from(supply);
        }
        Outcome(packed << 4 | u128::from(played.delayed) << 1 | u128::from(played.ended))
    }

    fn ended(self) -> bool {
        self.0 & 1 != 0
    }

    fn paused(self) -> bool {
        self.0 >> PAUSED_AT & 1 != 0
    }
}
