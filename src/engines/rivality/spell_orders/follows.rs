//! Expert rules: whether what follows a placed tile's spells (sieges, a removal choice
//! made up for) could bring orders that leave different outcomes to the same state. Most
//! often nothing can, and the orders are listed without playing any of them out.

use super::super::battlefield::Control;
use super::super::geometry::{Cell, Facing};
use super::super::moves::SpellOrder;
use super::super::sides::Side;
use super::super::state::Game;
use super::super::summon::{enemies_of, settle_golems, Removal};
use super::super::tiles::TileId;
use super::super::turn::{besieging, siege_may_make_up_for_choice};
use super::board::Board;
use super::outcome::{Landing, Target};
use super::played::Played;

/// A tile placed at `spot` towards `facing`, its spells landing as `landing` on `targets`.
pub(super) struct Placement<'a> {
    pub tile: TileId,
    pub spot: Cell,
    pub facing: Facing,
    pub landing: &'a [Landing; 3],
    pub targets: &'a [Target],
}

impl Game {
    /// Whether the orders `chosen` (a bit by index) among `candidates`, whose spells leave
    /// different outcomes, surely lead to different states. Only a siege of a target can
    /// even out what the spells left there (the delayed spells that come land on the placed
    /// tile), so they do when no siege was due, and after each order either no siege can
    /// come (whoever the delayed spells leave holding the placed tile), or the turn waits
    /// for a removal choice that nothing makes up for (it stays there), or the game is over.
    pub(super) fn outcomes_stay_apart(
        &self,
        placement: &Placement,
        board: &Board,
        candidates: &[SpellOrder],
        chosen: u8,
    ) -> bool {
        if board.siege_due(self) {
            return false;
        }
        let chosen = candidates
            .iter()
            .enumerate()
            .filter(|(i, _)| *i < 8 && chosen & (1 << i) != 0);
        for (_, order) in chosen {
            let played = self.spells_played(order.edges(), placement.landing, placement.targets);
            let apart = match played.paused_at {
                _ if played.ended => true,
                Some(at) => self.choice_stays(placement, board, order, at, &played),
                None => !self.siege_follows(placement, board, &played),
            };
            if !apart {
                return false;
            }
        }
        true
    }

    /// Who holds the placed tile before any delayed spell lands on it: its owner, with
    /// the wizard's golem.
    fn spot_held(&self) -> Control {
        let side = self.side_of(self.turn);
        match self.supplies[side.index()] {
            0 => Control::Empty,
            _ => Control::Side(side),
        }
    }

    /// Who holds the tile at `cell` once the spells have left `played`, the placed tile
    /// held as `spot`.
    fn held_after(
        &self,
        placement: &Placement,
        board: &Board,
        played: &Played,
        spot: Control,
        cell: Cell,
    ) -> Option<Control> {
        if cell == placement.spot {
            return Some(spot);
        }
        match placement.targets.iter().position(|t| t.cell == cell) {
            Some(k) => played.golems.get(k).map(|golems| Control::of(*golems)),
            None => board.control(self, cell),
        }
    }

    /// Whether a siege could follow the spells, none being due before: only a tile whose
    /// neighbourhood changed can be besieged, the placed tile, a target, or one next to
    /// them. Delayed spells waiting for the placed tile may leave it held by anyone.
    fn siege_follows(&self, placement: &Placement, board: &Board, played: &Played) -> bool {
        let held_by_anyone = [
            Control::Empty,
            Control::Contested,
            Control::Side(Side(0)),
            Control::Side(Side(1)),
            Control::Side(Side(2)),
        ];
        let own = [self.spot_held()];
        let spot_held: &[Control] = if board.awaited(placement.spot) {
            &held_by_anyone
        } else {
            &own
        };
        let changed =
            std::iter::once(placement.spot).chain(placement.targets.iter().map(|t| t.cell));
        let near = changed.flat_map(|cell| std::iter::once(cell).chain(cell.neighbours()));
        spot_held.iter().any(|&spot| {
            let held = |cell: Cell| self.held_after(placement, board, played, spot, cell);
            near.clone().any(|cell| {
                held(cell).is_some_and(|holder| {
                    let around = cell.neighbours().into_iter().map(held);
                    besieging(|| holder, around, self.most_besiegers()).is_some()
                })
            })
        })
    }

    /// Whether the turn, paused for a removal choice at the spell `at` of `order`, stays
    /// paused, as the turn itself finds (`same_whatever_the_choice`) with the same tiles
    /// and the same steps to come: no siege can make up for the choice; or none follows
    /// either side of it (the spells after it played), so each leaves the tile otherwise.
    fn choice_stays(
        &self,
        placement: &Placement,
        board: &Board,
        order: &SpellOrder,
        at: usize,
        played: &Played,
    ) -> bool {
        let edges = order.edges();
        let Some(Landing::On(k)) = edges.get(at).map(|e| placement.landing[e.index()]) else {
            return false;
        };
        let (Some(target), Some(golems)) = (placement.targets.get(k), played.golems.get(k)) else {
            return false;
        };
        let spec = placement.tile.spec();
        let aims = |cell: Cell| {
            edges.get(at + 1..).unwrap_or(&[]).iter().any(|edge| {
                spec.spell(*edge).is_some_and(|spell| {
                    placement
                        .spot
                        .step(edge.direction(placement.facing), spell.range)
                        == cell
                })
            })
        };
        // The steps to come: the spells after it, and the delayed spells waiting for the
        // placed tile (none here, but the turn counts its cell).
        let lands = |cell: Cell| cell == placement.spot || aims(cell);
        if lands(target.cell) {
            return false;
        }
        let actor = self.side_of(self.turn);
        let (first, second) = enemies_of(actor);
        let groups = [Side(first as u8), Side(second as u8)];
        let spot = self.spot_held();
        let held = |cell: Cell| self.held_after(placement, board, played, spot, cell);
        if !siege_may_make_up_for_choice(target.cell, *golems, actor, &groups, held, lands) {
            return true;
        }
        groups.iter().all(|&side| {
            let mut chose = *played;
            chose.paused_at = None;
            let (golems, supplies) = (&mut chose.golems[k], &mut chose.supplies);
            let settled = settle_golems(golems, supplies, &mut [0; Side::MAX], actor, Some(side));
            if !matches!(settled, Removal::Settled) {
                return false;
            }
            chose.ended = supplies[..self.side_count()].contains(&0);
            self.play_spells(
                edges,
                at + 1,
                placement.landing,
                placement.targets,
                &mut chose,
            );
            // Another choice after it: left to the turn to play out.
            chose.paused_at.is_none()
                && (chose.ended || !self.siege_follows(placement, board, &chose))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::events::Event;
    use super::super::super::moves::{orders, Move};
    use super::super::super::random::each_random_move;
    use super::*;

    /// Every placement of a tile in hand, on every open spot, towards every facing, in
    /// every order of its spells, in the states of random 3-player Expert games: `check`
    /// is given what the listing knows of it, the spells played on their targets alone,
    /// and the state and events the turn itself reaches.
    fn each_order_played(
        seeds: std::ops::Range<u64>,
        mut check: impl FnMut(&Game, &Placement, &Board, &SpellOrder, &Played, &Game, &[Event]),
    ) {
        let (mut events, mut spots) = (Vec::new(), Vec::new());
        let (mut board, mut targets, mut candidates) = (Board::default(), Vec::new(), Vec::new());
        each_random_move(3..=3, true, seeds, |_, game, _, _| {
            if game.pending.is_some() {
                return;
            }
            board.build(game);
            game.field.open_spots(&mut spots);
            for &tile in game.hand(game.turn) {
                let edges: Vec<_> = tile.spec().spell_edges().collect();
                candidates.clear();
                orders(&edges, &mut candidates);
                for (&spot, facing) in spots.iter().flat_map(|s| Facing::ALL.map(|f| (s, f))) {
                    let Some(landing) = game.landings(tile, spot, facing, &board, &mut targets)
                    else {
                        continue;
                    };
                    let placement = Placement {
                        tile,
                        spot,
                        facing,
                        landing: &landing,
                        targets: &targets,
                    };
                    for order in &candidates {
                        let played = game.spells_played(order.edges(), &landing, &targets);
                        let mv = Move::Place {
                            tile,
                            cell: spot,
                            facing,
                            order: Some(*order),
                        };
                        let mut after = game.clone();
                        events.clear();
                        after.apply_in_place(mv, &mut events).unwrap();
                        check(game, &placement, &board, order, &played, &after, &events);
                    }
                }
            }
        });
    }

    /// Whenever a siege comes after a placement's spells, the listing foresaw that one
    /// could.
    #[test]
    fn every_siege_after_the_spells_was_foreseen() {
        let mut sieges = 0;
        each_order_played(0..6, |game, placement, board, _, played, _, events| {
            let besieged = events.iter().any(|e| matches!(e, Event::Besieged { .. }));
            if besieged && !played.ended && played.paused_at.is_none() && !board.siege_due(game) {
                sieges += 1;
                assert!(game.siege_follows(placement, board, played), "{events:?}");
            }
        });
        assert!(sieges > 50, "only {sieges} sieges");
    }

    /// Whenever the listing finds that a turn paused for a removal choice stays paused,
    /// the turn does.
    #[test]
    fn a_choice_the_listing_finds_staying_is_asked() {
        let (mut stays, mut resolved) = (0, 0);
        each_order_played(
            0..60,
            |game, placement, board, order, played, after, events| {
                let Some(at) = played.paused_at.filter(|_| !board.siege_due(game)) else {
                    return;
                };
                if game.choice_stays(placement, board, order, at, played) {
                    stays += 1;
                    assert!(after.pending.is_some(), "{events:?}");
                } else if after.pending.is_none() {
                    resolved += 1;
                }
            },
        );
        assert!(
            stays > 50 && resolved > 0,
            "{stays} stayed, {resolved} made up for"
        );
    }
}
