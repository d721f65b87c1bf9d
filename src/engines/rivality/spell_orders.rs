//! Which orders of a placed tile's spells are worth listing: one for each different state
//! they lead to.

use super::events::Event;
use super::geometry::{Cell, Edge, EdgeSet, Facing};
use super::moves::{orders, Move, SpellOrder};
use super::sides::Side;
use super::state::Game;
use super::summon::{removal_needs_choice, settle_golems, Removal};
use super::tiles::TileId;

/// Buffers reused across the placements of one listing.
#[derive(Default)]
pub(crate) struct OrderScratch {
    candidates: Vec<SpellOrder>,
    classes: Vec<(SpellOrder, SpellsOutcome)>,
    /// The tiles the spells land on, as they stand.
    targets: Vec<Target>,
    events: Vec<Event>,
    /// Where each tile lies, looked up by cell, built at the listing's first placement
    /// that needs it: every placement looks up where its spells land.
    tiles_by_cell: Option<TilesByCell>,
}

/// The battlefield's tiles by cell, on a grid over the cells they cover: one look instead
/// of a walk through every tile.
struct TilesByCell {
    west: i16,
    south: i16,
    width: i16,
    height: i16,
    /// For each cell of the grid, row by row: the tile's index in the battlefield plus one,
    /// or 0 where there is none.
    grid: Vec<u16>,
}

impl TilesByCell {
    fn of(game: &Game) -> TilesByCell {
        let tiles = &game.field.tiles;
        let (mut west, mut east, mut south, mut north) = (0i16, 0i16, 0i16, 0i16);
        for (i, t) in tiles.iter().enumerate() {
            let (x, y) = (i16::from(t.cell.x), i16::from(t.cell.y));
            if i == 0 {
                (west, east, south, north) = (x, x, y, y);
            }
            (west, east) = (west.min(x), east.max(x));
            (south, north) = (south.min(y), north.max(y));
        }
        let (width, height) = (east - west + 1, north - south + 1);
        let mut index = TilesByCell {
            west,
            south,
            width,
            height,
            grid: vec![0; (width as usize) * (height as usize)],
        };
        for (i, t) in tiles.iter().enumerate() {
            let Ok(number) = u16::try_from(i + 1) else {
                break;
            };
            if let Some(slot) = index.slot(t.cell).and_then(|s| index.grid.get_mut(s)) {
                // As `Battlefield::at`: the first tile at a cell is the one found.
                if *slot == 0 {
                    *slot = number;
                }
            }
        }
        index
    }

    fn slot(&self, cell: Cell) -> Option<usize> {
        let (x, y) = (
            i16::from(cell.x) - self.west,
            i16::from(cell.y) - self.south,
        );
        if x < 0 || y < 0 || x >= self.width || y >= self.height {
            return None;
        }
        Some(y as usize * self.width as usize + x as usize)
    }

    /// The index in the battlefield of the tile at `cell`.
    fn at(&self, cell: Cell) -> Option<usize> {
        let number = *self.grid.get(self.slot(cell)?)?;
        (number > 0).then(|| usize::from(number) - 1)
    }
}

/// A tile a spell of the placed tile lands on: its golems, and how many golems the spell
/// brings past its shields (the supply permitting). Nothing else the turn does before the
/// spells touches it, and each spell lands on a tile of its own.
#[derive(Clone, Copy)]
struct Target {
    golems: [u8; Side::MAX],
    brought: u8,
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
    /// On the target at this index.
    On(usize),
    /// On no tile, in Expert: it waits there.
    Waits,
    /// On no tile, or on a tile under an enemy wizard: it is lost.
    Lost,
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
        let tiles_by_cell = scratch
            .tiles_by_cell
            .get_or_insert_with(|| TilesByCell::of(self));
        let landing = self.landings(tile, cell, facing, tiles_by_cell, &mut scratch.targets);
        let place = |order| Move::Place {
            tile,
            cell,
            facing,
            order,
        };
        if self.spells_covered(&landing, &scratch.targets)
            || single_spell_lands(
                &landing,
                |o| {
                    self.spells_outcome(o, &landing, &scratch.targets)
                        .paused
                        .is_none()
                },
                &edges[..count],
            )
        {
            out.push(place(None));
            return;
        }
        scratch.candidates.clear();
        orders(&edges[..count], &mut scratch.candidates);
        scratch.classes.clear();
        for i in 0..scratch.candidates.len() {
            let order = scratch.candidates[i];
            let outcome = self.spells_outcome(order.edges(), &landing, &scratch.targets);
            if !scratch.classes.iter().any(|(_, seen)| *seen == outcome) {
                scratch.classes.push((order, outcome));
            }
        }
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
    /// are put in `targets`.
    fn landings(
        &self,
        tile: TileId,
        cell: Cell,
        facing: Facing,
        tiles_by_cell: &TilesByCell,
        targets: &mut Vec<Target>,
    ) -> [Landing; 3] {
        let side = self.side_of(self.turn);
        let spec = tile.spec();
        targets.clear();
        let mut landing = [Landing::Lost; 3];
        for edge in spec.spell_edges() {
            let Some(spell) = spec.spell(edge) else {
                continue;
            };
            let target = cell.step(edge.direction(facing), spell.range);
            let on_field = tiles_by_cell
                .at(target)
                .and_then(|i| self.field.tiles.get(i));
            landing[edge.index()] = match on_field {
                None if self.options.expert => Landing::Waits,
                None => Landing::Lost,
                Some(_) if self.wizard_at(target).is_some_and(|w| w != side) => Landing::Lost,
                Some(on_field) => {
                    // As in `summon`: shields destroy the first golems, range 3 ignores them.
                    let shields = if spell.ignores_shields() {
                        0
                    } else {
                        on_field.shields_against(side)
                    };
                    targets.push(Target {
                        golems: on_field.golems,
                        brought: spell.golems - shields.min(spell.golems),
                    });
                    Landing::On(targets.len() - 1)
                }
            };
        }
        landing
    }

    /// Whether every order of the spells surely ends the same: the supply left after the
    /// wizard's golem covers every golem they bring with one to spare (so none is cut
    /// short and the game does not end midway), and none stops for a removal choice (the
    /// turn would pause at different points). The spells land on different tiles, so
    /// nothing else links them.
    fn spells_covered(&self, landing: &[Landing; 3], targets: &[Target]) -> bool {
        let side = self.side_of(self.turn);
        let mut needed = 0u32;
        for l in landing {
            let Landing::On(index) = *l else {
                continue;
            };
            let Some(target) = targets.get(index) else {
                continue;
            };
            let mut golems = target.golems;
            golems[side.index()] = golems[side.index()].saturating_add(target.brought);
            if removal_needs_choice(golems, side) {
                return false;
            }
            needed += u32::from(target.brought);
        }
        needed + 1 < u32::from(self.supplies[side.index()])
    }

    /// The placed tile's own spells in `order`, played on their targets' golems only, with
    /// the same rules as the turn (`summon.rs`): what they leave.
    fn spells_outcome(
        &self,
        order: &[Edge],
        landing: &[Landing; 3],
        start: &[Target],
    ) -> SpellsOutcome {
        let side = self.side_of(self.turn);
        let mut targets = [[0u8; Side::MAX]; 3];
        for (slot, t) in targets.iter_mut().zip(start) {
            *slot = t.golems;
        }
        let mut supplies = self.supplies;
        supplies[side.index()] = supplies[side.index()].saturating_sub(1);
        let mut delayed = EdgeSet::EMPTY;
        let mut ended = supplies[side.index()] == 0;
        let mut paused = None;
        for (i, &edge) in order.iter().enumerate() {
            if ended {
                break;
            }
            let (index, brought) = match landing[edge.index()] {
                Landing::On(index) => match start.get(index) {
                    Some(t) => (index, t.brought),
                    None => continue,
                },
                Landing::Waits => {
                    delayed.insert(edge);
                    continue;
                }
                Landing::Lost => continue,
            };
            let Some(golems) = targets.get_mut(index) else {
                continue;
            };
            let placed = brought.min(supplies[side.index()]);
            supplies[side.index()] -= placed;
            golems[side.index()] += placed;
            let mut removed = [0u8; Side::MAX];
            if let Removal::NeedsChoice(_) =
                settle_golems(golems, &mut supplies, &mut removed, side, None)
            {
                let mut rest = [Edge::Front; 3];
                let left = &order[i + 1..];
                rest[..left.len()].copy_from_slice(left);
                paused = Some((edge, rest, left.len()));
                break;
            }
            ended = self.sides().any(|s| supplies[s.index()] == 0);
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
