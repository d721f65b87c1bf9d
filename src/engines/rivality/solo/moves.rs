//! Your wizard's moves, and the list of legal ones.
//!
//! The continuous-path rule, as read here: your wizard may cross any tile holding at least
//! one of your golems (controlled or not), starting from the tile it stands on (which
//! counts as the start of the path even when your golems there were all destroyed), and
//! must end on an empty tile — no golem and no wizard — next to that connected region.
//! Wizards do not block the way: a tile under Suramun that still holds one of your golems
//! can be crossed. Paths run between orthogonal neighbours only.

use serde::{Deserialize, Serialize};

use super::super::geometry::{Cell, Edge};
use super::super::moves::SpellOrder;
use super::error::SoloError;
use super::state::SoloGame;
use super::{cell_at, index_of, on_battlefield, COLUMNS, PLAYER, ROWS, TILES};

/// What you do on your turn: move your wizard, with one golem from your supply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SoloMove {
    /// First turn: enter the battlefield on one of the four Entry Point tiles (row 1).
    Enter { cell: Cell },
    /// Later turns: move along your golems to an empty tile. `order` is the order in which
    /// you will cast that tile's spells, if you still control it after Suramun's (front,
    /// left, right when not given). It can only be given for a face-up tile: the spells of
    /// a face-down one are not known before it is revealed, and the turn stops after the
    /// reveal to ask it when it matters ([`SoloMove::Order`]).
    Move {
        cell: Cell,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        order: Option<SpellOrder>,
    },
    /// While the turn waits for it ([`super::SoloPending::Order`]): the order of the
    /// spells of the tile your wizard has just turned up at `cell`; the turn then goes on
    /// from Suramun's move.
    Order { cell: Cell, order: SpellOrder },
}

impl SoloMove {
    /// Your wizard's tile once the move is played.
    pub fn cell(&self) -> Cell {
        match *self {
            SoloMove::Enter { cell }
            | SoloMove::Move { cell, .. }
            | SoloMove::Order { cell, .. } => cell,
        }
    }

    pub fn order(&self) -> Option<SpellOrder> {
        match *self {
            SoloMove::Enter { .. } => None,
            SoloMove::Move { order, .. } => order,
            SoloMove::Order { order, .. } => Some(order),
        }
    }
}

/// A set of the 24 tiles, one bit per index.
type Tiles = u32;

/// The orthogonal neighbours of the tile at `index`, on the battlefield.
fn neighbours(index: usize) -> Tiles {
    let cell = cell_at(index);
    cell.neighbours()
        .into_iter()
        .filter_map(index_of)
        .fold(0, |set, i| set | 1 << i)
}

impl SoloGame {
    /// The tiles your wizard can reach through your golems, its own tile included.
    fn region(&self, start: usize) -> Tiles {
        let mut region: Tiles = 1 << start;
        let mut frontier = vec![start];
        while let Some(index) = frontier.pop() {
            let mut around = neighbours(index) & !region;
            while around != 0 {
                let next = around.trailing_zeros() as usize;
                around &= around - 1;
                if self.field.tiles[next].golems_of(PLAYER) > 0 {
                    region |= 1 << next;
                    frontier.push(next);
                }
            }
        }
        region
    }

    /// Every tile your wizard may end its next move on, one bit per tile index.
    fn destinations(&self) -> Tiles {
        let Some(start) = self.wizard().and_then(index_of) else {
            // Before the first turn: the Entry Point, the bottom row.
            return (1 << COLUMNS) - 1;
        };
        let region = self.region(start);
        let mut near: Tiles = 0;
        let mut rest = region;
        while rest != 0 {
            let index = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            near |= neighbours(index);
        }
        (0..TILES)
            .filter(|i| near & (1 << i) != 0 && self.is_empty_tile(cell_at(*i)))
            .fold(0, |set, i| set | 1 << i)
    }

    /// Whether your wizard has an empty tile to move to (the game ends when it has none).
    pub fn can_move(&self) -> bool {
        self.destinations() != 0
    }

    /// Checks `mv` without changing anything; the cell it goes to when legal.
    pub fn check(&self, mv: SoloMove) -> Result<Cell, SoloError> {
        if self.is_over() {
            return Err(SoloError::GameOver);
        }
        if let Some(pending) = self.pending {
            return self.check_order(mv, pending.cell());
        }
        if let SoloMove::Order { .. } = mv {
            return Err(SoloError::NoOrderAwaited);
        }
        let cell = mv.cell();
        if !on_battlefield(cell) {
            return Err(SoloError::OffBattlefield { cell });
        }
        match (mv, self.wizard()) {
            // Turned away above already; kept for the match to be whole.
            (SoloMove::Order { .. }, _) => return Err(SoloError::NoOrderAwaited),
            (SoloMove::Enter { .. }, Some(_)) => return Err(SoloError::AlreadyEntered),
            (SoloMove::Enter { .. }, None) if cell.y != 0 => {
                return Err(SoloError::NotAnEntryPoint { cell })
            }
            (SoloMove::Enter { .. }, None) => return Ok(cell),
            (SoloMove::Move { .. }, None) => return Err(SoloError::NotEntered),
            (SoloMove::Move { .. }, Some(here)) if here == cell => {
                return Err(SoloError::AlreadyThere { cell })
            }
            (SoloMove::Move { .. }, Some(_)) => {}
        }
        if self.suramun() == Some(cell) {
            return Err(SoloError::SuramunThere { cell });
        }
        let tile = self.tile(cell).ok_or(SoloError::OffBattlefield { cell })?;
        if tile.total_golems() > 0 {
            return Err(SoloError::HoldsGolems { cell });
        }
        let reachable = index_of(cell).is_some_and(|i| self.destinations() & (1 << i) != 0);
        if !reachable {
            return Err(SoloError::NotConnected { cell });
        }
        if let Some(order) = mv.order() {
            if tile.face_down {
                return Err(SoloError::OrderOnFaceDown { cell });
            }
            if !order.fits(tile.tile) {
                let expected: Vec<&str> = tile.tile.spec().spell_edges().map(Edge::name).collect();
                return Err(SoloError::BadSpellOrder {
                    tile: tile.tile,
                    expected: expected.join(", "),
                });
            }
        }
        Ok(cell)
    }

    /// Checks the answer to a turn stopped for the order of the spells at `awaited`.
    fn check_order(&self, mv: SoloMove, awaited: Cell) -> Result<Cell, SoloError> {
        let awaited_error = || SoloError::OrderAwaited {
            cell: awaited,
            example: self.order_example(awaited),
        };
        let SoloMove::Order { cell, order } = mv else {
            return Err(awaited_error());
        };
        if cell != awaited {
            return Err(awaited_error());
        }
        let tile = self.tile(cell).ok_or_else(awaited_error)?;
        if !order.fits(tile.tile) {
            let expected: Vec<&str> = tile.tile.spec().spell_edges().map(Edge::name).collect();
            return Err(SoloError::BadSpellOrder {
                tile: tile.tile,
                expected: expected.join(", "),
            });
        }
        Ok(cell)
    }

    /// Whether you are asked the order of the spells of the face-up tile at `cell`: your
    /// supply, after your wizard's golem, cannot cover them all as printed (the reading of
    /// "Order of spells"), judged as a face-down tile's is once turned up.
    fn order_matters(&self, cell: Cell) -> bool {
        let Some(tile) = self.tile(cell).filter(|t| !t.face_down) else {
            return false;
        };
        let spec = tile.tile.spec();
        let supply = self.supplies[PLAYER.index()];
        supply > 1 && spec.spell_edges().count() > 1 && supply - 1 < spec.total_golems()
    }

    /// Every legal move, appended to `out` (cleared first). A move comes once, without a
    /// spell order, unless you are asked the order of a face-up tile's spells (your
    /// supply cannot cover them all): then once for every order. Which orders end alike
    /// is not looked for: it depends on Suramun's answer, and so on his face-down tiles,
    /// which the list must not tell. While a turn waits for an order, the orders.
    pub fn legal_moves(&self, out: &mut Vec<SoloMove>) {
        out.clear();
        if self.is_over() {
            return;
        }
        if let Some(pending) = self.pending {
            self.order_moves(pending.cell(), out);
            return;
        }
        let mut set = self.destinations();
        let entering = self.wizard().is_none();
        while set != 0 {
            let index = set.trailing_zeros() as usize;
            set &= set - 1;
            let cell = cell_at(index);
            if entering {
                out.push(SoloMove::Enter { cell });
            } else if self.order_matters(cell) {
                out.extend(
                    self.spell_orders(cell)
                        .into_iter()
                        .map(|order| SoloMove::Move {
                            cell,
                            order: Some(order),
                        }),
                );
            } else {
                out.push(SoloMove::Move { cell, order: None });
            }
        }
    }
}

// Guards the bit sets above.
const _: () = assert!(TILES <= 32 && ROWS > 0);

#[cfg(test)]
mod tests {
    use super::super::{new_solo, Difficulty, SURAMUN};
    use super::*;

    fn cells(set: Tiles) -> Vec<Cell> {
        (0..TILES)
            .filter(|i| set & (1 << i) != 0)
            .map(cell_at)
            .collect()
    }

    #[test]
    fn before_the_first_turn_only_the_bottom_row_is_open() {
        let g = new_solo(3, Difficulty::Beginner);
        assert_eq!(
            cells(g.destinations()),
            (0..4).map(|x| Cell::new(x, 0)).collect::<Vec<_>>()
        );
    }

    #[test]
    fn the_region_grows_through_your_golems_only() {
        let mut g = new_solo(3, Difficulty::Beginner);
        g.wizards[PLAYER.index()] = Some(Cell::new(0, 0));
        for (x, y, yours, his) in [(1, 0, 1, 2), (1, 1, 1, 0), (2, 0, 0, 1), (3, 3, 1, 0)] {
            let i = index_of(Cell::new(x, y)).unwrap();
            g.field.tiles[i].golems[PLAYER.index()] = yours;
            g.field.tiles[i].golems[SURAMUN.index()] = his;
        }
        // The start counts though it holds none of your golems; (2,0) holds only his;
        // (3,3) holds yours but is cut off.
        let region = cells(g.region(0));
        assert_eq!(
            region,
            vec![Cell::new(0, 0), Cell::new(1, 0), Cell::new(1, 1)]
        );
        let open = cells(g.destinations());
        assert_eq!(
            open,
            vec![Cell::new(0, 1), Cell::new(2, 1), Cell::new(1, 2)]
        );
    }
}
