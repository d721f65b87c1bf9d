//! Which orders of a placed tile's spells are worth listing: one for each different state
//! they lead to.
//!
//! What the orders of a placement lead to depends only on what its spells find where they
//! land. Most placements are seen at a glance to end alike in every order (`board.rs`:
//! where the spells land, looked up on a grid built once per listing); the others are
//! worked out by playing the spells on their targets' golems alone (`outcome.rs`), and
//! only where that cannot settle it (Expert) by playing whole turns.

mod board;
mod follows;
mod outcome;
mod played;
mod risky;

use board::{Board, Plan};
use follows::Placement;
use outcome::{Distinct, Landing, Seen, Target};
pub(crate) use risky::RiskyTiles;

use super::battlefield::{Control, MAX_GOLEMS_PER_TILE};
use super::events::Event;
use super::geometry::{Cell, Edge, Facing};
use super::moves::{orders, Move, SpellOrder};
use super::state::Game;
use super::tiles::TileId;
use super::turn::may_be_besieged;

/// Buffers reused across the placements of one listing, and across listings (random
/// play) after [`OrderScratch::next_listing`].
#[derive(Default)]
pub(crate) struct OrderScratch {
    /// Built at the listing's first placement that needs it (then `built`).
    board: Board,
    built: bool,
    /// Found when the listing first asks (3 players).
    risky: RiskyTiles,
    candidates: Vec<SpellOrder>,
    targets: Vec<Target>,
    events: Vec<Event>,
    /// What the current tile's placements found, by what their spells meet.
    seen: Seen,
    /// The tile whose placements the candidates and `seen` are for, and whether the
    /// supply covers its golems with two to spare (None: look again).
    tile: Option<TileId>,
    spare: bool,
}

impl OrderScratch {
    /// Forgets the board: the next placement worked out is of another position.
    pub fn next_listing(&mut self) {
        self.built = false;
        self.tile = None;
        self.risky.next_listing();
    }

    /// The tiles of `game` where a spell of the side to move could stop for a removal
    /// choice, found once per listing.
    pub fn risky(&mut self, game: &Game) -> &RiskyTiles {
        self.risky.of(game)
    }
}

impl Game {
    /// The moves [`Game::push_placements`] lists for `tile` at `cell` towards `facing`,
    /// pushed to `out`, worked out for that placement alone: what a random pick needs of
    /// the one placement it drew.
    pub(crate) fn push_placement(
        &self,
        tile: TileId,
        cell: Cell,
        facing: Facing,
        scratch: &mut OrderScratch,
        out: &mut Vec<Move>,
    ) {
        if scratch.tile != Some(tile) {
            self.set_tile(tile, scratch);
        }
        let f = Facing::ALL.iter().position(|x| *x == facing).unwrap_or(0);
        let risky = if scratch.spare {
            scratch.risky.of(self).placements(tile, &[cell])
        } else {
            None
        };
        let mut board = std::mem::take(&mut scratch.board);
        let mut built = scratch.built;
        let alike = match risky {
            Some(risky) => risky[0] & (1 << f) == 0,
            None => {
                if !built {
                    board.build(self);
                    built = true;
                }
                board
                    .inside(cell)
                    .is_some_and(|here| self.alike_at_a_glance(&board, &board.plan(tile), here, f))
            }
        };
        let placement = (tile, cell, facing);
        self.push_placed(placement, alike, (&mut board, &mut built), scratch, out);
        scratch.board = board;
        scratch.built = built;
    }

    /// The placement of `tile` at `cell` towards `facing` once without an order when its
    /// orders are `alike`, else once for each different state they lead to (the board
    /// built first if it was not).
    fn push_placed(
        &self,
        (tile, cell, facing): (TileId, Cell, Facing),
        alike: bool,
        (board, built): (&mut Board, &mut bool),
        scratch: &mut OrderScratch,
        out: &mut Vec<Move>,
    ) {
        if alike {
            out.push(Move::Place {
                tile,
                cell,
                facing,
                order: None,
            });
            return;
        }
        if !*built {
            board.build(self);
            *built = true;
        }
        let spare = scratch.spare;
        self.push_distinct_orders(tile, cell, facing, board, spare, scratch, out);
    }

    /// Readies the scratch for the placements of `tile`: every order of its spells, the
    /// same for each placement, as its candidates; what earlier placements found
    /// forgotten; whether the supply covers every golem printed on it with two to spare.
    fn set_tile(&self, tile: TileId, scratch: &mut OrderScratch) {
        let mut edges = [Edge::Front; 3];
        let spells = spell_edges(tile, &mut edges);
        scratch.candidates.clear();
        orders(&edges[..spells], &mut scratch.candidates);
        scratch.seen.clear();
        let spec = tile.spec();
        scratch.spare = u32::from(self.supply_to_move()) >= u32::from(spec.total_golems()) + 2
            && spec
                .spell_edges()
                .filter_map(|e| spec.spell(e))
                .all(|s| s.golems <= MAX_GOLEMS_PER_TILE);
        scratch.tile = Some(tile);
    }

    /// Whether every order of the planned tile's spells from the grid's spot `here` towards
    /// the facing `f` surely ends the same ([`Board::alike`], with the supply to move).
    fn alike_at_a_glance(&self, board: &Board, plan: &Plan, here: usize, f: usize) -> bool {
        board.alike(plan, here, f, self.supply_to_move(), self.options.expert)
    }

    /// The golems in the supply of the side to move.
    fn supply_to_move(&self) -> u8 {
        self.supplies[self.side_of(self.turn).index()]
    }

    /// Every placement of `tile` on `spots`, each once for each different state its spell
    /// orders lead to (in the order of [`Game::legal_moves`]): most are seen at a glance to
    /// end the same in every order, the others worked out.
    pub(crate) fn push_placements(
        &self,
        tile: TileId,
        spots: &[Cell],
        scratch: &mut OrderScratch,
        out: &mut Vec<Move>,
    ) {
        self.set_tile(tile, scratch);
        // With golems to spare, only the placements whose spells reach a tile where they
        // would ask for a removal choice are worth a look (3 players, most turns): they are
        // few, and the grid is built only when one comes.
        let risky = if scratch.spare {
            scratch.risky.of(self).placements(tile, spots)
        } else {
            None
        };
        // Lent out for the walk, the scratch's other buffers being used alongside.
        let mut board = std::mem::take(&mut scratch.board);
        let mut built = scratch.built;
        if risky.is_none() && !built {
            board.build(self);
            built = true;
        }
        // Where the spells land from a spot, on the grid: only looked at without the marks.
        let plan = risky.is_none().then(|| board.plan(tile));
        for (i, &cell) in spots.iter().enumerate() {
            let here = if risky.is_none() {
                board.inside(cell)
            } else {
                None
            };
            for (f, facing) in Facing::ALL.into_iter().enumerate() {
                let alike = match &risky {
                    Some(risky) => risky[i] & (1 << f) == 0,
                    None => match (here, &plan) {
                        (Some(here), Some(plan)) => self.alike_at_a_glance(&board, plan, here, f),
                        _ => false,
                    },
                };
                let placement = (tile, cell, facing);
                self.push_placed(placement, alike, (&mut board, &mut built), scratch, out);
            }
        }
        scratch.board = board;
        scratch.built = built;
    }

    /// The placement once for each different state its spell orders lead to (once without
    /// an order when they all lead to the same one), each with the first order that leads
    /// there; the orders are the scratch's candidates, every order of the tile's spells.
    /// `spare`: the supply covers every golem printed on the tile with two to spare.
    /// Outside the Expert rules every removal choice is asked, so the turn pauses wherever
    /// one comes; in Expert a choice that changes nothing is settled without asking.
    #[allow(clippy::too_many_arguments)]
    fn push_distinct_orders(
        &self,
        tile: TileId,
        cell: Cell,
        facing: Facing,
        board: &Board,
        spare: bool,
        scratch: &mut OrderScratch,
        out: &mut Vec<Move>,
    ) {
        let place = |order| Move::Place {
            tile,
            cell,
            facing,
            order,
        };
        let mut edges = [Edge::Front; 3];
        let count = spell_edges(tile, &mut edges);
        let edges = &edges[..count];
        let landing = self.landings(tile, cell, facing, board, &mut scratch.targets);
        let distinct = match landing {
            Some(landing) if spare && !self.options.expert => {
                Distinct::Orders(self.spare_orders(&scratch.candidates, &landing, &scratch.targets))
            }
            Some(landing) => {
                let key = Seen::key(edges, &landing, &scratch.targets);
                let found = scratch.seen.get(key).unwrap_or_else(|| {
                    let found = self.distinct_orders(
                        edges,
                        &scratch.candidates,
                        &landing,
                        &scratch.targets,
                    );
                    scratch.seen.put(key, found);
                    found
                });
                match found {
                    Distinct::Unless(chosen)
                        if !self.a_target_may_be_besieged(cell, board, &scratch.targets)
                            || self.outcomes_stay_apart(
                                &Placement {
                                    tile,
                                    spot: cell,
                                    facing,
                                    landing: &landing,
                                    targets: &scratch.targets,
                                },
                                board,
                                &scratch.candidates,
                                chosen,
                            ) =>
                    {
                        Distinct::Orders(chosen)
                    }
                    found => found,
                }
            }
            None => Distinct::PlayEach,
        };
        match distinct {
            Distinct::Orders(chosen) if chosen.count_ones() > 1 => out.extend(
                (0..scratch.candidates.len())
                    .filter(|i| chosen & (1 << i) != 0)
                    .map(|i| place(Some(scratch.candidates[i]))),
            ),
            Distinct::Orders(_) => out.push(place(None)),
            // Orders that leave the same outcome lead to the same state: the rest of the
            // turn follows from it. One of each is played out.
            Distinct::Unless(chosen) => {
                self.push_orders_played_out(tile, cell, facing, chosen, scratch, out)
            }
            Distinct::PlayEach => {
                self.push_orders_played_out(tile, cell, facing, u8::MAX, scratch, out)
            }
        }
    }

    /// Whether a siege this turn could take a tile that the spells of a tile placed at
    /// `spot` land on (Expert): the only way for what different orders leave there to be
    /// evened out. No later step of the turn lands on those tiles (the delayed spells
    /// that come are those waiting for the placed tile), so orders whose outcomes differ
    /// lead to different states unless one can.
    fn a_target_may_be_besieged(&self, spot: Cell, board: &Board, targets: &[Target]) -> bool {
        let side = self.side_of(self.turn);
        let held = |cell: Cell| {
            if cell == spot {
                return Some(Control::Side(side));
            }
            board.control(self, cell)
        };
        let lands = |cell: Cell| cell == spot || targets.iter().any(|t| t.cell == cell);
        targets
            .iter()
            .any(|t| may_be_besieged(t.cell, None, held, lands))
    }

    /// Where each spell of `tile` at `cell` towards `facing` lands; the tiles it lands on
    /// are put in `targets`. None if a tile holds more golems than a game can.
    fn landings(
        &self,
        tile: TileId,
        cell: Cell,
        facing: Facing,
        board: &Board,
        targets: &mut Vec<Target>,
    ) -> Option<[Landing; 3]> {
        let side = self.side_of(self.turn);
        let spec = tile.spec();
        targets.clear();
        let mut landing = [Landing::Lost; 3];
        for edge in spec.spell_edges() {
            let Some(spell) = spec.spell(edge) else {
                continue;
            };
            let target = cell.step(edge.direction(facing), spell.range);
            let on_field = board.at(target).and_then(|i| self.field.tiles.get(i));
            landing[edge.index()] = match on_field {
                None if self.options.expert => Landing::Waits,
                None => Landing::Lost,
                Some(_) if self.wizard_at(target).is_some_and(|w| w != side) => Landing::Lost,
                Some(on_field) => {
                    if on_field.golems.iter().any(|g| *g > MOST_GOLEMS) {
                        return None;
                    }
                    // As in `summon`: shields destroy the first golems, range 3 ignores them.
                    let shields = if spell.ignores_shields() {
                        0
                    } else {
                        on_field.shields_against(side)
                    };
                    targets.push(Target {
                        cell: target,
                        golems: on_field.golems,
                        brought: spell.golems - shields.min(spell.golems),
                    });
                    Landing::On(targets.len() - 1)
                }
            };
        }
        Some(landing)
    }

    /// The placement once for each different state its orders lead to, each played in full:
    /// of the candidates, those in `playing` (a bit by index).
    fn push_orders_played_out(
        &self,
        tile: TileId,
        cell: Cell,
        facing: Facing,
        playing: u8,
        scratch: &mut OrderScratch,
        out: &mut Vec<Move>,
    ) {
        let place = |order| Move::Place {
            tile,
            cell,
            facing,
            order,
        };
        let mut outcomes: Vec<(SpellOrder, Game)> = Vec::with_capacity(scratch.candidates.len());
        for (i, &order) in scratch.candidates.iter().enumerate() {
            let wanted = playing == u8::MAX || (i < 8 && playing & (1 << i) != 0);
            if !wanted {
                continue;
            }
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
}

/// Golems of one side on a tile that the quick count in `outcome.rs` takes: more than a
/// game ever holds (five, nine while a removal waits), fewer than its four bits overflow
/// past with a spell's golems added.
const MOST_GOLEMS: u8 = 9;

/// The edges of `tile` that carry a spell, in casting order, put in `edges`: how many.
fn spell_edges(tile: TileId, edges: &mut [Edge; 3]) -> usize {
    let mut count = 0;
    for (slot, edge) in edges.iter_mut().zip(tile.spec().spell_edges()) {
        *slot = edge;
        count += 1;
    }
    count
}
