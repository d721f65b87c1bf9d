//! Expert rules: whether a siege could come this turn, told from a tile's neighbours
//! without playing the turn out (listing moves, and a removal choice that a siege might
//! make up for).

use crate::engines::rivality::battlefield::Control;
use crate::engines::rivality::geometry::Cell;
use crate::engines::rivality::sides::Side;

/// How many of a tile's neighbours each side holds, when the tile is besieged: held as
/// `holder` says, its neighbours held as `around` (None for no tile), it is besieged when each
/// neighbour is held by a side, by no more sides than may besiege together
/// (`most_besiegers`), none of them its holder.
pub(crate) fn besieging(
    holder: impl FnOnce() -> Control,
    around: impl IntoIterator<Item = Option<Control>>,
    most_besiegers: usize,
) -> Option<[u8; Side::MAX]> {
    let mut held = [0u8; Side::MAX];
    for control in around {
        held[control?.side()?.index()] += 1;
    }
    let sides = held.iter().filter(|h| **h > 0).count();
    // Asked of every tile every Expert turn: the holder only of a surrounded one.
    let holder_besieges =
        sides <= most_besiegers && holder().side().is_some_and(|h| held[h.index()] > 0);
    (sides <= most_besiegers && !holder_besieges).then_some(held)
}

/// Whether a siege this turn could make up for a removal choice at `cell`, among the
/// groups `sides`, its golems `golems` as the choice waits, with nothing else landing there
/// later in the turn. Either choice leaves a golem fewer of a different side: only a siege
/// by `actor`, whose spell brought the golems, sends every other golem back and leaves
/// the tile alike; any other besieger keeps its own there, one fewer with one choice than
/// with the other. The actor cannot besiege a tile it holds, and nothing changes that.
pub(crate) fn siege_may_make_up_for_choice(
    cell: Cell,
    golems: [u8; Side::MAX],
    actor: Side,
    sides: &[Side],
    held: impl Fn(Cell) -> Option<Control>,
    lands: impl Fn(Cell) -> bool,
) -> bool {
    let actor_holds = sides.iter().any(|side| {
        let mut left = golems;
        left[side.index()] = left[side.index()].saturating_sub(1);
        Control::of(left) == Control::Side(actor)
    });
    !actor_holds && may_be_besieged(cell, Some(actor), held, lands)
}

/// Whether the tile at `cell` could be besieged at this turn's siege step (by `besieger`,
/// when given), as far as its neighbours tell. Each must be a tile (`held` says who holds
/// the one at a cell, None for no tile; no tile is placed before the next turn) held by a
/// side, or one that could change hands before then: a spell still to land on it
/// (`lands`), or a siege of its own (it has a tile on each side). The besieger must hold
/// one of them, or one could change hands.
pub(crate) fn may_be_besieged(
    cell: Cell,
    besieger: Option<Side>,
    held: impl Fn(Cell) -> Option<Control>,
    lands: impl Fn(Cell) -> bool,
) -> bool {
    let mut besieger_may_hold = besieger.is_none();
    for n in cell.neighbours() {
        let Some(control) = held(n) else {
            return false;
        };
        let may_change = lands(n) || n.neighbours().iter().all(|m| held(*m).is_some());
        if !may_change && control.side().is_none() {
            return false;
        }
        besieger_may_hold |= may_change || besieger.is_some_and(|b| control.side() == Some(b));
    }
    besieger_may_hold
}

#[cfg(test)]
mod tests {
    use super::super::super::battlefield::PlacedTile;
    use super::super::super::events::Event;
    use super::super::super::moves::Move;
    use super::super::super::random::each_random_move;
    use super::super::spell_target;
    use super::*;

    /// Every tile a siege takes during a turn was one `may_be_besieged` allowed for, by
    /// that besieger, as the listing asks it before the placement: the placed tile's spot
    /// and its spells' targets as what may change.
    #[test]
    fn every_siege_taken_was_one_that_may_be_besieged_allowed() {
        let mut sieges = 0;
        each_random_move(2..=4, true, 0..200, |seed, before, mv, events| {
            let Move::Place {
                tile, cell, facing, ..
            } = mv
            else {
                return;
            };
            let placed = PlacedTile::new(tile, cell, facing);
            let spells = tile.spec().spell_edges();
            let targets: Vec<Cell> = spells.map(|edge| spell_target(&placed, edge)).collect();
            let side = before.side_of(before.turn);
            let held = |at: Cell| {
                if at == cell {
                    return Some(Control::Side(side));
                }
                before.field.at(at).map(|t| t.control())
            };
            let lands = |at: Cell| at == cell || targets.contains(&at);
            for event in events {
                if let Event::Besieged {
                    cell: taken, by, ..
                } = *event
                {
                    sieges += 1;
                    let players = before.players();
                    assert!(
                        may_be_besieged(taken, Some(by), held, lands),
                        "{players}p seed {seed}: {taken:?} taken by {by:?}"
                    );
                }
            }
        });
        assert!(sieges > 100, "only {sieges} sieges");
    }

    /// A tile may be besieged only with a tile on each side, each held by a side or
    /// able to change hands (a spell lands on it, or it has a tile on each side itself),
    /// and by a besieger that holds one of them or could.
    #[test]
    fn a_siege_may_come_only_where_every_neighbour_is_held_or_may_change_hands() {
        let centre = Cell::new(0, 0);
        let [north, .., west] = centre.neighbours();
        let (held_by_1, held_by_0) = (Control::Side(Side(1)), Control::Side(Side(0)));
        // The centre and its four neighbours, held as `neighbours` says (in the order of
        // `Cell::neighbours`); no other tile, unless `ring` puts one on every cell around.
        let layout = |neighbours: [Control; 4], ring: bool| {
            move |cell: Cell| {
                if cell == centre {
                    return Some(Control::Contested);
                }
                match centre.neighbours().iter().position(|n| *n == cell) {
                    Some(i) => Some(neighbours[i]),
                    None => ring.then_some(Control::Empty),
                }
            }
        };
        let nowhere = |_: Cell| false;
        let all_1 = [held_by_1; 4];
        assert!(may_be_besieged(centre, None, layout(all_1, false), nowhere));
        assert!(may_be_besieged(
            centre,
            Some(Side(1)),
            layout(all_1, false),
            nowhere
        ));
        // Side 0 holds none, and none can change hands; unless a spell lands on one.
        assert!(!may_be_besieged(
            centre,
            Some(Side(0)),
            layout(all_1, false),
            nowhere
        ));
        let on_north = |cell: Cell| cell == north;
        assert!(may_be_besieged(
            centre,
            Some(Side(0)),
            layout(all_1, false),
            on_north
        ));
        let mut one_0 = all_1;
        one_0[3] = held_by_0;
        assert!(may_be_besieged(
            centre,
            Some(Side(0)),
            layout(one_0, false),
            nowhere
        ));
        // A neighbour held by no side stays so, unless a spell lands on it or it may be
        // besieged itself.
        let mut contested = all_1;
        contested[3] = Control::Contested;
        assert!(!may_be_besieged(
            centre,
            None,
            layout(contested, false),
            nowhere
        ));
        assert!(may_be_besieged(
            centre,
            None,
            layout(contested, false),
            |c| c == west
        ));
        assert!(may_be_besieged(
            centre,
            None,
            layout(contested, true),
            nowhere
        ));
        // A missing neighbour: no siege, whatever lands.
        let missing = move |cell: Cell| (cell != west).then(|| layout(all_1, true)(cell))?;
        assert!(!may_be_besieged(centre, None, missing, |_| true));
    }
}
